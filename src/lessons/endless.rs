//! The move that never ends: the demonstrations of Part V.
//!
//! Relay sowing, written with no defence, against a relay that cycles: the
//! recursive version runs out of stack, the loop runs forever. The book runs
//! each in a child process, so that neither takes the tests down with it.

use crate::board::{Board, Error, Pit};
use crate::engine::Position;
use crate::stages::injected::sow;
use crate::stages::iterative;

// ANCHOR: recursive_without_defence
/// Part III's relay, with nothing to stop it: one stack frame per lap.
pub fn relay_recursively(
    before: Board,
    skip_pit: Pit,
    current_pit: Pit,
) -> Result<(Board, Pit), Error> {
    let (after, last_pit) = sow(before, skip_pit, current_pit)?;
    if after[last_pit] == 1 {
        Ok((after, last_pit))
    } else {
        relay_recursively(after, skip_pit, last_pit)
    }
}
// ANCHOR_END: recursive_without_defence

// ANCHOR: loop_without_defence
/// The same relay as a loop: constant stack, and no end either.
pub fn relay_in_a_loop(
    before: Board,
    start_pit: Pit,
) -> Result<(Board, Pit), Error> {
    let (mut board, mut last_pit) = sow(before, start_pit, start_pit)?;
    while board[last_pit] > 1 {
        (board, last_pit) = sow(board, start_pit, last_pit)?;
    }
    Ok((board, last_pit))
}
// ANCHOR_END: loop_without_defence

// ANCHOR: how_often
/// How many of `games` random games (each move chosen by a small xorshift
/// generator from the permissible ones) reach a position where some possible
/// move never ends.
pub fn games_meeting_an_endless_move(games: u64) -> u64 {
    let mut met = 0;
    for seed in 0..games {
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut position = Position::opening();
        let mut seen_one = false;
        for _ply in 0..300 {
            let permissible = position.permissible_moves();
            if permissible.is_empty() {
                break;
            }
            let board = position.board();
            seen_one |= position.to_move().row().any(|pit| {
                board[pit] > 0 && iterative::relay_sow(board, pit).is_err()
            });
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let pit = permissible[(rng % permissible.len() as u64) as usize];
            position = match position.play(pit) {
                Ok(next) => next,
                Err(_) => break,
            };
        }
        met += u64::from(seen_one);
    }
    met
}
// ANCHOR_END: how_often
