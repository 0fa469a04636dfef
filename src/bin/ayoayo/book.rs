//! `ayoayo book`: build the book and serve it on the loopback address.
//!
//! Building needs mdBook's `mdbook-driver` library, which takes about a
//! minute to compile on a small machine. So that `cargo test` never pays for
//! it, it sits behind the `book` cargo feature; the README's command turns
//! the feature on. Without it, this command still checks its arguments and
//! then says how to get a binary that can build the book.

use std::collections::HashMap;
use std::fs;
use std::io;
use std::net::TcpListener;
use std::path::{Component, Path, PathBuf};
use std::process::ExitCode;

use crate::args::{BookArgs, EXIT_REFUSED};

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
        let other = "name a new or empty folder, or delete it yourself if it \
                     is an earlier build of the book";
        let dest = destination(book_dir, dest, other).map_err(Stop::Refused)?;
        build_beside(&dest, other, |into: &Path| build(book_dir, into))?;
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
    // so), checked as any other folder is: a plain `mdbook build` there,
    // or anyone's file, is never deleted.
    let other = "move it, or build the book elsewhere with --build-only \
                 DIR and serve that folder";
    let dest = book_dir.join("../target/book");
    let dest = destination(book_dir, &dest, other).map_err(Stop::Refused)?;
    build_beside(&dest, other, |into: &Path| build(book_dir, into))?;
    // With `--port 0` the system chooses the port: say the one it chose.
    let port = listener.local_addr().map_or(args.port, |a| a.port());
    say(&format!(
        "serving the book at http://127.0.0.1:{port}/ (press Ctrl-C to stop)"
    ))?;
    serve::serve(&dest, listener, serve::LIMITS).map_err(Stop::Failed)
}

/// Builds with `builder` into a new folder beside `dest`, lists in its
/// marker what was written, and then puts it in `dest`'s place.
///
/// Nothing is written into `dest` while the build runs, so a file that
/// someone puts there meanwhile is seen at the swap and kept; an
/// interrupted build leaves `dest` as it was; and a server already serving
/// `dest` goes on finding its files. Whatever stood in `dest` is moved
/// aside first and checked there, where no one else is looking, and then
/// only what its marker lists, unchanged, is deleted. If it holds anything
/// else, it is put back and the build refused, `other` saying what to do.
fn build_beside(
    dest: &Path,
    other: &str,
    builder: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), Stop> {
    let failed = |what: &str, path: &Path, e: io::Error| {
        Stop::Failed(format!("cannot {what} {}: {e}", path.display()))
    };
    let (parent, name) = match (dest.parent(), dest.file_name()) {
        (Some(parent), Some(name)) => (parent, name.to_string_lossy()),
        _ => {
            return Err(Stop::Refused(format!(
                "{} is not a folder one can build into",
                dest.display()
            )))
        }
    };
    fs::create_dir_all(parent).map_err(|e| failed("create", parent, e))?;
    // A new folder of our own. A build that fails leaves it, and says
    // where: someone may have put something in it meanwhile.
    let fresh = tempfile::Builder::new()
        .prefix(&format!(".{name}.building-"))
        .tempdir_in(parent)
        .map_err(|e| failed("create a folder in", parent, e))?;
    if let Err(why) = builder(fresh.path()) {
        let left = fresh.keep();
        return Err(Stop::Failed(format!(
            "{why} (what it wrote is in {}, to read or delete)",
            left.display()
        )));
    }
    let written = contents(fresh.path(), Path::new(""))
        .map_err(|e| failed("read", fresh.path(), e))?;
    let marker = fresh.path().join(MARKER);
    let text = format!(
        "Built by `ayoayo book`, which may delete these to build again:\n{}\n",
        written.join("\n")
    );
    fs::write(&marker, text).map_err(|e| failed("write", &marker, e))?;

    // The folder's mode and group, which someone may have set for a web
    // server, go on to the new one that takes its place.
    let before = fs::metadata(dest).ok().filter(fs::Metadata::is_dir);
    // Into an empty place, if it is still empty.
    if fs::rename(fresh.path(), dest).is_ok() {
        let _ = fresh.keep();
        keep_mode(dest, before.as_ref());
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
    let theirs = match first_unlisted(&aside) {
        Ok(theirs) => theirs,
        Err(e) => return Err(put_back(failed("read", &aside, e))),
    };
    if let Some(theirs) = theirs {
        return Err(put_back(Stop::Refused(holds_theirs(
            dest, &theirs, other,
        ))));
    }
    if let Err(e) = fs::rename(fresh.path(), dest) {
        return Err(put_back(failed("put the new build in", dest, e)));
    }
    let _ = fresh.keep();
    keep_mode(dest, before.as_ref());
    remove_listed(&aside);
    if aside.exists() {
        // Something appeared there after the check: keep it.
        eprintln!(
            "ayoayo book: kept {}, which holds files that appeared while \
             the book was put in place",
            aside.display()
        );
    }
    Ok(())
}

/// Gives `dest` the mode, owner and group of the folder it replaced, as far
/// as this user may; a folder that was not there keeps what it was made
/// with.
fn keep_mode(dest: &Path, before: Option<&fs::Metadata>) {
    let Some(before) = before else { return };
    let _ = fs::set_permissions(dest, before.permissions());
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let _ = std::os::unix::fs::chown(
            dest,
            Some(before.uid()),
            Some(before.gid()),
        );
        // Setting the group may clear the set-group-id bit: set the mode
        // again after it.
        let _ = fs::set_permissions(dest, before.permissions());
    }
}

