//! Generated values in the book's chapters: numbers, tables and tool
//! output that the tooling computes, so that nothing a reader sees is
//! typed by hand. A chapter marks where each goes with an HTML comment
//! naming it, which mdBook would not show:
//!
//! ```text
//! sowing takes <!-- gen: ns cost/sow/injected --> here
//! ```
//!
//! A marker is a kind of value many chapters share, with its arguments
//! ([`Kind`] lists them), or a name in its chapter's own table in
//! [`crate::chapters`]. The chapters are written by hand and never by the
//! tooling. `cargo xtask regenerate` computes every named value
//! and writes them whole into one file, [`VALUES_FILE`], from which
//! `ayoayo-book preprocess` fills in each marker as mdBook builds the book. A test fails
//! when that file differs from what the tooling computes.

use anyhow::{anyhow, Context, Result};
use clap::{Parser, ValueEnum};
use std::collections::BTreeMap;
use std::path::Path;

use ayoayo::board::{Board, Pit, OPENING};
use ayoayo::engine::{trace, MAX_TRACED_LAPS};
use ayoayo::lessons::endless::SEVEN_STONES;

use crate::numbers::thousands;
use crate::recorded::measurements::Measurements;
use crate::{listings, quiz};

pub mod widgets;

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

/// Every value the chapters under `root`'s `book/src` name, computed, the
/// values shared out among the machine's cores: most take tens of
/// milliseconds, and a learner's `cargo test` computes them all.
pub fn values(sources: &Sources<'_>) -> Result<Values> {
    // Each name once, where it is first used: the chapter, and the line.
    let mut named: BTreeMap<String, (String, String)> = BTreeMap::new();
    let src = sources.root.join("book/src");
    for file in listings::files_with_extension(&src, "md") {
        let path = crate::relative(sources.root, &file);
        let chapter = path.trim_start_matches("book/src/").to_string();
        let text = crate::read(sources.root, &path)?;
        let found = markers(&text).with_context(|| path.clone())?;
        let names: Vec<&str> = found.iter().map(|m| m.name).collect();
        // A chapter's own values are named in its table, and its table
        // names only its own markers.
        for marker in &found {
            let at = || format!("{path}:{}", marker.line);
            resolve(&chapter, marker.name).with_context(at)?;
        }
        let unused: Vec<&str> = crate::chapters::values_of(&chapter)
            .iter()
            .map(|n| n.name)
            .filter(|name| !names.contains(name))
            .collect();
        anyhow::ensure!(
            unused.is_empty(),
            "{chapter}'s table in crates/book-content/src/chapters/ names \
             values the chapter does not show: {}",
            unused.join(", ")
        );
        for marker in found {
            let at = format!("{path}:{}", marker.line);
            let first = (chapter.clone(), at);
            named.entry(marker.name.to_string()).or_insert(first);
        }
    }
    for chapter in crate::chapters::CHAPTERS {
        anyhow::ensure!(
            src.join(chapter.file).is_file(),
            "crates/book-content/src/chapters/ has a table for {}, which is \
             no chapter",
            chapter.file
        );
    }
    // Dealt round like cards, so that the slow ones spread out.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut hands: Vec<Vec<(String, (String, String))>> =
        vec![Vec::new(); cores];
    for (i, name) in named.into_iter().enumerate() {
        hands[i % cores].push(name);
    }
    let values: Values = std::thread::scope(|scope| -> Result<Values> {
        let workers: Vec<_> = hands
            .iter()
            .map(|hand| {
                scope.spawn(move || {
                    hand.iter()
                        .map(|(name, (chapter, at))| {
                            let value = value_of(chapter, name, sources)
                                .context(at.clone())?;
                            Ok((name.clone(), value))
                        })
                        .collect::<Result<Vec<_>>>()
                })
            })
            .collect();
        let mut values = Values::new();
        for worker in workers {
            values.extend(worker.join().expect("computing a value panicked")?);
        }
        Ok(values)
    })?;
    // An answer computes exactly what its chapter quotes.
    let unquoted = sources.answers.unquoted(|name| values.contains_key(name));
    anyhow::ensure!(
        unquoted.is_empty(),
        "answers compute values no chapter quotes: {}",
        unquoted.join(", ")
    );
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
    /// The questions' answers, each computed once.
    pub(crate) answers: quiz::Answers,
}

impl<'a> Sources<'a> {
    /// The sources under `root`, with its recorded measurements.
    pub fn new(root: &'a Path, data: &'a Measurements) -> Sources<'a> {
        let answers = quiz::Answers::default();
        Sources {
            root,
            data,
            answers,
        }
    }
}

