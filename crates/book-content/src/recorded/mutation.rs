//! `cargo xtask measure mutation`: One suite for four stages' "Break a
//! rule", done for real. A copy of the repository has one line of the
//! iterative stage broken as the chapter says, its conformance suite
//! runs, and what proptest reports is recorded in [`MUTATION_FILE`] for
//! the chapter to quote (value `mutation-report`).

use anyhow::{anyhow, Context, Result};
use std::path::Path;

/// Where the report is recorded, relative to the root.
pub const MUTATION_FILE: &str = "book/src/data/mutation.txt";

/// The file the chapter breaks, the line it breaks, and the line broken.
pub const BREAK: (&str, &str, &str) = (
    "src/stages/iterative.rs",
    "if pit != skip {",
    "if pit != skip || true {",
);

/// The recorded report as the chapter quotes it: a text block, the
/// failure broken before each result so that it fits the page. It checks
/// what the chapter says of it: the iterative stage failed, on a relay or a lap of
/// sowing, and the board it gave differs from the rules' only in the pit
/// it started from, which the broken line feeds.
pub fn quote(root: &Path) -> Result<String> {
    // The chapter tells the reader to break this line: it must be there.
    let (file, line, _) = BREAK;
    if crate::read(root, file)?.matches(line).count() != 1 {
        return Err(anyhow!(
            "{file} no longer holds `{line}` once, as One suite says"
        ));
    }
    let text = crate::read(root, MUTATION_FILE)?;
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let failed = lines.next().context("the recording holds a failure")?;
    let passed = lines.next().context("the recording counts successes")?;
    let fed = fed_pit(failed)
        .with_context(|| format!("{MUTATION_FILE}: {failed}"))?;
    if !failed.starts_with("Test failed: iterative: ") || fed.0 != fed.1 {
        return Err(anyhow!(
            "{MUTATION_FILE}: the report is not the iterative stage's relay or sowing, \
             fed in its start pit: {failed}"
        ));
    }
    let failed = failed
        .replacen(": Ok(", ":\n    Ok(", 1)
        .replacen(": Err(", ":\n    Err(", 1)
        .replacen(", not ", ",\n    not ", 1);
    Ok(format!("\n\n```text\n{failed}\n{passed}\n```\n\n"))
}

/// The pit a report's relay or sowing started from, and the one pit where
/// the board the stage gave differs from the rules' board.
fn fed_pit(failed: &str) -> Result<(usize, usize)> {
    let start = ["relay from ", "sowing "]
        .iter()
        .find_map(|what| failed.split_once(what))
        .and_then(|(_, rest)| rest.split(' ').next()?.parse().ok())
        .context("no start pit")?;
    let boards: Vec<Vec<u64>> = failed
        .split("Ok(([")
        .skip(1)
        .map(|rest| {
            let numbers = rest.split(']').next().unwrap_or("");
            numbers.split(", ").filter_map(|n| n.parse().ok()).collect()
        })
        .collect();
    let [given, rules] = &boards[..] else {
        return Err(anyhow!("not two boards"));
    };
    let differ: Vec<usize> = (0..given.len().min(rules.len()))
        .filter(|&pit| given[pit] != rules[pit])
        .collect();
    match differ[..] {
        [pit] => Ok((start, pit)),
        _ => Err(anyhow!("the boards differ in pits {differ:?}")),
    }
}
