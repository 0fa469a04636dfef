//! Part II, "One board for everyone" and "Sowing": one lap of sowing on a
//! global board, and the relay this part's stage never had.
//!
//! Read the chapter at <http://127.0.0.1:3000/part2/sowing.html>, your own copy
//! of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part2/sowing.md`, where the listings are
//! only `{{#include}}` lines.
//!
//! There is one board, `PITS`, and every function reads and writes it. Each
//! function locks it only for as long as it needs it: a `Mutex` that is
//! already locked by this thread would wait for ever if locked again (here
//! `pits()` notices and panics), so never call one of these functions while
//! you hold the guard.
//!
//! Two things here differ from the chapters. `distribute` is a loop where
//! the book's calls itself, and the chapter relays by hand, one `sow` after
//! another, where the last function here does it for you.

use std::sync::{Mutex, MutexGuard, TryLockError};

use ayoayo::board::{Board, OPENING, Pit, Stones, next_pit};

/// The one board every function shares.
static PITS: Mutex<Board> = Mutex::new(OPENING);

/// The global board, locked until the guard is dropped. Only one thread
/// uses it here, so if it is locked already, the guard is still held by a
/// caller: say so at once rather than wait for ever, naming the line
/// that asked.
#[track_caller]
fn pits() -> MutexGuard<'static, Board> {
    match PITS.try_lock() {
        Ok(guard) => guard,
        Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
        Err(TryLockError::WouldBlock) => panic!(
            "the board is locked already: a function keeps the guard from \
             `pits()` in a variable while calling another that locks the \
             board again. Keep each use of `pits()` to one statement, or \
             drop the guard first."
        ),
    }
}

// TODO: take every stone out of `from_pit` of the global board, and return
// how many there were.
fn scoop(from_pit: Pit) -> Stones {
    todo!("scoop pit {from_pit}")
}

// TODO: drop `stones` stones on the global board one at a time, starting at
// `pit` and going round with `next_pit`, never into `skip_pit`. Return the
// pit where the last stone fell. The book's `distribute` calls itself for
// the stones that are left; write this one as a loop.
fn distribute(skip_pit: Pit, pit: Pit, stones: Stones) -> Pit {
    todo!("distribute {stones} stones from {pit}, skipping {skip_pit}")
}

// TODO: one lap of sowing: scoop `from_pit`, then distribute its stones from
// the pit after it, skipping `skip_pit`. Return the pit where it ended.
fn sow(skip_pit: Pit, from_pit: Pit) -> Pit {
    todo!("sow {from_pit}, skipping {skip_pit}")
}

// TODO: relay sowing on the global board: sow `start_pit`; while the pit
// where the last stone fell holds more than that stone, sow again from it,
// still skipping `start_pit`. Return the pit where the relay ended. (The
// tests ask only about relays that end.)
fn relay(start_pit: Pit) -> Pit {
    todo!("relay from {start_pit}")
}

/// What a relay that never stops, here and in the tests, most likely
/// means.
const RUNAWAY: &str = "Does `relay` stop once the last stone falls into \
     an empty pit? That pit then holds one stone: sow again only while it \
     holds more than one.";

use workshop_checks::in_time;

fn main() {
    // A relay that never stops would hang here: give up after a while.
    in_time::in_time(10, RUNAWAY, || {
        let end = sow(0, 0);
        println!("sowing pit 0 of the opening ends in pit {end}:");
        println!("{:?}", ayoayo::render::Rows(*pits()));
        *pits() = OPENING;
        let end = relay(0);
        println!("relaying pit 0 of the opening ends in pit {end}:");
        println!("{:?}", ayoayo::render::Rows(*pits()));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("global2_sow.rs");
        let handed_out = [
            "ayoayo::board::{Board, OPENING, Pit, Stones, next_pit}",
            "ayoayo::render::Rows",
        ];
        own_work::no_crate_answers(source, &handed_out, "part2/sowing");
        assert!(
            !own_work::calls_itself(source, "distribute"),
            "\n\n`distribute` calls itself, as the book's does: write this one \
             as a loop, one stone a turn. See book/src/part2/distribute.md.\n"
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::render::Rows;
    use ayoayo::stages::iterative;
    use pretty_assertions::assert_eq;

    use ayoayo::engine::relay_length;
    use ayoayo::stages::injected;

    // One test, so nothing else touches the board while it runs (the next
    // exercise adds a second). It checks each function on its own.
    #[test]
    fn every_function_follows_the_rules() {
        super::in_time::in_time(20, RUNAWAY, || {
            // First a board whose pit 0 holds enough stones to pass
            // itself, so that a lap that forgets to skip the pit it
            // emptied fails here, named, before any relay.
            let lap_round: Board = [15, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
            let random =
                random_positions(2019, 60).into_iter().map(|p| p.board());
            for board in std::iter::once(lap_round).chain(random) {
                for pit in (0..12).filter(|&pit| board[pit] > 0) {
                    let (rules_after, rules_end) =
                        iterative::sow(board, pit, pit).expect("a legal lap");
                    let mut emptied = board;
                    emptied[pit] = 0;

                    *pits() = board;
                    let stones = scoop(pit);
                    assert_eq!(
                        (Rows(*pits()), stones),
                        (Rows(emptied), board[pit]),
                        "scooping pit {pit} of {:?}",
                        Rows(board)
                    );

                    *pits() = emptied;
                    let end = distribute(pit, next_pit(pit), board[pit]);
                    assert_eq!(
                        (Rows(*pits()), end),
                        (Rows(rules_after), rules_end),
                        "distributing the {} stones of pit {pit} of {:?}",
                        board[pit],
                        Rows(board)
                    );

                    *pits() = board;
                    let end = sow(pit, pit);
                    assert_eq!(
                        (Rows(*pits()), end),
                        (Rows(rules_after), rules_end),
                        "sowing pit {pit} of {:?}",
                        Rows(board)
                    );

                    if !matches!(relay_length(board, pit), Ok(Some(1..=1_000)))
                    {
                        continue;
                    }
                    let (relayed, relay_end) =
                        injected::relay_sow(board, pit, relay_length)
                            .expect("a relay that ends");
                    *pits() = board;
                    let end = relay(pit);
                    assert_eq!(
                        (Rows(*pits()), end),
                        (Rows(relayed), relay_end),
                        "relaying from pit {pit} of {:?}",
                        Rows(board)
                    );
                }
            }
        });
    }
}
