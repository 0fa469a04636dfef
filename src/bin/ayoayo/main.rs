//! The `ayoayo` command line: replay games, play and match players, count
//! move trees, answer the JSON boundary. The rules come from the `ayoayo`
//! library; this binary only reads arguments and prints. (The book has a
//! program of its own, `crates/ayoayo-book`.) `args` reads the arguments, `exit` says how the program ends,
//! `interrupt` keeps what Ctrl-C must not lose, and each other file runs
//! one subcommand with those three.

mod api;
mod args;
mod exit;
#[cfg(unix)]
mod interrupt;
mod match_command;
mod perft;
mod play;
mod replay;

use std::process::ExitCode;

use args::Command;

fn main() -> ExitCode {
    match args::command() {
        Command::Replay(args) => replay::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Match(args) => match_command::run(&args),
        Command::Api { target } => api::run(&target),
        Command::Perft { depth } => perft::run(depth),
    }
}
