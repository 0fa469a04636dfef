//! `cargo xtask measure browser`: the WebAssembly module in Node against
//! the native command line, recorded in [`BROWSER_FILE`](book_content::recorded::browser::BROWSER_FILE).

use anyhow::{anyhow, Result};
use std::path::Path;
use std::process::Command;

use book_content::recorded::browser::MODULE;

/// Times the committed module in Node against the release `binary`
/// (`tests/browser/engine.mjs --measure`, which first checks that both
/// answer alike) and returns the data file's text.
pub fn measure(root: &Path, binary: &Path, machine: &str) -> Result<String> {
    if !binary.is_file() {
        return Err(anyhow!("build the binary first: cargo build --release"));
    }
    if Command::new("node").arg("--version").output().is_err() {
        return Err(anyhow!(
            "Node 18 or later is needed, and there is no `node`"
        ));
    }
    let text = book_content::process::output(
        Command::new("node")
            .current_dir(root)
            .arg("tests/browser/engine.mjs")
            .arg(binary)
            .args([MODULE, "--measure"]),
    )?;
    let mut data = format!(
        "# the browser's module in Node (engine.js) against the native binary \
         (`ayoayo api`, its process start included), milliseconds, median \
         of 3 in one run; measured on: {machine}\n"
    );
    for line in text.lines().filter_map(|l| l.strip_prefix("measure\t")) {
        data += &format!("{line}\n");
    }
    // Read back as the book reads it.
    book_content::data::data_rows::<(String, f64)>(&data)?;
    Ok(data)
}
