//! (stretch) Part IV, "Helpers and ownership": a helper that sees its
//! parent's variables, and cannot call itself.
//!
//! Read the chapter at
//! <http://127.0.0.1:3000/part4/ownership.html>, your own copy of
//! the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part4/ownership.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! Whether a player has a stone anywhere on their row is a first/rest
//! recursion that only this one function needs. Someone wrote it as a
//! closure, so that it could read `board` without taking it as an argument.
//! It does not compile. Your first job is to read why.

use ayoayo::board::{Board, Pit, Player};

fn at_least_one_possible_move(board: &Board, player: Player) -> bool {
    let row: Vec<Pit> = player.row().collect();
    /// Whether any pit of `moves` holds a stone on `board`.
    fn at_least_one(board: &Board, moves: &[Pit]) -> bool {
        match moves {
            [] => false,
            [first, rest @ ..] => {
                board[*first] > 0 || at_least_one(board, rest)
            }
        }
    }
    at_least_one(board, &row)
}

fn main() {
    let board = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0];
    for player in Player::BOTH {
        let answer = at_least_one_possible_move(&board, player);
        println!("{player} has a stone: {answer}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur5_closure.rs");
        let handed_out = ["ayoayo::board::{Board, Pit, Player}"];
        let chapter = "part4/ownership";
        own_work::no_crate_answers(source, &handed_out, chapter);
        own_work::recursion_only(
            source,
            &["at_least_one_possible_move"],
            "at_least_one",
            chapter,
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::stages::recursive;
    use pretty_assertions::assert_eq;

    #[test]
    fn agrees_with_the_rules() {
        for position in random_positions(2019, 200) {
            let board = position.board();
            for player in Player::BOTH {
                assert_eq!(
                    at_least_one_possible_move(&board, player),
                    recursive::at_least_one_possible_move(&board, player),
                    "whether {player} has a stone on {board:?}"
                );
            }
        }
    }
}
