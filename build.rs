//! Turns every ```` ```rust ```` block of the book into a test, with
//! skeptic.
//!
//! A listing is written once, as an anchored region of the code
//! (`// ANCHOR: name` ... `// ANCHOR_END: name`), and the chapter names it
//! with mdBook's `{{#include path:name}}`, between the hidden lines that
//! make it a program. skeptic reads markdown as written, so this script
//! expands each include as mdBook does (the region's lines, less any line
//! that marks another anchor) into a copy of the chapters in `$OUT_DIR`,
//! and hands the copies to skeptic. An include that names no region stops
//! the build, so a listing can neither drift from its code nor lose it.
//!
//! skeptic compiles every listing each time the tests run. So that a
//! listing is compiled again only when it or the crate changes, its
//! generated tests (`$OUT_DIR/skeptic-tests.rs`) are copied to
//! `$OUT_DIR/listing-tests.rs` with each call to skeptic's `run_test`
//! routed through `tests/skeptic.rs`, which points skeptic's `RUSTC` at
//! `build/listing_rustc.rs` (compiled here): a cache in front of the
//! compiler. (skeptic's own `binary-cache` opens cached programs for
//! writing while other threads start programs, so a test now and then
//! fails with "Text file busy".)

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const WRAPPER: &str = "build/listing_rustc.rs";

/// What a region is, shared with the book's listing checks.
#[path = "build/region.rs"]
mod region;

fn main() {
    println!("cargo:rerun-if-changed=book/src");
    println!("cargo:rerun-if-changed={WRAPPER}");
    println!("cargo:rerun-if-changed=build/region.rs");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    let mut copies = Vec::new();
    for chapter in skeptic::markdown_files_of_directory("book/src") {
        let text = fs::read_to_string(&chapter).expect("read a chapter");
        let expanded = expand(&chapter, &text).unwrap_or_else(|e| {
            panic!("{}: {e}", chapter.display());
        });
        let copy = out.join(&chapter);
        fs::create_dir_all(copy.parent().expect("a folder"))
            .expect("make the copy's folder");
        if fs::read_to_string(&copy).ok() != Some(expanded.clone()) {
            fs::write(&copy, expanded).expect("write the copy");
            // skeptic asks cargo to watch the copies, and cargo counts a
            // file written while this script runs as changed, so the next
            // `cargo test` would build everything again. Dated like its
            // chapter, the copy is only as new as what it was made from.
            let when = fs::metadata(&chapter)
                .and_then(|m| m.modified())
                .expect("the chapter's date");
            fs::File::options()
                .write(true)
                .open(&copy)
                .and_then(|f| f.set_modified(when))
                .expect("date the copy");
        }
        copies.push(copy);
    }
    copies.sort();
    skeptic::generate_doc_tests(&copies);

    let generated = fs::read_to_string(out.join("skeptic-tests.rs"))
        .expect("skeptic wrote its tests");
    let call = "skeptic::rt::run_test(";
    let routed = generated.replace(call, "crate::listing_cache::run_test(");
    if fs::read_to_string(out.join("listing-tests.rs")).ok()
        != Some(routed.clone())
    {
        fs::write(out.join("listing-tests.rs"), routed)
            .expect("write the tests");
    }
    if let Err(e) = build_wrapper(&out) {
        println!("cargo:warning=listings will compile without a cache: {e}");
    }
}

/// Compiles the caching wrapper into `$OUT_DIR`, with the real compiler,
/// its version and the cache's folder built in.
fn build_wrapper(out: &Path) -> Result<(), String> {
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(&rustc)
        .arg("-vV")
        .output()
        .map_err(|e| format!("{rustc} -vV: {e}"))?;
    let version = String::from_utf8_lossy(&version.stdout).into_owned();
    // $OUT_DIR is target/<profile>/build/<package>-<hash>/out.
    let profile = out
        .ancestors()
        .nth(3)
        .ok_or("OUT_DIR is not where cargo puts it")?;
    let binary = out.join(format!("listing-rustc{}", env::consts::EXE_SUFFIX));
    let status = Command::new(&rustc)
        .args(["--edition", "2021", "-C", "opt-level=1", "--crate-name"])
        .args(["listing_rustc", WRAPPER, "-o"])
        .arg(&binary)
        .env("AYOAYO_REAL_RUSTC", &rustc)
        .env("AYOAYO_RUSTC_VERSION", version)
        .env("AYOAYO_LISTING_CACHE", profile.join("listing-cache"))
        .status()
        .map_err(|e| format!("{rustc}: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("{rustc} could not compile {WRAPPER}")),
    }
}

/// The chapter with every `{{#include path:anchor}}` line replaced by the
/// region it names (the path is relative to the chapter, as for mdBook).
fn expand(chapter: &Path, text: &str) -> Result<String, String> {
    let folder = chapter.parent().unwrap_or(Path::new("."));
    let mut out = String::new();
    for line in text.lines() {
        let include = line
            .trim()
            .strip_prefix("{{#include ")
            .and_then(|rest| rest.strip_suffix("}}"));
        if include.is_some_and(|i| !i.contains(':')) {
            return Err(format!(
                "`{}` names no region: write path:anchor",
                line.trim()
            ));
        }
        match include.and_then(|i| i.rsplit_once(':')) {
            Some((path, anchor)) => {
                let source = folder.join(path);
                println!("cargo:rerun-if-changed={}", source.display());
                let code = fs::read_to_string(&source)
                    .map_err(|e| format!("{}: {e}", source.display()))?;
                let lines = region::region(&code, anchor).ok_or_else(|| {
                    format!("no region `{anchor}` in {}", source.display())
                })?;
                for line in lines {
                    out.push_str(&line);
                    out.push('\n');
                }
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}
