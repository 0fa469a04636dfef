//! What Part V quotes of its endless relays that the crate computes as it
//! is: the steps Floyd's walkers take on the seven stones, and the long
//! legal relay, longer than their cycle, that a lap limit would forbid. (How many endless
//! relays the first moves of all games meet is recorded, in
//! [`crate::recorded::endless`].)

use anyhow::Result;

use ayoayo::board::Pit;
use ayoayo::engine::{trace, Ending, Position, MAX_TRACED_LAPS};
use ayoayo::lessons::endless::SEVEN_STONES;

/// The moves before Part V's long legal relay, and the pit it sows.
pub const LONG_RELAY: ([Pit; 5], Pit) = ([2, 7, 5, 10, 0], 7);

/// What `long-relay` quotes of Part V's long legal relay.
#[derive(Clone, Copy, Debug)]
pub enum LongRelayFact {
    /// How many laps it takes.
    Laps,
    /// The opening moves before it.
    Moves,
    /// The pit it sows.
    Pit,
}

/// The seven stones' cycle: the laps before it, and its length.
fn cycle() -> Result<(u64, u64)> {
    let moved = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        anyhow::bail!("the seven stones' relay ends");
    };
    Ok((from, length))
}

/// A fact of the long legal relay (value `long-relay FACT`), checking
/// what the chapter says of it: it ends, after more laps than the seven
/// stones' cycle and Part III's lap limit.
pub fn long_relay(fact: LongRelayFact) -> Result<String> {
    let (moves, pit) = LONG_RELAY;
    Ok(match fact {
        LongRelayFact::Moves => {
            crate::numbers::listed(&moves.map(|pit| pit.to_string()))
        }
        LongRelayFact::Pit => pit.to_string(),
        LongRelayFact::Laps => {
            let mut game = Position::opening();
            for pit in moves {
                game = game.play(pit)?;
            }
            let long = trace(&game.board(), pit, MAX_TRACED_LAPS)?;
            let (_, length) = cycle()?;
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
            long.laps.to_string()
        }
    })
}

/// The steps Floyd's tortoise and hare take on the seven stones before
/// they meet, walked as the conformance suite's reference relay walks:
/// both start from the state after the first lap, and a step sows one lap
/// for the tortoise and two for the hare.
pub fn floyd_steps() -> Result<u64> {
    use ayoayo::board::Board;
    use ayoayo::conformance::reference_sow;
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
