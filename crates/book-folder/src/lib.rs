//! Where a build of the book goes, and the rule that keeps everyone's
//! files safe: `ayoayo-book` deletes only what it wrote itself, and never
//! writes into a folder that holds anything.
//!
//! This crate knows nothing of mdBook: the build is a function it is given,
//! so `cargo test` checks the staging, moving and reading here with a
//! stand-in builder, and `ayoayo-book`'s tests race the real one.
//!
//! Every build writes into a staging folder of its own. `--build-only`
//! then moves that folder into the place named, which must be new or
//! empty. The system's rename does that in one step, and refuses if the
//! place has gained a file meanwhile, so a file written there during a
//! build is never lost and an interrupted build leaves the place as it
//! was. Serving builds into a private staging folder in the system's
//! temporary folder, serves it from there, and leaves it when it stops,
//! naming it: mdBook cannot say which files it wrote, and a file someone
//! put there during the build would look like one of them, so serving
//! deletes nothing.

use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

/// Why a build did not arrive, in the reader's words.
#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    /// The folder named was refused before anything was touched.
    Refused(String),
    /// Building, moving or reading failed on the way.
    Failed(String),
}

/// Builds with `builder` into a staging folder beside `dest`, then moves
/// that folder into `dest`'s place, which must be new or empty. If `dest`
/// gains a file during the build, it is left as it is, and the refusal
/// says where the book is instead.
pub fn build_into(
    dest: &Path,
    builder: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), Error> {
    let (Some(parent), Some(name)) = (dest.parent(), dest.file_name()) else {
        let shown = dest.display();
        let why = format!("{shown} is not a folder one can build into");
        return Err(Error::Refused(why));
    };
    let prefix = format!(".{}.building-", name.to_string_lossy());
    fs::create_dir_all(parent).map_err(|e| failed("create", parent, e))?;
    for left in staging_folders(parent, &prefix) {
        eprintln!(
            "ayoayo-book: {} is another build's folder, one still running \
             or one that was stopped; this command does not delete it, since \
             it cannot know what is in it: read or delete it yourself",
            left.display()
        );
    }
    let staging = build_in(parent, &prefix, false, builder)?;
    // The folder's mode, which someone may have set for a web server, goes
    // on to the book that takes its place.
    let mode = fs::metadata(dest).ok().filter(fs::Metadata::is_dir);
    // On Unix a rename replaces an empty folder and refuses one that holds
    // anything; elsewhere the empty folder is removed first, which also
    // fails if it holds anything.
    let moved = fs::rename(&staging, dest).or_else(|first| {
        fs::remove_dir(dest).map_err(|_| first)?;
        fs::rename(&staging, dest)
    });
    if let Err(e) = moved {
        let (shown, book) = (dest.display(), staging.display());
        return Err(Error::Failed(match first_entry(dest) {
            Some(name) => format!(
                "{shown} gained {name} while the book was built, so the \
                 book was not put there: it is in {book}"
            ),
            None => {
                format!("cannot put the book in {shown}: {e} (it is in {book})")
            }
        }));
    }
    if let Some(mode) = mode {
        let _ = fs::set_permissions(dest, mode.permissions());
    }
    Ok(())
}

/// The staging folders in `parent` named from `prefix`: another build's,
/// running beside this one or stopped before it could move its folder.
fn staging_folders(parent: &Path, prefix: &str) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(parent) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().starts_with(prefix))
        .map(|entry| entry.path())
        .collect();
    found.sort();
    found
}

