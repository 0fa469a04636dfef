//! `rustc` with a cache in front, for the book's listings.
//!
//! build.rs compiles this program and names it as `RUSTC` for the crate's
//! test programs, where skeptic reads it. `AYOAYO_NO_LISTING_CACHE=1`
//! passes every compilation straight through.
//!
//! A program built from one listing is kept in
//! `target/<profile>/listing-cache/`, named after the listing's text and
//! everything else it was built from: the other arguments, the compiler's
//! `rustc -vV`, the metadata's content of this workspace's libraries
//! (`ayoayo`, and `xtask`, which a workspace build puts beside it: their
//! metadata changes only when their source does) and every other library's
//! size and date. A hit links the kept program where skeptic
//! expects it, and skeptic still runs it.
//!
//! The names are `DefaultHasher` sums. Its algorithm may change from one
//! Rust release to the next, which is harmless here: the compiler's
//! version is part of every key, so a new release misses the cache anyway.
//!
//! An entry is written under a temporary name by this process alone and
//! renamed into place, so no program is ever run while open for writing
//! (the race that made skeptic's own `binary-cache` fail with "Text file
//! busy").

use std::collections::hash_map::DefaultHasher;
use std::ffi::OsString;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::{env, fs, io};

/// The compiler this program stands in front of, and its `rustc -vV`.
const REAL_RUSTC: &str = env!("AYOAYO_REAL_RUSTC");
const RUSTC_VERSION: &str = env!("AYOAYO_RUSTC_VERSION");
/// Where the programs are kept.
const CACHE: &str = env!("AYOAYO_LISTING_CACHE");
/// The file name's start of this workspace's libraries.
const WORKSPACE_LIBRARIES: [&str; 2] = ["libayoayo-", "libxtask-"];
/// Entries kept at most; the oldest go first.
const MOST_ENTRIES: usize = 400;

fn main() -> ExitCode {
    let mut args: Vec<OsString> = env::args_os().skip(1).collect();
    let cached = env::var_os("AYOAYO_NO_LISTING_CACHE").is_none();
    let Some((output, key)) = key(&args).filter(|_| cached) else {
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

/// For one `.rs` file compiled to one program (`-o PATH`): that path, and
/// the entry's name, the listing's hash then everything else's (so that a
/// listing's older entries can be found).
fn key(args: &[OsString]) -> Option<(PathBuf, String)> {
    let (mut listing, mut rest) = (None, DefaultHasher::new());
    let mut output = None;
    RUSTC_VERSION.hash(&mut rest);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let arg = arg.to_str()?;
        if arg == "-o" {
            output = Some(PathBuf::from(args.next()?));
        } else if arg.starts_with("--emit") {
            return None;
        } else if arg.ends_with(".rs") && listing.is_none() {
            let mut hasher = DefaultHasher::new();
            fs::read(arg).ok()?.hash(&mut hasher);
            listing = Some(hasher.finish());
        } else {
            arg.hash(&mut rest);
            let library = arg.split_once('=').map(|(_, p)| Path::new(p));
            if let Some(library) = library.filter(|p| p.is_file()) {
                library_stamp(library)?.hash(&mut rest);
            }
        }
    }
    Some((output?, format!("{:016x}-{:016x}", listing?, rest.finish())))
}

/// What a library (an `--extern name=path`) adds to a key: one of
/// [`WORKSPACE_LIBRARIES`] by its metadata's content (touching a source file relinks the
/// library with a new date but the same metadata), any other by its size
/// and date.
fn library_stamp(library: &Path) -> Option<u64> {
    let mut hasher = DefaultHasher::new();
    let name = library.file_name()?.to_str()?;
    if WORKSPACE_LIBRARIES
        .iter()
        .any(|ours| name.starts_with(ours))
    {
        fs::read(library.with_extension("rmeta"))
            .ok()?
            .hash(&mut hasher);
    } else {
        let meta = fs::metadata(library).ok()?;
        (meta.len(), meta.modified().ok()?).hash(&mut hasher);
    }
    Some(hasher.finish())
}

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
