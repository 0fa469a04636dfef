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

use crate::args::{BookArgs, EXIT_REFUSED};

mod folder;
mod serve;

use folder::{build_in_memory, build_into, first_entry};

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
        let dest = destination(book_dir, dest).map_err(Stop::Refused)?;
        build_into(&dest, |into: &Path| build(book_dir, into))?;
        print_line(&format!("wrote the book to {}", dest.display()))?;
        return Ok(());
    }
    let address = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&address).map_err(|e| {
        Stop::Refused(format!(
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
    serve::serve(files, listener, serve::LIMITS).map_err(Stop::Failed)
}

/// Prints `line` on standard output; a closed or full output is a failure
/// to say so, not a panic.
fn print_line(line: &str) -> Result<(), Stop> {
    use std::io::Write;
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| {
            Stop::Failed(format!("cannot write to standard output: {e}"))
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
            if let Some(name) = first_entry(&resolved) {
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

#[cfg(feature = "book")]
fn build(book_dir: &Path, dest: &Path) -> Result<(), String> {
    let mut book = mdbook_driver::MDBook::load(book_dir).map_err(|e| {
        format!("cannot load the book in {}: {e:#}", book_dir.display())
    })?;
    book.config.build.build_dir =
        std::path::absolute(dest).map_err(|e| e.to_string())?;
    book.with_preprocessor(Generated::load(book_dir)?);
    book.with_preprocessor(Edition);
    book.build().map_err(|e| {
        format!("cannot build the book into {}: {e:#}", dest.display())
    })
}

/// Fills in each generated value after the comment that marks it,
/// `<!-- gen: NAME -->`, from `generated.toml` beside `book.toml`, which
/// `cargo xtask regenerate` writes (see `xtask/src/generated.rs`).
#[cfg(feature = "book")]
struct Generated(std::collections::BTreeMap<String, String>);

#[cfg(feature = "book")]
impl Generated {
    /// The values in `book_dir`'s `generated.toml`.
    fn load(book_dir: &Path) -> Result<Generated, String> {
        let path = book_dir.join("generated.toml");
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let values = toml::from_str(&text)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Ok(Generated(values))
    }

    /// `text` with each marker followed by its value and `<!-- /gen -->`
    /// (comments that show nothing, and let a page find a value by its
    /// name), or the first marker that has none.
    fn fill(&self, text: &str) -> Result<String, String> {
        const OPEN: &str = "<!-- gen: ";
        let (mut out, mut rest) = (String::new(), text);
        while let Some(start) = rest.find(OPEN) {
            let end = rest[start..].find("-->").map(|n| start + n + 3);
            let end = end.ok_or("a `<!-- gen:` marker is never closed")?;
            let name = rest[start + OPEN.len()..end - 3].trim();
            let value = self.0.get(name).ok_or_else(|| {
                format!(
                    "generated.toml has no `{name}`: run `cargo xtask \
                     regenerate`"
                )
            })?;
            out.push_str(&rest[..end]);
            out.push_str(value);
            out.push_str("<!-- /gen -->");
            rest = &rest[end..];
        }
        out.push_str(rest);
        Ok(out)
    }
}

#[cfg(feature = "book")]
impl mdbook_preprocessor::Preprocessor for Generated {
    fn name(&self) -> &str {
        "ayoayo-generated"
    }

    fn run(
        &self,
        _: &mdbook_preprocessor::PreprocessorContext,
        mut book: mdbook_preprocessor::book::Book,
    ) -> mdbook_preprocessor::errors::Result<mdbook_preprocessor::book::Book>
    {
        let mut failed = None;
        book.for_each_chapter_mut(|chapter| {
            match self.fill(&chapter.content) {
                Ok(filled) => chapter.content = filled,
                Err(why) => {
                    let path = chapter.path.as_deref().unwrap_or(Path::new(""));
                    failed.get_or_insert(format!("{}: {why}", path.display()));
                }
            }
        });
        match failed {
            Some(why) => Err(mdbook_preprocessor::errors::Error::msg(why)),
            None => Ok(book),
        }
    }
}

/// Fills in the edition, wherever a chapter writes [`EDITION`]: the crate's
/// version and the day the book was built, so that a printed copy says
/// which it is. Nothing is written into `book/src`, and a book built by
/// plain `mdbook` leaves the comment, which shows nothing.
#[cfg(feature = "book")]
struct Edition;

/// Where the edition goes, on a line of its own: an HTML comment, so that
/// nothing shows if it is not filled in.
#[cfg(feature = "book")]
const EDITION: &str = "<!-- edition -->";

#[cfg(feature = "book")]
impl mdbook_preprocessor::Preprocessor for Edition {
    fn name(&self) -> &str {
        "ayoayo-edition"
    }

    fn run(
        &self,
        _: &mdbook_preprocessor::PreprocessorContext,
        mut book: mdbook_preprocessor::book::Book,
    ) -> mdbook_preprocessor::errors::Result<mdbook_preprocessor::book::Book>
    {
        // The day of the build, or of SOURCE_DATE_EPOCH where it is set,
        // so that two builds of one run agree even across midnight.
        let epoch = std::env::var("SOURCE_DATE_EPOCH").ok();
        let now = epoch
            .and_then(|s| s.trim().parse::<u64>().ok())
            .map(|s| std::time::UNIX_EPOCH + std::time::Duration::from_secs(s))
            .unwrap_or_else(std::time::SystemTime::now);
        let stamp = humantime::format_rfc3339_seconds(now).to_string();
        let day = stamp.get(..10).unwrap_or(&stamp);
        let version = env!("CARGO_PKG_VERSION");
        let words = format!(
            "*This copy of the book is version {version}, built on {day}.*"
        );
        book.for_each_chapter_mut(|chapter| {
            chapter.content = chapter.content.replace(EDITION, &words);
        });
        Ok(book)
    }
}

#[cfg(not(feature = "book"))]
fn build(_book_dir: &Path, _dest: &Path) -> Result<(), String> {
    Err(
        "this ayoayo was built without the `book` feature, so it cannot build the book; \
         run `cargo run --release --features book` instead"
            .to_string(),
    )
}
