//! The folder a book is built into, and the rule that keeps it safe: the
//! command deletes a file only if it wrote that file itself and the file
//! has not changed since.
//!
//! A build writes into a new folder beside the destination, lists what it
//! wrote in a marker file ([`MARKER`]), and only then takes the
//! destination's place. Whatever stood there is first moved aside, where
//! no one else is looking, and checked against its own marker. If it holds
//! anything the marker does not list, or a listed file that has changed,
//! it is put back and the build is refused. Otherwise the files its marker
//! lists are deleted. So a file written into the folder during a build, a
//! reader's edit to a built page and a plain `mdbook build` are never
//! lost; an interrupted build leaves the destination as it was, and the
//! next build into it works.
//!
//! The marker gives each path a fingerprint: a file's size and a hash of
//! its contents. A file of another size has changed, and is not read, so a
//! huge file costs one look.

use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Component, Path};

use walkdir::WalkDir;

use super::Stop;

/// The file a built book carries: the list of what the build wrote.
const MARKER: &str = ".ayoayo-book";

/// The largest marker read: a built book lists a few hundred paths.
const MAX_MARKER: u64 = 4 << 20;

/// Builds with `builder` into a new folder beside `dest`, marks it, and
/// puts it in `dest`'s place. If `dest` holds a file this command did not
/// write, nothing is changed, and the refusal says `what_to_do`.
pub fn build_beside(
    dest: &Path,
    what_to_do: &str,
    builder: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), Stop> {
    let failed = |what: &str, path: &Path, e: io::Error| {
        Stop::Failed(format!("cannot {what} {}: {e}", path.display()))
    };
    let (Some(parent), Some(name)) = (dest.parent(), dest.file_name()) else {
        let shown = dest.display();
        let why = format!("{shown} is not a folder one can build into");
        return Err(Stop::Refused(why));
    };
    let name = name.to_string_lossy();
    fs::create_dir_all(parent).map_err(|e| failed("create", parent, e))?;
    let fresh = tempfile::Builder::new()
        .prefix(&format!(".{name}.building-"))
        .tempdir_in(parent)
        .map_err(|e| failed("create a folder in", parent, e))?;
    if let Err(why) = builder(fresh.path()) {
        // Left where it is: someone may have put something in it meanwhile.
        let left = fresh.keep();
        let left = left.display();
        let why =
            format!("{why} (what it wrote is in {left}, to read or delete)");
        return Err(Stop::Failed(why));
    }
    let marker = fresh.path().join(MARKER);
    let listing =
        contents(fresh.path()).map_err(|e| failed("read", fresh.path(), e))?;
    let text = format!(
        "Built by `ayoayo book`, which may delete these to build again:\n{}",
        listing
    );
    fs::write(&marker, text).map_err(|e| failed("write", &marker, e))?;

    // The folder's mode, which someone may have set for a web server, goes
    // on to the new one that takes its place.
    let mode = fs::metadata(dest).ok().filter(fs::Metadata::is_dir);
    let put_in_place = || -> io::Result<()> {
        fs::rename(fresh.path(), dest)?;
        if let Some(mode) = &mode {
            let _ = fs::set_permissions(dest, mode.permissions());
        }
        Ok(())
    };
    // Into an empty place, if it is still empty (a rename never replaces a
    // folder that holds anything).
    if put_in_place().is_ok() {
        let _ = fresh.keep();
        return Ok(());
    }
    // Or in place of what is there, moved aside and checked first.
    let aside = parent.join(format!(".{name}.old-{}", std::process::id()));
    fs::rename(dest, &aside).map_err(|e| failed("move aside", dest, e))?;
    let put_back = |why: Stop| match fs::rename(&aside, dest) {
        Ok(()) => why,
        Err(e) => Stop::Failed(format!(
            "cannot put {} back in {}: {e} (everything it held is there)",
            aside.display(),
            dest.display()
        )),
    };
    match foreign(&aside) {
        Err(e) => return Err(put_back(failed("read", &aside, e))),
        Ok(Some(file)) => {
            let why = holds_foreign(dest, &file, what_to_do);
            return Err(put_back(Stop::Refused(why)));
        }
        Ok(None) => {}
    }
    if let Err(e) = put_in_place() {
        return Err(put_back(failed("put the book in", dest, e)));
    }
    let _ = fresh.keep();
    remove_listed(&aside);
    if aside.exists() {
        eprintln!(
            "ayoayo book: kept {}, which holds files that appeared while \
             the book was put in place",
            aside.display()
        );
    }
    Ok(())
}

