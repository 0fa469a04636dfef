//! Part III, "Boards in, boards out": one lap of sowing, injected, and where
//! each stone fell.
//!
//! Read the chapter at <http://127.0.0.1:3000/part3/boards-in-boards-out.html>,
//! your own copy of the book (`cargo run --release -p ayoayo-book` in the
//! folder above `workshop/`), or the same page at the address your instructor
//! gives.
//! The chapter's source is `book/src/part3/boards-in-boards-out.md`, where the
//! listings are only `{{#include}}` lines.
//!
//! The global board is gone. The board comes in as an argument and goes out
//! in the result. A `Board` is an array, and arrays of `u8` are `Copy`: the
//! function gets its own copy, so nothing it does can reach the caller's.
//! Every call with the same arguments gives the same answer, so the tests
//! need no lock. The chapter's `sow` returns the pit the last stone fell in;
//! yours returns every pit a stone fell in, for a screen that lights them
//! one by one.

use ayoayo::board::{Board, Pit, next_pit};

// TODO: one lap of sowing. Take every stone out of `from_pit`, then drop
// them one at a time into the pits after it, never into `skip_pit`. Return
// the board afterwards and the pits the stones fell in, in the order they
// fell. `from_pit` always holds stones.
fn sow_lighting(
    board: Board,
    skip_pit: Pit,
    from_pit: Pit,
) -> (Board, Vec<Pit>) {
    todo!("sow {from_pit} of {board:?}, skipping {skip_pit}")
}

fn main() {
    let (after, fell) = sow_lighting(ayoayo::board::OPENING, 0, 0);
    println!(
        "sowing pit 0 of the opening drops stones in pits {fell:?}:{:?}",
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
        let source = include_str!("inject1_sow.rs");
        let handed_out = [
            "ayoayo::board::{Board, Pit, next_pit}",
            "ayoayo::board::OPENING",
            "ayoayo::render::Rows",
        ];
        own_work::no_crate_answers(
            source,
            &handed_out,
            "part3/boards-in-boards-out",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::render::Rows;
    use ayoayo::stages::injected;
    use pretty_assertions::assert_eq;

    #[test]
    fn the_opening_lap_from_pit_0() {
        let (after, fell) = sow_lighting(ayoayo::board::OPENING, 0, 0);
        assert_eq!(
            (Rows(after), fell),
            (Rows([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]), vec![1, 2, 3, 4])
        );
    }

    #[test]
    fn every_lap_follows_the_rules() {
        for position in random_positions(2019, 100) {
            let board = position.board();
            for from in (0..12).filter(|&pit| board[pit] > 0) {
                // The first lap skips the pit it starts from; later laps of
                // a relay skip the pit the move started from.
                for skip in [from, (from + 7) % 12] {
                    let (rules_after, rules_end) =
                        injected::sow(board, skip, from).expect("a legal lap");
                    let (after, fell) = sow_lighting(board, skip, from);
                    let said = format!(
                        "sowing pit {from}, skipping {skip}, of {:?}",
                        Rows(board)
                    );
                    assert_eq!(Rows(after), Rows(rules_after), "{said}");
                    // A stone for each pit it fell in, the last where the
                    // rules end, never the skipped pit, each pit the one
                    // after the last (or after the skipped pit).
                    assert_eq!(fell.len(), usize::from(board[from]), "{said}");
                    assert_eq!(fell.last(), Some(&rules_end), "{said}");
                    let mut at = from;
                    for &pit in &fell {
                        at = next_pit(at);
                        if at == skip {
                            at = next_pit(at);
                        }
                        assert_eq!(
                            pit, at,
                            "{said}: the stones fell in {fell:?}"
                        );
                    }
                }
            }
        }
    }
}
