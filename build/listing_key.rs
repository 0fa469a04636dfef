//! The listing cache's key: the name a program built from one listing is
//! kept under. `build/listing_rustc.rs` uses it, and the book's tests
//! (`xtask/tests/book/listings.rs`) hold it to what it promises.
//!
//! The key is made of the listing's text and everything else the program
//! was built from: the other arguments, the compiler's `rustc -vV`, the
//! metadata's content of this workspace's libraries (`ayoayo`, and
//! `xtask`, which a workspace build puts beside it: their metadata changes
//! only when their source does) and every other library's size and date.
//!
//! The names are `DefaultHasher` sums. Its algorithm may change from one
//! Rust release to the next, which is harmless here: the compiler's
//! version is part of every key, so a new release misses the cache anyway.

use std::collections::hash_map::DefaultHasher;
use std::ffi::OsString;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// The file name's start of this workspace's libraries.
const WORKSPACE_LIBRARIES: [&str; 2] = ["libayoayo-", "libxtask-"];

/// For one `.rs` file compiled to one program (`-o PATH`) by the compiler
/// whose `rustc -vV` is `rustc`: that path, and the entry's name,
/// the listing's hash then everything else's (so that a listing's older
/// entries can be found). `None` for any other compilation.
pub fn key(args: &[OsString], rustc: &str) -> Option<(PathBuf, String)> {
    let (mut listing, mut rest) = (None, DefaultHasher::new());
    let mut output = None;
    rustc.hash(&mut rest);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let arg = arg.to_str()?;
        if arg == "-o" {
            output = Some(PathBuf::from(args.next()?));
        } else if arg.starts_with("--emit") {
            return None;
        } else if arg.ends_with(".rs") && listing.is_none() {
            let mut hasher = DefaultHasher::new();
            fs::read(arg).ok()?.hash(&mut hasher);
            listing = Some(hasher.finish());
        } else {
            arg.hash(&mut rest);
            let library = arg.split_once('=').map(|(_, p)| Path::new(p));
            if let Some(library) = library.filter(|p| p.is_file()) {
                library_stamp(library)?.hash(&mut rest);
            }
        }
    }
    Some((output?, format!("{:016x}-{:016x}", listing?, rest.finish())))
}

/// What a library (an `--extern name=path`) adds to a key: one of
/// [`WORKSPACE_LIBRARIES`] by its metadata's content (touching a source
/// file relinks the library with a new date but the same metadata), any
/// other by its size and date.
fn library_stamp(library: &Path) -> Option<u64> {
    let mut hasher = DefaultHasher::new();
    let name = library.file_name()?.to_str()?;
    if WORKSPACE_LIBRARIES
        .iter()
        .any(|ours| name.starts_with(ours))
    {
        fs::read(library.with_extension("rmeta"))
            .ok()?
            .hash(&mut hasher);
    } else {
        let meta = fs::metadata(library).ok()?;
        (meta.len(), meta.modified().ok()?).hash(&mut hasher);
    }
    Some(hasher.finish())
}
