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
//!   With `you=0` or `you=1`, each ply's `told` says "You" and "The
//!   computer" rather than "Player 0" and "Player 1".
//! - `/api/undo?moves=...&you=S`: [`Undone`], the game taken back to the
//!   last turn of player `S` ([`Game::undo_to`]). `/api/redo` takes the
//!   same and the `undone` moves, latest first, and replays them forward
//!   to `S`'s next turn ([`Game::redo_to`]).
//! - `/api/move?moves=...&opponent=SPEC&seed=S`: [`Chosen`], the
//!   opponent's choice for the player to move.
//! - `/api/relay?moves=...&pit=P`: the move's
//!   [`Trace`](crate::engine::Trace), frame by frame, for the steppers. On
//!   a `board` given without `to_move`, the pit's owner is the mover.
//! - `/api/calls?of=relay&pit=P` (or `of=count`, `of=possible`, with
//!   `row=0|1`): the recursion's
//!   [`Recording`](crate::lessons::call_stack::Recording), frame by frame,
//!   for the call-stack steppers.
//! - `/api/tree?moves=...&depth=D`: the
//!   [`SearchTree`](crate::lessons::search_tree::SearchTree) of an
//!   alpha-beta search `D` plies deep (1 to [`MAX_TREE_DEPTH`], 3 if
//!   none), call by call, for Part VI's tree stepper.
//! - `/api/perft?depth=D`: [`Counted`], the move sequences of each length
//!   from the opening (at most [`MAX_PERFT`] plies), the engine's standard
//!   check, in a page as on the command line.
//!
//! Anything else is refused with a [`Failure`] that says why: a malformed
//! query, an unknown path, a game that cannot be played. The answer is an
//! [`Answer`], whose `Err` is the refusal's JSON. `ayoayo match --json`
//! prints its games as [`MatchLine`]s and then a [`MatchSummary`], so that
//! every JSON shape is here.

use serde::{Deserialize, Serialize};

use crate::board::{Board, Error, Outcome, Pit, Player, Score};
use crate::engine::perft::perft;
use crate::engine::position::Position;
use crate::engine::trace::{trace, MAX_TRACED_LAPS};
use crate::game::history::Game;
use crate::game::players::{Computer, MatchGame, Strategy};
use crate::game::search::Limit;
use crate::lessons::call_stack::{
    count_calls, count_so_far_calls, possible_calls, relay_calls,
};
use crate::lessons::search_tree::{search_tree, MAX_TREE_DEPTH};

/// What a request that names no pit is told.
const PIT_MISSING: &str = "a pit is needed, from 0 to 11";

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
pub const MAX_PERFT: usize = 8;

/// Move sequences of each length from the opening: `counts[d - 1]` of
/// length `d`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Counted {
    /// The counts, shortest sequences first.
    pub counts: Vec<u64>,
}

/// The players' names when no one is "you".
pub const PLAYERS: [&str; 2] = ["Player 0", "Player 1"];

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
    pub to_move: usize,
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
    pub told: Option<String>,
    /// How the game ended, once it is over, as `ayoayo play` prints it
    /// after "Game over.": "Player 1 won, 30 to 18." (with `you=SEAT`,
    /// "You" and "The computer"). Absent while the game goes on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_told: Option<String>,
}

