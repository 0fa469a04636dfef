//! Tests of the global-state stage (Part II), some of them shown in the book.

use ayoayo::board::{Error, OPENING};
use ayoayo::conformance::fresh_board;
use ayoayo::stages::global_state::*;
use pretty_assertions::assert_eq;

#[test]
// ANCHOR: worked_example
fn relaying_by_hand() {
    let _board = fresh_board();

    assert_eq!(sow(0, 0), Ok(4));
    assert_eq!(game_pits(), [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);

    // Pit 4 now holds five stones: it was not empty, so keep sowing.
    assert_eq!(sow(0, 4), Ok(9));
    assert_eq!(sow(0, 9), Ok(3));
    assert_eq!(sow(0, 3), Ok(9));

    // One stone in pit 9: it was empty, so the relay is over.
    assert_eq!(game_pits(), [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5]);
}
// ANCHOR_END: worked_example

#[test]
// ANCHOR: sow_again
fn sowing_again_without_a_reset() {
    let _board = fresh_board();
    assert_eq!(sow(0, 0), Ok(4));

    // Same call, same arguments, different answer: pit 0 is empty now.
    assert_eq!(sow(0, 0), Err(Error::EmptyPit { pit: 0 }));
}
// ANCHOR_END: sow_again

/// Coupling's opening question, as a test: the order of two calls changes
/// where the second ends and the board they leave.
#[test]
fn the_order_of_calls_matters() {
    let _board = fresh_board();
    assert_eq!(sow(0, 4), Ok(8));
    assert_eq!(sow(0, 0), Ok(4));
    let one_order = game_pits();

    reset(OPENING).unwrap();
    assert_eq!(sow(0, 0), Ok(4));
    assert_eq!(sow(0, 4), Ok(9));
    let other_order = game_pits();

    assert_ne!(one_order, other_order);
}

#[test]
// ANCHOR: interleaved
fn what_a_reset_from_another_test_does() {
    let _board = fresh_board();

    // The worked example's first two laps...
    assert_eq!(sow(0, 0), Ok(4));
    assert_eq!(sow(0, 4), Ok(9));

    // ...then another test, on another thread, starts by resetting
    // the board...
    reset(OPENING).unwrap();

    // ...and the third lap lands somewhere else entirely.
    assert_eq!(sow(0, 9), Ok(2));
}
// ANCHOR_END: interleaved

#[test]
fn bad_pits_get_errors() {
    let _board = fresh_board();
    assert_eq!(scoop(12), Err(Error::PitOutOfRange { pit: 12 }));
    assert_eq!(distribute(0, 1, 0), Err(Error::EmptyHand));
    // Stones in a hand that no pit gave up would make more than a game has.
    assert_eq!(
        distribute(0, 1, 200),
        Err(Error::TooManyStones { stones: 248 })
    );
    assert_eq!(game_pits(), OPENING, "a refused hand drops nothing");
    assert_eq!(sow(13, 0), Err(Error::PitOutOfRange { pit: 13 }));
    assert!(reset([200; 12]).is_err());
    assert_eq!(game_pits(), OPENING, "a refused reset changes nothing");
}
