//! Written by `cargo xtask tune`, whole: do not edit. What self-play
//! found: the opponent's weights (every trial is recorded beside the
//! book's data) and the openings every match starts from. A test
//! fails when this file is not what the tooling writes.

use crate::board::Pit;
use crate::game::search::Weights;

// ANCHOR: tuned
impl Weights {
    /// The weights `cargo xtask tune` found by self-play, which
    /// records every trial beside the book's other data.
    pub const TUNED: Weights = Weights {
        captured: 100,
        on_row: 0,
        mobility: 40,
        targets: -10,
        relays: 40,
        must_feed: 0,
    };
}
// ANCHOR_END: tuned

/// The starts of match games: every three moves from the opening after
/// which a search on the score alone, `OPENING_DEPTH` plies ahead, finds
/// the game within `OPENING_BALANCE` stones of even.
/// A random start is often lost for one side whatever it plays next,
/// and played from both seats such a game says nothing about who plays
/// better; these are not.
#[rustfmt::skip]
pub const OPENINGS: [[Pit; 3]; 38] = [
    [0, 6, 2], [0, 7, 1], [0, 8, 1], [0, 8, 2], [0, 9, 5], [0, 10, 3],
    [0, 10, 4], [0, 10, 5], [1, 6, 4], [1, 7, 1], [1, 7, 3], [1, 11, 3],
    [1, 11, 5], [2, 6, 4], [2, 7, 0], [2, 7, 2], [2, 7, 4], [2, 8, 4],
    [2, 10, 0], [2, 10, 4], [2, 11, 0], [3, 7, 0], [3, 7, 2], [3, 7, 4],
    [3, 9, 3], [3, 9, 4], [3, 9, 5], [4, 6, 0], [4, 6, 2], [4, 8, 3],
    [4, 9, 2], [4, 11, 0], [5, 6, 5], [5, 10, 2], [5, 11, 1], [5, 11, 2],
    [5, 11, 4], [5, 11, 5],
];
