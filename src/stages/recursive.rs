//! The recursive stage: linear recursion.
//!
//! The rest of the rules (which moves are possible and permissible, when the
//! game ends, who won) written as functions that take the first thing, deal
//! with it, and call themselves at most once for the rest. Lists are slices,
//! taken apart with the pattern `[first, rest @ ..]`, which borrows the rest
//! instead of copying it.
//!
//! Moves are sown and captured with the injected stage of Part III, and the
//! functions that sow are handed its [`RelayLength`] to pass on.

use crate::board::{
    check_board, check_pit, Board, Error, Outcome, Pit, Player, RelayLength,
    Score, PITS, ROW,
};
use crate::stages::injected;

// ANCHOR: potential_moves
/// The pits `player` owns: every move they could ever make.
pub fn potential_moves(player: Player) -> &'static [Pit] {
    match player {
        Player::Zero => &[0, 1, 2, 3, 4, 5],
        Player::One => &[6, 7, 8, 9, 10, 11],
    }
}
// ANCHOR_END: potential_moves

// ANCHOR: possible_moves
/// The moves of `moves` whose pit holds stones, in order.
pub fn possible_moves(board: &Board, moves: &[Pit]) -> Result<Vec<Pit>, Error> {
    match moves {
        [] => Ok(Vec::new()),
        [first, rest @ ..] => {
            let first = check_pit(*first)?;
            let possible_rest = possible_moves(board, rest)?;
            if board[first] > 0 {
                Ok([vec![first], possible_rest].concat())
            } else {
                Ok(possible_rest)
            }
        }
    }
}
// ANCHOR_END: possible_moves

// ANCHOR: possible_moves_copying
/// `possible_moves` as the JavaScript runs it: `[first, ...rest]` copies
/// the rest of the list into a new array at every step.
pub fn possible_moves_copying(
    board: &Board,
    moves: Vec<Pit>,
) -> Result<Vec<Pit>, Error> {
    if moves.is_empty() {
        return Ok(moves);
    }
    let first = check_pit(moves[0])?;
    let rest = moves[1..].to_vec(); // a new vector: the copy JavaScript makes
    let possible_rest = possible_moves_copying(board, rest)?;
    if board[first] > 0 {
        Ok([vec![first], possible_rest].concat())
    } else {
        Ok(possible_rest)
    }
}
// ANCHOR_END: possible_moves_copying

// ANCHOR: possible_moves_into
/// `possible_moves` building no intermediate vectors: the moves found so far
/// travel down the recursion in one vector, and come back as the answer.
pub fn possible_moves_into(
    board: &Board,
    moves: &[Pit],
    mut so_far: Vec<Pit>,
) -> Result<Vec<Pit>, Error> {
    match moves {
        [] => Ok(so_far),
        [first, rest @ ..] => {
            let first = check_pit(*first)?;
            if board[first] > 0 {
                so_far.push(first);
            }
            possible_moves_into(board, rest, so_far)
        }
    }
}
// ANCHOR_END: possible_moves_into

// ANCHOR: at_least_one_possible_move
/// Whether `player` has a stone anywhere on their row.
pub fn at_least_one_possible_move(board: &Board, player: Player) -> bool {
    fn at_least_one(board: &Board, moves: &[Pit]) -> bool {
        match moves {
            [] => false,
            [first, rest @ ..] => {
                board[*first] > 0 || at_least_one(board, rest)
            }
        }
    }

    at_least_one(board, potential_moves(player))
}
// ANCHOR_END: at_least_one_possible_move

// ANCHOR: row_cache
/// Each player's row, built once and handed out by reference (the essay's
/// "optimisation" of `potential_moves`).
pub struct RowCache {
    rows: [Vec<Pit>; 2],
}

impl RowCache {
    /// Both rows.
    pub fn new() -> RowCache {
        RowCache {
            rows: [
                potential_moves(Player::Zero).to_vec(),
                potential_moves(Player::One).to_vec(),
            ],
        }
    }

