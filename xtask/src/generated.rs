//! Generated sections of the book's chapters: numbers, tables and tool
//! output that the tooling writes, so that nothing a reader sees is typed by
//! hand.
//!
//! A section is marked in the markdown by an HTML comment, which mdBook
//! does not show, naming what goes there, and a closing comment:
//!
//! ```text
//! sowing takes <!-- gen: ns cost/sow/injected -->61 ns<!-- /gen --> here
//! ```
//!
//! What goes there:
//!
//! - `ns BENCHMARK`: the recorded mean time of a benchmark, as `61 ns` or
//!   `1.2 µs` (see [`crate::measurements`]);
//! - `times A / B`: how many times benchmark A's mean is B's, as `9.4`
//!   (or `12` from ten times up);
//! - `machine`: the machine the measurements were taken on;
//! - `cost-table`: the table of "The cost of elegance";
//! - `checker-sample`: what the listing checker prints when a listing has
//!   drifted from its region (the introduction shows it);
//! - `strength-table`: the recorded matches of Part VI (see
//!   [`crate::strength`]);
//! - `share A B`: the share of the points player A took against player B,
//!   both seats together, from those matches;
//! - `search-table`: positions visited by minimax and by alpha-beta;
//! - `branching`: the search's effective branching factor;
//! - `stepper NAME`: a relay stepper, its frames recorded from the engine
//!   (the names are in [`crate::stepper`]);
//! - `recorded-game`: the game the Play page offers when no server runs;
//! - `engine-history`: what each change to the engine bought;
//! - `quiz NAME`: a "predict, then reveal" question and its computed answer
//!   (see [`crate::quiz`]);
//! - `try-it NAME...`: where a chapter's workshop exercises are;
//! - `agenda`, `agenda-total`: the workshop's timed agenda and its length
//!   (see [`crate::workshop`]);
//! - `prep-time KEY`: a recorded time of the instructor's preparation (see
//!   [`crate::workshop`]);
//! - `browser KEY`: a recorded measurement of the browser's module (see
//!   [`crate::wasm`]);
//! - `stack KEY`, `stack-calls MIB`, `stack-stderr`: the recorded stack use
//!   of Part V's counts, how many recursive calls a stack of MIB MiB holds,
//!   and what the child that overflowed printed (see [`crate::stack`]).
//!
//! [`sections`] finds the sections of a text; [`expected`] computes what
//! belongs in one; `cargo xtask regenerate` writes them, and a test fails
//! when one differs.

use std::path::Path;

use crate::listings;
use crate::measurements::{cost_table, human, Data};
use crate::stack::Stack;
use crate::{quiz, stepper, strength, workshop};

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
pub fn sections(text: &str) -> Result<Vec<Section>, String> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(found) = text[at..].find(OPEN) {
        let open = at + found;
        let line = text[..open].matches('\n').count() + 1;
        let name_end =
            text[open..].find("-->").map(|i| open + i).ok_or_else(|| {
                format!("line {line}: `{OPEN}` is never closed by `-->`")
            })?;
        let name = text[open + OPEN.len()..name_end].trim().to_string();
        let start = name_end + "-->".len();
        let end =
            text[start..]
                .find(CLOSE)
                .map(|i| start + i)
                .ok_or_else(|| {
                    format!("line {line}: section `{name}` has no `{CLOSE}`")
                })?;
        if let Some(nested) = text[start..end].find(OPEN) {
            let nested_line = text[..start + nested].matches('\n').count() + 1;
            return Err(format!(
                "line {nested_line}: a section opens inside section `{name}` (line {line})"
            ));
        }
        out.push(Section {
            name,
            line,
            content: start..end,
        });
        at = end + CLOSE.len();
    }
    Ok(out)
}

/// What the tooling needs to compute a section.
pub struct Context<'a> {
    /// The repository's root.
    pub root: &'a Path,
    /// The recorded measurements.
    pub data: &'a Data,
}

