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

use crate::args::BookArgs;
use crate::exit;

mod folder;
#[cfg(feature = "book")]
mod serve;

use folder::{build_in_memory, build_into};

/// Why `ayoayo book` stopped, in the reader's words.
enum BookError {
    /// The arguments were refused before anything was touched (exit
    /// status 2).
    Refused(String),
    /// Building or serving failed on the way (exit status 1).
    Failed(String),
}

/// Runs `ayoayo book`; returns the exit status.
pub fn run(args: &BookArgs) -> ExitCode {
    match try_run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(BookError::Refused(message)) => {
            eprintln!("ayoayo book: {message}");
            ExitCode::from(exit::REFUSED)
        }
        Err(BookError::Failed(message)) => {
            eprintln!("ayoayo book: {message}");
            ExitCode::from(exit::FAILED)
        }
    }
}

fn try_run(args: &BookArgs) -> Result<(), BookError> {
    let book_dir = &args.book_dir;
    if !book_dir.join("book.toml").is_file() {
        return Err(BookError::Refused(format!(
            "no book in {}: that folder has no book.toml (pass --book-dir)",
            book_dir.display()
        )));
    }
    if let Some(dest) = &args.build_only {
        let dest = destination(book_dir, dest).map_err(BookError::Refused)?;
        build_into(&dest, |into: &Path| build(book_dir, into))?;
        print_line(&format!("wrote the book to {}", dest.display()))?;
        return Ok(());
    }
    let address = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&address).map_err(|e| {
        BookError::Refused(format!(
            "cannot listen on {address}: {e} (is another server using it? try --port)"
        ))
    })?;
    // Built in the system's temporary folder and served from memory:
    // serving writes nothing into the repository, so it can never meet
    // anyone's files there.
    let files = build_in_memory(&std::env::temp_dir(), |into: &Path| {
        build(book_dir, into)
    })?;
    // With `--port 0` the system chooses the port: say the one it chose.
    let port = listener.local_addr().map_or(args.port, |a| a.port());
    print_line(&format!(
        "serving the book at http://127.0.0.1:{port}/ (press Ctrl-C to stop)"
    ))?;
    serve(files, listener)
}

/// Serves the built book until the process ends.
#[cfg(feature = "book")]
fn serve(files: folder::Files, listener: TcpListener) -> Result<(), BookError> {
    serve::serve(files, listener, serve::LIMITS).map_err(BookError::Failed)
}

/// Prints `line` on standard output; a closed or full output is a failure
/// to say so, not a panic.
fn print_line(line: &str) -> Result<(), BookError> {
    use std::io::Write;
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| {
            BookError::Failed(format!("cannot write to standard output: {e}"))
        })
}

/// `dest` resolved, as a folder the book may be built into, or why not.
/// It must be new or empty (see [`folder`]), and it must neither hold the
/// book's sources nor lie among them.
fn destination(book_dir: &Path, dest: &Path) -> Result<PathBuf, String> {
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
        let place = if resolved == sources {
            "is the folder of"
        } else if resolved.starts_with(&sources) {
            "is inside"
        } else {
            "holds"
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
        Ok(mut entries) => {
            if let Some(entry) = entries.next() {
                let name = match entry {
                    Ok(entry) => {
                        entry.file_name().to_string_lossy().into_owned()
                    }
                    Err(e) => {
                        return Err(format!(
                            "cannot read the folder {shown}: {e}"
                        ))
                    }
                };
                return Err(format!(
                    "{shown} holds {name}, and the book goes only into a \
                     new or empty folder: name another, or delete this \
                     one yourself if it is an earlier build of the book \
                     (nothing was changed)"
                ));
            }
        }
    }
    Ok(resolved)
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

/// Builds the book in `book_dir` into `dest` with mdBook, as `mdbook
/// build` would (reading `MDBOOK_*` settings from the environment too),
/// but with this very program as the book's preprocessor (`book.toml`
/// names `cargo run ... preprocess`, for a plain `mdbook`).
#[cfg(feature = "book")]
fn build(book_dir: &Path, dest: &Path) -> Result<(), String> {
    let failed = |e: &dyn std::fmt::Display| {
        format!("cannot load the book in {}: {e:#}", book_dir.display())
    };
    let mut config =
        mdbook_driver::config::Config::from_disk(book_dir.join("book.toml"))
            .map_err(|e| failed(&e))?;
    config.update_from_env().map_err(|e| failed(&e))?;
    let me = std::env::current_exe().map_err(|e| failed(&e))?;
    let me = me.to_str().and_then(|m| shlex::try_quote(m).ok());
    let me = me.ok_or_else(|| failed(&"this program's path is not text"))?;
    config
        .set("preprocessor.ayoayo.command", format!("{me} preprocess"))
        .map_err(|e| failed(&e))?;
    config.build.build_dir =
        std::path::absolute(dest).map_err(|e| e.to_string())?;
    let book = mdbook_driver::MDBook::load_with_config(book_dir, config)
        .map_err(|e| failed(&e))?;
    book.build().map_err(|e| {
        format!("cannot build the book into {}: {e:#}", dest.display())
    })
}

/// Why a binary built without the `book` feature can neither build nor
/// serve the book.
#[cfg(not(feature = "book"))]
const WITHOUT_BOOK: &str = "this ayoayo was built without the `book` \
    feature, so it cannot build the book; run `cargo run --release \
    --features book` instead";

#[cfg(not(feature = "book"))]
fn build(_book_dir: &Path, _dest: &Path) -> Result<(), String> {
    Err(WITHOUT_BOOK.to_string())
}

#[cfg(not(feature = "book"))]
fn serve(_: folder::Files, _: TcpListener) -> Result<(), BookError> {
    Err(BookError::Failed(WITHOUT_BOOK.to_string()))
}
