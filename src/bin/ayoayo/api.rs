//! The JSON API the book's pages call (served by `ayoayo book`, and
//! answerable without a server by the hidden `ayoayo api TARGET`).
//!
//! It is stateless: every request carries the whole game as its move list.
//!
//! - `GET /api/replay?moves=2,9,1` (also `board`, `score`, `to_move` as in
//!   `ayoayo replay`): `200` with a JSON array of exactly the objects
//!   `ayoayo replay --json` prints; a move that is not permissible: `422`
//!   with `{"error": MESSAGE, "plies": [the objects before it]}`.
//! - `GET /api/move?moves=...&opponent=SPEC[&seed=S]`: `{"pit": p}`, the
//!   opponent's choice for the player to move.
//! - `GET /api/relay?moves=...&pit=P`: the frames of that move, for the
//!   relay stepper.
//!
//! A malformed query answers `400` with `{"error": MESSAGE}`; an unknown
//! path `404`.

use ayoayo::engine::Position;
use ayoayo::game::frames::relay_frames;
use ayoayo::game::{Game, Opponent, Spec};

use crate::cli::{
    json_line, parse_list, refusal, starting_position, List, ReplayArgs,
};

/// The longest request target answered; longer ones get `400`.
pub const MAX_TARGET: usize = 8192;

/// The most moves a request may carry.
pub const MAX_MOVES: usize = 2000;

/// The deepest search the API runs: deeper searches could keep a core
/// busy for long, and a page never needs them.
pub const MAX_API_DEPTH: u32 = 10;

/// The status and JSON body for a request target (path and query).
pub fn answer(target: &str) -> (u16, String) {
    if target.len() > MAX_TARGET {
        return error(
            400,
            &format!("the request is longer than {MAX_TARGET} bytes"),
        );
    }
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let params = match parse_query(query) {
        Ok(p) => p,
        Err(e) => return error(400, &e),
    };
    let result = match path {
        "/api/replay" => replay(&params),
        "/api/move" => choose(&params),
        "/api/relay" => relay(&params),
        _ => return error(404, &format!("no API at {}", clip(path))),
    };
    result.unwrap_or_else(|(status, body)| (status, body))
}

type Answer = Result<(u16, String), (u16, String)>;

fn error(status: u16, message: &str) -> (u16, String) {
    (status, format!(r#"{{"error":{}}}"#, json_string(message)))
}

/// A string as a JSON string literal.
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// At most 40 characters of something a client sent, for a message.
fn clip(s: &str) -> String {
    let clipped: String = s.chars().take(40).collect();
    if clipped.len() < s.len() {
        format!("{clipped}…")
    } else {
        clipped
    }
}

/// The query's `name=value` pairs, percent-decoded; every name at most once.
fn parse_query(query: &str) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let (name, value) = (decode(name)?, decode(value)?);
        if out.iter().any(|(n, _)| *n == name) {
            return Err(format!("`{}` is given twice", clip(&name)));
        }
        out.push((name, value));
    }
    Ok(out)
}

fn decode(s: &str) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok());
                let byte = hex.and_then(|h| u8::from_str_radix(h, 16).ok());
                out.push(
                    byte.ok_or("a `%` is not followed by two hex digits")?,
                );
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| "the query is not UTF-8".to_string())
}

fn get<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// Refuses parameters this endpoint does not know.
fn only(
    params: &[(String, String)],
    known: &[&str],
) -> Result<(), (u16, String)> {
    match params.iter().find(|(n, _)| !known.contains(&n.as_str())) {
        Some((n, _)) => Err(error(
            400,
            &format!(
                "unknown parameter `{}` (known: {})",
                clip(n),
                known.join(", ")
            ),
        )),
        None => Ok(()),
    }
}

fn list(
    params: &[(String, String)],
    name: &str,
) -> Result<Option<List>, (u16, String)> {
    get(params, name)
        .map(|v| parse_list(v).map_err(|e| error(400, &format!("{name}: {e}"))))
        .transpose()
}

/// The replay arguments a query stands for.
fn replay_args(
    params: &[(String, String)],
) -> Result<ReplayArgs, (u16, String)> {
    let moves = list(params, "moves")?.unwrap_or_default();
    if moves.0.len() > MAX_MOVES {
        return Err(error(400, &format!("more than {MAX_MOVES} moves")));
    }
    let to_move = match get(params, "to_move") {
        None => 0,
        Some(v) => v.parse().map_err(|_| {
            error(400, &format!("to_move: `{}` is not 0 or 1", clip(v)))
        })?,
    };
    Ok(ReplayArgs {
        json: true,
        board: list(params, "board")?,
        score: list(params, "score")?,
        to_move,
        no_repetition: false,
        moves,
    })
}

/// A game played as far as it goes: the JSON objects of every ply, the
/// game, and the refusal that stopped it, if one did.
type PlayedOut = (Vec<String>, Game, Option<String>);

