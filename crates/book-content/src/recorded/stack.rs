//! How much stack the counts of Part V use, measured as skeptic compiles
//! the listings: `cargo xtask measure` builds a program from the crate's
//! regions with `rustc -C opt-level=0`, runs it, and records what it
//! printed (`KEY<TAB>VALUE` lines) in [`STACK_FILE`]. Then it builds Part
//! IV's count and the accumulator-passing count as a release build does,
//! at `opt-level=3`, and records whether each counts ten million pits
//! (`release/ten-million/NAME` lines), and how many instructions each of
//! the three counts runs for a row of twelve pits, as callgrind counts
//! them (`release/instructions/NAME` lines).

use anyhow::{anyhow, Context, Result};
use std::fs;
use std::path::Path;

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
const REGIONS: [(&str, &str); 6] = [
    ("src/lessons/endless.rs", "child_marker"),
    ("src/lessons/endless.rs", "drain"),
    ("src/lessons/endless.rs", "in_a_child"),
    ("src/lessons/back_to_loops.rs", "count_loop"),
    ("src/lessons/back_to_loops.rs", "stack_depth"),
    ("src/lessons/back_to_loops.rs", "stack_depth_others"),
];

const PRELUDE: &str = "\
// Built by `cargo xtask measure` from the regions of the ayoayo crate.
use std::io::{self, Read};
use std::thread::JoinHandle;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
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
        Some(output) => {
            println!("child status\t{}", output.status);
            for line in String::from_utf8_lossy(&output.stderr).lines().filter(|l| !l.is_empty()) {
                println!("child stderr\t{line}");
            }
        }
        None => println!("child status\tstill running"),
    }
}
"#;

/// The regions of the release build's program: the three counts, as the
/// book shows them.
const RELEASE_REGIONS: [(&str, &str); 3] = [
    ("src/stages/recursive.rs", "count_stones"),
    ("src/lessons/back_to_loops.rs", "count_accumulator"),
    ("src/lessons/back_to_loops.rs", "count_loop"),
];

/// The release build's program. With no argument, it runs itself once for
/// each recursive count on ten million pits, since an overflow aborts the
/// process it happens in, and says how each run ended. With `row NAME N`,
/// it counts a row of twelve pits N times with the count NAME, called
/// through a pointer so that none is inlined into the loop, for
/// `cargo xtask measure` to count the instructions under callgrind.
const RELEASE_MAIN: &str = r#"
fn main() {
    let counts: [(&str, fn(&Board, &[Pit]) -> u32); 3] = [
        ("recursive", count_stones),
        ("accumulator", |board, pits| count_stones_passing(board, pits, 0)),
        ("loop", count_stones_looping),
    ];
    let args: Vec<String> = std::env::args().skip(1).collect();
    let find = |name: &str| counts.iter().find(|(n, _)| *n == name).unwrap().1;
    if let [row, name, times] = args.as_slice() {
        assert_eq!(row, "row");
        let (count, pits) = (find(name), (0..12).collect::<Vec<Pit>>());
        let mut sum = 0;
        for _ in 0..times.parse::<u32>().unwrap() {
            let count = std::hint::black_box(count);
            sum += count(std::hint::black_box(&[1; 12]), std::hint::black_box(&pits));
        }
        println!("{sum}");
        return;
    }
    if let Some(name) = args.first() {
        let pits = std::hint::black_box(vec![0; 10_000_000]);
        println!("{}", find(name)(std::hint::black_box(&[1; 12]), &pits));
        return;
    }
    for (name, _) in &counts[..2] {
        let exe = std::env::current_exe().unwrap();
        let out = Command::new(exe).arg(name).stderr(Stdio::null()).output().unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        match out.status.success() {
            true => println!("release/ten-million/{name}\tcounted {}", said.trim()),
            false => println!("release/ten-million/{name}\toverflowed"),
        }
    }
}
"#;

/// The measuring program's source, from the crate's regions under `root`.
pub fn program(root: &Path) -> Result<String> {
    with_regions(root, &REGIONS, &MAIN.replace("ROW", &ROW.to_string()))
}

/// The release build's program's source.
pub fn release_program(root: &Path) -> Result<String> {
    with_regions(root, &RELEASE_REGIONS, RELEASE_MAIN)
}

/// The prelude, the crate's board vocabulary, the regions `regions` of
/// the files under `root`, and `main`.
fn with_regions(
    root: &Path,
    regions: &[(&str, &str)],
    main: &str,
) -> Result<String> {
    let mut out =
        PRELUDE.to_string() + &crate::source::vocabulary_source(root)?;
    for &(file, name) in regions {
        let region = listings::region_in(root, file, name)?;
        out += &format!("\n{}\n", region.join("\n"));
    }
    out.push_str(main);
    Ok(out)
}

