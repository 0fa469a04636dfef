//! (stretch) Part IV, "Who won": the margin, for people who cannot count.
//!
//! Read the chapter at <http://127.0.0.1:3000/part4/who-won.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part4/who-won.md`, where the listings are
//! only `{{#include}}` lines.
//!
//! In the chapter both players put down one captured stone at a time,
//! together, and whoever still holds stones when the other runs out has
//! won. Nobody compares two numbers. The same pairing also tells by how
//! much: the stones still in hand when the other pile runs out.

// TODO: by how many stones the winner won (0 for a tie), when player 0 holds
// `zero` stones and player 1 holds `one`, by linear recursion on the two
// piles: if either pile is empty you know the answer; otherwise both put
// one stone down and you ask again. Do not compare or subtract the piles
// (`<`, `>`, `cmp`, `abs_diff`...): match on zero.
fn margin(zero: u32, one: u32) -> u32 {
    todo!("the margin of {zero} stones against {one}")
}

fn main() {
    println!("won by {}", margin(25, 23));
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("recur6_who_won.rs");
        own_work::no_crate_answers(source, &[], "part4/who-won");
        own_work::recursion_only(source, &[], "margin", "part4/who-won");
        own_work::without(
            source,
            "margin",
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
                "abs_diff",
                "abs",
                "unsigned_abs",
                "checked_sub",
                "saturating_sub",
                "wrapping_sub",
                "overflowing_sub",
            ],
            "nobody compares or subtracts the piles: put one stone down from \
             each and ask again, until one pile is empty \
             (book/src/part4/who-won.md).",
        );
    }
    use ayoayo::conformance::random_positions;
    use pretty_assertions::assert_eq;

    #[test]
    fn every_score_a_game_can_end_with() {
        for zero in 0..=48 {
            for one in 0..=48 - zero {
                assert_eq!(
                    margin(zero, one),
                    zero.abs_diff(one),
                    "{zero} stones against {one}"
                );
            }
        }
    }

    #[test]
    fn the_final_scores_of_real_games() {
        for position in random_positions(2019, 100) {
            let [zero, one] = position.final_score();
            assert_eq!(margin(zero, one), zero.abs_diff(one));
        }
    }
}
