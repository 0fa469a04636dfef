//! Part II, "Coupling": making tests of a coupled function reliable.
//!
//! Read the chapter at <http://127.0.0.1:3000/part2/coupling.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part2/coupling.md`, where the listings are
//! only `{{#include}}` lines.
//!
//! `sow` below is right, and so are the tests at the bottom. Yet run them
//! together and they fail now and then: `cargo test` runs tests on several
//! threads at once, and they all share one board. One test puts its board
//! down, another puts down its own, and the first sows the second's.
//!
//! The cure the book uses is a lock for the tests themselves: a test holds
//! it from setting the board up until it has read the result. The book's
//! `fresh_board` hands the lock's guard to the test, which can drop it too
//! soon (`let _ = fresh_board(..)` drops it at once). Write the cure so that
//! no test can get that wrong: the test never holds the guard at all.

use std::sync::{Mutex, MutexGuard, PoisonError};

use ayoayo::board::{Board, OPENING, Pit, Stones, next_pit};

/// The one board every function shares.
static PITS: Mutex<Board> = Mutex::new(OPENING);

/// Held by a test for as long as it uses the board.
static TESTS: Mutex<()> = Mutex::new(());

/// The global board, locked until the guard is dropped.
fn pits() -> MutexGuard<'static, Board> {
    PITS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// One lap of sowing on the global board; the pit where it ended.
fn sow(skip_pit: Pit, from_pit: Pit) -> Pit {
    let stones: Stones = std::mem::take(&mut pits()[from_pit]);
    let mut pit = next_pit(from_pit);
    let mut last = pit;
    for _ in 0..stones {
        if pit == skip_pit {
            pit = next_pit(pit);
        }
        pits()[pit] += 1;
        last = pit;
        pit = next_pit(pit);
    }
    last
}

fn with_board<R>(board: Board, test: impl FnOnce() -> R) -> R {
    let _guard = TESTS.lock().unwrap_or_else(PoisonError::into_inner);
    *pits() = board;
    test()
}

fn main() {
    let end = with_board(OPENING, || sow(0, 0));
    println!("sowing pit 0 of the opening ends in pit {end}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("global3_fresh_board.rs");
        let handed_out =
            ["ayoayo::board::{Board, OPENING, Pit, Stones, next_pit}"];
        own_work::no_crate_answers(source, &handed_out, "part2/coupling");
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::render::Rows;
    use ayoayo::stages::iterative;
    use pretty_assertions::assert_eq;

    /// Sows every pit of `seed`'s positions, each on a fresh board.
    fn sow_every_pit(seed: u64) {
        for position in random_positions(seed, 40) {
            let board = position.board();
            for pit in (0..12).filter(|&pit| board[pit] > 0) {
                let (end, after) = with_board(board, || {
                    let end = sow(pit, pit);
                    (end, *pits())
                });
                let (rules_after, rules_end) =
                    iterative::sow(board, pit, pit).expect("a legal lap");
                assert_eq!(
                    (Rows(after), end),
                    (Rows(rules_after), rules_end),
                    "sowing pit {pit} of {:?}",
                    Rows(board)
                );
            }
        }
    }

    #[test]
    fn one_test_sows() {
        sow_every_pit(1);
    }

    #[test]
    fn another_test_sows_at_the_same_time() {
        sow_every_pit(2);
    }

    #[test]
    fn and_a_third() {
        sow_every_pit(3);
    }

    #[test]
    fn while_a_test_holds_the_board_no_other_test_touches_it() {
        // This test holds the board; another test, on another thread,
        // asks for a fresh one. It must wait, and leave this board alone,
        // until this test is done: every time, not now and then.
        let mine = [1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0, 0];
        let started = std::sync::Arc::new(std::sync::Barrier::new(2));
        let other = {
            let started = started.clone();
            std::thread::spawn(move || {
                started.wait();
                with_board(OPENING, || *pits())
            })
        };
        with_board(mine, || {
            started.wait();
            std::thread::sleep(std::time::Duration::from_millis(200));
            assert_eq!(
                Rows(*pits()),
                Rows(mine),
                "another test's with_board changed the board while this \
                 test ran: hold the tests' lock from setting the board \
                 until `test()` returns, not only while setting it"
            );
            assert!(
                !other.is_finished(),
                "another test ran on a board of its own while this test \
                 held the board: keep the lock until the test returns"
            );
        });
        let theirs = other.join().expect("the other test ran");
        assert_eq!(Rows(theirs), Rows(OPENING), "and then it got its own");
    }

    #[test]
    fn a_failed_test_does_not_take_the_others_down() {
        let crashed = std::thread::spawn(|| {
            with_board(OPENING, || {
                panic!("a test failed while it held the board (on purpose)")
            })
        })
        .join();
        assert!(crashed.is_err());
        assert_eq!(with_board(OPENING, || sow(0, 0)), 4);
    }

    #[test]
    fn the_test_gets_back_what_it_returned() {
        let board = [0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0];
        assert_eq!(with_board(board, || (sow(5, 5), *pits())).0, 9);
    }
}
