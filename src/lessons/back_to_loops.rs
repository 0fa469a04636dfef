//! Back to loops: the refactorings of Part V, one compiled step at a time.
//!
//! Each linear recursion of Parts III and IV goes through the same steps:
//! first into accumulator-passing form (the recursive call is the last thing
//! the function does, and the answer so far travels as an argument), then
//! into a loop (each argument becomes a variable, the call becomes an
//! update), and where it reads well, into iterator adaptors. The last step
//! of each is what the iterative stage, `src/stages/iterative.rs`, does.

use std::io;
use std::process::Output;
use std::time::Duration;

use crate::board::{
    check_board, check_pit, next_pit, Board, Error, Outcome, Pit, Player,
    Score, Stones,
};
use crate::lessons::endless::in_a_child;
use crate::stages::iterative;

// ANCHOR: tangled
/// Permissible moves as one loop, the way they might be written first. The
/// loop reads a flag set before it, fills two lists at once, skips ahead
/// with `continue`, and the code after it picks between the lists.
pub fn permissible_moves_in_one_loop(board: Board, player: Player) -> Vec<Pit> {
    let other_row_was_empty = !player.other().row().any(|pit| board[pit] > 0);
    let mut ending = Vec::new();
    let mut feeding = Vec::new();
    for pit in player.row() {
        if board[pit] == 0 {
            continue;
        }
        let Ok((after, _, _)) = iterative::sow_and_capture(board, [0, 0], pit)
        else {
            continue; // the relay never ends
        };
        ending.push(pit);
        if other_row_was_empty && player.other().row().any(|p| after[p] > 0) {
            feeding.push(pit);
        }
    }
    if other_row_was_empty && !feeding.is_empty() {
        feeding
    } else {
        ending
    }
}
// ANCHOR_END: tangled

// ANCHOR: count_accumulator
/// Step 1: accumulator-passing. `so_far` carries the stones counted so far.
pub fn count_stones_passing(board: &Board, pits: &[Pit], so_far: u32) -> u32 {
    match pits {
        [] => so_far,
        [first, rest @ ..] => {
            count_stones_passing(board, rest, so_far + u32::from(board[*first]))
        }
    }
}
// ANCHOR_END: count_accumulator

// ANCHOR: count_loop
/// Step 2: the loop. Each parameter becomes a variable; the recursive call
/// becomes "update the variables and go round again".
pub fn count_stones_looping(board: &Board, pits: &[Pit]) -> u32 {
    let mut pits = pits;
    let mut so_far = 0;
    while let [first, rest @ ..] = pits {
        so_far += u32::from(board[*first]);
        pits = rest;
    }
    so_far
}
// ANCHOR_END: count_loop

// ANCHOR: count_iterator
/// Step 3: an iterator. "Go through the pits, adding up their stones" is
/// exactly what `map` and `sum` say.
pub fn count_stones_summing(board: &Board, pits: &[Pit]) -> u32 {
    pits.iter().map(|&pit| u32::from(board[pit])).sum()
}
// ANCHOR_END: count_iterator

// ANCHOR: possible_iterator
/// And as an iterator: keep the pits that hold stones.
pub fn possible_moves_filtering(board: &Board, player: Player) -> Vec<Pit> {
    player.row().filter(|&pit| board[pit] > 0).collect()
}
// ANCHOR_END: possible_iterator

/// `one_at_a_time` was already tail-recursive: it goes straight to a loop.
pub fn who_won_one_at_a_time_looping(score: Score) -> Outcome {
    let (mut zero, mut one) = (score[0], score[1]);
    loop {
        match (zero, one) {
            (0, 0) => return Outcome::Tie,
            (0, _) => return Outcome::Winner(Player::One),
            (_, 0) => return Outcome::Winner(Player::Zero),
            _ => (zero, one) = (zero - 1, one - 1),
        }
    }
}

// ANCHOR: distribute_loop
/// `distribute` from Part III, as a loop: one stone per turn of the loop,
/// and the board is a local copy that only this function can see. Its
/// checks run once, before the loop.
pub fn distribute_looping(
    before: Board,
    skip_pit: Pit,
    current_pit: Pit,
    stones_in_hand: Stones,
) -> Result<(Board, Pit), Error> {
    let skip_pit = check_pit(skip_pit)?;
    let mut current_pit = check_pit(current_pit)?;
    if stones_in_hand == 0 {
        return Err(Error::EmptyHand);
    }
    check_board(&before, stones_in_hand)?;
    let mut after = before;
    let mut stones_in_hand = stones_in_hand;
    loop {
        if current_pit == skip_pit {
            current_pit = next_pit(current_pit);
        }
        after[current_pit] += 1;
        stones_in_hand -= 1;
        if stones_in_hand == 0 {
            return Ok((after, current_pit));
        }
        current_pit = next_pit(current_pit);
    }
}
// ANCHOR_END: distribute_loop

// ANCHOR: stack_depth
/// The recursive count from Part IV, instrumented: it records, at the
/// deepest call, how far the stack has grown since the first.
pub fn count_stones_measuring(
    board: &Board,
    pits: &[Pit],
    top: usize,
    deepest: &mut usize,
) -> u32 {
    let here = std::hint::black_box(&pits) as *const _ as usize;
    *deepest = (*deepest).max(top.abs_diff(here));
    match pits {
        [] => 0,
        [first, rest @ ..] => {
            u32::from(board[*first])
                + count_stones_measuring(board, rest, top, deepest)
        }
    }
}

/// Counts ten million pits, a stone in each, twice: recursively in a copy
/// of this program, and then with the loop, here.
pub fn ten_million_pits() -> io::Result<(Option<Output>, u32)> {
    let board = [1; 12];
    let pits = vec![0; 10_000_000];
    let recursion = in_a_child(Duration::from_secs(60), || {
        let (top, mut deepest) = (&pits as *const _ as usize, 0);
        let total = count_stones_measuring(&board, &pits, top, &mut deepest);
        println!("{total}");
    })?;
    Ok((recursion, count_stones_looping(&board, &pits)))
}
// ANCHOR_END: stack_depth

// ANCHOR: stack_depth_others
/// The accumulator-passing count, instrumented like
/// [`count_stones_measuring`].
pub fn count_stones_passing_measuring(
    board: &Board,
    pits: &[Pit],
    so_far: u32,
    top: usize,
    deepest: &mut usize,
) -> u32 {
    let here = std::hint::black_box(&pits) as *const _ as usize;
    *deepest = (*deepest).max(top.abs_diff(here));
    match pits {
        [] => so_far,
        [first, rest @ ..] => {
            let so_far = so_far + u32::from(board[*first]);
            count_stones_passing_measuring(board, rest, so_far, top, deepest)
        }
    }
}

/// The loop, instrumented the same way: it measures on every turn.
pub fn count_stones_looping_measuring(
    board: &Board,
    pits: &[Pit],
    top: usize,
    deepest: &mut usize,
) -> u32 {
    let mut pits = pits;
    let mut so_far = 0;
    loop {
        let here = std::hint::black_box(&pits) as *const _ as usize;
        *deepest = (*deepest).max(top.abs_diff(here));
        let [first, rest @ ..] = pits else {
            return so_far;
        };
        so_far += u32::from(board[*first]);
        pits = rest;
    }
}
// ANCHOR_END: stack_depth_others
