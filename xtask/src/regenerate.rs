//! The files `cargo xtask regenerate` writes, and whether they are fresh.
//! A test (`xtask/tests/book/generated.rs`) and `cargo xtask regenerate
//! --check` both fail when one is not what the tooling computes.

use std::fs;
use std::path::Path;

use anyhow::{Context as _, Result};

#[cfg(feature = "typescript")]
use crate::typescript;
use book_content::generated::{self, Sources};
use book_content::recorded::measurements::Measurements;
use book_content::{assembly, figures, limits, rustc};

/// Every file the tooling writes (relative to the root) and what belongs
/// in it: the pictures, the compiler's recorded errors and assembly, and
/// the chapters' generated values.
pub fn generated_files(root: &Path) -> Result<Vec<(String, String)>> {
    let data = Measurements::load(root)?;
    // The pictures and the values are the two long computations, and
    // share nothing: each takes a core of its own.
    let (pictures, values) = std::thread::scope(|scope| {
        let values = scope.spawn(|| generated::values(&Sources::new(root, &data)));
        let pictures = figures::book_pictures(root, &data);
        let values = values.join().expect("computing the values panicked");
        (pictures, values)
    });
    let mut out: Vec<(String, String)> = pictures?
        .into_iter()
        .map(|(name, svg)| (format!("{}/{name}", figures::IMAGES_DIR), svg))
        .collect();
    out.push((rustc::RUSTC_FILE.to_string(), rustc::recording(root)?));
    out.push((
        assembly::ASSEMBLY_FILE.to_string(),
        assembly::recording(root)?,
    ));
    out.push((
        assembly::RELEASE_FILE.to_string(),
        assembly::release_recording(root)?,
    ));
    out.push((
        assembly::RELAY_FILE.to_string(),
        assembly::relay_recording(root)?,
    ));
    // Fresh when `cargo xtask regenerate` ran, and checked so by `.ci/run`
    // (see the `typescript` feature in xtask/Cargo.toml).
    #[cfg(feature = "typescript")]
    out.push((
        typescript::DECLARATIONS.to_string(),
        typescript::declarations(),
    ));
    out.push((limits::LIMITS.to_string(), limits::limits()));
    out.push((
        generated::VALUES_FILE.to_string(),
        generated::values_file(&values?)?,
    ));
    Ok(out)
}

/// The generated files whose contents differ from what the tooling
/// computes (or that are missing), and what belongs in them.
fn differing(root: &Path) -> Result<Vec<(String, String)>> {
    let mut files = generated_files(root)?;
    // A checkout that turned line ends into CRLF (git's `autocrlf` on
    // Windows) holds the same text: compare lines, not bytes.
    let lines = |text: &str| text.replace("\r\n", "\n");
    files.retain(|(path, expected)| {
        let found = fs::read_to_string(root.join(path)).ok();
        found.map(|found| lines(&found)) != Some(lines(expected))
    });
    Ok(files)
}

/// The generated files that are stale or missing.
pub fn stale(root: &Path) -> Result<Vec<String>> {
    Ok(differing(root)?.into_iter().map(|(path, _)| path).collect())
}

/// Rewrites every stale generated file. Returns the files it changed.
pub fn write(root: &Path) -> Result<Vec<String>> {
    fs::create_dir_all(root.join(figures::IMAGES_DIR))?;
    let mut changed = Vec::new();
    for (path, expected) in differing(root)? {
        fs::write(root.join(&path), expected).with_context(|| path.to_string())?;
        changed.push(path);
    }
    Ok(changed)
}
