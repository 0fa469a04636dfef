//! Part V, "The move that never ends": finding endless relays exactly.
//!
//! A relay is a walk through states: the board, and the pit to sow next.
//! Each lap leads from one state to exactly one next, and there are only so
//! many states, so a relay either ends or comes back to a state it has been
//! in and goes round that loop forever. Floyd's tortoise and hare tells
//! which with two states and no memory of the rest: the tortoise takes one
//! lap at a time, the hare two. If the relay loops, the hare, already inside
//! the loop, gains one lap per step and must land on the tortoise.

use ayoayo::board::{Board, Pit};
use ayoayo::stages::injected;

/// Where a relay is between laps: the board, and the pit to sow next.
type State = (Board, Pit);

/// One lap of the relay that started at `start`: the next state, or `None`
/// if this lap's last stone fell into an empty pit and the relay is over.
fn lap((board, from): State, start: Pit) -> Option<State> {
    let (after, end) =
        injected::sow(board, start, from).expect("sowing a pit with stones");
    if after[end] == 1 {
        None
    } else {
        Some((after, end))
    }
}

// TODO: how many laps the relay from `start` sows before it stops (counting
// the last), or `None` if it never stops. No limit on laps: the answer must
// be exact. Run the tortoise (one `lap` per step) and the hare (two) from
// `(board, start)`. If the hare meets the end, the relay ends: count its
// laps. If the hare lands on the tortoise's state, the relay loops forever.
fn relay_length(board: Board, start: Pit) -> Option<u64> {
    todo!("how long the relay from {start} of {board:?} is")
}

fn main() {
    let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
    println!(
        "from the opening: {:?}",
        relay_length(ayoayo::board::OPENING, 0)
    );
    println!("seven stones: {:?}", relay_length(seven, 0));
}

#[cfg(test)]
mod tests {
    use super::*;
    use ayoayo::conformance::random_positions;
    use ayoayo::engine::{Course, course};
    use pretty_assertions::assert_eq;

    #[test]
    fn the_seven_stones_never_stop() {
        let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        assert_eq!(relay_length(seven, 0), None);
    }

    #[test]
    fn the_opening_relay_from_pit_0() {
        let rules = course(ayoayo::board::OPENING, 0).expect("a move");
        let yours = relay_length(ayoayo::board::OPENING, 0);
        assert_eq!(yours.map(Course::Stops), Some(rules));
    }

    #[test]
    fn every_relay_agrees_with_the_engine() {
        for position in random_positions(2019, 150) {
            let board = position.board();
            for pit in (0..12).filter(|&pit| board[pit] > 0) {
                let rules = course(board, pit).expect("a legal relay");
                let (Course::Stops(laps) | Course::Cycles { length: laps, .. }) =
                    rules;
                // Long loops take a while in a debug build: skip them.
                if laps > 20_000 {
                    continue;
                }
                let yours = relay_length(board, pit);
                let stops = match rules {
                    Course::Stops(laps) => Some(laps),
                    Course::Cycles { .. } => None,
                };
                assert_eq!(
                    yours, stops,
                    "laps of the relay from {pit} of {board:?} \
                     (None: it never ends)"
                );
            }
        }
    }
}
