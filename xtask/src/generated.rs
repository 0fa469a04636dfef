//! Generated sections of the book's chapters: numbers, tables and tool
//! output that the tooling writes, so that nothing a reader sees is typed by
//! hand. A section is marked by an HTML comment naming what goes there
//! (mdBook does not show it) and a closing comment:
//!
//! ```text
//! sowing takes <!-- gen: ns cost/sow/injected -->61 ns<!-- /gen --> here
//! ```
//!
//! [`expected`] lists the names and computes what belongs in each; `cargo
//! xtask regenerate` writes them, and a test fails when one differs.

use anyhow::{anyhow, Context, Result};
use std::path::Path;

use ayoayo::board::{Board, Player, OPENING};
use ayoayo::game::{play_match, Limit, Spec};
use ayoayo::lessons::endless::SEVEN;

use crate::measurements::{cost_table, human, Data};
use crate::stack::Stack;
use crate::{engine_history, listings, quiz, strength, workshop};

/// Opens a section: `<!-- gen: NAME -->`.
pub const OPEN: &str = "<!-- gen: ";

/// Closes a section.
pub const CLOSE: &str = "<!-- /gen -->";

/// One generated section of a chapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// What goes there (`ns cost/sow/injected`, `cost-table`...).
    pub name: String,
    /// The 1-based line of the opening comment.
    pub line: usize,
    /// Where its content starts and ends in the text, in bytes.
    pub content: std::ops::Range<usize>,
}

/// The generated sections of one markdown text, or what is wrong with their
/// markers.
pub fn sections(text: &str) -> Result<Vec<Section>> {
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(found) = text[at..].find(OPEN) {
        let open = at + found;
        let line = line_of(open);
        let name_end = open
            + text[open..].find("-->").ok_or_else(|| {
                anyhow!("line {line}: `{OPEN}` is never closed by `-->`")
            })?;
        let name = text[open + OPEN.len()..name_end].trim().to_string();
        let start = name_end + "-->".len();
        let end = start
            + text[start..].find(CLOSE).ok_or_else(|| {
                anyhow!("line {line}: section `{name}` has no `{CLOSE}`")
            })?;
        if let Some(nested) = text[start..end].find(OPEN) {
            return Err(anyhow!(
                "line {}: a section opens inside section `{name}` (line {line})",
                line_of(start + nested)
            ));
        }
        let content = start..end;
        out.push(Section {
            name,
            line,
            content,
        });
        at = end + CLOSE.len();
    }
    Ok(out)
}

/// What the tooling needs to compute a section.
pub struct Inputs<'a> {
    /// The repository's root.
    pub root: &'a Path,
    /// The recorded measurements.
    pub data: &'a Data,
}