/// The kinds of value many chapters share, `<!-- gen: KIND ARGUMENTS… -->`:
/// a marker's words read by clap as a command line whose subcommand is the
/// kind, each variant's doc saying what the value is and its fields the
/// arguments, typed. A misspelt argument is refused in clap's words,
/// naming it. A value only one chapter shows is a name in that chapter's
/// table in [`crate::chapters`] instead.
#[derive(Debug, Parser)]
#[command(
    name = "gen",
    no_binary_name = true,
    disable_help_flag = true,
    disable_help_subcommand = true,
    disable_version_flag = true
)]
pub enum Kind {
    /// A value in the answer to a chapter's question.
    Quiz {
        /// The question, as `quiz::QUIZZES` names it.
        #[arg(value_parser = quiz::named)]
        quiz: &'static quiz::Quiz,
        /// Which of its values.
        key: String,
    },
    /// The stepper that checks a question's answer.
    QuizStepper {
        /// The question.
        #[arg(value_parser = quiz::named)]
        quiz: &'static quiz::Quiz,
    },
    /// Where a chapter's workshop exercises are.
    TryIt {
        /// The exercises.
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// How many exercises the workshop has.
    Exercises {
        /// Which.
        #[arg(value_enum)]
        which: crate::workshop::ExerciseSet,
    },
    /// A recorded mean time, as `61 ns` or `1.2 µs`.
    Ns {
        /// The benchmark's id, which may hold spaces.
        #[command(flatten)]
        benchmark: Words,
    },
    /// Where criterion's 95% confidence interval puts a recorded mean, as
    /// `between 2.8 and 3.0 ns`.
    Interval {
        /// The benchmark's id, which may hold spaces.
        #[command(flatten)]
        benchmark: Words,
    },
    /// The machine the recorded times were measured on, as
    /// `AMD EPYC, 2 cores, Linux`.
    Machine,
    /// How many times benchmark A's mean is B's, as `times A / B`.
    Times {
        /// `A / B`, each a benchmark's id.
        #[command(flatten)]
        ratio: Words,
    },
    /// Player A's share of the points against B in the recorded matches.
    Share {
        /// The first player, as `ayoayo match` names it.
        a: String,
        /// The second.
        b: String,
    },
    /// A recorded figure of the first moves' endless relays.
    Endless {
        /// Which.
        #[arg(value_enum)]
        row: crate::recorded::endless::EndlessRow,
    },
    /// A limit of the crate's, or a setting of the tuning's.
    Const {
        /// Which.
        #[arg(value_enum)]
        name: Constant,
    },
    /// How many laps the move from PIT of a board takes, or where it ends.
    Relay {
        /// The board.
        #[arg(value_enum)]
        board: BoardName,
        /// The pit sown.
        pit: Pit,
        /// `laps` or `end`.
        #[arg(value_enum)]
        what: RelayFact,
    },
    /// The first error rustc gives for the listing of REGION, which must
    /// not compile.
    Rustc {
        /// The listing's region.
        region: String,
    },
    /// What changed from the first region to the second, as a `diff`
    /// block.
    Diff {
        /// `FILE:REGION`, before.
        #[arg(value_parser = region)]
        before: Region,
        /// `FILE:REGION`, after.
        #[arg(value_parser = region)]
        after: Region,
    },
    /// A relay stepper's frames.
    Stepper {
        /// The board.
        #[arg(value_enum)]
        board: BoardName,
        /// The player to move, 0 or 1.
        player: u8,
        /// The pit sown.
        pit: Pit,
        /// What the stepper says above its board.
        #[command(flatten)]
        caption: Words,
    },
    /// A recursion's calls, for a call-stack stepper.
    Calls {
        /// Which recursion.
        #[arg(value_enum)]
        of: SteppedRecursion,
        /// The board.
        #[arg(value_enum)]
        board: BoardName,
        /// The relay's pit, or the row the others go over.
        at: usize,
        /// What the stepper says above its stack.
        #[command(flatten)]
        caption: Words,
    },
    /// Part VI's search call by call, for the tree stepper.
    Tree {
        /// What the stepper says above its tree.
        #[command(flatten)]
        caption: Words,
    },
}

/// The constants a chapter may quote.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Constant {
    /// The injected stage's laps.
    #[value(name = "MAX_RECURSIVE_LAPS")]
    MaxRecursiveLaps,
    /// Part III's first guess at an endless relay.
    #[value(name = "LAP_LIMIT")]
    LapLimit,
    /// The engine's first-lap shortcut.
    #[value(name = "FIRST_GAP")]
    FirstGap,
    /// The default opponent's time for a move.
    #[value(name = "DEFAULT_TIME_MS")]
    DefaultTimeMs,
    /// The games a tuning trial plays from each seat.
    #[value(name = "TUNING_GAMES")]
    TuningGames,
    /// The share of the points that keeps new weights.
    #[value(name = "KEEP_PERCENT")]
    KeepPercent,
    /// The calls of the search between two readings of the clock.
    #[value(name = "CLOCK_EVERY")]
    ClockEvery,
    /// The laps a relay runs before the engine's memo keeps its end.
    #[value(name = "LONG_RELAY_LAPS")]
    LongRelayLaps,
}

