//! What the book quotes of the module the pages load and of the browser
//! that runs it: the module's size, read from the module itself, and what
//! `cargo xtask measure browser` recorded in [`BROWSER_FILE`].

use anyhow::{Context, Result};
use std::fs;
use std::path::Path;

/// The module, relative to the root, as `cargo xtask wasm` builds it.
pub const MODULE: &str = "book/src/ayoayo.wasm";

/// The browser's measurements, relative to the root.
pub const BROWSER_FILE: &str = "book/src/data/browser.tsv";

/// What the book quotes of the module and the browser: the module's size
/// as a server sends it, read from the module, and rows of
/// [`BROWSER_FILE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BrowserFact {
    /// The module's size, gzipped.
    #[value(name = "size/gzip")]
    Gzip,
    /// How deep the module searches the opening in the default time.
    #[value(name = "think-opening/module-depth")]
    ModuleDepth,
    /// How deep the native binary searches it.
    #[value(name = "think-opening/native-depth")]
    NativeDepth,
}

/// A fact of the module or the browser, as the book quotes it: sizes in
/// kB (thousands of bytes), a search's depth as a number.
pub fn quote(root: &Path, fact: BrowserFact) -> Result<String> {
    use BrowserFact as F;
    Ok(match fact {
        F::Gzip => {
            let bytes = gzipped_size(root)?;
            format!("{:.0} kB", bytes as f64 / 1000.0)
        }
        F::ModuleDepth | F::NativeDepth => {
            let depth: f64 = crate::data::recorded_value(
                root,
                BROWSER_FILE,
                fact,
                "browser",
            )?;
            format!("{depth:.0}")
        }
    })
}

/// The committed module's size in bytes gzipped at the best
/// compression, as a server would send it: read from the module itself,
/// so that the number the book quotes is the module's as built.
pub fn gzipped_size(root: &Path) -> Result<usize> {
    use std::io::Write;
    let bytes =
        fs::read(root.join(MODULE)).with_context(|| MODULE.to_string())?;
    let mut gzip =
        flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gzip.write_all(&bytes)?;
    Ok(gzip.finish()?.len())
}
