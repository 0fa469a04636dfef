//! The game as text: the board for the terminal (`ayoayo replay` draws
//! it), and each move, undo and result in a sentence, which `ayoayo play`
//! prints and the pages read from the JSON boundary (`sentence`). The rules
//! say what happened; this module alone says it in words.
//!
//! Player 1's row is drawn on top, right to left, and player 0's below, left
//! to right, so that sowing runs counter-clockwise as on a real board.

use std::fmt::Write;

use crate::board::{Board, Outcome, Pit, Player, Score};
use crate::engine::Position;
use crate::game::{Game, Transition};
use crate::text::{pits_in_words, Joined};

/// The board as text, with pit numbers, rows and scores.
pub fn board_text(board: &Board, score: Score) -> String {
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

/// A move in one sentence, told of `who` ("You", "The computer"), from the
/// position `before` it: "You sowed pit 2: 3 laps, ended in pit 9,
/// captured 4 stones."
pub fn move_sentence(t: &Transition, who: &str, before: &Position) -> String {
    let plural = |n: u64, one: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {one}s"),
    };
    let laps = plural(t.laps.len() as u64, "lap");
    let mut sentence =
        format!("{who} sowed pit {}: {laps}, ended in pit {}", t.pit, t.end);
    if t.captured > 0 {
        let stones = plural(u64::from(t.captured), "stone");
        let _ = write!(sentence, ", captured {stones}");
    }
    sentence.push('.');
    if !t.fed {
        let mover = before.to_move().index();
        let gained = t.after.score()[mover] - before.score()[mover];
        let left = plural(u64::from(gained - t.captured), "stone");
        let _ = write!(
            sentence,
            " The other row is empty, so the game is over and the mover \
             takes the {left} left."
        );
    }
    sentence
}

/// A game's last move in one sentence, told of its mover by `names` (one
/// name for each player, such as `["You", "The computer"]`), or `None` at
/// the start. See [`move_sentence`].
pub fn last_move_sentence(game: &Game, names: [&str; 2]) -> Option<String> {
    let before = game.position_before_last_move()?;
    let who = names[before.to_move().index()];
    Some(move_sentence(game.last_transition()?, who, before))
}

/// How a game ended, of `names` as [`last_move_sentence`] tells a move, or
/// `None` while it goes on: "The computer won, 30 to 18." or "A tie, 24
/// to 24.", after a sentence on the repetition if the referee ended it.
pub fn result_sentence(game: &Game, names: [&str; 2]) -> Option<String> {
    let score = game.final_score();
    let result = match game.outcome()? {
        Outcome::Winner(p) => {
            let (won, lost) = (score[p.index()], score[1 - p.index()]);
            format!("{} won, {won} to {lost}.", names[p.index()])
        }
        Outcome::Tie => format!("A tie, {} to {}.", score[0], score[1]),
    };
    Some(if game.ended_by_repetition() {
        format!(
            "A position came round for the third time, so each player \
             took the stones on their own row. {result}"
        )
    } else {
        result
    })
}

/// The moves [`Game::undo_to`] took back, in one sentence, named by the
/// pits they sowed in the order they were played: "Took back the moves
/// that sowed pits 2 and 9." `None` for no move.
pub fn undone_sentence(undone: &[Pit]) -> Option<String> {
    let played: Vec<Pit> = undone.iter().rev().copied().collect();
    moves_sentence("Took back", &played)
}

/// The moves [`Game::redo_to`] played again, in one sentence: "Played
/// again the move that sowed pit 3." `None` for no move.
pub fn redone_sentence(redone: &[Pit]) -> Option<String> {
    moves_sentence("Played again", redone)
}

/// `lead` and the moves named by the pits they sowed, or `None` for none.
fn moves_sentence(lead: &str, pits: &[Pit]) -> Option<String> {
    let moves = match pits.len() {
        0 => return None,
        1 => "move",
        _ => "moves",
    };
    let pits = pits_in_words(pits, Joined::AllOf);
    Some(format!("{lead} the {moves} that sowed {pits}."))
}
