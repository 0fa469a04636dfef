//! `cargo xtask measure stack`: the stack a recursion's call takes and how
//! deep it goes, measured by compiling and running the book's programs,
//! recorded in [`STACK_FILE`](book_content::recorded::stack::STACK_FILE).

use anyhow::{Context, Result};
use std::fs;
use std::path::Path;
use std::process::Command;

use book_content::recorded::stack::{program, release_program, Stack};

/// Builds the measuring programs in `scratch`, runs them, and returns the
/// text of the recording (see the module's docs).
pub fn measure(root: &Path, scratch: &Path, machine: &str) -> Result<String> {
    fs::create_dir_all(scratch)?;
    let version =
        book_content::process::output(book_content::process::rustc_command().arg("--version"))?;
    let run = |name: &str, source: String, level: &str| -> Result<String> {
        let (file, binary) = (scratch.join(format!("{name}.rs")), scratch.join(name));
        fs::write(&file, source)?;
        book_content::process::output(
            book_content::process::rustc_command()
                .args([
                    "--edition",
                    "2021",
                    "-C",
                    &format!("opt-level={level}"),
                    "-o",
                ])
                .arg(&binary)
                .arg(&file),
        )?;
        book_content::process::output(&mut Command::new(&binary))
    };
    let (stack, release) = (
        run("stack", program(root)?, "0")?,
        run("stack-release", release_program(root)?, "3")?,
    );
    // The instructions a count runs for one row: callgrind's count for a
    // hundred thousand rows, less its count for none, a row at a time.
    let callgrind = |name: &str, rows: u64| -> Result<u64> {
        let counted = scratch.join(format!("callgrind-{name}-{rows}"));
        book_content::process::output(
            Command::new("valgrind")
                .arg("--tool=callgrind")
                .arg(format!("--callgrind-out-file={}", counted.display()))
                .arg(scratch.join("stack-release"))
                .args(["row", name, &rows.to_string()]),
        )?;
        let text = fs::read_to_string(&counted)?;
        let summary = text.lines().find_map(|l| l.strip_prefix("summary: "));
        Ok(summary
            .context("callgrind wrote no summary")?
            .trim()
            .parse()?)
    };
    let mut instructions = String::new();
    for name in ["recursive", "accumulator", "loop"] {
        let rows = 100_000;
        let per_row = (callgrind(name, rows)? - callgrind(name, 0)?) as f64 / rows as f64;
        let per_row = per_row.round();
        instructions += &format!("release/instructions/{name}\t{per_row}\n");
    }
    let text = format!(
        "# stack use at opt-level 0, as skeptic compiles the listings, and \
         (release/) at opt-level 3, as a release build, with the \
         instructions a count of twelve pits runs as callgrind counts them, \
         measured on: {machine}, {}\n{stack}{release}{instructions}",
        version.trim(),
    );
    Stack::parse(&text)?;
    Ok(text)
}
