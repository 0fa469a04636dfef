//! `ayoayo perft DEPTH`: how many move sequences of each length there are
//! from the opening, a line `LENGTH COUNT` each.

use std::io::{self, Write};
use std::process::ExitCode;

use ayoayo::engine::perft;
use ayoayo::engine::Position;

use crate::exit;

/// Runs `ayoayo perft`.
pub fn run(depth: usize) -> ExitCode {
    let mut out = io::stdout().lock();
    for (d, count) in perft(&Position::opening(), depth).iter().enumerate() {
        if let Err(e) = writeln!(out, "{} {count}", d + 1) {
            return exit::output_failed("perft", &e);
        }
    }
    ExitCode::SUCCESS
}
