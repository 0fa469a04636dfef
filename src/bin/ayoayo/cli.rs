//! The arguments of `ayoayo` and what each subcommand prints.
//!
//! The output of `replay --json` and `perft` is a contract other tools parse;
//! see the README.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use ayoayo::board::{Outcome, Pit, Player};
use ayoayo::engine::history::Version;
use ayoayo::engine::{perft, Position};
use ayoayo::game::{Game, Spec};
use ayoayo::render;

use crate::book::{self, BookArgs};
use crate::play::{self, MatchArgs, PlayArgs};

/// Ayoayo, the Yoruba mancala game: an executable essay on coupling and
/// recursion. With no subcommand, builds the book and serves it locally.
#[derive(Debug, Parser)]
#[command(name = "ayoayo", version, about, long_about = None)]
pub struct Cli {
    /// What to do (default: `book`).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Build the book and serve it on http://127.0.0.1:PORT.
    Book(BookArgs),
    /// Play MOVES from a position and print the position after each move.
    Replay(ReplayArgs),
    /// Count the move sequences of each length 1..=DEPTH from the opening.
    Perft(PerftArgs),
    /// Answer one request of the book server's JSON API and exit (for
    /// tests and scripts: `ayoayo api '/api/replay?moves=2,9'`).
    #[command(hide = true)]
    Api(ApiArgs),
    /// Play against the computer in the terminal (reads moves from stdin).
    Play(PlayArgs),
    /// Play games between two players and report each game and the totals.
    Match(MatchArgs),
}

/// Arguments of `ayoayo replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Print one JSON object per line instead of drawing boards.
    #[arg(long)]
    pub json: bool,
    /// The starting board: twelve comma-separated counts, pits 0 to 11.
    #[arg(long, value_name = "B", value_parser = parse_list)]
    pub board: Option<List>,
    /// The starting score: two comma-separated counts.
    #[arg(long, value_name = "A,B", value_parser = parse_list)]
    pub score: Option<List>,
    /// Who moves first: 0 or 1.
    #[arg(long, value_name = "P", default_value_t = 0)]
    pub to_move: usize,
    /// Do not end the game when a position occurs for the third time.
    #[arg(long)]
    pub no_repetition: bool,
    /// The pits to play, comma-separated (for example 2,9,1).
    #[arg(value_name = "MOVES", value_parser = parse_list, default_value = "")]
    pub moves: List,
}

/// Arguments of `ayoayo api`.
#[derive(Debug, Args)]
pub struct ApiArgs {
    /// The request's path and query.
    #[arg(value_name = "TARGET")]
    pub target: String,
}

/// Arguments of `ayoayo perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The longest move sequences to count.
    #[arg(value_name = "DEPTH")]
    pub depth: usize,
    /// Count with an earlier version of the engine, to measure what each
    /// change bought (the engine appendix): stone-by-stone, packed,
    /// first-lap, two-cores, two-words, or side-by-side (today's).
    #[arg(long, value_name = "NAME", value_parser = parse_version)]
    pub engine: Option<Version>,
}

/// Parses an engine version's name.
pub fn parse_version(s: &str) -> Result<Version, String> {
    s.parse()
}

/// A comma-separated list of non-negative whole numbers, as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct List(pub Vec<u64>);

/// Parses comma-separated non-negative integers; an empty string is an empty list.
pub fn parse_list(s: &str) -> Result<List, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(List::default());
    }
    s.split(',')
        .map(|part| {
            let part = part.trim();
            part.parse::<u64>().map_err(|_| {
                format!("`{part}` is not a non-negative whole number")
            })
        })
        .collect::<Result<_, _>>()
        .map(List)
}

/// Runs the command line; returns the process's exit status.
pub fn run(cli: Cli) -> ExitCode {
    let command = cli.command.unwrap_or_else(|| {
        // `ayoayo` alone means `ayoayo book` with its defaults.
        match Cli::parse_from(["ayoayo", "book"]).command {
            Some(book) => book,
            None => unreachable!("`book` parses as the book subcommand"),
        }
    });
    match command {
        Command::Book(args) => book::run(&args),
        Command::Replay(args) => replay(&args),
        Command::Play(args) => play::play(&args),
        Command::Match(args) => play::run_match(&args),
        Command::Api(args) => {
            let (status, body) = crate::api::answer(&args.target);
            if writeln!(io::stdout().lock(), "{body}").is_err() {
                return ExitCode::from(1);
            }
            if status == 200 {
                ExitCode::SUCCESS
            } else {
                eprintln!("ayoayo api: status {status}");
                ExitCode::from(EXIT_BAD_MOVE)
            }
        }
        Command::Perft(args) => {
            let counts = match args.engine {
                Some(version) => {
                    version.perft(&Position::opening(), args.depth)
                }
                None => perft(&Position::opening(), args.depth),
            };
            let mut out = io::stdout().lock();
            for (d, count) in counts.iter().enumerate() {
                if writeln!(out, "{} {}", d + 1, count).is_err() {
                    return ExitCode::from(1);
                }
            }
            ExitCode::SUCCESS
        }
    }
}

