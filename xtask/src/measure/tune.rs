//! `cargo xtask tune`: the opponent's weights found by self-play, each trial
//! recorded in [`TUNING_FILE`](book_content::recorded::tune::TUNING_FILE).

use anyhow::Result;
use ayoayo::board::Outcome;
use std::fmt::Write;

use ayoayo::game::{play_games, Computer, Limit, Strategy, Weights};

use book_content::recorded::strength::SEED;
use book_content::recorded::tune::{tuned_in, FEATURES, KEEP_PERCENT, TUNING_GAMES, TUNING_ROUNDS};

/// The share of the points `challenger` takes from `holder`, both searching
/// `depth` plies, over [`TUNING_GAMES`] games from each seat.
fn trial(challenger: Weights, holder: Weights, depth: u32, seed: u64) -> f64 {
    let strategy = Strategy::Search(Limit::Depth(depth));
    let mut points = 0.0;
    for side in 0..2 {
        let make = |s: usize, seed: u64| {
            let w = if s == side { challenger } else { holder };
            Computer::with_weights(strategy, seed, w)
        };
        for game in play_games(make, TUNING_GAMES, seed) {
            points += match game.outcome {
                Outcome::Winner(p) if p.index() == side => 1.0,
                Outcome::Winner(_) => 0.0,
                Outcome::Tie => 0.5,
            };
        }
    }
    points / (2 * TUNING_GAMES) as f64
}

/// Finds the weights by self-play, and returns the data file's text: from
/// the score alone, each weight in turn is moved up or down by a step, and
/// the change is kept if the new weights take more than [`KEEP_PERCENT`]
/// of the points
/// from the old, over the rounds of [`TUNING_ROUNDS`]. Every trial is
/// recorded; the last line holds the weights found, which the reader of
/// the file must find there (it fails otherwise).
pub fn tune(progress: &mut impl FnMut(&str)) -> Result<String> {
    let mut out = format!(
        "# round\tdepth\tfeature\tweight\tpoints\tkept; {TUNING_GAMES} games a seat, seed {SEED}\n"
    );
    let mut weights = Weights::MARGIN;
    for (_, field) in FEATURES {
        *field(&mut weights) *= 100;
    }
    let mut trials = 0;
    for (round, (depth, step)) in TUNING_ROUNDS.into_iter().enumerate() {
        for (feature, field) in &FEATURES[1..] {
            for sign in [1, -1] {
                let mut candidate = weights;
                *field(&mut candidate) += sign * step;
                trials += 1;
                let share = trial(candidate, weights, depth, SEED + trials);
                let kept = share * 100.0 > f64::from(KEEP_PERCENT);
                let line = format!(
                    "{}\t{depth}\t{feature}\t{}\t{share:.3}\t{kept}",
                    round + 1,
                    field(&mut candidate)
                );
                progress(&line);
                let _ = writeln!(out, "{line}");
                if kept {
                    weights = candidate;
                    break;
                }
            }
        }
    }
    let found = FEATURES.map(|(_, f)| f(&mut weights).to_string());
    let _ = writeln!(out, "tuned\t{}", found.join("\t"));
    let read = tuned_in(&out)?;
    anyhow::ensure!(
        read == weights,
        "the file records {read:?}, not {weights:?}"
    );
    Ok(out)
}