/// The refusal for a folder that holds `file`, someone else's.
pub fn holds_foreign(dest: &Path, file: &str, what_to_do: &str) -> String {
    format!(
        "{} holds {file}, which this command did not write (or which has \
         changed since), and building the book would delete it: \
         {what_to_do} (nothing was changed)",
        dest.display()
    )
}

/// The first path under `dir` that its marker does not list as it is now:
/// a file or folder this command did not write, or one changed since. A
/// folder not listed is reported without looking inside it.
pub fn foreign(dir: &Path) -> io::Result<Option<String>> {
    let listed = listed(dir);
    for entry in walk(dir) {
        let entry = entry?;
        let path = relative(dir, entry.path());
        if path == MARKER {
            continue;
        }
        match listed.get(&path) {
            Some(print) if unchanged(entry.path(), print)? => {}
            _ => return Ok(Some(path)),
        }
    }
    Ok(None)
}

/// Every entry under `dir`, in path order; links are not followed.
fn walk(dir: &Path) -> WalkDir {
    WalkDir::new(dir).min_depth(1).sort_by_file_name()
}

/// `path` under `dir`, as the marker writes it, with `/` between names.
fn relative(dir: &Path, path: &Path) -> String {
    let inside = path.strip_prefix(dir).unwrap_or(path);
    inside.to_string_lossy().replace('\\', "/")
}

/// What the marker in `dir` lists: each path the build wrote, with its
/// [`fingerprint`]. Nothing, if the marker is missing or is not a small
/// file (a pipe or a huge file there is someone else's, and is never
/// read); and never a path that would leave `dir`, which no build writes.
fn listed(dir: &Path) -> HashMap<String, String> {
    let path = dir.join(MARKER);
    let small = fs::symlink_metadata(&path)
        .is_ok_and(|m| m.is_file() && m.len() <= MAX_MARKER);
    let text = match small {
        true => fs::read_to_string(path).unwrap_or_default(),
        false => String::new(),
    };
    let inside = |path: &str| {
        let mut parts = Path::new(path).components();
        parts.all(|part| matches!(part, Component::Normal(_)))
    };
    text.lines()
        .skip(1)
        .filter_map(|line| line.split_once('\t'))
        .filter(|(_, path)| inside(path))
        .map(|(print, path)| (path.to_string(), print.to_string()))
        .collect()
}

/// Each file and folder under `dir`, a line each, as the marker lists
/// them: a [`fingerprint`], a tab, and the path.
fn contents(dir: &Path) -> io::Result<String> {
    let mut lines = String::new();
    for entry in walk(dir) {
        let entry = entry?;
        let print = fingerprint(entry.path())?;
        let path = relative(dir, entry.path());
        lines += &format!("{print}\t{path}\n");
    }
    Ok(lines)
}

/// What an entry holds: `file`, its size and its contents hashed;
/// `folder`; `link`; or `other` (a pipe, a device: never read).
fn fingerprint(path: &Path) -> io::Result<String> {
    let found = fs::symlink_metadata(path)?;
    Ok(if found.is_dir() {
        "folder".into()
    } else if found.is_symlink() {
        "link".into()
    } else if found.is_file() {
        let hash = fnv1a(fs::File::open(path)?)?;
        format!("file {} {hash:016x}", found.len())
    } else {
        "other".into()
    })
}

/// Whether `path` still holds what `print` says. Only a file of the size
/// listed is read.
fn unchanged(path: &Path, print: &str) -> io::Result<bool> {
    if let Some(size) = print.strip_prefix("file ") {
        let found = fs::symlink_metadata(path)?;
        let size = size.split(' ').next().and_then(|s| s.parse().ok());
        if !found.is_file() || size != Some(found.len()) {
            return Ok(false);
        }
    }
    Ok(fingerprint(path)? == print)
}

