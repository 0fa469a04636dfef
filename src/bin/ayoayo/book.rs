//! `ayoayo book`: build the book and serve it on the loopback address.
//!
//! Building needs mdBook's `mdbook-driver` library, which takes about a
//! minute to compile on a small machine. So that `cargo test` never pays for
//! it, it sits behind the `book` cargo feature; the README's command turns
//! the feature on. Without it, this command still checks its arguments and
//! then says how to get a binary that can build the book.

use std::net::TcpListener;
use std::path::Path;
use std::process::ExitCode;

use crate::args::BookArgs;

mod serve;

/// Runs `ayoayo book`; returns the exit status.
pub fn run(args: &BookArgs) -> ExitCode {
    match try_run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("ayoayo book: {message}");
            ExitCode::from(1)
        }
    }
}

fn try_run(args: &BookArgs) -> Result<(), String> {
    let book_dir = &args.book_dir;
    if !book_dir.join("book.toml").is_file() {
        return Err(format!(
            "no book in {}: that folder has no book.toml (pass --book-dir)",
            book_dir.display()
        ));
    }
    if let Some(dest) = &args.build_only {
        build(book_dir, dest)?;
        println!("wrote the book to {}", dest.display());
        return Ok(());
    }
    let address = format!("127.0.0.1:{}", args.port);
    let listener = TcpListener::bind(&address).map_err(|e| {
        format!("cannot listen on {address}: {e} (is another server using it? try --port)")
    })?;
    // The book's own setting (book.toml) puts the built book under the
    // crate's target folder, so nothing is left in a temporary folder.
    let dest = book_dir.join("../target/book");
    build(book_dir, &dest)?;
    println!("serving the book at http://{address}/ (press Ctrl-C to stop)");
    serve(&dest, listener)
}

#[cfg(feature = "book")]
fn serve(dest: &Path, listener: TcpListener) -> Result<(), String> {
    serve::serve(dest, listener)
}

#[cfg(not(feature = "book"))]
fn serve(_dest: &Path, _listener: TcpListener) -> Result<(), String> {
    Err("this ayoayo was built without the `book` feature".to_string())
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