/// What belongs in the section called `name`.
pub fn expected(name: &str, context: &Context<'_>) -> Result<String, String> {
    let mut words = name.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some("ns"), Some(_), _) => {
            context.data.require(name["ns".len()..].trim()).map(human)
        }
        (Some("times"), Some(_), _) => {
            let (a, b) = name["times".len()..]
                .split_once(" / ")
                .ok_or_else(|| format!("`{name}`: write `times A / B`"))?;
            let ratio = context.data.require(a.trim())?
                / context.data.require(b.trim())?;
            Ok(if ratio >= 10.0 {
                format!("{ratio:.0}")
            } else {
                format!("{ratio:.1}")
            })
        }
        (Some("machine"), None, _) => Ok(context.data.machine.clone()),
        (Some("cost-table"), None, _) => {
            Ok(format!("\n\n{}\n", cost_table(context.data)))
        }
        (Some("checker-sample"), None, _) => checker_sample(context.root),
        (Some("strength-table"), None, _) => {
            Ok(format!("\n\n{}\n", strength::strength_table(context.root)?))
        }
        (Some("share"), Some(a), Some(b)) => {
            strength::share(context.root, a, b)
        }
        (Some("openings"), Some(what), None) => strength::openings(what),
        (Some("branching"), None, _) => {
            Ok(format!("{:.1}", strength::branching()))
        }
        (Some("search-table"), None, _) => {
            Ok(format!("\n\n{}\n", strength::search_table()))
        }
        (Some("stepper"), Some(which), None) => {
            stepper::html(which).map(|h| format!("\n\n{h}\n\n"))
        }
        (Some("engine-history"), None, _) => {
            Ok(format!("\n\n{}\n", strength::engine_history(context.root)?))
        }
        (Some("recorded-game"), None, _) => {
            stepper::recorded_game().map(|h| format!("\n\n{h}\n\n"))
        }
        (Some("quiz"), Some(which), None) => quiz::block(which, context.data),
        (Some("try-it"), Some(_), _) => {
            let names: Vec<&str> = name.split_whitespace().skip(1).collect();
            workshop::try_it(context.root, &names)
        }
        (Some("agenda"), None, _) => {
            Ok(format!("\n\n{}\n", workshop::agenda_table(context.root)?))
        }
        (Some("agenda-total"), None, _) => workshop::agenda_total(context.root),
        (Some("prep-time"), Some(key), None) => {
            workshop::time(context.root, key)
        }
        (Some("browser"), Some(key), None) => {
            crate::wasm::quote(context.root, key)
        }
        (Some("stack"), Some(key), None) => {
            Ok(Stack::load(context.root)?.number(key)?.to_string())
        }
        (Some("stack-calls"), Some(mib), None) => {
            let mib = mib
                .parse()
                .map_err(|_| format!("`{name}`: write `stack-calls MIB`"))?;
            Ok(thousands(Stack::load(context.root)?.calls_in(mib)?))
        }
        (Some("stack-stderr"), None, _) => Ok(format!(
            "\n\n```text\n{}\n```\n\n",
            Stack::load(context.root)?.stderr().join("\n")
        )),
        _ => Err(format!("no generator for a section called `{name}`")),
    }
}

/// What the listing checks print when the region `next_pit` of
/// `src/board.rs` is renamed `next` and no chapter is changed: computed by
/// running the checks with that one change made in memory.
fn checker_sample(root: &Path) -> Result<String, String> {
    let file = "src/board.rs";
    let read = |f: &str| {
        let text = std::fs::read_to_string(root.join(f)).ok()?;
        Some(match f == file {
            true => text
                .replace("ANCHOR: next_pit", "ANCHOR: next")
                .replace("ANCHOR_END: next_pit", "ANCHOR_END: next"),
            false => text,
        })
    };
    let found =
        listings::problems_with(root, &read).map_err(|e| e.to_string())?;
    if found.len() != 2 {
        return Err(format!("renaming next_pit found {found:?}"));
    }
    Ok(format!(
        "\n\n```console\n$ cargo test --package xtask --test book listings\n...\n{}\n```\n\n",
        found.join("\n")
    ))
}

/// The text with every section's content replaced by what belongs there.
pub fn regenerate(text: &str, context: &Context<'_>) -> Result<String, String> {
    let mut out = String::new();
    let mut at = 0;
    for section in sections(text)? {
        out.push_str(&text[at..section.content.start]);
        out.push_str(
            &expected(&section.name, context)
                .map_err(|e| format!("line {}: {e}", section.line))?,
        );
        at = section.content.end;
    }
    out.push_str(&text[at..]);
    Ok(out)
}

/// `n` with a comma between each group of three digits.
fn thousands(n: u64) -> String {
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
