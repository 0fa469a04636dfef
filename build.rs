//! Turns every ```rust block of the book into a test (skeptic), and builds
//! the cache that skeptic's compiler calls go through.
//!
//! New chapters are picked up without editing this file: every markdown
//! file under book/src is read, and cargo reruns this script when anything
//! under book/src changes.
//!
//! skeptic writes the tests to `$OUT_DIR/skeptic-tests.rs`. This script
//! copies them to `$OUT_DIR/listing-tests.rs` with each call to skeptic's
//! `run_test` routed through `tests/skeptic.rs`, which points skeptic's
//! `RUSTC` at `build/listing_rustc.rs` (compiled here) before handing the
//! listing on to skeptic: a cache in front of the compiler, so a listing is
//! only compiled again when it or the crate changes.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const WRAPPER: &str = "build/listing_rustc.rs";

fn main() {
    println!("cargo:rerun-if-changed=book/src");
    println!("cargo:rerun-if-changed={WRAPPER}");
    let mut chapters = skeptic::markdown_files_of_directory("book/src");
    chapters.sort();
    skeptic::generate_doc_tests(&chapters);

    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    let generated = fs::read_to_string(out.join("skeptic-tests.rs"))
        .expect("skeptic wrote its tests");
    let call = "skeptic::rt::run_test(";
    let routed = generated.replace(call, "crate::listing_cache::run_test(");
    assert!(
        routed.matches("listing_cache::run_test(").count()
            == generated.matches(call).count(),
        "every listing test is routed through the cache"
    );
    write_if_changed(&out.join("listing-tests.rs"), &routed);

    if let Err(e) = build_wrapper(&out) {
        println!("cargo:warning=listings will compile without a cache: {e}");
    }
}

fn write_if_changed(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).expect("write the listing tests");
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
    let cache = profile.join("listing-cache");
    let binary = out.join(format!("listing-rustc{}", env::consts::EXE_SUFFIX));
    let status = Command::new(&rustc)
        .args(["--edition", "2021", "-C", "opt-level=1", "--crate-name"])
        .arg("listing_rustc")
        .arg(WRAPPER)
        .arg("-o")
        .arg(&binary)
        .env("AYOAYO_REAL_RUSTC", &rustc)
        .env("AYOAYO_RUSTC_VERSION", version)
        .env("AYOAYO_LISTING_CACHE", &cache)
        .status()
        .map_err(|e| format!("{rustc}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{rustc} could not compile {WRAPPER}"))
    }
}
