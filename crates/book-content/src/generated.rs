//! Generated values in the book's chapters: numbers, tables and tool
//! output that the tooling computes, so that nothing a reader sees is
//! typed by hand. A chapter marks where each goes with an HTML comment
//! naming it, which mdBook would not show:
//!
//! ```text
//! sowing takes <!-- gen: ns cost/sow/injected --> here
//! ```
//!
//! The chapters are written by hand and never by the tooling. `cargo xtask
//! regenerate` computes every named value ([`GENERATORS`] lists the kinds)
//! and writes them whole into one file, [`VALUES_FILE`], from which
//! `ayoayo-book preprocess` fills in each marker as mdBook builds the book. A test fails
//! when that file differs from what the tooling computes.

use anyhow::{anyhow, Context, Result};
use std::collections::BTreeMap;
use std::path::Path;

use ayoayo::board::{Board, Pit, OPENING};
use ayoayo::engine::{trace, MAX_TRACED_LAPS};
use ayoayo::lessons::endless::SEVEN_STONES;

use crate::numbers::thousands;
use crate::recorded::measurements::{
    cost_table, rounded_as_shown, time_for_people, Measurements,
};
use crate::recorded::stack::Stack;
use crate::recorded::{strength, workshop};
use crate::{listings, quiz};

mod widgets;
use widgets::{calls, recorded_game, stepper, tree};

/// The markers and how a value is filled in after one, shared with
/// `ayoayo-book preprocess`, which fills the values in as the book is built.
pub use book_text::markers as marker;

pub use marker::{Marker, CLOSE, OPEN};

/// Where the values are, relative to the repository's root: outside
/// `book/src`, so that mdBook does not copy it into the built book.
pub const VALUES_FILE: &str = "book/generated.toml";

/// The generated values, by name.
pub type Values = BTreeMap<String, String>;

/// The markers of one markdown text, or what is wrong with them.
pub fn markers(text: &str) -> Result<Vec<Marker<'_>>> {
    marker::markers(text).map_err(|e| anyhow!(e))
}

/// The text with each marker followed by its value and [`CLOSE`], as the
/// built book has it.
pub fn expand(text: &str, values: &Values) -> Result<String> {
    marker::fill(text, |name| values.get(name).map(String::as_str))
        .map_err(|e| anyhow!(e))
}

/// Every value the chapters under `root`'s `book/src` name, computed.
pub fn values(sources: &Sources<'_>) -> Result<Values> {
    let mut values = Values::new();
    let src = sources.root.join("book/src");
    for chapter in listings::files_with_extension(&src, "md") {
        let path = crate::relative(sources.root, &chapter);
        let text = crate::read(sources.root, &path)?;
        for marker in markers(&text).with_context(|| path.clone())? {
            if let std::collections::btree_map::Entry::Vacant(slot) =
                values.entry(marker.name.to_string())
            {
                let value = expected(slot.key(), sources)
                    .with_context(|| format!("{path}:{}", marker.line))?;
                slot.insert(value);
            }
        }
    }
    Ok(values)
}

/// The text of [`VALUES_FILE`] holding `values`.
pub fn values_file(values: &Values) -> Result<String> {
    let table = toml::to_string(values)?;
    Ok(format!(
        "# Written whole by `cargo xtask regenerate` from the code and \
         book/src/data/.\n# Do not edit: change what computes a value, and \
         regenerate.\n\n{table}"
    ))
}

/// The values in [`VALUES_FILE`], as last written.
pub fn load_values(root: &Path) -> Result<Values> {
    let text = crate::read(root, VALUES_FILE)?;
    toml::from_str(&text).context(VALUES_FILE)
}

/// What a generated value is computed from.
pub struct Sources<'a> {
    /// The repository's root.
    pub root: &'a Path,
    /// The recorded measurements.
    pub data: &'a Measurements,
}

