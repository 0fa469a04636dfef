//! The JSON boundary: a request (a path and a query) in, one JSON answer
//! out. The command line (`ayoayo api TARGET`), the tests and the book's
//! pages all go through [`answer`]; `ayoayo replay` plays through the same
//! [`replay_moves`], and its `--json` lines are [`Ply`]s. It is stateless:
//! every request carries the whole game as its list of moves.
//!
//! Every path but perft plays its game from the request: `moves`
//! (`2,9,1`) from the opening, or from a `board`, `score` and `to_move`
//! given, with the referee's repetition rule unless `no_repetition=true`,
//! as `ayoayo replay` takes them.
//!
//! - `/api/replay?moves=2,9,1`: an array of [`Ply`], one for the start
//!   and one a move. A move that is not permissible is refused with
//!   [`StoppedReplay`], the plies before it kept.
//!   With `you=0` or `you=1`, each ply's `sentence` says "You" and "The
//!   computer" rather than "Player 0" and "Player 1".
//! - `/api/undo?moves=...&you=S`: [`History`], the game taken back to the
//!   last turn of player `S` ([`Game::undo_to`]). `/api/redo` takes the
//!   same and the `undone` moves, latest first, and replays them forward
//!   to `S`'s next turn ([`Game::redo_to`]).
//! - `/api/move?moves=...&opponent=SPEC&seed=S`: [`Chosen`], the
//!   opponent's choice for the player to move.
//! - `/api/relay?moves=...&pit=P`: the move's
//!   [`Trace`], frame by frame, for the steppers. On
//!   a `board` given without `to_move`, the pit's owner is the mover.
//! - `/api/calls?of=relay&pit=P` (or `of=count`, `of=possible`, with
//!   `row=0|1`): the recursion's
//!   [`Recording`], frame by frame,
//!   for the call-stack steppers.
//! - `/api/tree?moves=...&depth=D`: the
//!   [`SearchTree`] of an
//!   alpha-beta search `D` plies deep (1 to [`MAX_TREE_DEPTH`](crate::lessons::search_tree::MAX_TREE_DEPTH), 3 if
//!   none), call by call, for Part VI's tree stepper.
//! - `/api/perft?depth=D`: [`PerftCounts`], the move sequences of each length
//!   from the opening (at most [`MAX_REQUEST_PERFT`] plies), the engine's standard
//!   check, in a page as on the command line.
//!
//! Anything else is refused with an [`ErrorMessage`] that says why: a malformed
//! query, an unknown path, a game that cannot be played. [`answer`] gives a
//! [`Response`] or a [`Refusal`], and [`answer_json`] their JSON, as the
//! command line prints it and the pages read it. `ayoayo match --json`
//! prints a [`MatchJson`] a line, its games and then its totals, so that
//! every JSON shape is here.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Error, Outcome, Pit, Player, Score};
use crate::engine::{BadPosition, Position, Trace};
use crate::game::{Game, MatchGame, Strategy};
use crate::lessons::call_stack::Recording;
use crate::lessons::search_tree::SearchTree;

mod request;

/// The longest request target answered; longer ones are refused.
pub const MAX_TARGET: usize = 8192;

/// The most moves a request may carry.
pub const MAX_MOVES: usize = 2000;

/// The deepest search a request may ask for: deeper ones could keep a
/// core busy for long, and a page never needs them.
pub const MAX_REQUEST_DEPTH: u32 = 10;

/// The longest the API lets a search think, in milliseconds.
pub const MAX_REQUEST_MS: u128 = 2_000;

/// The deepest perft a request may ask for.
pub const MAX_REQUEST_PERFT: usize = 8;

/// Move sequences of each length from the opening: `counts[d - 1]` of
/// length `d`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PerftCounts {
    /// The counts, shortest sequences first.
    pub counts: Vec<u64>,
}

/// The players' names when no one is "you".
pub const PLAYER_NAMES: [&str; 2] = ["Player 0", "Player 1"];

