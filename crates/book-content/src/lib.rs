//! What the book shows that the code computes: every value a chapter
//! quotes, every picture, every quiz answer, and the recorded data they
//! come from. `cargo xtask regenerate` (in `xtask/`) writes it out, and
//! xtask's tests check it fresh; this crate only computes.
//!
//! - [`generated`] computes every value a chapter quotes, named by its
//!   markers `<!-- gen: … -->`: a kind many chapters share, with its
//!   arguments, or a name in the chapter's own table in [`chapters`],
//!   laid out like the book. Numbers are written as the prose writes
//!   them, by [`numbers`]; [`quiz`] computes the answers of the
//!   self-checks and challenges among them;
//! - [`figures`] lays out every picture of the book and draws it with
//!   the crate `book-svg` (crates/book-svg);
//! - [`rustc`] holds the compiler's own messages for the listings that
//!   must not compile, [`assembly`] the instructions Part V shows, and
//!   [`limits`] the library's limits for the pages' script;
//! - [`recorded`] reads back what xtask's recording tasks wrote into
//!   `book/src/data/`, a module for each data file, with its path;
//! - [`search`] computes what Part VI quotes of the opponent's search,
//!   [`cycles`] what Part V quotes of its endless relays, and
//!   [`workshop`] the exercises and agenda the chapters point to;
//! - [`listings`] reads a listing's anchored region, for all of the above.
//!
//! What they share: reading a file ([`read`]), the data files
//! ([`data`]), running a program ([`process`]), and reading the crate's
//! own source ([`source`]).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use anyhow::{anyhow, Result};
pub mod assembly;
pub mod chapters;
pub mod cycles;
pub mod data;
pub mod figures;
pub mod generated;
pub mod limits;
pub mod listings;
pub mod numbers;
pub mod process;
pub mod quiz;
pub mod recorded;
pub mod rustc;
pub mod search;
pub mod source;
pub mod workshop;

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Context as _;

/// The repository's root.
pub fn root() -> PathBuf {
    // This crate is crates/book-content: the root is two folders up.
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors().nth(2).unwrap_or(here).to_path_buf()
}

/// The text of `file`, relative to `root`.
pub fn read(root: &Path, file: &str) -> Result<String> {
    fs::read_to_string(root.join(file)).with_context(|| file.to_string())
}

/// `path` relative to `root`, with forward slashes.
pub fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// A request of the JSON boundary, `path` with `query` encoded, and what
/// the boundary answers it, or why not.
pub fn api(path: &str, query: &[(&str, String)]) -> Result<(String, String)> {
    let query = serde_urlencoded::to_string(query)?;
    let target = format!("{path}?{query}");
    match ayoayo::api::answer_json(&target) {
        Ok(json) => Ok((target, json)),
        Err(json) => Err(anyhow!("{target}: {json}")),
    }
}
