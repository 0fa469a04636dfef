//! The endless relays of the first eight moves of all games: how many there
//! are and how long their cycles run, walked once by `cargo xtask measure
//! endless` (a release build takes some seconds) and quoted in Part V from
//! [`ENDLESS_FILE`].

use anyhow::Result;
use std::path::Path;

use ayoayo::board::Pit;
use ayoayo::engine::Position;
use ayoayo::engine::{trace, Ending};

/// Where the counts are recorded.
pub const ENDLESS_FILE: &str = "book/src/data/endless.tsv";

/// How many moves into the game: every sequence of up to this many moves
/// from the opening, the relays of the last one included.
pub const MOVES: usize = 8;

/// The rows of [`ENDLESS_FILE`], which `cargo xtask measure endless`
/// writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EndlessRow {
    /// How many endless relays the first moves meet.
    Relays,
    /// How many come back to the state after their first lap.
    FirstLap,
    /// The shortest cycle, in laps.
    Shortest,
    /// The longest cycle, in laps.
    Longest,
    /// The longest relay that ends, in laps.
    LongestLegal,
}

/// A recorded figure of [`ENDLESS_FILE`], as the book quotes it.
pub fn quote(root: &Path, key: EndlessRow) -> Result<String> {
    let n = crate::data::recorded_value(root, ENDLESS_FILE, key, "endless")?;
    Ok(crate::numbers::thousands(n))
}

/// The moves before Part V's long legal relay, and the pit it sows.
pub const LONG_LEGAL: ([Pit; 5], Pit) = ([2, 7, 5, 10, 0], 7);

/// What `seven` quotes: the seven stones' cycle, and Part V's long legal
/// relay.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum SevenFact {
    /// The laps before the loop.
    Tail,
    /// The loop's laps.
    Cycle,
    /// The lap that repeats an earlier state.
    Returns,
    /// The steps Floyd's tortoise and hare take to meet.
    Floyd,
    /// The laps of the long legal relay.
    Legal,
    /// The opening moves before it.
    LegalMoves,
    /// The pit it sows.
    LegalPit,
}

/// A number Part V's prose quotes about the seven stones' endless relay
/// (value `seven FACT`), or about the long legal relay beside it (the laps
/// of pit 7 after the opening moves [`LONG_LEGAL`], longer than the seven
/// stones' cycle).
pub fn seven(fact: SevenFact) -> Result<String> {
    use ayoayo::engine::MAX_TRACED_LAPS;
    use ayoayo::lessons::endless::SEVEN_STONES;
    let moved = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        anyhow::bail!("the seven stones' relay ends");
    };
    let value = match fact {
        SevenFact::Tail => from,
        SevenFact::Cycle => length,
        SevenFact::Returns => from + length,
        SevenFact::Floyd => floyd_steps()?,
        SevenFact::LegalMoves => {
            let moves = LONG_LEGAL.0.map(|pit| pit.to_string());
            return Ok(format!("{} and {}", moves[..4].join(", "), moves[4]));
        }
        SevenFact::LegalPit => return Ok(LONG_LEGAL.1.to_string()),
        SevenFact::Legal => {
            let (moves, pit) = LONG_LEGAL;
            let mut game = Position::opening();
            for pit in moves {
                game = game.play(pit)?;
            }
            let long = trace(&game.board(), pit, MAX_TRACED_LAPS)?;
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
