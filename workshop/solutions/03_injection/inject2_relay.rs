//! Part III, "Relay sowing": the relay, by recursion, counting its laps.
//!
//! Read the chapter at <http://127.0.0.1:3000/part3/relay-sowing.html>, your
//! own copy of the book (`cargo run --release -p ayoayo-book` in the folder
//! above `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part3/relay-sowing.md`, where the listings
//! are only `{{#include}}` lines.
//!
//! A move does not end where its first lap does. If the last stone lands in
//! a pit that already held stones, the player scoops that pit and sows on,
//! still skipping the pit the move started from; the move ends when the
//! last stone falls into an empty pit.
//!
//! The chapter's `relay` returns the board and the last pit. Yours also
//! says how many laps the relay took, the first included: one call of
//! `relay` is one lap, so the count is something the recursion builds.
//!
//! Some relays never end. Recursing through one would overflow the stack,
//! so the tests below only ask about relays that end; Part V finds the
//! others.

use ayoayo::board::{Board, Pit};

/// One lap of sowing (the previous exercise, from the crate): the board
/// afterwards and the pit where the last stone fell. It also notes how
/// deep the stack is, so that the tests can see a recursion recurse.
fn sow(board: Board, skip_pit: Pit, from_pit: Pit) -> (Board, Pit) {
    depth::mark();
    ayoayo::stages::injected::sow(board, skip_pit, from_pit)
        .expect("sowing a pit that holds stones")
}

fn relay(board: Board, skip_pit: Pit, current_pit: Pit) -> (Board, Pit, u32) {
    let (after, last_pit) = sow(board, skip_pit, current_pit);
    if after[last_pit] == 1 {
        (after, last_pit, 1)
    } else {
        let (end_board, end, laps) = relay(after, skip_pit, last_pit);
        (end_board, end, laps + 1)
    }
}

use workshop_checks::depth;

fn main() {
    let (after, end, laps) = relay(ayoayo::board::OPENING, 0, 0);
    println!(
        "the relay from pit 0 of the opening takes {laps} laps and ends in pit {end}:{:?}",
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
        let source = include_str!("inject2_relay.rs");
        let handed_out = [
            "ayoayo::stages::injected::sow",
            "ayoayo::board::{Board, Pit}",
            "ayoayo::board::OPENING",
            "ayoayo::render::Rows",
        ];
        own_work::no_crate_answers(source, &handed_out, "part3/relay-sowing");
        own_work::recursion_only(
            source,
            &["sow"],
            "relay",
            "part3/relay-sowing",
        );
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::engine::relay_length;
    use ayoayo::render::Rows;
    use ayoayo::stages::injected;
    use pretty_assertions::assert_eq;

    #[test]
    fn the_opening_relay_from_pit_0() {
        let (after, end, laps) = relay(ayoayo::board::OPENING, 0, 0);
        assert_eq!(
            (Rows(after), end, laps),
            (Rows([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5]), 9, 4)
        );
    }

    /// A relay of four laps sows its laps from four stack depths: each lap
    /// one call deeper than the last.
    #[test]
    fn each_lap_is_a_call_deeper() {
        let (_, depths, laps) =
            super::depth::depths(|| relay(ayoayo::board::OPENING, 0, 0));
        assert!(
            laps == 4 && depths == 4,
            "\n\nThe relay from pit 0 of the opening sowed {laps} laps at \
             {depths} depth(s) of the stack. A recursion sows each \
             lap one call deeper than the last; a loop sows them all from \
             the same place. This exercise asks for a recursion: `relay` \
             sows one lap, then calls itself for the rest of the relay. See \
             book/src/part3/relay-sowing.md.\n"
        );
    }

    #[test]
    fn every_relay_that_ends_follows_the_rules() {
        for position in random_positions(2019, 100) {
            let board = position.board();
            for pit in (0..12).filter(|&pit| board[pit] > 0) {
                // Only relays that end, and not too deep for the stack.
                let rules_laps = match relay_length(board, pit) {
                    Ok(Some(laps)) if laps <= 1_000 => laps,
                    _ => continue,
                };
                let (rules_after, rules_end) =
                    injected::relay_sow(board, pit, relay_length)
                        .expect("a relay that ends");
                let (after, end, laps) = relay(board, pit, pit);
                assert_eq!(
                    (Rows(after), end, u64::from(laps)),
                    (Rows(rules_after), rules_end, rules_laps),
                    "the relay from pit {pit} of {:?}",
                    Rows(board)
                );
            }
        }
    }
}
