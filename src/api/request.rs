//! Reading a request and answering it: its path and query read into a
//! [`Request`], checked parameter by parameter, then its game played out
//! and asked what the path wants.

use crate::board::{Error, Pit, Player};
use crate::engine::{perft, trace, Position, MAX_TRACED_LAPS};
use crate::game::{Computer, Game, Limit, NotAStrategy, Strategy};
use crate::lessons::call_stack::{
    count_calls, count_so_far_calls, possible_calls, relay_calls,
};
use crate::lessons::search_tree::{search_tree, MAX_TREE_DEPTH};
use crate::text::{clip, parse_counts, parse_value};

use super::{
    replay_moves, start_game, Chosen, ErrorMessage, History, PerftCounts, Ply,
    Refusal, Response, StoppedReplay, MAX_MOVES, MAX_REQUEST_DEPTH,
    MAX_REQUEST_MS, MAX_REQUEST_PERFT, MAX_TARGET, PLAYER_NAMES,
};

/// What a request that names no pit is told.
const PIT_MISSING: &str = "a pit is needed, from 0 to 11";

/// The answer to `target`, a path and query: the request read, then
/// played and answered.
pub(super) fn answer(target: &str) -> Result<Response, Refusal> {
    Request::parse(target)?.answer()
}

/// A request, its parameters read into values: what each path needs and
/// nothing else.
enum Request {
    Replay(GameParams),
    /// The opponent's choice, with the seed of its random choices.
    Move {
        game: GameParams,
        strategy: Strategy,
        seed: u64,
    },
    /// The relay of one pit.
    Relay {
        game: GameParams,
        pit: Pit,
    },
    /// The calls of one of the book's recursions.
    Calls {
        game: GameParams,
        of: Recursion,
    },
    /// A search's calls, so many plies deep.
    Tree {
        game: GameParams,
        depth: u32,
    },
    /// `/api/undo` or `/api/redo`: undo or redo, the moves waiting to be
    /// redone, latest first, and whose turn to go back or forward to.
    History {
        game: GameParams,
        step: HistoryStep,
        undone: Vec<u64>,
        you: Player,
    },
    Perft(usize),
}

/// Which of `/api/undo` and `/api/redo` was asked: a step back through
/// the history, or forward again.
#[derive(Clone, Copy, PartialEq, Eq)]
enum HistoryStep {
    Undo,
    Redo,
}

/// The game a request plays out first: its moves, from the opening or
/// from a board, score and player to move given.
struct GameParams {
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
    fn game(&mut self) -> Result<GameParams, Refusal> {
        let moves = self.take("moves", parse_counts)?.unwrap_or_default();
        if moves.len() > MAX_MOVES {
            let message = format!("more than {MAX_MOVES} moves");
            return Err(fail_at("moves", message));
        }
        Ok(GameParams {
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
                let step = match path {
                    "/api/undo" => HistoryStep::Undo,
                    _ => HistoryStep::Redo,
                };
                Request::History {
                    game,
                    step,
                    undone,
                    you,
                }
            }
            "/api/perft" => {
                match p.take("depth", number("a depth"))?.unwrap_or(1) {
                    depth @ 1..=MAX_REQUEST_PERFT => Request::Perft(depth),
                    _ => {
                        return Err(fail_at(
                            "depth",
                            depth_from_1_to(MAX_REQUEST_PERFT),
                        ))
                    }
                }
            }
            _ => return Err(fail(format!("no API at {}", clip(path)))),
        };
        p.done()?;
        Ok(request)
    }

