//! The iterative stage: iteration (Part V).
//!
//! The same rules as the recursive stage, refactored back into loops. The
//! functions keep the decoupled shape that linear recursion forced on them:
//! a board comes in by value and a new board goes out, so a caller never sees
//! a change it did not ask for. Inside, each function mutates only its own
//! local copy, which no one else can observe.
//!
//! It depends only on the vocabulary ([`crate::board`]). The engine
//! borrows its `winner`, `has_stones` and `handle_game_end`, and relays on
//! a packed board of its own.

use crate::board::{
    check_board, check_pit, next_pit, opposite, total_stones, Board, Error,
    Outcome, Pit, Player, Score, Stones, PITS,
};

/// Scoops every stone out of `pit`: the board with that pit emptied, and the
/// stones now in hand.
pub fn scoop(board: Board, pit: Pit) -> Result<(Board, Stones), Error> {
    let pit = check_pit(pit)?;
    let mut after = board;
    let in_hand = after[pit];
    after[pit] = 0;
    Ok((after, in_hand))
}

/// Drops `stones` one at a time into the pits from `current` on, never into
/// `skip`: the board afterwards and the pit where the last stone fell.
pub fn distribute(
    board: Board,
    skip: Pit,
    current: Pit,
    stones: Stones,
) -> Result<(Board, Pit), Error> {
    let skip = check_pit(skip)?;
    let current = check_pit(current)?;
    if stones == 0 {
        return Err(Error::EmptyHand);
    }
    check_board(&board, stones)?;
    let mut after = board;
    let last = drop_stones(&mut after, skip, current, stones);
    Ok((after, last))
}

/// Sows the stones of `from`, skipping `skip`: the board afterwards and the
/// pit where the last stone fell.
pub fn sow(board: Board, skip: Pit, from: Pit) -> Result<(Board, Pit), Error> {
    let skip = check_pit(skip)?;
    let (after, in_hand) = scoop(board, from)?;
    if in_hand == 0 {
        return Err(Error::EmptyPit { pit: from });
    }
    distribute(after, skip, next_pit(from), in_hand)
}

/// Drops `stones > 0` stones from `current` on, skipping `skip`: the pit
/// where the last one fell. The callers have checked every argument.
///
/// Every full round of eleven stones puts one stone in each pit but `skip`,
/// so those rounds are added at once and only the remainder is walked.
fn drop_stones(
    board: &mut Board,
    skip: Pit,
    current: Pit,
    stones: Stones,
) -> Pit {
    let rounds = stones / (PITS as Stones - 1);
    let mut in_hand = stones % (PITS as Stones - 1);
    let mut current = if current == skip {
        next_pit(current)
    } else {
        current
    };
    if rounds > 0 {
        for (pit, count) in board.iter_mut().enumerate() {
            if pit != skip {
                *count += rounds;
            }
        }
        if in_hand == 0 {
            // The last stone of the last round fell in the pit before
            // `current` (stepping back over `skip`).
            let mut last = (current + PITS - 1) % PITS;
            if last == skip {
                last = (last + PITS - 1) % PITS;
            }
            return last;
        }
    }
    loop {
        board[current] += 1;
        in_hand -= 1;
        if in_hand == 0 {
            return current;
        }
        current = next_pit(current);
        if current == skip {
            current = next_pit(current);
        }
    }
}

// ANCHOR: relay_sow
/// Relay sowing from `start`: sow, and while the last stone lands in a pit
/// that already held stones, sow again from there. Returns the board and the
/// pit where the move ended, or [`Error::Endless`] if it never ends.
///
/// A relay is a walk through states (the board, and the pit to sow next),
/// each fixed by the one before, so a relay that never ends must come back
/// to a state it has been in. Two saved states catch that: the state after
/// the first lap, and a saved state that jumps forward to the current state
/// after 1, 2, 4, 8, ... laps (Brent's algorithm), which catches a cycle
/// wherever it starts.
/// No number of laps is ever taken to mean "endless".
pub fn relay_sow(board: Board, start: Pit) -> Result<(Board, Pit), Error> {
    check_board(&board, 0)?;
    let (mut board, mut end) = sow(board, start, start)?;
    let first = (board, end);
    let mut tortoise = first;
    let (mut power, mut laps) = (1u64, 0u64);
    while board[end] > 1 {
        (board, end) = sow(board, start, end)?;
        if (board, end) == first || (board, end) == tortoise {
            return Err(Error::Endless { pit: start });
        }
        laps += 1;
        if laps == power {
            tortoise = (board, end);
            power *= 2;
            laps = 0;
        }
    }
    Ok((board, end))
}
// ANCHOR_END: relay_sow

