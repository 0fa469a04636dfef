//! `ayoayo-book` refusing what it cannot do, each in one line with exit
//! status 2 (refused) or 1 (failed on the way), and touching nothing that
//! is not its own. (Where a build may go is `book-folder`'s, and tested
//! there; tests/race.rs races and kills real builds.)

use std::fs;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `ayoayo-book` with `args` and no input.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let Output { status, stderr, .. } =
        Command::new(env!("CARGO_BIN_EXE_ayoayo-book"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
    (status.code(), String::from_utf8(stderr).unwrap())
}

#[test]
fn a_folder_with_no_book_is_named() {
    let (code, err) = run(&["--book-dir", "/no/such/folder"]);
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(
        err,
        "ayoayo-book: no book in /no/such/folder: that folder has no \
         book.toml (pass --book-dir)\n"
    );
}

#[test]
fn ports_that_are_not_ports_are_refused_in_words() {
    for port in ["-1", "99999", "http"] {
        let (code, err) = run(&["--port", port]);
        assert_eq!(code, Some(2), "{err}");
        let said = format!("`{port}` is not a port: give a whole number");
        assert!(err.contains(&said), "{err}");
    }
}

/// A port that is taken is named in one line, not a panic.
#[test]
fn a_busy_port_is_one_clear_error() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let (code, err) = run(&["--port", &port]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains(&port) && err.lines().count() == 1, "{err}");
}

/// Serving writes nothing beside the book: not into `../target/book`,
/// where a plain `mdbook build` would go, nor anywhere else there. A book
/// with no chapters fails to build, in one line.
#[test]
fn serving_writes_nothing_beside_the_book() {
    let folder = tempfile::tempdir().unwrap();
    let elsewhere = folder.path();
    let book = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../book");
    fs::create_dir_all(elsewhere.join("book")).unwrap();
    fs::copy(book.join("book.toml"), elsewhere.join("book/book.toml")).unwrap();
    let theirs = elsewhere.join("target/book");
    fs::create_dir_all(&theirs).unwrap();
    fs::write(theirs.join("keep.txt"), "keep").unwrap();
    fs::write(elsewhere.join("notes.txt"), "my notes").unwrap();
    let book_dir = elsewhere.join("book");
    let (code, err) =
        run(&["--port", "0", "--book-dir", book_dir.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("SUMMARY.md"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(fs::read_to_string(theirs.join("keep.txt")).unwrap(), "keep");
    let mut names: Vec<_> = fs::read_dir(elsewhere)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["book", "notes.txt", "target"]);
    let mut made: Vec<_> = fs::read_dir(&book_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    made.sort();
    assert_eq!(made, ["book.toml"]);
}