impl Ply {
    /// The game as it stands, its last move told of `names`.
    pub fn of(game: &Game, names: [&str; 2]) -> Ply {
        let p = game.position();
        Ply {
            ply: game.plies(),
            board: p.board(),
            score: p.score(),
            to_move: p.to_move().index(),
            over: game.is_over(),
            result: game.outcome(),
            permissible: game.permissible_moves(),
            told: crate::render::last_move_told(game, names),
            result_told: crate::render::result_told(game, names),
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
    /// Always `true`: this line is the summary.
    pub summary: bool,
    /// How many games were played.
    pub games: usize,
    /// Games won by player 0 and by player 1.
    pub wins: [usize; 2],
    /// Games tied.
    pub ties: usize,
    /// Each player's mean time to choose a move, in milliseconds.
    pub ms_per_move: [f64; 2],
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
pub struct Undone {
    /// The moves played.
    pub moves: Vec<Pit>,
    /// The moves taken back, latest first, which `/api/redo` replays.
    pub undone: Vec<Pit>,
    /// What this request took back or played again, in one sentence, as
    /// `ayoayo play` says it ([`crate::render::undone_told`]); absent if nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub told: Option<String>,
}

/// Any other error: one message, and the parameter it is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Failure {
    /// What was wrong, in a reader's words.
    pub error: String,
    /// The parameter the message is about (`board`, `pit`, `row`,
    /// `to_move`, `depth`, ...), if it is about one: a page marks the
    /// field the reader typed it in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

/// The JSON that answers a request: what was asked for, or, refused, an
/// object whose `error` says why (a refused replay also carries the plies
/// before the refused move).
pub type Answer = Result<String, String>;

/// The JSON that answers `target`, a path and query.
pub fn answer(target: &str) -> Answer {
    let request = Request::parse(target).map_err(|r| r.json())?;
    request.answer().map_err(|r| r.json())
}

/// A request, its parameters read into values: what each path needs and
/// nothing else.
enum Request {
    Replay(GameQuery),
    /// The opponent's choice, with the seed of its random choices.
    Move {
        game: GameQuery,
        strategy: Strategy,
        seed: u64,
    },
    /// The relay of one pit.
    Relay {
        game: GameQuery,
        pit: Pit,
    },
    /// The calls of one of the book's recursions.
    Calls {
        game: GameQuery,
        of: Recursion,
    },
    /// A search's calls, so many plies deep.
    Tree {
        game: GameQuery,
        depth: u32,
    },
    /// `/api/undo` or `/api/redo`: which way, the moves waiting to be
    /// redone, latest first, and whose turn to go back or forward to.
    History {
        game: GameQuery,
        way: Way,
        undone: Vec<u64>,
        you: Player,
    },
    Perft(usize),
}

/// Which way `/api/undo` and `/api/redo` take a game.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Back,
    Forward,
}

/// The game a request plays out first: its moves, from the opening or
/// from a board, score and player to move given.
struct GameQuery {
    moves: Vec<u64>,
    board: Option<Vec<u64>>,
    score: Option<Vec<u64>>,
    to_move: Option<Player>,
    no_repetition: bool,
    /// Who "you" are, for the words a ply tells.
    you: Option<Player>,
}

/// One of the book's recursions that `/api/calls` records, and what it
/// recurses over: a relay's pit, or the row a count walks (the player to
/// move's if none).
#[derive(Clone, Copy, Debug)]
enum Recursion {
    Relay(Pit),
    Count(Option<Player>),
    CountSoFar(Option<Player>),
    Possible(Option<Player>),
}

/// Why a request was not answered, before it is written as JSON.
enum Refusal {
    /// A request that could not be read or played: one message.
    Failure(Failure),
    /// A replay stopped by a move that is not permissible.
    StoppedReplay(StoppedReplay),
}

impl Refusal {
    fn json(&self) -> String {
        match self {
            Refusal::Failure(failure) => json(failure),
            Refusal::StoppedReplay(refused) => json(refused),
        }
    }
}

/// The parameters a request sent, which the path takes one by one as it
/// reads them. Any left when it is done is refused, not ignored.
///
/// A struct per path with serde's `deny_unknown_fields` would refuse
/// unknown parameters too, but it cannot share the six parameters of a
/// game between paths (that attribute does not work with `flatten`), and
/// serde_urlencoded's message for a bad value does not name its parameter,
/// which a page needs to mark the field its reader typed it in.
struct Params {
    path: String,
    sent: Vec<(String, String)>,
    taken: Vec<&'static str>,
}

impl Params {
    /// The value of parameter `name`, if sent, as `parse` reads it; or a
    /// failure about that parameter.
    fn take<T>(
        &mut self,
        name: &'static str,
        parse: impl FnOnce(&str) -> Result<T, String>,
    ) -> Result<Option<T>, Refusal> {
        self.taken.push(name);
        let mut sent = self.sent.iter().filter(|(n, _)| n == name);
        let Some((_, text)) = sent.next() else {
            return Ok(None);
        };
        if sent.next().is_some() {
            return Err(fail_at(name, format!("`{name}` is given twice")));
        }
        parse(text).map(Some).map_err(|e| fail_at(name, e))
    }

    /// The game's parameters, which every path but perft takes first.
    fn game(&mut self) -> Result<GameQuery, Refusal> {
        let moves = self.take("moves", parse_counts)?.unwrap_or_default();
        if moves.len() > MAX_MOVES {
            let message = format!("more than {MAX_MOVES} moves");
            return Err(fail_at("moves", message));
        }
        Ok(GameQuery {
            moves,
            board: self.take("board", parse_counts)?,
            score: self.take("score", parse_counts)?,
            to_move: self.take("to_move", player)?,
            no_repetition: self
                .take("no_repetition", yes_or_no)?
                .unwrap_or(false),
            you: self.take("you", player)?,
        })
    }

    /// Refuses a parameter the path did not take, naming what it takes.
    fn done(self) -> Result<(), Refusal> {
        let taken = |name: &str| self.taken.contains(&name);
        match self.sent.iter().find(|(name, _)| !taken(name)) {
            None => Ok(()),
            Some((name, _)) => {
                let message = format!(
                    "{} takes no `{}`: it takes {}",
                    self.path,
                    clip(name),
                    self.taken.join(", ")
                );
                Err(fail_at(name, message))
            }
        }
    }
}

impl Request {
    /// Reads `target`, a path and query, into a request.
    fn parse(target: &str) -> Result<Request, Refusal> {
        if target.len() > MAX_TARGET {
            let message = format!(
                "what was typed is too long: at most {MAX_TARGET} characters in all"
            );
            return Err(fail(message));
        }
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        let sent = serde_urlencoded::from_str(query)
            .map_err(|e| fail(format!("the query: {e}")))?;
        let mut p = Params {
            path: clip(path),
            sent,
            taken: Vec::new(),
        };
        let request = match path {
            "/api/replay" => Request::Replay(p.game()?),
            "/api/move" => {
                let game = p.game()?;
                let strategy = p.take("opponent", opponent)?;
                let seed = p.take("seed", number("a whole number"))?;
                Request::Move {
                    game,
                    strategy: strategy.unwrap_or(Strategy::DEFAULT),
                    seed: seed.unwrap_or(0),
                }
            }
            "/api/relay" => {
                let mut game = p.game()?;
                let pit = p.take("pit", number("a pit number"))?;
                let pit = pit.ok_or_else(|| fail_at("pit", PIT_MISSING))?;
                // A board given with no player to move is the pit's
                // owner's to play, as a reader who types a board and a pit
                // means it.
                if game.board.is_some() && game.to_move.is_none() {
                    game.to_move = Player::owner_of(pit);
                }
                Request::Relay { game, pit }
            }
            "/api/calls" => {
                let game = p.game()?;
                let of = p.take("of", |t| Ok::<_, String>(t.to_string()))?;
                let pit = p.take("pit", number("a pit number"))?;
                let row = p.take("row", player)?;
                let of = Recursion::named(of.as_deref(), pit, row)?;
                Request::Calls { game, of }
            }
            "/api/tree" => {
                let game = p.game()?;
                let depth = p.take("depth", number("a depth"))?.unwrap_or(3);
                match u32::try_from(depth) {
                    Ok(depth @ 1..=MAX_TREE_DEPTH) => {
                        Request::Tree { game, depth }
                    }
                    _ => {
                        return Err(fail_at(
                            "depth",
                            depth_from_1_to(MAX_TREE_DEPTH),
                        ))
                    }
                }
            }
            "/api/undo" | "/api/redo" => {
                let game = p.game()?;
                let undone =
                    p.take("undone", parse_counts)?.unwrap_or_default();
                let you = game.you.unwrap_or(Player::Zero);
                let way = match path {
                    "/api/undo" => Way::Back,
                    _ => Way::Forward,
                };
                Request::History {
                    game,
                    way,
                    undone,
                    you,
                }
            }
            "/api/perft" => match p
                .take("depth", number("a depth"))?
                .unwrap_or(1)
            {
                depth @ 1..=MAX_PERFT => Request::Perft(depth),
                _ => return Err(fail_at("depth", depth_from_1_to(MAX_PERFT))),
            },
            _ => return Err(fail(format!("no API at {}", clip(path)))),
        };
        p.done()?;
        Ok(request)
    }

    /// Plays the request's game and answers it, as JSON.
    fn answer(self) -> Result<String, Refusal> {
        match self {
            Request::Replay(game) => match game.play_out()? {
                (plies, _, None) => Ok(json(&plies)),
                (plies, _, Some(error)) => {
                    Err(Refusal::StoppedReplay(StoppedReplay { error, plies }))
                }
            },
            Request::Move {
                game,
                strategy,
                seed,
            } => {
                let game = game.game()?;
                let mut opponent = Computer::new(strategy, seed);
                match opponent.choose(&game) {
                    Some(pit) => Ok(json(&Chosen {
                        pit,
                        depth: opponent.depth(),
                        nodes: opponent.nodes(),
                    })),
                    None => Err(fail(Error::GameOver.to_string())),
                }
            }
            Request::Relay { game, pit } => relay(&game.game()?, pit),
            Request::Calls {
                game,
                of: recursion,
            } => Ok(json(&recursion.record(*game.game()?.position()))),
            Request::Tree { game, depth } => {
                let game = game.game()?;
                if game.is_over() {
                    return Err(fail_at("board", Error::GameOver.to_string()));
                }
                Ok(json(&search_tree(game.position(), depth)))
            }
            Request::History {
                game,
                way,
                undone,
                you,
            } => undo_or_redo(game.game()?, way, &undone, you),
            Request::Perft(depth) => {
                let counts = perft(&Position::opening(), depth);
                Ok(json(&Counted { counts }))
            }
        }
    }
}

/// A reader for a whole number, whose message says `what` it should be.
fn number<T: std::str::FromStr>(
    what: &str,
) -> impl FnOnce(&str) -> Result<T, String> + '_ {
    move |text| parsed(text, what)
}

/// A player, `0` or `1`, as typed.
fn player(text: &str) -> Result<Player, String> {
    let seat: usize = parsed(text, "0 or 1")?;
    let found = Player::BOTH.get(seat).copied();
    found.ok_or_else(|| format!("`{}` is not 0 or 1", clip(text)))
}

/// `true` or `false`, as typed.
fn yes_or_no(text: &str) -> Result<bool, String> {
    text.parse()
        .map_err(|_| format!("`{}` is not true or false", clip(text)))
}

/// An opponent as `ayoayo match` names them, if it thinks no longer than
/// the API allows.
fn opponent(text: &str) -> Result<Strategy, String> {
    let strategy: Strategy = text.parse()?;
    let too_long = match strategy {
        Strategy::Search(Limit::Depth(depth)) | Strategy::Margin(depth) => {
            depth > MAX_REQUEST_DEPTH
        }
        Strategy::Search(Limit::Time(t)) => t.as_millis() > MAX_REQUEST_MS,
        Strategy::Random | Strategy::Greedy => false,
    };
    match too_long {
        true => Err(format!(
            "the API searches at most {MAX_REQUEST_DEPTH} plies deep or {MAX_REQUEST_MS} ms"
        )),
        false => Ok(strategy),
    }
}

impl Recursion {
    /// The recursion `of` names, with the pit or row it needs.
    fn named(
        of: Option<&str>,
        pit: Option<Pit>,
        row: Option<Player>,
    ) -> Result<Recursion, Refusal> {
        let missing = "which recursion to record is missing: relay, count, \
                       count-so-far or possible";
        match of.ok_or_else(|| fail_at("of", missing))? {
            "relay" => match pit {
                Some(pit) => Ok(Recursion::Relay(pit)),
                None => Err(fail_at("pit", PIT_MISSING)),
            },
            "count" => Ok(Recursion::Count(row)),
            "count-so-far" => Ok(Recursion::CountSoFar(row)),
            "possible" => Ok(Recursion::Possible(row)),
            other => Err(fail_at(
                "of",
                format!(
                    "`{}` is not relay, count, count-so-far or possible",
                    clip(other)
                ),
            )),
        }
    }

