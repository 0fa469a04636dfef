//! The widgets a chapter's marker places, each a `div` holding what the
//! crate traced or played for it, which `book/ayoayo.js` draws: the relay
//! stepper, the call-stack stepper, the search tree, and the recorded game
//! the Play page falls back on.

use anyhow::{anyhow, Context, Result};

use ayoayo::game::{play_match, Limit, Strategy};

use super::{BoardName, SteppedRecursion};
use crate::numbers::in_words;
use crate::recorded::strength;
use ayoayo::board::Pit;
use ayoayo::stages::iterative;

/// The relay stepper of `stepper BOARD PLAYER PIT CAPTION`: a `div` that
/// `book/ayoayo.js` fills in, holding the engine's trace of the move frame
/// by frame (through the JSON boundary).
pub(super) fn stepper(
    board: BoardName,
    player: u8,
    pit: Pit,
    caption: &str,
) -> Result<String> {
    // A caption that counts the laps counts them right.
    let words = caption.split(|c: char| !c.is_alphanumeric());
    let words: Vec<&str> = words.collect();
    if let Some(i) = words.iter().position(|w| *w == "laps").filter(|&i| i > 0)
    {
        let said = words[i - 1];
        let (laps, _) = board.relay(pit)?;
        if said != laps.to_string() && said != in_words(laps) {
            return Err(anyhow!(
                "the caption says {said} laps, the relay takes {laps}"
            ));
        }
    }
    let caption = escape(caption);
    let query = [
        ("board", board.counts()),
        ("to_move", player.to_string()),
        ("pit", pit.to_string()),
    ];
    let (_, json) = crate::api("/api/relay", &query)?;
    // Every lap at once, for a reader without JavaScript or on paper.
    let title = format!("{caption}, lap by lap");
    let sown = board.board();
    let (after, end) = iterative::relay_sow(sown, pit)?;
    let (_, score) = iterative::handle_captures(after, [0, 0], pit, end)?;
    let taken = match score.iter().sum::<u32>() {
        0 => String::new(),
        n => format!(
            " and capturing {}",
            crate::numbers::counted(n.into(), "stone")
        ),
    };
    let laps = crate::figures::laps_svg(sown, pit, &title, |_, end| {
        format!("{caption}, ending in pit {end}{taken}")
    })?;
    Ok(widget("ayoayo-stepper", "", &caption, &json, &laps))
}

/// What a widget with nothing to draw without JavaScript says in its place:
/// its caption (already escaped), and why there is no more.
pub(crate) fn without_script(caption: &str) -> String {
    format!(
        "<noscript><p>{caption}. It runs in the page's JavaScript, which is \
         off here.</p></noscript>"
    )
}

/// A widget's `div`: its class, its other attributes, its caption (already
/// escaped), the JSON recorded for it, which `book/ayoayo.js` draws, and
/// what stands for it without JavaScript and on paper: `whole`, every step
/// at once, shown until the page's script takes the widget over (and again
/// in print, `book/ayoayo.css`). Without it, a reader without JavaScript
/// sees the caption and why there is no more.
fn widget(
    class: &str,
    attributes: &str,
    caption: &str,
    json: &str,
    whole: &str,
) -> String {
    let instead = if whole.is_empty() {
        without_script(caption)
    } else {
        // No blank line inside, which would end the HTML block.
        format!("<div class=\"ayo-whole\">\n{}\n</div>", whole.trim())
    };
    format!(
        "<div class=\"{class}\"{attributes} data-caption=\"{caption}\">\n{instead}\n\
         <script type=\"application/json\">{json}</script>\n</div>"
    )
}

