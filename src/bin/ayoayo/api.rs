//! `ayoayo api TARGET`: one request of the JSON boundary, answered as the
//! book's pages are answered, for tests and scripts.

use std::io::{self, Write};
use std::process::ExitCode;

use crate::exit;

/// Runs `ayoayo api`: prints the JSON answer, with exit status
/// [`exit::REFUSED`] if it says why the request was refused.
pub fn run(target: &str) -> ExitCode {
    let answer = ayoayo::api::answer_json(target);
    let (Ok(body) | Err(body)) = &answer;
    if let Err(e) = writeln!(io::stdout().lock(), "{body}") {
        return exit::output_failed("api", &e);
    }
    match answer {
        Ok(_) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(exit::REFUSED),
    }
}
