//! The endless relays of the first eight moves of all games: how many there
//! are and how long their cycles run, walked once by `cargo xtask measure
//! endless` (a release build takes some seconds) and quoted in Part V from
//! [`ENDLESS_FILE`].

use anyhow::{Context, Result};
use std::collections::BTreeSet;
use std::path::Path;

use ayoayo::engine::Position;
use ayoayo::engine::{trace, Ending, RelayMemo};

/// Where the counts are recorded.
pub const ENDLESS_FILE: &str = "book/src/data/endless.tsv";

/// How many moves into the game: every sequence of up to this many moves
/// from the opening, the relays of the last one included.
pub const MOVES: usize = 8;

/// Walks every position reached in fewer than [`MOVES`] moves, tries every
/// non-empty pit of the player to move, and returns the data file's text:
/// the endless relays met (each position and pit once), how many of them
/// come back to the state after their first lap, their shortest and
/// longest cycles in laps, and the longest relay that ends.
pub fn measure() -> Result<String> {
    let mut frontier = vec![Position::opening()];
    let mut seen = BTreeSet::new();
    let (mut cycles, mut longest_legal, mut first_lap) = (Vec::new(), 0, 0);
    let mut memo = RelayMemo::new();
    for _ in 0..MOVES {
        let mut next = Vec::new();
        for position in &frontier {
            let board = position.board();
            for pit in position.to_move().row() {
                if board[pit] == 0 || !seen.insert((board, pit)) {
                    continue;
                }
                let relay = trace(&board, pit, 0)?;
                match relay.ending {
                    Ending::Cycle { from, length } => {
                        cycles.push(length);
                        // It came back to the state after its first lap.
                        first_lap += usize::from(from == 1);
                    }
                    _ => longest_legal = longest_legal.max(relay.laps),
                }
            }
            next.extend(position.children(&mut memo).map(|(_, p)| p));
        }
        frontier = next;
    }
    let shortest = cycles.iter().min().context("no endless relay met")?;
    let longest = cycles.iter().max().context("no endless relay met")?;
    Ok(format!(
        "# the endless relays of the first {MOVES} moves of all games (each board and pit once): how many, how many come back to the state after their first lap, and their cycles in laps; and the longest relay that ends\n\
         relays\t{}\nfirst-lap\t{first_lap}\nshortest\t{shortest}\nlongest\t{longest}\nlongest-legal\t{longest_legal}\n",
        cycles.len()
    ))
}

/// A recorded figure of [`ENDLESS_FILE`], as the book quotes it: `relays`,
/// `first-lap`, `shortest`, `longest` or `longest-legal`.
pub fn quote(root: &Path, key: &str) -> Result<String> {
    let n = crate::recorded_value(root, ENDLESS_FILE, key, "endless")?;
    Ok(crate::numbers::thousands(n))
}

/// A number Part V's prose quotes about the seven stones' endless relay
/// (value `seven KEY`), or about the long legal relay beside it:
/// `tail` and `cycle` (its laps before the loop, and the loop's), `returns`
/// (the lap that repeats an earlier state), `floyd` (the steps the tortoise
/// and the hare take to meet), and `legal` (the laps of pit 7 after the
/// opening moves 2, 7, 5, 10 and 0, a legal relay longer than the seven
/// stones' cycle).
pub fn seven(key: &str) -> Result<String> {
    use ayoayo::engine::MAX_TRACED_LAPS;
    use ayoayo::lessons::endless::SEVEN_STONES;
    let moved = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        anyhow::bail!("the seven stones' relay ends");
    };
    let value = match key {
        "tail" => from,
        "cycle" => length,
        "returns" => from + length,
        "floyd" => floyd_steps()?,
        "legal" => {
            let mut game = Position::opening();
            for pit in [2, 7, 5, 10, 0] {
                game = game.play(pit)?;
            }
            let long = trace(&game.board(), 7, MAX_TRACED_LAPS)?;
            anyhow::ensure!(
                long.ending.end().is_some() && long.laps > length,
                "pit 7's relay no longer ends after more laps than the cycle has"
            );
            // The move that never ends asks what Part III's lap limit
            // would do, and answers that it forbids this move.
            let limit = ayoayo::stages::injected::LAP_LIMIT;
            anyhow::ensure!(
                long.laps > limit,
                "pit 7's relay no longer runs past Part III's limit of {limit} laps"
            );
            long.laps
        }
        _ => anyhow::bail!("`seven {key}`: no such number"),
    };
    Ok(value.to_string())
}

/// The steps Floyd's tortoise and hare take on the seven stones before
/// they meet, walked as the conformance suite's reference relay walks:
/// both start from the state after the first lap, and a step sows one lap
/// for the tortoise and two for the hare.
pub fn floyd_steps() -> Result<u64> {
    use ayoayo::board::{Board, Pit};
    use ayoayo::conformance::reference_sow;
    use ayoayo::lessons::endless::SEVEN_STONES;
    let lap = |(board, end): (Board, Pit)| reference_sow(board, 0, end);
    let first = reference_sow(SEVEN_STONES, 0, 0);
    let (mut tortoise, mut hare) = (first, first);
    for step in 1..=1000 {
        hare = lap(lap(hare));
        tortoise = lap(tortoise);
        if tortoise == hare {
            return Ok(step);
        }
    }
    anyhow::bail!("the tortoise and the hare never met on the seven stones")
}
