//! Every version of the engine, timed in turn in one run: `perft 8` from
//! the opening, `ROUNDS` rounds, the median of each. Prints one line a
//! version, `name<TAB>change<TAB>seconds`, which `cargo xtask measure
//! engine` records in `book/src/data/engine-history.tsv`.
//!
//! Run with `cargo bench -p ayoayo-benches --bench history`.

#[path = "history/versions.rs"]
mod versions;

use std::time::Instant;

use ayoayo::engine::Position;

/// Rounds of the six versions; the median is reported.
const ROUNDS: usize = 3;

fn main() -> Result<(), String> {
    let mut times = vec![Vec::new(); versions::ALL.len()];
    let mut counts = None;
    for round in 1..=ROUNDS {
        for (version, times) in versions::ALL.iter().zip(&mut times) {
            let name = version.name;
            eprintln!("perft 8, {name} ({round}/{ROUNDS})");
            let started = Instant::now();
            let these = (version.perft)(&Position::opening(), 8);
            times.push(started.elapsed().as_secs_f64());
            if *counts.get_or_insert_with(|| these.clone()) != these {
                return Err(format!("{name} counts differently"));
            }
        }
    }
    for (version, mut times) in versions::ALL.into_iter().zip(times) {
        let (name, change) = (version.name, version.change);
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        println!("{name}\t{change}\t{median:.3}");
    }
    Ok(())
}
