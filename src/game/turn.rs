//! A turn: a position and the transitions it allows, computed once.

use crate::board::{opposite, Board, Error, Outcome, Pit, Player, Stones};
use crate::engine::{Position, RelayMemo};
use crate::stages::iterative::{has_stones, sow, winner};

// ANCHOR: transition
/// One lap of a relay: `stones` scooped from `from`, the last dropped in `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lap {
    /// The pit scooped.
    pub from: Pit,
    /// How many stones it held.
    pub stones: Stones,
    /// Where the last of them fell.
    pub to: Pit,
}

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
    /// Whether the opponent's row holds stones afterwards.
    pub fed: bool,
    /// Whether the move emptied the opponent's row, so that the mover took
    /// every stone left and the game is over. (A game also ends when the
    /// next player has stones but every move of theirs is endless; only
    /// the next turn can tell, and [`Turn::new`] finds it out once, there.)
    pub ends_game: bool,
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
        let mover = position.to_move();
        let transitions = position
            .children(&mut RelayMemo::new())
            .map(|(pit, after)| {
                let (laps, relayed) = laps_of(&position, pit);
                let end = laps.last().map_or(pit, |lap| lap.to);
                let captured = if Player::owner_of(end) == Some(mover) {
                    u32::from(relayed[opposite(end)])
                } else {
                    0
                };
                let fed = has_stones(&after.board(), mover.other());
                Transition {
                    pit,
                    laps,
                    end,
                    captured,
                    fed,
                    ends_game: !fed,
                    after,
                }
            })
            .collect();
        Turn {
            position,
            transitions,
        }
    }

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
// ANCHOR_END: turn

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

    /// The result, once the game is over (the player not to move first
    /// captures any stones left on the board).
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| winner(self.position.final_score()))
    }
}

/// The laps of the relay from `start`, which the caller knows ends, and the
/// board it leaves (before any capture). Sown lap by lap with stage four's
/// `sow`: the engine's relay loop is faster but keeps no laps.
pub fn laps_of(position: &Position, start: Pit) -> (Vec<Lap>, Board) {
    let mut board = position.board();
    let mut laps = Vec::new();
    let mut from = start;
    loop {
        let stones = board[from];
        let Ok((next, to)) = sow(board, start, from) else {
            break;
        };
        laps.push(Lap { from, stones, to });
        board = next;
        if board[to] <= 1 {
            break;
        }
        from = to;
    }
    (laps, board)
}
