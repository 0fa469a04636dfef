//! `ayoayo-book`: builds the book with mdBook and serves it on the
//! loopback address, or writes it into a folder (`--build-only`); and, as
//! `ayoayo-book preprocess`, fills in the book's generated values for
//! mdBook. The game's own command line, `ayoayo`, only plays.
//!
//! This package is a member of the workspace but not a default one, so
//! `cargo test` never compiles mdBook, hyper or tokio for it. Where a build
//! goes, and the rule that no one's file is lost, is the `book-folder`
//! crate's, which `cargo test` does check.

mod preprocess;
mod serve;

use std::io;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use book_folder::{build_into, build_to_serve, Error};
use clap::{Parser, Subcommand};

/// The exit status when building or serving failed on the way.
const FAILED: u8 = 1;
/// The exit status when the arguments were refused and nothing was touched.
const REFUSED: u8 = 2;

/// Builds the book of `ayoayo` and serves it on http://127.0.0.1:PORT.
#[derive(Debug, Parser)]
#[command(name = "ayoayo-book", version, about, long_about = None)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    /// mdBook's preprocessor, instead of building.
    #[command(subcommand)]
    command: Option<Command>,
    /// The port to serve on (0: one the system chooses).
    #[arg(long, default_value_t = 3000, allow_negative_numbers = true, value_parser = parse_port)]
    port: u16,
    /// Only write the book's HTML into DIR, and do not serve it.
    #[arg(long, value_name = "DIR")]
    build_only: Option<PathBuf>,
    /// The book's folder (the one holding book.toml).
    #[arg(long, value_name = "DIR", default_value_os_t = default_book())]
    book_dir: PathBuf,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
enum Command {
    /// The book's mdBook preprocessor: fills in the generated values (mdBook
    /// runs it, as `book/book.toml` says).
    #[command(hide = true)]
    Preprocess {
        /// What mdBook asks (`supports RENDERER`), or nothing.
        #[arg(value_name = "WORDS")]
        words: Vec<String>,
    },
}

/// This repository's book, where this program was built from.
fn default_book() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = here.ancestors().nth(2).unwrap_or(here);
    root.join("book")
}

/// A port: a whole number from 0 to 65535.
fn parse_port(s: &str) -> Result<u16, String> {
    s.trim().parse::<u16>().map_err(|_| {
        let s = ayoayo::text::clip(s);
        format!("`{s}` is not a port: give a whole number from 0 to 65535")
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Preprocess { words }) = &cli.command {
        return preprocess::run(words);
    }
    match try_run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::Refused(message)) => {
            eprintln!("ayoayo-book: {message}");
            ExitCode::from(REFUSED)
        }
        Err(Error::Failed(message)) => {
            eprintln!("ayoayo-book: {message}");
            ExitCode::from(FAILED)
        }
    }
}

fn try_run(args: &Cli) -> Result<(), Error> {
    let book_dir = &args.book_dir;
    if !book_dir.join("book.toml").is_file() {
        return Err(Error::Refused(format!(
            "no book in {}: that folder has no book.toml (pass --book-dir)",
            book_dir.display()
        )));
    }
    if let Some(dest) = &args.build_only {
        let dest =
            book_folder::destination(book_dir, dest).map_err(Error::Refused)?;
        build_into(&dest, |into: &Path| build(book_dir, into))?;
        print_line(&format!("wrote the book to {}", dest.display()))?;
        return Ok(());
    }
    let address = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&address).map_err(|e| {
        Error::Refused(format!(
            "cannot listen on {address}: {e} (is another server using it? try --port)"
        ))
    })?;
    // Built and served in the system's temporary folder: serving writes
    // nothing into the repository, so it can never meet anyone's files
    // there, and it deletes nothing, since mdBook cannot say which files
    // it wrote.
    let served_from = build_to_serve(&std::env::temp_dir(), |into: &Path| {
        build(book_dir, into)
    })?;
    // With `--port 0` the system chooses the port: say the one it chose.
    let port = listener.local_addr().map_or(args.port, |a| a.port());
    print_line(&format!(
        "serving the book at http://127.0.0.1:{port}/ (press Ctrl-C to stop)"
    ))?;
    let served = serve::serve(&served_from, listener, serve::LIMITS);
    eprintln!(
        "ayoayo-book: the book stays in {}; delete it when you like",
        served_from.display()
    );
    served.map_err(Error::Failed)
}

/// Prints `line` on standard output; a closed or full output is a failure
/// to say so, not a panic.
fn print_line(line: &str) -> Result<(), Error> {
    use std::io::Write;
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| {
            Error::Failed(format!("cannot write to standard output: {e}"))
        })
}

/// Builds the book in `book_dir` into `dest` with mdBook, as `mdbook
/// build` would (reading `MDBOOK_*` settings from the environment too),
/// but with this very program as the book's preprocessor (`book.toml`
/// names `cargo run ... preprocess`, for a plain `mdbook`).
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
