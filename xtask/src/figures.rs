//! The book's diagrams beyond single boards and call trees: the opening
//! relay lap by lap, an endless relay as a cycle, the stack of Part V's
//! counts, a slice against cons cells, coupling, the rotation argument and
//! the engine's history. Each is computed from the crate (its stages, its
//! engine, its own source text, or recorded measurements) and drawn here.

use std::fmt::Write;

use ayoayo::board::{Board, Pit, Player, OPENING};
use ayoayo::engine::trace::{trace, Ending, Lap, MAX_LAPS};
use ayoayo::lessons::endless::SEVEN;
use ayoayo::stages::{iterative, recursive};

use crate::stack::{Stack, ROW, VERSIONS};
use crate::strength::{EngineRow, Matchup};
use crate::svg::{board_body, escape, paper, Picture, BOARD_H, BOARD_W};

const INK: &str = "#222";
const SOFT: &str = "#333";
const WOOD: &str = "#7a4a21";
const CARD: &str = "#f6e7cf";
const BLUE: &str = "#2a6fdb";
const GREEN: &str = "#2f7d32";
const YELLOW: &str = "#f6d776";

/// An SVG picture's opening: its size, its opaque sheet and its title.
pub(crate) fn open(width: f64, height: f64, title: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0} {height:.0}" width="{width:.0}" height="{height:.0}" font-family="sans-serif" font-size="12" role="img">"##
    );
    out.push_str(&paper(width, height));
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    out
}

fn text(out: &mut String, x: f64, y: f64, anchor: &str, size: u32, s: &str) {
    let _ = writeln!(
        out,
        r##"<text x="{x:.1}" y="{y:.1}" text-anchor="{anchor}" font-size="{size}" fill="{INK}">{}</text>"##,
        escape(s)
    );
}

fn caption_and_legend(
    out: &mut String,
    width: f64,
    height: f64,
    caption: &str,
    legend: &[&str],
) {
    let mut y = height - 8.0 - 16.0 * legend.len() as f64;
    text(out, width / 2.0, y, "middle", 14, caption);
    for line in legend {
        y += 16.0;
        let _ = writeln!(
            out,
            r##"<text x="{:.1}" y="{y:.1}" text-anchor="middle" font-size="12" fill="{SOFT}">{}</text>"##,
            width / 2.0,
            escape(line)
        );
    }
}

fn arrow_head(out: &mut String, id: &str, color: &str) {
    let _ = writeln!(
        out,
        r##"<defs><marker id="{id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="{color}"/></marker></defs>"##
    );
}

