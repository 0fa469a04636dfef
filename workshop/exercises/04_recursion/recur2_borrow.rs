//! Part IV, "Helpers and ownership": the borrow checker at work.
//!
//! Read the chapter at
//! <http://127.0.0.1:3000/part4/ownership.html>, your own copy of
//! the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part4/ownership.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! This file does not compile. The essay tells of a bug found by hand in
//! JavaScript: a cache of each player's row was handed to a helper that
//! consumed the list it was given, so the first call emptied the cached row
//! and every later call saw a player with no stones. In Rust the same code
//! is refused before it runs. Read the error, then fix the design.

use ayoayo::board::{Board, Pit, Player};

/// Each player's row, computed once and lent to whoever asks.
struct RowCache {
    rows: [Vec<Pit>; 2],
}

impl RowCache {
    fn new() -> RowCache {
        RowCache {
            rows: [(0..6).collect(), (6..12).collect()],
        }
    }
}

/// Whether any pit of `moves` holds stones. It pops pits off the list as it
/// goes, so the caller's list is used up.
#[allow(dead_code)]
fn at_least_one_consuming(board: &Board, moves: &mut Vec<Pit>) -> bool {
    match moves.pop() {
        None => false,
        Some(pit) => board[pit] > 0 || at_least_one_consuming(board, moves),
    }
}

// TODO: this does not compile: error[E0596], cannot borrow as mutable. The
// cache lends its rows with `&` (look, don't touch), and the helper wants
// `&mut` so that it can empty the list. Do not give the helper `&mut`: write
// `fn at_least_one(board: &Board, moves: &[Pit]) -> bool` by first/rest
// recursion on a slice, which only reads, and call that instead. (rustc
// will suggest making `cache` `&mut`: that is the design the essay's bug
// came from. The chapter's fix, as the essay's, copies the row once for the
// helper to use up; this exercise asks for the other fix, which needs no
// copy at all, so a clone of the row is refused.)
fn at_least_one_possible_move(
    board: &Board,
    player: Player,
    cache: &RowCache,
) -> bool {
    at_least_one_consuming(board, &mut cache.rows[player.index()])
}

fn main() {
    let cache = RowCache::new();
    let board = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0];
    for player in Player::BOTH {
        let answer = at_least_one_possible_move(&board, player, &cache);
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
        let source = include_str!("recur2_borrow.rs");
        let handed_out = ["ayoayo::board::{Board, Pit, Player}"];
        own_work::no_crate_answers(source, &handed_out, "part4/ownership");
        own_work::without(
            source,
            "at_least_one_possible_move",
            &["clone", "to_vec", "to_owned", "Vec::from", "collect"],
            "the chapter fixes the cache as the essay does, with a copy of \
             the row for the helper to use up; this exercise asks for the \
             other fix, which needs no copy: a helper that only reads, \
             lent the row as a slice (book/src/part4/\
             ownership.md).",
        );
        own_work::recursion_only(
            source,
            &[
                "new",
                "at_least_one_consuming",
                "at_least_one_possible_move",
            ],
            "",
            "part4/ownership",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::stages::iterative;
    use pretty_assertions::assert_eq;

    #[test]
    fn one_cache_answers_every_question() {
        let cache = RowCache::new();
        for position in random_positions(2019, 100) {
            let board = position.board();
            for player in Player::BOTH {
                assert_eq!(
                    at_least_one_possible_move(&board, player, &cache),
                    iterative::has_stones(&board, player),
                    "does {player} have a stone on {board:?}?"
                );
            }
        }
        assert_eq!(cache.rows, RowCache::new().rows, "the cache is intact");
    }
}
