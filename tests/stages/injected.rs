//! Tests of the injected stage (Part III), some of them shown in the book.

use ayoayo::board::{Board, Error, OPENING};
use ayoayo::engine::relay_length;
use ayoayo::stages::injected::*;
use pretty_assertions::assert_eq;

// ANCHOR: four_calls
fn first_lap() {
    assert_eq!(
        sow(OPENING, 0, 0),
        Ok(([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4))
    );
}

fn second_lap() {
    let before = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
    assert_eq!(
        sow(before, 0, 4),
        Ok(([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 9))
    );
}

fn third_lap() {
    let before = [0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4];
    assert_eq!(
        sow(before, 0, 9),
        Ok(([0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5], 3))
    );
}

fn fourth_lap() {
    let before = [0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5];
    assert_eq!(
        sow(before, 0, 3),
        Ok(([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9))
    );
}
// ANCHOR_END: four_calls

/// The four laps Part III shows, each from the board it is handed, and
/// each asserting the board it leaves. They run out of order, last lap
/// first, as the listing's hidden `main` also runs them in an order of its
/// own: with boards passed in, nothing one lap does can reach another.
#[test]
fn the_four_laps_of_part_iii() {
    fourth_lap();
    second_lap();
    first_lap();
    third_lap();
}

#[test]
// ANCHOR: threading
fn one_evolving_board() {
    let game_pits = OPENING;
    let start_pit = 0;

    let (game_pits, last_pit) = sow(game_pits, start_pit, start_pit).unwrap();
    let (game_pits, last_pit) = sow(game_pits, start_pit, last_pit).unwrap();
    let (game_pits, last_pit) = sow(game_pits, start_pit, last_pit).unwrap();
    let (game_pits, last_pit) = sow(game_pits, start_pit, last_pit).unwrap();

    assert_eq!(game_pits[last_pit], 1);
    assert_eq!(game_pits, [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5]);
}
// ANCHOR_END: threading

// ANCHOR: rotation
/// `board` turned `k` pits counter-clockwise.
fn rotated(board: Board, k: usize) -> Board {
    let mut turned = [0; 12];
    for (pit, &stones) in board.iter().enumerate() {
        turned[(pit + k) % 12] = stones;
    }
    turned
}

fn every_start_is_a_rotation_of_pit_0() {
    let (after_0, end_0) = relay_sow(OPENING, 0, relay_length).unwrap();
    for k in 0..12 {
        assert_eq!(
            relay_sow(OPENING, k, relay_length),
            Ok((rotated(after_0, k), (end_0 + k) % 12))
        );
    }
    // So the move from pit 3 ends in pit (9 + 3) % 12 = 0: on its own row.
    assert_eq!(
        relay_sow(OPENING, 3, relay_length).map(|(_, end)| end),
        Ok(0)
    );
}
// ANCHOR_END: rotation

/// Part III's rotation argument, shown in the book as a function, run
/// here as a test.
#[test]
fn the_opening_is_symmetric() {
    every_start_is_a_rotation_of_pit_0();
}

#[test]
// ANCHOR: capture_from_3
fn a_move_that_captures() {
    let (after_sowing, end_pit) = relay_sow(OPENING, 3, relay_length).unwrap();
    assert_eq!(after_sowing, [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6]);
    assert_eq!(end_pit, 0);

    let (after_capture, captured) =
        captured_stones(after_sowing, 3, end_pit).unwrap();
    assert_eq!(after_capture, [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]);
    assert_eq!(captured, 6);

    let score = [0, 0];
    assert_eq!(
        sow_and_capture(OPENING, score, 3, relay_length),
        Ok((after_capture, [6, 0]))
    );
    assert_eq!(score, [0, 0]); // the caller's score is as it was
}
// ANCHOR_END: capture_from_3

#[test]
fn bad_input_gets_errors() {
    assert_eq!(scoop(OPENING, 12), Err(Error::PitOutOfRange { pit: 12 }));
    assert_eq!(distribute(OPENING, 0, 1, 0), Err(Error::EmptyHand));
    assert_eq!(sow([0; 12], 0, 0), Err(Error::EmptyPit { pit: 0 }));
    assert_eq!(sow(OPENING, 12, 0), Err(Error::PitOutOfRange { pit: 12 }));
    assert_eq!(
        relay_sow(OPENING, 99, relay_length),
        Err(Error::PitOutOfRange { pit: 99 })
    );
    assert_eq!(
        relay_sow([1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1], 0, relay_length),
        Err(Error::Endless { pit: 0 })
    );
    assert_eq!(
        captured_stones(OPENING, 0, 12),
        Err(Error::PitOutOfRange { pit: 12 })
    );
    assert!(matches!(
        distribute([255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 1, 1),
        Err(Error::TooManyStones { .. })
    ));
}

/// Set in the copy of this test program that
/// `the_recursive_lap_limit_fits_a_test_threads_stack` starts.
const SMALL_STACK_CHILD: &str = "AYOAYO_SMALL_STACK_CHILD";

#[test]
fn the_recursive_lap_limit_fits_a_test_threads_stack() {
    // The longest legal relay known, 384 laps, recursed on a stack cut
    // down from a spawned thread's 2 MiB as 384 is to MAX_RECURSIVE_LAPS:
    // if it fits, a relay at the limit fits the whole stack. An overflow
    // aborts the process, so a copy of this program runs it.
    const THREAD_STACK: usize = 2 << 20;
    let (position, pit) = crate::support::long_relay();
    let board = position.board();
    let laps = relay_length(board, pit).unwrap().unwrap();
    assert_eq!(laps, 384, "the long relay moved");
    let stack = THREAD_STACK * laps as usize / MAX_RECURSIVE_LAPS as usize;
    if std::env::var_os(SMALL_STACK_CHILD).is_some() {
        let sown = std::thread::Builder::new()
            .stack_size(stack)
            .spawn(move || relay_sow(board, pit, relay_length))
            .unwrap()
            .join()
            .unwrap();
        assert!(sown.is_ok(), "{sown:?}");
        return;
    }
    let copy = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "stages::injected::the_recursive_lap_limit_fits_a_test_threads_stack",
            "--test-threads=1",
        ])
        .env(SMALL_STACK_CHILD, "1")
        .output()
        .unwrap();
    assert!(
        copy.status.success(),
        "384 laps overflowed {stack} bytes of stack, so {MAX_RECURSIVE_LAPS} \
         would overflow a thread's {THREAD_STACK}:\n{}",
        String::from_utf8_lossy(&copy.stderr)
    );
    let said = String::from_utf8_lossy(&copy.stdout);
    assert!(said.contains("1 passed"), "the copy ran no test:\n{said}");
}
