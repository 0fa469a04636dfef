//! What the tests share: one seeded random number generator, one way to
//! reach random positions of real games, and one slow, obviously correct
//! relay to check the fast ones against.
//!
//! Each test file includes it with `mod support;`; not every file uses every
//! helper.
#![allow(dead_code)]

use std::collections::HashSet;

use ayoayo::board::{Board, Pit, PITS};
use ayoayo::engine::Position;
use proptest::prelude::*;

/// The tests' random number generator, seeded so that every run of a test
/// plays the same games.
pub fn rng(seed: u64) -> fastrand::Rng {
    fastrand::Rng::with_seed(seed)
}

/// The position after `plies` random permissible moves from the opening:
/// the library's, which the workshop's exercises are graded on too.
pub use ayoayo::conformance::random_game;

/// Positions reached by up to 80 random permissible moves from the opening.
pub fn reachable() -> impl Strategy<Value = Position> {
    (any::<u64>(), 0usize..80)
        .prop_map(|(seed, plies)| random_game(seed, plies))
}

/// Boards of at most `max` stones in all, not necessarily reachable.
pub fn small_board(max: u32) -> impl Strategy<Value = Board> {
    proptest::array::uniform12(0u8..=20).prop_map(move |mut b| {
        let mut sum: u32 = b.iter().map(|&s| u32::from(s)).sum();
        let mut i = 0;
        while sum > max {
            if b[i % PITS] > 0 {
                b[i % PITS] -= 1;
                sum -= 1;
            }
            i += 1;
        }
        b
    })
}

/// What the slow relay found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relay {
    /// The relay ends: the board afterwards and the pit it ended in.
    Ends(Board, Pit),
    /// The relay came back to a state it had been in: it never ends.
    Endless,
    /// It ran longer than a test should wait.
    GaveUp,
}

/// Relay sowing from a non-empty `start`, one stone at a time, remembering
/// every state it has seen: the oracle the fast relays are checked against.
pub fn relay_oracle(board: Board, start: Pit) -> Relay {
    let mut board = board;
    let mut seen = HashSet::new();
    let mut from = start;
    loop {
        if !seen.insert((board, from)) {
            return Relay::Endless;
        }
        if seen.len() > 200_000 {
            return Relay::GaveUp;
        }
        let mut hand = board[from];
        board[from] = 0;
        let mut pit = from;
        while hand > 0 {
            pit = (pit + 1) % PITS;
            if pit != start {
                board[pit] += 1;
                hand -= 1;
            }
        }
        if board[pit] == 1 {
            return Relay::Ends(board, pit);
        }
        from = pit;
    }
}
