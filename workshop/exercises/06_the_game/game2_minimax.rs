//! (stretch) Part VI, "An opponent": the best move, by tree recursion.
//!
//! Read the chapter at <http://127.0.0.1:3000/part6/an-opponent.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part6/an-opponent.md`, where the listings
//! are only `{{#include}}` lines.
//!
//! How good is a position for the player to move? Look at every move, and
//! ask how good the position after it is for the opponent: what is best for
//! them is worst for you, so your value of a move is the negation of theirs,
//! and you pick the best. Stop `depth` moves ahead, or when the game is over,
//! and count captured stones instead (`evaluate`). One call makes one call
//! per move: this is tree recursion, not linear.
//!
//! The chapter's `minimax` answers how good a position is. A player needs
//! more: which move to play. Write the search that answers both.

use ayoayo::board::Pit;
use ayoayo::engine::{Position, RelayMemo};
use ayoayo::game::evaluate;

use workshop_checks::depth;

/// The moves of `position`, in pit order, each with the position it leads
/// to. Use this rather than `position.children(memo)`: the tests note
/// where it is called from, to see the search's tree of calls.
fn children(position: &Position, memo: &mut RelayMemo) -> Vec<(Pit, Position)> {
    depth::mark();
    position.children(memo).collect()
}

// TODO: the best move for the player to move, `depth` moves ahead, and its
// value: `None` if `depth` is 0 or there is no move. Each move's value is
// minus the value of the position after it for the opponent, `depth - 1`
// moves ahead: the value of their best move, or, if they have none to
// look at (`None`), `evaluate(child, child.is_over())` (`is_over` is the
// chapter's `children.is_empty()`: no permissible move). Return the move
// with the largest value; of equal values, the lowest pit
// (`children(position, memo)`, above, gives the moves in pit order).
fn best_move(
    position: &Position,
    depth: u32,
    memo: &mut RelayMemo,
) -> Option<(Pit, i32)> {
    todo!("the best move of {position:?}, {depth} moves ahead ({memo:?})")
}

fn main() {
    let mut memo = RelayMemo::new();
    for depth in 1..=4 {
        let best = best_move(&Position::opening(), depth, &mut memo);
        println!("the opening, {depth} moves ahead: {best:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("game2_minimax.rs");
        let handed_out = [
            "ayoayo::engine::{Position, RelayMemo}",
            "ayoayo::game::evaluate",
            "ayoayo::board::Pit",
        ];
        own_work::no_crate_answers(source, &handed_out, "part6/an-opponent");
        assert!(
            own_work::calls_itself(source, "best_move"),
            "\n\n`best_move` does not call itself: the best move for you \
             depends on the best reply, found the same way. See \
             book/src/part6/an-opponent.md.\n"
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::game;
    use pretty_assertions::assert_eq;

    /// Each level of the search is a call deeper: `children` is called
    /// from as many depths of the stack as the search looks ahead.
    #[test]
    fn each_ply_is_a_call_deeper() {
        let mut memo = RelayMemo::new();
        let (_, depths, calls) = super::depth::depths(|| {
            best_move(&Position::opening(), 3, &mut memo)
        });
        assert!(
            calls > 0 && depths >= 3,
            "\n\nA search three moves ahead called `children` {calls} \
             time(s), from {depths} depth(s) of the stack. Tree recursion \
             looks at each move's position by calling itself, one call \
             deeper for each move ahead; a loop over a stack of your own \
             looks from one place. Use the handed-out `children`, and let \
             `best_move` call itself for the opponent's reply. See \
             book/src/part6/an-opponent.md.\n"
        );
    }

    #[test]
    fn nothing_to_choose_at_depth_0() {
        let mut memo = RelayMemo::new();
        assert_eq!(best_move(&Position::opening(), 0, &mut memo), None);
    }

    #[test]
    fn the_best_move_and_its_value_agree_with_the_engine() {
        let mut memo = RelayMemo::new();
        for position in random_positions(2019, 40) {
            let moves: Vec<(Pit, Position)> =
                position.children(&mut memo).collect();
            for depth in 1..=3 {
                let shown = ayoayo::render::Rows(position.board());
                let best = best_move(&position, depth, &mut memo);
                if moves.is_empty() {
                    assert_eq!(best, None, "no move on {shown:?}");
                    continue;
                }
                // The value of each move, by the engine's minimax.
                let values: Vec<(Pit, i32)> = moves
                    .iter()
                    .map(|(pit, child)| {
                        (*pit, -game::minimax(child, depth - 1, &mut memo))
                    })
                    .collect();
                let top = values.iter().map(|&(_, v)| v).max();
                let lowest_best = values.iter().find(|&&(_, v)| Some(v) == top);
                assert_eq!(
                    best,
                    lowest_best.copied(),
                    "the best move of {shown:?}, {depth} moves ahead, \
                     of the moves and values {values:?}"
                );
                assert_eq!(
                    best.map(|(_, v)| v),
                    Some(game::minimax(&position, depth, &mut memo))
                );
            }
        }
    }
}
