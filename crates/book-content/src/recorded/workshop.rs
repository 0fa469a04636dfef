//! The instructor's preparation for the workshop, each step timed by
//! `cargo xtask measure workshop` and quoted by the teaching guide.

use anyhow::Result;
use std::path::Path;

/// The instructor's preparation, timed: what `cargo xtask measure
/// workshop` records.
pub const TIMES_FILE: &str = "book/src/data/workshop-times.tsv";

/// A step of the instructor's preparation, as [`TIMES_FILE`] names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Step {
    /// Installing rustlings.
    Rustlings,
    /// Building the exercises.
    Exercises,
    /// Building the crate for release.
    Release,
    /// Building the book.
    Book,
    /// Checking the workshop.
    Check,
}

/// The steps an instructor runs the day before, each timed from cold in a
/// fresh clone (crates already downloaded), and the command.
pub const STEPS: [(Step, &str); 5] = [
    (
        Step::Rustlings,
        "cargo install rustlings --locked --version 6.5.0 --root RUSTLINGS",
    ),
    (
        Step::Exercises,
        "cd workshop && cargo build --bin board1_pits && cargo test --no-run --bin board1_pits",
    ),
    (Step::Release, "cargo build --release"),
    (
        Step::Book,
        "cargo run --release -p ayoayo-book -- --build-only BOOK",
    ),
    (
        Step::Check,
        "cd workshop && RUSTLINGS/bin/rustlings dev check --require-solutions",
    ),
];

/// How much longer than the recorded times the preparation may take on a
/// learner's small or busy laptop: a trial on a busy two-core machine took
/// 2.5 to 3.5 times as long as the idle one that recorded them.
pub const BUSY: u64 = 3;

/// A recorded preparation time, as the book quotes it: the range from the
/// recorded time to [`BUSY`] times it, `35 s to 2 min`, or `under a
/// second`.
pub fn time(root: &Path, key: Step) -> Result<String> {
    let seconds: u64 =
        crate::data::recorded_value(root, TIMES_FILE, key, "workshop")?;
    Ok(match seconds {
        0 => "under a second".to_string(),
        _ => format!("{} to {}", duration(seconds), duration(seconds * BUSY)),
    })
}

/// `35 s`, `2 min` or `2 min 10 s`: seconds as a person reads them, to
/// the nearest ten seconds from two minutes up.
fn duration(seconds: u64) -> String {
    let rounded = (seconds + 5) / 10 * 10;
    match (seconds, rounded / 60, rounded % 60) {
        (0..=119, ..) => format!("{seconds} s"),
        (_, minutes, 0) => format!("{minutes} min"),
        (_, minutes, rest) => format!("{minutes} min {rest} s"),
    }
}
