//! The board as text, for the terminal (`ayoayo replay` draws it).
//!
//! Player 1's row is drawn on top, right to left, and player 0's below, left
//! to right, so that sowing runs counter-clockwise as on a real board.

use std::fmt::Write;

use crate::board::{Board, Player, Score};

/// The board as text, with pit numbers, rows and scores.
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

/// A board drawn as its two rows when printed with `{:?}`, so that a failed
/// `assert_eq!` between two boards (with `pretty_assertions`, as the
/// workshop's exercises use) shows which pits differ, row by row.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Rows(pub Board);

impl std::fmt::Debug for Rows {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let row = |pits: &mut dyn Iterator<Item = usize>| {
            pits.map(|p| format!("{:>3} |", self.0[p]))
                .collect::<String>()
        };
        let numbers = |pits: &mut dyn Iterator<Item = usize>| {
            pits.map(|p| format!("{p:>4} ")).collect::<String>()
        };
        writeln!(f)?;
        writeln!(f, "     {}", numbers(&mut Player::One.row().rev()))?;
        writeln!(f, "  P1 |{}", row(&mut Player::One.row().rev()))?;
        writeln!(f, "  P0 |{}", row(&mut Player::Zero.row()))?;
        writeln!(f, "     {}", numbers(&mut Player::Zero.row()))
    }
}