    /// Plays the request's game and answers it.
    fn answer(self) -> Result<Response, Refusal> {
        match self {
            Request::Replay(game) => match game.play_out()? {
                (plies, _, None) => Ok(Response::Replay(plies)),
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
                    Some(pit) => Ok(Response::Chosen(Chosen {
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
            } => {
                let position = *game.game()?.position();
                Ok(Response::Calls(recursion.record(position)?))
            }
            Request::Tree { game, depth } => {
                let game = game.game()?;
                if game.is_over() {
                    return Err(fail_at("board", Error::GameOver.to_string()));
                }
                Ok(Response::Tree(search_tree(game.position(), depth)))
            }
            Request::History {
                game,
                step,
                undone,
                you,
            } => undo_or_redo(game.game()?, step, &undone, you),
            Request::Perft(depth) => {
                let counts = perft(&Position::opening(), depth);
                Ok(Response::Perft(PerftCounts { counts }))
            }
        }
    }
}

/// A reader for a whole number, whose message says `what` it should be.
fn number<T: std::str::FromStr>(
    what: &str,
) -> impl FnOnce(&str) -> Result<T, String> + '_ {
    move |text| parse_value(text, what)
}

/// A player, `0` or `1`, as typed.
fn player(text: &str) -> Result<Player, String> {
    text.parse()
        .map_err(|e: crate::board::NotAPlayer| e.to_string())
}

/// `true` or `false`, as typed.
fn yes_or_no(text: &str) -> Result<bool, String> {
    text.parse()
        .map_err(|_| format!("`{}` is not true or false", clip(text)))
}

/// An opponent as `ayoayo match` names them, if it thinks no longer than
/// the API allows.
fn opponent(text: &str) -> Result<Strategy, String> {
    let strategy: Strategy =
        text.parse().map_err(|e: NotAStrategy| e.to_string())?;
    let too_long = match strategy {
        Strategy::Search(Limit::Depth(depth)) | Strategy::Margin(depth) => {
            depth > MAX_REQUEST_DEPTH
        }
        Strategy::Search(Limit::Time(t)) => t.as_millis() > MAX_REQUEST_MS,
        Strategy::Random | Strategy::Greedy => false,
    };
    if too_long {
        Err(format!(
            "the API searches at most {MAX_REQUEST_DEPTH} plies deep or {MAX_REQUEST_MS} ms"
        ))
    } else {
        Ok(strategy)
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

    /// The recursion's calls on `position`, frame by frame, or why the
    /// rules refuse its first call, about the pit or the row.
    fn record(
        self,
        position: Position,
    ) -> Result<crate::lessons::call_stack::Recording, Refusal> {
        let board = position.board();
        let row = |walked: Option<Player>| -> Vec<Pit> {
            walked.unwrap_or(position.to_move()).row().collect()
        };
        let (recorded, field) = match self {
            Recursion::Relay(pit) => (relay_calls(board, pit), "pit"),
            Recursion::Count(walked) => {
                (count_calls(board, &row(walked)), "row")
            }
            Recursion::CountSoFar(walked) => {
                (count_so_far_calls(board, &row(walked)), "row")
            }
            Recursion::Possible(walked) => {
                (possible_calls(board, &row(walked)), "row")
            }
        };
        recorded.map_err(|e| fail_at(field, e.to_string()))
    }
}

fn fail(error: String) -> Refusal {
    Refusal::Message(ErrorMessage { error, field: None })
}

/// A failure about the parameter `field`.
fn fail_at(field: &str, error: impl Into<String>) -> Refusal {
    Refusal::Message(ErrorMessage {
        error: error.into(),
        field: Some(field.to_string()),
    })
}

fn depth_from_1_to(most: impl std::fmt::Display) -> String {
    format!("the depth is a whole number from 1 to {most}")
}

impl GameParams {
    /// The game played as far as it goes: a ply for the start and for
    /// each move, the game, and the refusal that stopped it, if any.
    fn play_out(&self) -> Result<(Vec<Ply>, Game, Option<String>), Refusal> {
        let names = match self.you {
            None => PLAYER_NAMES,
            Some(Player::Zero) => ["You", "The computer"],
            Some(Player::One) => ["The computer", "You"],
        };
        let mut plies = Vec::new();
        let (game, refused) = self.play(|g| plies.push(Ply::of(g, names)))?;
        Ok((plies, game, refused))
    }

    /// The game, or a failure if one of its moves is refused.
    fn game(&self) -> Result<Game, Refusal> {
        match self.play(|_| {})? {
            (game, None) => Ok(game),
            (_, Some(error)) => Err(fail_at("moves", error)),
        }
    }

    /// The game played as far as it goes, shown to `each` at the start and
    /// after every move, and the refusal that stopped it, if any.
    fn play(
        &self,
        mut each: impl FnMut(&Game),
    ) -> Result<(Game, Option<String>), Refusal> {
        let (board, score) = (self.board.as_deref(), self.score.as_deref());
        let to_move = self.to_move.unwrap_or(Player::Zero);
        let mut game = start_game(board, score, to_move)
            .map_err(|e| fail_at(e.field(), e.to_string()))?;
        if self.no_repetition {
            game = game.without_repetition_rule();
        }
        let refused = replay_moves(&mut game, &self.moves, |g, _| each(g))
            .err()
            .map(|refused| refused.to_string());
        Ok((game, refused))
    }
}

/// `/api/undo` and `/api/redo`: the game's own undo and redo to a
/// player's turn, for a page that keeps a game as its list of moves.
fn undo_or_redo(
    mut game: Game,
    step: HistoryStep,
    waiting: &[u64],
    you: Player,
) -> Result<Response, Refusal> {
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
    let sentence = if step == HistoryStep::Undo {
        let back = game.undo_to(you);
        undone.extend(&back);
        crate::render::undone_sentence(&back)
    } else {
        let redone = game.redo_to(you);
        undone.truncate(undone.len() - redone.len());
        crate::render::redone_sentence(&redone)
    };
    let moves = game.moves().to_vec();
    Ok(Response::History(History {
        moves,
        undone,
        sentence,
    }))
}

/// The trace of `pit` in `game`, if it is the mover's pit.
fn relay(game: &Game, pit: Pit) -> Result<Response, Refusal> {
    let position = game.position();
    let mover = position.to_move();
    if pit < crate::board::PITS && Player::owner_of(pit) != Some(mover) {
        let refused = Error::NotYourPit { pit, player: mover };
        return Err(fail_at("pit", refused.to_string()));
    }
    match trace(&position.board(), pit, MAX_TRACED_LAPS) {
        Ok(moved) => Ok(Response::Relay(moved)),
        Err(e) => Err(fail_at("pit", e.to_string())),
    }
}
