//! The drafts of `distribute` that the essay writes on its way to the
//! recursive version, each a real function. The gaps it leaves ("now what?")
//! are `todo!()`: calling a draft past its gap panics, and says so.

use crate::board::{next_pit, Pit, Stones};

use super::GAME_PITS;

pub mod place_a_stone;
pub mod stop_when_empty;
pub mod the_rest;
