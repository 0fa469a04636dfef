//! Draft one of `distribute`: place a stone in the current pit (skipping
//! the skip pit), then stop and wonder.

use super::*;

// ANCHOR: draft_place_a_stone
/// Places one stone, then stops at the question the essay asks.
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
    let _stones_in_hand = stones_in_hand - 1;

    todo!("and now what?")
}
// ANCHOR_END: draft_place_a_stone