/// Deletes from `dir` what its marker lists and is unchanged, deepest
/// first, then the marker and `dir` itself if nothing else is left. A
/// folder is removed only when empty, so nothing unlisted is lost.
fn remove_listed(dir: &Path) {
    let mut listed: Vec<_> = listed(dir).into_iter().collect();
    listed.sort();
    for (path, print) in listed.iter().rev() {
        let full = dir.join(path);
        if print == "folder" {
            let _ = fs::remove_dir(&full);
        } else if unchanged(&full, print).unwrap_or(false) {
            let _ = fs::remove_file(&full);
        }
    }
    let _ = fs::remove_file(dir.join(MARKER));
    let _ = fs::remove_dir(dir);
}

/// FNV-1a, 64 bits, of what `from` holds, read a piece at a time: a
/// fingerprint that stays the same from one Rust release to the next,
/// unlike the standard library's hasher.
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

#[cfg(test)]
mod tests {
    //! The staging and the swap, with a stand-in for mdBook: `cargo test`
    //! does not compile mdBook, and `.ci/run` races the real build.
    use super::*;

    const OTHER: &str = "do something else";

    /// A builder that writes a small book of two files and a folder.
    fn book(into: &Path) -> Result<(), String> {
        fs::create_dir_all(into.join("css")).map_err(|e| e.to_string())?;
        fs::write(into.join("index.html"), "<h1>Ayoayo</h1>")
            .and_then(|()| fs::write(into.join("css/book.css"), "h1 {}"))
            .map_err(|e| e.to_string())
    }

    fn build_into(dest: &Path) -> Result<(), Stop> {
        build_beside(dest, OTHER, book)
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

    fn refusal(result: Result<(), Stop>) -> String {
        match result {
            Err(Stop::Refused(message)) => message,
            Err(Stop::Failed(message)) => panic!("failed: {message}"),
            Ok(()) => panic!("built, but should have refused"),
        }
    }

    #[test]
    fn a_build_lists_only_what_it_wrote_and_builds_again_over_itself() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        build_into(&dest).ok().unwrap();
        assert_eq!(names(&dest), [MARKER, "css", "index.html"]);
        let mut paths: Vec<_> = listed(&dest).into_keys().collect();
        paths.sort();
        assert_eq!(paths, ["css", "css/book.css", "index.html"]);
        build_into(&dest).ok().unwrap();
        // Nothing is left beside it: no staging, nothing moved aside.
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
        let said = refusal(build_beside(&dest, OTHER, racing));
        assert!(said.contains("holds notes.txt"), "{said}");
        assert!(said.contains("nothing was changed"), "{said}");
        assert_eq!(names(&dest), ["notes.txt"]);
        assert_eq!(names(place.path()), ["out"]);
        // Over an earlier build too.
        fs::remove_file(dest.join("notes.txt")).unwrap();
        build_into(&dest).ok().unwrap();
        let racing = |into: &Path| {
            fs::write(dest.join("css/notes.txt"), "mine").unwrap();
            book(into)
        };
        let said = refusal(build_beside(&dest, OTHER, racing));
        assert!(said.contains("holds css/notes.txt"), "{said}");
        assert_eq!(
            fs::read_to_string(dest.join("css/notes.txt")).unwrap(),
            "mine"
        );
        assert_eq!(names(place.path()), ["out"]);
    }