/// One position of a game, as `/api/replay` and `replay --json` print it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Ply {
    /// Moves played so far.
    pub ply: usize,
    /// The stones in each pit.
    pub board: Board,
    /// The stones each player has captured.
    pub score: Score,
    /// Whose turn it is, `0` or `1`.
    #[cfg_attr(feature = "typescript", ts(type = "0 | 1"))]
    pub to_move: Player,
    /// Whether the game is over.
    pub over: bool,
    /// Who won once the game is over: `player0`, `player1` or `tie`.
    #[cfg_attr(
        feature = "typescript",
        ts(type = r#""player0" | "player1" | "tie" | null"#)
    )]
    pub result: Option<Outcome>,
    /// The moves the player to move may make.
    pub permissible: Vec<Pit>,
    /// The move that led here in one sentence, as `ayoayo play` prints
    /// it: "Player 0 sowed pit 2: 4 laps, ended in pit 11." (with
    /// `you=SEAT`, "You" and "The computer"). Absent at the start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sentence: Option<String>,
    /// How the game ended, once it is over, as `ayoayo play` prints it
    /// after "Game over.": "Player 1 won, 30 to 18." (with `you=SEAT`,
    /// "You" and "The computer"). Absent while the game goes on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_sentence: Option<String>,
}

impl Ply {
    /// The game as it stands, its last move told of `names`.
    pub fn of(game: &Game, names: [&str; 2]) -> Ply {
        let p = game.position();
        Ply {
            ply: game.plies(),
            board: p.board(),
            score: p.score(),
            to_move: p.to_move(),
            over: game.is_over(),
            result: game.outcome(),
            permissible: game.permissible_moves(),
            sentence: crate::render::last_move_sentence(game, names),
            result_sentence: crate::render::result_sentence(game, names),
        }
    }
}

/// One game of a match, as `ayoayo match --json` prints it: a line each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct MatchLine {
    /// The game's number, from 1.
    pub game: usize,
    /// Who played first, as `--player0` names them.
    pub player0: String,
    /// Who played second.
    pub player1: String,
    /// The moves played, in order.
    pub moves: Vec<Pit>,
    /// Who won: `player0`, `player1` or `tie`.
    #[cfg_attr(
        feature = "typescript",
        ts(type = r#""player0" | "player1" | "tie""#)
    )]
    pub result: Outcome,
    /// The final score.
    pub score: Score,
    /// How many moves were played.
    pub plies: usize,
    /// Whether the referee ended it on a position's third return, rather
    /// than the rules.
    pub by_repetition: bool,
}

impl MatchLine {
    /// The line of `game`, played by `players`.
    pub fn of(game: &MatchGame, players: [Strategy; 2]) -> MatchLine {
        MatchLine {
            game: game.game,
            player0: players[0].to_string(),
            player1: players[1].to_string(),
            moves: game.moves.clone(),
            result: game.outcome,
            score: game.score,
            plies: game.moves.len(),
            by_repetition: game.by_repetition,
        }
    }
}

/// A match's totals, as `ayoayo match --json` prints them after its games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct MatchSummary {
    /// How many games were played.
    pub games: usize,
    /// Games won by player 0 and by player 1.
    pub wins: [usize; 2],
    /// Games tied.
    pub ties: usize,
    /// Each player's mean time to choose a move, in milliseconds.
    pub ms_per_move: [f64; 2],
}

/// One line of `ayoayo match --json`, whose `kind` says which it is: a
/// game (`"kind":"game"`), or the totals after the games
/// (`"kind":"summary"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum MatchJson {
    /// One game of the match.
    Game(MatchLine),
    /// The match's totals, the last line.
    Summary(MatchSummary),
}

/// A replay stopped by a move that is not permissible.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct StoppedReplay {
    /// Which ply, which pit, and why.
    pub error: String,
    /// The positions before the refused move.
    pub plies: Vec<Ply>,
}

/// The opponent's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Chosen {
    /// The pit it plays.
    pub pit: Pit,
    /// How many plies ahead it looked (0 for a player that does not
    /// search).
    pub depth: u32,
    /// How many positions it searched.
    pub nodes: u64,
}

/// A game taken back or replayed forward: the moves it keeps, and those
/// waiting to be redone, latest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct History {
    /// The moves played.
    pub moves: Vec<Pit>,
    /// The moves taken back, latest first, which `/api/redo` replays.
    pub undone: Vec<Pit>,
    /// What this request took back or played again, in one sentence, as
    /// `ayoayo play` says it ([`crate::render::undone_sentence`]); absent if nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sentence: Option<String>,
}

