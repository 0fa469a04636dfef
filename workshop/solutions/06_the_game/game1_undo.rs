//! Part VI, "Undo is a pop": a game as its history.
//!
//! Read the chapter at <http://127.0.0.1:3000/part6/undo.html>, your own copy
//! of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part6/undo.md`, where the listings are
//! only `{{#include}}` lines.
//!
//! Positions are values: playing a move makes a new one and leaves the old
//! one as it was. So a game can keep every position it has been through, and
//! undo is a pop. Keep what you pop on a second stack and redo is a pop from
//! that one; a new move makes a new future, and the old one is forgotten.

use ayoayo::board::{Error, Pit};
use ayoayo::engine::Position;

/// A game: the positions it has been through, and the ones undone.
struct History {
    /// Every position so far, the opening first and the current one last.
    /// Never empty.
    positions: Vec<Position>,
    /// Positions taken back by `undo`, the most recently undone last.
    undone: Vec<Position>,
}

impl History {
    fn new() -> History {
        History {
            positions: vec![Position::opening()],
            undone: Vec::new(),
        }
    }

    fn current(&self) -> &Position {
        self.positions.last().expect("the opening is never popped")
    }
}

impl History {
    fn play(&mut self, pit: Pit) -> Result<(), Error> {
        let next = self.current().play(pit)?;
        self.positions.push(next);
        self.undone.clear();
        Ok(())
    }

    fn undo(&mut self) -> bool {
        if self.positions.len() == 1 {
            return false;
        }
        let last = self.positions.pop().expect("more than the opening");
        self.undone.push(last);
        true
    }

    fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(position) => {
                self.positions.push(position);
                true
            }
            None => false,
        }
    }
}

fn main() {
    let mut history = History::new();
    println!("{:?}", history.play(2));
    println!("undo: {}, redo: {}", history.undo(), history.redo());
    println!("{:?}", ayoayo::render::Rows(history.current().board()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("game1_undo.rs");
        let handed_out = [
            "ayoayo::board::{Error, Pit}",
            "ayoayo::engine::Position",
            "ayoayo::render::Rows",
        ];
        own_work::no_crate_answers(source, &handed_out, "part6/undo");
    }
    use ayoayo::game::{Game, Rng};
    use ayoayo::render::Rows;
    use pretty_assertions::assert_eq;

    /// What a reader of the board sees: the board, the score, whose turn.
    fn seen(position: &Position) -> (Rows, [u32; 2], ayoayo::board::Player) {
        (Rows(position.board()), position.score(), position.to_move())
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut history = History::new();
        assert_eq!(
            history.play(7),
            Err(Error::NotYourPit {
                pit: 7,
                player: ayoayo::board::Player::Zero
            })
        );
        assert_eq!(history.positions.len(), 1);
        assert!(!history.undo());
        assert!(!history.redo());
    }

    #[test]
    fn a_refused_move_after_an_undo_keeps_what_was_undone() {
        let mut history = History::new();
        history.play(2).expect("pit 2 opens");
        assert!(history.undo());
        // Player 0 is to move again: pit 7 is player 1's.
        assert!(history.play(7).is_err());
        assert_eq!(
            history.undone.len(),
            1,
            "a refused move must change nothing, the moves undone included"
        );
        assert!(history.redo(), "the undone move can still be redone");
        let opened = Position::opening().play(2).expect("pit 2 opens");
        assert_eq!(seen(history.current()), seen(&opened));
    }

    /// The last few of the actions `done`, as a learner would read them.
    fn recent(done: &[String]) -> String {
        let from = done.len().saturating_sub(6);
        let lead = if from > 0 { "…, " } else { "" };
        format!(
            "{lead}{} ({} actions in all)",
            done[from..].join(", "),
            done.len()
        )
    }

    #[test]
    fn plays_undos_and_redos_agree_with_the_game() {
        for seed in 0..40 {
            let mut rng = Rng::with_seed(seed);
            let mut history = History::new();
            let mut game = Game::new().without_repetition_rule();
            let mut done = Vec::new();
            for _ in 0..120 {
                let moves = game.permissible_moves();
                match rng.u8(0..10) {
                    0..=5 if !moves.is_empty() => {
                        // Now and then a pit the rules refuse.
                        let pit = match rng.u8(0..4) {
                            0 => rng.usize(..12),
                            _ => moves[rng.usize(..moves.len())],
                        };
                        done.push(format!("play({pit})"));
                        let rules = game.play(pit).map(|_| ());
                        assert_eq!(
                            history.play(pit),
                            rules,
                            "`play({pit})` after {}",
                            recent(&done)
                        );
                    }
                    0..=7 => {
                        done.push("undo()".to_string());
                        let rules = game.undo().is_some();
                        assert_eq!(
                            history.undo(),
                            rules,
                            "`undo()` after {}: {}",
                            recent(&done),
                            if rules {
                                "there is a move to take back"
                            } else {
                                "only the opening is left, nothing to undo"
                            }
                        );
                    }
                    _ => {
                        done.push("redo()".to_string());
                        let rules = game.redo().is_some();
                        assert_eq!(
                            history.redo(),
                            rules,
                            "`redo()` after {}: {}",
                            recent(&done),
                            if rules {
                                "a move undone since the last play can be \
                                 played again"
                            } else {
                                "nothing is left to redo: a new move \
                                 forgets the moves undone before it"
                            }
                        );
                    }
                }
                assert_eq!(
                    seen(history.current()),
                    seen(game.position()),
                    "the position after {}",
                    recent(&done)
                );
            }
        }
    }
}
