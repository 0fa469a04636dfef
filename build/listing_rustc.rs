//! `rustc` with a cache in front, for the book's listings.
//!
//! build.rs compiles this program and names it as `RUSTC` for the crate's
//! test programs, where skeptic reads it. `AYOAYO_NO_LISTING_CACHE=1`
//! passes every compilation straight through.
//!
//! A program built from one listing is kept in
//! `target/<profile>/listing-cache/`, named by [`listing_key::key`] after
//! everything it was built from. A hit links the kept program where
//! skeptic expects it, and skeptic still runs it.
//!
//! An entry is written under a temporary name by this process alone and
//! renamed into place, so no program is ever run while open for writing
//! (the race that made skeptic's own `binary-cache` fail with "Text file
//! busy").

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::{env, fs, io};

/// The compiler this program stands in front of, and its `rustc -vV`.
const REAL_RUSTC: &str = env!("AYOAYO_REAL_RUSTC");
const RUSTC_VERSION: &str = env!("AYOAYO_RUSTC_VERSION");
/// Where the programs are kept.
const CACHE: &str = env!("AYOAYO_LISTING_CACHE");
/// Entries kept at most; the oldest go first.
const MOST_ENTRIES: usize = 400;

mod listing_key;

fn main() -> ExitCode {
    let mut args: Vec<OsString> = env::args_os().skip(1).collect();
    if env::var_os("AYOAYO_NO_LISTING_CACHE").is_some() {
        return rustc(&args);
    }
    let Some((output, key)) = listing_key::key(&args, RUSTC_VERSION) else {
        return rustc(&args);
    };
    let entry = Path::new(CACHE).join(&key);
    if entry.is_file() {
        let _ = fs::remove_file(&output);
        let copy = || fs::copy(&entry, &output).map(drop);
        if fs::hard_link(&entry, &output).or_else(|_| copy()).is_ok() {
            return ExitCode::SUCCESS;
        }
    }
    // No listing needs std's debugging information: most of its size.
    args.extend(["-C".into(), "strip=debuginfo".into()]);
    let status = rustc(&args);
    if status == ExitCode::SUCCESS {
        let _ = store(&output, &key); // A cache not written only costs time.
    }
    status
}

/// Runs the real compiler with `args`, and exits as it does.
fn rustc(args: &[OsString]) -> ExitCode {
    match Command::new(REAL_RUSTC).args(args).status() {
        // rustc's own code where it fits in a byte; any other failure
        // (a code past 255, or a signal, which has none) is still one.
        Ok(status) if status.success() => ExitCode::SUCCESS,
        Ok(status) => match status.code().map(u8::try_from) {
            Some(Ok(code)) if code != 0 => ExitCode::from(code),
            _ => ExitCode::FAILURE,
        },
        Err(e) => {
            eprintln!("listing-rustc: could not run {REAL_RUSTC}: {e}");
            ExitCode::from(1)
        }
    }
}

/// Keeps a freshly built program, dropping the listing's older entries
/// and, past [`MOST_ENTRIES`], the oldest of all.
fn store(output: &Path, key: &str) -> io::Result<()> {
    fs::create_dir_all(CACHE)?;
    let temporary =
        Path::new(CACHE).join(format!(".{key}.{}", std::process::id()));
    fs::copy(output, &temporary)?;
    fs::rename(&temporary, Path::new(CACHE).join(key))?;
    let listing = key.split('-').next().unwrap_or(key);
    let mut entries = Vec::new();
    for found in fs::read_dir(CACHE)?.flatten() {
        let name = found.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue; // another process's program, not yet in place
        } else if name.starts_with(&format!("{listing}-")) && name != key {
            let _ = fs::remove_file(found.path());
        } else if let Ok(when) = found.metadata().and_then(|m| m.modified()) {
            entries.push((when, found.path()));
        }
    }
    entries.sort();
    let surplus = entries.len().saturating_sub(MOST_ENTRIES);
    entries
        .into_iter()
        .take(surplus)
        .for_each(|(_, path)| drop(fs::remove_file(path)));
    Ok(())
}