/// Parses a player as typed: `random`, `greedy`, `search` or `search:D`.
pub fn parse_spec(s: &str) -> Result<Spec, String> {
    s.parse()
}

/// Exit status for a move that is not permissible.
pub const EXIT_BAD_MOVE: u8 = 2;

fn replay(args: &ReplayArgs) -> ExitCode {
    let start = match starting_position(args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("ayoayo replay: {e}");
            return ExitCode::from(EXIT_BAD_MOVE);
        }
    };
    let mut game = Game::from_position(start);
    if args.no_repetition {
        game = game.without_repetition_rule();
    }
    let mut out = io::stdout().lock();
    if print_ply(&mut out, &game, None, args.json).is_err() {
        return ExitCode::from(1);
    }
    for (i, &pit) in args.moves.0.iter().enumerate() {
        let ply = i + 1;
        let mover = game.position().to_move();
        let pit_index = usize::try_from(pit).unwrap_or(usize::MAX);
        if let Err(e) = game.play(pit_index) {
            let _ = out.flush();
            eprintln!("ayoayo replay: {}", refusal(ply, pit, &e));
            return ExitCode::from(EXIT_BAD_MOVE);
        }
        if print_ply(&mut out, &game, Some((mover, pit_index)), args.json)
            .is_err()
        {
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

/// What `replay` says when the move of ply `ply`, pit `pit`, is refused.
pub fn refusal(ply: usize, pit: u64, e: &ayoayo::board::Error) -> String {
    format!("ply {ply}: pit {pit}: {e}")
}

/// The position `replay` starts from: the opening, or what the arguments
/// give.
pub fn starting_position(
    args: &ReplayArgs,
) -> Result<Position, ayoayo::board::Error> {
    let score = match args.score.as_ref().map(|l| l.0.as_slice()) {
        None => [0, 0],
        Some(&[a, b]) => [a, b],
        Some(other) => {
            return Err(ayoayo::board::Error::Malformed(format!(
                "a score has two counts, but {} were given",
                other.len()
            )))
        }
    };
    let opening = Position::opening().board().map(u64::from);
    let counts = args.board.as_ref().map_or(&opening[..], |l| &l.0[..]);
    Position::from_counts(counts, score, args.to_move)
}

/// One line of `replay --json`.
pub fn json_line(ply: usize, game: &Game) -> String {
    let p = game.position();
    let list =
        |xs: &mut dyn Iterator<Item = String>| xs.collect::<Vec<_>>().join(",");
    let result = match game.outcome() {
        None => "null".to_string(),
        Some(Outcome::Winner(Player::Zero)) => "\"player0\"".to_string(),
        Some(Outcome::Winner(Player::One)) => "\"player1\"".to_string(),
        Some(Outcome::Tie) => "\"tie\"".to_string(),
    };
    format!(
        r#"{{"ply":{ply},"board":[{}],"score":[{}],"to_move":{},"over":{},"result":{result},"permissible":[{}]}}"#,
        list(&mut p.board().iter().map(|c| c.to_string())),
        list(&mut p.score().iter().map(|c| c.to_string())),
        p.to_move().index(),
        game.is_over(),
        list(&mut game.permissible_moves().iter().map(|c| c.to_string())),
    )
}

fn print_ply(
    out: &mut impl Write,
    game: &Game,
    played: Option<(Player, Pit)>,
    json: bool,
) -> io::Result<()> {
    let ply = game.plies();
    if json {
        writeln!(out, "{}", json_line(ply, game))?;
    } else {
        match played {
            None => writeln!(out, "ply 0: the starting position")?,
            Some((mover, pit)) => {
                writeln!(out, "ply {ply}: {mover} sowed pit {pit}")?
            }
        }
        let p = game.position();
        write!(out, "{}", render::text(&p.board(), p.score()))?;
        match game.outcome() {
            Some(outcome) if game.ended_by_repetition() => writeln!(
                out,
                "game over: a position occurred for the third time; {outcome}"
            )?,
            Some(outcome) => writeln!(out, "game over: {outcome}")?,
            None => writeln!(
                out,
                "{} to move; permissible: {:?}",
                p.to_move(),
                game.permissible_moves()
            )?,
        }
        writeln!(out)?;
    }
    out.flush()
}
