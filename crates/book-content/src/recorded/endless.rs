//! The endless relays of the first eight moves of all games: how many there
//! are and how long their cycles run, walked once by `cargo xtask measure
//! endless` (a release build takes some seconds) and quoted in Part V from
//! [`ENDLESS_FILE`].

use anyhow::Result;
use std::path::Path;

/// Where the counts are recorded.
pub const ENDLESS_FILE: &str = "book/src/data/endless.tsv";

/// How many moves into the game: every sequence of up to this many moves
/// from the opening, the relays of the last one included.
pub const MOVES: usize = 8;

/// The rows of [`ENDLESS_FILE`], which `cargo xtask measure endless`
/// writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EndlessRow {
    /// How many endless relays the first moves meet.
    Relays,
    /// How many come back to the state after their first lap.
    FirstLap,
    /// The shortest cycle, in laps.
    Shortest,
    /// The longest cycle, in laps.
    Longest,
    /// The longest relay that ends, in laps.
    LongestLegal,
}

/// A recorded figure of [`ENDLESS_FILE`], as the book quotes it.
pub fn quote(root: &Path, key: EndlessRow) -> Result<String> {
    let n = crate::data::recorded_value(root, ENDLESS_FILE, key, "endless")?;
    Ok(crate::numbers::thousands(n))
}
