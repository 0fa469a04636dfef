//! Real builds of the book, raced and killed: someone writes into the
//! output folder while a build runs, a build is killed part-way, and a
//! served book is stopped. No file of theirs is lost, the next build
//! works, and a served book is left whole, and named, when it stops.
//! `tests/intruder.py` stands in for someone else during a build: an mdBook
//! preprocessor, added through mdBook's environment, that acts in the
//! middle of a build once its staging folder exists. (`cargo test -p ayoayo-book` runs these, as `.ci/run` does;
//! they need `python3`.)

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, SystemTime};

/// This repository, and its book.
fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `ayoayo-book --book-dir BOOK --build-only dest`, with the intruder
/// doing `act` during the build if it is given.
fn build(dest: &Path, act: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ayoayo-book"));
    command
        .arg("--book-dir")
        .arg(repository().join("book"))
        .arg("--build-only")
        .arg(dest)
        .stdin(Stdio::null());
    if let Some(act) = act {
        let intruder =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/intruder.py");
        let run = format!("python3 {} {act}", intruder.display());
        command.env("MDBOOK_PREPROCESSOR__INTRUDER__COMMAND", run);
    }
    command.output().expect("run ayoayo-book")
}

fn said(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_file_written_into_the_folder_during_a_real_build_is_kept() {
    let place = tempfile::tempdir().unwrap();
    let out = place.path().join("out");
    fs::create_dir(&out).unwrap();
    let notes = out.join("notes.txt");
    let raced = build(&out, Some(&format!("write {}", notes.display())));
    // The build fails rather than put the book over the new file...
    assert_eq!(raced.status.code(), Some(1), "{}", said(&raced));
    assert_eq!(fs::read_to_string(&notes).unwrap(), "notes\n");
    // ...and the next one refuses the folder outright.
    let again = build(&out, None);
    assert_eq!(again.status.code(), Some(2), "{}", said(&again));
    let names: Vec<_> = fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["notes.txt"]);
}

#[test]
fn after_a_killed_build_the_next_works_and_names_what_was_left() {
    let place = tempfile::tempdir().unwrap();
    let dest = place.path().join("book");
    let killed = build(&dest, Some("kill"));
    assert!(!killed.status.success(), "the build was not killed");
    let next = build(&dest, None);
    assert!(next.status.success(), "{}", said(&next));
    assert!(dest.join("index.html").is_file());
    // What the killed build left is named, and kept.
    let left: Vec<PathBuf> = fs::read_dir(place.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(".book.building-")
        })
        .collect();
    let [left] = left.as_slice() else {
        panic!("the killed build left one staging folder: {left:?}")
    };
    let named = format!("{} is another build's folder", left.display());
    assert!(said(&next).contains(&named), "{}", said(&next));
}

/// Every file under `dir` changed since `since`, but in `.git` and the
/// build's `target`, where cargo may be writing beside this test. (A file
/// you save while the test runs is counted too: run it on a tree nobody is
/// editing, as `.ci/run` does.)
fn changed_since(dir: &Path, since: SystemTime, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let (path, name) = (entry.path(), entry.file_name());
        if name == ".git" || name == "target" || name == "node_modules" {
            continue;
        }
        let meta = entry.metadata().unwrap();
        if meta.is_dir() {
            changed_since(&path, since, found);
        } else if meta.modified().unwrap() > since {
            found.push(path);
        }
    }
}

#[test]
fn serving_writes_nothing_in_the_repository_and_keeps_what_it_served() {
    let scratch = tempfile::tempdir().unwrap();
    let started = SystemTime::now();
    let mut server = Command::new(env!("CARGO_BIN_EXE_ayoayo-book"))
        .args(["--port", "0", "--book-dir"])
        .arg(repository().join("book"))
        // The system's temporary folder is one of this test's own.
        .env("TMPDIR", scratch.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = server.stdout.take().unwrap();
    let (tell, heard) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if line.starts_with("serving the book") {
                let _ = tell.send(());
            }
        }
    });
    // Not a time limit on the build: only so that a server that never
    // starts fails this test instead of hanging it.
    let serving = heard.recv_timeout(Duration::from_secs(300));
    // Someone writes into the folder being served.
    let folders: Vec<PathBuf> = fs::read_dir(scratch.path())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    for folder in &folders {
        fs::write(folder.join("notes.txt"), "notes\n").unwrap();
    }
    let stopped = Command::new("kill").arg(server.id().to_string()).status();
    let output = server.wait_with_output().unwrap();
    assert!(
        serving.is_ok(),
        "the book was never served ({})",
        output.status
    );
    assert!(stopped.unwrap().success());
    // One folder is left, the one the server names, with the book and
    // the file someone wrote there.
    let after: Vec<PathBuf> = fs::read_dir(scratch.path())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(after, folders);
    let [left]: [PathBuf; 1] = folders.try_into().unwrap();
    let said = said(&output);
    assert!(
        said.contains(&format!("the book stays in {}", left.display())),
        "{said}"
    );
    assert!(left.join("index.html").is_file());
    assert_eq!(
        fs::read_to_string(left.join("notes.txt")).unwrap(),
        "notes\n"
    );
    let mut written = Vec::new();
    changed_since(&repository(), started, &mut written);
    assert!(written.is_empty(), "serving wrote {written:?}");
}
