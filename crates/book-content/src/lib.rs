//! What the book shows that the code computes: every value a chapter
//! quotes, every picture, every quiz answer, and the recorded data they
//! come from. `cargo xtask regenerate` (in `xtask/`) writes it out, and
//! xtask's tests check it fresh; this crate only computes.
//!
//! - [`generated`] computes every value a chapter quotes, named by its
//!   markers `<!-- gen: KIND … -->`, writing numbers as the prose does
//!   with [`numbers`]; [`quiz`] computes the answers of the self-checks
//!   and challenges among them;
//! - [`figures`] lays out every picture of the book and draws it with
//!   the crate `book-svg` (crates/book-svg);
//! - [`rustc`] holds the compiler's own messages for the listings that
//!   must not compile, [`assembly`] the instructions Part V shows, and
//!   [`limits`] the library's limits for the pages' script;
//! - [`recorded`] reads back what xtask's recording tasks wrote into
//!   `book/src/data/`, a module for each data file, with its path;
//! - [`listings`] reads a listing's anchored region, for all of the above.
//!
//! What they share is below: reading a file ([`read`]), the rows of a
//! data file ([`data_rows`], [`recorded_value`]) and running a command
//! ([`output`], [`run`]).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use anyhow::{anyhow, Result};
pub mod assembly;
pub mod figures;
pub mod generated;
pub mod limits;
pub mod listings;
pub mod numbers;
pub mod quiz;
pub mod recorded;
pub mod rustc;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Context as _;
use serde::de::DeserializeOwned;

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

/// The rustc the tests and the tools run (`RUSTC`, as cargo sets it, or
/// `rustc`).
pub fn rustc_command() -> Command {
    Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
}

/// The crate's board vocabulary (`Stones`, `Pit`, `Board`), as its
/// `board_type` region under `root` writes it, for a program built from
/// the crate's regions outside the crate: the two constants the region
/// names, then the region.
pub fn vocabulary_source(root: &Path) -> Result<String> {
    use ayoayo::board::{OPENING_STONES_PER_PIT, PITS};
    let region = listings::region_in(root, "src/board.rs", "board_type")?;
    Ok(format!(
        "#[allow(unused)]\nconst PITS: usize = {PITS};\n\
         #[allow(unused)]\nconst OPENING_STONES_PER_PIT: Stones = {OPENING_STONES_PER_PIT};\n{}\n",
        region.join("\n")
    ))
}

/// The rows of a data file's `text`, each read into `T` field by field:
/// tab-separated, with notes on lines that start with `#`. Every data file
/// of the book is read through here.
pub fn data_rows<T: DeserializeOwned>(text: &str) -> Result<Vec<T>> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(b'\t')
        .has_headers(false)
        .comment(Some(b'#'))
        .quoting(false)
        .from_reader(text.as_bytes());
    Ok(reader.deserialize().collect::<Result<_, _>>()?)
}

/// The text of a data file: `notes` on a first line that starts with `#`,
/// then `rows`, tab-separated, each written field by field from `T`, the
/// same type that [`data_rows`] reads them into: one schema for both.
pub fn data_file<T: serde::Serialize>(
    notes: &str,
    rows: &[T],
) -> Result<String> {
    let mut writer = csv::WriterBuilder::new()
        .delimiter(b'\t')
        .has_headers(false)
        .quote_style(csv::QuoteStyle::Never)
        .from_writer(Vec::new());
    for row in rows {
        writer.serialize(row)?;
    }
    let body =
        String::from_utf8(writer.into_inner().map_err(|e| anyhow!("{e}"))?)?;
    Ok(format!("# {notes}\n{body}"))
}

/// The machine a data file's first line says it was measured on, as every
/// recording writes it: `# COLUMNS…, measured on: MACHINE`.
pub fn measured_on(text: &str) -> Result<&str> {
    text.lines()
        .next()
        .and_then(|l| l.split_once("measured on: "))
        .map(|(_, machine)| machine.trim())
        .context("the first line must say `measured on: MACHINE`")
}

/// The value under `key` in a `KEY<TAB>VALUE` data `file`, which the task
/// `cargo xtask measure TASK` writes.
pub fn recorded_value<T: DeserializeOwned>(
    root: &Path,
    file: &str,
    key: &str,
    task: &str,
) -> Result<T> {
    let hint = format!("run `cargo xtask measure {task}`");
    let rows: Vec<(String, T)> =
        data_rows(&read(root, file)?).context(hint.clone())?;
    let found = rows.into_iter().find(|(k, _)| k == key);
    found
        .map(|(_, v)| v)
        .with_context(|| format!("{file} has no `{key}` ({hint})"))
}

/// Visits what a macro's body holds, as far as syn can read it without the
/// macro: expressions between commas (`format!`), or semicolons
/// (`vec![x; n]`), or items (`thread_local!`).
pub fn visit_macro_body<V>(visitor: &mut V, mac: &syn::Macro)
where
    V: for<'a> syn::visit::Visit<'a>,
{
    use syn::punctuated::Punctuated;
    use syn::{Expr, Token};
    let commas = Punctuated::<Expr, Token![,]>::parse_terminated;
    let semicolons = Punctuated::<Expr, Token![;]>::parse_terminated;
    if let Ok(args) = mac.parse_body_with(commas) {
        args.iter().for_each(|arg| visitor.visit_expr(arg));
    } else if let Ok(args) = mac.parse_body_with(semicolons) {
        args.iter().for_each(|arg| visitor.visit_expr(arg));
    } else if let Ok(items) = mac.parse_body::<syn::File>() {
        visitor.visit_file(&items);
    }
}

/// `cargo`, as cargo named itself to this process.
pub fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// Runs `command` and returns its standard output, or an error with all
/// it printed if it fails.
pub fn output(command: &mut Command) -> Result<String> {
    let out = command.output().with_context(|| format!("{command:?}"))?;
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    if out.status.success() {
        Ok(text(&out.stdout))
    } else {
        Err(anyhow!(
            "{command:?} failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        ))
    }
}

/// Runs `command` in the terminal's sight, and fails unless it succeeds.
pub fn run(command: &mut Command) -> Result<()> {
    match command.status().with_context(|| format!("{command:?}"))? {
        s if s.success() => Ok(()),
        s => Err(anyhow!("{command:?} failed ({s})")),
    }
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
