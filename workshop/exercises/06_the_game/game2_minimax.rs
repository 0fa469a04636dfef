//! Part VI, "An opponent": minimax, as tree recursion.
//!
//! The chapter: `book/src/part6/an-opponent.md` in the repository, or
//! <http://127.0.0.1:3000/part6/an-opponent.html> once the book is served
//! (`cargo run --release --features book` in the folder above `workshop/`).
//!
//! How good is a position for the player to move? Look at every move, and
//! ask how good the position after it is for the opponent: what is best for
//! them is worst for you, so your value of a move is the negation of theirs,
//! and you pick the best. Stop `depth` moves ahead, or when the game is over,
//! and count captured stones instead (`evaluate`). One call makes one call
//! per move: this is tree recursion, not linear.

use ayoayo::engine::{Position, RelayMemo};
use ayoayo::game::search::evaluate;

// TODO: the value of `position` for the player to move, `depth` moves ahead.
// `position.children(memo)` gives each permissible move and the position
// after it. If there are none (`over`: the game is over, which
// `position.is_over()` also says) or `depth` is 0, the value is
// `evaluate(position, over)`. Otherwise it is the largest of
// `-minimax(child, depth - 1, memo)` over the children.
fn minimax(position: &Position, depth: u32, memo: &mut RelayMemo) -> i32 {
    todo!("the value of {position:?}, {depth} moves ahead ({memo:?})")
}

fn main() {
    let mut memo = RelayMemo::new();
    for depth in 0..=4 {
        let value = minimax(&Position::opening(), depth, &mut memo);
        println!("the opening, {depth} moves ahead: {value}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    mod own_work {
        include!("../../checks/own_work.rs");
    }

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("game2_minimax.rs");
        let handed_out = [
            "ayoayo::engine::{Position, RelayMemo}",
            "ayoayo::game::search::evaluate",
        ];
        own_work::no_crate_answers(source, &handed_out, "part6/an-opponent");
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::game::search;
    use pretty_assertions::assert_eq;

    #[test]
    fn depth_0_is_the_score() {
        let mut memo = RelayMemo::new();
        assert_eq!(minimax(&Position::opening(), 0, &mut memo), 0);
    }

    #[test]
    fn values_agree_with_the_engine() {
        let mut memo = RelayMemo::new();
        for position in random_positions(2019, 40) {
            for depth in 0..=3 {
                assert_eq!(
                    minimax(&position, depth, &mut memo),
                    search::minimax(&position, depth, &mut memo),
                    "the value of {:?}, {depth} moves ahead",
                    ayoayo::render::Rows(position.board())
                );
            }
        }
    }
}
