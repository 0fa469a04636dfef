//! The book's tooling, run as `cargo xtask <task>` (see `main.rs`).
//!
//! Everything here exists to produce or check the book, so none of it is in
//! the `ayoayo` library: the listing checks ([`listings`]), the pictures
//! ([`pictures`], drawn by [`svg`]), the recorded measurements and what is
//! drawn from them ([`measurements`]), and the generated sections of the
//! chapters ([`generated`]).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod figures;
pub mod generated;
pub mod listings;
pub mod measurements;
pub mod metrics;
pub mod pictures;
pub mod quiz;
pub mod stack;
pub mod stepper;
pub mod strength;
pub mod svg;
pub mod wasm;
pub mod workshop;

use std::fs;
use std::path::{Path, PathBuf};

use generated::Context;
use measurements::Data;

/// The repository's root: the folder above this crate's.
pub fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

/// The chapters' folder under `root`.
pub fn book_src(root: &Path) -> PathBuf {
    root.join("book/src")
}

/// A generated file and what belongs in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The file, relative to the root.
    pub path: String,
    /// What the tooling computes for it.
    pub expected: String,
}

/// Every file the tooling writes: the pictures, and each chapter with its
/// generated sections filled in.
pub fn generated_files(root: &Path) -> Result<Vec<Generated>, String> {
    let data = Data::load(root)?;
    let mut out = Vec::new();
    for (name, svg) in pictures::book_pictures(root, &data)? {
        out.push(Generated {
            path: format!("{}/{name}", pictures::IMAGES_DIR),
            expected: svg,
        });
    }
    let context = Context { root, data: &data };
    let book = book_src(root);
    for chapter in listings::files_with_extension(&book, "md")
        .map_err(|e| e.to_string())?
    {
        let text = fs::read_to_string(&chapter).map_err(|e| e.to_string())?;
        let path = relative(root, &chapter);
        let expected = generated::regenerate(&text, &context)
            .map_err(|e| format!("{path}: {e}"))?;
        out.push(Generated { path, expected });
    }
    Ok(out)
}

/// The generated files whose contents differ from what the tooling
/// computes (or that are missing).
pub fn stale(root: &Path) -> Result<Vec<String>, String> {
    Ok(generated_files(root)?
        .into_iter()
        .filter(|g| {
            fs::read_to_string(root.join(&g.path)).ok().as_deref()
                != Some(&g.expected)
        })
        .map(|g| g.path)
        .collect())
}

/// Rewrites every generated file of the book: the pictures and the
/// chapters' generated sections. Returns the files it changed.
pub fn regenerate(root: &Path) -> Result<Vec<String>, String> {
    fs::create_dir_all(root.join(pictures::IMAGES_DIR))
        .map_err(|e| e.to_string())?;
    let mut changed = Vec::new();
    for g in generated_files(root)? {
        let path = root.join(&g.path);
        if fs::read_to_string(&path).ok().as_deref() != Some(&g.expected) {
            fs::write(&path, &g.expected)
                .map_err(|e| format!("{}: {e}", g.path))?;
            changed.push(g.path);
        }
    }
    Ok(changed)
}

/// `path` relative to `root`, with forward slashes.
pub fn relative(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}
