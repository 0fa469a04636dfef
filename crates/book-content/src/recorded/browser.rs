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

/// A recorded browser measurement, as the book quotes it: milliseconds
/// under a second as `41 ms`, longer as `1.3 s`, sizes in KB, a search's
/// depth as a number and its speed as thousands of positions a second.
pub fn quote(root: &Path, key: &str) -> Result<String> {
    let value = match key {
        "size/bytes" | "size/gzip" => {
            module_size(root, key == "size/gzip")? as f64
        }
        _ => crate::data::recorded_value(root, BROWSER_FILE, key, "browser")?,
    };
    Ok(if key.starts_with("size/") {
        format!("{:.0} KB", value / 1000.0)
    } else if key.ends_with("-depth") {
        format!("{value:.0}")
    } else if key.ends_with("-kps") {
        format!("{:.0}k", value)
    } else if value < 1000.0 {
        format!("{value:.0} ms")
    } else {
        format!("{:.1} s", value / 1000.0)
    })
}

/// The committed module's size in bytes, or gzipped at the best
/// compression, as a server would send it: read from the module itself,
/// so that the number the book quotes is the module's as built.
pub fn module_size(root: &Path, gzipped: bool) -> Result<usize> {
    use std::io::Write;
    let bytes =
        fs::read(root.join(MODULE)).with_context(|| MODULE.to_string())?;
    if !gzipped {
        return Ok(bytes.len());
    }
    let mut gzip =
        flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gzip.write_all(&bytes)?;
    Ok(gzip.finish()?.len())
}
