//! Part IV, "Permissible moves": possible moves, by first and rest.
//!
//! Read the chapter at <http://127.0.0.1:3000/part4/permissible-moves.html>,
//! your own copy of the book (`cargo run --release -p ayoayo-book` in the
//! folder above `workshop/`), or the same page at the address your instructor
//! gives.
//! The chapter's source is `book/src/part4/permissible-moves.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! A possible move is a pit of the player's that holds stones. Linear
//! recursion takes a list apart into its first element and the rest: decide
//! about the first, recurse on the rest, put the answers together. In Rust
//! the rest of a slice is another slice of the same memory, so taking it is
//! free: no copy, unlike JavaScript's `[first, ...rest]`.

use ayoayo::board::{Board, Pit};

// TODO: the pits of `moves` that hold stones on `board`, in the order given,
// by linear recursion: an empty slice has no possible moves; otherwise look
// at the first pit and recurse on the rest. The slice pattern
// `[first, rest @ ..]` hands you both.
fn possible_moves(board: &Board, moves: &[Pit]) -> Vec<Pit> {
    todo!("the pits of {moves:?} holding stones on {board:?}")
}

fn main() {
    let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    println!("{:?}", possible_moves(&board, &[0, 1, 2, 3, 4, 5]));
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur1_possible_moves.rs");
        let handed_out = ["ayoayo::board::{Board, Pit}"];
        own_work::no_crate_answers(
            source,
            &handed_out,
            "part4/permissible-moves",
        );
        own_work::recursion_only(
            source,
            &[],
            "possible_moves",
            "part4/permissible-moves",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::stages::recursive;
    use pretty_assertions::assert_eq;

    #[test]
    fn nothing_to_choose_from() {
        assert_eq!(possible_moves(&ayoayo::board::OPENING, &[]), vec![]);
    }

    #[test]
    fn possible_moves_follow_the_rules() {
        let mut rng = ayoayo::game::Rng::with_seed(2019);
        for position in random_positions(2019, 150) {
            let board = position.board();
            // Each row in order, and a shuffled handful of any pits.
            let mut any: Vec<Pit> = (0..12).collect();
            rng.shuffle(&mut any);
            any.truncate(rng.usize(0..=12));
            for moves in [(0..6).collect(), (6..12).collect(), any] {
                let rules = recursive::possible_moves(&board, &moves)
                    .expect("pits on the board");
                assert_eq!(
                    possible_moves(&board, &moves),
                    rules,
                    "the possible moves among {moves:?} on {board:?}"
                );
            }
        }
    }
}
