//! `ayoayo book`: build the book and serve it on the loopback address.
//!
//! Building needs mdBook's `mdbook-driver` library, which takes about a
//! minute to compile on a small machine. So that `cargo test` never pays for
//! it, it sits behind the `book` cargo feature; the README's command turns
//! the feature on. Without it, this command still checks its arguments and
//! then says how to get a binary that can build the book.

use std::collections::HashMap;
use std::fs;
use std::io;
use std::net::TcpListener;
use std::path::{Component, Path, PathBuf};
use std::process::ExitCode;

use crate::args::{BookArgs, DEFAULT_BOOK, EXIT_REFUSED};

mod serve;

/// The file a built book carries, so that a later build knows the folder
/// is its own to empty and fill again.
const MARKER: &str = ".ayoayo-book";

/// Why `ayoayo book` stopped: a refusal before anything was touched
/// (exit status 2), or a failure on the way (exit status 1).
enum Stop {
    Refused(String),
    Failed(String),
}

/// Runs `ayoayo book`; returns the exit status.
pub fn run(args: &BookArgs) -> ExitCode {
    match try_run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Stop::Refused(message)) => {
            eprintln!("ayoayo book: {message}");
            ExitCode::from(EXIT_REFUSED)
        }
        Err(Stop::Failed(message)) => {
            eprintln!("ayoayo book: {message}");
            ExitCode::from(1)
        }
    }
}

fn try_run(args: &BookArgs) -> Result<(), Stop> {
    let book_dir = &args.book_dir;
    if !book_dir.join("book.toml").is_file() {
        return Err(Stop::Refused(format!(
            "no book in {}: that folder has no book.toml (pass --book-dir)",
            book_dir.display()
        )));
    }
    if let Some(dest) = &args.build_only {
        let other = "name a new or empty folder, or delete it yourself if it \
                     is an earlier build of the book";
        let dest = writable(book_dir, dest, other).map_err(Stop::Refused)?;
        build(book_dir, &dest).map_err(Stop::Failed)?;
        say(&format!("wrote the book to {}", dest.display()))?;
        return Ok(());
    }
    let address = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&address).map_err(|e| {
        Stop::Refused(format!(
            "cannot listen on {address}: {e} (is another server using it? try --port)"
        ))
    })?;
    // The book is built under the crate's target folder (book.toml says
    // so). This crate's own target folder is cargo's to empty and ours to
    // fill, so an earlier build there, marked or not, is ours; any other
    // book's is checked.
    let dest = book_dir.join("../target/book");
    let dest = if *book_dir == Path::new(DEFAULT_BOOK) {
        dest
    } else {
        let other = "move it, or build the book elsewhere with --build-only \
                     DIR and serve that folder";
        writable(book_dir, &dest, other).map_err(Stop::Refused)?
    };
    rebuild(book_dir, &dest).map_err(Stop::Failed)?;
    // With `--port 0` the system chooses the port: say the one it chose.
    let port = listener.local_addr().map_or(args.port, |a| a.port());
    say(&format!(
        "serving the book at http://127.0.0.1:{port}/ (press Ctrl-C to stop)"
    ))?;
    serve::serve(&dest, listener).map_err(Stop::Failed)
}

/// Builds the book beside `dest` and then puts it in `dest`'s place, so
/// that another `ayoayo book` already serving `dest` goes on finding its
/// files (building in place emptied the folder under it for a moment, and
/// it answered hundreds of requests "not found").
fn rebuild(book_dir: &Path, dest: &Path) -> Result<(), String> {
    let beside = |what: &str| {
        let name = format!("book.{what}-{}", std::process::id());
        dest.with_file_name(name)
    };
    let (fresh, old) = (beside("building"), beside("old"));
    let _ = fs::remove_dir_all(&fresh);
    if let Err(e) = build(book_dir, &fresh) {
        let _ = fs::remove_dir_all(&fresh);
        return Err(e);
    }
    let swapped = (0..3).any(|_| {
        let _ = fs::rename(dest, &old);
        fs::rename(&fresh, dest).is_ok()
    });
    let _ = fs::remove_dir_all(&old);
    if !swapped {
        let _ = fs::remove_dir_all(&fresh);
        return Err(format!("cannot put the new build in {}", dest.display()));
    }
    Ok(())
}

