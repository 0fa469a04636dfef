//! (stretch) Part III, "Capturing stones": the capture, with the score injected too.
//!
//! Read the chapter at <http://127.0.0.1:3000/part3/capturing.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part3/capturing.md`, where the listings
//! are only `{{#include}}` lines.
//!
//! When a move's last stone falls on the mover's own row, the mover takes
//! every stone in the pit across the board from it and adds them to their
//! score. A move that ends on the other row takes nothing. The score is an
//! array as well (`[player 0's, player 1's]`), so it comes in and goes out
//! like the board.

use ayoayo::board::{Board, Pit, Player, Score, opposite};

fn handle_captures(
    board: Board,
    score: Score,
    start_pit: Pit,
    end_pit: Pit,
) -> (Board, Score) {
    let mover = Player::owner_of(start_pit).expect("a pit of the board");
    if Player::owner_of(end_pit) != Some(mover) {
        return (board, score);
    }
    let (mut board, mut score) = (board, score);
    let across = opposite(end_pit);
    score[mover.index()] += u32::from(board[across]);
    board[across] = 0;
    (board, score)
}

fn main() {
    let board = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    let (after, score) = handle_captures(board, [0, 0], 0, 4);
    println!(
        "a move from 0 ending in 4 leaves the score {score:?}:{:?}",
        ayoayo::render::Rows(after)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("inject3_capture.rs");
        let handed_out = [
            "ayoayo::board::{Board, Pit, Player, Score, opposite}",
            "ayoayo::render::Rows",
        ];
        own_work::no_crate_answers(source, &handed_out, "part3/capturing");
    }
    use ayoayo::board::total_stones;
    use ayoayo::conformance::random_positions;
    use ayoayo::engine::relay_length;
    use ayoayo::render::Rows;
    use ayoayo::stages::injected;
    use pretty_assertions::assert_eq;

    #[test]
    fn every_capture_follows_the_rules() {
        for position in random_positions(2019, 150) {
            let (board, score) = (position.board(), position.score());
            for pit in position.permissible_moves() {
                let (sown, end) = injected::relay_sow(board, pit, relay_length)
                    .expect("a permissible move");
                let (rules_board, rules_score) =
                    injected::handle_captures(sown, score, pit, end)
                        .expect("a legal capture");
                let (after, new_score) = handle_captures(sown, score, pit, end);
                assert_eq!(
                    (Rows(after), new_score),
                    (Rows(rules_board), rules_score),
                    "capturing after a move from {pit} to {end}, score \
                     {score:?}, on {:?}",
                    Rows(sown)
                );
                // No stone appears or vanishes.
                assert_eq!(
                    total_stones(&after) + new_score[0] + new_score[1],
                    total_stones(&sown) + score[0] + score[1]
                );
            }
        }
    }
}
