//! A turn: a position and the transitions it allows, computed once.

use crate::board::{Error, Pit};
use crate::engine::Position;
use crate::engine::RelayMemo;
use crate::engine::{trace, Lap};
use crate::stages::iterative::has_stones;

// ANCHOR: transition
/// A move as data: everything that happens when the player to move plays
/// one pit, worked out in advance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transition {
    /// The pit played (the start pit).
    pub pit: Pit,
    /// The laps of the relay, in order (at least one).
    pub laps: Vec<Lap>,
    /// The pit where the last stone fell.
    pub end: Pit,
    /// The stones taken from the pit opposite `end` (before any sweep at
    /// the end of the game).
    pub captured: u32,
    /// Whether the opponent's row holds stones afterwards. If not, the
    /// mover took every stone left and the game is over.
    pub fed: bool,
    /// The position afterwards.
    pub after: Position,
}
// ANCHOR_END: transition

// ANCHOR: turn
/// A position and its transitions, one per permissible move, in pit order.
#[derive(Clone, Debug)]
pub struct Turn {
    position: Position,
    transitions: Vec<Transition>,
}

impl Turn {
    /// The turn at `position`: every move is worked out here, once.
    pub fn new(position: Position) -> Turn {
        let transitions = position
            .children(&mut RelayMemo::new())
            .filter_map(|(pit, after)| {
                Transition::traced(&position, pit, after)
            })
            .collect();
        Turn {
            position,
            transitions,
        }
    }
}
// ANCHOR_END: turn

impl Transition {
    /// The transition of playing `pit` at `position`, which leaves
    /// `after` (as `Position::children` gives the two): the move sown once
    /// more with [`trace`], which keeps every lap. `None` if the pit holds
    /// no move that ends.
    pub fn traced(
        position: &Position,
        pit: Pit,
        after: Position,
    ) -> Option<Transition> {
        let moved = trace(&position.board(), pit, u64::MAX).ok()?;
        let (end, captured) = moved.ending.end()?;
        Some(Transition {
            pit,
            laps: moved.recorded_laps(),
            end,
            captured,
            fed: has_stones(&after.board(), position.to_move().other()),
            after,
        })
    }
}

impl Turn {
    /// The transition for `pit`, or why that pit may not be played.
    pub fn transition(&self, pit: usize) -> Result<&Transition, Error> {
        match self.transitions.iter().find(|t| t.pit == pit) {
            Some(t) => Ok(t),
            // Not permissible: the engine says why (this is rare, so it
            // is worked out only when asked).
            None => {
                let refused = self.position.play(pit).err();
                Err(refused.unwrap_or(Error::GameOver))
            }
        }
    }
}

impl Turn {
    /// The position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The permissible moves, as transitions, in pit order.
    pub fn transitions(&self) -> &[Transition] {
        &self.transitions
    }

    /// The permissible moves, as pits.
    pub fn moves(&self) -> Vec<Pit> {
        self.transitions.iter().map(|t| t.pit).collect()
    }

    /// Whether the game is over: there is no permissible move.
    pub fn is_over(&self) -> bool {
        self.transitions.is_empty()
    }
}
