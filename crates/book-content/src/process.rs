//! Running a program: the compiler and cargo as cargo named them, and a
//! command's output or its failure with all it printed.

use anyhow::{anyhow, Context as _, Result};
use std::process::Command;

/// The rustc the tests and the tools run (`RUSTC`, as cargo sets it, or
/// `rustc`).
pub fn rustc_command() -> Command {
    Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
}

/// `cargo`, as cargo named itself to this process.
pub fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// Runs `command` and returns its standard output, or an error with all
/// it printed if it fails.
pub fn output(command: &mut Command) -> Result<String> {
    let out = command.output().with_context(|| format!("{command:?}"))?;
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    if out.status.success() {
        Ok(text(&out.stdout))
    } else {
        Err(anyhow!(
            "{command:?} failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        ))
    }
}

/// Runs `command` in the terminal's sight, and fails unless it succeeds.
pub fn run(command: &mut Command) -> Result<()> {
    match command.status().with_context(|| format!("{command:?}"))? {
        s if s.success() => Ok(()),
        s => Err(anyhow!("{command:?} failed ({s})")),
    }
}