    /// The recursion's calls on `position`, frame by frame.
    fn record(
        self,
        position: Position,
    ) -> crate::lessons::call_stack::Recording {
        let board = position.board();
        let row = |walked: Option<Player>| -> Vec<Pit> {
            walked.unwrap_or(position.to_move()).row().collect()
        };
        match self {
            Recursion::Relay(pit) => relay_calls(board, pit),
            Recursion::Count(walked) => count_calls(board, &row(walked)),
            Recursion::CountSoFar(walked) => {
                count_so_far_calls(board, &row(walked))
            }
            Recursion::Possible(walked) => possible_calls(board, &row(walked)),
        }
    }
}

fn json(body: &impl Serialize) -> String {
    serde_json::to_string(body).expect("answers serialize")
}

fn fail(error: String) -> Refusal {
    Refusal::Failure(Failure { error, field: None })
}

/// A failure about the parameter `field`.
fn fail_at(field: &str, error: impl Into<String>) -> Refusal {
    Refusal::Failure(Failure {
        error: error.into(),
        field: Some(field.to_string()),
    })
}

fn depth_from_1_to(most: impl std::fmt::Display) -> String {
    format!("the depth is a whole number from 1 to {most}")
}

/// At most 40 characters of something a client sent or a player typed,
/// with `…` if it was longer, for a message (`ayoayo play` quotes words
/// with it too). Control and direction-changing characters are written as
/// escapes (`\u{1b}`), so that a quote cannot restyle a terminal. For the
/// command line, not part of the documented face.
#[doc(hidden)]
pub fn clip(s: &str) -> String {
    let head: String = s.chars().take(40).collect();
    let mut clipped = printable(&head);
    if s.chars().nth(40).is_some() {
        clipped.push('…');
    }
    clipped
}

/// `s` with its control and direction-changing characters written as
/// escapes, for echoing what a player typed. For the command line, not
/// part of the documented face.
#[doc(hidden)]
pub fn printable(s: &str) -> String {
    crate::board::printable(s)
}

/// A value (a number, `true` or `false`) as typed, with a message naming
/// what it should be.
fn parsed<T: std::str::FromStr>(v: &str, what: &str) -> Result<T, String> {
    v.parse().map_err(|_| {
        let digits = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
        match digits {
            true => format!("`{}` is too large", clip(v)),
            false => format!("`{}` is not {what}", clip(v)),
        }
    })
}

/// Comma-separated non-negative whole numbers; an empty string is none.
/// For the command line's arguments, not part of the documented face.
#[doc(hidden)]
pub fn parse_counts(s: &str) -> Result<Vec<u64>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split(',').map(|part| count(part.trim())).collect()
}

