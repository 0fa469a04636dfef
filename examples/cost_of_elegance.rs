//! Copies the results of `cargo bench --bench elegance` into the book:
//! `book/src/data/cost-of-elegance.tsv`, the chart
//! `book/src/images/cost-of-elegance.svg`, and the table in
//! `book/src/part5/the-cost-of-elegance.md`.
//!
//! ```console
//! cargo bench --bench elegance && cargo run --example cost_of_elegance
//! ```

use std::fs;
use std::path::Path;
use std::process::ExitCode;

use ayoayo::cost::{chart_svg, parse_tsv, read_criterion, table_markdown, to_tsv};

const TABLE_START: &str = "<!-- cost-table: drawn by `cargo run --example cost_of_elegance` -->";
const TABLE_END: &str = "<!-- /cost-table -->";

fn machine() -> String {
    let model = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "an unknown CPU".to_string());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {cores} cores, {}", std::env::consts::OS)
}

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let measurements = match read_criterion(&root.join("target/criterion")) {
        Ok(m) if !m.is_empty() => m,
        Ok(_) => {
            eprintln!("cost_of_elegance: no results; run `cargo bench --bench elegance` first");
            return ExitCode::from(1);
        }
        Err(e) => {
            eprintln!("cost_of_elegance: {e}");
            return ExitCode::from(1);
        }
    };
    let machine = machine();
    let write = |path: &Path, text: &str| {
        fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    let chapter_path = root.join("book/src/part5/the-cost-of-elegance.md");
    let result = (|| -> Result<(), String> {
        // Draw from the data file as written (rounded), exactly as the
        // book's tests will.
        let tsv = to_tsv(&measurements, &machine);
        let measurements = parse_tsv(&tsv)?;
        write(&root.join("book/src/data/cost-of-elegance.tsv"), &tsv)?;
        write(
            &root.join("book/src/images/cost-of-elegance.svg"),
            &chart_svg(&measurements, &machine),
        )?;
        let chapter = fs::read_to_string(&chapter_path).map_err(|e| e.to_string())?;
        let (before, rest) = chapter
            .split_once(TABLE_START)
            .ok_or("the chapter has no table marker")?;
        let (_, after) = rest
            .split_once(TABLE_END)
            .ok_or("the chapter's table marker is not closed")?;
        let table = table_markdown(&measurements);
        write(
            &chapter_path,
            &format!("{before}{TABLE_START}\n\n{table}\n{TABLE_END}{after}"),
        )
    })();
    match result {
        Ok(()) => {
            println!(
                "wrote {} measurements, the chart and the table (on {machine})",
                measurements.len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cost_of_elegance: {e}");
            ExitCode::from(1)
        }
    }
}