/// Why a request was refused, when it was not a replay stopped part-way:
/// one message, and the parameter it is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ErrorMessage {
    /// What was wrong, in a reader's words.
    pub error: String,
    /// The parameter the message is about (`board`, `pit`, `row`,
    /// `to_move`, `depth`, ...), if it is about one: a page marks the
    /// field the reader typed it in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

/// What a request asked for, as its path answers it.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum Response {
    /// `/api/replay`: a ply for the start and one for each move.
    Replay(Vec<Ply>),
    /// `/api/move`: the opponent's choice.
    Chosen(Chosen),
    /// `/api/relay`: the move's trace, frame by frame.
    Relay(Trace),
    /// `/api/calls`: a recursion's calls, frame by frame.
    Calls(Recording),
    /// `/api/tree`: a search's calls.
    Tree(SearchTree),
    /// `/api/undo` and `/api/redo`: the game taken back or played forward.
    History(History),
    /// `/api/perft`: the move sequences of each length.
    Perft(PerftCounts),
}

/// Why a request was not answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Refusal {
    /// A request that could not be read or played: one message.
    Message(ErrorMessage),
    /// A replay stopped by a move that is not permissible.
    StoppedReplay(StoppedReplay),
}

impl Response {
    /// The answer as the command line prints it and a page reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("answers serialize")
    }
}

impl Refusal {
    /// The refusal as the command line prints it and a page reads it: an
    /// object whose `error` says why.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("refusals serialize")
    }
}

/// The answer to `target`, a path and query, or why it was refused.
pub fn answer(target: &str) -> Result<Response, Refusal> {
    request::answer(target)
}

/// The JSON that answers `target`, refused or not, as `ayoayo api TARGET`
/// prints it and `query(target)` gives it to a page.
pub fn answer_json(target: &str) -> Result<String, String> {
    answer(target)
        .map(|response| response.to_json())
        .map_err(|refusal| refusal.to_json())
}

/// The game a replay starts from: the opening, or the board, score and
/// player to move given, with the referee's repetition rule
/// ([`Game::without_repetition_rule`] takes it away). `ayoayo replay`
/// starts its games here too.
pub fn start_game(
    board: Option<&[u64]>,
    score: Option<&[u64]>,
    to_move: Player,
) -> Result<Game, BadPosition> {
    let score = match score {
        None => [0, 0],
        Some(&[a, b]) => [a, b],
        Some(other) => {
            return Err(BadPosition::WrongScoreCount { given: other.len() })
        }
    };
    let opening = Position::opening().board().map(u64::from);
    let counts = board.unwrap_or(&opening);
    let start = Position::from_counts(counts, score, to_move.index())?;
    Ok(Game::from_position(start))
}

/// A move that a replay refused: which ply, the pit as it was asked for,
/// and why the rules refused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedMove {
    /// The ply that was refused, counting from 1.
    pub ply: usize,
    /// The pit asked for, as given (it may not name a pit at all).
    pub pit: u64,
    /// The rules' refusal.
    pub error: Error,
}

/// "ply 3: pit 7 belongs to player 1, ...": the ply, then the refusal,
/// with the pit named first when the refusal does not name it.
impl fmt::Display for RefusedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let RefusedMove { ply, pit, error } = self;
        match error {
            // These name the pit themselves; the others are given it.
            Error::PitOutOfRange { .. }
            | Error::NotYourPit { .. }
            | Error::EmptyPit { .. }
            | Error::MustFeed { .. }
            | Error::Endless { .. } => write!(f, "ply {ply}: {error}"),
            _ => write!(f, "ply {ply}, pit {pit}: {error}"),
        }
    }
}

impl std::error::Error for RefusedMove {}

/// Plays `moves` on `game` one by one, showing `each` the game at the
/// start and after every move, with the pit just played; stops at the
/// first move refused, and says which. `/api/replay` and `ayoayo replay`
/// both replay through here.
pub fn replay_moves(
    game: &mut Game,
    moves: &[u64],
    mut each: impl FnMut(&Game, Option<Pit>),
) -> Result<(), RefusedMove> {
    each(game, None);
    for (i, &pit) in moves.iter().enumerate() {
        let index = usize::try_from(pit).unwrap_or(usize::MAX);
        game.play(index).map_err(|error| RefusedMove {
            ply: i + 1,
            pit,
            error,
        })?;
        each(game, Some(index));
    }
    Ok(())
}
