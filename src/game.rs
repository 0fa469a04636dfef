//! The game layer (Part VI): the rules turned into a game people and
//! programs can play.
//!
//! The design follows a post on building the logic of a board game,
//! Tribolo, in ClojureScript: a [`Turn`] is a position together with the
//! transitions it allows, computed once; a [`Transition`] is a move as
//! data; a [`Game`] is the succession of turns, with undo and redo. On top of those sit the players
//! ([`Computer`], [`play_match`]) and the opponent's search ([`Search`]).
//! Randomness is always passed in as a seeded generator, never global, so
//! every game is reproducible.

pub(crate) mod history;
pub(crate) mod players;
pub(crate) mod search;
pub(crate) mod tuned;
pub(crate) mod turn;

/// The seeded random number generator players draw from (`fastrand`'s).
pub use fastrand::Rng;
pub use history::Game;
pub use players::DEFAULT_TIME;
/// What the tooling that rates the match openings needs (`internals`).
#[cfg(feature = "internals")]
pub use players::{opening_value, play_games, OPENING_BALANCE, OPENING_DEPTH};
pub use players::{
    play_match, Computer, MatchGame, NotAStrategy, Strategy, OPENINGS,
};
pub use search::{
    alpha_beta, evaluate, minimax, CallWatcher, Choice, Limit, Search, Weights,
    CLOCK_EVERY, WIN,
};
pub use turn::{Transition, Turn};
