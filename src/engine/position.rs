//! A position (board, scores, player to move), its validating constructors,
//! and playing a move with every rule checked.

use super::moves::{move_options, MoveOptions};
use super::relay::{relay_in_place, RelayMemo};
use crate::board::{
    check_pit, total_stones, Board, Error, Outcome, Pit, Player, Score, Stones,
    MAX_STONES, OPENING, PITS,
};
use crate::stages::iterative::winner;

/// Why numbers typed for a position do not make one: the refusals of
/// [`Position::new`] and [`Position::from_counts`], before any rule is
/// asked. (What the rules refuse is a [`board::Error`](Error).)
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadPosition {
    /// A board of the wrong size: it has twelve pits.
    #[error(
        "a board has {PITS} pits, but {given} {} given",
        plural(*.given, "count was", "counts were")
    )]
    WrongPitCount {
        /// How many counts were given.
        given: usize,
    },
    /// A score of the wrong size: it has one count per player.
    #[error(
        "a score has two counts, but {given} {} given",
        plural(*.given, "was", "were")
    )]
    WrongScoreCount {
        /// How many counts were given.
        given: usize,
    },
    /// One pit holds more stones than a game has.
    #[error(
        "pit {pit} holds {stones} stones, but a game has only {MAX_STONES}"
    )]
    PitTooFull {
        /// The pit.
        pit: Pit,
        /// The stones typed for it.
        stones: u64,
    },
    /// A score larger than any game could make.
    #[error("{player}'s score {score} is too large")]
    ScoreTooLarge {
        /// The player whose score it is.
        player: Player,
        /// The score typed.
        score: u64,
    },
    /// No such player: they are `0` and `1`.
    #[error("the player to move must be 0 or 1, not {given}")]
    NoSuchPlayer {
        /// The number typed.
        given: usize,
    },
    /// More stones on the board and in the scores together than a game
    /// has ([`MAX_STONES`]).
    #[error(
        "{} stones on the board{}, but a game has only {MAX_STONES}",
        on_board + in_scores,
        if *.in_scores == 0 { "" } else { " and in the scores" }
    )]
    TooManyStones {
        /// The stones on the board.
        on_board: u64,
        /// The stones in the two scores.
        in_scores: u64,
    },
}

/// `one` for a single thing, `many` for any other count.
fn plural(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

impl BadPosition {
    /// The part of the position the refusal is about: `board`, `score` or
    /// `to_move`, as the JSON boundary names its parameters. Too many
    /// stones is the scores' fault when they alone hold more than a game
    /// has, and the board's otherwise.
    pub fn field(&self) -> &'static str {
        match self {
            BadPosition::WrongScoreCount { .. }
            | BadPosition::ScoreTooLarge { .. } => "score",
            BadPosition::TooManyStones { in_scores, .. }
                if *in_scores > u64::from(MAX_STONES) =>
            {
                "score"
            }
            BadPosition::NoSuchPlayer { .. } => "to_move",
            BadPosition::WrongPitCount { .. }
            | BadPosition::PitTooFull { .. }
            | BadPosition::TooManyStones { .. } => "board",
        }
    }
}

// ANCHOR: position_struct
/// A position in a game: the board, the captured stones, and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    score: Score,
    to_move: Player,
}
// ANCHOR_END: position_struct

impl Position {
    /// The opening: four stones in every pit, no captures, player 0 to move.
    pub fn opening() -> Position {
        Position {
            board: OPENING,
            score: [0, 0],
            to_move: Player::Zero,
        }
    }

    /// A position from its parts, checked: the board and the scores
    /// together hold at most the 48 stones of a game
    /// ([`MAX_STONES`](crate::board::MAX_STONES)), so no pit or score can
    /// overflow. (Fewer is allowed: the book's small boards.)
    pub fn new(
        board: Board,
        score: Score,
        to_move: Player,
    ) -> Result<Position, BadPosition> {
        let on_board = u64::from(total_stones(&board));
        let in_scores = u64::from(score[0]) + u64::from(score[1]);
        if on_board + in_scores > u64::from(MAX_STONES) {
            return Err(BadPosition::TooManyStones {
                on_board,
                in_scores,
            });
        }
        Ok(Position {
            board,
            score,
            to_move,
        })
    }

    /// A position from loose parts as a user might type them: any number of
    /// counts (there must be twelve, at most 48 stones in all), and a player
    /// number (there must be `0` or `1`).
    pub fn from_counts(
        counts: &[u64],
        score: [u64; 2],
        to_move: usize,
    ) -> Result<Position, BadPosition> {
        if counts.len() != PITS {
            return Err(BadPosition::WrongPitCount {
                given: counts.len(),
            });
        }
        let mut board = [0; PITS];
        for (pit, (&count, slot)) in
            counts.iter().zip(board.iter_mut()).enumerate()
        {
            *slot = Stones::try_from(count)
                .map_err(|_| BadPosition::PitTooFull { pit, stones: count })?;
        }
        let mut checked_score = [0; 2];
        for (player, (&s, slot)) in Player::BOTH
            .into_iter()
            .zip(score.iter().zip(&mut checked_score))
        {
            *slot = u32::try_from(s)
                .map_err(|_| BadPosition::ScoreTooLarge { player, score: s })?;
        }
        let to_move = Player::from_index(to_move)
            .ok_or(BadPosition::NoSuchPlayer { given: to_move })?;
        Position::new(board, checked_score, to_move)
    }

