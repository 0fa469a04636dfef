//! Part IV, "Ending the game": counting stones with an accumulator.
//!
//! Read the chapter at <http://127.0.0.1:3000/part4/ending-the-game.html>, your
//! own copy of the book (`cargo run --release -p ayoayo-book` in the folder
//! above `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part4/ending-the-game.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! When the game ends, the player who moved last takes every stone left on
//! the board, so someone has to count them. The plain recursion adds the
//! first pit to the count of the rest, which it can only do after the rest
//! comes back. Carry the total so far down instead, and the recursive call
//! becomes the last thing the function does: a tail call.

use ayoayo::board::{Board, Pit};
use ayoayo::lessons::first_rest::FirstRest;

// TODO: the stones in `pits`, plus `so_far`. Add the first pit's stones to
// `so_far` and pass the sum down with the rest of the pits, so that the
// recursive call is the last thing the function does. Start it with
// `count_stones(board, pits, 0)`. `pits` is a `FirstRest`: all it offers
// is `pits.split()`, the first pit and the rest (or `None` when empty).
fn count_stones(board: &Board, pits: FirstRest<Pit>, so_far: u32) -> u32 {
    todo!("{so_far} plus the stones of {pits:?} on {board:?}")
}

fn main() {
    let all: Vec<Pit> = (0..12).collect();
    println!(
        "{}",
        count_stones(&ayoayo::board::OPENING, FirstRest::new(&all), 0)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur4_count_stones.rs");
        let handed_out = [
            "ayoayo::lessons::first_rest::FirstRest",
            "ayoayo::board::{Board, Pit}",
            "ayoayo::board::OPENING",
        ];
        own_work::no_crate_answers(
            source,
            &handed_out,
            "part4/ending-the-game",
        );
        own_work::recursion_only(
            source,
            &[],
            "count_stones",
            "part4/ending-the-game",
        );
        own_work::tail_calls_only(
            source,
            "count_stones",
            "part4/ending-the-game",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::stages::recursive;
    use pretty_assertions::assert_eq;

    #[test]
    fn the_opening_holds_48() {
        let all: Vec<Pit> = (0..12).collect();
        assert_eq!(
            count_stones(&ayoayo::board::OPENING, FirstRest::new(&all), 0),
            48
        );
    }

    #[test]
    fn counts_agree_with_the_rules() {
        let mut rng = ayoayo::game::Rng::with_seed(2019);
        for position in random_positions(2019, 150) {
            let board = position.board();
            let pits: Vec<Pit> =
                (0..rng.usize(0..30)).map(|_| rng.usize(0..12)).collect();
            let so_far = rng.u32(0..48);
            assert_eq!(
                count_stones(&board, FirstRest::new(&pits), so_far),
                so_far + recursive::count_stones(&board, &pits),
                "{so_far} plus the stones of {pits:?} on {board:?}"
            );
        }
    }
}