    /// `player`'s row, lent, not copied.
    pub fn row(&self, player: Player) -> &Vec<Pit> {
        &self.rows[player.index()]
    }
}
// ANCHOR_END: row_cache

impl Default for RowCache {
    fn default() -> Self {
        RowCache::new()
    }
}

// ANCHOR: consuming_helper
/// The other "optimisation": instead of taking the rest of the list, use
/// the list up, one `pop` at a time. No copies; the caller's list is gone.
pub fn at_least_one_consuming(board: &Board, moves: &mut Vec<Pit>) -> bool {
    match moves.pop() {
        None => false,
        Some(pit) => board[pit] > 0 || at_least_one_consuming(board, moves),
    }
}
// ANCHOR_END: consuming_helper

// ANCHOR: copy_once
/// Both optimisations together, safely: copy the cached row once, and let
/// the helper use up the copy, which no one else can see.
pub fn at_least_one_possible_move_cached(
    board: &Board,
    player: Player,
    cache: &RowCache,
) -> bool {
    let mut moves = cache.row(player).clone();
    at_least_one_consuming(board, &mut moves)
}
// ANCHOR_END: copy_once

// ANCHOR: moves_that_end
/// The moves of `moves` whose relay ends (the others are not permissible).
pub fn moves_that_end(
    board: &Board,
    moves: &[Pit],
    relay_length: RelayLength,
) -> Result<Vec<Pit>, Error> {
    match moves {
        [] => Ok(Vec::new()),
        [first, rest @ ..] => {
            let ending_rest = moves_that_end(board, rest, relay_length)?;
            match injected::relay_sow(*board, *first, relay_length) {
                Ok(_) => Ok([vec![*first], ending_rest].concat()),
                Err(Error::Endless { .. }) => Ok(ending_rest),
                Err(other) => Err(other),
            }
        }
    }
}
// ANCHOR_END: moves_that_end

// ANCHOR: moves_that_feed
/// The moves of `moves` after which the other player has a stone on their
/// row.
pub fn moves_that_feed_the_other_player(
    board: &Board,
    moves: &[Pit],
    relay_length: RelayLength,
) -> Result<Vec<Pit>, Error> {
    match moves {
        [] => Ok(Vec::new()),
        [first, rest @ ..] => {
            let feeding_rest =
                moves_that_feed_the_other_player(board, rest, relay_length)?;
            let mover = Player::owner_of(*first)
                .ok_or(Error::PitOutOfRange { pit: *first })?;
            let (after, _) = injected::sow_and_capture(
                *board,
                [0, 0],
                *first,
                relay_length,
            )?;
            if at_least_one_possible_move(&after, mover.other()) {
                Ok([vec![*first], feeding_rest].concat())
            } else {
                Ok(feeding_rest)
            }
        }
    }
}
// ANCHOR_END: moves_that_feed

// ANCHOR: permissible_filter
/// Narrows `moves` (all of one player's, all ending) by the feeding rule.
pub fn permissible_filter(
    board: &Board,
    moves: &[Pit],
    relay_length: RelayLength,
) -> Result<Vec<Pit>, Error> {
    let Some(&first_move) = moves.first() else {
        return Ok(Vec::new());
    };
    let mover = Player::owner_of(first_move)
        .ok_or(Error::PitOutOfRange { pit: first_move })?;

    if at_least_one_possible_move(board, mover.other()) {
        return Ok(moves.to_vec());
    }
    let feeding = moves_that_feed_the_other_player(board, moves, relay_length)?;
    if feeding.is_empty() {
        Ok(moves.to_vec()) // no move feeds: any will do, and the game ends
    } else {
        Ok(feeding)
    }
}
// ANCHOR_END: permissible_filter

// ANCHOR: permissible_moves
/// The moves `player` may make on `board`.
pub fn permissible_moves(
    board: &Board,
    player: Player,
    relay_length: RelayLength,
) -> Result<Vec<Pit>, Error> {
    check_board(board, 0)?;
    let possible = possible_moves(board, potential_moves(player))?;
    let ending = moves_that_end(board, &possible, relay_length)?;
    permissible_filter(board, &ending, relay_length)
}
// ANCHOR_END: permissible_moves

