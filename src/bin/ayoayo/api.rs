//! `ayoayo api TARGET`: one request of the JSON boundary, answered as the
//! book's pages are answered, for tests and scripts.

use std::io::{self, Write};
use std::process::ExitCode;

use crate::args::{unwritten, EXIT_REFUSED};

/// Runs `ayoayo api`: prints the JSON answer; a status other than `200`
/// is also said on stderr, with exit status [`EXIT_REFUSED`].
pub fn run(target: &str) -> ExitCode {
    let (status, body) = ayoayo::api::answer(target);
    if let Err(e) = writeln!(io::stdout().lock(), "{body}") {
        return unwritten("api", &e);
    }
    if status == 200 {
        return ExitCode::SUCCESS;
    }
    eprintln!("ayoayo api: status {status}");
    ExitCode::from(EXIT_REFUSED)
}
