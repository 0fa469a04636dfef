//! `cargo xtask measure workshop`: the workshop's preparation, timed step by
//! step and recorded in [`TIMES_FILE`](book_content::recorded::workshop::TIMES_FILE).

use anyhow::Result;
use std::path::Path;
use std::process::Command;

use book_content::recorded::workshop::STEPS;

/// Times every step of [`STEPS`] from cold, in a fresh clone of the
/// repository under `scratch`, and returns the data file's text.
pub fn measure(root: &Path, scratch: &Path, machine: &str) -> Result<String> {
    let clone = scratch.join("clone");
    let _ = std::fs::remove_dir_all(scratch);
    std::fs::create_dir_all(scratch)?;
    let run = |dir: &Path, command: &str| -> Result<f64> {
        println!("measure: {command}");
        let started = std::time::Instant::now();
        book_content::process::run(
            Command::new("sh")
                .args(["-c", command])
                .current_dir(dir)
                .env_remove("CARGO_TARGET_DIR"),
        )?;
        Ok(started.elapsed().as_secs_f64())
    };
    run(root, &format!("git clone --quiet . {}", clone.display()))?;
    let notes = format!(
        "the instructor's preparation, each step in turn in a fresh clone \
         (crates already downloaded, so each step builds only what the steps \
         before it did not), seconds, measured on: {machine}"
    );
    let (rustlings, book) = (scratch.join("rustlings"), scratch.join("book"));
    let mut rows = Vec::new();
    for (key, command) in STEPS {
        let command = command
            .replace("RUSTLINGS", &rustlings.display().to_string())
            .replace("BOOK", &book.display().to_string());
        let seconds = run(&clone, &command)?.round() as u64;
        rows.push((book_content::data::row_name(key), seconds));
    }
    book_content::data::data_file(&notes, &rows)
}