// ANCHOR: count_stones
/// The stones in `pits`, added up one pit at a time.
pub fn count_stones(board: &Board, pits: &[Pit]) -> u32 {
    match pits {
        [] => 0,
        [first, rest @ ..] => {
            u32::from(board[*first]) + count_stones(board, rest)
        }
    }
}
// ANCHOR_END: count_stones

// ANCHOR: handle_game_end
/// If the other player's row is empty after `mover`'s move, `mover` captures
/// every stone left and the game is over. Returns the board, the score, and
/// whether the game is over.
pub fn handle_game_end(
    board: Board,
    score: Score,
    mover: Player,
) -> (Board, Score, bool) {
    if at_least_one_possible_move(&board, mover.other()) {
        return (board, score, false);
    }
    let mut final_score = score;
    final_score[mover.index()] += count_stones(&board, potential_moves(mover));
    ([0; PITS], final_score, true)
}
// ANCHOR_END: handle_game_end

// ANCHOR: sow_and_capture
/// A whole move: relay sowing, the capture, and the end of the game.
pub fn sow_and_capture(
    board: Board,
    score: Score,
    start_pit: Pit,
    relay_length: RelayLength,
) -> Result<(Board, Score, bool), Error> {
    let mover = Player::owner_of(check_pit(start_pit)?)
        .ok_or(Error::PitOutOfRange { pit: start_pit })?;
    let (after_turn, score_after) =
        injected::sow_and_capture(board, score, start_pit, relay_length)?;
    Ok(handle_game_end(after_turn, score_after, mover))
}
// ANCHOR_END: sow_and_capture

// ANCHOR: who_won
/// The winner, for people who can compare numbers.
pub fn who_won(score: Score) -> Outcome {
    if score[0] > score[1] {
        Outcome::Winner(Player::Zero)
    } else if score[1] > score[0] {
        Outcome::Winner(Player::One)
    } else {
        Outcome::Tie
    }
}
// ANCHOR_END: who_won

// ANCHOR: one_at_a_time
/// The winner, for people who cannot count: both players put down one
/// captured stone at a time; whoever still holds stones when the other runs
/// out has won.
pub fn who_won_one_at_a_time(score: Score) -> Outcome {
    fn one_at_a_time(zero: u32, one: u32) -> Outcome {
        match (zero, one) {
            (0, 0) => Outcome::Tie,
            (0, _) => Outcome::Winner(Player::One),
            (_, 0) => Outcome::Winner(Player::Zero),
            _ => one_at_a_time(zero - 1, one - 1),
        }
    }

    one_at_a_time(score[0], score[1])
}
// ANCHOR_END: one_at_a_time

// ANCHOR: filling_pits
/// How filling one's pits four stones at a time came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filled {
    /// Ran out of stones before every pit had four.
    Short,
    /// Every pit has four, and no stone is left.
    Exactly,
    /// Every pit has four, and stones are left over.
    Over,
}

/// Fills `pits` pits with four stones each from `stones`.
pub fn fill_pits(stones: u32, pits: usize) -> Filled {
    match (stones, pits) {
        (0, 0) => Filled::Exactly,
        (_, 0) => Filled::Over,
        (s, _) if s < 4 => Filled::Short,
        (s, p) => fill_pits(s - 4, p - 1),
    }
}

/// The winner, found the way a game of 48 stones is set up for the next:
/// each player fills their own six pits with four stones apiece. Short loses,
/// left over wins, exactly full is a tie. It only works when all 48 stones
/// have been captured.
pub fn who_won_filling_pits(score: Score) -> Result<Outcome, Error> {
    let captured = score[0] + score[1];
    if captured != 48 {
        return Err(Error::NotAllCaptured { captured });
    }
    Ok(match fill_pits(score[0], ROW) {
        Filled::Over => Outcome::Winner(Player::Zero),
        Filled::Exactly => Outcome::Tie,
        Filled::Short => Outcome::Winner(Player::One),
    })
}
// ANCHOR_END: filling_pits
