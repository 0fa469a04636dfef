//! `ayoayo book`: build the book and serve it on the loopback address.
//!
//! Building needs mdBook's `mdbook-driver` library, which takes about a
//! minute to compile on a small machine. So that `cargo test` never pays for
//! it, it sits behind the `book` cargo feature; the README's command turns
//! the feature on. Without it, this command still checks its arguments and
//! then says how to get a binary that can build the book.

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
        let dest = writable(book_dir, dest).map_err(Stop::Refused)?;
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
        writable(book_dir, &dest).map_err(Stop::Refused)?
    };
    build(book_dir, &dest).map_err(Stop::Failed)?;
    // With `--port 0` the system chooses the port: say the one it chose.
    let port = listener.local_addr().map_or(args.port, |a| a.port());
    say(&format!(
        "serving the book at http://127.0.0.1:{port}/ (press Ctrl-C to stop)"
    ))?;
    serve::serve(&dest, listener).map_err(Stop::Failed)
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
/// sources nor lie among them.
fn writable(book_dir: &Path, dest: &Path) -> Result<PathBuf, String> {
    let shown = dest.display();
    let sources = fs::canonicalize(book_dir).map_err(|e| {
        format!("cannot read the book's folder {}: {e}", book_dir.display())
    })?;
    let full = std::path::absolute(dest)
        .map_err(|e| format!("cannot find the folder {shown}: {e}"))?;
    // Resolve what exists of the path, so that `..` and links are seen
    // through before it is compared with the sources.
    let resolved = resolve(&full);
    if resolved.starts_with(&sources) || sources.starts_with(&resolved) {
        return Err(format!(
            "{shown} is or holds the book's sources ({}): build the book \
             somewhere else, such as target/book-html",
            sources.display()
        ));
    }
    match fs::read_dir(&resolved) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) if e.kind() == io::ErrorKind::NotADirectory => {
            // The file may be the folder named or one above it.
            let file = resolved.ancestors().find(|a| a.is_file());
            let file = file.unwrap_or(&resolved).display();
            return Err(format!("{file} is a file, not a folder"));
        }
        Err(e) => return Err(format!("cannot read the folder {shown}: {e}")),
        Ok(_) => {
            // Only what the last build wrote, as its marker lists it and
            // unchanged since, may be there: anything else is someone's.
            let written =
                fs::read_to_string(resolved.join(MARKER)).unwrap_or_default();
            let written: Vec<&str> = written.lines().skip(1).collect();
            let found = contents(&resolved)
                .map_err(|e| format!("cannot read the folder {shown}: {e}"))?;
            let marker = format!("\t{MARKER}");
            let theirs = found.iter().find(|entry| {
                !entry.ends_with(&marker) && !written.contains(&entry.as_str())
            });
            if let Some(entry) = theirs {
                let theirs =
                    entry.split_once('\t').map_or("", |(_, path)| path);
                return Err(format!(
                    "{shown} holds {theirs}, which this command did not \
                     write (or which has changed since), and building the \
                     book would delete it: name a new or empty folder, or \
                     delete it yourself if it is an earlier build of the book \
                     (nothing was changed)"
                ));
            }
        }
    }
    Ok(resolved)
}

/// Every file and folder under `dir`, as a line of the marker: a
/// fingerprint of what it holds (a file's contents hashed, `folder` or
/// `link`), a tab, and its path relative to `dir` (with `/` between names).
/// Sorted by path; links are listed, not followed.
fn contents(dir: &Path) -> io::Result<Vec<String>> {
    let mut found = Vec::new();
    let mut folders = vec![PathBuf::new()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(dir.join(&folder))? {
            let entry = entry?;
            let relative = folder.join(entry.file_name());
            let kind = entry.file_type()?;
            let print = if kind.is_dir() {
                folders.push(relative.clone());
                "folder".to_string()
            } else if kind.is_symlink() {
                "link".to_string()
            } else {
                format!("{:016x}", fnv1a(&fs::read(entry.path())?))
            };
            let path = relative.to_string_lossy().replace('\\', "/");
            found.push(format!("{print}\t{path}"));
        }
    }
    // In the order of the paths, so that the first stranger named is the
    // first a reader would list.
    found.sort_by(|a, b| a.split('\t').nth(1).cmp(&b.split('\t').nth(1)));
    Ok(found)
}

/// FNV-1a, 64 bits: a fingerprint that stays the same from one Rust
/// release to the next (unlike the standard library's hasher).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
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
    let written = contents(dest).map_err(|e| e.to_string())?;
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