/// The stones captured when a move that started at `start` ends at `end`:
/// everything in the pit opposite `end`, if `end` is on the mover's row.
pub fn captured_stones(
    board: Board,
    start: Pit,
    end: Pit,
) -> Result<(Board, u32), Error> {
    let start = check_pit(start)?;
    let end = check_pit(end)?;
    let mut after = board;
    let mut captured = 0;
    if Player::owner_of(start) == Player::owner_of(end) {
        let across = opposite(end);
        captured = u32::from(after[across]);
        after[across] = 0;
    }
    Ok((after, captured))
}

/// Adds the stones captured by a move from `start` ending at `end` to the
/// mover's score. Returns a new score; the caller's is untouched.
pub fn handle_captures(
    board: Board,
    score: Score,
    start: Pit,
    end: Pit,
) -> Result<(Board, Score), Error> {
    let (after, captured) = captured_stones(board, start, end)?;
    let mover =
        Player::owner_of(start).ok_or(Error::PitOutOfRange { pit: start })?;
    let mut new_score = score;
    new_score[mover.index()] += captured;
    Ok((after, new_score))
}

/// Ends the game if the opponent of `mover` has no stones left on their row:
/// the mover then captures every stone still on the board. Returns the board,
/// the score, and whether the game is over.
pub fn handle_game_end(
    board: Board,
    score: Score,
    mover: Player,
) -> (Board, Score, bool) {
    if has_stones(&board, mover.other()) {
        (board, score, false)
    } else {
        let mut new_score = score;
        new_score[mover.index()] += total_stones(&board);
        ([0; PITS], new_score, true)
    }
}

/// A whole move: relay sowing from `start`, the capture, and the end of the
/// game if the opponent's row is now empty. Returns the board, the score and
/// whether the game is over.
pub fn sow_and_capture(
    board: Board,
    score: Score,
    start: Pit,
) -> Result<(Board, Score, bool), Error> {
    let mover = Player::owner_of(check_pit(start)?)
        .ok_or(Error::PitOutOfRange { pit: start })?;
    let (after_sowing, end) = relay_sow(board, start)?;
    let (after_capture, score) =
        handle_captures(after_sowing, score, start, end)?;
    Ok(handle_game_end(after_capture, score, mover))
}

/// The pits of `player`'s row that hold stones, in order.
pub fn possible_moves(board: Board, player: Player) -> Vec<Pit> {
    player.row().filter(|&pit| board[pit] > 0).collect()
}

/// Whether `player` has at least one stone on their row.
pub fn has_stones(board: &Board, player: Player) -> bool {
    player.row().any(|pit| board[pit] > 0)
}

/// The moves `player` may make: the possible moves whose relay ends, narrowed
/// by the feeding rule when the opponent's row is empty.
pub fn permissible_moves(
    board: Board,
    player: Player,
) -> Result<Vec<Pit>, Error> {
    check_board(&board, 0)?;
    let mut ending = Vec::new();
    let mut feeding = Vec::new();
    for pit in possible_moves(board, player) {
        match sow_and_capture(board, [0, 0], pit) {
            Ok((after, _, _)) => {
                ending.push(pit);
                if has_stones(&after, player.other()) {
                    feeding.push(pit);
                }
            }
            Err(Error::Endless { .. }) => {}
            Err(other) => return Err(other),
        }
    }
    if has_stones(&board, player.other()) || feeding.is_empty() {
        Ok(ending)
    } else {
        Ok(feeding)
    }
}

/// Who won, given the final score.
pub fn winner(score: Score) -> Outcome {
    match score[0].cmp(&score[1]) {
        std::cmp::Ordering::Greater => Outcome::Winner(Player::Zero),
        std::cmp::Ordering::Less => Outcome::Winner(Player::One),
        std::cmp::Ordering::Equal => Outcome::Tie,
    }
}
