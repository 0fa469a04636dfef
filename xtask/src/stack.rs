//! How much stack the counts of Part V use, measured the way the book's
//! listings are compiled: `cargo xtask measure` builds a small program from
//! the crate's own regions with `rustc -C opt-level=0` (skeptic compiles
//! every listing without optimisation, while cargo builds this crate at
//! opt-level 1), runs it, and records what it printed in
//! `book/src/data/stack.tsv`. The chapter's numbers, its picture of the
//! stack and the overflow message it quotes are drawn from that file.
//!
//! A line of the file is `KEY<TAB>VALUE`; the first line names the machine
//! and the compiler.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::listings;

/// Where the recording lives, relative to the repository's root.
pub const STACK_FILE: &str = "book/src/data/stack.tsv";

/// The three counts measured, in the order the chapter builds them: the
/// key of each in the file, and how the picture names it.
pub const VERSIONS: [(&str, &str); 3] = [
    ("recursive", "recursion"),
    ("accumulator", "accumulator passing"),
    ("loop", "loop"),
];

/// The pits of a row: the count the picture draws.
pub const ROW: usize = 6;

/// The regions the measuring program is built from: (file, region).
const REGIONS: [(&str, &str); 4] = [
    ("src/lessons/endless.rs", "in_a_child"),
    ("src/lessons/back_to_loops.rs", "count_loop"),
    ("src/lessons/back_to_loops.rs", "stack_depth"),
    ("src/lessons/back_to_loops.rs", "stack_depth_others"),
];

const PRELUDE: &str = "\
// Built by `cargo xtask measure` from the regions of the ayoayo crate.
use std::io;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

type Stones = u8;
type Pit = usize;
type Board = [Stones; 12];
";

const MAIN: &str = r#"
type Count = fn(&Board, &[Pit], usize, &mut usize) -> u32;

fn deepest(count: Count, pits: usize) -> usize {
    let board = [1; 12];
    let pits = vec![0; pits];
    let (top, mut deepest) = (&pits as *const _ as usize, 0);
    assert_eq!(count(&board, &pits, top, &mut deepest) as usize, pits.len());
    deepest
}

fn main() {
    // First, because the child process starts `main` again.
    let (recursion, looped) = ten_million_pits().unwrap();
    assert_eq!(looped, 10_000_000);
    let counts: [(&str, Count); 3] = [
        ("recursive", count_stones_measuring),
        ("accumulator", |b, p, t, d| count_stones_passing_measuring(b, p, 0, t, d)),
        ("loop", count_stones_looping_measuring),
    ];
    for (name, count) in counts {
        let none = deepest(count, 0);
        println!("bytes-per-call/{name}\t{}", (deepest(count, 10_000) - none) / 10_000);
        println!("growth-over-a-row/{name}\t{}", deepest(count, ROW) - none);
    }
    match recursion {
        Ended::Exited(output) => {
            println!("child status\t{}", output.status);
            for line in String::from_utf8_lossy(&output.stderr).lines().filter(|l| !l.is_empty()) {
                println!("child stderr\t{line}");
            }
        }
        Ended::StillRunning => println!("child status\tstill running"),
    }
}
"#;

/// The measuring program's source, from the crate's regions under `root`.
pub fn program(root: &Path) -> Result<String, String> {
    let mut out = PRELUDE.to_string();
    for (file, name) in REGIONS {
        let text = fs::read_to_string(root.join(file))
            .map_err(|e| format!("{file}: {e}"))?;
        let region = listings::region(&text, name)
            .ok_or(format!("{file} has no region `{name}`"))?;
        out.push('\n');
        out.push_str(&region.join("\n"));
        out.push('\n');
    }
    out.push_str(&MAIN.replace("ROW", &ROW.to_string()));
    Ok(out)
}

/// Builds the measuring program without optimisation in `scratch`, runs
/// it, and returns the text of the recording (see the module's docs).
pub fn measure(
    root: &Path,
    scratch: &Path,
    machine: &str,
) -> Result<String, String> {
    fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let source = scratch.join("stack.rs");
    let binary = scratch.join("stack");
    fs::write(&source, program(root)?).map_err(|e| e.to_string())?;
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(&rustc)
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run {rustc}: {e}"))?;
    let built = Command::new(&rustc)
        .args(["--edition", "2021", "-C", "opt-level=0", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .map_err(|e| format!("cannot run {rustc}: {e}"))?;
    if !built.status.success() {
        return Err(format!(
            "the stack program does not compile:\n{}",
            String::from_utf8_lossy(&built.stderr)
        ));
    }
    let ran = Command::new(&binary)
        .output()
        .map_err(|e| format!("cannot run the stack program: {e}"))?;
    if !ran.status.success() {
        return Err(format!(
            "the stack program failed ({}):\n{}",
            ran.status,
            String::from_utf8_lossy(&ran.stderr)
        ));
    }
    let version = String::from_utf8_lossy(&version.stdout);
    let text = format!(
        "# stack use at opt-level 0, as skeptic compiles the listings, \
         measured on: {machine}, {}\n{}",
        version.trim(),
        String::from_utf8_lossy(&ran.stdout)
    );
    Stack::parse(&text)?;
    Ok(text)
}

/// The recording, parsed.
#[derive(Clone, Debug, PartialEq)]
pub struct Stack {
    /// `(key, value)` in file order.
    pub rows: Vec<(String, String)>,
}

impl Stack {
    /// Reads and parses the recording under `root`.
    pub fn load(root: &Path) -> Result<Stack, String> {
        let path = root.join(STACK_FILE);
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Stack::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parses the text of a recording, and checks that it holds every
    /// number the book needs.
    pub fn parse(text: &str) -> Result<Stack, String> {
        let rows = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| match l.split_once('\t') {
                Some((k, v)) => Ok((k.to_string(), v.to_string())),
                None => Err(format!("`{l}` is not KEY<TAB>VALUE")),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let stack = Stack { rows };
        for (key, _) in VERSIONS {
            stack.number(&format!("bytes-per-call/{key}"))?;
            stack.number(&format!("growth-over-a-row/{key}"))?;
        }
        if stack.stderr().is_empty() {
            return Err("no `child stderr` line".into());
        }
        Ok(stack)
    }

    /// The number recorded under `key`.
    pub fn number(&self, key: &str) -> Result<u64, String> {
        self.rows
            .iter()
            .find(|(k, _)| k == key)
            .ok_or(format!("no `{key}` in {STACK_FILE}"))?
            .1
            .parse()
            .map_err(|_| format!("`{key}` in {STACK_FILE} is not a number"))
    }

    /// What the child that overflowed wrote to its standard error.
    pub fn stderr(&self) -> Vec<&str> {
        self.rows
            .iter()
            .filter(|(k, _)| k == "child stderr")
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// How many calls a stack of `mib` MiB holds, at the recursive count's
    /// bytes per call, rounded down to a thousand.
    pub fn calls_in(&self, mib: u64) -> Result<u64, String> {
        let per_call = self.number("bytes-per-call/recursive")?.max(1);
        Ok(mib * 1024 * 1024 / per_call / 1000 * 1000)
    }
}
