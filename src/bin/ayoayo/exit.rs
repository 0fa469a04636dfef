//! How `ayoayo` ends, every status in one place:
//!
//! - 0, it did what was asked;
//! - 1 ([`FAILED`]), it failed on the way: its output could not be
//!   written;
//! - 2 ([`REFUSED`]), it refused what it was given before acting on it: a
//!   move that is not permissible, or a request the JSON boundary turns
//!   down. clap ends with 2 for arguments it cannot read, too;
//! - 128 + the signal's number (130 for Ctrl-C) when `play` or `match` is
//!   interrupted, after printing what it must not lose (`interrupt.rs`).

use std::process::ExitCode;

/// It failed on the way.
pub const FAILED: u8 = 1;

/// It refused what it was given, before acting on it.
pub const REFUSED: u8 = 2;

/// The status when `ayoayo COMMAND`'s output could not be written, with a
/// line saying why, unless the reader just stopped reading (a pipe into
/// `head` closes early, and that is no error to report).
pub fn output_failed(command: &str, error: &std::io::Error) -> ExitCode {
    if error.kind() != std::io::ErrorKind::BrokenPipe {
        eprintln!("ayoayo {command}: cannot write the output: {error}");
    }
    ExitCode::from(FAILED)
}
