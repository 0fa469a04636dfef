//! `cargo xtask strength`: Part VI's matches, played and recorded in
//! [`STRENGTH_FILE`](crate::recorded::strength::STRENGTH_FILE).

use std::fmt::Write;
use std::time::Duration;

use ayoayo::board::Outcome;
use ayoayo::game::play_match;

use anyhow::Result;

use crate::recorded::strength::{pairings, parse, SEED};

/// Plays every pairing and returns the text of the data file, once the
/// file's reader has read it back.
pub fn measure(machine: &str, progress: &mut impl FnMut(&str)) -> Result<String> {
    let mut out = format!(
        "# player0\tplayer1\tgames\twins0\twins1\tties\tms0\tms1\tnodes0\tnodes1\tmoves0\tmoves1, seed {SEED}, measured on: {machine}\n"
    );
    for ([p0, p1], games) in pairings() {
        progress(&format!("{p0} vs {p1}, {games} games"));
        let (mut wins, mut ties) = ([0u32; 2], 0u32);
        let mut thinking = [(Duration::ZERO, 0u32); 2];
        let mut nodes = [0u64; 2];
        for game in play_match([p0, p1], games, SEED) {
            match game.outcome {
                Outcome::Winner(p) => wins[p.index()] += 1,
                Outcome::Tie => ties += 1,
            }
            for p in 0..2 {
                thinking[p].0 += game.thinking[p].0;
                thinking[p].1 += game.thinking[p].1;
                nodes[p] += game.nodes[p];
            }
        }
        let [ms0, ms1] = thinking.map(|(t, m)| t.as_secs_f64() * 1000.0 / f64::from(m.max(1)));
        let ([w0, w1], [n0, n1]) = (wins, nodes);
        let [m0, m1] = thinking.map(|(_, m)| m);
        let _ = writeln!(
            out,
            "{p0}\t{p1}\t{games}\t{w0}\t{w1}\t{ties}\t{ms0:.4}\t{ms1:.4}\t{n0}\t{n1}\t{m0}\t{m1}"
        );
    }
    parse(&out)?;
    Ok(out)
}