/// Builds with `builder` into a new staging folder in `base`, which only
/// its owner may enter, to serve from, and returns that folder. It is left
/// where it is when the server stops: nothing in it is deleted.
pub fn build_to_serve(
    base: &Path,
    builder: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<PathBuf, Error> {
    build_in(base, "ayoayo-book-", true, builder)
}

/// Makes a staging folder in `base`, named from `prefix`, and builds into
/// it. A failed build's folder is kept and named, since someone may have
/// written there too, unless the build wrote nothing at all.
fn build_in(
    base: &Path,
    prefix: &str,
    private: bool,
    builder: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<PathBuf, Error> {
    let mut new = tempfile::Builder::new();
    new.prefix(prefix);
    // A private folder: only its owner may enter it, so no one else can
    // write into a build under way. (A folder that becomes the book keeps
    // the mode the system gives a new folder, for a web server to read.)
    #[cfg(unix)]
    if private {
        use std::os::unix::fs::PermissionsExt;
        new.permissions(fs::Permissions::from_mode(0o700));
    }
    let staging = new
        .tempdir_in(base)
        .map_err(|e| failed("create a folder in", base, e))?
        .keep();
    if let Err(why) = builder(&staging) {
        if fs::remove_dir(&staging).is_ok() {
            return Err(Error::Failed(why));
        }
        let left = staging.display();
        let why =
            format!("{why} (what it wrote is in {left}, to read or delete)");
        return Err(Error::Failed(why));
    }
    Ok(staging)
}

/// The name of something in `dir`, if it holds anything.
fn first_entry(dir: &Path) -> Option<String> {
    let mut entries = fs::read_dir(dir).ok()?;
    let entry = entries.next()?.ok()?;
    Some(entry.file_name().to_string_lossy().into_owned())
}

fn failed(what: &str, path: &Path, e: io::Error) -> Error {
    Error::Failed(format!("cannot {what} {}: {e}", path.display()))
}

/// `dest` resolved, as a folder the book may be built into, or why not.
/// It must be new or empty (see [`build_into`]), and it must neither hold the
/// book's sources nor lie among them.
pub fn destination(book_dir: &Path, dest: &Path) -> Result<PathBuf, String> {
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

#[cfg(test)]
mod tests {
    //! The staging, moving and reading, with a stand-in for mdBook:
    //! `cargo test` does not compile mdBook, and `ayoayo-book`'s tests
    //! race the real build.
    use super::*;

    /// A builder that writes a small book of two files and a folder.
    fn book(into: &Path) -> Result<(), String> {
        fs::create_dir_all(into.join("css")).map_err(|e| e.to_string())?;
        fs::write(into.join("index.html"), "<h1>Ayoayo</h1>")
            .and_then(|()| fs::write(into.join("css/book.css"), "h1 {}"))
            .map_err(|e| e.to_string())
    }

    /// The names in `dir`, sorted.
    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// The staging folders a build into `place/out` left beside it.
    fn staged(place: &Path) -> Vec<String> {
        let mut found = names(place);
        found.retain(|n| n.starts_with(".out.building-"));
        found
    }

    fn failure<T>(result: Result<T, Error>) -> String {
        match result {
            Err(Error::Failed(message)) => message,
            Err(Error::Refused(message)) => panic!("refused: {message}"),
            Ok(_) => panic!("built, but should have failed"),
        }
    }

    #[test]
    fn a_build_goes_into_a_new_or_empty_folder_and_nothing_is_left_beside() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        build_into(&dest, book).ok().unwrap();
        assert_eq!(names(&dest), ["css", "index.html"]);
        fs::remove_dir_all(&dest).unwrap();
        fs::create_dir(&dest).unwrap();
        build_into(&dest, book).ok().unwrap();
        assert_eq!(names(&dest), ["css", "index.html"]);
        assert_eq!(names(place.path()), ["out"]);
    }

    #[test]
    fn a_file_written_into_the_folder_while_it_builds_is_kept() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        fs::create_dir(&dest).unwrap();
        // The builder stands in for someone writing beside a long build.
        let racing = |into: &Path| {
            fs::write(dest.join("notes.txt"), "mine").unwrap();
            book(into)
        };
        let said = failure(build_into(&dest, racing));
        assert!(said.contains("gained notes.txt"), "{said}");
        assert_eq!(names(&dest), ["notes.txt"]);
        assert_eq!(fs::read_to_string(dest.join("notes.txt")).unwrap(), "mine");
        // The book is kept beside, and named.
        let beside = staged(place.path());
        let [beside] = beside.as_slice() else {
            panic!("the book is kept beside: {beside:?}")
        };
        assert!(said.contains(beside.as_str()), "{said}");
        assert_eq!(names(&place.path().join(beside)), ["css", "index.html"]);
    }

    #[test]
    fn an_interrupted_build_leaves_the_folder_as_it_was() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        fs::create_dir(&dest).unwrap();
        let broken = |into: &Path| {
            book(into)?;
            Err("the build stopped half-way".to_string())
        };
        let said = failure(build_into(&dest, broken));
        assert!(names(&dest).is_empty());
        let left = staged(place.path());
        let [left] = left.as_slice() else {
            panic!("the failed build's folder is left: {left:?}")
        };
        assert!(
            said.contains("half") && said.contains(left.as_str()),
            "{said}"
        );
        // A build that wrote nothing leaves nothing.
        let nothing = |_: &Path| Err("no mdBook here".to_string());
        assert_eq!(failure(build_into(&dest, nothing)), "no mdBook here");
        assert_eq!(names(place.path()), [left.as_str(), "out"]);
        // With a failed build's staging folder beside it, the next build
        // into the same place works. (A build killed outright leaves the same
        // behind; `ayoayo-book`'s tests kill a real one.)
        build_into(&dest, book).ok().unwrap();
        assert_eq!(names(&dest), ["css", "index.html"]);
    }

    /// A build killed outright cannot clean up after itself. The next build
    /// into the same place names what it left, and deletes none of it.
    #[test]
    fn what_a_killed_build_left_is_named_and_kept() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        let killed = place.path().join(".out.building-x1y2z3");
        fs::create_dir(&killed).unwrap();
        fs::write(killed.join("index.html"), "half a book").unwrap();
        // Another place's build is not this one's.
        fs::create_dir(place.path().join(".other.building-a1b2c3")).unwrap();
        assert_eq!(
            staging_folders(place.path(), ".out.building-"),
            std::slice::from_ref(&killed)
        );
        build_into(&dest, book).ok().unwrap();
        assert_eq!(names(&dest), ["css", "index.html"]);
        let kept = fs::read_to_string(killed.join("index.html")).unwrap();
        assert_eq!(kept, "half a book");
    }

    #[cfg(unix)]
    #[test]
    fn an_empty_folder_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("public");
        fs::create_dir(&dest).unwrap();
        fs::set_permissions(&dest, fs::Permissions::from_mode(0o2750)).unwrap();
        build_into(&dest, book).ok().unwrap();
        let mode = fs::metadata(&dest).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode, 0o2750);
        assert!(dest.join("index.html").exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_build_to_serve_is_staged_where_only_its_owner_may_enter() {
        use std::os::unix::fs::PermissionsExt;
        let base = tempfile::tempdir().unwrap();
        let mut mode = None;
        let look = |into: &Path| {
            mode =
                Some(fs::metadata(into).unwrap().permissions().mode() & 0o777);
            book(into)
        };
        build_to_serve(base.path(), look).ok().unwrap();
        assert_eq!(mode, Some(0o700));
    }

    #[test]
    fn a_served_build_keeps_what_anyone_wrote_beside_it() {
        let base = tempfile::tempdir().unwrap();
        // Someone writes into the folder while the book is built; nothing
        // removes it, then or when the server stops (the race test stops
        // a real one).
        let dir = build_to_serve(base.path(), |into: &Path| {
            fs::write(into.join("notes.txt"), "mine").unwrap();
            book(into)
        })
        .ok()
        .unwrap();
        assert_eq!(names(&dir), ["css", "index.html", "notes.txt"]);
        assert_eq!(fs::read_to_string(dir.join("notes.txt")).unwrap(), "mine");
    }
}