    /// The stones in each pit.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The stones each player has captured.
    pub fn score(&self) -> Score {
        self.score
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The moves the player to move may make (empty once the game is over).
    pub fn permissible_moves(&self) -> Vec<Pit> {
        self.options()
            .permissible()
            .map(|(pit, _, _)| pit)
            .collect()
    }

    /// Whether the game is over: the player to move has no permissible move.
    pub fn is_over(&self) -> bool {
        !self.has_move(&mut RelayMemo::new())
    }

    /// The result, once the game is over: if stones are still on the board,
    /// the player who is not to move captures them first.
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| winner(self.final_score()))
    }

    /// The score once the player not to move has captured any stones left on
    /// the board (what the score becomes if the game is over here).
    pub fn final_score(&self) -> Score {
        let mut score = self.score;
        score[self.to_move.other().index()] += total_stones(&self.board);
        score
    }

    /// Plays the move from `pit`, checking every rule. If the move leaves the
    /// next player with no permissible move, the game is over and the player
    /// who just moved captures every stone left on the board.
    pub fn play(&self, pit: usize) -> Result<Position, Error> {
        let options = self.options();
        if options.permissible().next().is_none() {
            return Err(Error::GameOver);
        }
        let pit = check_pit(pit)?;
        if Player::owner_of(pit) != Some(self.to_move) {
            return Err(Error::NotYourPit {
                pit,
                player: self.to_move,
            });
        }
        if self.board[pit] == 0 {
            return Err(Error::EmptyPit { pit });
        }
        let slot = pit - self.to_move.row().start;
        let Some((board, score)) = options.results[slot] else {
            return Err(Error::Endless { pit });
        };
        let next = self.after_move(board, score);
        if !options.obeys_feeding(&next.board) {
            return Err(Error::MustFeed {
                pit,
                feeding: options.permissible().map(|(pit, _, _)| pit).collect(),
            });
        }
        if next.is_over() {
            Ok(next.with_leftovers_captured())
        } else {
            Ok(next)
        }
    }

    /// The same position after each player captures the stones on their
    /// own row (how the referee ends a game that repeats itself).
    pub fn with_rows_captured(&self) -> Position {
        let mut score = self.score;
        for player in Player::BOTH {
            score[player.index()] += player
                .row()
                .map(|pit| u32::from(self.board[pit]))
                .sum::<u32>();
        }
        Position {
            board: [0; PITS],
            score,
            to_move: self.to_move,
        }
    }

    /// The same position with every stone on the board captured by the
    /// player who is not to move.
    pub fn with_leftovers_captured(&self) -> Position {
        Position {
            board: [0; PITS],
            score: self.final_score(),
            to_move: self.to_move,
        }
    }

    /// Whether the player to move has a permissible move (the game goes
    /// on), found with as little work as possible: the first of their
    /// moves whose relay ends. If any move ends, some move is permissible,
    /// since the feeding rule only chooses among the moves that end. A
    /// search asks this of every position where it stops looking, and
    /// [`Position::is_over`] is its negation.
    pub fn has_move(&self, memo: &mut RelayMemo) -> bool {
        self.to_move.row().any(|pit| {
            let mut after = self.board;
            self.board[pit] > 0
                && relay_in_place(&mut after, pit, Some(&mut *memo)).is_some()
        })
    }

    /// The positions after each permissible move, in pit order, each with
    /// the end of the game applied where the move ends it. This is what a
    /// move-tree search (perft) walks. The memo remembers
    /// endless relays between calls (see [`RelayMemo`]).
    pub fn children(
        &self,
        memo: &mut RelayMemo,
    ) -> impl Iterator<Item = (Pit, Position)> + '_ {
        move_options(&self.board, &self.score, self.to_move, Some(memo))
            .permissible()
            .map(|(pit, board, score)| (pit, self.after_move(board, score)))
    }

    /// The position the player to move leaves behind: this board and score,
    /// the other player to move (unchecked: for move generators, which
    /// only make boards the rules allow; the benchmarks' old engines reach
    /// it through `internals::after_move`).
    pub(crate) fn after_move(&self, board: Board, score: Score) -> Position {
        Position {
            board,
            score,
            to_move: self.to_move.other(),
        }
    }

    fn options(&self) -> MoveOptions {
        move_options(&self.board, &self.score, self.to_move, None)
    }
}
