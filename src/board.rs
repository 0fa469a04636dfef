//! The shared vocabulary of every stage: pits, rows, players, boards and the
//! errors a rule can raise.
//!
//! Each stage of the book rewrites the *rules*; none of them rewrites what a
//! pit or a player is. Those live here, once.

use crate::text::{pits_in_words, Joined};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// How many pits a board has.
pub const PITS: usize = 12;

/// How many pits each player owns.
pub const ROW: usize = 6;

/// Stones in each pit at the start of a game.
pub const OPENING_STONES_PER_PIT: Stones = 4;

// ANCHOR: board_type
/// A count of stones in one pit.
///
/// A game has 48 stones, and a board may hold no more (see [`MAX_STONES`]),
/// so no pit can overflow however the stones are sown.
pub type Stones = u8;

/// The index of a pit, `0..=11`. Pits `0..=5` are player 0's row, `6..=11`
/// player 1's.
pub type Pit = usize;

/// Twelve pits of stones, in one array of 12 bytes.
pub type Board = [Stones; PITS];

/// The board at the start of a game: four stones in every pit.
pub const OPENING: Board = [OPENING_STONES_PER_PIT; PITS];
// ANCHOR_END: board_type

/// The most stones a board may hold: the 48 of a game. (Relays on boards
/// with many more stones can cycle for so long that proving a move endless
/// would take minutes, so such boards are refused as malformed.)
pub const MAX_STONES: u32 = 48;

/// Captured stones: `score[0]` is player 0's, `score[1]` player 1's.
pub type Score = [u32; 2];

// ANCHOR: relay_length_type
/// A way to tell how a relay from a pit goes: `Some(laps)` if it stops after
/// that many laps, `None` if it never stops. The injected and recursive
/// stages are handed one, since how to find this out is the subject of
/// Part V; the engine's `relay_length` is the one everybody passes.
pub type RelayLength = fn(Board, Pit) -> Result<Option<u64>, Error>;
// ANCHOR_END: relay_length_type

// ANCHOR: player
/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player who owns pits `0..=5` and moves first.
    Zero = 0,
    /// The player who owns pits `6..=11`.
    One = 1,
}

impl Player {
    /// The player's number, `0` or `1`, usable as an index into a [`Score`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::Zero => Player::One,
            Player::One => Player::Zero,
        }
    }

    /// The indices of the pits this player owns, in sowing order.
    pub fn row(self) -> std::ops::Range<Pit> {
        let first = self.index() * ROW;
        first..first + ROW
    }

    /// The player who owns `pit`. Pits past 11 belong to nobody.
    pub fn owner_of(pit: Pit) -> Option<Player> {
        match pit {
            0..=5 => Some(Player::Zero),
            6..=11 => Some(Player::One),
            _ => None,
        }
    }
}
// ANCHOR_END: player

impl Player {
    /// Both players, in order.
    pub const BOTH: [Player; 2] = [Player::Zero, Player::One];

    /// The player numbered `n`, if `n` is `0` or `1`.
    pub fn from_index(n: usize) -> Option<Player> {
        match n {
            0 => Some(Player::Zero),
            1 => Some(Player::One),
            _ => None,
        }
    }
}

/// A player as a reader types one, `0` or `1`: the command line's
/// `--you` and `--to-move` and the JSON boundary's `to_move`, `you` and
/// `row` read it here, and refuse anything else in the same words.
impl std::str::FromStr for Player {
    type Err = NotAPlayer;

    fn from_str(typed: &str) -> Result<Player, NotAPlayer> {
        let seat: usize = crate::text::parse_value(typed.trim(), "0 or 1")
            .map_err(NotAPlayer)?;
        Player::from_index(seat).ok_or_else(|| {
            NotAPlayer(format!("`{}` is not 0 or 1", crate::text::clip(typed)))
        })
    }
}

/// Why typed text names no player, in the reader's words (the typed text
/// quoted, clipped if long).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct NotAPlayer(String);

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.index())
    }
}

// ANCHOR: next_pit
/// The pit after `pit` in sowing order: 11 wraps round to 0.
pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % PITS
}
// ANCHOR_END: next_pit

// ANCHOR: opposite
/// The pit across the board from `pit`.
pub fn opposite(pit: Pit) -> Pit {
    PITS - 1 - pit
}
// ANCHOR_END: opposite

/// How the game came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This player captured more stones.
    Winner(Player),
    /// Both captured the same number.
    Tie,
}

/// In JSON, a player is the number `0` or `1`. Written by hand rather than
/// derived, so that Part I's listing of `Player` carries no serde attributes.
impl Serialize for Player {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(*self as u8)
    }
}

impl<'de> Deserialize<'de> for Player {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u64::deserialize(d)?;
        usize::try_from(n)
            .ok()
            .and_then(Player::from_index)
            .ok_or_else(|| {
                serde::de::Error::custom(format!("`{n}` is not 0 or 1"))
            })
    }
}

