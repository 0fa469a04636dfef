//! What a search thinks of a position where it stops looking: the score
//! alone ([`evaluate`]), or the tuned weights' counts ([`Weights`]).

use super::WIN;
use crate::board::{opposite, Player, Score, PITS};
use crate::engine::Position;

// ANCHOR: evaluate
/// The value of a position for the player to move if the search stops
/// here: captured stones, theirs minus the opponent's. A finished game
/// (`over`) that they won is worth more than any lead in an unfinished
/// one, a lost one less than any deficit, and a tie nothing.
pub fn evaluate(position: &Position, over: bool) -> i32 {
    let me = position.to_move().index();
    let score: Score = if over {
        position.final_score()
    } else {
        position.score()
    };
    let margin = i64::from(score[me]) - i64::from(score[1 - me]);
    let margin = margin.clamp(-i64::from(WIN - 1), i64::from(WIN - 1)) as i32;
    if over {
        margin.signum() * WIN + margin
    } else {
        margin
    }
}
// ANCHOR_END: evaluate

// ANCHOR: weights
/// What the opponent knows of Ayoayo: how much each thing it can count on
/// the board is worth. Only their proportions matter. The tuned weights
/// count in hundredths of a captured stone, so that lesser things can be
/// worth a fraction of one, and [`Weights::MARGIN`], which knows only the
/// score, counts a stone as 1. Each is counted for the player to move,
/// minus the same count for the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Stones captured: the score.
    pub captured: i32,
    /// Stones on the player's own row: theirs if the game ends by
    /// repetition, and the last mover's if the next player is left
    /// without a move.
    pub on_row: i32,
    /// Pits on the player's row that hold stones: moves to choose from.
    pub mobility: i32,
    /// Stones open to capture by the player: in the opponent's pits that
    /// face one of the player's empty pits, whether or not a move can
    /// end there yet.
    pub targets: i32,
    /// The player's pits whose first lap would end in an occupied pit, so
    /// that the move relays on.
    pub relays: i32,
    /// Paid by the player to move if the opponent's row is empty, so that
    /// they must feed it.
    pub must_feed: i32,
}
// ANCHOR_END: weights

impl Weights {
    /// Stones captured and nothing else: the first opponent's evaluation,
    /// [`evaluate`], which the book's `margin:D` players still use.
    pub const MARGIN: Weights = Weights {
        captured: 1,
        on_row: 0,
        mobility: 0,
        targets: 0,
        relays: 0,
        must_feed: 0,
    };

    /// The value of `position` for the player to move if the search stops
    /// there. A finished game scores as in [`evaluate`], beyond any lead.
    pub fn evaluate(&self, position: &Position, over: bool) -> i32 {
        if over {
            return evaluate(position, true);
        }
        let me = position.to_move();
        let board = position.board();
        let feed = me.other().row().all(|pit| board[pit] == 0);
        let value = self.weigh(position, me)
            - self.weigh(position, me.other())
            - if feed { i64::from(self.must_feed) } else { 0 };
        // Scores may be huge in a made-up position: stay below a win.
        value.clamp(-i64::from(WIN - 1), i64::from(WIN - 1)) as i32
    }
}

// ANCHOR: weigh
impl Weights {
    /// Everything `player` has, weighed.
    fn weigh(&self, position: &Position, player: Player) -> i64 {
        let board = position.board();
        let score = i64::from(position.score()[player.index()]);
        let mut total = i64::from(self.captured) * score;
        for pit in player.row() {
            let stones = usize::from(board[pit]);
            if stones == 0 {
                let facing = i64::from(board[opposite(pit)]);
                total += i64::from(self.targets) * facing;
                continue;
            }
            total += i64::from(self.on_row) * stones as i64;
            total += i64::from(self.mobility);
            // Sowing skips the start pit: a lap of `stones` ends this far on.
            let end = (pit + stones + (stones - 1) / (PITS - 1)) % PITS;
            if stones >= PITS || board[end] > 0 {
                total += i64::from(self.relays);
            }
        }
        total
    }
}
// ANCHOR_END: weigh
