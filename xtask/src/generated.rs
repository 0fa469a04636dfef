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
//! regenerate` computes every named value ([`Kind`] lists the kinds)
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
use crate::recorded::measurements::{cost_table, rounded_as_shown, time_for_people, Measurements};
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
    marker::fill(text, |name| values.get(name).map(String::as_str)).map_err(|e| anyhow!(e))
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

/// What a marker names: the kind of value and what it is computed from,
/// as `<!-- gen: KIND ARGUMENTS -->` writes it. Each variant's first line
/// shows how a chapter writes it.
#[derive(Debug, PartialEq, Eq)]
pub enum Kind<'a> {
    /// `ns BENCHMARK`: a recorded mean time, as `61 ns` or `1.2 µs`.
    Ns(&'a str),
    /// `times A / B`: how many times benchmark A's mean is B's.
    Times(&'a str, &'a str),
    /// `machine`: the machine the measurements were taken on.
    Machine,
    /// `const NAME`: a limit of the crate's, `MAX_RECURSIVE_LAPS` (the
    /// injected stage's laps), `LAP_LIMIT` (Part III's first guess at an
    /// endless relay), `FIRST_GAP` (the engine's first-lap shortcut) or
    /// `DEFAULT_TIME_MS` (the default opponent's time for a move), or a
    /// setting of the tuning's, `TUNING_GAMES` (games a trial plays from
    /// each seat) or `KEEP_PERCENT` (the share that keeps new weights).
    Const(u64),
    /// `cost-table`: the table of "The cost of elegance".
    CostTable,
    /// `checker-sample`: what the listing checker prints for a drifted
    /// region.
    CheckerSample,
    /// `strength-table`: the recorded matches of Part VI.
    StrengthTable,
    /// `share A B`: player A's share of the points against B.
    Share(&'a str, &'a str),
    /// `openings WHAT`: the matches' openings.
    Openings(&'a str),
    /// `weighed table`: what the evaluation counts after each move of
    /// Part VI's worked example.
    WeighedTable,
    /// `weighed KEY`: Part VI's worked example of a move the evaluation
    /// changes.
    Weighed(&'a str),
    /// `branching`: the search's effective branching factor.
    Branching,
    /// `deepening KEY`: the positions the rounds of `deepening.svg` visit,
    /// `earlier` (every round but the last, together) or `last`.
    Deepening(&'a str),
    /// `perft DEPTH`: the move sequences of each length up to DEPTH from
    /// the opening.
    Perft(usize),
    /// `search-table pruning` or `search-table remembering`: the calls
    /// plain minimax, alpha-beta alone and the opponent's search make,
    /// as An opponent or Remembering positions compares them.
    SearchTable(strength::CallsTable),
    /// `stepper BOARD PLAYER PIT CAPTION`: a relay stepper's frames.
    Stepper {
        /// `opening`, `midgame` or `seven` (see [`board_named`]).
        board: &'a str,
        /// The player to move, `0` or `1`.
        player: &'a str,
        /// The pit sown.
        pit: &'a str,
        /// What the stepper says above its board.
        caption: String,
    },
    /// `calls OF BOARD AT CAPTION`: a recursion's calls for a call-stack
    /// stepper.
    Calls {
        /// `relay`, `count` or `possible`.
        of: &'a str,
        /// `opening`, `midgame` or `seven`.
        board: &'a str,
        /// The relay's pit, or the row the others count.
        at: &'a str,
        /// What the stepper says above its stack.
        caption: String,
    },
    /// `tree CAPTION`: Part VI's search call by call, for the tree stepper.
    Tree(String),
    /// `recorded-game`: the game the Play page offers without its engine.
    RecordedGame,
    /// `quiz NAME KEY`: a value in the answer to a chapter's question.
    Quiz(&'a str, &'a str),
    /// `quiz-stepper NAME`: the stepper that checks a question's answer.
    QuizStepper(&'a str),
    /// `first-cut KEY`: Part VI's first alpha-beta cut-off, worked by hand.
    FirstCut(&'a str),
    /// `try-it NAME...`: where a chapter's workshop exercises are.
    TryIt(Vec<&'a str>),
    /// `agenda`: the workshop's agenda.
    Agenda,
    /// `agenda-total`: the workshop's length.
    AgendaTotal,
    /// `prep-time KEY`: a recorded time of the instructor's preparation,
    /// as a range up to a busy laptop's.
    PrepTime(&'a str),
    /// `exercises all|core|stretch`: how many exercises the workshop has.
    Exercises(&'a str),
    /// `browser KEY`: a recorded measurement of the browser's module.
    Browser(&'a str),
    /// `endless KEY`: a recorded figure of the first moves' endless relays.
    Endless(&'a str),
    /// `relay BOARD PIT laps`: how many laps the move from PIT of a board
    /// takes.
    RelayLaps(&'a str, Pit),
    /// `relay BOARD PIT end`: the pit the move from PIT of a board ends in.
    RelayEnd(&'a str, Pit),
    /// `seven KEY`: Part V's seven-stone board and its endless cycle.
    Seven(&'a str),
    /// `packed KEY`: the engine appendix's walk through one packed lap.
    Packed(&'a str),
    /// `assembly`: the lines around `count_stones`'s call of itself, as
    /// rustc compiles it for the crate's tests.
    Assembly,
    /// `assembly release`: the loop a release build makes of all three
    /// counts, as rustc writes it for `count_stones`.
    ReleaseLoop,
    /// `endless-games GAMES SEED`: how many of GAMES random games, seeded
    /// with SEED, meet a position with a move that never ends.
    EndlessGames(u64, u64),
    /// `stack KEY`: Part V's recorded stack use.
    Stack(&'a str),
    /// `stack-calls MIB`: the calls a stack of MIB MiB holds.
    StackCalls(u64),
    /// `stack-stderr`: the stack overflow's message.
    StackStderr,
    /// `rustc REGION`: the first error rustc gives for the listing of
    /// REGION, which must not compile.
    Rustc(&'a str),
    /// `mutation-report`: the recorded mutation run's summary.
    MutationReport,
    /// `diff FILE:REGION FILE:REGION`: what changed from the first region
    /// to the second, as a `diff` block. Each side is a file (from the
    /// root) and a region of it.
    Diff((&'a str, &'a str), (&'a str, &'a str)),
}

impl<'a> Kind<'a> {
    /// The value a marker's name asks for, or why there is none.
    pub fn parse(name: &'a str) -> Result<Kind<'a>> {
        let words: Vec<&str> = name.split_whitespace().collect();
        Ok(match words[..] {
            ["ns", _, ..] => Kind::Ns(name[2..].trim()),
            ["times", ..] => {
                let (a, b) = name["times".len()..]
                    .split_once(" / ")
                    .ok_or_else(|| anyhow!("`{name}`: write `times A / B`"))?;
                Kind::Times(a.trim(), b.trim())
            }
            ["machine"] => Kind::Machine,
            ["const", "MAX_RECURSIVE_LAPS"] => {
                Kind::Const(ayoayo::stages::injected::MAX_RECURSIVE_LAPS)
            }
            ["const", "FIRST_GAP"] => Kind::Const(ayoayo::engine::internals::FIRST_GAP),
            ["const", "LAP_LIMIT"] => Kind::Const(ayoayo::stages::injected::LAP_LIMIT),
            ["const", "DEFAULT_TIME_MS"] => {
                Kind::Const(ayoayo::game::DEFAULT_TIME.as_millis() as u64)
            }
            ["const", "TUNING_GAMES"] => Kind::Const(crate::recorded::tune::TUNING_GAMES as u64),
            ["const", "KEEP_PERCENT"] => Kind::Const(crate::recorded::tune::KEEP_PERCENT.into()),
            ["cost-table"] => Kind::CostTable,
            ["checker-sample"] => Kind::CheckerSample,
            ["strength-table"] => Kind::StrengthTable,
            ["share", a, b] => Kind::Share(a, b),
            ["openings", what] => Kind::Openings(what),
            ["weighed", "table"] => Kind::WeighedTable,
            ["weighed", key] => Kind::Weighed(key),
            ["branching"] => Kind::Branching,
            ["deepening", key] => Kind::Deepening(key),
            ["perft", depth] => Kind::Perft(number(name, depth)?),
            ["search-table", "pruning"] => Kind::SearchTable(strength::CallsTable::Pruning),
            ["search-table", "remembering"] => Kind::SearchTable(strength::CallsTable::Remembering),
            ["stepper", board, player, pit, ref caption @ ..] => Kind::Stepper {
                board,
                player,
                pit,
                caption: caption.join(" "),
            },
            ["calls", of, board, at, ref caption @ ..] => Kind::Calls {
                of,
                board,
                at,
                caption: caption.join(" "),
            },
            ["tree", ref caption @ ..] => Kind::Tree(caption.join(" ")),
            ["recorded-game"] => Kind::RecordedGame,
            ["quiz", name, key] => Kind::Quiz(name, key),
            ["quiz-stepper", name] => Kind::QuizStepper(name),
            ["first-cut", key] => Kind::FirstCut(key),
            ["try-it", ref names @ ..] => Kind::TryIt(names.to_vec()),
            ["agenda"] => Kind::Agenda,
            ["agenda-total"] => Kind::AgendaTotal,
            ["prep-time", key] => Kind::PrepTime(key),
            ["exercises", which] => Kind::Exercises(which),
            ["browser", key] => Kind::Browser(key),
            ["endless", key] => Kind::Endless(key),
            ["relay", board, pit, "laps"] => Kind::RelayLaps(board, number(name, pit)?),
            ["relay", board, pit, "end"] => Kind::RelayEnd(board, number(name, pit)?),
            ["seven", key] => Kind::Seven(key),
            ["packed", key] => Kind::Packed(key),
            ["assembly"] => Kind::Assembly,
            ["assembly", "release"] => Kind::ReleaseLoop,
            ["endless-games", games, seed] => {
                Kind::EndlessGames(number(name, games)?, number(name, seed)?)
            }
            ["stack", key] => Kind::Stack(key),
            ["stack-calls", mib] => Kind::StackCalls(number(name, mib)?),
            ["stack-stderr"] => Kind::StackStderr,
            ["rustc", region] => Kind::Rustc(region),
            ["mutation-report"] => Kind::MutationReport,
            ["diff", before, after] => {
                let side = |at: &'a str| {
                    at.split_once(':')
                        .ok_or_else(|| anyhow!("`{name}`: write `diff FILE:REGION FILE:REGION`"))
                };
                Kind::Diff(side(before)?, side(after)?)
            }
            _ => return Err(anyhow!("no generator for a value called `{name}`")),
        })
    }
}

/// The number `n` in the marker called `name`.
fn number<T: std::str::FromStr>(name: &str, n: &str) -> Result<T> {
    n.parse()
        .map_err(|_| anyhow!("`{name}`: `{n}` is not a number"))
}

/// The value the marker called `name` stands for (see [`Kind`]).
pub fn expected(name: &str, sources: &Sources<'_>) -> Result<String> {
    compute(Kind::parse(name)?, sources)
}

/// The value of one kind of marker, computed.
fn compute(what: Kind<'_>, sources: &Sources<'_>) -> Result<String> {
    let (root, data) = (sources.root, sources.data);
    let table = |t: String| format!("\n\n{t}\n");
    let html = |h: String| format!("\n\n{h}\n\n");
    match what {
        Kind::Ns(id) => data.require(id).map(time_for_people),
        Kind::Times(a, b) => {
            // Of the times as shown, so that the reader's own division agrees.
            let shown = |id: &str| data.require(id).map(rounded_as_shown);
            let ratio = shown(a)? / shown(b)?;
            Ok(if ratio >= 10.0 {
                format!("{ratio:.0}")
            } else {
                format!("{ratio:.1}")
            })
        }
        Kind::Machine => Ok(data.machine.clone()),
        Kind::Const(value) => Ok(thousands(value)),
        Kind::CostTable => Ok(table(cost_table(data))),
        Kind::CheckerSample => checker_sample(root).map(html),
        Kind::StrengthTable => strength::strength_table(root).map(table),
        Kind::Share(a, b) => strength::share(root, a, b),
        Kind::Openings(what) => strength::openings(what),
        Kind::WeighedTable => strength::weighed("table").map(table),
        Kind::Weighed(key) => strength::weighed(key),
        Kind::Branching => Ok(format!("{:.1}", strength::branching())),
        Kind::Deepening(key) => crate::figures::deepening(key),
        Kind::Perft(depth) => {
            let opening = ayoayo::engine::Position::opening();
            let counts = ayoayo::engine::perft(&opening, depth);
            let counts: Vec<String> = counts.iter().map(u64::to_string).collect();
            Ok(counts.join(", "))
        }
        Kind::SearchTable(which) => strength::search_table(which).map(table),
        Kind::Stepper {
            board,
            player,
            pit,
            caption,
        } => stepper(board, player, pit, &caption).map(html),
        Kind::Calls {
            of,
            board,
            at,
            caption,
        } => calls(of, board, at, &caption).map(html),
        Kind::Tree(caption) => tree(&caption).map(html),
        Kind::RecordedGame => recorded_game().map(html),
        Kind::Quiz(name, key) => quiz::value(name, key, data),
        Kind::QuizStepper(name) => quiz::stepper(name),
        Kind::FirstCut(key) => quiz::first_cut(key),
        Kind::TryIt(names) => workshop::try_it(root, &names),
        Kind::Agenda => workshop::agenda_table(root).map(table),
        Kind::AgendaTotal => workshop::agenda_total(root),
        Kind::PrepTime(key) => workshop::time(root, key),
        Kind::Exercises(which) => workshop::count(root, which),
        Kind::Browser(key) => crate::wasm::quote(root, key),
        Kind::Endless(key) => crate::recorded::endless::quote(root, key),
        Kind::RelayLaps(board, pit) => relay(board, pit).map(|(laps, _)| laps.to_string()),
        Kind::RelayEnd(board, pit) => relay(board, pit).map(|(_, end)| end.to_string()),
        Kind::Seven(key) => crate::recorded::endless::seven(key),
        Kind::Packed(key) => crate::figures::packed_walk(key),
        Kind::Assembly => crate::assembly::quote(root),
        Kind::ReleaseLoop => crate::assembly::release_quote(root),
        Kind::EndlessGames(games, seed) => {
            let mut rng = ayoayo::game::Rng::with_seed(seed);
            let met = ayoayo::lessons::endless::games_meeting_an_endless_move(games, &mut rng);
            Ok(met.to_string())
        }
        Kind::Stack(key) => Ok(Stack::load(root)?.number(key)?.to_string()),
        Kind::StackCalls(mib) => Ok(thousands(Stack::load(root)?.calls_in(mib)?)),
        Kind::StackStderr => Ok(format!(
            "\n\n```text\n{}\n```\n\n",
            Stack::load(root)?.stderr().join("\n")
        )),
        Kind::Rustc(region) => crate::rustc::quote(root, region),
        Kind::MutationReport => crate::recorded::mutation::quote(root),
        Kind::Diff(before, after) => {
            let region = |(file, name): (&str, &str)| -> Result<String> {
                Ok(listings::region_in(root, file, name)?.join("\n") + "\n")
            };
            Ok(format!(
                "\n\n```diff\n{}```\n\n",
                listings::diff(&region(before)?, &region(after)?)
            ))
        }
    }
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
    let (end, _) = traced
        .ending
        .end()
        .with_context(|| format!("the move from pit {pit} of {board} never ends"))?;
    Ok((traced.laps, end))
}