/// A recorded recursion's calls, every one at once: a list of frames, each
/// inside the one that called it, with what it returned, and how the
/// recursion ended if it did not return. `json` is the crate's
/// [`Recording`](ayoayo::lessons::call_stack::Recording), read back typed.
fn calls_whole(caption: &str, json: &str) -> Result<String> {
    use ayoayo::lessons::call_stack::{Exit, Recording, Step};
    let recording: Recording = serde_json::from_str(json)?;
    // Each call's depth and line, with its result once it returns: a
    // return belongs to the newest call still open.
    let mut lines: Vec<(usize, String, Option<String>)> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    for step in &recording.steps {
        match step {
            Step::Call { depth, call, .. } => {
                open.push(lines.len());
                lines.push((*depth, escape(call), None));
            }
            Step::Return { result, .. } => {
                let at = open.pop().context("a return with no call")?;
                lines[at].2 = Some(escape(result));
            }
        }
    }
    let mut html = format!("<p class=\"ayo-whole-caption\">{caption}.</p>\n");
    // A list inside a list for each deeper call, as the frames nest.
    let mut depth = 0;
    for (d, call, result) in &lines {
        if *d > depth {
            html.push_str(&"<ol>".repeat(d - depth));
        } else {
            html.push_str("</li>");
            html.push_str(&"</ol></li>".repeat(depth - d));
        }
        depth = *d;
        let returns = match result {
            Some(r) => format!(" returns <code>{r}</code>"),
            None => String::new(),
        };
        html.push_str(&format!("<li><code>{call}</code>{returns}"));
    }
    if depth > 0 {
        html.push_str("</li>");
        html.push_str(&"</ol></li>".repeat(depth - 1));
        html.push_str("</ol>");
    }
    match recording.ending {
        Exit::Returned { .. } => {}
        Exit::Cycle { depth, from } => html.push_str(&format!(
            "\n<p>Call {depth} receives the same board and pit as call {from}, so the same calls repeat without end and no frame ever returns.</p>"
        )),
        Exit::Deep => html.push_str("\n<p>The recursion goes deeper than this list follows.</p>"),
    }
    Ok(html)
}

/// The call-stack stepper of `calls OF BOARD AT CAPTION`: the recursion
/// `of` (`relay`, `count` or `possible`) on the board, from the pit `at` (a
/// relay's) or over the row `at` (the others'). The `div` holds its calls
/// and returns, recorded through the JSON boundary; `book/ayoayo.js` draws
/// the stack, and the reader can ask the engine in the page for another
/// board.
pub(super) fn calls(
    of: SteppedRecursion,
    board: BoardName,
    at: usize,
    caption: &str,
) -> Result<String> {
    let caption = escape(caption);
    let which = match of {
        SteppedRecursion::Relay => "pit",
        _ => "row",
    };
    let of = of.name();
    let query = [
        ("of", of.to_string()),
        ("board", board.counts()),
        (which, at.to_string()),
    ];
    let (_, json) = crate::api("/api/calls", &query)?;
    let attributes = format!(" data-of=\"{of}\" data-{which}=\"{at}\"");
    let whole = calls_whole(&caption, &json)?;
    Ok(widget("ayoayo-calls", &attributes, &caption, &json, &whole))
}

/// The tree stepper of `tree CAPTION`: the search of Part VI's picture
/// (`search-calls.svg`), recorded call by call through the JSON boundary.
pub(super) fn tree(caption: &str) -> Result<String> {
    let caption = escape(caption);
    let (board, depth) = crate::figures::SEARCHED;
    let board: Vec<String> = board.iter().map(u8::to_string).collect();
    let query = [
        ("board", board.join(",")),
        (
            "score",
            crate::figures::SEARCHED_SCORE
                .map(|s| s.to_string())
                .join(","),
        ),
        ("to_move", "0".into()),
        ("depth", depth.to_string()),
    ];
    let (_, json) = crate::api("/api/tree", &query)?;
    // Its every call is the chapter's figure just above it.
    let whole = format!(
        "<p>{caption}. The figure above draws the same search whole.</p>"
    );
    Ok(widget("ayoayo-tree", "", &caption, &json, &whole))
}

/// The recorded game the Play page offers when its engine cannot load: game
/// 1 of `search:8` against `greedy`, seeded like the strength matches, each
/// ply's position as `/api/replay` answers it (keys in serde_json's order).
pub(crate) fn recorded_game() -> Result<String> {
    let players = [Strategy::Search(Limit::Depth(8)), Strategy::Greedy];
    let played = play_match(players, 1, strength::SEED)
        .next()
        .context("the match played no game")?;
    let moves: Vec<String> =
        played.moves.iter().map(usize::to_string).collect();
    let (_, plies) = crate::api("/api/replay", &[("moves", moves.join(","))])?;
    let plies: serde_json::Value = serde_json::from_str(&plies)?;
    let game = serde_json::json!({ "moves": played.moves, "plies": plies });
    let caption = "A recorded game from a three-move start that a search \
                   rates level: search:8 (player 0) against greedy (player 1)";
    Ok(widget("ayoayo-replay", "", caption, &game.to_string(), ""))
}

/// `s` with the characters that HTML gives a meaning escaped, for text and
/// for a quoted attribute alike.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
