//! The game layer (Part VI): the rules turned into a game people and
//! programs can play.
//!
//! The design follows a post on game logic for Tribolo (the book's seed
//! `004`): a [`Turn`] is a position together with the transitions it allows,
//! computed once; a [`Transition`] is a move as data; a [`Game`] is the
//! succession of turns, with undo and redo. On top of those sit the players
//! ([`players`]) and the opponent's search ([`search`]). Randomness is always
//! passed in as a seeded generator, never global, so every game is
//! reproducible.

pub mod history;
pub mod players;
pub mod search;
pub mod turn;

pub use crate::engine::trace::Lap;
/// The seeded random number generator players draw from (`fastrand`'s).
pub use fastrand::Rng;
pub use history::{Game, REPETITIONS};
pub use players::{play_match, MatchGame, Opponent, Spec};
pub use search::{Limit, Search};
pub use turn::{Transition, Turn};
