//! Part IV, "The feeding rule": which moves are permissible,
//! and how much each one gives.
//!
//! Read the chapter at
//! <http://127.0.0.1:3000/part4/feeding.html>, your own copy of
//! the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part4/feeding.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! If the other player's row is empty when it is your turn (they emptied it
//! themselves), you must play a move that gives them stones, if you have
//! one. If none of your moves does, any move will do, and the game ends.
//! When the other player has stones, every move that ends is permissible.
//!
//! The chapter keeps the moves that feed. Here a first function says how
//! many stones each move leaves on the hungry row, and the rule is built on
//! that.

use ayoayo::board::{Board, Pit, Player};

/// The board after the whole move from `pit`: relay and capture. It also
/// notes how deep the stack is, so that the tests can see a recursion
/// recurse.
fn after_move(board: &Board, pit: Pit) -> Board {
    depth::mark();
    let relay_length = ayoayo::engine::relay_length;
    ayoayo::stages::injected::sow_and_capture(*board, [0, 0], pit, relay_length)
        .expect("a move that ends")
        .0
}

/// The stones on `player`'s row of `board`.
fn row_stones(board: &Board, player: Player) -> u32 {
    player.row().map(|pit| u32::from(board[pit])).sum()
}

/// Whether `player` has a stone on their row of `board`.
fn has_stones(board: &Board, player: Player) -> bool {
    player.row().any(|pit| board[pit] > 0)
}

// TODO: for each move of `moves`, in order, the move and the stones on
// `hungry`'s row after it (`after_move`, `row_stones`), by first/rest
// recursion on the slice, as in the last exercise.
fn stones_given(
    board: &Board,
    hungry: Player,
    moves: &[Pit],
) -> Vec<(Pit, u32)> {
    todo!("what each move of {moves:?} gives {hungry} on {board:?}")
}

// TODO: narrow `moves` by the feeding rule. `moves` are all the moves of one
// player (the owner of the first pit, `Player::owner_of`) whose relays end.
// If the other player has a stone on their row, return them all. If not,
// return the moves that give them at least one (`stones_given`), unless
// there are none: then return them all. No moves at all: none. This one is
// a recursion too: no loops or iterator adaptors, but a recursive helper of
// your own, say over the pairs from `stones_given`, is fine.
fn permissible_filter(board: &Board, moves: &[Pit]) -> Vec<Pit> {
    todo!("the moves of {moves:?} the feeding rule allows on {board:?}")
}

use workshop_checks::depth;

fn main() {
    let board = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];
    println!("{:?}", stones_given(&board, Player::One, &[3, 5]));
    println!("{:?}", permissible_filter(&board, &[3, 5]));
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur3_feeding.rs");
        let handed_out = [
            "ayoayo::stages::injected::sow_and_capture",
            "ayoayo::engine::relay_length",
            "ayoayo::board::{Board, Pit, Player}",
        ];
        own_work::no_crate_answers(source, &handed_out, "part4/feeding");
        own_work::recursion_only(
            source,
            &["after_move", "row_stones", "has_stones"],
            "",
            "part4/feeding",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::engine::relay_length;
    use ayoayo::render::Rows;
    use ayoayo::stages::{injected, recursive};
    use pretty_assertions::assert_eq;

    /// The moves of `player` on `board` whose relays end.
    fn ending(board: &Board, player: Player) -> Vec<Pit> {
        player
            .row()
            .filter(|&pit| board[pit] > 0)
            .filter(|&pit| {
                injected::relay_sow(*board, pit, relay_length).is_ok()
            })
            .collect()
    }

    /// Three moves are looked at from three stack depths: each one call
    /// deeper than the last.
    #[test]
    fn each_move_is_a_call_deeper() {
        let board = [0, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0];
        let (_, depths, moves) = super::depth::depths(|| {
            stones_given(&board, Player::One, &[3, 4, 5])
        });
        assert!(
            moves == 3 && depths == 3,
            "\n\n`stones_given` looked at {moves} moves at {depths} \
             depth(s) of the stack. A first/rest recursion looks at \
             each move one call deeper than the last; a loop looks at them \
             all from the same place. This exercise asks for a recursion on \
             the slice. See book/src/part4/feeding.md.\n"
        );
    }

    #[test]
    fn the_feeding_rule_on_random_positions() {
        for position in random_positions(2019, 150) {
            let mover = position.to_move();
            let mut hungry = position.board();
            // The same position with the other player's row emptied, so that
            // the rule has something to do.
            for pit in mover.other().row() {
                hungry[pit] = 0;
            }
            for board in [position.board(), hungry] {
                let moves = ending(&board, mover);
                let given: Vec<(Pit, u32)> = moves
                    .iter()
                    .map(|&pit| {
                        let after = after_move(&board, pit);
                        let row = mover.other().row();
                        (pit, row.map(|p| u32::from(after[p])).sum())
                    })
                    .collect();
                assert_eq!(
                    stones_given(&board, mover.other(), &moves),
                    given,
                    "what {mover}'s moves {moves:?} give on {:?}",
                    Rows(board)
                );
                let rules =
                    recursive::permissible_filter(&board, &moves, relay_length)
                        .expect("moves that end");
                assert_eq!(
                    permissible_filter(&board, &moves),
                    rules,
                    "{mover}'s moves {moves:?} on {:?}",
                    Rows(board)
                );
            }
        }
    }
}
