//! Part IV, "The feeding rule and ownership": which moves are permissible.
//!
//! The chapter: `book/src/part4/feeding-and-ownership.md` in the repository, or
//! <http://127.0.0.1:3000/part4/feeding-and-ownership.html> once the book is served
//! (`cargo run --release --features book` in the folder above `workshop/`).
//!
//! If the other player's row is empty when it is your turn (they emptied it
//! themselves), you must play a move that gives them stones, if you have
//! one. If none of your moves does, any move will do, and the game ends.
//! When the other player has stones, every move that ends is permissible.

use ayoayo::board::{Board, Pit, Player};

/// The board after the whole move from `pit`: relay and capture.
fn after_move(board: &Board, pit: Pit) -> Board {
    ayoayo::stages::injected::sow_and_capture(*board, [0, 0], pit)
        .expect("a move that ends")
        .0
}

/// Whether `player` has a stone on their row of `board`.
fn has_stones(board: &Board, player: Player) -> bool {
    player.row().any(|pit| board[pit] > 0)
}

fn permissible_filter(board: &Board, moves: &[Pit]) -> Vec<Pit> {
    let Some(mover) = moves.first().and_then(|&pit| Player::owner_of(pit))
    else {
        return Vec::new();
    };
    if has_stones(board, mover.other()) {
        return moves.to_vec();
    }
    let feeding = feeding_moves(board, mover.other(), moves);
    if feeding.is_empty() {
        moves.to_vec()
    } else {
        feeding
    }
}

/// The moves of `moves` after which `hungry` has a stone on their row.
fn feeding_moves(board: &Board, hungry: Player, moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] => {
            let rest = feeding_moves(board, hungry, rest);
            if has_stones(&after_move(board, *first), hungry) {
                [vec![*first], rest].concat()
            } else {
                rest
            }
        }
    }
}

fn main() {
    let board = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];
    println!("{:?}", permissible_filter(&board, &[3, 5]));
}

#[cfg(test)]
mod tests {
    use super::*;
    // Each exercise uses some of the checks.
    #[allow(dead_code)]
    mod own_work {
        include!("../../checks/own_work.rs");
    }

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur2_feeding.rs");
        let handed_out = [
            "ayoayo::stages::injected::sow_and_capture",
            "ayoayo::board::{Board, Pit, Player}",
        ];
        own_work::no_crate_answers(
            source,
            &handed_out,
            "part4/feeding-and-ownership",
        );
        own_work::recursion_only(
            source,
            &["after_move", "has_stones"],
            "",
            "part4/feeding-and-ownership",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::render::Rows;
    use ayoayo::stages::{injected, recursive};
    use pretty_assertions::assert_eq;

    /// The moves of `player` on `board` whose relays end.
    fn ending(board: &Board, player: Player) -> Vec<Pit> {
        player
            .row()
            .filter(|&pit| board[pit] > 0)
            .filter(|&pit| injected::relay_sow(*board, pit).is_ok())
            .collect()
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
                let rules = recursive::permissible_filter(&board, &moves)
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