fn line(
    out: &mut String,
    from: (f64, f64),
    to: (f64, f64),
    color: &str,
    head: &str,
) {
    let _ = writeln!(
        out,
        r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{color}" stroke-width="1.6" marker-end="url(#{head})"/>"##,
        from.0, from.1, to.0, to.1
    );
}

/// The opening relay from pit 0, one panel per lap.
pub fn relay_laps_svg() -> Result<String, String> {
    let laps = trace(&OPENING, 0, MAX_LAPS)
        .map_err(|e| e.to_string())?
        .laps();
    let relayed =
        iterative::relay_sow(OPENING, 0).map_err(|e| e.to_string())?;
    let last = laps.last().ok_or("no laps")?;
    if (last.board, last.to) != relayed {
        return Err("the laps do not add up to the relay".into());
    }
    const COLS: usize = 2;
    const TITLE_H: f64 = 26.0;
    let rows = laps.len().div_ceil(COLS);
    let panel_h = BOARD_H as f64 + TITLE_H;
    let width = (BOARD_W * COLS) as f64 + 20.0;
    let height = rows as f64 * panel_h + 20.0 + 3.0 * 16.0 + 20.0;
    let mut out = open(
        width,
        height,
        "The relay from pit 0 of the opening, lap by lap",
    );
    for (i, lap) in laps.iter().enumerate() {
        let (x, y) = (
            10.0 + (i % COLS) as f64 * BOARD_W as f64,
            10.0 + (i / COLS) as f64 * panel_h,
        );
        let _ = writeln!(out, r##"<g transform="translate({x:.0},{y:.0})">"##);
        let goes_on = if lap.board[lap.to] > 1 {
            format!("{} there now: go on", lap.board[lap.to])
        } else {
            "it was empty: the end".to_string()
        };
        text(
            &mut out,
            BOARD_W as f64 / 2.0,
            16.0,
            "middle",
            13,
            &format!(
                "Lap {}: {} stones from pit {}, the last into pit {}; {goes_on}",
                i + 1,
                lap.stones,
                lap.from,
                lap.to
            ),
        );
        let _ = writeln!(out, r##"<g transform="translate(0,{TITLE_H})">"##);
        board_body(
            &mut out,
            &lap.board,
            &Picture {
                highlight: &[lap.to],
                skipped: &[0],
                ringed: &[lap.from],
                show_indices: true,
                show_stones: true,
                ..Picture::default()
            },
        );
        out.push_str("</g></g>\n");
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        &format!(
            "Relay sowing from pit 0 of the opening: {} laps, ending in pit {}",
            laps.len(),
            last.to
        ),
        &[
            "Blue ring: the pit this lap's stones were scooped from (its count is after the lap).",
            "Yellow: where the lap's last stone fell. Red slash: pit 0, the start, which every lap skips.",
        ],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// The walk of an endless relay as the book draws it: the states after
/// each lap until one repeats, where the cycle starts, and when the
/// iterative stage's `relay_sow` notices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// The pit that each lap's last stone fell in, lap 1 first, up to (not
    /// including) the first lap whose state repeats an earlier one.
    pub ends: Vec<Pit>,
    /// The lap (from 1) whose state the walk comes back to: the first lap
    /// of the cycle.
    pub entry: usize,
    /// The laps after which `relay_sow` saves its tortoise.
    pub checkpoints: Vec<usize>,
    /// The lap on which `relay_sow` finds a state it saved, and the lap it
    /// repeats.
    pub caught: (usize, usize),
}

/// The endless relay from `start`, from the engine's trace, with the
/// iterative stage's `relay_sow` checks laid over it: that stage compares
/// every lap with the state after lap 1, and with Brent's tortoise, saved
/// after laps 2, 4, 8 and so on.
pub fn cycle(board: Board, start: Pit) -> Result<Cycle, String> {
    let moved = trace(&board, start, MAX_LAPS).map_err(|e| e.to_string())?;
    let Ending::Cycle { from, length } = moved.ending else {
        return Err("this relay ends".into());
    };
    let back = (from + length) as usize;
    let laps = moved.laps();
    if laps.len() < back {
        return Err("the cycle is too long to draw".into());
    }
    let state = |lap: &Lap| (lap.board, lap.to);
    let caught = if state(&laps[back - 1]) == state(&laps[0]) {
        1
    } else {
        from
    };
    Ok(Cycle {
        ends: laps[..back - 1].iter().map(|lap| lap.to).collect(),
        entry: from as usize,
        checkpoints: (1..).map(|k| 1 << k).take_while(|&l| l < back).collect(),
        caught: (back, caught as usize),
    })
}

/// The seven-stone board's endless relay from pit 0, as a cycle.
pub fn cycle_svg() -> Result<String, String> {
    let walk = cycle(SEVEN, 0)?;
    let loop_laps = walk.ends.len() + 1 - walk.entry;
    let tail = walk.entry - 1;
    const R: f64 = 150.0;
    const NODE: f64 = 19.0;
    const STEP: f64 = 92.0;
    let left = 60.0 + STEP * (tail + 1) as f64;
    let (cx, cy) = (left + R, 60.0 + R);
    let width = cx + R + 80.0;
    let height = cy + R + 60.0 + 5.0 * 16.0 + 20.0;
    let mut out = open(
        width,
        height,
        "The seven-stone board's relay from pit 0: a tail and a loop",
    );
    arrow_head(&mut out, "cycle-arrow", WOOD);
    // Where each lap's state sits: the tail on a line into the loop, the
    // loop round the circle, clockwise from its left.
    let place = |lap: usize| -> (f64, f64) {
        if lap < walk.entry {
            (left - STEP * (walk.entry - lap) as f64, cy)
        } else {
            let k = (lap - walk.entry) as f64 / loop_laps as f64;
            let angle = std::f64::consts::PI + k * std::f64::consts::TAU;
            (cx + R * angle.cos(), cy - R * angle.sin())
        }
    };
    let start = (left - STEP * walk.entry as f64, cy);
    let towards = |from: (f64, f64), to: (f64, f64)| {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let d = (dx * dx + dy * dy).sqrt().max(1.0);
        (
            (from.0 + dx / d * NODE, from.1 + dy / d * NODE),
            (to.0 - dx / d * (NODE + 3.0), to.1 - dy / d * (NODE + 3.0)),
        )
    };
    let last = walk.ends.len();
    let mut edges = vec![(start, place(1))];
    edges.extend((1..last).map(|lap| (place(lap), place(lap + 1))));
    for (from, to) in edges {
        let (a, b) = towards(from, to);
        line(&mut out, a, b, WOOD, "cycle-arrow");
    }
    // The step that comes back, dashed: lap `last + 1` is a state seen
    // before.
    let (a, b) = towards(place(last), place(walk.entry));
    let _ = writeln!(
        out,
        r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{WOOD}" stroke-width="1.6" stroke-dasharray="5 3" marker-end="url(#cycle-arrow)"/>"##,
        a.0, a.1, b.0, b.1
    );
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    text(
        &mut out,
        mx + 10.0,
        my + 4.0,
        "start",
        12,
        &format!("lap {} = lap {}", last + 1, walk.entry),
    );
    let _ = writeln!(
        out,
        r##"<circle cx="{:.1}" cy="{:.1}" r="{NODE}" fill="{CARD}" stroke="{WOOD}" stroke-width="2"/>"##,
        start.0, start.1
    );
    text(&mut out, start.0, start.1 + 4.0, "middle", 11, "start");
    text(
        &mut out,
        start.0,
        start.1 + NODE + 16.0,
        "middle",
        11,
        "pit 0",
    );
    for lap in 1..=last {
        let (x, y) = place(lap);
        let fill = if lap == walk.caught.1 { YELLOW } else { CARD };
        let _ = writeln!(
            out,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="{NODE}" fill="{fill}" stroke="{WOOD}" stroke-width="2"/>"##
        );
        if lap == 1 {
            let _ = writeln!(
                out,
                r##"<circle cx="{x:.1}" cy="{y:.1}" r="{:.0}" fill="none" stroke="{BLUE}" stroke-width="3"/>"##,
                NODE + 5.0
            );
        }
        if walk.checkpoints.contains(&lap) {
            let _ = writeln!(
                out,
                r##"<rect x="{:.1}" y="{:.1}" width="{:.0}" height="{:.0}" fill="none" stroke="{GREEN}" stroke-width="3"/>"##,
                x - NODE - 5.0,
                y - NODE - 5.0,
                2.0 * NODE + 10.0,
                2.0 * NODE + 10.0
            );
        }
        text(&mut out, x, y + 4.0, "middle", 13, &lap.to_string());
        // The pit the lap ended in, outside the circle.
        let (ox, oy) = if lap < walk.entry {
            (x, y + NODE + 16.0)
        } else if lap == walk.entry {
            (x, y - NODE - 10.0)
        } else {
            let (dx, dy) = (x - cx, y - cy);
            let d = (dx * dx + dy * dy).sqrt().max(1.0);
            (x + dx / d * (NODE + 22.0), y + dy / d * (NODE + 22.0) + 4.0)
        };
        text(
            &mut out,
            ox,
            oy,
            "middle",
            11,
            &format!("pit {}", walk.ends[lap - 1]),
        );
    }
    let checkpoints: Vec<String> =
        walk.checkpoints.iter().map(usize::to_string).collect();
    caption_and_legend(
        &mut out,
        width,
        height,
        &format!(
            "The seven-stone board from pit 0: lap {} returns to lap {}, a loop of {} laps",
            last + 1,
            walk.entry,
            loop_laps
        ),
        &[
            "Each circle: the state after that lap (the board, and the next pit, beside it).",
            "Blue ring: the state after lap 1, which relay_sow keeps.",
            &format!(
                "Green square: where Brent's tortoise is saved (after laps {}).",
                checkpoints.join(", ")
            ),
            &format!(
                "Yellow: the saved state lap {} returns to, where relay_sow stops: it never ends.",
                walk.caught.0
            ),
        ],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// Part V's three counts on a row of six pits: the stack each grows below
/// its first call, to scale, from the recording of `cargo xtask measure`.
pub fn stack_svg(stack: &Stack) -> Result<String, String> {
    const COL_W: f64 = 200.0;
    const SCALE: f64 = 0.5;
    const FIRST_H: f64 = 30.0;
    let mut columns = Vec::new();
    for (key, label) in VERSIONS {
        let per_call = stack.number(&format!("bytes-per-call/{key}"))?;
        let growth = stack.number(&format!("growth-over-a-row/{key}"))?;
        if per_call > 0 && growth % per_call != 0 {
            return Err(format!("{key}: {growth} bytes is not whole calls"));
        }
        let calls = growth.checked_div(per_call).unwrap_or(0);
        columns.push((label, per_call, growth, calls));
    }
    let deepest = columns
        .iter()
        .map(|&(_, _, growth, _)| growth as f64 * SCALE)
        .fold(0.0, f64::max);
    let width = COL_W * columns.len() as f64 + 40.0;
    let top = 60.0;
    let height = top + FIRST_H + deepest + 60.0 + 3.0 * 16.0 + 20.0;
    let mut out = open(
        width,
        height,
        "The stack of three counts of a row of six pits, measured",
    );
    for (i, &(label, per_call, growth, calls)) in columns.iter().enumerate() {
        let x = 20.0 + i as f64 * COL_W + 20.0;
        let w = COL_W - 40.0;
        text(&mut out, x + w / 2.0, top - 28.0, "middle", 14, label);
        text(
            &mut out,
            x + w / 2.0,
            top - 10.0,
            "middle",
            12,
            &format!("{per_call} bytes a pit"),
        );
        let _ = writeln!(
            out,
            r##"<rect x="{x:.1}" y="{top:.1}" width="{w:.1}" height="{FIRST_H}" fill="#ddd" stroke="{WOOD}"/>"##
        );
        text(
            &mut out,
            x + w / 2.0,
            top + 19.0,
            "middle",
            12,
            &format!("first call: {ROW} pits"),
        );
        let h = per_call as f64 * SCALE;
        for call in 0..calls {
            let y = top + FIRST_H + call as f64 * h;
            let _ = writeln!(
                out,
                r##"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{CARD}" stroke="{WOOD}"/>"##
            );
            text(
                &mut out,
                x + w / 2.0,
                y + h / 2.0 + 4.0,
                "middle",
                11,
                &match ROW as u64 - 1 - call {
                    1 => "1 pit left".to_string(),
                    left => format!("{left} pits left"),
                },
            );
        }
        let bottom = top + FIRST_H + growth as f64 * SCALE;
        let note = if calls == 0 {
            "no more: the same frame".to_string()
        } else {
            format!("{calls} more calls: {growth} bytes")
        };
        text(&mut out, x + w / 2.0, bottom + 20.0, "middle", 12, &note);
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        &format!("Counting the {ROW} pits of a row: the stack below the first call, as measured"),
        &[
            "Grey: the first call's frame (not to scale). Each box under it: one more call's frame, drawn to scale.",
            "Built without optimisation, as skeptic builds the listings; the stack grows downwards.",
            "No tail call is reused: accumulator passing grows the stack call by call, as plain recursion does.",
        ],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// A slice and its rest, against a chain of cons cells holding the same
/// moves.
pub fn slice_svg() -> Result<String, String> {
    let moves: Vec<Pit> = recursive::potential_moves(Player::Zero).to_vec();
    let [_, rest @ ..] = moves.as_slice() else {
        return Err("no moves".into());
    };
    let size = std::mem::size_of::<Pit>();
    let offset = (rest.as_ptr() as usize - moves.as_ptr() as usize) / size;
    let views = [("moves", 0, moves.len()), ("rest", offset, rest.len())];
    const CELL: f64 = 56.0;
    let n = moves.len() as f64;
    let width = 40.0 + CELL * n * 1.9 + 40.0;
    let height = 430.0 + 3.0 * 16.0;
    let mut out =
        open(width, height, "A slice and its rest, against cons cells");
    arrow_head(&mut out, "slice-arrow", WOOD);
    text(
        &mut out,
        20.0,
        26.0,
        "start",
        14,
        "A Rust slice: a pointer and a length into one block of memory",
    );
    let (ax, ay) = (200.0, 100.0);
    for (i, pit) in moves.iter().enumerate() {
        let x = ax + i as f64 * CELL;
        let _ = writeln!(
            out,
            r##"<rect x="{x:.1}" y="{ay:.1}" width="{CELL}" height="34" fill="{CARD}" stroke="{WOOD}"/>"##
        );
        text(
            &mut out,
            x + CELL / 2.0,
            ay + 22.0,
            "middle",
            14,
            &pit.to_string(),
        );
    }
    // `moves` above the memory, `rest` below it.
    for (row, &(name, start, len)) in views.iter().enumerate() {
        let y = if row == 0 { ay - 58.0 } else { ay + 64.0 };
        text(&mut out, 20.0, y + 20.0, "start", 13, name);
        let _ = writeln!(
            out,
            r##"<rect x="70" y="{y:.1}" width="50" height="30" fill="#fff" stroke="{WOOD}"/><rect x="120" y="{y:.1}" width="60" height="30" fill="#fff" stroke="{WOOD}"/>"##
        );
        text(&mut out, 95.0, y + 20.0, "middle", 12, "ptr");
        text(
            &mut out,
            150.0,
            y + 20.0,
            "middle",
            12,
            &format!("len {len}"),
        );
        let target_x = ax + start as f64 * CELL + CELL / 2.0;
        let (from, to) = if row == 0 {
            ((95.0, y + 30.0), (target_x, ay - 2.0))
        } else {
            ((95.0, y), (target_x, ay + 36.0))
        };
        let _ = writeln!(
            out,
            r##"<path d="M {:.1} {:.1} L {:.1} {:.1} L {:.1} {:.1}" fill="none" stroke="{WOOD}" stroke-width="1.6" marker-end="url(#slice-arrow)"/>"##,
            from.0,
            from.1,
            from.0,
            (from.1 + to.1) / 2.0,
            to.0,
            to.1
        );
    }
    let cy = 280.0;
    text(&mut out, 20.0, cy - 30.0, "start", 14, "A Lisp list: a chain of cons cells, each a value and a pointer to the rest");
    let step = CELL * 1.9;
    for (i, pit) in moves.iter().enumerate() {
        let x = 40.0 + i as f64 * step;
        let _ = writeln!(
            out,
            r##"<rect x="{x:.1}" y="{cy:.1}" width="{CELL}" height="34" fill="{CARD}" stroke="{WOOD}"/><rect x="{:.1}" y="{cy:.1}" width="34" height="34" fill="#fff" stroke="{WOOD}"/>"##,
            x + CELL
        );
        text(
            &mut out,
            x + CELL / 2.0,
            cy + 22.0,
            "middle",
            14,
            &pit.to_string(),
        );
        let from = (x + CELL + 17.0, cy + 17.0);
        if i + 1 < moves.len() {
            line(
                &mut out,
                from,
                (x + step - 2.0, cy + 17.0),
                WOOD,
                "slice-arrow",
            );
        } else {
            text(&mut out, from.0, from.1 + 4.0, "middle", 11, "nil");
        }
    }
    for (name, at) in [("moves", 0), ("rest", offset)] {
        let x = 40.0 + at as f64 * step + CELL / 2.0;
        text(&mut out, x, cy + 80.0, "middle", 13, name);
        line(
            &mut out,
            (x, cy + 66.0),
            (x, cy + 36.0),
            WOOD,
            "slice-arrow",
        );
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        &format!(
            "The rest of player 0's moves: a slice {} element on and {} long, or the next cell",
            offset,
            rest.len()
        ),
        &[
            "Either way the rest costs nothing: no element is copied.",
            "The slice's elements sit side by side in memory; the cells of a list can be anywhere.",
        ],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// A public function of a source file: its name, its parameter types, its
/// return type and its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// The types of its parameters, in order.
    pub takes: Vec<String>,
    /// What it returns (`()` if nothing).
    pub returns: String,
    /// Its body's text.
    pub body: String,
}

/// The top-level `pub fn`s of a source text, before any `mod tests`.
pub fn functions(source: &str) -> Vec<Function> {
    let source = source.split("#[cfg(test)]").next().unwrap_or(source);
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].starts_with("pub fn ") {
            i += 1;
            continue;
        }
        let mut signature = String::new();
        while i < lines.len() {
            signature.push_str(lines[i].trim());
            signature.push(' ');
            i += 1;
            if signature.trim_end().ends_with('{') {
                break;
            }
        }
        let mut body = String::new();
        while i < lines.len() && lines[i] != "}" {
            body.push_str(lines[i]);
            body.push('\n');
            i += 1;
        }
        let signature = signature
            .trim_start_matches("pub fn ")
            .trim_end()
            .trim_end_matches('{')
            .replace("( ", "(")
            .replace(", )", ")")
            .trim()
            .to_string();
        let Some((name, after)) = signature.split_once('(') else {
            continue;
        };
        let mut depth = 1;
        let Some(close) = after.char_indices().find_map(|(i, c)| {
            match c {
                '(' | '<' | '[' => depth += 1,
                ')' | '>' | ']' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(i)
        }) else {
            continue;
        };
        let (params, returns) = (&after[..close], &after[close + 1..]);
        let takes = split_top_level(params)
            .into_iter()
            .filter_map(|p| {
                p.split_once(':').map(|(_, t)| t.trim().to_string())
            })
            .collect();
        let returns = returns
            .trim()
            .strip_prefix("->")
            .map_or("()".to_string(), |r| r.trim().to_string());
        out.push(Function {
            name: name.trim().to_string(),
            takes,
            returns,
            body,
        });
    }
    out
}

fn split_top_level(s: &str) -> Vec<String> {
    let (mut out, mut depth, mut here) = (Vec::new(), 0i32, String::new());
    for c in s.chars() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut here));
                continue;
            }
            _ => {}
        }
        here.push(c);
    }
    if !here.trim().is_empty() {
        out.push(here);
    }
    out.into_iter().map(|s| s.trim().to_string()).collect()
}

/// The functions of `source` that reach the global `global`: directly,
/// or by calling one that does. Each with whether it names the global
/// itself.
pub fn reaching(source: &str, global: &str) -> Vec<(String, bool)> {
    let fns = functions(source);
    let mut reach: Vec<bool> =
        fns.iter().map(|f| f.body.contains(global)).collect();
    loop {
        let mut changed = false;
        for i in 0..fns.len() {
            if reach[i] {
                continue;
            }
            let calls = fns.iter().enumerate().any(|(j, g)| {
                reach[j] && fns[i].body.contains(&format!("{}(", g.name))
            });
            if calls {
                reach[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    fns.iter()
        .zip(reach)
        .filter(|&(_, r)| r)
        .map(|(f, _)| (f.name.clone(), f.body.contains(global)))
        .collect()
}

/// Part II's functions all pointing at the one board, against Part III's
/// boards in, boards out: read from the two stages' source files.
pub fn coupling_svg(
    global_state: &str,
    injected: &str,
) -> Result<String, String> {
    const GLOBAL: &str = "GAME_PITS";
    let coupled = reaching(global_state, GLOBAL);
    let free = functions(injected);
    if free
        .iter()
        .any(|f| f.body.contains(GLOBAL) || f.body.contains("static"))
    {
        return Err("an injected function reaches a global".into());
    }
    if coupled.len() < 3 || free.len() < 3 {
        return Err("too few functions found to draw".into());
    }
    let width = 760.0;
    let top_h = 230.0;
    let row_h = 30.0;
    let height =
        top_h + 50.0 + row_h * free.len() as f64 + 40.0 + 3.0 * 16.0 + 10.0;
    let mut out = open(width, height, "Coupling: Part II against Part III");
    arrow_head(&mut out, "coupling-arrow", WOOD);
    text(
        &mut out,
        20.0,
        26.0,
        "start",
        14,
        "Part II: every function reaches the one board",
    );
    let box_w = |name: &str| (name.len() + 2) as f64 * 7.3 + 14.0;
    let total: f64 = coupled.iter().map(|(n, _)| box_w(n)).sum();
    let gap = (width - 40.0 - total) / (coupled.len() as f64 - 1.0).max(1.0);
    let global = (width / 2.0, 180.0);
    let _ = writeln!(
        out,
        r##"<rect x="{:.1}" y="{:.1}" width="240" height="34" rx="6" fill="{YELLOW}" stroke="{WOOD}" stroke-width="2"/>"##,
        global.0 - 120.0,
        global.1 - 17.0
    );
    text(
        &mut out,
        global.0,
        global.1 + 5.0,
        "middle",
        13,
        "static GAME_PITS: Mutex<Board>",
    );
    let mut x = 20.0;
    for (name, direct) in &coupled {
        let w = box_w(name);
        let _ = writeln!(
            out,
            r##"<rect x="{x:.1}" y="50" width="{w:.1}" height="30" rx="6" fill="{CARD}" stroke="{WOOD}"/>"##
        );
        let _ = writeln!(
            out,
            r##"<text x="{:.1}" y="70" text-anchor="middle" font-family="monospace" font-size="12" fill="{INK}">{}</text>"##,
            x + w / 2.0,
            escape(&format!("{name}()"))
        );
        let dash = if *direct {
            ""
        } else {
            r#" stroke-dasharray="5 3""#
        };
        let _ = writeln!(
            out,
            r##"<line x1="{:.1}" y1="80" x2="{:.1}" y2="{:.1}" stroke="{WOOD}" stroke-width="1.6"{dash} marker-end="url(#coupling-arrow)"/>"##,
            x + w / 2.0,
            global.0 + (x + w / 2.0 - global.0) * 0.3,
            global.1 - 19.0
        );
        x += w + gap;
    }
    let y0 = top_h + 20.0;
    text(&mut out, 20.0, y0, "start", 14, "Part III: each function takes a board and hands one back; nothing else is shared");
    for (i, f) in free.iter().enumerate() {
        let y = y0 + 20.0 + i as f64 * row_h;
        let mid = width / 2.0 - 40.0;
        let _ = writeln!(
            out,
            r##"<text x="{:.1}" y="{:.1}" text-anchor="end" font-family="monospace" font-size="11" fill="{SOFT}">{}</text>"##,
            mid - 70.0,
            y + 16.0,
            escape(&f.takes.join(", "))
        );
        line(
            &mut out,
            (mid - 66.0, y + 12.0),
            (mid - 62.0 + 2.0, y + 12.0),
            WOOD,
            "coupling-arrow",
        );
        let _ = writeln!(
            out,
            r##"<rect x="{:.1}" y="{y:.1}" width="124" height="24" rx="6" fill="{CARD}" stroke="{WOOD}"/><text x="{mid:.1}" y="{:.1}" text-anchor="middle" font-family="monospace" font-size="12" fill="{INK}">{}</text>"##,
            mid - 62.0,
            y + 16.0,
            escape(&f.name)
        );
        line(
            &mut out,
            (mid + 62.0, y + 12.0),
            (mid + 74.0, y + 12.0),
            WOOD,
            "coupling-arrow",
        );
        let _ = writeln!(
            out,
            r##"<text x="{:.1}" y="{:.1}" font-family="monospace" font-size="11" fill="{SOFT}">{}</text>"##,
            mid + 78.0,
            y + 16.0,
            escape(&f.returns)
        );
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        "Coupling, read from the source: stage one's functions and the global they share; stage two's signatures",
        &[
            "Solid arrow: the function names GAME_PITS itself. Dashed: it reaches it by calling one that does.",
            "Yellow: the one shared board. Below, left of each function what it takes, right what it returns.",
        ],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// The rotation argument of "Capturing stones": the relay from pit 3 of
/// the opening is the relay from pit 0 turned three pits, and every start
/// ends nine pits on.
pub fn rotation_svg() -> Result<String, String> {
    const K: usize = 3;
    let relay = |start: Pit| {
        iterative::relay_sow(OPENING, start).map_err(|e| e.to_string())
    };
    let (from_0, end_0) = relay(0)?;
    let (from_k, end_k) = relay(K)?;
    let mut turned = [0; 12];
    for (pit, &stones) in from_0.iter().enumerate() {
        turned[(pit + K) % 12] = stones;
    }
    if (turned, (end_0 + K) % 12) != (from_k, end_k) {
        return Err(format!("the relay from pit {K} is not a rotation"));
    }
    let ends: Vec<Pit> = (0..12)
        .map(|s| relay(s).map(|(_, e)| e))
        .collect::<Result<_, _>>()?;
    let width = 2.0 * BOARD_W as f64 + 60.0;
    let height = 30.0 + BOARD_H as f64 + 120.0 + 2.0 * 16.0 + 20.0;
    let mut out = open(
        width,
        height,
        "Every opening move is the move from pit 0, turned",
    );
    arrow_head(&mut out, "rotation-arrow", WOOD);
    for (i, (board, start, end)) in [(from_0, 0, end_0), (from_k, K, end_k)]
        .into_iter()
        .enumerate()
    {
        let x = 10.0 + i as f64 * (BOARD_W as f64 + 40.0);
        text(
            &mut out,
            x + BOARD_W as f64 / 2.0,
            22.0,
            "middle",
            13,
            &format!("The relay from pit {start}: it ends in pit {end}"),
        );
        let _ = writeln!(out, r##"<g transform="translate({x:.0},30)">"##);
        board_body(
            &mut out,
            &board,
            &Picture {
                highlight: &[end],
                skipped: &[start],
                show_indices: true,
                show_stones: true,
                ..Picture::default()
            },
        );
        out.push_str("</g>\n");
    }
    let mid = 10.0 + BOARD_W as f64 + 20.0;
    line(
        &mut out,
        (mid - 16.0, 130.0),
        (mid + 16.0, 130.0),
        WOOD,
        "rotation-arrow",
    );
    text(&mut out, mid, 118.0, "middle", 12, &format!("turn {K}"));
    let y = 30.0 + BOARD_H as f64 + 20.0;
    text(
        &mut out,
        20.0,
        y,
        "start",
        13,
        "Every start pit of the opening, and where its relay ends:",
    );
    let cell = (width - 140.0) / 12.0;
    for (row, label) in [(0, "start"), (1, "ends in")] {
        let yy = y + 14.0 + row as f64 * 30.0;
        text(&mut out, 20.0, yy + 19.0, "start", 12, label);
        for (s, &end) in ends.iter().enumerate() {
            let x = 100.0 + s as f64 * cell;
            let value = if row == 0 { s } else { end };
            let fill = if s == K { YELLOW } else { CARD };
            let _ = writeln!(
                out,
                r##"<rect x="{x:.1}" y="{yy:.1}" width="{:.1}" height="28" fill="{fill}" stroke="{WOOD}"/>"##,
                cell - 2.0
            );
            text(
                &mut out,
                x + cell / 2.0 - 1.0,
                yy + 19.0,
                "middle",
                13,
                &value.to_string(),
            );
        }
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        &format!(
            "The opening looks the same from every pit: the relay from pit k ends in pit ({end_0} + k) % 12"
        ),
        &[
            "Yellow: on each board, where the relay ended; red slash: the start pit, which every lap skips.",
            &format!("In the table, yellow marks pit {K}, the first start whose relay ends on player 0's own row."),
        ],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// What each change to the engine bought: `perft 8` in seconds, one bar a
/// change, from the recorded history.
pub fn history_svg(rows: &[EngineRow]) -> Result<String, String> {
    const LABEL_W: f64 = 20.0;
    const PLOT_W: f64 = 560.0;
    const BAR_H: f64 = 18.0;
    let slowest = rows.iter().map(|row| row.seconds).fold(0.0, f64::max);
    if rows.is_empty() || slowest <= 0.0 {
        return Err("no engine history".into());
    }
    let width = LABEL_W + PLOT_W + 120.0;
    let height = 40.0 + rows.len() as f64 * 46.0 + 40.0 + 16.0;
    let mut out =
        open(width, height, "perft 8 after each change to the engine");
    let mut y = 34.0;
    for (i, row) in rows.iter().enumerate() {
        let (change, seconds) = (&row.change, row.seconds);
        text(
            &mut out,
            LABEL_W,
            y,
            "start",
            12,
            &format!("{}. {change}", i + 1),
        );
        let w = (seconds / slowest * PLOT_W).max(2.0);
        let _ = writeln!(
            out,
            r##"<rect x="{LABEL_W}" y="{:.1}" width="{w:.1}" height="{BAR_H}" fill="#b5523b"/>"##,
            y + 6.0
        );
        let ratio = if i == 0 {
            String::new()
        } else {
            format!(" ({:.0}× faster than the first)", slowest / seconds)
        };
        text(
            &mut out,
            LABEL_W + w + 6.0,
            y + 20.0,
            "start",
            12,
            &format!("{seconds:.2} s{ratio}"),
        );
        y += 46.0;
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        "perft 8 with each version of the engine, in seconds (release build, each timed in turn in one run)",
        &["One bar a change, in the order they were made; shorter is faster."],
    );
    out.push_str("</svg>\n");
    Ok(out)
}

/// How the opponent fares: one bar a matchup, the share of the points the
/// first player took over both seats, against the even line at 50%.
pub fn ladder_svg(matchups: &[Matchup]) -> Result<String, String> {
    const LABEL_W: f64 = 190.0;
    const PLOT_W: f64 = 400.0;
    const ROW_H: f64 = 34.0;
    if matchups.is_empty() {
        return Err("no matches recorded".into());
    }
    let width = LABEL_W + PLOT_W + 40.0;
    let height = 40.0 + matchups.len() as f64 * ROW_H + 30.0 + 40.0;
    let mut out = open(width, height, "The opponent's share of the points");
    let x = |share: f64| LABEL_W + share * PLOT_W;
    let bottom = 30.0 + matchups.len() as f64 * ROW_H;
    for (share, label) in [(0.0, "0%"), (0.5, "50%"), (1.0, "100%")] {
        let _ = writeln!(
            out,
            r##"<line x1="{0:.1}" y1="24" x2="{0:.1}" y2="{bottom:.1}" stroke="{SOFT}" stroke-dasharray="4 3"/>"##,
            x(share)
        );
        text(&mut out, x(share), bottom + 16.0, "middle", 12, label);
    }
    let mut y = 30.0;
    for m in matchups {
        let [a, b] = &m.players;
        text(
            &mut out,
            LABEL_W - 8.0,
            y + 18.0,
            "end",
            12,
            &format!("{a} vs {b}"),
        );
        let share = m.points();
        let _ = writeln!(
            out,
            r##"<rect x="{LABEL_W}" y="{:.1}" width="{:.1}" height="22" fill="{GREEN}"/>"##,
            y + 2.0,
            (share * PLOT_W).max(2.0)
        );
        let [won, lost, tied] = m.results;
        let label =
            format!("{:.0}%  ({won}–{lost}, {tied} tied)", share * 100.0);
        let (lx, anchor, fill) = match share > 0.55 {
            true => (x(share) - 6.0, "end", "#ffffff"),
            false => (x(share) + 6.0, "start", INK),
        };
        let _ = writeln!(
            out,
            r##"<text x="{lx:.1}" y="{:.1}" text-anchor="{anchor}" font-size="12" fill="{fill}">{}</text>"##,
            y + 18.0,
            escape(&label)
        );
        y += ROW_H;
    }
    caption_and_legend(
        &mut out,
        width,
        height,
        "Share of the points for the player named first (a tie is half a point)",
        &["Each matchup is played from both seats; search thinks 200 ms a move."],
    );
    out.push_str("</svg>\n");
    Ok(out)
}
