//! The drafts of `distribute` that the essay writes on its way to the
//! recursive version, each a real function. The gaps it leaves ("now what?")
//! are `todo!()`: calling a draft past its gap panics, and says so.

use crate::board::{next_pit, Pit, Stones};

use super::GAME_PITS;

/// Draft one: place a stone in the current pit (skipping the skip pit), then
/// stop and wonder.
pub mod place_a_stone {
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
}

/// Draft two: when the hand is empty, the job is done.
pub mod stop_when_empty {
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
}
