//! `rustc` with a cache in front, for the book's listings.
//!
//! skeptic compiles every listing of the book with `rustc` on every
//! `cargo test`. `tests/skeptic.rs` points skeptic's `RUSTC` at this
//! program, which build.rs compiles. It runs the real compiler exactly as
//! skeptic asked, and keeps the program it made in
//! `target/<profile>/listing-cache/`, named after everything the program
//! was built from:
//!
//! - the listing's text and every argument but the two temporary paths;
//! - the compiler (its `rustc -vV`, recorded when this program was built);
//! - the crate the listings use (`ayoayo`) by its metadata's content, which
//!   changes with any change to its source but not when a file is only
//!   touched; every other library by its path, size and time.
//!
//! Anything that changes any of them misses. A miss compiles, asking the
//! linker to leave std's debugging information out (it is most of a
//! program's size, and no listing needs it). A hit links (or copies) the
//! cached program where skeptic expects it, and skeptic runs it: every
//! listing still runs on every `cargo test`.
//!
//! The cache never writes a file that anyone may run: a new entry is
//! written under a temporary name by this process alone and renamed into
//! place when closed, so no program is ever run while open for writing
//! (the race that made skeptic's own cache fail with "text file busy").

use std::collections::hash_map::DefaultHasher;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The compiler this program stands in front of, and its `rustc -vV`.
const REAL_RUSTC: &str = env!("AYOAYO_REAL_RUSTC");
const RUSTC_VERSION: &str = env!("AYOAYO_RUSTC_VERSION");
/// Where the programs are kept.
const CACHE: &str = env!("AYOAYO_LISTING_CACHE");
/// The crate whose metadata is hashed by content.
const CRATE: &str = "ayoayo";
/// Entries kept at most: one a listing, and room for listings edited
/// since. The oldest go first.
const MOST: usize = 400;

fn main() -> ExitCode {
    let args: Vec<OsString> = env::args_os().skip(1).collect();
    let cached = Build::of(&args).and_then(|build| {
        let key = build.key().ok()?;
        Some((build, key))
    });
    let Some((build, key)) = cached else {
        return run_rustc(&args);
    };
    let entry = Path::new(CACHE).join(&key);
    if restore(&entry, &build.output).is_ok() {
        return ExitCode::SUCCESS;
    }
    // Leave std's debugging information out of the program: it is most of
    // a listing's size (six megabytes instead of one) and no listing
    // needs it. Panic messages and backtraces keep their names.
    let mut args = args;
    args.extend(["-C".into(), "strip=debuginfo".into()]);
    let status = run_rustc(&args);
    if status == ExitCode::SUCCESS {
        // A cache that cannot be written only costs time.
        let _ = store(&build.output, &entry, &key);
    }
    status
}

/// A build this program knows how to cache: one source file compiled to
/// one program (`-o PATH`).
struct Build {
    source: PathBuf,
    output: PathBuf,
    /// Every other argument, in order.
    rest: Vec<OsString>,
}

impl Build {
    fn of(args: &[OsString]) -> Option<Build> {
        let mut source = None;
        let mut output = None;
        let mut rest = Vec::new();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            if arg == "-o" {
                output = Some(PathBuf::from(args.next()?));
            } else if arg.to_str()?.ends_with(".rs") && source.is_none() {
                source = Some(PathBuf::from(arg));
            } else if arg.to_str()?.starts_with("--emit") {
                return None;
            } else {
                rest.push(arg.clone());
            }
        }
        Some(Build {
            source: source?,
            output: output?,
            rest,
        })
    }

    /// The entry's name: the listing's hash, then everything else's, so
    /// that a listing's older entries can be found and dropped.
    fn key(&self) -> io::Result<String> {
        let mut listing = DefaultHasher::new();
        fs::read(&self.source)?.hash(&mut listing);
        let mut built_with = DefaultHasher::new();
        RUSTC_VERSION.hash(&mut built_with);
        for arg in &self.rest {
            arg.hash(&mut built_with);
            if let Some(library) = extern_path(arg) {
                library_stamp(&library)?.hash(&mut built_with);
            }
        }
        let (a, b) = (listing.finish(), built_with.finish());
        // A second, salted pass, so a key is 128 bits wide.
        let mut salted = DefaultHasher::new();
        (a, b, "salt").hash(&mut salted);
        Ok(format!("{a:016x}-{b:016x}{:016x}", salted.finish()))
    }
}

/// The library an `--extern name=path` argument names.
fn extern_path(arg: &OsString) -> Option<PathBuf> {
    let (_, path) = arg.to_str()?.split_once('=')?;
    let path = Path::new(path);
    path.is_file().then(|| path.to_path_buf())
}

/// What a library contributes to a key. The crate the listings use is
/// rebuilt whenever one of its files is touched, but its metadata only
/// changes when its source does, so that is what counts; every other
/// library only changes when cargo rebuilds it.
fn library_stamp(library: &Path) -> io::Result<u64> {
    let mut hasher = DefaultHasher::new();
    let name = library.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if name.starts_with(&format!("lib{CRATE}-")) {
        fs::read(library.with_extension("rmeta"))?.hash(&mut hasher);
    } else {
        let meta = fs::metadata(library)?;
        (meta.len(), meta.modified()?).hash(&mut hasher);
    }
    Ok(hasher.finish())
}

fn run_rustc(args: &[OsString]) -> ExitCode {
    match Command::new(REAL_RUSTC).args(args).status() {
        Ok(status) if status.success() => ExitCode::SUCCESS,
        Ok(status) => ExitCode::from(status.code().unwrap_or(1) as u8),
        Err(e) => {
            eprintln!("listing-rustc: could not run {REAL_RUSTC}: {e}");
            ExitCode::from(1)
        }
    }
}

/// Puts the cached program where the build would have: a hard link if
/// the two are on one file system, a copy if not.
fn restore(entry: &Path, output: &Path) -> io::Result<()> {
    if !entry.is_file() {
        return Err(io::ErrorKind::NotFound.into());
    }
    let _ = fs::remove_file(output);
    fs::hard_link(entry, output).or_else(|_| fs::copy(entry, output).map(drop))
}

/// Keeps a freshly built program, dropping the listing's older entries
/// and, past [`MOST`], the oldest of all.
fn store(output: &Path, entry: &Path, key: &str) -> io::Result<()> {
    let cache = Path::new(CACHE);
    fs::create_dir_all(cache)?;
    let temporary = cache.join(format!(".{key}.{}", std::process::id()));
    fs::copy(output, &temporary)?;
    fs::rename(&temporary, entry)?;
    let listing = key.split('-').next().unwrap_or(key);
    let mut entries: Vec<(std::time::SystemTime, PathBuf)> = Vec::new();
    for found in fs::read_dir(cache)? {
        let found = found?;
        let name = found.file_name().to_string_lossy().into_owned();
        if name == key || name.starts_with('.') {
            continue;
        }
        if name.starts_with(&format!("{listing}-")) {
            let _ = fs::remove_file(found.path());
        } else if let Ok(modified) = found.metadata().and_then(|m| m.modified())
        {
            entries.push((modified, found.path()));
        }
    }
    entries.sort();
    let surplus = (entries.len() + 1).saturating_sub(MOST);
    for (_, path) in entries.into_iter().take(surplus) {
        let _ = fs::remove_file(path);
    }
    Ok(())
}