/// One count: a whole number from 0 to [`u64::MAX`], with a message
/// that says whether it is too large or not a number at all.
fn count(part: &str) -> Result<u64, String> {
    use std::num::IntErrorKind;
    part.parse()
        .map_err(|e: std::num::ParseIntError| match e.kind() {
            IntErrorKind::PosOverflow => {
                format!("`{}` is too large", clip(part))
            }
            IntErrorKind::Empty => {
                "a number is missing before or after a comma".to_string()
            }
            _ if part.split_whitespace().nth(1).is_some() => {
                let commas = part.split_whitespace().collect::<Vec<_>>();
                format!(
                    "`{}` has spaces between its numbers: separate them with \
                     commas, as in {}",
                    clip(part),
                    clip(&commas.join(","))
                )
            }
            _ => format!("`{}` is not a whole number from 0 up", clip(part)),
        })
}

/// The game a replay starts from: the opening, or the board, score and
/// player to move given; with the referee's repetition rule unless
/// `no_repetition`. For `ayoayo replay`, not part of the documented face.
#[doc(hidden)]
pub fn start_game(
    board: Option<&[u64]>,
    score: Option<&[u64]>,
    to_move: usize,
    no_repetition: bool,
) -> Result<Game, Error> {
    let score = match score {
        None => [0, 0],
        Some(&[a, b]) => [a, b],
        Some(other) => {
            return Err(Error::WrongScoreCount { given: other.len() })
        }
    };
    let opening = Position::opening().board().map(u64::from);
    let start =
        Position::from_counts(board.unwrap_or(&opening), score, to_move)?;
    let game = Game::from_position(start);
    Ok(match no_repetition {
        true => game.without_repetition_rule(),
        false => game,
    })
}

