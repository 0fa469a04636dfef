//! Where the release build puts the loop of each of Part V's three counts:
//! how far into a 64-byte line of code it starts and how long it is, in the
//! benchmark binary that timed them and in a second build that aligns every
//! loop. `cargo xtask measure criterion` records [`LOOPS_FILE`] beside the
//! times, and "The cost of elegance" quotes it to explain the gap between
//! counts that run the same instructions.

use anyhow::{anyhow, Context, Result};
use std::path::Path;

use super::measurements::{rounded_as_shown, Measurements};

/// Where the loops are recorded, relative to the repository's root.
pub const LOOPS_FILE: &str = "book/src/data/count-loops.tsv";

/// The bytes of code a processor fetches and caches together: one line.
pub const LINE: u64 = 64;

/// The builds recorded: the benchmarks' own, and the one with every loop
/// aligned. Each is also the criterion group its times are recorded under.
pub const BUILDS: [&str; 2] = ["stages", "aligned"];

/// One of Part V's three counts: its benchmark's name, the library
/// function it times, and how a sentence names it.
pub struct Count {
    /// The benchmark's last word, as `stages/count stones/loop` ends.
    pub key: &'static str,
    /// The function's path, as the disassembly names it.
    pub path: &'static str,
    /// The count in a sentence.
    pub named: &'static str,
}

/// The three counts, in the order the chapter races them.
pub const COUNTS: [Count; 3] = [
    Count {
        key: "recursion",
        path: "ayoayo::stages::recursive::count_stones",
        named: "the recursion",
    },
    Count {
        key: "accumulator",
        path: "ayoayo::lessons::back_to_loops::count_stones_passing",
        named: "the accumulator-passing count",
    },
    Count {
        key: "loop",
        path: "ayoayo::lessons::back_to_loops::count_stones_looping",
        named: "the loop",
    },
];

/// The count whose benchmark ends in `key`.
pub fn count(key: &str) -> Option<&'static Count> {
    COUNTS.iter().find(|c| c.key == key)
}

impl Count {
    /// The function as a sentence names it, in code: `count_stones`.
    pub fn function(&self) -> String {
        let name = self.path.rsplit("::").next().unwrap_or(self.path);
        format!("`{name}`")
    }
}

/// Where one count's loop sits in one build.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub struct CountLoop {
    /// The build, one of [`BUILDS`].
    pub build: String,
    /// The count, one of [`COUNTS`].
    pub count: String,
    /// How many bytes into its line the loop's first instruction starts.
    pub offset: u64,
    /// The loop's length in bytes, from its first instruction to the end of
    /// the jump back.
    pub bytes: u64,
}

impl CountLoop {
    /// Whether every turn of the loop runs on from one line into the next.
    pub fn crosses_a_line(&self) -> bool {
        self.offset + self.bytes > LINE
    }
}

/// The recorded loops, and the machine they were built on.
#[derive(Clone, Debug, PartialEq)]
pub struct CountLoops {
    /// The machine, as the first line of the file names it.
    pub machine: String,
    /// Each count's loop in each build.
    pub rows: Vec<CountLoop>,
}

impl CountLoops {
    /// Reads and parses [`LOOPS_FILE`] under `root`.
    pub fn load(root: &Path) -> Result<CountLoops> {
        CountLoops::parse(&crate::read(root, LOOPS_FILE)?)
    }

    /// Parses the text of [`LOOPS_FILE`].
    pub fn parse(text: &str) -> Result<CountLoops> {
        let hint = "run `cargo xtask measure criterion`";
        let machine = crate::data::measured_on(text).context(LOOPS_FILE)?;
        let rows: Vec<CountLoop> = crate::data::data_rows(text)
            .with_context(|| format!("{LOOPS_FILE} ({hint})"))?;
        for build in BUILDS {
            for count in COUNTS.map(|c| c.key) {
                if !rows.iter().any(|r| r.build == build && r.count == count) {
                    return Err(anyhow!(
                        "{LOOPS_FILE} has no `{build}` `{count}` ({hint})"
                    ));
                }
            }
        }
        Ok(CountLoops {
            machine: machine.trim().to_string(),
            rows,
        })
    }