/// What belongs in the section called `name`, one of:
///
/// - `ns BENCHMARK`: a recorded mean time, as `61 ns` or `1.2 µs`;
/// - `times A / B`: how many times benchmark A's mean is B's;
/// - `machine`: the machine the measurements were taken on;
/// - `cost-table`: the table of "The cost of elegance";
/// - `checker-sample`: what the listing checker prints for a drifted region;
/// - `strength-table`, `share A B`, `openings WHAT`: the recorded matches
///   of Part VI, one player's share of the points, the match openings;
/// - `search-table`, `branching`: positions minimax and alpha-beta visit,
///   and the search's effective branching factor;
/// - `stepper NAME`, `recorded-game`: a relay stepper's frames, and the
///   game the Play page offers;
/// - `engine-history`: what each change to the engine bought;
/// - `quiz NAME`, `try-it NAME...`: a question with its computed answer,
///   and where a chapter's workshop exercises are;
/// - `agenda`, `agenda-total`, `prep-time KEY`: the workshop's agenda, its
///   length, and a recorded time of the instructor's preparation;
/// - `browser KEY`: a recorded measurement of the browser's module;
/// - `stack KEY`, `stack-calls MIB`, `stack-stderr`: Part V's recorded
///   stack use, the calls a stack of MIB MiB holds, and the overflow's
///   message.
pub fn expected(name: &str, inputs: &Inputs<'_>) -> Result<String> {
    let (root, data) = (inputs.root, inputs.data);
    let table = |t: String| format!("\n\n{t}\n");
    let html = |h: String| format!("\n\n{h}\n\n");
    let mut words = name.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some("ns"), Some(_), _) => data.require(name[2..].trim()).map(human),
        (Some("times"), Some(_), _) => {
            let (a, b) = name["times".len()..]
                .split_once(" / ")
                .ok_or_else(|| anyhow!("`{name}`: write `times A / B`"))?;
            let ratio = data.require(a.trim())? / data.require(b.trim())?;
            Ok(match ratio >= 10.0 {
                true => format!("{ratio:.0}"),
                false => format!("{ratio:.1}"),
            })
        }
        (Some("machine"), None, _) => Ok(data.machine.clone()),
        (Some("cost-table"), None, _) => Ok(table(cost_table(data))),
        (Some("checker-sample"), None, _) => checker_sample(root).map(html),
        (Some("strength-table"), None, _) => {
            strength::strength_table(root).map(table)
        }
        (Some("share"), Some(a), Some(b)) => strength::share(root, a, b),
        (Some("openings"), Some(what), None) => strength::openings(what),
        (Some("branching"), None, _) => {
            Ok(format!("{:.1}", strength::branching()))
        }
        (Some("search-table"), None, _) => Ok(table(strength::search_table())),
        (Some("stepper"), Some(which), None) => stepper(which).map(html),
        (Some("calls"), Some(which), None) => calls(which).map(html),
        (Some("engine-history"), None, _) => {
            engine_history::engine_history(root).map(table)
        }
        (Some("recorded-game"), None, _) => recorded_game().map(html),
        (Some("quiz"), Some(_), _) => {
            let args: Vec<&str> = name.split_whitespace().skip(1).collect();
            quiz::block(&args, data)
        }
        (Some("try-it"), Some(_), _) => {
            let names: Vec<&str> = name.split_whitespace().skip(1).collect();
            workshop::try_it(root, &names)
        }
        (Some("agenda"), None, _) => workshop::agenda_table(root).map(table),
        (Some("agenda-total"), None, _) => workshop::agenda_total(root),
        (Some("prep-time"), Some(key), None) => workshop::time(root, key),
        (Some("browser"), Some(key), None) => crate::wasm::quote(root, key),
        (Some("endless"), Some(key), None) => crate::endless::quote(root, key),
        (Some("stack"), Some(key), None) => {
            Ok(Stack::load(root)?.number(key)?.to_string())
        }
        (Some("stack-calls"), Some(mib), None) => {
            let mib = mib.parse().with_context(|| {
                format!("`{name}`: write `stack-calls MIB`")
            })?;
            Ok(thousands(Stack::load(root)?.calls_in(mib)?))
        }
        (Some("stack-stderr"), None, _) => Ok(format!(
            "\n\n```text\n{}\n```\n\n",
            Stack::load(root)?.stderr().join("\n")
        )),
        _ => Err(anyhow!("no generator for a section called `{name}`")),
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
        "```console\n$ cargo test --test book listings\n...\n{}\n```",
        found.join("\n")
    ))
}