/// A board the markers name.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum BoardName {
    /// Four stones in every pit.
    Opening,
    /// The opening after pit 2 ([`MIDGAME`]).
    Midgame,
    /// Part V's endless board of seven stones.
    Seven,
}

impl BoardName {
    /// The board itself.
    pub fn board(self) -> Board {
        match self {
            BoardName::Opening => OPENING,
            BoardName::Midgame => MIDGAME,
            BoardName::Seven => SEVEN_STONES,
        }
    }

    /// The board as the JSON boundary takes one.
    fn counts(self) -> String {
        self.board().map(|s| s.to_string()).join(",")
    }

    /// The laps of the move from `pit`, and the pit it ends in.
    fn relay(self, pit: Pit) -> Result<(u64, Pit)> {
        let traced = trace(&self.board(), pit, MAX_TRACED_LAPS)?;
        let (end, _) = traced.ending.end().with_context(|| {
            format!("the move from pit {pit} of {self:?} never ends")
        })?;
        Ok((traced.laps, end))
    }
}

/// A recursion a call-stack stepper follows, as `/api/calls` names it.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum SteppedRecursion {
    /// The injected stage's relay, one call a lap.
    Relay,
    /// Part IV's `count_stones`.
    Count,
    /// Part V's accumulator-passing count.
    CountSoFar,
    /// Part IV's `possible_moves`.
    Possible,
}

impl SteppedRecursion {
    /// Its name, as `/api/calls` takes it.
    fn name(self) -> &'static str {
        match self {
            SteppedRecursion::Relay => "relay",
            SteppedRecursion::Count => "count",
            SteppedRecursion::CountSoFar => "count-so-far",
            SteppedRecursion::Possible => "possible",
        }
    }
}

/// What `relay` quotes of a move.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum RelayFact {
    /// How many laps it takes.
    Laps,
    /// The pit it ends in.
    End,
}

/// Words that run to the end of a marker: a caption, or a benchmark's id,
/// which may hold spaces.
#[derive(Debug, clap::Args)]
pub struct Words {
    /// The words.
    #[arg(
        required = true,
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    words: Vec<String>,
}

impl Words {
    /// The words as the marker wrote them, one space apart.
    pub fn text(&self) -> String {
        self.words.join(" ")
    }
}

/// A region of a file, `FILE:REGION`.
#[derive(Clone, Debug)]
pub struct Region {
    /// The file, from the repository's root.
    pub file: String,
    /// The region's anchor.
    pub name: String,
}

/// `FILE:REGION`, read.
fn region(text: &str) -> Result<Region, String> {
    let (file, name) = text.split_once(':').ok_or("write FILE:REGION")?;
    let (file, name) = (file.to_string(), name.to_string());
    Ok(Region { file, name })
}

/// A table as a chapter shows it, on lines of its own.
pub(crate) fn table(t: String) -> String {
    format!("\n\n{t}\n")
}

/// A widget's HTML, with blank lines round it so that mdBook keeps it whole.
pub(crate) fn html(h: String) -> String {
    format!("\n\n{h}\n\n")
}

impl Kind {
    /// The shared kind the marker called `name` asks for, or why it is
    /// none, in clap's words.
    pub fn parse(name: &str) -> Result<Kind> {
        Kind::try_parse_from(name.split_whitespace())
            .map_err(|e| anyhow!("`{name}`: {}", e.render().to_string().trim()))
    }