/// One kind of value a marker may name: how a chapter writes it, what it
/// is, and what computes it from the marker's words.
pub struct Generator {
    /// How a chapter writes it: the kind's word, then its arguments in
    /// capitals (`ns BENCHMARK...`). An argument ending in `...` takes the
    /// rest of the marker; one in brackets may be left out.
    pub usage: &'static str,
    /// What the value is.
    pub what: &'static str,
    compute: fn(&Args<'_>, &Sources<'_>) -> Result<String>,
}

/// The words of one marker, after its kind's.
pub struct Args<'a> {
    name: &'a str,
    usage: &'static str,
    words: Vec<&'a str>,
}

impl<'a> Args<'a> {
    /// The error that shows how the kind is written.
    fn wrong(&self) -> anyhow::Error {
        anyhow!("`{}`: write `{}`", self.name, self.usage)
    }

    /// The argument at `i`.
    fn word(&self, i: usize) -> Result<&'a str> {
        self.words.get(i).copied().ok_or_else(|| self.wrong())
    }

    /// The argument at `i`, a number.
    fn number<T: std::str::FromStr>(&self, i: usize) -> Result<T> {
        number(self.name, self.word(i)?)
    }

    /// The arguments from `i` on, as one text.
    fn text_from(&self, i: usize) -> String {
        self.words.get(i..).unwrap_or_default().join(" ")
    }

    /// The two sides of `A / B`, each a text of its own.
    fn ratio(&self) -> Result<(String, String)> {
        let text = self.text_from(0);
        let (a, b) = text.split_once(" / ").ok_or_else(|| self.wrong())?;
        Ok((a.trim().to_string(), b.trim().to_string()))
    }

    /// The argument at `i` as `FILE:REGION`.
    fn region(&self, i: usize) -> Result<(&'a str, &'a str)> {
        self.word(i)?.split_once(':').ok_or_else(|| self.wrong())
    }

    /// The argument at `i`, one of `choices`.
    fn one_of(&self, i: usize, choices: &[&str]) -> Result<&'a str> {
        let word = self.word(i)?;
        choices
            .contains(&word)
            .then_some(word)
            .ok_or_else(|| self.wrong())
    }
}

/// A generator, for the table below.
const fn value(
    usage: &'static str,
    what: &'static str,
    compute: fn(&Args<'_>, &Sources<'_>) -> Result<String>,
) -> Generator {
    Generator {
        usage,
        what,
        compute,
    }
}

/// A table as a chapter shows it, on lines of its own.
fn table(t: String) -> String {
    format!("\n\n{t}\n")
}

/// A widget's HTML, with blank lines round it so that mdBook keeps it whole.
fn html(h: String) -> String {
    format!("\n\n{h}\n\n")
}

