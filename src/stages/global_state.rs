//! The global stage: mutable global state.
//!
//! One board for the whole program, which every function reads and writes.
//! This is the essay's first version, in Rust. Rust does not let a plain
//! `static` change, so the board sits in a `Mutex`: every access says, in the
//! code, that it touches something shared.
//!
//! These functions are coupled to the global and, through it, to each other
//! and to themselves. The book shows what that costs.

use std::sync::{Mutex, MutexGuard};

use crate::board::{
    check_board, check_pit, next_pit, Board, Error, Pit, Stones, OPENING,
};

// The essay's drafts, compiled with the book's listings that show them
// and no part of the library a user gets.
#[cfg(feature = "listings")]
pub mod drafts;

// ANCHOR: game_pits
/// The one board of the game, shared by every function of this stage.
pub static GAME_PITS: Mutex<Board> = Mutex::new(OPENING);
// ANCHOR_END: game_pits

// ANCHOR: pits
/// The board, locked for as long as the returned guard lives.
pub fn pits() -> MutexGuard<'static, Board> {
    // A thread that panicked while holding the lock "poisons" it; the board
    // itself is still a board, so carry on with it.
    GAME_PITS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
// ANCHOR_END: pits

/// A copy of the global board as it is now.
pub fn game_pits() -> Board {
    *pits()
}

/// Puts `board` on the global board (for a new game, or a test).
pub fn reset(board: Board) -> Result<(), Error> {
    check_board(&board, 0)?;
    *pits() = board;
    Ok(())
}

// ANCHOR: scoop
/// Takes every stone out of `from_pit` of the global board.
pub fn scoop(from_pit: Pit) -> Result<Stones, Error> {
    let from_pit = check_pit(from_pit)?;
    let mut pits = pits();
    let stones_in_hand = pits[from_pit];
    pits[from_pit] = 0;
    Ok(stones_in_hand)
}
// ANCHOR_END: scoop

// ANCHOR: distribute
/// Drops the stones in hand one at a time from `current_pit` on, never into
/// `skip_pit`; the pit where the last one fell.
pub fn distribute(
    skip_pit: Pit,
    current_pit: Pit,
    stones_in_hand: Stones,
) -> Result<Pit, Error> {
    let skip_pit = check_pit(skip_pit)?;
    let mut current_pit = check_pit(current_pit)?;
    if stones_in_hand == 0 {
        return Err(Error::EmptyHand);
    }
    check_board(&pits(), stones_in_hand)?;

    if current_pit == skip_pit {
        current_pit = next_pit(current_pit);
    }

    pits()[current_pit] += 1; // the lock is released at the end of this line
    let stones_in_hand = stones_in_hand - 1;

    if stones_in_hand == 0 {
        Ok(current_pit)
    } else {
        distribute(skip_pit, next_pit(current_pit), stones_in_hand)
    }
}
// ANCHOR_END: distribute

// ANCHOR: sow
/// Sows the stones of `from_pit`, skipping `skip_pit`; the pit where the
/// last stone fell.
pub fn sow(skip_pit: Pit, from_pit: Pit) -> Result<Pit, Error> {
    let skip_pit = check_pit(skip_pit)?; // before anything changes
    let stones_in_hand = scoop(from_pit)?;
    if stones_in_hand == 0 {
        return Err(Error::EmptyPit { pit: from_pit });
    }
    distribute(skip_pit, next_pit(from_pit), stones_in_hand)
}
// ANCHOR_END: sow
