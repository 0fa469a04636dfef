//! Draft three of `distribute`: what is left of the hand is the same
//! problem, so the draft calls itself. It checks nothing it is given; the
//! stage's `distribute` does.

use super::*;

// ANCHOR: draft_the_rest
/// Places one stone, then hands the rest of the hand to itself.
pub fn distribute(
    skip_pit: Pit,
    current_pit: Pit,
    stones_in_hand: Stones,
) -> Pit {
    let mut current_pit = current_pit;
    if current_pit == skip_pit {
        current_pit = next_pit(current_pit);
    }

    GAME_PITS.lock().unwrap()[current_pit] += 1;
    let stones_in_hand = stones_in_hand - 1;

    if stones_in_hand == 0 {
        current_pit
    } else {
        distribute(skip_pit, next_pit(current_pit), stones_in_hand)
    }
}
// ANCHOR_END: draft_the_rest
