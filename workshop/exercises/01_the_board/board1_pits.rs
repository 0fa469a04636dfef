//! Part I, "Ayoayo": the board.
//!
//! Read the chapter at <http://127.0.0.1:3000/part1/the-game.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part1/the-game.md`, where the listings are
//! only `{{#include}}` lines.
//!
//! Twelve pits, numbered 0 to 11 counter-clockwise. Player 0 owns pits 0 to 5,
//! player 1 owns pits 6 to 11. Sowing runs from each pit to the next, and
//! from pit 11 round to pit 0. Across the board from every pit is the pit a
//! capture empties. Everything else in the book is built on these three
//! facts, so get them right first.

use ayoayo::board::{Pit, Player};

// TODO: the pit after `pit` in sowing order: one further on, and 11 wraps
// round to 0.
fn next_pit(pit: Pit) -> Pit {
    todo!("the pit after {pit}")
}

// TODO: the pit across the board from `pit`: 0 faces 11, 1 faces 10, and so
// on to 5, which faces 6.
fn opposite(pit: Pit) -> Pit {
    todo!("the pit across from {pit}")
}

// TODO: the player who owns `pit` (pits 0 to 11 only): `Player::Zero` or
// `Player::One`.
fn owner(pit: Pit) -> Player {
    todo!("the owner of {pit}")
}

fn main() {
    // `rustlings run board1_pits` shows what this prints.
    for pit in [0, 5, 11] {
        println!(
            "pit {pit}: next {}, across {}, owner {}",
            next_pit(pit),
            opposite(pit),
            owner(pit)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("board1_pits.rs");
        let handed_out = ["ayoayo::board::{Pit, Player}"];
        own_work::no_crate_answers(source, &handed_out, "part1/the-game");
        own_work::without(
            source,
            "owner",
            &["owner_of"],
            "that is the crate's answer; work it out from the pit's number \
             (book/src/part1/the-game.md).",
        );
    }
    use ayoayo::board;
    use pretty_assertions::assert_eq;

    #[test]
    fn next_pit_goes_round_the_board() {
        let yours: Vec<Pit> = (0..12).map(next_pit).collect();
        let rules: Vec<Pit> = (0..12).map(board::next_pit).collect();
        assert_eq!(yours, rules, "the pit after each of 0 to 11");
    }

    #[test]
    fn opposite_looks_across_the_board() {
        let yours: Vec<Pit> = (0..12).map(opposite).collect();
        let rules: Vec<Pit> = (0..12).map(board::opposite).collect();
        assert_eq!(yours, rules, "the pit across from each of 0 to 11");
    }

    #[test]
    fn each_player_owns_one_row() {
        let yours: Vec<Player> = (0..12).map(owner).collect();
        let rules: Vec<Player> = (0..12).filter_map(Player::owner_of).collect();
        assert_eq!(yours, rules, "the owner of each of 0 to 11");
    }
}
