//! The listing cache's key (`build/listing_key.rs`) names a program by
//! everything it was built from: a listing that changed, or a library of
//! this workspace whose metadata changed, is compiled again, and nothing
//! else is. A wrong hit would let a listing pass against old code.

#[path = "../../../build/listing_key.rs"]
mod listing_key;

use std::ffi::OsString;
use std::fs;
use std::path::Path;

use listing_key::key;

const RUSTC: &str = "rustc 1.88.0 (6b00bc388 2025-06-23)";

/// A folder with a listing and the libraries it links: this workspace's
/// `libayoayo-…` with its metadata beside it, and another crate's.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| fs::write(dir.path().join(name), text).unwrap();
    write("listing.rs", "fn main() { println!(\"7\"); }");
    write("libayoayo-1.rlib", "the library");
    write("libayoayo-1.rmeta", "its interface");
    write("libfastrand-2.rlib", "another crate");
    dir
}

/// The arguments skeptic passes for `dir`'s listing, built into `out`.
fn args(dir: &Path) -> Vec<OsString> {
    let at = |name: &str| dir.join(name).display().to_string();
    [
        at("listing.rs"),
        "--extern".into(),
        format!("ayoayo={}", at("libayoayo-1.rlib")),
        "--extern".into(),
        format!("fastrand={}", at("libfastrand-2.rlib")),
        "-o".into(),
        at("out"),
    ]
    .into_iter()
    .map(OsString::from)
    .collect()
}

/// The key of `dir`'s listing, in its two halves: the listing's, and
/// everything else's.
fn halves(dir: &Path) -> (String, String) {
    let (output, name) = key(&args(dir), RUSTC).expect("a listing built into a program");
    assert_eq!(output, dir.join("out"));
    let (listing, rest) = name.split_once('-').unwrap();
    (listing.to_string(), rest.to_string())
}

/// The key of a fresh scratch folder's listing before and after `file` is
/// rewritten with `text`.
fn halves_around(file: &str, text: &str) -> ((String, String), (String, String)) {
    let dir = scratch();
    let before = halves(dir.path());
    fs::write(dir.path().join(file), text).unwrap();
    (before, halves(dir.path()))
}

#[test]
fn an_edited_listing_changes_only_the_listings_half() {
    let (before, after) = halves_around("listing.rs", "fn main() { println!(\"8\"); }");
    assert_ne!(before.0, after.0);
    assert_eq!(before.1, after.1);
}

#[test]
fn a_changed_interface_of_ours_changes_the_rest() {
    let (before, after) = halves_around("libayoayo-1.rmeta", "a new function");
    assert_eq!(before.0, after.0);
    assert_ne!(before.1, after.1);
}

/// Touching a source file relinks the library, with a new date and the
/// same metadata: the listing is not compiled again for that.
#[test]
fn our_library_relinked_with_the_same_interface_keeps_the_key() {
    let (before, after) = halves_around("libayoayo-1.rlib", "relinked, longer");
    assert_eq!(before, after);
}

/// Another crate has no metadata of ours to read: its size and date stand
/// for it.
#[test]
fn another_crate_rebuilt_changes_the_rest() {
    let (before, after) = halves_around("libfastrand-2.rlib", "rebuilt, longer");
    assert_ne!(before.1, after.1);
}

#[test]
fn another_compiler_changes_the_rest() {
    let dir = scratch();
    let (listing, rest) = halves(dir.path());
    let (_, other) = key(&args(dir.path()), "rustc 1.89.0").unwrap();
    let (other_listing, other_rest) = other.split_once('-').unwrap();
    assert_eq!(other_listing, listing);
    assert_ne!(other_rest, rest);
}

/// Only a listing compiled to a program is kept: not a build that emits
/// something else, nor one with no output named.
#[test]
fn other_compilations_are_not_cached() {
    let dir = scratch();
    let mut emit = args(dir.path());
    emit.push("--emit=metadata".into());
    assert!(key(&emit, RUSTC).is_none());
    let no_output: Vec<OsString> = args(dir.path()).into_iter().take(5).collect();
    assert!(key(&no_output, RUSTC).is_none());
}