/// Plays `moves` on `game` one by one, showing `each` the game at the
/// start and after every move, with the pit just played; stops at the
/// first move refused, with the message that says why. `/api/replay` and
/// `ayoayo replay` both replay through here.
pub fn replay_moves(
    game: &mut Game,
    moves: &[u64],
    mut each: impl FnMut(&Game, Option<Pit>),
) -> Result<(), String> {
    each(game, None);
    for (i, &pit) in moves.iter().enumerate() {
        let index = usize::try_from(pit).unwrap_or(usize::MAX);
        let ply = i + 1;
        game.play(index).map_err(|e| match e {
            // These name the pit themselves; the others are given it.
            Error::PitOutOfRange { .. }
            | Error::NotYourPit { .. }
            | Error::EmptyPit { .. }
            | Error::MustFeed { .. }
            | Error::Endless { .. } => format!("ply {ply}: {e}"),
            _ => format!("ply {ply}, pit {pit}: {e}"),
        })?;
        each(game, Some(index));
    }
    Ok(())
}

impl GameQuery {
    /// The game played as far as it goes: a ply for the start and for
    /// each move, the game, and the refusal that stopped it, if any.
    fn play_out(&self) -> Result<(Vec<Ply>, Game, Option<String>), Refusal> {
        let names = match self.you {
            None => PLAYERS,
            Some(Player::Zero) => ["You", "The computer"],
            Some(Player::One) => ["The computer", "You"],
        };
        let (board, score) = (self.board.as_deref(), self.score.as_deref());
        let to_move = self.to_move.unwrap_or(Player::Zero).index();
        // The player to move is checked as it is read; a score of the
        // wrong length is the score's fault, and anything else the board's.
        let field = match score {
            Some(score) if score.len() != 2 => "score",
            _ => "board",
        };
        let mut game = start_game(board, score, to_move, self.no_repetition)
            .map_err(|e| fail_at(field, e.to_string()))?;
        let mut plies = Vec::new();
        let refused = replay_moves(&mut game, &self.moves, |g, _| {
            plies.push(Ply::of(g, names));
        })
        .err();
        Ok((plies, game, refused))
    }

