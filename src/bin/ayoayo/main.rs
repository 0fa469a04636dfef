//! The `ayoayo` command line: serve the book, replay games, play and
//! match players, count move trees, answer the JSON boundary. The rules
//! come from the `ayoayo` library; this binary only reads arguments and
//! prints. `args` reads the arguments; each other file runs one
//! subcommand, and none of them imports another; the two one-liners, `api`
//! and `perft`, run here.

mod args;
mod book;
mod matches;
mod play;
mod replay;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;

use args::{Cli, Command, EXIT_REFUSED};
use ayoayo::engine::{perft, Position};

fn main() -> ExitCode {
    let command = Cli::parse().command.unwrap_or_else(|| {
        // `ayoayo` alone means `ayoayo book` with its defaults.
        match Cli::parse_from(["ayoayo", "book"]).command {
            Some(book) => book,
            None => unreachable!("`book` parses as the book subcommand"),
        }
    });
    match command {
        Command::Book(args) => book::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Match(args) => matches::run(&args),
        Command::Api { target } => {
            let (status, body) = ayoayo::api::answer(&target);
            if writeln!(io::stdout().lock(), "{body}").is_err() {
                return ExitCode::from(1);
            }
            if status == 200 {
                return ExitCode::SUCCESS;
            }
            eprintln!("ayoayo api: status {status}");
            ExitCode::from(EXIT_REFUSED)
        }
        Command::Perft { depth } => {
            let counts = perft(&Position::opening(), depth);
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
