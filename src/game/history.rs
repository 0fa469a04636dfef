//! A game: the succession of turns, with undo, redo, the referee's
//! third-repetition rule, and the record of the moves.

use std::collections::HashMap;

use super::turn::{Transition, Turn};
use crate::board::{Error, Outcome, Pit, Player, Score};
use crate::engine::Position;
use crate::stages::iterative::winner;

/// The occurrence of a position on which the referee ends the game.
pub(crate) const REPETITIONS: u32 = 3;

// ANCHOR: game
/// A game: every turn so far, as values, and the moves between them.
#[derive(Clone, Debug)]
pub struct Game {
    /// Every turn so far, each with what the referee counts. `visits[0]`
    /// is the start, and `moves[i]` leads from `visits[i]` to
    /// `visits[i + 1]`.
    visits: Vec<Visit>,
    /// The pits played, in order.
    moves: Vec<Pit>,
    /// Undone moves, the most recently undone last.
    undone: Vec<(Pit, Visit)>,
    /// How often each position has occurred, for the repetition rule.
    seen: HashMap<Position, u32>,
    /// Whether the referee ends a game on a third repetition (a replay
    /// may turn the rule off).
    repetition_rule: bool,
}
// ANCHOR_END: game

// ANCHOR: visit
/// A turn of the game, and how the referee counts it.
#[derive(Clone, Debug)]
struct Visit {
    turn: Turn,
    /// The position as the move left it, before any repetition sweep:
    /// the one the referee counts.
    counted: Position,
    /// The referee ended the game here: the position occurred for the
    /// third time.
    by_repetition: bool,
}
// ANCHOR_END: visit

// ANCHOR: visits
impl Game {
    /// A game that starts from `position`.
    pub fn from_position(position: Position) -> Game {
        Game {
            visits: vec![Visit {
                turn: Turn::new(position),
                counted: position,
                by_repetition: false,
            }],
            moves: Vec::new(),
            undone: Vec::new(),
            seen: HashMap::from([(position, 1)]),
            repetition_rule: true,
        }
    }

    /// The visit of the turn being played.
    fn current(&self) -> &Visit {
        &self.visits[self.visits.len() - 1]
    }

    /// The visit a move to `after` leads to, with the repetition rule applied.
    fn visit_after(&self, after: Position) -> Visit {
        let count = self.seen.get(&after).copied().unwrap_or(0) + 1;
        let by_repetition = self.repetition_rule && count >= REPETITIONS;
        let mut turn = Turn::new(if by_repetition {
            after.with_rows_captured()
        } else {
            after
        });
        if turn.is_over() && !by_repetition {
            // The next player has no permissible move: the player who just
            // moved takes what is left (nothing, if the move swept it).
            turn = Turn::new(after.with_leftovers_captured());
        }
        Visit {
            turn,
            counted: after,
            by_repetition,
        }
    }

    /// Plays `pit` into `visit`, counting its position.
    fn push(&mut self, pit: Pit, visit: Visit) {
        *self.seen.entry(visit.counted).or_insert(0) += 1;
        self.visits.push(visit);
        self.moves.push(pit);
    }

    /// Takes `visit`'s position off the referee's count. A position undone
    /// to no occurrence is forgotten, so that `occurrences` lists only
    /// positions the game has been in.
    fn uncount(&mut self, visit: &Visit) {
        if let Some(count) = self.seen.get_mut(&visit.counted) {
            *count -= 1;
            if *count == 0 {
                self.seen.remove(&visit.counted);
            }
        }
    }
}
// ANCHOR_END: visits

