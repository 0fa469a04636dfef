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
/// and the benchmarks' package turn on): the packed board, the relay's walker, and the move
/// generator with the relay loop plugged in.
#[cfg(feature = "internals")]
pub mod internals {
    pub use super::moves::move_options_with;
    pub use super::packed::Packed;
    pub use super::relay::{
        finish_all, relay_in_place, Fate, Until, Walk, FIRST_GAP,
        LONG_RELAY_LAPS,
    };

    use super::RelayMemo;
    use crate::board::{Board, Score};

    /// An empty memo that puts long relays it does not know aside, to be
    /// walked together by [`walk_pending`], as `perft` does. A relay put
    /// aside reads as endless until then, so moves generated meanwhile are
    /// provisional: compare [`provisional`] before and after.
    pub fn deferring_memo() -> RelayMemo {
        RelayMemo::deferring()
    }

    /// How many of `memo`'s answers so far were provisional: relays read
    /// as endless because they were waiting to be walked.
    pub fn provisional(memo: &RelayMemo) -> usize {
        memo.provisional()
    }

    /// How many long relays wait in `memo` to be walked.
    pub fn pending(memo: &RelayMemo) -> usize {
        memo.pending()
    }

    /// Walks the relays waiting in `memo` side by side, and remembers how
    /// each ended.
    pub fn walk_pending(memo: &mut RelayMemo, until: Until) {
        memo.walk_pending(until)
    }

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
