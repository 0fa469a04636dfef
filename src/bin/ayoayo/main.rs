//! The `ayoayo` command line: serve the book, replay games, play and
//! match players, count move trees. The rules come from the `ayoayo` library; this binary only reads
//! arguments and prints.

mod api;
mod book;
mod cli;
mod play;
mod serve;

use clap::Parser;

fn main() -> std::process::ExitCode {
    cli::run(cli::Cli::parse())
}