/// In JSON, the winner as `player0` or `player1`, or `tie`.
impl Serialize for Outcome {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Outcome::Winner(Player::Zero) => "player0",
            Outcome::Winner(Player::One) => "player1",
            Outcome::Tie => "tie",
        })
    }
}

impl<'de> Deserialize<'de> for Outcome {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const NAMES: &[&str] = &["player0", "player1", "tie"];
        match String::deserialize(d)?.as_str() {
            "player0" => Ok(Outcome::Winner(Player::Zero)),
            "player1" => Ok(Outcome::Winner(Player::One)),
            "tie" => Ok(Outcome::Tie),
            other => Err(serde::de::Error::unknown_variant(other, NAMES)),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Winner(p) => write!(f, "{p} wins"),
            Outcome::Tie => write!(f, "a tie"),
        }
    }
}

/// Everything a rule, or a stage's own limits, can refuse.
///
/// Every public function of every stage that takes a pit, a board or a move
/// returns this instead of panicking. A position typed from loose numbers
/// has its own refusals, [`BadPosition`](crate::engine::BadPosition).
///
/// The stages and the engine share this one type on purpose: the property
/// tests and the conformance suite compare their answers whole, a refusal
/// included, so the same bad move must be refused with the same value by
/// every stage that has the function. Three variants belong to one layer
/// each: only the injected stage's `relay_sow` refuses [`Error::TooDeep`],
/// only the recursive stage's `who_won_filling_pits` refuses
/// [`Error::NotAllCaptured`], and only the engine and the game refuse
/// [`Error::GameOver`], since only they know whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The pit is not one of `0..=11`.
    #[error("pit {pit} is out of range: pits are numbered 0 to 11")]
    PitOutOfRange {
        /// The pit asked for.
        pit: usize,
    },
    /// The pit belongs to the other player.
    #[error(
        "pit {pit} belongs to {}, but it is {player}'s turn, with pits {} to {}",
        Player::owner_of(*.pit).unwrap_or(player.other()),
        .player.row().start,
        .player.row().end - 1
    )]
    NotYourPit {
        /// The pit asked for.
        pit: Pit,
        /// The player whose turn it is.
        player: Player,
    },
    /// The pit holds no stones, so there is nothing to sow.
    #[error("pit {pit} is empty: there is nothing to sow")]
    EmptyPit {
        /// The pit asked for.
        pit: Pit,
    },
    /// There are no stones in hand to distribute.
    #[error("there are no stones in hand to distribute")]
    EmptyHand,
    /// The opponent's row is empty and this move would leave it empty,
    /// while another move would feed it.
    #[error(
        "pit {pit} leaves the opponent's row empty; the feeding rule requires {}",
        pits_in_words(.feeding, Joined::AnyOf)
    )]
    MustFeed {
        /// The pit asked for.
        pit: Pit,
        /// The moves that do feed the opponent.
        feeding: Vec<Pit>,
    },
    /// Relay sowing from this pit never stops.
    #[error("relay sowing from pit {pit} never ends, so the move is not permissible")]
    Endless {
        /// The pit asked for.
        pit: Pit,
    },
    /// The game is already over.
    #[error("the game is over: no more moves can be played")]
    GameOver,
    /// The relay would take so many laps that recursing through them could
    /// overflow the stack (only the injected stage's `relay_sow` refuses
    /// this).
    #[error(
        "this relay takes {laps} laps, too many to recurse through safely \
         (the iterative stage has no such limit)"
    )]
    TooDeep {
        /// How many laps the relay takes.
        laps: u64,
    },
    /// More stones than a game has ([`MAX_STONES`]) on the board, and in
    /// hand if the stage was given some.
    #[error("{stones} stones on the board, but a game has only {MAX_STONES}")]
    TooManyStones {
        /// The stones on the board and in hand.
        stones: u64,
    },
    /// Filling the pits settles only a game whose stones were all captured.
    #[error("filling the pits needs all {MAX_STONES} stones captured, not {captured}")]
    NotAllCaptured {
        /// The stones the two scores hold.
        captured: u32,
    },
}

// ANCHOR: checks
/// Checks that `pit` names one of the twelve pits.
pub fn check_pit(pit: usize) -> Result<Pit, Error> {
    if pit < PITS {
        Ok(pit)
    } else {
        Err(Error::PitOutOfRange { pit })
    }
}

/// The stones on a board, in total, as a `u32` so that no sum overflows.
pub fn total_stones(board: &Board) -> u32 {
    board.iter().map(|&s| u32::from(s)).sum()
}

/// Refuses a board (plus `in_hand` stones) with more than the 48 stones of
/// a game ([`MAX_STONES`]). That also means no pit can overflow.
///
/// Every stage checks the boards it is given with this one function.
pub fn check_board(board: &Board, in_hand: Stones) -> Result<(), Error> {
    let total = total_stones(board) + u32::from(in_hand);
    if total > MAX_STONES {
        return Err(Error::TooManyStones {
            stones: u64::from(total),
        });
    }
    Ok(())
}
// ANCHOR_END: checks
