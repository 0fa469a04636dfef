//! `cargo xtask measure engine`: `perft 8` with every version of the
//! engine, timed and recorded in [`ENGINE_HISTORY_FILE`](book_content::recorded::engine_history::ENGINE_HISTORY_FILE).

use anyhow::Result;
use std::path::Path;

use book_content::recorded::engine_history::EngineRow;

/// Times `perft 8` with every version of the engine in one run (the
/// `history` benchmark, release build; it checks that every version counts
/// the same) and returns the data file's text.
pub fn measure(root: &Path, machine: &str) -> Result<String> {
    let rows = book_content::process::output(
        book_content::process::cargo()
            .args(["bench", "--quiet", "--package", "ayoayo-benches"])
            .args(["--bench", "history"])
            .current_dir(root)
            .stderr(std::process::Stdio::inherit()),
    )?;
    let text = format!(
        "# perft 8 with each version of the engine (`cargo bench --package \
         ayoayo-benches --bench history`), timed in turn in one run, median of 3 \
         rounds, on: {machine}\n# name\tchange\tseconds\n{rows}"
    );
    book_content::data::data_rows::<EngineRow>(&text)?;
    Ok(text)
}