/// Every kind of value a chapter may quote, each in one entry: a new kind
/// is a line here.
pub const GENERATORS: &[Generator] = &[
    value("ns BENCHMARK...", "a recorded mean time, as `61 ns` or `1.2 µs`", |a, s| {
        s.data.require(&a.text_from(0)).map(time_for_people)
    }),
    value("times A... / B...", "how many times benchmark A's mean is B's", |a, s| {
        // Of the times as shown, so that the reader's own division agrees.
        let (x, y) = a.ratio()?;
        let shown = |id: &str| s.data.require(id).map(rounded_as_shown);
        let ratio = shown(&x)? / shown(&y)?;
        Ok(if ratio >= 10.0 {
            format!("{ratio:.0}")
        } else {
            format!("{ratio:.1}")
        })
    }),
    value("machine", "the machine the measurements were taken on", |_, s| {
        Ok(s.data.machine.clone())
    }),
    value(
        "const NAME",
        "a limit of the crate's or a setting of the tuning's",
        |a, _| {
            let value = match a.word(0)? {
                "MAX_RECURSIVE_LAPS" => ayoayo::stages::injected::MAX_RECURSIVE_LAPS,
                "LAP_LIMIT" => ayoayo::stages::injected::LAP_LIMIT,
                "FIRST_GAP" => ayoayo::engine::internals::FIRST_GAP,
                "DEFAULT_TIME_MS" => ayoayo::game::DEFAULT_TIME.as_millis() as u64,
                "TUNING_GAMES" => crate::recorded::tune::TUNING_GAMES as u64,
                "KEEP_PERCENT" => crate::recorded::tune::KEEP_PERCENT.into(),
                other => return Err(anyhow!("no constant called `{other}`")),
            };
            Ok(thousands(value))
        },
    ),
    value("cost-table", "the table of The cost of elegance", |_, s| {
        Ok(table(cost_table(s.data)))
    }),
    value(
        "checker-sample",
        "what the listing checker prints for a drifted region",
        |_, s| checker_sample(s.root).map(html),
    ),
    value("strength-table", "the recorded matches of Part VI", |_, s| {
        strength::strength_table(s.root).map(table)
    }),
    value("share A B", "player A's share of the points against B", |a, s| {
        strength::share(s.root, a.word(0)?, a.word(1)?)
    }),
    value("openings WHAT", "the matches' openings", |a, _| {
        strength::openings(a.word(0)?)
    }),
    value(
        "weighed KEY",
        "Part VI's worked example of a move the evaluation changes (`table`: what it counts after each move)",
        |a, _| match a.word(0)? {
            "table" => strength::weighed("table").map(table),
            key => strength::weighed(key),
        },
    ),
    value("branching", "the search's effective branching factor", |_, _| {
        Ok(format!("{:.1}", strength::branching()))
    }),
    value(
        "deepening KEY",
        "the positions the rounds of deepening.svg visit, `earlier` or `last`",
        |a, _| crate::figures::deepening(a.word(0)?),
    ),
    value(
        "perft DEPTH",
        "the move sequences of each length up to DEPTH from the opening",
        |a, _| {
            let opening = ayoayo::engine::Position::opening();
            let counts = ayoayo::engine::perft(&opening, a.number(0)?);
            let counts: Vec<String> = counts.iter().map(u64::to_string).collect();
            Ok(counts.join(", "))
        },
    ),
    value(
        "search-table WHICH",
        "the calls the searches make, as An opponent (`pruning`) or Remembering positions (`remembering`) compares them",
        |a, _| {
            let which = match a.one_of(0, &["pruning", "remembering"])? {
                "pruning" => strength::CallsTable::Pruning,
                _ => strength::CallsTable::Remembering,
            };
            strength::search_table(which).map(table)
        },
    ),
    value(
        "stepper BOARD PLAYER PIT CAPTION...",
        "a relay stepper's frames, from `opening`, `midgame` or `seven` (see `board_named`)",
        |a, _| stepper(a.word(0)?, a.word(1)?, a.word(2)?, &a.text_from(3)).map(html),
    ),
    value(
        "calls OF BOARD AT CAPTION...",
        "a recursion's calls (`relay`, `count` or `possible`) for a call-stack stepper",
        |a, _| calls(a.word(0)?, a.word(1)?, a.word(2)?, &a.text_from(3)).map(html),
    ),
    value(
        "tree CAPTION...",
        "Part VI's search call by call, for the tree stepper",
        |a, _| tree(&a.text_from(0)).map(html),
    ),
    value(
        "recorded-game",
        "the game the Play page offers without its engine",
        |_, _| recorded_game().map(html),
    ),
    value(
        "quiz NAME KEY",
        "a value in the answer to a chapter's question",
        |a, s| quiz::value(a.word(0)?, a.word(1)?, s.data),
    ),
    value(
        "quiz-stepper NAME",
        "the stepper that checks a question's answer",
        |a, _| quiz::stepper(a.word(0)?),
    ),
    value(
        "first-cut KEY",
        "Part VI's first alpha-beta cut-off, worked by hand",
        |a, _| quiz::first_cut(a.word(0)?),
    ),
    value(
        "try-it NAME...",
        "where a chapter's workshop exercises are",
        |a, s| workshop::try_it(s.root, &a.words),
    ),
    value("agenda", "the workshop's agenda", |_, s| {
        workshop::agenda_table(s.root).map(table)
    }),
    value("agenda-total", "the workshop's length", |_, s| {
        workshop::agenda_total(s.root)
    }),
    value(
        "prep-time KEY",
        "a recorded time of the instructor's preparation, as a range up to a busy laptop's",
        |a, s| workshop::time(s.root, a.word(0)?),
    ),
    value(
        "exercises WHICH",
        "how many exercises the workshop has: `all`, `core` or `stretch`",
        |a, s| workshop::count(s.root, a.word(0)?),
    ),
    value(
        "browser KEY",
        "a recorded measurement of the browser's module",
        |a, s| crate::recorded::browser::quote(s.root, a.word(0)?),
    ),
    value(
        "endless KEY",
        "a recorded figure of the first moves' endless relays",
        |a, s| crate::recorded::endless::quote(s.root, a.word(0)?),
    ),
    value(
        "relay BOARD PIT WHAT",
        "how many `laps` the move from PIT of a board takes, or the pit it `end`s in",
        |a, _| {
            let (laps, end) = relay(a.word(0)?, a.number(1)?)?;
            Ok(match a.one_of(2, &["laps", "end"])? {
                "laps" => laps.to_string(),
                _ => end.to_string(),
            })
        },
    ),
    value(
        "seven KEY",
        "Part V's seven-stone board and its endless cycle",
        |a, _| crate::recorded::endless::seven(a.word(0)?),
    ),
    value(
        "packed KEY",
        "the engine appendix's walk through one packed lap",
        |a, _| crate::figures::packed_walk(a.word(0)?),
    ),
    value(
        "assembly [release]",
        "the lines round `count_stones`'s call of itself as the tests build it, or the loop a release build makes of all three counts",
        |a, s| match a.words.first() {
            None => crate::assembly::quote(s.root),
            Some(_) => a
                .one_of(0, &["release"])
                .and_then(|_| crate::assembly::release_quote(s.root)),
        },
    ),
    value(
        "endless-games GAMES SEED",
        "how many of GAMES random games, seeded with SEED, meet a move that never ends",
        |a, _| {
            let mut rng = ayoayo::game::Rng::with_seed(a.number(1)?);
            let games = a.number(0)?;
            let met = ayoayo::lessons::endless::games_meeting_an_endless_move(games, &mut rng);
            Ok(met.to_string())
        },
    ),
    value("stack KEY", "Part V's recorded stack use", |a, s| {
        Ok(Stack::load(s.root)?.number(a.word(0)?)?.to_string())
    }),
    value("stack-calls MIB", "the calls a stack of MIB MiB holds", |a, s| {
        Ok(thousands(Stack::load(s.root)?.calls_in(a.number(0)?)?))
    }),
    value(
        "stack-compiler",
        "the compiler Part V's stack was measured with, as `rustc 1.95`",
        |_, s| crate::recorded::stack::compiler(s.root),
    ),
    value("stack-stderr", "the stack overflow's message", |_, s| {
        let stderr = Stack::load(s.root)?.stderr().join("\n");
        Ok(format!("\n\n```text\n{stderr}\n```\n\n"))
    }),
    value(
        "rustc REGION",
        "the first error rustc gives for the listing of REGION, which must not compile",
        |a, s| crate::rustc::quote(s.root, a.word(0)?),
    ),
    value(
        "mutation-report",
        "the recorded mutation run's summary",
        |_, s| crate::recorded::mutation::quote(s.root),
    ),
    value(
        "diff FILE:REGION FILE:REGION",
        "what changed from the first region to the second, as a `diff` block",
        |a, s| {
            let region = |(file, name): (&str, &str)| -> Result<String> {
                Ok(listings::region_in(s.root, file, name)?.join("\n") + "\n")
            };
            let (before, after) = (region(a.region(0)?)?, region(a.region(1)?)?);
            let diff = listings::diff(&before, &after);
            Ok(format!("\n\n```diff\n{diff}```\n\n"))
        },
    ),
];

