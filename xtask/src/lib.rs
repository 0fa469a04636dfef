//! The book's tooling, run as `cargo xtask <task>` (see `main.rs`): the
//! listing checks, the pictures, the recorded measurements and the
//! generated sections of the chapters, and what they share: reading a file
//! ([`read`]) or a recording ([`rows`], [`recorded`]) and running a command
//! ([`output`], [`run`]). None of it is in the library.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod endless;
pub mod engine_history;
pub mod figures;
pub mod generated;
pub mod listings;
pub mod measurements;
pub mod metrics;
pub mod pictures;
pub mod quiz;
pub mod stack;
pub mod strength;
pub mod svg;
pub mod wasm;
pub mod workshop;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use generated::Context;
use measurements::Data;

/// The repository's root: the folder above this crate's.
pub fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

/// The text of `file`, relative to `root`.
pub fn read(root: &Path, file: &str) -> Result<String, String> {
    fs::read_to_string(root.join(file)).map_err(|e| format!("{file}: {e}"))
}

/// The data lines of a recorded `file`'s `text` (not blank, not `#`), each
/// of exactly `N` tab-separated fields.
pub fn rows<'a, const N: usize>(
    text: &'a str,
    file: &str,
) -> Result<Vec<[&'a str; N]>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let fields: Vec<&str> = l.split('\t').collect();
            fields.try_into().map_err(|_| {
                format!("{file}:{}: expected {N} tab-separated fields", i + 1)
            })
        })
        .collect()
}

/// `s` as a number, or an error naming `file`.
pub fn number<T: std::str::FromStr>(s: &str, file: &str) -> Result<T, String> {
    s.trim()
        .parse()
        .map_err(|_| format!("{file}: `{s}` is not a number"))
}

/// The number recorded under `key` in a `KEY<TAB>VALUE` file, which the
/// task `cargo xtask measure WHAT` writes.
pub fn recorded(
    root: &Path,
    file: &str,
    key: &str,
    what: &str,
) -> Result<f64, String> {
    let hint = format!("(run `cargo xtask measure {what}`)");
    let text = read(root, file).map_err(|e| format!("{e} {hint}"))?;
    let rows = rows::<2>(&text, file)?;
    let [_, value] = rows
        .iter()
        .find(|[k, _]| *k == key)
        .ok_or(format!("{file} has no `{key}` {hint}"))?;
    number(value, file)
}

/// `cargo`, as cargo named itself to this process.
pub fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// Runs `command` and returns its standard output, or an error with all
/// it printed if it fails.
pub fn output(command: &mut Command) -> Result<String, String> {
    let out = command.output().map_err(|e| format!("{command:?}: {e}"))?;
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    match out.status.success() {
        true => Ok(text(&out.stdout)),
        false => Err(format!(
            "{command:?} failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        )),
    }
}

/// Runs `command` in the terminal's sight, and fails unless it succeeds.
pub fn run(command: &mut Command) -> Result<(), String> {
    match command.status().map_err(|e| format!("{command:?}: {e}"))? {
        s if s.success() => Ok(()),
        s => Err(format!("{command:?} failed ({s})")),
    }
}

/// Every file the tooling writes (relative to the root) and what belongs
/// in it: the pictures, and each chapter with its sections filled in.
pub fn generated_files(root: &Path) -> Result<Vec<(String, String)>, String> {
    let data = Data::load(root)?;
    let mut out: Vec<(String, String)> = pictures::book_pictures(root, &data)?
        .into_iter()
        .map(|(name, svg)| (format!("{}/{name}", pictures::IMAGES_DIR), svg))
        .collect();
    let context = Context { root, data: &data };
    let chapters = listings::files_with_extension(&root.join("book/src"), "md");
    for chapter in chapters {
        let path = relative(root, &chapter);
        let text = read(root, &path)?;
        let expected = generated::regenerate(&text, &context)
            .map_err(|e| format!("{path}: {e}"))?;
        out.push((path, expected));
    }
    Ok(out)
}

/// The generated files whose contents differ from what the tooling
/// computes (or that are missing), and what belongs in them.
fn differing(root: &Path) -> Result<Vec<(String, String)>, String> {
    let mut files = generated_files(root)?;
    files.retain(|(path, expected)| {
        fs::read_to_string(root.join(path)).ok().as_ref() != Some(expected)
    });
    Ok(files)
}

/// The generated files that are stale or missing.
pub fn stale(root: &Path) -> Result<Vec<String>, String> {
    Ok(differing(root)?.into_iter().map(|(path, _)| path).collect())
}

/// Rewrites every stale generated file. Returns the files it changed.
pub fn regenerate(root: &Path) -> Result<Vec<String>, String> {
    fs::create_dir_all(root.join(pictures::IMAGES_DIR))
        .map_err(|e| e.to_string())?;
    let mut changed = Vec::new();
    for (path, expected) in differing(root)? {
        fs::write(root.join(&path), expected)
            .map_err(|e| format!("{path}: {e}"))?;
        changed.push(path);
    }
    Ok(changed)
}

/// `path` relative to `root`, with forward slashes.
pub fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// A request of the JSON boundary, `path` with `query` encoded, and what
/// the boundary answers it (`200`), or why not.
pub fn api(
    path: &str,
    query: &[(&str, String)],
) -> Result<(String, String), String> {
    let query =
        serde_urlencoded::to_string(query).map_err(|e| e.to_string())?;
    let target = format!("{path}?{query}");
    match ayoayo::api::answer(&target) {
        (200, json) => Ok((target, json)),
        (_, json) => Err(format!("{target}: {json}")),
    }
}
