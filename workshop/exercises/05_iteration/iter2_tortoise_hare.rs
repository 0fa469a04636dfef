//! (stretch) Part V, "The move that never ends": finding endless relays exactly.
//!
//! Read the chapter at
//! <http://127.0.0.1:3000/part5/the-move-that-never-ends.html>, your own copy
//! of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part5/the-move-that-never-ends.md`, where
//! the listings are only `{{#include}}` lines.
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

use workshop_checks::depth;

thread_local! {
    /// The laps sown on this thread so far: the tests count them.
    static LAPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// One lap of the relay that started at `start`: the next state, or `None`
/// if this lap's last stone fell into an empty pit and the relay is over.
fn lap((board, from): State, start: Pit) -> Option<State> {
    LAPS.with(|laps| laps.set(laps.get() + 1));
    depth::mark();
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

/// What an answer that never returns, here and in the tests, most likely
/// means.
const RUNAWAY: &str = "Does the loop stop when the hare lands on the \
     tortoise (the same board and the same pit to sow next), and when a \
     lap of the hare's ends the relay?";

use workshop_checks::in_time;

fn main() {
    // An answer that never returns would hang here: give up after a while.
    in_time::in_time(10, RUNAWAY, || {
        let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        println!(
            "from the opening: {:?}",
            relay_length(ayoayo::board::OPENING, 0)
        );
        println!("seven stones: {:?}", relay_length(seven, 0));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("iter2_tortoise_hare.rs");
        let handed_out = [
            "ayoayo::board::{Board, Pit}",
            "ayoayo::stages::injected",
            "ayoayo::board::OPENING",
        ];
        own_work::no_crate_answers(
            source,
            &handed_out,
            "part5/the-move-that-never-ends",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::engine::{Ending, Trace, trace};
    use pretty_assertions::assert_eq;

    /// The tortoise and the hare keep two states and nothing else, so
    /// telling an endless relay from one that ends allocates no memory.
    #[test]
    fn two_states_and_no_memory_of_the_rest() {
        let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        for (board, start) in [(seven, 0), (ayoayo::board::OPENING, 0)] {
            let used = super::in_time::in_time(20, RUNAWAY, move || {
                allocation_counter::measure(|| {
                    relay_length(board, start);
                })
            });
            assert!(
                used.count_total == 0,
                "\n\n`relay_length(.., {start})` on {board:?} allocated \
                 memory {} times ({} bytes). A set or a list of every state \
                 seen finds the loop too, but its memory grows with the \
                 relay. The tortoise and the hare need only their two \
                 states, held in local variables. See \
                 book/src/part5/the-move-that-never-ends.md.\n",
                used.count_total,
                used.bytes_total
            );
        }
    }

    /// Nor on the stack, nor in a `static`: a list of the last thousand
    /// states kept there finds most loops too, but it is memory of the
    /// rest all the same.
    #[test]
    fn two_states_and_no_room_for_more() {
        let source = include_str!("iter2_tortoise_hare.rs");
        own_work::no_other_statics(
            source,
            &["LAPS"],
            "the tortoise and the hare need only their two states, held \
             in local variables, and nothing kept outside the function. \
             See book/src/part5/the-move-that-never-ends.md.",
        );
        let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        let (_, used) = super::in_time::in_time(20, RUNAWAY, move || {
            super::depth::stack_used(|| relay_length(seven, 0))
        });
        // Two states and a few locals take well under a kilobyte, even
        // in a debug build; 8 KiB holds a list of some 340 states.
        assert!(
            used < 8 * 1024,
            "\n\n`relay_length` and the calls under it kept {used} bytes on \
             the stack. An array of the states seen finds the loop too, but \
             only loops that fit in it, and it is memory of the rest. The \
             tortoise and the hare need only their two states. See \
             book/src/part5/the-move-that-never-ends.md.\n"
        );
    }

    #[test]
    fn the_seven_stones_never_stop() {
        let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        assert_eq!(length(seven, 0), None);
    }

    /// Laps sown by `relay_length(board, start)`, and its answer, within 20
    /// seconds: an answer that never returns fails instead of hanging.
    fn counted(board: Board, start: Pit) -> (u64, Option<u64>) {
        super::in_time::in_time(20, RUNAWAY, move || {
            LAPS.with(|laps| laps.set(0));
            let answer = relay_length(board, start);
            (LAPS.with(|laps| laps.get()), answer)
        })
    }

    /// `relay_length(board, start)`, within 20 seconds.
    fn length(board: Board, start: Pit) -> Option<u64> {
        counted(board, start).1
    }

    /// Endless relays met in real games: the moves from the opening, and
    /// the pit whose relay never ends. Their loops run from 110 laps to
    /// over a thousand.
    const REAL_LOOPS: [(&[Pit], Pit); 9] = [
        (&[4, 9, 4, 7, 2, 9, 4], 11),
        (&[2, 9, 2, 9, 0, 11], 4),
        (&[1, 11, 1, 7, 4, 9], 4),
        (&[3, 7, 5, 7, 4, 7, 0], 9),
        (&[1, 10, 5, 6, 2, 6, 2], 11),
        (&[1, 8, 4, 8, 3, 10, 4], 11),
        (&[0, 9, 4, 7, 5, 9], 2),
        (&[1, 9, 0, 6, 2], 11),
        (&[1, 7, 5, 8, 5], 6),
    ];

    #[test]
    fn a_loop_is_caught_within_a_few_trips_round_it() {
        // Floyd's hare catches the tortoise within a trip or two round the
        // loop: a few times its length in laps, however long you would
        // have been willing to wait.
        let seven = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        let mut loops = vec![(seven, 0)];
        for (moves, pit) in REAL_LOOPS {
            let mut position = ayoayo::engine::Position::opening();
            for &played in moves {
                position = position.play(played).expect("a permissible move");
            }
            loops.push((position.board(), pit));
        }
        let mut lengths = Vec::new();
        for (board, pit) in loops {
            let Ok(Trace {
                ending: Ending::Cycle { from, length },
                ..
            }) = trace(&board, pit, 0)
            else {
                panic!(
                    "the relay from {pit} of {board:?} is one that never ends"
                );
            };
            lengths.push(length);
            let (laps, answer) = counted(board, pit);
            assert_eq!(
                answer, None,
                "the relay from {pit} of {board:?} never ends"
            );
            assert!(
                laps <= 4 * (from + length) + 10,
                "the relay from {pit} of {board:?} goes round a loop of {length} \
                 laps, but finding that took {laps} laps: stop when the hare \
                 lands on the tortoise, not at a limit"
            );
        }
        lengths.dedup();
        assert!(lengths.len() >= 8, "loops of several lengths: {lengths:?}");
    }

    #[test]
    fn a_long_legal_relay_is_not_a_loop() {
        // Longer than four trips round the shortest loop above: a limit on
        // laps that passes the loops refuses this legal move.
        let board = [4, 5, 8, 6, 0, 1, 0, 6, 3, 4, 6, 5];
        let rules = ayoayo::engine::relay_length(board, 3);
        assert_eq!(rules, Ok(Some(611)));
        assert_eq!(length(board, 3), Some(611));
    }

    #[test]
    fn a_legal_relay_of_384_laps() {
        // Five moves into a real game, a relay ends only after 384 laps:
        // a limit on laps short enough to be quick would refuse it.
        let mut position = ayoayo::engine::Position::opening();
        for pit in [2, 7, 5, 10, 0] {
            position = position.play(pit).expect("a permissible move");
        }
        assert_eq!(length(position.board(), 7), Some(384));
    }

    #[test]
    fn the_opening_relay_from_pit_0() {
        let rules = ayoayo::engine::relay_length(ayoayo::board::OPENING, 0);
        let rules = rules.expect("a move");
        let yours = length(ayoayo::board::OPENING, 0);
        assert_eq!(yours, rules);
    }

    #[test]
    fn every_relay_agrees_with_the_engine() {
        for position in random_positions(2019, 150) {
            let board = position.board();
            for pit in (0..12).filter(|&pit| board[pit] > 0) {
                let rules = trace(&board, pit, 0).expect("a legal relay");
                let laps = match rules.ending {
                    Ending::Cycle { length, .. } => length,
                    _ => rules.laps,
                };
                // Long loops take a while in a debug build: skip them.
                if laps > 20_000 {
                    continue;
                }
                let yours = length(board, pit);
                let stops = rules.ending.end().map(|_| rules.laps);
                assert_eq!(
                    yours, stops,
                    "laps of the relay from {pit} of {board:?} \
                     (None: it never ends)"
                );
            }
        }
    }
}
