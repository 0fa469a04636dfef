//! The drafts of `distribute` that the essay writes on its way to the
//! recursive version, each a real function. The gaps it leaves ("now what?")
//! are `todo!()`: calling a draft past its gap panics, and says so.

use crate::board::{next_pit, Pit, Stones};

use super::GAME_PITS;

/// Draft one: place a stone in the current pit (skipping the skip pit), then
/// stop and wonder.
pub mod place_a_stone;

/// Draft two: when the hand is empty, the job is done.
pub mod stop_when_empty;

/// Draft three: what is left of the hand is the same problem, so the draft
/// calls itself. It checks nothing it is given; the stage's `distribute`
/// does.
pub mod the_rest;
