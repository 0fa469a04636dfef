//! The board as text, for the terminal (`ayoayo replay` draws it).
//!
//! Player 1's row is drawn on top, right to left, and player 0's below, left
//! to right, so that sowing runs counter-clockwise as on a real board.

use std::fmt::Write;

use crate::board::{Board, Player, Score};

/// The board as text, with pit numbers, rows and scores.
pub fn text(board: &Board, score: Score) -> String {
    let (top, bottom) = (|| Player::One.row().rev(), || Player::Zero.row());
    let rule = format!("      +{}\n", "----+".repeat(6));
    let mut out = format!("      {}\n{rule}", numbers(top()).trim_end());
    let (p1, p0) = (counts(board, top()), counts(board, bottom()));
    let _ = write!(out, "  P1  |{p1}   score {}\n{rule}", score[1]);
    let _ = write!(out, "  P0  |{p0}   score {}\n{rule}", score[0]);
    let _ = writeln!(out, "      {}", numbers(bottom()).trim_end());
    out
}

/// Pit numbers, each right-aligned in a cell five wide.
fn numbers(pits: impl Iterator<Item = usize>) -> String {
    pits.map(|p| format!("{p:>4} ")).collect()
}

/// The stones in `pits`, each in a cell closed by `|`.
fn counts(board: &Board, pits: impl Iterator<Item = usize>) -> String {
    pits.map(|p| format!("{:>3} |", board[p])).collect()
}

/// A board drawn as its two rows when printed with `{:?}`, so that a failed
/// `assert_eq!` between two boards (with `pretty_assertions`, as the
/// workshop's exercises use) shows which pits differ, row by row.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Rows(pub Board);

impl std::fmt::Debug for Rows {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (top, bottom) = (|| Player::One.row().rev(), || Player::Zero.row());
        writeln!(f)?;
        writeln!(f, "     {}", numbers(top()))?;
        writeln!(f, "  P1 |{}", counts(&self.0, top()))?;
        writeln!(f, "  P0 |{}", counts(&self.0, bottom()))?;
        writeln!(f, "     {}", numbers(bottom()))
    }
}
