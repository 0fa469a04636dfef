//! `cargo xtask strength`: Part VI's matches, played and recorded in
//! [`STRENGTH_FILE`](book_content::recorded::strength::STRENGTH_FILE).

use anyhow::Result;
use std::time::Duration;

use ayoayo::board::Outcome;
use ayoayo::game::play_match;

use book_content::recorded::strength::{pairings, Row, SEED};

/// Plays every pairing and returns the text of the data file, written
/// from the rows the book reads it into.
pub fn measure(machine: &str, progress: &mut impl FnMut(&str)) -> Result<String> {
    let mut rows = Vec::new();
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
        let ms = thinking.map(|(t, m)| t.as_secs_f64() * 1000.0 / f64::from(m.max(1)));
        rows.push(Row {
            player0: p0.to_string(),
            player1: p1.to_string(),
            games: u32::try_from(games)?,
            wins,
            ties,
            ms,
            nodes,
            moves: thinking.map(|(_, m)| m),
        });
    }
    let notes = format!(
        "player0\tplayer1\tgames\twins0\twins1\tties\tms0\tms1\tnodes0\tnodes1\tmoves0\tmoves1, seed {SEED}, measured on: {machine}"
    );
    book_content::data::data_file(&notes, &rows)
}
