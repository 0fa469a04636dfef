//! The searches Part VI builds up to the opponent's, with nothing else
//! in them: plain minimax, and minimax with alpha-beta pruning.

use super::evaluate;
use crate::engine::{Position, RelayMemo};

// ANCHOR: minimax
/// The value of `position` for the player to move, `depth` plies ahead:
/// plain minimax in its negamax form (my best is the opponent's worst, so
/// one function serves both players). Every call makes one call per move.
pub fn minimax(position: &Position, depth: u32, memo: &mut RelayMemo) -> i32 {
    let children: Vec<_> = position.children(memo).collect();
    if children.is_empty() || depth == 0 {
        return evaluate(position, children.is_empty());
    }
    children
        .iter()
        .map(|(_, child)| -minimax(child, depth - 1, memo))
        .max()
        .unwrap_or(i32::MIN + 1)
}
// ANCHOR_END: minimax

// ANCHOR: pruning
/// [`minimax`] with alpha-beta pruning and nothing else, counting its
/// calls, this one included, in `calls`.
pub fn alpha_beta(
    position: &Position,
    depth: u32,
    (mut alpha, beta): (i32, i32),
    memo: &mut RelayMemo,
    calls: &mut u64,
) -> i32 {
    *calls += 1;
    let children: Vec<_> = position.children(memo).collect();
    if children.is_empty() || depth == 0 {
        return evaluate(position, children.is_empty());
    }
    let mut best = -i32::MAX;
    for (_, child) in &children {
        let window = (-beta, -alpha);
        let value = -alpha_beta(child, depth - 1, window, memo, calls);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break; // the rest are cut off
        }
    }
    best
}
// ANCHOR_END: pruning