    /// The value, computed from `sources`.
    pub fn compute(&self, s: &Sources<'_>) -> Result<String> {
        use crate::recorded::measurements::{
            rounded_as_shown, time_for_people,
        };
        use crate::recorded::tune;
        use widgets::{calls, stepper, tree};
        match self {
            Kind::Quiz { quiz, key } => {
                quiz::value(quiz, key, &s.answers, s.data)
            }
            Kind::QuizStepper { quiz } => quiz::stepper(quiz),
            Kind::TryIt { names } => {
                let names: Vec<&str> =
                    names.iter().map(String::as_str).collect();
                crate::workshop::try_it(s.root, &names)
            }
            Kind::Exercises { which } => crate::workshop::count(s.root, *which),
            Kind::Ns { benchmark } => {
                s.data.require(&benchmark.text()).map(time_for_people)
            }
            Kind::Interval { benchmark } => s
                .data
                .timing(&benchmark.text())
                .map(crate::recorded::measurements::interval_for_people),
            Kind::Times { ratio } => {
                let text = ratio.text();
                let (a, b) =
                    text.split_once(" / ").context("write `times A / B`")?;
                // Of the times as shown, so that the reader's own division
                // agrees.
                let shown =
                    |id: &str| s.data.require(id.trim()).map(rounded_as_shown);
                let ratio = shown(a)? / shown(b)?;
                Ok(if ratio >= 10.0 {
                    format!("{ratio:.0}")
                } else {
                    format!("{ratio:.1}")
                })
            }
            Kind::Machine => Ok(crate::data::machine_in_prose(&s.data.machine)),
            Kind::Share { a, b } => {
                crate::recorded::strength::share(s.root, a, b)
            }
            Kind::Endless { row } => {
                crate::recorded::endless::quote(s.root, *row)
            }
            Kind::Const { name } => Ok(thousands(match name {
                Constant::MaxRecursiveLaps => {
                    ayoayo::stages::injected::MAX_RECURSIVE_LAPS
                }
                Constant::LapLimit => ayoayo::stages::injected::LAP_LIMIT,
                Constant::FirstGap => ayoayo::engine::internals::FIRST_GAP,
                Constant::DefaultTimeMs => {
                    ayoayo::game::DEFAULT_TIME.as_millis() as u64
                }
                Constant::TuningGames => tune::TUNING_GAMES as u64,
                Constant::KeepPercent => tune::KEEP_PERCENT.into(),
                Constant::ClockEvery => ayoayo::game::CLOCK_EVERY,
                Constant::LongRelayLaps => {
                    ayoayo::engine::internals::LONG_RELAY_LAPS
                }
            })),
            Kind::Relay { board, pit, what } => {
                let (laps, end) = board.relay(*pit)?;
                Ok(match what {
                    RelayFact::Laps => laps.to_string(),
                    RelayFact::End => end.to_string(),
                })
            }
            Kind::Rustc { region } => crate::rustc::quote(s.root, region),
            Kind::Diff { before, after } => {
                let text = |r: &Region| -> Result<String> {
                    Ok(listings::region_in(s.root, &r.file, &r.name)?
                        .join("\n")
                        + "\n")
                };
                let diff = listings::diff(&text(before)?, &text(after)?);
                Ok(format!("\n\n```diff\n{diff}```\n\n"))
            }
            Kind::Stepper {
                board,
                player,
                pit,
                caption,
            } => stepper(*board, *player, *pit, &caption.text()).map(html),
            Kind::Calls {
                of,
                board,
                at,
                caption,
            } => calls(*of, *board, *at, &caption.text()).map(html),
            Kind::Tree { caption } => tree(&caption.text()).map(html),
        }
    }
}

/// The two regions a `diff FILE:REGION FILE:REGION` marker shows, if
/// `name` is one.
pub fn diff_regions(name: &str) -> Option<[Region; 2]> {
    match Kind::parse(name) {
        Ok(Kind::Diff { before, after }) => Some([before, after]),
        _ => None,
    }
}

/// What a marker names: a kind many chapters share, or a row of its
/// chapter's own table.
enum Named {
    Shared(Kind),
    Own(&'static crate::chapters::Named),
}

/// What the marker called `name` in the chapter `chapter` (under
/// `book/src`) names, or why it names nothing: a shared [`Kind`], or a
/// name in the chapter's table in [`crate::chapters`].
fn resolve(chapter: &str, name: &str) -> Result<Named> {
    match Kind::parse(name) {
        Ok(kind) => Ok(Named::Shared(kind)),
        Err(refused) => match crate::chapters::named_in(chapter, name) {
            Some(own) => Ok(Named::Own(own)),
            None if is_shared(name) => Err(refused),
            None => Err(anyhow!(
                "`{name}` is neither a kind of value chapters share nor a \
                 value {chapter} names in crates/book-content/src/chapters/"
            )),
        },
    }
}

/// The value the marker called `name` in the chapter `chapter` (under
/// `book/src`) stands for (see [`Kind`] and [`crate::chapters`]).
pub fn value_of(
    chapter: &str,
    name: &str,
    sources: &Sources<'_>,
) -> Result<String> {
    match resolve(chapter, name)? {
        Named::Shared(kind) => kind.compute(sources),
        Named::Own(own) => (own.compute)(sources),
    }
}

/// Whether `name` begins with the name of a shared kind, so that its
/// refusal is clap's, naming the argument that is wrong.
fn is_shared(name: &str) -> bool {
    let first = name.split_whitespace().next().unwrap_or("");
    <Kind as clap::CommandFactory>::command()
        .get_subcommands()
        .any(|kind| kind.get_name() == first)
}

/// What the listing checks print when the region `next_pit` of
/// `src/board.rs` is renamed `next` and no chapter is changed: computed by
/// running the checks with that one change made in memory.
pub(crate) fn checker_sample(root: &Path) -> Result<String> {
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
