//! Part IV, "Permissible moves": piles worth sowing, by first and rest.
//!
//! Read the chapter at <http://127.0.0.1:3000/part4/permissible-moves.html>,
//! your own copy of the book (`cargo run --release -p ayoayo-book` in the
//! folder above `workshop/`), or the same page at the address your instructor
//! gives.
//! The chapter's source is `book/src/part4/permissible-moves.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! A possible move is a pit of the player's that holds stones, and the
//! chapter gathers them by linear recursion: take a list apart into its
//! first element and the rest, decide about the first, recurse on the rest,
//! put the answers together. In Rust the rest of a slice is another slice of
//! the same memory, so taking it is free: no copy, unlike JavaScript's
//! `[first, ...rest]`. Here the same shape answers a question of your own:
//! which pits hold a pile worth sowing?

use ayoayo::board::{Board, Pit};

fn piles_of_at_least(board: &Board, pits: &[Pit], least: u8) -> Vec<Pit> {
    match pits {
        [] => Vec::new(),
        [first, rest @ ..] => {
            let kept_rest = piles_of_at_least(board, rest, least);
            if board[*first] >= least {
                [vec![*first], kept_rest].concat()
            } else {
                kept_rest
            }
        }
    }
}

fn main() {
    let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    println!("{:?}", piles_of_at_least(&board, &[0, 1, 2, 3, 4, 5], 5));
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
            "piles_of_at_least",
            "part4/permissible-moves",
        );
    }
    use ayoayo::conformance::random_positions;
    use pretty_assertions::assert_eq;

    #[test]
    fn nothing_to_choose_from() {
        assert_eq!(piles_of_at_least(&ayoayo::board::OPENING, &[], 1), vec![]);
    }

    #[test]
    fn every_pile_is_kept_or_left_by_its_size() {
        let mut rng = ayoayo::game::Rng::with_seed(2019);
        for position in random_positions(2019, 150) {
            let board = position.board();
            // Each row in order, and a shuffled handful of any pits.
            let mut any: Vec<Pit> = (0..12).collect();
            rng.shuffle(&mut any);
            any.truncate(rng.usize(0..=12));
            for pits in [(0..6).collect(), (6..12).collect(), any] {
                for least in [0, 1, 2, 5, 12] {
                    let kept: Vec<Pit> = pits
                        .iter()
                        .copied()
                        .filter(|&p| board[p] >= least)
                        .collect();
                    assert_eq!(
                        piles_of_at_least(&board, &pits, least),
                        kept,
                        "the pits among {pits:?} holding {least} or more on {board:?}"
                    );
                }
            }
        }
    }
}
