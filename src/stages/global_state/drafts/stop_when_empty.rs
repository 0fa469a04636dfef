//! Draft two of `distribute`: when the hand is empty, the job is done.

use super::*;

// ANCHOR: draft_stop_when_empty
/// Places one stone; answers the pit if that was the last.
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
        todo!("what goes here?")
    }
}
// ANCHOR_END: draft_stop_when_empty
