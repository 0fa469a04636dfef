//! The engine: the complete rules, fast, that the game layer, the command
//! line and the tests rely on.
//!
//! It keeps the iterative stage's rules ([`crate::stages::iterative`] ends its
//! games) and adds what a game needs:
//!
//! - a [`Position`] (board, scores, player to move) that can only be built
//!   valid, and plays a move with every rule checked;
//! - move generation ([`move_options`]): every pit of a row played once,
//!   and the feeding rule applied to the results;
//! - relay sowing with exact cycle detection ([`relay_length`], [`trace`])
//!   and a [`RelayMemo`] of how long relays ended, on a packed board built for
//!   speed (the board and the relay's walker are in `internals`);
//! - one [`trace`] of a move, lap by lap and stone by stone, for
//!   everything that shows or replays one.
//!
//! On top of those sits [`perft()`], which counts move sequences to check
//! and time the rest. The game layer is built on the engine.

pub(crate) mod moves;
pub(crate) mod packed;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod relay;
pub(crate) mod trace;

pub use moves::{move_options, MoveOptions};
pub use perft::perft;
pub use position::{BadPosition, Position};
pub use relay::{relay_length, RelayMemo};
pub use trace::{trace, Ending, Event, Frame, Lap, Trace, MAX_TRACED_LAPS};

/// The engine's inner workings, which the book's appendix shows, the tests
/// check and the benchmarks time (the `internals` feature, which `listings`
/// and the benchmarks' package turn on): the packed board, the relay's
/// walker, the move generator with the relay loop plugged in, and how
/// `perft` puts long relays aside to walk them side by side.
#[cfg(feature = "internals")]
pub mod internals {
    pub use super::moves::move_options_with;
    pub use super::packed::Packed;
    pub use super::perft::{finish_all, Deferring, Until};
    pub use super::relay::{
        relay_in_place, Fate, Walk, FIRST_GAP, LONG_RELAY_LAPS,
    };

    use crate::board::{Board, Score};

    /// The position that `position`'s player to move leaves behind with
    /// this board and score, unchecked: for move generators, which only
    /// make boards the rules allow.
    pub fn after_move(
        position: &super::Position,
        board: Board,
        score: Score,
    ) -> super::Position {
        position.after_move(board, score)
    }
}
