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
//! regenerate` computes every named value ([`Kind`] lists them)
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
    // Each name once, where it is first used.
    let mut named: BTreeMap<String, String> = BTreeMap::new();
    let src = sources.root.join("book/src");
    for chapter in listings::files_with_extension(&src, "md") {
        let path = crate::relative(sources.root, &chapter);
        let text = crate::read(sources.root, &path)?;
        for marker in markers(&text).with_context(|| path.clone())? {
            let at = format!("{path}:{}", marker.line);
            named.entry(marker.name.to_string()).or_insert(at);
        }
    }
    // Dealt round like cards, so that the slow ones spread out.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut hands: Vec<Vec<(String, String)>> = vec![Vec::new(); cores];
    for (i, name) in named.into_iter().enumerate() {
        hands[i % cores].push(name);
    }
    let values: Values = std::thread::scope(|scope| -> Result<Values> {
        let workers: Vec<_> = hands
            .iter()
            .map(|hand| {
                scope.spawn(move || {
                    hand.iter()
                        .map(|(name, at)| {
                            let value =
                                value_of(name, sources).context(at.clone())?;
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

/// What a marker names, `<!-- gen: KIND ARGUMENTS… -->`: its words read
/// by clap as a command line whose subcommand is the kind, each variant's
/// doc saying what the value is and its fields the arguments, typed. A
/// misspelt kind or an argument of the wrong kind is refused in clap's
/// words, naming it. The kinds live beside what computes them: the
/// recorded data's in [`crate::recorded::Marker`], the search's in
/// [`crate::search::Marker`], the widgets' in [`widgets::Marker`], the
/// answers' in [`crate::quiz::Marker`], the workshop's in
/// [`crate::workshop::Marker`] and Part V's cycles' in
/// [`crate::cycles::Marker`], each taken in whole here; the
/// facts of the code itself are this enum's own variants. A new kind is a
/// variant of its module's enum and an arm of that enum's `compute`.
#[derive(Debug, Parser)]
#[command(
    name = "gen",
    no_binary_name = true,
    disable_help_flag = true,
    disable_help_subcommand = true,
    disable_version_flag = true
)]
pub enum Kind {
    /// A recorded measurement or fact, as `recorded` reads it.
    #[command(flatten)]
    Recorded(crate::recorded::Marker),
    /// A fact of Part VI's search.
    #[command(flatten)]
    Search(crate::search::Marker),
    /// A stepper, the search tree or the recorded game.
    #[command(flatten)]
    Widget(widgets::Marker),
    /// A value of a question's answer.
    #[command(flatten)]
    Quiz(quiz::Marker),
    /// A fact of the workshop's exercises or agenda.
    #[command(flatten)]
    Workshop(crate::workshop::Marker),
    /// A fact of Part V's endless relays, computed.
    #[command(flatten)]
    Cycles(crate::cycles::Marker),
    /// A limit of the crate's, or a setting of the tuning's.
    Const {
        /// Which.
        #[arg(value_enum)]
        name: Constant,
    },
    /// What the listing checker prints for a drifted region.
    CheckerSample,
    /// The move sequences of each length up to DEPTH from the opening.
    Perft {
        /// How many plies.
        depth: usize,
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
    /// The engine appendix's walk through one packed lap.
    Packed {
        /// Which fact.
        #[arg(value_enum)]
        fact: crate::figures::PackedFact,
    },
    /// The lines round `count_stones`'s call of itself as the tests build
    /// it, or (`release`) the loop a release build makes of all three
    /// counts.
    Assembly {
        /// A release build's, if given.
        #[arg(value_enum)]
        build: Option<Release>,
    },
    /// How many of GAMES random games, seeded with SEED, meet a move that
    /// never ends.
    EndlessGames {
        /// How many games.
        games: u64,
        /// Their seed.
        seed: u64,
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
pub enum Recursion {
    /// The injected stage's relay, one call a lap.
    Relay,
    /// Part IV's `count_stones`.
    Count,
    /// Part V's accumulator-passing count.
    CountSoFar,
    /// Part IV's `possible_moves`.
    Possible,
}

impl Recursion {
    /// Its name, as `/api/calls` takes it.
    fn name(self) -> &'static str {
        match self {
            Recursion::Relay => "relay",
            Recursion::Count => "count",
            Recursion::CountSoFar => "count-so-far",
            Recursion::Possible => "possible",
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

/// A release build, for `assembly release`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Release {
    /// A release build's.
    Release,
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
    /// The value the marker called `name` asks for, or why there is none,
    /// in clap's words.
    pub fn parse(name: &str) -> Result<Kind> {
        Kind::try_parse_from(name.split_whitespace())
            .map_err(|e| anyhow!("`{name}`: {}", e.render().to_string().trim()))
    }

    /// The value, computed from `sources`.
    pub fn compute(&self, s: &Sources<'_>) -> Result<String> {
        use crate::recorded::tune;
        match self {
            Kind::Recorded(m) => m.compute(s),
            Kind::Search(m) => m.compute(),
            Kind::Widget(m) => m.compute(),
            Kind::Quiz(m) => m.compute(s),
            Kind::Workshop(m) => m.compute(s.root),
            Kind::Cycles(m) => m.compute(),
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
            })),
            Kind::CheckerSample => checker_sample(s.root).map(html),
            Kind::Perft { depth } => {
                let counts = ayoayo::engine::perft(
                    &ayoayo::engine::Position::opening(),
                    *depth,
                );
                let counts: Vec<String> =
                    counts.iter().map(u64::to_string).collect();
                Ok(counts.join(", "))
            }
            Kind::Relay { board, pit, what } => {
                let (laps, end) = board.relay(*pit)?;
                Ok(match what {
                    RelayFact::Laps => laps.to_string(),
                    RelayFact::End => end.to_string(),
                })
            }
            Kind::Packed { fact } => crate::figures::packed_walk(*fact),
            Kind::Assembly { build: None } => crate::assembly::quote(s.root),
            Kind::Assembly { build: Some(_) } => {
                crate::assembly::release_quote(s.root)
            }
            Kind::EndlessGames { games, seed } => {
                let mut rng = ayoayo::game::Rng::with_seed(*seed);
                let met =
                    ayoayo::lessons::endless::games_meeting_an_endless_move(
                        *games, &mut rng,
                    );
                Ok(met.to_string())
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

/// The value the marker called `name` stands for (see [`Kind`]).
pub fn value_of(name: &str, sources: &Sources<'_>) -> Result<String> {
    Kind::parse(name)?.compute(sources)
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
