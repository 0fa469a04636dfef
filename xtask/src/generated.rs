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
//! regenerate` computes every named value ([`expected`] lists the names)
//! and writes them whole into one file, [`VALUES_FILE`], from which
//! `ayoayo preprocess` fills in each marker as mdBook builds the book. A test fails
//! when that file differs from what the tooling computes.

use anyhow::{anyhow, Context, Result};
use std::collections::BTreeMap;
use std::path::Path;

use ayoayo::board::{Board, OPENING};
use ayoayo::game::{play_match, Limit, Strategy};
use ayoayo::lessons::endless::SEVEN;

use crate::measurements::{as_shown, cost_table, human, Data};
use crate::stack::Stack;
use crate::svg::escape;
use crate::{listings, quiz, strength, workshop};

/// The markers and how a value is filled in after one, shared with
/// `ayoayo preprocess`, which fills the values in as the book is built.
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
    pub data: &'a Data,
}

/// The value called `name`, one of:
///
/// - `ns BENCHMARK`: a recorded mean time, as `61 ns` or `1.2 µs`;
/// - `times A / B`: how many times benchmark A's mean is B's;
/// - `machine`: the machine the measurements were taken on;
/// - `const MAX_RECURSIVE_LAPS`, `const FIRST_GAP`: a limit of the crate's;
/// - `cost-table`: the table of "The cost of elegance";
/// - `checker-sample`: what the listing checker prints for a drifted region;
/// - `strength-table`, `share A B`, `openings WHAT`: the recorded matches
///   of Part VI, one player's share of the points, the match openings;
/// - `search-table`, `branching`: positions minimax and alpha-beta visit,
///   and the search's effective branching factor;
/// - `perft DEPTH`: the move sequences of each length up to DEPTH from the
///   opening;
/// - `first-cut KEY`: Part VI's first alpha-beta cut-off, worked by hand;
/// - `weighed KEY`: Part VI's worked example of a move the evaluation
///   changes, and `weighed table`, what it counts after each move;
/// - `stepper BOARD PLAYER PIT CAPTION`, `calls OF BOARD AT CAPTION`,
///   `tree CAPTION`, `recorded-game`: a relay stepper's frames, a
///   recursion's calls for a call-stack stepper, Part VI's search call by
///   call for the tree stepper, and the game the Play page offers;
/// - `quiz NAME KEY`, `quiz-stepper NAME`: a value in the answer to a
///   chapter's question, and the stepper that checks it;
/// - `try-it NAME...`: where a chapter's workshop exercises are;
/// - `agenda`, `agenda-total`, `prep-time KEY`: the workshop's agenda, its
///   length, and a recorded time of the instructor's preparation, as a
///   range up to a busy laptop's;
/// - `exercises all|core|stretch`: how many exercises the workshop has;
/// - `browser KEY`: a recorded measurement of the browser's module;
/// - `endless KEY`: a recorded figure of the first moves' endless relays;
/// - `seven KEY`: Part V's seven-stone board and its endless cycle;
/// - `endless-games GAMES SEED`: how many of GAMES random games, seeded
///   with SEED, meet a position with a move that never ends;
/// - `rustc REGION`: the first error rustc gives for the listing of
///   REGION, which must not compile;
/// - `mutation-report`: the recorded mutation run's summary;
/// - `packed KEY`: the engine appendix's walk through one packed lap;
/// - `assembly`: the lines around `count_stones`'s call of itself, as
///   rustc compiles it for the crate's tests;
/// - `stack KEY`, `stack-calls MIB`, `stack-stderr`: Part V's recorded
///   stack use, the calls a stack of MIB MiB holds, and the overflow's
///   message.
pub fn expected(name: &str, sources: &Sources<'_>) -> Result<String> {
    let (root, data) = (sources.root, sources.data);
    let table = |t: String| format!("\n\n{t}\n");
    let html = |h: String| format!("\n\n{h}\n\n");
    let words: Vec<&str> = name.split_whitespace().collect();
    match words[..] {
        ["ns", ..] => data.require(name[2..].trim()).map(human),
        ["times", ..] => {
            let (a, b) = name["times".len()..]
                .split_once(" / ")
                .ok_or_else(|| anyhow!("`{name}`: write `times A / B`"))?;
            // Of the times as shown, so that the reader's own division agrees.
            let shown = |id: &str| data.require(id.trim()).map(as_shown);
            let ratio = shown(a)? / shown(b)?;
            Ok(match ratio >= 10.0 {
                true => format!("{ratio:.0}"),
                false => format!("{ratio:.1}"),
            })
        }
        ["machine"] => Ok(data.machine.clone()),
        ["const", "MAX_RECURSIVE_LAPS"] => {
            Ok(thousands(ayoayo::stages::injected::MAX_RECURSIVE_LAPS))
        }
        ["const", "FIRST_GAP"] => Ok(thousands(ayoayo::engine::internals::FIRST_GAP)),
        ["cost-table"] => Ok(table(cost_table(data))),
        ["checker-sample"] => checker_sample(root).map(html),
        ["strength-table"] => strength::strength_table(root).map(table),
        ["share", a, b] => strength::share(root, a, b),
        ["openings", what] => strength::openings(what),
        ["weighed", "table"] => strength::weighed("table").map(table),
        ["weighed", key] => strength::weighed(key),
        ["branching"] => Ok(format!("{:.1}", strength::branching())),
        ["perft", depth] => {
            let opening = ayoayo::engine::Position::opening();
            let counts = ayoayo::engine::perft(&opening, depth.parse()?);
            Ok(counts
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", "))
        }
        ["search-table"] => Ok(table(strength::search_table())),
        ["stepper", board, player, pit, ref caption @ ..] => {
            stepper(board, player, pit, &caption.join(" ")).map(html)
        }
        ["calls", of, board, at, ref caption @ ..] => {
            calls(of, board, at, &caption.join(" ")).map(html)
        }
        ["tree", ref caption @ ..] => tree(&caption.join(" ")).map(html),
        ["recorded-game"] => recorded_game().map(html),
        ["quiz", name, key] => quiz::value(name, key, data),
        ["quiz-stepper", name] => quiz::stepper(name),
        ["first-cut", key] => quiz::first_cut(key),
        ["try-it", ref names @ ..] => workshop::try_it(root, names),
        ["agenda"] => workshop::agenda_table(root).map(table),
        ["agenda-total"] => workshop::agenda_total(root),
        ["prep-time", key] => workshop::time(root, key),
        ["exercises", which] => workshop::count(root, which),
        ["browser", key] => crate::wasm::quote(root, key),
        ["endless", key] => crate::endless::quote(root, key),
        ["seven", key] => crate::endless::seven(key),
        ["packed", key] => crate::figures::packed_walk(key),
        ["assembly"] => crate::assembly::quote(root),
        ["endless-games", games, seed] => {
            let mut rng = ayoayo::game::Rng::with_seed(seed.parse()?);
            let met =
                ayoayo::lessons::endless::games_meeting_an_endless_move(games.parse()?, &mut rng);
            Ok(met.to_string())
        }
        ["stack", key] => Ok(Stack::load(root)?.number(key)?.to_string()),
        ["stack-calls", mib] => {
            let mib = mib
                .parse()
                .with_context(|| format!("`{name}`: write `stack-calls MIB`"))?;
            Ok(thousands(Stack::load(root)?.calls_in(mib)?))
        }
        ["rustc", region] => crate::rustc::quote(root, region),
        ["mutation-report"] => crate::mutation::quote(root),
        ["stack-stderr"] => Ok(format!(
            "\n\n```text\n{}\n```\n\n",
            Stack::load(root)?.stderr().join("\n")
        )),
        _ => Err(anyhow!("no generator for a value called `{name}`")),
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

/// `n` with a comma between each group of three digits.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A search's value as the book and the tree stepper write it: `+90`,
/// `−60` (a minus sign, not a hyphen), and `0` unsigned.
pub fn signed(v: i32) -> String {
    let sign = match v {
        v if v > 0 => "+",
        v if v < 0 => "−",
        _ => "",
    };
    format!("{sign}{}", v.unsigned_abs())
}

/// The opening after pit 2: the board of player 1's first reply.
pub const MIDGAME: Board = [5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6, 1];

/// A board the markers name: `opening`, `midgame` ([`MIDGAME`]) or `seven`
/// (Part V's endless board).
pub fn board_named(name: &str) -> Result<Board> {
    match name {
        "opening" => Ok(OPENING),
        "midgame" => Ok(MIDGAME),
        "seven" => Ok(SEVEN),
        _ => Err(anyhow!("no board called `{name}`")),
    }
}

/// The board named `name` as the JSON boundary takes one.
fn counts(name: &str) -> Result<String> {
    let board = board_named(name)?;
    Ok(board.map(|s| s.to_string()).join(","))
}

/// The relay stepper of `stepper BOARD PLAYER PIT CAPTION`: a `div` that
/// `book/ayoayo.js` fills in, holding the engine's trace of the move frame
/// by frame (through the JSON boundary).
fn stepper(board: &str, player: &str, pit: &str, caption: &str) -> Result<String> {
    let caption = escape(caption);
    let query = [
        ("board", counts(board)?),
        ("to_move", player.into()),
        ("pit", pit.into()),
    ];
    let (_, json) = crate::api("/api/relay", &query)?;
    Ok(format!(
        "<div class=\"ayoayo-stepper\" data-caption=\"{caption}\">\n<script type=\"application/json\">{json}</script>\n</div>"
    ))
}

/// The call-stack stepper of `calls OF BOARD AT CAPTION`: the recursion
/// `of` (`relay`, `count` or `possible`) on the board, from the pit `at` (a
/// relay's) or over the row `at` (the others'). The `div` holds its calls
/// and returns, recorded through the JSON boundary; `book/ayoayo.js` draws
/// the stack, and the reader can ask the engine in the page for another
/// board.
fn calls(of: &str, board: &str, at: &str, caption: &str) -> Result<String> {
    let caption = escape(caption);
    let which = if of == "relay" { "pit" } else { "row" };
    let query = [
        ("of", of.into()),
        ("board", counts(board)?),
        (which, at.into()),
    ];
    let (_, json) = crate::api("/api/calls", &query)?;
    Ok(format!(
        "<div class=\"ayoayo-calls\" data-of=\"{of}\" data-{which}=\"{at}\" data-caption=\"{caption}\">\n<script type=\"application/json\">{json}</script>\n</div>"
    ))
}

/// The tree stepper of `tree CAPTION`: the search of Part VI's picture
/// (`search-calls.svg`), recorded call by call through the JSON boundary.
fn tree(caption: &str) -> Result<String> {
    let caption = escape(caption);
    let (board, depth) = crate::pictures::SEARCHED;
    let board: Vec<String> = board.iter().map(u8::to_string).collect();
    let query = [
        ("board", board.join(",")),
        (
            "score",
            crate::pictures::SEARCHED_SCORE
                .map(|s| s.to_string())
                .join(","),
        ),
        ("to_move", "0".into()),
        ("depth", depth.to_string()),
    ];
    let (_, json) = crate::api("/api/tree", &query)?;
    Ok(format!(
        "<div class=\"ayoayo-tree\" data-caption=\"{caption}\">\n<script type=\"application/json\">{json}</script>\n</div>"
    ))
}

/// The recorded game the Play page offers when its engine cannot load: game
/// 1 of `search:8` against `greedy`, seeded like the strength matches, each
/// ply's position as `/api/replay` answers it (keys in serde_json's order).
fn recorded_game() -> Result<String> {
    let players = [Strategy::Search(Limit::Depth(8)), Strategy::Greedy];
    let played = play_match(players, 1, strength::SEED)
        .next()
        .context("the match played no game")?;
    let moves: Vec<String> = played.moves.iter().map(usize::to_string).collect();
    let (_, plies) = crate::api("/api/replay", &[("moves", moves.join(","))])?;
    let plies: serde_json::Value = serde_json::from_str(&plies)?;
    let game = serde_json::json!({ "moves": played.moves, "plies": plies });
    Ok(format!(
        "<div class=\"ayoayo-replay\" data-caption=\"A recorded game from one of the even openings: search:8 (player 0) against greedy (player 1)\">\n<script type=\"application/json\">{game}</script>\n</div>"
    ))
}