    /// The game, or a failure if one of its moves is refused.
    fn game(&self) -> Result<Game, Refusal> {
        match self.play_out()? {
            (_, game, None) => Ok(game),
            (_, _, Some(error)) => Err(fail_at("moves", error)),
        }
    }
}

/// `/api/undo` and `/api/redo`: the game's own undo and redo to a
/// player's turn, for a page that keeps a game as its list of moves.
fn undo_or_redo(
    mut game: Game,
    way: Way,
    waiting: &[u64],
    you: Player,
) -> Result<String, Refusal> {
    // The moves waiting, played and taken back again, so that the game's
    // own redo replays them (and a move that cannot be played is refused).
    let mut undone = Vec::new();
    for &pit in waiting.iter().rev() {
        let index = usize::try_from(pit).unwrap_or(usize::MAX);
        let played = game.play(index);
        played.map_err(|e| fail_at("undone", e.to_string()))?;
        undone.insert(0, index);
    }
    for _ in &undone {
        game.undo();
    }
    let told = if way == Way::Back {
        let back = game.undo_to(you);
        undone.extend(&back);
        crate::render::undone_told(&back)
    } else {
        let redone = game.redo_to(you);
        undone.truncate(undone.len() - redone.len());
        crate::render::redone_told(&redone)
    };
    let moves = game.moves().to_vec();
    Ok(json(&Undone {
        moves,
        undone,
        told,
    }))
}

/// The trace of `pit` in `game`, if it is the mover's pit.
fn relay(game: &Game, pit: Pit) -> Result<String, Refusal> {
    let position = game.position();
    let mover = position.to_move();
    if pit < crate::board::PITS && Player::owner_of(pit) != Some(mover) {
        let refused = Error::NotYourPit { pit, player: mover };
        return Err(fail_at("pit", refused.to_string()));
    }
    match trace(&position.board(), pit, MAX_TRACED_LAPS) {
        Ok(moved) => Ok(json(&moved)),
        Err(e) => Err(fail_at("pit", e.to_string())),
    }
}