    /// The text of [`LOOPS_FILE`].
    pub fn to_tsv(&self) -> Result<String> {
        let notes = format!(
            "build\tcount\tbytes into its {LINE}-byte line\tloop bytes, \
             measured on: {}",
            self.machine
        );
        crate::data::data_file(&notes, &self.rows)
    }

    /// The loops of `build`, in the order of [`COUNTS`].
    pub fn of(&self, build: &str) -> Vec<&CountLoop> {
        COUNTS
            .iter()
            .filter_map(|c| {
                self.rows
                    .iter()
                    .find(|r| r.build == build && r.count == c.key)
            })
            .collect()
    }
}

/// Where `build` puts the counts' loops, said as the measuring appendix
/// needs it: which of them starts so far into its line that every turn
/// runs on into the next, and that the others fit inside one.
pub fn line_crossing(loops: &CountLoops, build: &str) -> String {
    let rows = loops.of(build);
    let crossing: Vec<_> = rows.iter().filter(|r| r.crosses_a_line()).collect();
    let whose = |r: &&&CountLoop| {
        let name = count(&r.count).map_or_else(String::new, Count::function);
        format!("the copy in {name} starts {} bytes into its line", r.offset)
    };
    match crossing.as_slice() {
        [] => "every loop fits inside one line".to_string(),
        [one] => format!(
            "{}, so every turn of it runs on into the next line. The other \
             two fit inside one",
            whose(one)
        ),
        many => format!(
            "{} of the loops run on into a second line: {}",
            many.len(),
            crate::numbers::listed(&many.iter().map(whose).collect::<Vec<_>>())
        ),
    }
}

/// The count whose benchmark in `build`'s group took longest, and the one
/// that took least, by their recorded means.
pub fn slowest_and_fastest(
    data: &Measurements,
    build: &str,
) -> Result<(&'static str, &'static str)> {
    let mean =
        |count: &str| data.require(&format!("{build}/count stones/{count}"));
    let mut means = Vec::new();
    for count in COUNTS.map(|c| c.key) {
        means.push((count, mean(count)?));
    }
    let by_mean = |a: &&(&str, f64), b: &&(&str, f64)| a.1.total_cmp(&b.1);
    let slowest = means.iter().max_by(by_mean).map(|m| m.0);
    let fastest = means.iter().min_by(by_mean).map(|m| m.0);
    slowest.zip(fastest).context("no counts")
}

/// How many times the slowest count's time in `build` is the fastest's, of
/// the times as shown, as `1.8`.
pub fn spread(data: &Measurements, build: &str) -> Result<String> {
    let (slowest, fastest) = slowest_and_fastest(data, build)?;
    let shown = |count: &str| {
        data.require(&format!("{build}/count stones/{count}"))
            .map(rounded_as_shown)
    };
    Ok(format!("{:.1}", shown(slowest)? / shown(fastest)?))
}

/// The first loop in an objdump `listing` of one function: the address its
/// first jump backwards goes to, and the address after that jump.
pub fn loop_in(listing: &str) -> Option<(u64, u64)> {
    // `  ADDRESS:<TAB>MNEMONIC OPERANDS`, in hexadecimal.
    let instructions: Vec<(u64, &str)> = listing
        .lines()
        .filter_map(|l| {
            let (address, rest) = l.trim_start().split_once(":\t")?;
            Some((u64::from_str_radix(address, 16).ok()?, rest))
        })
        .collect();
    instructions.windows(2).find_map(|pair| {
        let [(at, text), (next, _)] = pair else {
            return None;
        };
        let mut words = text.split_whitespace();
        let mnemonic = words.next()?;
        let target = u64::from_str_radix(words.next()?, 16).ok()?;
        (mnemonic.starts_with('j') && target < *at).then_some((target, *next))
    })
}