/// The refusal for a folder that holds `theirs`, someone else's file.
fn holds_theirs(dest: &Path, theirs: &str, other: &str) -> String {
    format!(
        "{} holds {theirs}, which this command did not write (or which has \
         changed since), and building the book would delete it: {other} \
         (nothing was changed)",
        dest.display()
    )
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

/// `dest` resolved, as a folder the book may be built into, or why not.
/// Building replaces what the folder holds, so it must be new, empty, or
/// one this command built before (it holds [`MARKER`]); and it must neither
/// hold the book's sources nor lie among them. `other` says what to do instead when it
/// holds someone's files.
fn destination(
    book_dir: &Path,
    dest: &Path,
    other: &str,
) -> Result<PathBuf, String> {
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
            // Only what the last build wrote, as its marker lists it and
            // unchanged since, may be there: anything else is someone's.
            let theirs = first_unlisted(&resolved)
                .map_err(|e| format!("cannot read the folder {shown}: {e}"))?;
            if let Some(theirs) = theirs {
                return Err(holds_theirs(dest, &theirs, other));
            }
        }
    }
    Ok(resolved)
}

/// What the marker in `dir` lists: each path the last build wrote, with
/// its [`fingerprint`]. Nothing, if the marker is missing or is
/// not a file of a marker's size (a pipe or a huge file there is someone
/// else's, and is never read); and never a path that would leave `dir`
/// (absolute, or with `..`), which no build writes.
fn listed(dir: &Path) -> Vec<(String, String)> {
    let path = dir.join(MARKER);
    let small = fs::symlink_metadata(&path)
        .is_ok_and(|m| m.is_file() && m.len() <= MAX_MARKER);
    let text = match small {
        true => fs::read_to_string(path).unwrap_or_default(),
        false => String::new(),
    };
    text.lines()
        .skip(1)
        .filter_map(|line| line.split_once('\t'))
        .filter(|(_, path)| {
            let mut parts = Path::new(path).components();
            parts.all(|part| matches!(part, Component::Normal(_)))
        })
        .map(|(print, path)| (path.to_string(), print.to_string()))
        .collect()
}

/// The largest marker read: a built book lists a few hundred paths.
const MAX_MARKER: u64 = 4 << 20;

/// What an entry holds, as the marker writes it: `file`, its size and its
/// contents hashed; `folder`; `link`; or `other` (a pipe, a device: never
/// read).
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

/// Whether `path` still holds what `print` says. A file of another size
/// has changed, and is not read: only a file of the same size is hashed.
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

/// The entries of `dir`'s `folder`, sorted by name.
fn entries(dir: &Path, folder: &Path) -> io::Result<Vec<fs::DirEntry>> {
    let mut found: Vec<_> =
        fs::read_dir(dir.join(folder))?.collect::<io::Result<_>>()?;
    found.sort_by_key(fs::DirEntry::file_name);
    Ok(found)
}

/// `folder`'s path under `dir`, as the marker writes it (`/` between
/// names).
fn marker_path(folder: &Path, entry: &fs::DirEntry) -> String {
    folder
        .join(entry.file_name())
        .to_string_lossy()
        .replace('\\', "/")
}

/// The first entry under `dir`, in path order, that its marker does not
/// list as it is now: someone else's. A path not listed is refused before
/// anything of it is read, so a stranger's folder costs one look.
fn first_unlisted(dir: &Path) -> io::Result<Option<String>> {
    let listed = listed(dir);
    let listed: HashMap<&str, &str> = listed
        .iter()
        .map(|(p, f)| (p.as_str(), f.as_str()))
        .collect();
    first_unlisted_in(dir, Path::new(""), &listed)
}

fn first_unlisted_in(
    dir: &Path,
    folder: &Path,
    listed: &HashMap<&str, &str>,
) -> io::Result<Option<String>> {
    for entry in entries(dir, folder)? {
        let path = marker_path(folder, &entry);
        if path == MARKER {
            continue;
        }
        match listed.get(path.as_str()) {
            Some(print) if unchanged(&entry.path(), print)? => {}
            _ => return Ok(Some(path)),
        }
        if entry.file_type()?.is_dir() {
            let inner = folder.join(entry.file_name());
            if let Some(path) = first_unlisted_in(dir, &inner, listed)? {
                return Ok(Some(path));
            }
        }
    }
    Ok(None)
}

/// Deletes from `dir` what its marker lists and is unchanged, deepest
/// first, then the marker and `dir` itself if nothing else is left. A
/// folder is removed only when empty, so nothing unlisted is ever lost.
fn remove_listed(dir: &Path) {
    let mut listed = listed(dir);
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

/// Every file and folder under `dir`'s `folder`, as the marker's lines: a
/// [`fingerprint`], a tab, and the path. In path order; links
/// are listed, not followed.
fn contents(dir: &Path, folder: &Path) -> io::Result<Vec<String>> {
    let mut found = Vec::new();
    for entry in entries(dir, folder)? {
        let path = marker_path(folder, &entry);
        found.push(format!("{}\t{path}", fingerprint(&entry.path())?));
        if entry.file_type()?.is_dir() {
            found.extend(contents(dir, &folder.join(entry.file_name()))?);
        }
    }
    Ok(found)
}

/// FNV-1a, 64 bits, of what `from` holds, read a piece at a time: a
/// fingerprint that stays the same from one Rust release to the next
/// (unlike the standard library's hasher).
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
    book.with_preprocessor(Edition);
    book.build().map_err(|e| {
        format!("cannot build the book into {}: {e:#}", dest.display())
    })
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

#[cfg(test)]
mod tests {
    //! The staging and the swap, with a stand-in for mdBook: `cargo test`
    //! does not compile mdBook, and the real race is run in `.ci/run`.
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
        let paths: Vec<_> = listed(&dest).into_iter().map(|l| l.0).collect();
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
        let sources = tempfile::tempdir().unwrap();
        assert!(destination(sources.path(), &dest, OTHER).is_ok());
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
