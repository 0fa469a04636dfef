//! The game layer: a referee that keeps the history of a game.
//!
//! The engine decides what a move does. A game can still go on forever: with
//! a few stones left, the players can shuffle them round and round. The
//! referee ends a game when the same position (board, scores and player to
//! move) occurs for the third time; each player then captures the stones on
//! their own row.

use std::collections::HashMap;

use super::Position;
use crate::board::{Error, Outcome, Pit};
use crate::stages::iterative::winner;

// ANCHOR: referee
/// How many times a position may occur before the referee ends the game.
pub const REPETITIONS: u32 = 3;

/// A game in progress, with its history.
#[derive(Clone, Debug)]
pub struct Game {
    current: Position,
    seen: HashMap<Position, u32>,
    plies: usize,
    ended_by_repetition: bool,
    repetition_rule: bool,
}

impl Game {
    /// A new game from the opening position.
    pub fn new() -> Game {
        Game::from_position(Position::opening())
    }

    /// A game that starts from `position`.
    pub fn from_position(position: Position) -> Game {
        let mut seen = HashMap::new();
        seen.insert(position, 1);
        Game {
            current: position,
            seen,
            plies: 0,
            ended_by_repetition: false,
            repetition_rule: true,
        }
    }

    /// The same game, but never ended by repetition: only the rules of the
    /// engine end it.
    pub fn without_repetition_rule(mut self) -> Game {
        self.repetition_rule = false;
        self
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// How many moves have been played.
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// Whether the game is over, by the rules or by repetition.
    pub fn is_over(&self) -> bool {
        self.ended_by_repetition || self.current.is_over()
    }

    /// Whether the referee ended the game because a position repeated.
    pub fn ended_by_repetition(&self) -> bool {
        self.ended_by_repetition
    }

    /// The moves the player to move may make; none once the game is over.
    pub fn permissible_moves(&self) -> Vec<Pit> {
        if self.ended_by_repetition {
            Vec::new()
        } else {
            self.current.permissible_moves()
        }
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.ended_by_repetition {
            Some(winner(self.current.score()))
        } else {
            self.current.outcome()
        }
    }

    /// Plays `pit` for the player to move. On error nothing changes.
    pub fn play(&mut self, pit: usize) -> Result<&Position, Error> {
        if self.ended_by_repetition {
            return Err(Error::GameOver);
        }
        let next = self.current.play(pit)?;
        self.plies += 1;
        let count = self.seen.entry(next).or_insert(0);
        *count += 1;
        if self.repetition_rule && *count >= REPETITIONS {
            self.current = next.with_rows_captured();
            self.ended_by_repetition = true;
        } else {
            self.current = next;
        }
        Ok(&self.current)
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}
// ANCHOR_END: referee