    #[test]
    fn an_interrupted_build_leaves_the_folder_as_it_was() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        build_into(&dest).ok().unwrap();
        let before = fs::read_to_string(dest.join(MARKER)).unwrap();
        let broken = |into: &Path| {
            book(into)?;
            fs::write(into.join(".nojekyll"), "").unwrap();
            Err("the build stopped half-way".to_string())
        };
        let said = match build_beside(&dest, OTHER, broken) {
            Err(Stop::Failed(message)) => message,
            _ => panic!("a failed build should say so"),
        };
        assert_eq!(fs::read_to_string(dest.join(MARKER)).unwrap(), before);
        // What the failed build wrote is left beside, named, since someone
        // may have written there too.
        let left: Vec<_> = names(place.path())
            .into_iter()
            .filter(|n| n.starts_with(".out.building-"))
            .collect();
        let [left] = left.as_slice() else {
            panic!("the failed build's folder is left: {left:?}")
        };
        assert!(
            said.contains("half") && said.contains(left.as_str()),
            "{said}"
        );
        fs::remove_dir_all(place.path().join(left)).unwrap();
        // A build killed outright leaves its staging folder beside, never
        // anything in the folder itself; the next build works.
        fs::create_dir(place.path().join(".out.building-killed")).unwrap();
        build_into(&dest).ok().unwrap();
        assert_eq!(foreign(&dest).unwrap(), None);
    }

    #[test]
    fn a_listed_file_of_another_size_is_refused_unread() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        build_into(&dest).ok().unwrap();
        // 4 GB, sparse: hashing it would read every byte.
        let file = fs::File::options()
            .write(true)
            .open(dest.join("index.html"))
            .unwrap();
        file.set_len(4 << 30).unwrap();
        let said = refusal(build_into(&dest));
        assert!(said.contains("holds index.html"), "{said}");
        assert_eq!(
            fs::metadata(dest.join("index.html")).unwrap().len(),
            4 << 30
        );
        assert_eq!(names(place.path()), ["out"]);
    }

    #[test]
    fn only_unchanged_listed_files_are_deleted_from_what_was_moved_aside() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        build_into(&dest).ok().unwrap();
        fs::write(dest.join("css/notes.txt"), "mine").unwrap();
        // Changed, at the same size and perhaps within the same tick of
        // the file system's clock: only its contents tell.
        fs::write(dest.join("index.html"), "<h1>AYOAYO</h1>").unwrap();
        remove_listed(&dest);
        assert_eq!(names(&dest), ["css", "index.html"]);
        assert_eq!(names(&dest.join("css")), ["notes.txt"]);
    }

    #[cfg(unix)]
    #[test]
    fn an_empty_folder_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("public");
        fs::create_dir(&dest).unwrap();
        fs::set_permissions(&dest, fs::Permissions::from_mode(0o2750)).unwrap();
        build_into(&dest).ok().unwrap();
        let mode = fs::metadata(&dest).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode, 0o2750);
        assert!(dest.join("index.html").exists());
        // And over an earlier build.
        fs::set_permissions(&dest, fs::Permissions::from_mode(0o2751)).unwrap();
        build_into(&dest).ok().unwrap();
        let mode = fs::metadata(&dest).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode, 0o2751);
    }

    #[test]
    fn a_plain_mdbook_build_in_the_folder_is_refused_and_kept() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("book");
        // A plain `mdbook build` leaves no marker: every file is someone
        // else's, even one the book writes under the same name.
        fs::create_dir_all(dest.join("css")).unwrap();
        fs::write(dest.join("index.html"), "<h1>old</h1>").unwrap();
        fs::write(dest.join("css/book.css"), "old").unwrap();
        let said = refusal(build_into(&dest));
        assert!(said.contains("holds css"), "{said}");
        assert_eq!(
            fs::read_to_string(dest.join("index.html")).unwrap(),
            "<h1>old</h1>"
        );
        assert_eq!(names(&dest), ["css", "index.html"]);
        assert_eq!(names(place.path()), ["book"]);
    }

    #[test]
    fn a_marker_never_reaches_outside_its_folder() {
        let place = tempfile::tempdir().unwrap();
        let dest = place.path().join("out");
        build_into(&dest).ok().unwrap();
        let keep = place.path().join("keep.txt");
        fs::write(&keep, "someone's").unwrap();
        // Listed with its true fingerprint, by `..` and by its full path.
        let print = fingerprint(&keep).unwrap();
        let mut marker = fs::read_to_string(dest.join(MARKER)).unwrap();
        marker +=
            &format!("{print}\t../keep.txt\n{print}\t{}\n", keep.display());
        fs::write(dest.join(MARKER), marker).unwrap();
        assert_eq!(listed(&dest).len(), 3, "only the build's own paths");
        remove_listed(&dest);
        assert_eq!(fs::read_to_string(&keep).unwrap(), "someone's");
        assert!(!dest.exists());
    }
}
