//! Part V, "Back to loops": from recursion to a loop.
//!
//! Read the chapter at <http://127.0.0.1:3000/part5/back-to-loops.html>, your
//! own copy of the book (`cargo run --release -p ayoayo-book` in the folder
//! above `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part5/back-to-loops.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! The chapter turns the accumulator count of Part IV into a loop. Here is
//! another tail recursion of the same shape, correct, carrying the largest
//! pile seen so far where the count carried its sum: the recursive call is
//! the last thing it does. Some languages promise to reuse the stack frame
//! of such a tail call; Rust does not. Each pit still costs a frame, and ten
//! million pits overflow the stack: the test program aborts, and takes every
//! other test with it.

use ayoayo::board::{Board, Pit};

/// The largest pile in `pits`, or `largest` if that is larger, by tail
/// recursion.
fn largest_pile_recursively(board: &Board, pits: &[Pit], largest: u8) -> u8 {
    match pits {
        [] => largest,
        [first, rest @ ..] => {
            largest_pile_recursively(board, rest, largest.max(board[*first]))
        }
    }
}

// TODO: the largest pile in `pits` (0 if there are none) with a loop. The
// accumulator becomes a variable, the rest of the slice becomes the loop's
// position in it, and "the slice is empty" becomes the end of the loop. (An
// iterator with `map` and `max` is a loop too.)
fn largest_pile(board: &Board, pits: &[Pit]) -> u8 {
    todo!("the largest pile of {} pits on {board:?}", pits.len())
}

/// What a loop that never returns, here and in the tests, most likely
/// means.
const RUNAWAY: &str = "Does each turn of the loop move on to the rest of \
     the pits, as the recursive call passes `rest`?";

use workshop_checks::in_time;

fn main() {
    // A loop that never ends would hang here: give up after a while.
    in_time::in_time(10, RUNAWAY, || {
        let all: Vec<Pit> = (0..12).collect();
        let board = [0, 5, 5, 0, 1, 6, 6, 6, 6, 1, 5, 5];
        println!(
            "{} stones at most, and {} by recursion",
            largest_pile(&board, &all),
            largest_pile_recursively(&board, &all, 0)
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("iter1_count_loop.rs");
        let handed_out =
            ["ayoayo::board::{Board, Pit}", "ayoayo::board::OPENING"];
        own_work::no_crate_answers(source, &handed_out, "part5/back-to-loops");
    }
    use ayoayo::conformance::random_positions;
    use pretty_assertions::assert_eq;

    /// Gives a test 20 seconds: a loop that never ends fails instead of
    /// hanging.
    fn in_time(test: fn()) {
        super::in_time::in_time(20, RUNAWAY, test);
    }

    #[test]
    fn piles_agree_with_the_recursion() {
        in_time(|| {
            let mut rng = ayoayo::game::Rng::with_seed(2019);
            for position in random_positions(2019, 150) {
                let board = position.board();
                let pits: Vec<Pit> =
                    (0..rng.usize(0..30)).map(|_| rng.usize(0..12)).collect();
                assert_eq!(
                    largest_pile(&board, &pits),
                    largest_pile_recursively(&board, &pits, 0),
                    "the largest pile of {pits:?} on {board:?}"
                );
            }
        });
    }

    #[test]
    fn ten_million_pits_fit_in_a_loop() {
        in_time(|| {
            let pits: Vec<Pit> = (0..10_000_000).map(|i| i % 12).collect();
            let board = [0, 5, 5, 0, 1, 6, 6, 6, 6, 1, 5, 5];
            assert_eq!(largest_pile(&board, &pits), 6);
        });
    }
}
