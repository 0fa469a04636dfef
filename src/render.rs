//! The board as text, for the terminal (`ayoayo replay` draws it).
//!
//! Player 1's row is drawn on top, right to left, and player 0's below, left
//! to right, so that sowing runs counter-clockwise as on a real board.

use std::fmt::Write;

use crate::board::{Board, Player, Score};

/// The board as text, with pit numbers, rows and scores.
///
/// ```
/// let picture = ayoayo::render::text(&ayoayo::board::OPENING, [0, 0]);
/// assert!(picture.contains("|  4 |  4 |"));
/// ```
pub fn text(board: &Board, score: Score) -> String {
    let mut out = String::new();
    let top: Vec<usize> = Player::One.row().rev().collect();
    let bottom: Vec<usize> = Player::Zero.row().collect();
    let rule = format!("      +{}\n", "----+".repeat(6));
    let numbers = |pits: &[usize]| {
        pits.iter().map(|p| format!("{p:>4} ")).collect::<String>()
    };
    let counts = |pits: &[usize]| {
        pits.iter()
            .map(|&p| format!("{:>3} |", board[p]))
            .collect::<String>()
    };
    let _ = writeln!(out, "      {}", numbers(&top).trim_end());
    out.push_str(&rule);
    let _ = writeln!(out, "  P1  |{}   score {}", counts(&top), score[1]);
    out.push_str(&rule);
    let _ = writeln!(out, "  P0  |{}   score {}", counts(&bottom), score[0]);
    out.push_str(&rule);
    let _ = writeln!(out, "      {}", numbers(&bottom).trim_end());
    out
}