/// The generator a marker's `name` asks for and its words, or why there
/// is none: no kind with that word, or too few or too many words.
pub fn parse(name: &str) -> Result<(&'static Generator, Args<'_>)> {
    let mut words = name.split_whitespace();
    let kind = words.next().unwrap_or_default();
    let words: Vec<&str> = words.collect();
    let generator = GENERATORS
        .iter()
        .find(|g| g.usage.split(' ').next() == Some(kind))
        .ok_or_else(|| anyhow!("no generator for a value called `{name}`"))?;
    let usage = generator.usage;
    let args = Args { name, usage, words };
    let wanted: Vec<&str> = usage.split(' ').skip(1).collect();
    let least = wanted.iter().filter(|w| !w.starts_with('[')).count();
    let open = wanted.iter().any(|w| w.ends_with("..."));
    let fits =
        args.words.len() >= least && (open || args.words.len() <= wanted.len());
    fits.then_some((generator, args))
        .ok_or_else(|| anyhow!("`{name}`: write `{usage}`"))
}

/// The two regions a `diff FILE:REGION FILE:REGION` marker shows, if
/// `name` is one.
pub fn diff_regions(name: &str) -> Option<[(&str, &str); 2]> {
    match parse(name) {
        Ok((g, args)) if g.usage.starts_with("diff ") => {
            Some([args.region(0).ok()?, args.region(1).ok()?])
        }
        _ => None,
    }
}

