//! (stretch) Part IV, "Who won": the winner, for people who cannot count.
//!
//! Read the chapter at <http://127.0.0.1:3000/part4/who-won.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part4/who-won.md`, where the listings are
//! only `{{#include}}` lines.
//!
//! Both players put down one captured stone at a time, together. Whoever
//! still holds stones when the other runs out has won; if both run out at
//! once, it is a tie. Nobody compares two numbers.

use ayoayo::board::{Outcome, Player};

// TODO: who won, when player 0 holds `zero` stones and player 1 holds `one`,
// by linear recursion on the two piles: if either pile is empty you know
// the answer; otherwise both put one stone down and you ask again. Do not
// compare the piles with `<`, `>` or `cmp`: match on zero.
fn who_won(zero: u32, one: u32) -> Outcome {
    todo!("who won with {zero} stones against {one}")
}

fn main() {
    println!("{}", who_won(25, 23));
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur6_who_won.rs");
        let handed_out = ["ayoayo::board::{Outcome, Player}"];
        own_work::no_crate_answers(source, &handed_out, "part4/who-won");
        own_work::recursion_only(source, &[], "who_won", "part4/who-won");
        own_work::without(
            source,
            "who_won",
            &[
                "<",
                ">",
                "<=",
                ">=",
                "cmp",
                "partial_cmp",
                "max",
                "min",
                "lt",
                "gt",
            ],
            "nobody compares the piles: put one stone down from each and ask \
             again, until one pile is empty (book/src/part4/who-won.md).",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::stages::iterative;
    use pretty_assertions::assert_eq;

    #[test]
    fn every_score_a_game_can_end_with() {
        for zero in 0..=48 {
            for one in 0..=48 - zero {
                assert_eq!(
                    who_won(zero, one),
                    iterative::winner([zero, one]),
                    "{zero} stones against {one}"
                );
            }
        }
    }

    #[test]
    fn the_final_scores_of_real_games() {
        for position in random_positions(2019, 100) {
            let [zero, one] = position.final_score();
            assert_eq!(who_won(zero, one), iterative::winner([zero, one]));
        }
    }
}