/// The text with every section's content replaced by what belongs there.
pub fn regenerate(text: &str, inputs: &Inputs<'_>) -> Result<String> {
    let mut out = String::new();
    let mut at = 0;
    for section in sections(text)? {
        out.push_str(&text[at..section.content.start]);
        out.push_str(
            &expected(&section.name, inputs)
                .with_context(|| format!("line {}", section.line))?,
        );
        at = section.content.end;
    }
    out.push_str(&text[at..]);
    Ok(out)
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

/// The relay steppers: a name, the board, the player to move, the pit
/// played, and a caption. Each is recorded frame by frame from the engine's
/// trace (through the JSON boundary), and `book/ayoayo.js` draws it.
pub const STEPPERS: [(&str, Board, Player, usize, &str); 4] = [
    (
        "opening-3",
        OPENING,
        Player::Zero,
        3,
        "The opening, pit 3: the relay ends in pit 0 and captures pit 11",
    ),
    (
        "opening-0",
        OPENING,
        Player::Zero,
        0,
        "The opening, pit 0: four laps, ending in pit 9",
    ),
    (
        "reply-11",
        [5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6, 1],
        Player::One,
        11,
        "After pit 2 of the opening, player 1 sows pit 11: ten laps",
    ),
    (
        "seven-stones",
        SEVEN,
        Player::Zero,
        0,
        "Seven stones, pit 0: after lap 1 the relay loops, and never ends",
    ),
];

/// The HTML of stepper `name`: a `div` the script fills in, holding the
/// frames as JSON.
fn stepper(name: &str) -> Result<String> {
    let (_, board, player, pit, caption) = STEPPERS
        .iter()
        .find(|(n, ..)| *n == name)
        .ok_or_else(|| anyhow!("no stepper called `{name}`"))?;
    let board: Vec<String> = board.iter().map(u8::to_string).collect();
    let (_, json) = crate::api(
        "/api/relay",
        &[
            ("board", board.join(",")),
            ("to_move", player.index().to_string()),
            ("pit", pit.to_string()),
        ],
    )?;
    Ok(format!(
        "<div class=\"ayoayo-stepper\" data-caption=\"{caption}\">\n<script type=\"application/json\">{json}</script>\n</div>"
    ))
}

/// The call-stack steppers: a name, the recursion (`relay`, `count` or
/// `possible`), the board, the pit (a relay's) or the row (the others'),
/// and a caption. Each records the recursion's calls and returns through
/// the JSON boundary; `book/ayoayo.js` draws the stack, and the reader can
/// ask the engine in the page for another board.
pub const CALL_STEPPERS: [(&str, &str, Board, usize, &str); 4] = [
    (
        "relay-opening-3",
        "relay",
        OPENING,
        3,
        "The relay from pit 3 of the opening: one call a lap",
    ),
    (
        "count-row-0",
        "count",
        [5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6, 1],
        0,
        "count_stones over player 0's row: in on the rest, back with the sum",
    ),
    (
        "possible-row-0",
        "possible",
        [5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6, 1],
        0,
        "possible_moves over player 0's row: the moves gathered on the way back",
    ),
    (
        "relay-seven",
        "relay",
        SEVEN,
        0,
        "The seven stones' relay from pit 0: the frames pile up, and none returns",
    ),
];

/// The HTML of call-stack stepper `name`: a `div` the script fills in,
/// holding the recorded calls as JSON.
fn calls(name: &str) -> Result<String> {
    let (_, of, board, at, caption) = CALL_STEPPERS
        .iter()
        .find(|(n, ..)| *n == name)
        .ok_or_else(|| anyhow!("no call-stack stepper called `{name}`"))?;
    let counts: Vec<String> = board.iter().map(u8::to_string).collect();
    let which = if *of == "relay" { "pit" } else { "row" };
    let (_, json) = crate::api(
        "/api/calls",
        &[
            ("of", of.to_string()),
            ("board", counts.join(",")),
            (which, at.to_string()),
        ],
    )?;
    Ok(format!(
        "<div class=\"ayoayo-calls\" data-of=\"{of}\" data-{which}=\"{at}\" data-caption=\"{caption}\">\n<script type=\"application/json\">{json}</script>\n</div>"
    ))
}

/// The recorded game the Play page offers when its engine cannot load: game
/// 1 of `search:8` against `greedy`, seeded like the strength matches, each
/// ply's position as `/api/replay` answers it (keys in serde_json's order).
fn recorded_game() -> Result<String> {
    let players = [Spec::Search(Limit::Depth(8)), Spec::Greedy];
    let played = play_match(players, 1, strength::SEED)
        .next()
        .context("the match played no game")?;
    let moves: Vec<String> =
        played.moves.iter().map(usize::to_string).collect();
    let (_, plies) = crate::api("/api/replay", &[("moves", moves.join(","))])?;
    let plies: serde_json::Value = serde_json::from_str(&plies)?;
    let game = serde_json::json!({ "moves": played.moves, "plies": plies });
    Ok(format!(
        "<div class=\"ayoayo-replay\" data-caption=\"A recorded game from one of the even openings: search:8 (player 0) against greedy (player 1)\">\n<script type=\"application/json\">{game}</script>\n</div>"
    ))
}