/// Prints `line` on standard output; a closed or full output is a failure
/// to say so, not a panic.
fn say(line: &str) -> Result<(), Stop> {
    use std::io::Write;
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| {
            Stop::Failed(format!("cannot write to standard output: {e}"))
        })
}

/// `dest` as a folder the book may be built into, or why not. Building
/// empties the folder first, so it must be new, empty, or one this command
/// built before (it holds [`MARKER`]); and it must neither hold the book's
/// sources nor lie among them. `other` says what to do instead when it
/// holds someone's files.
fn writable(
    book_dir: &Path,
    dest: &Path,
    other: &str,
) -> Result<PathBuf, String> {
    let shown = dest.display();
    let sources = fs::canonicalize(book_dir).map_err(|e| {
        format!("cannot read the book's folder {}: {e}", book_dir.display())
    })?;
    let full = std::path::absolute(dest)
        .map_err(|e| format!("cannot find the folder {shown}: {e}"))?;
    // A link to nothing: building would create a folder wherever it
    // points, or fail there.
    let link = fs::symlink_metadata(&full).is_ok_and(|m| m.is_symlink());
    if link && !full.exists() {
        return Err(format!(
            "{shown} is a link to something that does not exist: name a \
             folder, or a new one (nothing was changed)"
        ));
    }
    // Resolve what exists of the path, so that `..` and links are seen
    // through before it is compared with the sources.
    let resolved = resolve(&full);
    if resolved.starts_with(&sources) || sources.starts_with(&resolved) {
        let place = match resolved == sources {
            true => "is the folder of",
            false if resolved.starts_with(&sources) => "is inside",
            false => "holds",
        };
        return Err(format!(
            "{shown} {place} the book's sources ({}): build the book \
             somewhere else, such as target/book-html",
            sources.display()
        ));
    }
    match fs::read_dir(&resolved) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) if e.kind() == io::ErrorKind::NotADirectory => {
            // The file (or pipe, or device) may be the folder named or one
            // above it.
            let file = resolved.ancestors().find(|a| a.exists() && !a.is_dir());
            let file = file.unwrap_or(&resolved).display();
            return Err(format!("{file} is not a folder"));
        }
        Err(e) => return Err(format!("cannot read the folder {shown}: {e}")),
        Ok(_) => {
            // Only what the last build wrote, as its marker lists it and
            // unchanged since, may be there: anything else is someone's.
            let written = marker_of(&resolved);
            let listed: HashMap<&str, &str> = written
                .lines()
                .skip(1)
                .filter_map(|line| line.split_once('\t'))
                .map(|(print, path)| (path, print))
                .collect();
            let theirs = stranger(&resolved, Path::new(""), &listed)
                .map_err(|e| format!("cannot read the folder {shown}: {e}"))?;
            if let Some(theirs) = theirs {
                return Err(format!(
                    "{shown} holds {theirs}, which this command did not \
                     write (or which has changed since), and building the \
                     book would delete it: {other} (nothing was changed)"
                ));
            }
        }
    }
    Ok(resolved)
}

/// The marker in `dir`, if it is a file of a marker's size (a pipe or a
/// huge file there is someone else's, and is never read).
fn marker_of(dir: &Path) -> String {
    let path = dir.join(MARKER);
    let small = fs::symlink_metadata(&path)
        .is_ok_and(|m| m.is_file() && m.len() <= MAX_MARKER);
    match small {
        true => fs::read_to_string(path).unwrap_or_default(),
        false => String::new(),
    }
}

/// The largest marker read: a built book lists a few hundred paths.
const MAX_MARKER: u64 = 4 << 20;

/// What an entry holds, as the marker writes it: a regular file's contents
/// hashed, `folder`, `link`, or `other` (a pipe, a device: never read).
fn print_of(entry: &fs::DirEntry) -> io::Result<String> {
    let kind = entry.file_type()?;
    Ok(if kind.is_dir() {
        "folder".into()
    } else if kind.is_symlink() {
        "link".into()
    } else if kind.is_file() {
        format!("{:016x}", fnv1a(fs::File::open(entry.path())?)?)
    } else {
        "other".into()
    })
}