/// Plays the query's game as far as it goes.
fn play_out(args: &ReplayArgs) -> Result<PlayedOut, (u16, String)> {
    let start: Position =
        starting_position(args).map_err(|e| error(400, &e.to_string()))?;
    let mut game = Game::from_position(start);
    let mut plies = vec![json_line(0, &game)];
    for (i, &pit) in args.moves.0.iter().enumerate() {
        let pit_index = usize::try_from(pit).unwrap_or(usize::MAX);
        if let Err(e) = game.play(pit_index) {
            return Ok((plies, game, Some(refusal(i + 1, pit, &e))));
        }
        plies.push(json_line(i + 1, &game));
    }
    Ok((plies, game, None))
}

fn replay(params: &[(String, String)]) -> Answer {
    only(params, &["moves", "board", "score", "to_move"])?;
    let (plies, _, refused) = play_out(&replay_args(params)?)?;
    let array = format!("[{}]", plies.join(","));
    Ok(match refused {
        None => (200, array),
        Some(message) => (
            422,
            format!(r#"{{"error":{},"plies":{array}}}"#, json_string(&message)),
        ),
    })
}

/// The game so far, or `422` if one of its moves is refused.
fn game_of(params: &[(String, String)]) -> Result<Game, (u16, String)> {
    let (_, game, refused) = play_out(&replay_args(params)?)?;
    match refused {
        Some(message) => Err(error(422, &message)),
        None => Ok(game),
    }
}

fn choose(params: &[(String, String)]) -> Answer {
    only(
        params,
        &["moves", "board", "score", "to_move", "opponent", "seed"],
    )?;
    let spec: Spec = get(params, "opponent")
        .unwrap_or("search")
        .parse()
        .map_err(|e: String| error(400, &e))?;
    if let Spec::Search(depth) = spec {
        if depth > MAX_API_DEPTH {
            return Err(error(
                400,
                &format!("the API searches at most {MAX_API_DEPTH} plies deep"),
            ));
        }
    }
    let seed = match get(params, "seed") {
        None => 0,
        Some(v) => v.parse().map_err(|_| {
            error(400, &format!("seed: `{}` is not a whole number", clip(v)))
        })?,
    };
    let game = game_of(params)?;
    if game.is_over() {
        return Err(error(
            422,
            "the game is over: no more moves can be played",
        ));
    }
    match Opponent::new(spec, seed).choose(game.turn()) {
        Some(pit) => Ok((200, format!(r#"{{"pit":{pit}}}"#))),
        None => {
            Err(error(422, "the game is over: no more moves can be played"))
        }
    }
}

fn relay(params: &[(String, String)]) -> Answer {
    only(params, &["moves", "board", "score", "to_move", "pit"])?;
    let pit = get(params, "pit").ok_or_else(|| error(400, "pit: missing"))?;
    let pit: usize = pit.parse().map_err(|_| {
        error(400, &format!("pit: `{}` is not a pit number", clip(pit)))
    })?;
    let game = game_of(params)?;
    let frames = relay_frames(game.position(), pit)
        .map_err(|e| error(422, &e.to_string()))?;
    Ok((200, frames.to_json()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_queries_get_400_and_one_message() {
        for target in [
            "/api/replay?moves=a",
            "/api/replay?moves=1,,2",
            "/api/replay?moves=2&moves=3",
            "/api/replay?board=1,2",
            "/api/replay?to_move=7",
            "/api/replay?colour=red",
            "/api/replay?moves=%zz",
            "/api/replay?moves=%ff",
            "/api/move?opponent=search:99",
            "/api/move?opponent=nobody",
            "/api/relay?pit=x",
            "/api/relay",
        ] {
            let (status, body) = answer(target);
            assert_eq!(status, 400, "{target}: {body}");
            assert!(body.starts_with(r#"{"error":""#), "{target}: {body}");
        }
        let huge = format!("/api/replay?moves={}", "1,".repeat(MAX_TARGET));
        assert_eq!(answer(&huge).0, 400);
        assert_eq!(answer("/api/nothing").0, 404);
    }

    #[test]
    fn a_refused_move_is_422_with_the_plies_before_it() {
        let (status, body) = answer("/api/replay?moves=2,9,1,10");
        assert_eq!(status, 422);
        assert!(body.starts_with(
            r#"{"error":"ply 4: pit 10: relay sowing from pit 10 never ends, so the move is not permissible","plies":[{"ply":0,"#
        ), "{body}");
        assert_eq!(body.matches(r#""ply":"#).count(), 4);
    }

    #[test]
    fn the_opponent_and_the_relay_answer() {
        assert_eq!(answer("/api/move?moves=&opponent=greedy").0, 200);
        let (status, body) =
            answer("/api/move?moves=2,9&opponent=search:3&seed=1");
        assert_eq!(status, 200);
        assert!(body.starts_with(r#"{"pit":"#), "{body}");
        let (status, body) = answer("/api/relay?moves=&pit=0");
        assert_eq!(status, 200);
        assert!(
            body.starts_with(r#"{"start":0,"laps":4,"end":9,"#),
            "{body}"
        );
        assert_eq!(answer("/api/relay?moves=&pit=7").0, 422);
        // An endless move can still be stepped through: it shows the cycle.
        let (status, body) = answer("/api/relay?moves=2,9,1&pit=10");
        assert_eq!(status, 200, "{body}");
        assert!(body.contains(r#""end":null"#), "{body}");
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\nd\u{1}"), r#""a\"b\\c\nd\u0001""#);
    }
}
