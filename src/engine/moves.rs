//! Move generation: every pit of the mover's row played once, and the
//! feeding rule applied to the results.

use super::relay::{relay_in_place, RelayMemo};
use crate::board::{opposite, Board, Pit, Player, Score, ROW};
use crate::stages::iterative::{handle_game_end, has_stones};

// ANCHOR: moves
/// Every pit of the mover's row, played once.
#[derive(Clone, Copy, Debug)]
pub struct MoveOptions {
    mover: Player,
    /// What each pit of the row, in order, leads to: the board and score
    /// after the move (sowing, capture, end of game), or `None` when the
    /// pit is empty or its relay never ends.
    pub results: [Option<(Board, Score)>; ROW],
    /// The opponent's row was empty at the start of the turn.
    pub must_feed: bool,
    /// How many moves leave the opponent with stones.
    pub feeding_moves: usize,
}

impl MoveOptions {
    /// The permissible moves, with the board and score each leads to.
    pub fn permissible(self) -> impl Iterator<Item = (Pit, Board, Score)> {
        let first_pit = self.mover.row().start;
        (0..ROW).filter_map(move |i| match self.results[i] {
            Some((board, score)) if self.obeys_feeding(&board) => {
                Some((first_pit + i, board, score))
            }
            _ => None,
        })
    }

    /// Whether a move that led to `board` obeys the feeding rule: when the
    /// opponent's row was empty and some move would feed it, only a move
    /// that leaves the opponent with stones may be played.
    pub fn obeys_feeding(&self, board: &Board) -> bool {
        let only_feeding = self.must_feed && self.feeding_moves > 0;
        !only_feeding || has_stones(board, self.mover.other())
    }
}

// ANCHOR_END: moves

// ANCHOR: move_options
/// Plays every pit of `mover`'s row from this board and score, once each.
/// The memo, if given, remembers long relays between calls.
pub fn move_options(
    board: &Board,
    score: &Score,
    mover: Player,
    mut memo: Option<&mut RelayMemo>,
) -> MoveOptions {
    move_options_with(board, score, mover, |after, start| {
        relay_in_place(after, start, memo.as_deref_mut())
    })
}

/// The same with any relay sowing: `relay` sows from `start` in place and
/// returns the end pit, or `None` if the relay never ends. (`move_options`
/// passes the engine's own; the benchmarks pass others to compare.)
pub fn move_options_with(
    board: &Board,
    score: &Score,
    mover: Player,
    mut relay: impl FnMut(&mut Board, Pit) -> Option<Pit>,
) -> MoveOptions {
    let mut results = [None; ROW];
    let mut feeding_moves = 0;
    for (pit, slot) in mover.row().zip(results.iter_mut()) {
        if board[pit] == 0 {
            continue;
        }
        *slot = play_pit(board, score, mover, pit, &mut relay);
        if slot.is_some_and(|(after, _)| has_stones(&after, mover.other())) {
            feeding_moves += 1;
        }
    }
    MoveOptions {
        mover,
        results,
        must_feed: !has_stones(board, mover.other()),
        feeding_moves,
    }
}

// ANCHOR_END: move_options

// ANCHOR: play_pit
/// Plays a non-empty pit of the mover's row; `None` if the relay never ends.
fn play_pit(
    board: &Board,
    score: &Score,
    mover: Player,
    start: Pit,
    relay: &mut impl FnMut(&mut Board, Pit) -> Option<Pit>,
) -> Option<(Board, Score)> {
    let mut after = *board;
    let end = relay(&mut after, start)?;
    let mut new_score = *score;
    new_score[mover.index()] += capture_in_place(&mut after, start, end);
    let (after, new_score, _) = handle_game_end(after, new_score, mover);
    Some((after, new_score))
}

/// Captures the pit opposite `end` if `end` is on the row of `start`'s owner.
pub(crate) fn capture_in_place(board: &mut Board, start: Pit, end: Pit) -> u32 {
    if Player::owner_of(start) == Player::owner_of(end) {
        let across = opposite(end);
        let captured = u32::from(board[across]);
        board[across] = 0;
        captured
    } else {
        0
    }
}
// ANCHOR_END: play_pit
