//! Which folders a build may go into: never one that holds anything, even
//! a pipe or a huge file (refused at once and unread), never the book's own
//! sources or a folder among them, and nothing touched on the way.

use std::fs;
use std::path::{Path, PathBuf};

use book_folder::destination;

/// This repository's book.
fn book() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../book")
}

/// A folder in the system's temporary folder, new for this test, holding
/// someone's work: a note, a subfolder and a `.git`. It is removed when
/// the test drops it.
fn someones_work() -> tempfile::TempDir {
    let folder = tempfile::tempdir().unwrap();
    let dir = folder.path();
    fs::create_dir_all(dir.join("sub")).unwrap();
    fs::create_dir_all(dir.join(".git")).unwrap();
    fs::write(dir.join("notes.txt"), "my notes").unwrap();
    fs::write(dir.join("sub/more.txt"), "more").unwrap();
    fs::write(dir.join(".git/HEAD"), "ref: refs/heads/main").unwrap();
    folder
}

fn still_there(dir: &Path) {
    let read = |name: &str| fs::read_to_string(dir.join(name)).unwrap();
    assert_eq!(read("notes.txt"), "my notes");
    assert_eq!(read("sub/more.txt"), "more");
    assert!(dir.join(".git/HEAD").is_file());
}

/// The refusal for `dest`, which must be one.
fn refusal(dest: &Path) -> String {
    match destination(&book(), dest) {
        Ok(resolved) => {
            panic!("{} accepted as {}", dest.display(), resolved.display())
        }
        Err(why) => why,
    }
}

#[test]
fn a_new_or_empty_folder_is_accepted() {
    let folder = tempfile::tempdir().unwrap();
    let empty = folder.path().join("empty");
    fs::create_dir(&empty).unwrap();
    for dest in [empty, folder.path().join("new/and/deeper")] {
        assert!(destination(&book(), &dest).is_ok(), "{}", dest.display());
    }
}

/// Reading a pipe waits for a writer that never comes, and a huge file
/// takes seconds: both are refused unread.
#[cfg(unix)]
#[test]
fn a_pipe_or_a_huge_file_in_the_folder_is_refused_unread() {
    let folder = tempfile::tempdir().unwrap();
    let dir = folder.path();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("a-pipe"))
        .status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    assert!(refusal(dir).contains("holds a-pipe"), "{}", refusal(dir));
    // A pipe named as the folder, or a device: not a folder.
    for dest in [dir.join("a-pipe"), PathBuf::from("/dev/null")] {
        let said = format!("{} is not a folder", dest.display());
        assert!(refusal(&dest).contains(&said), "{}", refusal(&dest));
    }
    fs::remove_file(dir.join("a-pipe")).unwrap();
    // 4 GB, sparse, where an earlier build's page was.
    let page = fs::File::create(dir.join("index.html")).unwrap();
    page.set_len(4 << 30).unwrap();
    assert!(
        refusal(dir).contains("holds index.html"),
        "{}",
        refusal(dir)
    );
    assert_eq!(fs::metadata(dir.join("index.html")).unwrap().len(), 4 << 30);
}

#[test]
fn the_book_is_never_built_over_someones_files_or_its_own_sources() {
    let folder = someones_work();
    let work = folder.path();
    let why = refusal(work);
    assert!(
        why.contains("holds ") && why.contains("nothing was changed"),
        "{why}"
    );
    // A file where the folder should be, or above it.
    let file = work.join("notes.txt");
    refusal(&file);
    let why = refusal(&file.join("sub"));
    assert!(why.contains("notes.txt is not a folder"), "{why}");
    still_there(work);

    // The repository, the book's folder, its sources, and a new folder
    // among them: each holds or lies among the sources.
    let book = book();
    let root = book.join("..");
    for (dest, place) in [
        (root.clone(), "holds"),
        (root.join("."), "holds"),
        (book.clone(), "is the folder of"),
        (book.join("src"), "is inside"),
        (book.join("src/new-folder"), "is inside"),
        (book.join("src/../src/x/.."), "is inside"),
    ] {
        let why = refusal(&dest);
        let said = format!("{place} the book's sources");
        assert!(why.contains(&said), "{}: {why}", dest.display());
    }
    assert!(book.join("book.toml").is_file());
    assert!(!book.join("src/new-folder").exists());
}