/// The number `n` in the marker called `name`.
fn number<T: std::str::FromStr>(name: &str, n: &str) -> Result<T> {
    n.parse()
        .map_err(|_| anyhow!("`{name}`: `{n}` is not a number"))
}

/// The value the marker called `name` stands for (see [`GENERATORS`]).
pub fn expected(name: &str, sources: &Sources<'_>) -> Result<String> {
    let (generator, args) = parse(name)?;
    (generator.compute)(&args, sources)
}

/// What the listing checks print when the region `next_pit` of
/// `src/board.rs` is renamed `next` and no chapter is changed: computed by
/// running the checks with that one change made in memory.
fn checker_sample(root: &Path) -> Result<String> {
    let found = listings::problems(root, "src/board.rs", |text| {
        text.replace("ANCHOR: next_pit", "ANCHOR: next")
            .replace("ANCHOR_END: next_pit", "ANCHOR_END: next")
    })?;
    if found.len() != 2 {
        return Err(anyhow!("renaming next_pit found {found:?}"));
    }
    Ok(format!(
        "```console\n$ cargo test -p xtask --test book listings\n...\n{}\n```",
        found.join("\n")
    ))
}

/// The opening after pit 2: the board of player 1's first reply.
pub const MIDGAME: Board = [5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6, 1];

/// A board the markers name: `opening`, `midgame` ([`MIDGAME`]) or `seven`
/// (Part V's endless board).
pub fn board_named(name: &str) -> Result<Board> {
    match name {
        "opening" => Ok(OPENING),
        "midgame" => Ok(MIDGAME),
        "seven" => Ok(SEVEN_STONES),
        _ => Err(anyhow!("no board called `{name}`")),
    }
}

/// The board named `name` as the JSON boundary takes one.
fn counts(name: &str) -> Result<String> {
    let board = board_named(name)?;
    Ok(board.map(|s| s.to_string()).join(","))
}

/// The laps of the move from `pit` of the board called `board`, and the pit
/// it ends in.
fn relay(board: &str, pit: Pit) -> Result<(u64, Pit)> {
    let traced = trace(&board_named(board)?, pit, MAX_TRACED_LAPS)?;
    let (end, _) = traced.ending.end().with_context(|| {
        format!("the move from pit {pit} of {board} never ends")
    })?;
    Ok((traced.laps, end))
}