/// Checks, without running them, that the measuring programs still
/// compile from the crate's regions as they are now, so that a region
/// changed for the book cannot leave `cargo xtask measure` broken.
pub fn check_programs(root: &Path) -> Result<()> {
    let scratch = tempfile::tempdir()?;
    for (name, source) in [
        ("stack", program(root)?),
        ("release", release_program(root)?),
    ] {
        let file = scratch.path().join(format!("{name}.rs"));
        fs::write(&file, source)?;
        crate::process::output(
            crate::process::rustc_command()
                .args(["--edition", "2021", "--emit", "metadata", "--out-dir"])
                .arg(scratch.path())
                .arg(&file),
        )
        .with_context(|| format!("the {name} measuring program"))?;
    }
    Ok(())
}

/// The compiler the recording was made with, as its first line names it:
/// `rustc 1.95`, its major and minor version.
pub fn compiler(root: &Path) -> Result<String> {
    let text = crate::read(root, STACK_FILE)?;
    let first = text.lines().next().unwrap_or_default();
    let version = first
        .split_once("rustc ")
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .ok_or(anyhow!("{STACK_FILE}: the first line names no rustc"))?;
    let minor: Vec<&str> = version.split('.').take(2).collect();
    Ok(format!("rustc {}", minor.join(".")))
}

/// The recording, parsed: `(key, value)` in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct Stack(Vec<(String, String)>);

/// The numbers of [`STACK_FILE`] the chapters quote.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum StackNumber {
    /// The stack the recursive count takes a call.
    #[value(name = "bytes-per-call/recursive")]
    Recursive,
    /// The stack the accumulator-passing count takes a call.
    #[value(name = "bytes-per-call/accumulator")]
    Accumulator,
    /// The instructions the release build's counts take a row.
    #[value(name = "release/instructions/recursive")]
    Instructions,
}

impl Stack {
    /// Reads and parses the recording under `root`.
    pub fn load(root: &Path) -> Result<Stack> {
        Stack::parse(&crate::read(root, STACK_FILE)?)
    }

    /// Parses the text of a recording, and checks that it holds every
    /// number the book needs.
    pub fn parse(text: &str) -> Result<Stack> {
        let stack = Stack(crate::data::data_rows(text).context(STACK_FILE)?);
        for (key, _) in VERSIONS {
            stack.number(&format!("bytes-per-call/{key}"))?;
            stack.number(&format!("growth-over-a-row/{key}"))?;
        }
        if stack.stderr().is_empty() {
            return Err(anyhow!("no `child stderr` line"));
        }
        // The stack says that, unoptimised, passing the total along makes
        // no frame smaller.
        let [plain, passing] = ["recursive", "accumulator"]
            .map(|key| stack.number(&format!("bytes-per-call/{key}")));
        if passing? < plain? {
            return Err(anyhow!(
                "the accumulator-passing count's frames are now smaller than \
                 count_stones': The stack says they are not"
            ));
        }
        for (key, _) in &VERSIONS[..2] {
            stack.release(key)?;
        }
        // The cost chapter says that the three counts run the same
        // instructions.
        let [plain, passing, looped] = ["recursive", "accumulator", "loop"]
            .map(|key| stack.number(&format!("release/instructions/{key}")));
        let (plain, passing, looped) = (plain?, passing?, looped?);
        if plain != passing || looped != plain {
            return Err(anyhow!(
                "a release build's counts run {plain}, {passing} and {looped} \
                 instructions a row: The cost of elegance says otherwise"
            ));
        }
        Ok(stack)
    }

    /// How the release build's count `key` (`recursive` or `accumulator`)
    /// ended on ten million pits: `counted N` or `overflowed`.
    pub fn release(&self, key: &str) -> Result<&str> {
        let key = format!("release/ten-million/{key}");
        let found = self.0.iter().find(|(k, _)| *k == key);
        let outcome = found.map(|(_, v)| v.as_str());
        outcome.ok_or(anyhow!("no `{key}` in {STACK_FILE}"))
    }

    /// The number recorded under `key`, a row of [`STACK_FILE`].
    pub fn number(&self, key: &str) -> Result<u64> {
        let (_, value) = self
            .0
            .iter()
            .find(|(k, _)| k == key)
            .ok_or(anyhow!("no `{key}` in {STACK_FILE}"))?;
        value
            .parse()
            .with_context(|| format!("{STACK_FILE}: {key}"))
    }

    /// What the child that overflowed wrote to its standard error.
    pub fn stderr(&self) -> Vec<&str> {
        let lines = self.0.iter().filter(|(k, _)| k == "child stderr");
        lines.map(|(_, v)| v.as_str()).collect()
    }

    /// How many calls a stack of `mib` MiB holds, at the recursive count's
    /// bytes per call, rounded down to a thousand.
    pub fn calls_in(&self, mib: u64) -> Result<u64> {
        let per_call = self.number("bytes-per-call/recursive")?.max(1);
        Ok(mib * 1024 * 1024 / per_call / 1000 * 1000)
    }
}