/// The entries of `dir`'s `folder`, sorted by name.
fn entries(dir: &Path, folder: &Path) -> io::Result<Vec<fs::DirEntry>> {
    let mut found: Vec<_> =
        fs::read_dir(dir.join(folder))?.collect::<io::Result<_>>()?;
    found.sort_by_key(fs::DirEntry::file_name);
    Ok(found)
}

/// `folder`'s path under `dir`, as the marker writes it (`/` between
/// names).
fn marker_path(folder: &Path, entry: &fs::DirEntry) -> String {
    folder
        .join(entry.file_name())
        .to_string_lossy()
        .replace('\\', "/")
}

/// The first entry under `dir`'s `folder`, in path order, that the marker's
/// `listed` paths do not hold as it is now. A path not listed is refused
/// before anything of it is read, so a stranger's folder costs one look.
fn stranger(
    dir: &Path,
    folder: &Path,
    listed: &HashMap<&str, &str>,
) -> io::Result<Option<String>> {
    for entry in entries(dir, folder)? {
        let path = marker_path(folder, &entry);
        if path == MARKER {
            continue;
        }
        match listed.get(path.as_str()) {
            Some(print) if *print == print_of(&entry)? => {}
            _ => return Ok(Some(path)),
        }
        if entry.file_type()?.is_dir() {
            let inner = folder.join(entry.file_name());
            if let Some(path) = stranger(dir, &inner, listed)? {
                return Ok(Some(path));
            }
        }
    }
    Ok(None)
}

#[cfg(feature = "book")]
/// Every file and folder under `dir`'s `folder`, as the marker's lines: a
/// fingerprint ([`print_of`]), a tab, and the path. In path order; links
/// are listed, not followed.
fn contents(dir: &Path, folder: &Path) -> io::Result<Vec<String>> {
    let mut found = Vec::new();
    for entry in entries(dir, folder)? {
        let path = marker_path(folder, &entry);
        found.push(format!("{}\t{path}", print_of(&entry)?));
        if entry.file_type()?.is_dir() {
            found.extend(contents(dir, &folder.join(entry.file_name()))?);
        }
    }
    Ok(found)
}

/// FNV-1a, 64 bits, of what `from` holds, read a piece at a time: a
/// fingerprint that stays the same from one Rust release to the next
/// (unlike the standard library's hasher).
fn fnv1a(mut from: impl io::Read) -> io::Result<u64> {
    let (mut hash, mut piece) = (0xcbf2_9ce4_8422_2325_u64, [0; 1 << 16]);
    loop {
        let n = from.read(&mut piece)?;
        if n == 0 {
            return Ok(hash);
        }
        for &byte in &piece[..n] {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// `path` (absolute) with every link and `..` resolved as the system
/// would, including in the part that does not exist yet.
fn resolve(path: &Path) -> PathBuf {
    let mut resolved = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                resolved.pop();
            }
            Component::CurDir => {}
            part => {
                resolved.push(part);
                if let Ok(real) = fs::canonicalize(&resolved) {
                    resolved = real;
                }
            }
        }
    }
    resolved
}

#[cfg(feature = "book")]
fn build(book_dir: &Path, dest: &Path) -> Result<(), String> {
    let mut book = mdbook_driver::MDBook::load(book_dir).map_err(|e| {
        format!("cannot load the book in {}: {e:#}", book_dir.display())
    })?;
    book.config.build.build_dir =
        std::path::absolute(dest).map_err(|e| e.to_string())?;
    book.build().map_err(|e| {
        format!("cannot build the book into {}: {e:#}", dest.display())
    })?;
    // The marker lists what was written: the next build may delete that,
    // and refuses if anything else has appeared.
    let written = contents(dest, Path::new("")).map_err(|e| e.to_string())?;
    let text = format!(
        "Built by `ayoayo book`, which may delete these to build again:\n{}\n",
        written.join("\n")
    );
    fs::write(dest.join(MARKER), text).map_err(|e| {
        format!("cannot write {}: {e}", dest.join(MARKER).display())
    })
}

#[cfg(not(feature = "book"))]
fn build(_book_dir: &Path, _dest: &Path) -> Result<(), String> {
    Err(
        "this ayoayo was built without the `book` feature, so it cannot build the book; \
         run `cargo run --release --features book` instead"
            .to_string(),
    )
}
