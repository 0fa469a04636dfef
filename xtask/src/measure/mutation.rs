//! `cargo xtask measure mutation`: what the conformance suite reports when
//! one line of the iterative stage is broken, recorded in [`MUTATION_FILE`](book_content::recorded::mutation::MUTATION_FILE).

use anyhow::{anyhow, Context, Result};
use std::fs;
use std::path::Path;
use std::process::Command;

use book_content::recorded::mutation::BREAK;

/// How the recording's first line starts.
const HEADER: &str = "# what the conformance suite reports when ";

/// Copies the repository's tracked files into `scratch`, breaks [`BREAK`]'s
/// line there, runs the suite (building in `target`, which the copy shares
/// with the repository so that no dependency is built twice), and returns
/// the recording: the failure proptest prints, and how many positions
/// passed before it.
pub fn measure(root: &Path, scratch: &Path, target: &Path) -> Result<String> {
    let copy = scratch.join("repository");
    if copy.exists() {
        fs::remove_dir_all(&copy).with_context(|| copy.display().to_string())?;
    }
    let tracked =
        book_content::process::output(Command::new("git").arg("ls-files").current_dir(root))?;
    for file in tracked.lines() {
        let to = copy.join(file);
        fs::create_dir_all(to.parent().context("a file is in a folder")?)?;
        fs::copy(root.join(file), &to).with_context(|| file.to_string())?;
    }
    let (file, line, broken) = BREAK;
    let source = book_content::read(root, file)?;
    if source.matches(line).count() != 1 {
        return Err(anyhow!(
            "{file} should hold `{line}` once, as the chapter says"
        ));
    }
    fs::write(copy.join(file), source.replace(line, broken))?;
    let out = book_content::process::cargo()
        .args(["test", "--test", "rules", "conformance::"])
        .current_dir(&copy)
        .env("CARGO_TARGET_DIR", target)
        .env("RUST_BACKTRACE", "0")
        .output()?;
    if out.status.success() {
        return Err(anyhow!("the suite passed with {file}'s `{line}` broken"));
    }
    let printed = String::from_utf8_lossy(&out.stdout);
    let failed = printed
        .lines()
        .find(|l| l.starts_with("Test failed: "))
        .with_context(|| format!("no failure reported:\n{printed}"))?;
    let passed = printed
        .lines()
        .find(|l| l.trim_start().starts_with("successes: "))
        .with_context(|| format!("no count of successes:\n{printed}"))?;
    fs::remove_dir_all(&copy)?;
    Ok(format!(
        "{HEADER}{file}'s `{line}` reads `{broken}`\n{failed}\n{}\n",
        passed.trim()
    ))
}