// ANCHOR: undo
impl Game {
    /// Plays `pit` for the player to move and returns the transition
    /// followed. If the pit may not be played, says why and changes nothing.
    pub fn play(&mut self, pit: usize) -> Result<&Transition, Error> {
        let current = self.current();
        if current.by_repetition {
            return Err(Error::GameOver);
        }
        let after = current.turn.transition(pit)?.after;
        let visit = self.visit_after(after);
        self.undone.clear();
        self.push(pit, visit);
        self.visits[self.visits.len() - 2].turn.transition(pit)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Pit> {
        if self.moves.is_empty() {
            return None;
        }
        let visit = self.visits.pop()?;
        let pit = self.moves.pop()?;
        self.uncount(&visit);
        self.undone.push((pit, visit));
        Some(pit)
    }

    /// Plays again the move most recently undone; returns it, or `None`.
    pub fn redo(&mut self) -> Option<Pit> {
        let (pit, visit) = self.undone.pop()?;
        self.push(pit, visit);
        Some(pit)
    }
}
// ANCHOR_END: undo

impl Game {
    /// Undoes moves until it is `player`'s turn again (at least one move):
    /// what "undo" means to someone playing against the computer. If no
    /// earlier turn of `player`'s exists, nothing changes (undoing the
    /// computer's first move alone would only let it choose again).
    /// Returns the moves undone, the latest first.
    pub fn undo_to(&mut self, player: Player) -> Vec<Pit> {
        let mut undone = Vec::new();
        while let Some(pit) = self.undo() {
            undone.push(pit);
            if self.position().to_move() == player {
                return undone;
            }
        }
        for _ in &undone {
            self.redo();
        }
        Vec::new()
    }

    /// Redoes moves until it is `player`'s turn again or the game is over
    /// (at least one move). Returns the moves redone, in order.
    pub fn redo_to(&mut self, player: Player) -> Vec<Pit> {
        let mut redone = Vec::new();
        while let Some(pit) = self.redo() {
            redone.push(pit);
            if self.position().to_move() == player || self.is_over() {
                break;
            }
        }
        redone
    }

    /// A new game from the opening position.
    pub fn new() -> Game {
        Game::from_position(Position::opening())
    }

    /// The same game, but never ended by repetition: only the rules end it.
    pub fn without_repetition_rule(mut self) -> Game {
        self.repetition_rule = false;
        self
    }

    /// The current turn.
    pub fn turn(&self) -> &Turn {
        &self.current().turn
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.turn().position()
    }

    /// The moves played so far, in order: the game record.
    pub fn moves(&self) -> &[Pit] {
        &self.moves
    }

    /// How many moves have been played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The position the last move was played from, if any.
    pub fn position_before_last_move(&self) -> Option<&Position> {
        Some(self.visits.iter().rev().nth(1)?.turn.position())
    }

    /// The transition that led to the current turn, if any.
    pub fn last_transition(&self) -> Option<&Transition> {
        let (&pit, before) =
            (self.moves.last()?, self.visits.iter().rev().nth(1)?);
        before.turn.transitions().iter().find(|t| t.pit == pit)
    }

    /// Whether the game is over, by the rules or by repetition.
    pub fn is_over(&self) -> bool {
        self.ended_by_repetition() || self.turn().is_over()
    }

    /// Whether the referee ended the game because a position repeated.
    pub fn ended_by_repetition(&self) -> bool {
        self.current().by_repetition
    }

    /// The moves the player to move may make; none once the game is over.
    pub fn permissible_moves(&self) -> Vec<Pit> {
        if self.ended_by_repetition() {
            Vec::new()
        } else {
            self.turn().moves()
        }
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| winner(self.final_score()))
    }

    /// The score once any stones left on the board go to the player not to
    /// move. When the referee ends a game it sweeps the rows itself, so the
    /// board is already empty and this is the score as it stands.
    pub fn final_score(&self) -> Score {
        self.position().final_score()
    }

    /// Each position the game has been through and how often, as the
    /// referee counts them (none, if it does not: see
    /// [`Game::without_repetition_rule`]).
    pub fn occurrences(&self) -> impl Iterator<Item = (Position, u32)> + '_ {
        let counted = self.repetition_rule.then_some(&self.seen);
        counted.into_iter().flatten().map(|(p, n)| (*p, *n))
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}
