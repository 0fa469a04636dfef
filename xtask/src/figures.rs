//! The book's diagrams beyond single boards and call trees: the opening
//! relay lap by lap, an endless relay as a cycle, the stack of Part V's
//! counts and the shapes of two counts, a slice against cons cells,
//! coupling, the rotation argument, the packed board, the engine's history
//! and the opponent's ladder. Each is computed from the crate (its stages,
//! its engine, its own source text, or recorded measurements) and drawn
//! here.

use anyhow::{anyhow, Context, Result};
use std::collections::BTreeSet;
use std::f64::consts::{PI, TAU};

use syn::spanned::Spanned;
use syn::visit::{self, Visit};

use ayoayo::board::{Board, Pit, Player, OPENING, PITS};
use ayoayo::engine::{trace, Ending, Lap, MAX_TRACED_LAPS};
use ayoayo::lessons::endless::SEVEN;
use ayoayo::stages::{iterative, recursive};

use crate::engine_history::EngineRow;
use crate::stack::{Stack, ROW, VERSIONS};
use crate::strength::Matchup;
use crate::svg::{wrap, Bar, Chart, Picture, Svg, BOARD_H, BOARD_W, HIGHLIGHT};

const WOOD: &str = "#7a4a21";
const CARD: &str = "#f6e7cf";
const GREEN: &str = "#2f7d32";
/// The style of a box: a card edged in wood.
const BOX: &str = r##"fill="#f6e7cf" stroke="#7a4a21""##;
/// The style of a white box edged in wood.
const WHITE: &str = r##"fill="#fff" stroke="#7a4a21""##;
/// The style of a rounded box.
const ROUND: &str = r##"rx="6" fill="#f6e7cf" stroke="#7a4a21""##;
/// The style of a function's name.
const CODE: &str = r##"text-anchor="middle" font-family="monospace" font-size="12" fill="#222""##;
/// The style of the types a function takes, before it.
const TAKES: &str = r##"text-anchor="end" font-family="monospace" font-size="11" fill="#333""##;
/// The style of the type a function returns, after it.
const RETURNS: &str = r##"font-family="monospace" font-size="11" fill="#333""##;

/// A board with the pits `marks` highlighted, skipped and ringed.
fn marked([highlight, skipped, ringed]: [&[Pit]; 3]) -> Picture<'_> {
    Picture {
        highlight,
        skipped,
        ringed,
        ..Picture::default()
    }
}

/// The opening relay from pit 0, one panel per lap.
pub fn relay_laps_svg() -> Result<String> {
    let laps = trace(&OPENING, 0, MAX_TRACED_LAPS)?.recorded_laps();
    let relayed = iterative::relay_sow(OPENING, 0)?;
    let last = laps.last().context("no laps")?;
    if (last.board, last.to) != relayed {
        return Err(anyhow!("the laps do not add up to the relay"));
    }
    // Two panels a row, each a heading of two lines over a board drawn
    // at four fifths of its size, so that the picture fits the column.
    const SCALE: f64 = 0.78;
    let (w, board_h) = (BOARD_W as f64 * SCALE, BOARD_H as f64 * SCALE);
    let panel_h = 2.0 * 16.0 + board_h + 12.0;
    let height = laps.len().div_ceil(2) as f64 * panel_h + 20.0 + 3.0 * 16.0 + 20.0;
    let width = 2.0 * w + 26.0;
    let title = "The relay from pit 0 of the opening, lap by lap";
    let mut s = Svg::new(width, height, title);
    for (i, lap) in laps.iter().enumerate() {
        let x = 10.0 + (i % 2) as f64 * (w + 6.0);
        let y = 10.0 + (i / 2) as f64 * panel_h;
        let goes_on = match lap.board[lap.to] {
            n if n > 1 => format!("{n} stones there now, so the hand goes on."),
            _ => "It was empty, so the relay ends.".to_string(),
        };
        let (n, stones, from, to) = (i + 1, lap.stones, lap.from, lap.to);
        let heading = format!("Lap {n}: {stones} stones from pit {from}, the last into pit {to}.");
        s.mid(x + w / 2.0, y + 14.0, 13, &heading);
        s.mid(x + w / 2.0, y + 30.0, 13, &goes_on);
        s.small_board(
            x,
            y + 2.0 * 16.0,
            SCALE,
            &lap.board,
            &marked([&[to], &[0], &[from]]),
        );
    }
    let (n, end) = (laps.len(), last.to);
    let caption = format!("Relay sowing from pit 0 of the opening: {n} laps, ending in pit {end}");
    Ok(s.finish(
        &caption,
        &[
            "Blue ring: the pit this lap's stones were scooped from (its count is after the lap).",
            "Yellow: where the lap's last stone fell. Red slash: pit 0, the start, which every lap skips.",
        ],
    ))
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
pub fn cycle(board: Board, start: Pit) -> Result<Cycle> {
    let moved = trace(&board, start, MAX_TRACED_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        return Err(anyhow!("this relay ends"));
    };
    let back = (from + length) as usize;
    let laps = moved.recorded_laps();
    if laps.len() < back {
        return Err(anyhow!("the cycle is too long to draw"));
    }
    // The stage's first saved state, lap 1's, catches a cycle through it;
    // the picture draws no other kind.
    if from != 1 {
        return Err(anyhow!("the picture draws only cycles through lap 1"));
    }
    Ok(Cycle {
        ends: laps[..back - 1].iter().map(|lap| lap.to).collect(),
        entry: from as usize,
        checkpoints: (1..).map(|k| 1 << k).take_while(|&l| l < back).collect(),
        caught: (back, 1),
    })
}

/// The seven-stone board's endless relay from pit 0, as a cycle.
pub fn cycle_svg() -> Result<String> {
    const R: f64 = 150.0;
    const NODE: f64 = 19.0;
    const STEP: f64 = 92.0;
    let walk = cycle(SEVEN, 0)?;
    let (entry, last) = (walk.entry, walk.ends.len());
    let loop_laps = last + 1 - entry;
    let left = 60.0 + STEP * entry as f64;
    let (cx, cy) = (left + R, 60.0 + R);
    let height = cy + R + 60.0 + 5.0 * 16.0 + 20.0;
    let title = "The seven-stone board's relay from pit 0: a tail and a loop";
    let mut s = Svg::new(cx + R + 80.0, height, title);
    s.arrow_head("cycle-arrow");
    // Where each lap's state sits (lap 0: the start): the tail on a line
    // into the loop, the loop round the circle, clockwise from its left.
    let place = |lap: usize| -> (f64, f64) {
        if lap < entry {
            (left - STEP * (entry - lap) as f64, cy)
        } else {
            let angle = PI + (lap - entry) as f64 / loop_laps as f64 * TAU;
            (cx + R * angle.cos(), cy - R * angle.sin())
        }
    };
    // The stretch from one state to another, between their circles.
    let towards = |from: (f64, f64), to: (f64, f64)| {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let d = (dx * dx + dy * dy).sqrt().max(1.0);
        (
            (from.0 + dx / d * NODE, from.1 + dy / d * NODE),
            (to.0 - dx / d * (NODE + 3.0), to.1 - dy / d * (NODE + 3.0)),
        )
    };
    for lap in 0..last {
        let (a, b) = towards(place(lap), place(lap + 1));
        s.arrow(a, b, false);
    }
    // The step that comes back, dashed: lap `last + 1` is a state seen
    // before.
    let (a, b) = towards(place(last), place(entry));
    s.arrow(a, b, true);
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let back = format!("lap {} = lap {entry}", last + 1);
    s.label(mx + 10.0, my + 4.0, "start", 12, &back);
    for lap in 0..=last {
        let (x, y) = place(lap);
        let (fill, class) = match lap == walk.caught.1 {
            true => (HIGHLIGHT, r#" class="highlight""#),
            false => (CARD, ""),
        };
        let node = format!(r#"fill="{fill}" stroke="{WOOD}" stroke-width="2"{class}"#);
        s.circle(x, y, NODE, &node);
        // The states relay_sow saves: after lap 1, and Brent's tortoise.
        if lap == 1 || walk.checkpoints.contains(&lap) {
            let (corner, side) = (NODE + 5.0, 2.0 * NODE + 10.0);
            let square = format!(r#"fill="none" stroke="{GREEN}" stroke-width="3""#);
            s.rect(x - corner, y - corner, side, side, &square);
        }
        match lap {
            0 => s.mid(x, y + 4.0, 11, "start"),
            _ => s.mid(x, y + 4.0, 13, &lap.to_string()),
        }
        // The pit the lap ended in (the start: the pit sown), outside the circle
        // and clear of the checkpoints' squares; the entry's below left,
        // clear of the arrow that comes back to it.
        let (ox, oy) = if lap < entry {
            (x, y + NODE + 16.0)
        } else if lap == entry {
            (x - NODE - 10.0, y + NODE + 14.0)
        } else {
            let (dx, dy) = (x - cx, y - cy);
            let d = (dx * dx + dy * dy).sqrt().max(1.0);
            (x + dx / d * (NODE + 26.0), y + dy / d * (NODE + 26.0) + 4.0)
        };
        let beside = match lap.checked_sub(1) {
            Some(l) => format!("pit {}", walk.ends[l]),
            None => "from pit 0".to_string(),
        };
        s.mid(ox, oy, 11, &beside);
    }
    let saved: Vec<String> = walk.checkpoints.iter().map(usize::to_string).collect();
    let (saved, caught) = (saved.join(", "), walk.caught.0);
    let caption = format!("The seven-stone board from pit 0: lap {} returns to lap {entry}, a loop of {loop_laps} laps", last + 1);
    Ok(s.finish(
        &caption,
        &[
            "Each circle: the state after a lap. Beside it, the pit that lap ended in.",
            &format!("Green square: a state relay_sow saves, after lap 1 and laps {saved}."),
            &format!("Yellow: the saved state lap {caught} returns to, where relay_sow stops: it never ends."),
        ],
    ))
}

/// Part V's three counts on a row of six pits: the stack each grows below
/// its first call, to scale, from the recording of `cargo xtask measure`.
pub fn stack_svg(stack: &Stack) -> Result<String> {
    const COL_W: f64 = 200.0;
    const SCALE: f64 = 0.5;
    const FIRST_H: f64 = 30.0;
    const TOP: f64 = 60.0;
    let mut columns = Vec::new();
    for (key, label) in VERSIONS {
        let per_call = stack.number(&format!("bytes-per-call/{key}"))?;
        let growth = stack.number(&format!("growth-over-a-row/{key}"))?;
        if per_call > 0 && growth % per_call != 0 {
            return Err(anyhow!("{key}: {growth} bytes is not whole calls"));
        }
        columns.push((label, per_call, growth));
    }
    let deepest = columns.iter().map(|c| c.2).max().unwrap_or(0) as f64 * SCALE;
    let height = TOP + FIRST_H + deepest + 60.0 + 3.0 * 16.0 + 20.0;
    let title = "The stack of three counts of a row of six pits, measured";
    let mut s = Svg::new(COL_W * columns.len() as f64 + 40.0, height, title);
    for (i, &(label, per_call, growth)) in columns.iter().enumerate() {
        let (x, w) = (20.0 + i as f64 * COL_W + 20.0, COL_W - 40.0);
        let cx = x + w / 2.0;
        s.mid(cx, TOP - 28.0, 14, label);
        s.mid(cx, TOP - 10.0, 12, &format!("{per_call} bytes a pit"));
        s.rect(x, TOP, w, FIRST_H, r##"fill="#ddd" stroke="#7a4a21""##);
        s.mid(cx, TOP + 19.0, 12, &format!("first call: {ROW} pits"));
        let h = per_call as f64 * SCALE;
        let calls = growth.checked_div(per_call).unwrap_or(0);
        for call in 0..calls {
            let y = TOP + FIRST_H + call as f64 * h;
            s.rect(x, y, w, h, BOX);
            let left = match ROW as u64 - 1 - call {
                1 => "1 pit left".to_string(),
                left => format!("{left} pits left"),
            };
            s.mid(cx, y + h / 2.0 + 4.0, 11, &left);
        }
        let note = match calls {
            0 => "no more: the same frame".to_string(),
            _ => format!("{calls} more calls: {growth} bytes"),
        };
        s.mid(cx, TOP + FIRST_H + growth as f64 * SCALE + 20.0, 12, &note);
    }
    let caption =
        format!("Counting the {ROW} pits of a row: the stack below the first call, as measured");
    Ok(s.finish(
        &caption,
        &[
            "Grey: the first call's frame (not to scale). Each box under it: one more call's frame, drawn to scale.",
            "Built without optimisation, as skeptic builds the listings; the stack grows downwards.",
            "No tail call is reused: accumulator passing grows the stack call by call, as plain recursion does.",
        ],
    ))
}

/// A slice and its rest, against a chain of cons cells holding the same
/// moves.
pub fn slice_svg() -> Result<String> {
    const CELL: f64 = 56.0;
    let moves: Vec<Pit> = recursive::potential_moves(Player::Zero).to_vec();
    let [_, rest @ ..] = moves.as_slice() else {
        return Err(anyhow!("no moves"));
    };
    let size = std::mem::size_of::<Pit>();
    let offset = (rest.as_ptr() as usize - moves.as_ptr() as usize) / size;
    let width = 40.0 + CELL * moves.len() as f64 * 1.9 + 40.0;
    let title = "A slice and its rest, against cons cells";
    let mut s = Svg::new(width, 430.0 + 3.0 * 16.0, title);
    s.arrow_head("slice-arrow");
    let heading = "A Rust slice: a pointer and a length into one block of memory";
    s.label(20.0, 26.0, "start", 14, heading);
    let (ax, ay) = (200.0, 100.0);
    for (i, pit) in moves.iter().enumerate() {
        let x = ax + i as f64 * CELL;
        s.rect(x, ay, CELL, 34.0, BOX);
        s.mid(x + CELL / 2.0, ay + 22.0, 14, &pit.to_string());
    }
    // `moves` above the memory, `rest` below it, each pointing into it.
    let views = [
        ("moves", 0, moves.len(), -58.0),
        ("rest", offset, rest.len(), 64.0),
    ];
    for (name, start, len, dy) in views {
        let y = ay + dy;
        s.label(20.0, y + 20.0, "start", 13, name);
        s.rect(70.0, y, 50.0, 30.0, WHITE);
        s.rect(120.0, y, 60.0, 30.0, WHITE);
        s.mid(95.0, y + 20.0, 12, "ptr");
        s.mid(150.0, y + 20.0, 12, &format!("len {len}"));
        let target_x = ax + start as f64 * CELL + CELL / 2.0;
        let (y1, y2) = if start == 0 {
            (y + 30.0, ay - 2.0)
        } else {
            (y, ay + 36.0)
        };
        let ym = (y1 + y2) / 2.0;
        s.put(format_args!(
            r#"<path d="M 95.0 {y1:.1} L 95.0 {ym:.1} L {target_x:.1} {y2:.1}" fill="none" stroke="{WOOD}" stroke-width="1.6" marker-end="url(#slice-arrow)"/>"#
        ));
    }
    let cy = 280.0;
    let heading = "A Lisp list: a chain of cons cells, each car an element, each cdr the rest";
    s.label(20.0, cy - 30.0, "start", 14, heading);
    let step = CELL * 1.9;
    for (i, pit) in moves.iter().enumerate() {
        let x = 40.0 + i as f64 * step;
        s.rect(x, cy, CELL, 34.0, BOX);
        s.rect(x + CELL, cy, 34.0, 34.0, WHITE);
        s.mid(x + CELL / 2.0, cy + 22.0, 14, &pit.to_string());
        let from = (x + CELL + 17.0, cy + 17.0);
        if i + 1 < moves.len() {
            s.arrow(from, (x + step - 2.0, cy + 17.0), false);
        } else {
            s.mid(from.0, from.1 + 4.0, 11, "nil");
        }
    }
    for (name, at) in [("moves", 0), ("rest", offset)] {
        let x = 40.0 + at as f64 * step + CELL / 2.0;
        s.mid(x, cy + 80.0, 13, name);
        s.arrow((x, cy + 66.0), (x, cy + 36.0), false);
    }
    let len = rest.len();
    let caption = format!("The rest of player 0's moves: a slice {offset} element on and {len} long, or the next cell");
    Ok(s.finish(
        &caption,
        &[
            "Either way the rest costs nothing: no element is copied.",
            "The slice's elements sit side by side in memory; the cells of a list can be anywhere.",
        ],
    ))
}

/// A public function of a source file, read by syn: its name, its
/// parameters' and return types as written, and every name its body uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// The types of its parameters, in order.
    pub takes: Vec<String>,
    /// What it returns (`()` if nothing).
    pub returns: String,
    /// The names in its body (macros' arguments included), and `static`
    /// if it declares one.
    pub uses: BTreeSet<String>,
}

/// The names a body uses.
#[derive(Default)]
struct Names(BTreeSet<String>);

impl<'ast> Visit<'ast> for Names {
    fn visit_ident(&mut self, ident: &'ast syn::Ident) {
        self.0.insert(ident.to_string());
    }
    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        self.0.insert("static".into());
        visit::visit_item_static(self, item);
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        crate::visit_macro_body(self, mac);
        visit::visit_macro(self, mac);
    }
}

/// The top-level `pub fn`s of a source text.
pub fn functions(source: &str) -> Result<Vec<Function>> {
    let file = syn::parse_file(source)?;
    // A type as the source writes it, on one line.
    let written = |ty: &syn::Type| {
        let text = &source[ty.span().byte_range()];
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let public = file.items.iter().filter_map(|item| match item {
        syn::Item::Fn(f) if matches!(f.vis, syn::Visibility::Public(_)) => Some(f),
        _ => None,
    });
    Ok(public
        .map(|f| {
            let mut names = Names::default();
            names.visit_block(&f.block);
            Function {
                name: f.sig.ident.to_string(),
                takes: (f.sig.inputs.iter())
                    .filter_map(|arg| match arg {
                        syn::FnArg::Typed(t) => Some(written(&t.ty)),
                        syn::FnArg::Receiver(_) => None,
                    })
                    .collect(),
                returns: match &f.sig.output {
                    syn::ReturnType::Default => "()".into(),
                    syn::ReturnType::Type(_, ty) => written(ty),
                },
                uses: names.0,
            }
        })
        .collect())
}

/// The functions of `source` that reach the global `global`: directly,
/// or by calling one that does. Each with whether it names the global
/// itself.
pub fn reaching(source: &str, global: &str) -> Result<Vec<(String, bool)>> {
    let fns = functions(source)?;
    let mut reach: Vec<bool> = fns.iter().map(|f| f.uses.contains(global)).collect();
    // Until no function is found calling one that reaches it.
    while let Some(i) = (0..fns.len()).find(|&i| {
        !reach[i] && (fns.iter().zip(&reach)).any(|(g, &r)| r && fns[i].uses.contains(&g.name))
    }) {
        reach[i] = true;
    }
    Ok(fns
        .iter()
        .zip(reach)
        .filter(|&(_, r)| r)
        .map(|(f, _)| (f.name.clone(), f.uses.contains(global)))
        .collect())
}

/// Part II's functions all pointing at the one board, against Part III's
/// boards in, boards out: read from the two stages' source files.
pub fn coupling_svg(global_state: &str, injected: &str) -> Result<String> {
    const GLOBAL: &str = "GAME_PITS";
    let coupled = reaching(global_state, GLOBAL)?;
    let free = functions(injected)?;
    if free
        .iter()
        .any(|f| f.uses.contains(GLOBAL) || f.uses.contains("static"))
    {
        return Err(anyhow!("an injected function reaches a global"));
    }
    if coupled.len() < 3 || free.len() < 3 {
        return Err(anyhow!("too few functions found to draw"));
    }
    let (width, top_h, row_h) = (740.0, 230.0, 30.0);
    let height = top_h + 50.0 + row_h * free.len() as f64 + 40.0 + 3.0 * 16.0 + 10.0;
    let mut s = Svg::new(width, height, "Coupling: Part II against Part III");
    s.arrow_head("coupling-arrow");
    let heading = "Part II: every function reaches the one board";
    s.label(20.0, 26.0, "start", 14, heading);
    let box_w = |name: &str| (name.len() + 2) as f64 * 7.3 + 14.0;
    let total: f64 = coupled.iter().map(|(n, _)| box_w(n)).sum();
    let gap = (width - 40.0 - total) / (coupled.len() as f64 - 1.0).max(1.0);
    let global = (width / 2.0, 180.0);
    let shared =
        format!(r#"rx="6" fill="{HIGHLIGHT}" stroke="{WOOD}" stroke-width="2" class="highlight""#);
    s.rect(global.0 - 120.0, global.1 - 17.0, 240.0, 34.0, &shared);
    let board = "static GAME_PITS: Mutex<Board>";
    s.mid(global.0, global.1 + 5.0, 13, board);
    let mut x = 20.0;
    for (name, direct) in &coupled {
        let w = box_w(name);
        let mid = x + w / 2.0;
        s.rect(x, 50.0, w, 30.0, ROUND);
        s.text(mid, 70.0, CODE, &format!("{name}()"));
        let to = (global.0 + (mid - global.0) * 0.3, global.1 - 19.0);
        s.arrow((mid, 80.0), to, !direct);
        x += w + gap;
    }
    let y0 = top_h + 20.0;
    let heading = "Part III: each function takes a board and hands one back; no board is shared";
    s.label(20.0, y0, "start", 14, heading);
    let mid = width / 2.0 - 40.0;
    for (i, f) in free.iter().enumerate() {
        let y = y0 + 20.0 + i as f64 * row_h;
        // Each arrow is long enough that its head stands clear of both
        // the types and the box.
        s.text(mid - 92.0, y + 16.0, TAKES, &f.takes.join(", "));
        s.arrow((mid - 86.0, y + 12.0), (mid - 64.0, y + 12.0), false);
        s.rect(mid - 62.0, y, 124.0, 24.0, ROUND);
        s.text(mid, y + 16.0, CODE, &f.name);
        s.arrow((mid + 62.0, y + 12.0), (mid + 84.0, y + 12.0), false);
        s.text(mid + 90.0, y + 16.0, RETURNS, &f.returns);
    }
    Ok(s.finish(
        "Coupling, read from the source: stage one's functions and the global they share; stage two's signatures",
        &[
            "Solid arrow: the function names GAME_PITS itself. Dashed: it reaches it by calling one that does.",
            "Yellow: the one shared board. Below, left of each function what it takes, right what it returns.",
        ],
    ))
}

/// The rotation argument of "Capturing stones": the relay from pit 3 of
/// the opening is the relay from pit 0 turned three pits, and every start
/// ends nine pits on.
pub fn rotation_svg() -> Result<String> {
    const K: usize = 3;
    let relay = |start: Pit| iterative::relay_sow(OPENING, start);
    let (from_0, end_0) = relay(0)?;
    let (from_k, end_k) = relay(K)?;
    let mut turned = [0; 12];
    for (pit, &stones) in from_0.iter().enumerate() {
        turned[(pit + K) % 12] = stones;
    }
    if (turned, (end_0 + K) % 12) != (from_k, end_k) {
        return Err(anyhow!("the relay from pit {K} is not a rotation"));
    }
    let ends: Vec<Pit> = (0..12)
        .map(|s| relay(s).map(|(_, e)| e))
        .collect::<Result<_, _>>()?;
    // The two boards one above the other, so that the picture fits the
    // book's column, with the turn between them.
    let (w, h) = (BOARD_W as f64, BOARD_H as f64);
    let width = 730.0;
    let panel = 30.0 + h + 30.0;
    let title = "Every opening move is the move from pit 0, turned";
    let mut s = Svg::new(width, 2.0 * panel + 120.0 + 2.0 * 16.0 + 20.0, title);
    s.arrow_head("rotation-arrow");
    let x = (width - w) / 2.0;
    for (i, (board, start, end)) in [(from_0, 0, end_0), (from_k, K, end_k)]
        .into_iter()
        .enumerate()
    {
        let y = i as f64 * panel;
        let heading = format!("The relay from pit {start}: it ends in pit {end}");
        s.mid(width / 2.0, y + 22.0, 13, &heading);
        s.board(x, y + 30.0, &board, &marked([&[end], &[start], &[]]));
    }
    let (arrow_x, arrow_y) = (x + w + 30.0, 30.0 + h / 2.0);
    s.arrow((arrow_x, arrow_y), (arrow_x, arrow_y + panel), false);
    let turn = format!("turned {K} pits");
    s.label(
        arrow_x + 8.0,
        arrow_y + panel / 2.0 + 4.0,
        "start",
        13,
        &turn,
    );
    let h = 2.0 * panel - 30.0 - 20.0;
    let y = 30.0 + h + 20.0;
    let heading = "Every start pit of the opening, and where its relay ends:";
    s.label(20.0, y, "start", 13, heading);
    let cell = (width - 140.0) / 12.0;
    for (row, label) in ["start", "ends in"].into_iter().enumerate() {
        let y = y + 14.0 + row as f64 * 30.0;
        s.label(20.0, y + 19.0, "start", 12, label);
        for (start, &end) in ends.iter().enumerate() {
            let x = 100.0 + start as f64 * cell;
            let (fill, class) = match start == K {
                true => (HIGHLIGHT, r#" class="highlight""#),
                false => (CARD, ""),
            };
            let style = format!(r#"fill="{fill}" stroke="{WOOD}"{class}"#);
            s.rect(x, y, cell - 2.0, 28.0, &style);
            let value = [start, end][row];
            s.mid(x + cell / 2.0 - 1.0, y + 19.0, 13, &value.to_string());
        }
    }
    let caption = format!("The opening looks the same from every pit: the relay from pit k ends in pit ({end_0} + k) % 12");
    Ok(s.finish(
        &caption,
        &[
            "Yellow: on each board, where the relay ended; red slash: the start pit, which every lap skips.",
            &format!("In the table, yellow marks pit {K}, the first start whose relay ends on player 0's own row."),
        ],
    ))
}

/// A relay after its first lap as the engine packs it (`Packed`, in
/// `src/engine/packed.rs`): the board turned so that the start pit is lane
/// 0, and a byte a lane in two 64-bit words, lanes 0 to 7 in `lo` and 8 to
/// 11 in `hi`, lane 0's byte holding `8 × lane` for the lane to scoop next.
/// The engine keeps the words private, so they are worked out here from
/// its trace, and [`packed_after_first_lap`] checks them against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packing {
    /// The pit played, lane 0.
    pub start: Pit,
    /// The board after the first lap.
    pub board: Board,
    /// Where the first lap's last stone fell: the pit the next lap scoops.
    pub end: Pit,
    /// Lanes 0 to 7, a byte each, lane 0 in the lowest.
    pub lo: u64,
    /// Lanes 8 to 11 in its four lowest bytes; the others unused.
    pub hi: u64,
}

/// The lane that `pit` becomes when the board is turned until `start` is
/// lane 0.
pub fn lane_of(pit: Pit, start: Pit) -> usize {
    (pit + PITS - start) % PITS
}

/// The pit that `lane` stands for (the engine's `pit_of`).
pub fn pit_of(lane: usize, start: Pit) -> Pit {
    (lane + start) % PITS
}

impl Packing {
    /// The byte of `lane`.
    pub fn byte(&self, lane: usize) -> u8 {
        let word = if lane < 8 { self.lo } else { self.hi };
        (word >> (8 * (lane % 8))) as u8
    }
}

/// The two words of `board` turned so that `start` is lane 0, with lane
/// 0's byte holding `8 × next`.
fn pack(board: &Board, start: Pit, next: usize) -> (u64, u64) {
    let mut words = (0u64, 0u64);
    for (pit, &stones) in board.iter().enumerate() {
        let lane = lane_of(pit, start);
        let byte = match lane {
            0 => 8 * next as u64,
            _ => u64::from(stones),
        };
        match lane < 8 {
            true => words.0 |= byte << (8 * lane),
            false => words.1 |= byte << (8 * (lane - 8)),
        }
    }
    words
}

/// The relay from `start` after its first lap, packed as the engine packs
/// it. The words are checked against the engine's trace: read as the
/// engine's `Packed::lap` reads them (lane 0's byte is the shift to the
/// lane to scoop, in `lo` below 64 and in `hi` above), each lap's words
/// name the pit and the stones of the trace's next lap, and the last
/// lap's name a pit holding one stone, where the relay stopped.
pub fn packed_after_first_lap(board: &Board, start: Pit) -> Result<Packing> {
    let moved = trace(board, start, MAX_TRACED_LAPS)?;
    if moved.ending.end().is_none() || moved.laps > MAX_TRACED_LAPS {
        return Err(anyhow!("the picture draws only a relay that stops"));
    }
    let laps = moved.recorded_laps();
    let first = *laps.first().context("no laps")?;
    if first.from != start || first.board[start] != 0 {
        return Err(anyhow!("the first lap does not leave the start empty"));
    }
    let words = |lap: &Lap| pack(&lap.board, start, lane_of(lap.to, start));
    for (lap, next) in laps.iter().zip(laps.iter().skip(1).map(Some).chain([None])) {
        let (lo, hi) = words(lap);
        let shift = lo & 0xff;
        let word = if shift < 64 { lo } else { hi };
        let stones = (word >> (shift & 63)) & 0xff;
        let named = pit_of(shift as usize / 8, start);
        let agrees = match next {
            Some(next) => (named, stones) == (next.from, u64::from(next.stones)),
            None => (named, stones) == (lap.to, 1),
        };
        if !agrees || hi >> 32 != 0 {
            return Err(anyhow!("the packed words disagree with the trace"));
        }
    }
    let (lo, hi) = words(&first);
    Ok(Packing {
        start,
        board: first.board,
        end: first.to,
        lo,
        hi,
    })
}

/// The relay the packed board's picture draws: from pit 3 of the opening.
const PACKED_START: Pit = 3;

/// The engine appendix's walk through the second lap of the relay
/// [`packed_svg`] draws, as the engine's `Packed::lap` takes it. `KEY` is
/// `byte` (lane 0's byte after the first lap), `lane` and `pit` (where the
/// second lap scoops), `stones` (how many), `entry` (the tables' index),
/// `first-sown` and `end-lane` (the lanes the lap sows), `end-byte` (lane 0's
/// byte after it) and `word` (`lo` or `hi`, the word it points into, as
/// code).
pub fn packed_walk(key: &str) -> Result<String> {
    use ayoayo::engine::internals::Packed;
    let p = packed_after_first_lap(&OPENING, PACKED_START)?;
    let byte = u64::from(p.byte(0));
    let lane = byte as usize / 8;
    let stones = u64::from(p.byte(lane));
    // The engine's own lap, which must scoop what the picture shows.
    let mut engine = Packed::new(&OPENING, PACKED_START);
    engine.first_lap();
    if engine.end_lane() != lane || engine.lap() != stones {
        return Err(anyhow!("the engine's second lap is not the picture's"));
    }
    let end_lane = engine.end_lane();
    // Below the end of the row the lap sows one lane each, skipping none.
    if end_lane != lane + stones as usize {
        return Err(anyhow!("the second lap wraps round: say so in the chapter"));
    }
    let end_byte = 8 * end_lane as u64;
    Ok(match key {
        "byte" => byte.to_string(),
        "lane" => lane.to_string(),
        "pit" => pit_of(lane, PACKED_START).to_string(),
        "stones" => stones.to_string(),
        "entry" => (8 * byte + stones).to_string(),
        "first-sown" => (lane + 1).to_string(),
        "end-lane" => end_lane.to_string(),
        "end-byte" => end_byte.to_string(),
        "word" => if end_byte < 64 { "`lo`" } else { "`hi`" }.to_string(),
        _ => return Err(anyhow!("`packed {key}`: no such value")),
    })
}

/// The board after the first lap from pit 3 of the opening, above the two
/// words the engine packs it into, turned so that pit 3 is lane 0.
pub fn packed_svg() -> Result<String> {
    const START: Pit = PACKED_START;
    const BYTE_W: f64 = 78.0;
    const BYTE_H: f64 = 36.0;
    const LEFT: f64 = 96.0;
    let p = packed_after_first_lap(&OPENING, START)?;
    let next = lane_of(p.end, START);
    if usize::from(p.byte(0)) != 8 * next {
        return Err(anyhow!("lane 0 does not name the next lane"));
    }
    let (w, h) = (BOARD_W as f64, BOARD_H as f64);
    let width = 730.0;
    let top = 30.0 + h + 60.0;
    let row_h = 100.0;
    let height = top + 50.0 + row_h + 70.0 + 24.0 + 3.0 * 16.0 + 16.0;
    let title = format!("The board after the first lap from pit {START} of the opening, as the engine packs it into two 64-bit words");
    let mut s = Svg::new(width, height, &title);
    s.arrow_head("packed-arrow");
    let heading = format!("The board after the first lap from pit {START} of the opening");
    s.mid(width / 2.0, 22.0, 13, &heading);
    s.board(
        (width - w) / 2.0,
        30.0,
        &p.board,
        &marked([&[p.end], &[START], &[]]),
    );
    let heading = format!("Turned so that pit {START} is lane 0, packed a byte a lane, lowest byte first, into two 64-bit words");
    s.mid(width / 2.0, top - 32.0, 13, &heading);
    let y0 = top + 50.0;
    let x_of = |lane: usize| LEFT + (lane % 8) as f64 * BYTE_W;
    for (row, name) in ["lo", "hi"].into_iter().enumerate() {
        let y = y0 + row as f64 * row_h;
        let bold = r##"font-family="monospace" font-size="16" font-weight="bold" fill="#222""##;
        s.text(20.0, y + BYTE_H / 2.0 + 2.0, bold, name);
        s.label(20.0, y + BYTE_H / 2.0 + 18.0, "start", 12, "64 bits");
        for byte in 0..8 {
            let lane = 8 * row + byte;
            let x = x_of(lane) + 2.0;
            let bw = BYTE_W - 4.0;
            if lane >= PITS {
                let plain = r##"fill="#fff" stroke="#7a4a21" stroke-dasharray="4 3""##;
                s.rect(x, y, bw, BYTE_H, plain);
                let grey = r##"text-anchor="middle" font-size="12" fill="#555""##;
                s.text(x + bw / 2.0, y + 23.0, grey, "unused");
                continue;
            }
            let (fill, class) = match lane == next {
                true => (HIGHLIGHT, r#" class="highlight""#),
                false => (CARD, ""),
            };
            let style = format!(r#"fill="{fill}" stroke="{WOOD}"{class}"#);
            s.rect(x, y, bw, BYTE_H, &style);
            let count = r##"text-anchor="middle" font-size="18" font-weight="bold" fill="#222""##;
            s.text(x + bw / 2.0, y + 25.0, count, &p.byte(lane).to_string());
            s.mid(x + bw / 2.0, y + BYTE_H + 17.0, 12, &format!("lane {lane}"));
            let pit = format!("pit {}", pit_of(lane, START));
            s.mid(x + bw / 2.0, y + BYTE_H + 33.0, 13, &pit);
        }
    }
    // Lane 0's byte names the lane the next lap scoops: an arc from it to
    // that lane, over the lanes between.
    let (from, to) = (x_of(0) + BYTE_W / 2.0, x_of(next) + BYTE_W / 2.0);
    let peak = y0 - 40.0;
    s.put(format_args!(
        r#"<path d="M {from:.1} {:.1} Q {:.1} {:.1} {to:.1} {:.1}" fill="none" stroke="{WOOD}" stroke-width="1.6" marker-end="url(#packed-arrow)"/>"#,
        y0 - 2.0,
        (from + to) / 2.0,
        2.0 * peak - y0,
        y0 - 2.0,
    ));
    let (byte, end) = (p.byte(0), p.end);
    let said =
        format!("lane 0 holds {byte} = 8 × {next}: the next lap scoops lane {next}, pit {end}");
    s.label(from - 10.0, peak - 8.0, "start", 12, &said);
    let caption = format!("Pit {START}'s relay after its first lap: the board, and the two words the engine packs it into");
    Ok(s.finish(
        &caption,
        &[
            &format!("Red slash: pit {START}, the start, which every lap skips. Turned to lane 0, its byte holds no stones."),
            &format!("Yellow: pit {end}, where the first lap's last stone fell, and its byte, lane {next}, which the next lap scoops."),
            "Each box a byte: a pit's stones, under it its lane and the pit. Dashed boxes: bytes no lane uses.",
        ],
    ))
}

/// What each change to the engine bought: `perft 8` in seconds, one bar a
/// change, from the recorded history. Narrow enough for a phone (its text
/// stays 10 pixels or more at 350), and drawn in the reader's theme.
pub fn history_svg(rows: &[EngineRow]) -> Result<String> {
    let slowest = rows.iter().map(|row| row.seconds).fold(0.0, f64::max);
    if rows.is_empty() || slowest <= 0.0 {
        return Err(anyhow!("no engine history"));
    }
    let bars = rows.iter().enumerate().map(|(i, row)| {
        let change = format!("{}. {}", i + 1, row.change);
        let times = slowest / row.seconds;
        let ratio = match i {
            0 => String::new(),
            // One decimal while it matters: 2.4× is not 2×.
            _ if times < 10.0 => format!(" ({times:.1}× faster than the first)"),
            _ => format!(" ({times:.0}× faster than the first)"),
        };
        Bar {
            above: wrap(&change, 12.0, 380.0),
            left: String::new(),
            value: row.seconds / slowest,
            text: format!("{:.2} s{ratio}", row.seconds),
            style: r##"fill="#b5523b""##.into(),
        }
    });
    let chart = Chart {
        title: "perft 8 after each change to the engine",
        caption: "perft 8 with each version of the engine",
        legend: &[
            "In seconds, each the median of three rounds, every",
            "version timed in one run of a release build. One bar",
            "a change, in the order made; shorter is faster. Beside",
            "each, how many times faster than the first version.",
        ],
        width: 400.0,
        label_w: 10.0,
        grid: &[],
    };
    Ok(Svg::bar_chart(&chart, &[("", bars.collect())]))
}

/// How the opponent fares: one bar a matchup, the share of the points the
/// first player took over both seats, against the even line at 50%; each
/// matchup named above its bar, so that the chart is narrow enough for a
/// phone.
pub fn ladder_svg(matchups: &[Matchup]) -> Result<String> {
    if matchups.is_empty() {
        return Err(anyhow!("no matches recorded"));
    }
    let bars = matchups.iter().map(|m| {
        let ([a, b], [won, lost, tied]) = (&m.players, m.results);
        Bar {
            above: vec![format!("{a} vs {b}")],
            left: String::new(),
            value: m.points(),
            text: format!("{:.0}%  ({won}–{lost}, {tied} tied)", m.points() * 100.0),
            style: format!(r#"fill="{GREEN}""#),
        }
    });
    let chart = Chart {
        title: "Each matchup's share of the points for the player named first",
        caption: "Share of the points for the player named first",
        legend: &[
            "A tie is half a point. Each matchup is played",
            "from both seats; search thinks up to 200 ms a move.",
        ],
        width: 400.0,
        label_w: 20.0,
        grid: &[(0.0, "0%"), (0.5, "50%"), (1.0, "100%")],
    };
    Ok(Svg::bar_chart(&chart, &[("", bars.collect())]))
}

/// The made-up tree of An opponent's first cut-off: your moves, and what
/// each of the opponent's replies to it leaves you. The last reply's value
/// is never drawn, because the search never looks at it.
pub const TOY_TREE: [(&str, [i32; 2]); 2] = [("A", [3, 5]), ("B", [-2, 4])];

/// What a minimax search with alpha-beta does on [`TOY_TREE`]: the worth
/// of each move as far as it was searched, how many of its replies were
/// looked at, and the move it plays.
#[derive(Debug, PartialEq, Eq)]
pub struct ToySearch {
    /// Each move's worth to you (at most this, if its replies were cut).
    pub worth: [i32; 2],
    /// How many of each move's replies were searched.
    pub searched: [usize; 2],
    /// The move played.
    pub best: usize,
}

/// Searches [`TOY_TREE`] as `minimax` with alpha-beta would: you take the
/// best move, the opponent the reply worst for you, and a move's replies
/// stop as soon as one leaves you no better than a move already searched.
pub fn toy_search() -> ToySearch {
    let (mut worth, mut searched) = ([0; 2], [0; 2]);
    let mut alpha = i32::MIN;
    let mut best = 0;
    for (m, (_, replies)) in TOY_TREE.iter().enumerate() {
        let mut value = i32::MAX;
        for &reply in replies {
            searched[m] += 1;
            value = value.min(reply);
            if value <= alpha {
                break;
            }
        }
        worth[m] = value;
        if value > alpha {
            (alpha, best) = (value, m);
        }
    }
    ToySearch {
        worth,
        searched,
        best,
    }
}

/// An opponent's first cut-off drawn: [`TOY_TREE`] as [`toy_search`]
/// searches it, the reply it never looks at dashed and unlabelled.
pub fn toy_tree_svg() -> Result<String> {
    let s = toy_search();
    if s.searched != [2, 1] || s.best != 0 {
        return Err(anyhow!(
            "the toy tree should cut B's second reply, but the search gave {s:?}"
        ));
    }
    use crate::generated::signed;
    let (w, h) = (560.0, 330.0);
    let mut svg = Svg::new(
        w,
        h,
        "Alpha-beta on a tiny tree: B's second reply is never searched",
    );
    let (root, mid_y, leaf_y) = ((w / 2.0, 44.0), 130.0, 222.0);
    let (bw, bh) = (150.0, 40.0);
    // The root: your move.
    svg.rect(root.0 - bw / 2.0, root.1 - 22.0, bw, bh, ROUND);
    svg.mid(root.0, root.1 - 4.0, 13, "You move");
    let played = TOY_TREE[s.best].0;
    svg.mid(
        root.0,
        root.1 + 12.0,
        12,
        &format!("worth {}: play {played}", signed(s.worth[s.best])),
    );
    for (m, (name, replies)) in TOY_TREE.iter().enumerate() {
        let x = w / 4.0 + m as f64 * w / 2.0;
        svg.line(
            (root.0, root.1 + 18.0),
            (x, mid_y - 22.0),
            &format!(r#"stroke="{WOOD}" stroke-width="1.6""#),
        );
        svg.label(
            (root.0 + x) / 2.0 + if m == 0 { -14.0 } else { 14.0 },
            (root.1 + mid_y) / 2.0,
            if m == 0 { "end" } else { "start" },
            13,
            &format!("move {name}"),
        );
        svg.rect(x - bw / 2.0, mid_y - 22.0, bw, bh, ROUND);
        svg.mid(x, mid_y - 4.0, 13, "The opponent replies");
        let cut = s.searched[m] < replies.len();
        let worth = match cut {
            true => format!("worth at most {}", signed(s.worth[m])),
            false => format!("worth {}, the lesser", signed(s.worth[m])),
        };
        svg.mid(x, mid_y + 12.0, 12, &worth);
        for (r, &value) in replies.iter().enumerate() {
            let lx = x + if r == 0 { -60.0 } else { 60.0 };
            let seen = r < s.searched[m];
            let edge = match seen {
                true => format!(r#"stroke="{WOOD}" stroke-width="1.6""#),
                false => format!(r#"stroke="{WOOD}" stroke-width="1.2" stroke-dasharray="5 4""#),
            };
            svg.line((x, mid_y + 18.0), (lx, leaf_y - 18.0), &edge);
            match seen {
                true => {
                    svg.circle(lx, leaf_y, 18.0, WHITE);
                    svg.mid(lx, leaf_y + 5.0, 14, &signed(value));
                }
                false => {
                    svg.circle(
                        lx,
                        leaf_y,
                        18.0,
                        r##"fill="#fffaf0" stroke="#7a4a21" stroke-dasharray="4 3""##,
                    );
                    svg.mid(lx, leaf_y + 5.0, 14, "?");
                    svg.mid(lx, leaf_y + 36.0, 12, "✂ never searched");
                }
            }
        }
    }
    Ok(svg.finish(
        "A cut-off: B can be no better than its first reply",
        &[
            "Each circle is what a reply leaves you. A is sure of +3, so once",
            "B's first reply leaves −2, nothing B's second holds can make B better.",
        ],
    ))
}

/// The moves of Turns and transitions' picture of a game.
pub const GAME_MOVES: [Pit; 2] = [2, 9];

/// A game after [`GAME_MOVES`], as the crate keeps it: one turn under
/// another, each a board beside a line per transition it holds, the one
/// played marked, and an arrow from it to the turn its `after` makes.
pub fn game_turns_svg() -> Result<String> {
    use ayoayo::engine::Position;
    use ayoayo::game::{Game, Turn};
    let mut turns = vec![Turn::new(Position::opening())];
    for pit in GAME_MOVES {
        let last = turns.last().expect("a turn");
        let after = last
            .transition(pit)
            .map_err(|e| anyhow!("pit {pit}: {e}"))?
            .after;
        turns.push(Turn::new(after));
    }
    // The crate's own game reaches the same turns.
    let mut game = Game::new();
    for pit in GAME_MOVES {
        game.play(pit).map_err(|e| anyhow!("pit {pit}: {e}"))?;
    }
    if *game.position() != *turns.last().expect("a turn").position() {
        return Err(anyhow!("the picture's turns and the crate's game disagree"));
    }
    let scale = 0.8;
    let board_h = BOARD_H as f64 * scale;
    let (row_h, top, left, text_x) = (board_h + 34.0, 14.0, 10.0, BOARD_W as f64 * scale + 40.0);
    let width = BOARD_W as f64 * scale + 360.0;
    let height = top + row_h * turns.len() as f64 + 30.0;
    let mut svg = Svg::new(
        width,
        height,
        "A game after pits 2 and 9: three turns and the transitions each holds",
    );
    svg.arrow_head("game-turns-arrow");
    let mono = r##"font-family="monospace" font-size="13" fill="#222""##;
    let bold = r##"font-family="monospace" font-size="13" font-weight="bold" fill="#222""##;
    // Each turn's heading, and the next turn's, which the arrow points at.
    let headings: Vec<String> = turns
        .iter()
        .enumerate()
        .map(|(k, turn)| {
            let mover = turn.position().to_move().index();
            match k {
                0 => format!("Turn 0, the opening: player {mover} to move"),
                _ => format!(
                    "Turn {k}, after pit {}: player {mover} to move",
                    GAME_MOVES[k - 1]
                ),
            }
        })
        .collect();
    for (k, turn) in turns.iter().enumerate() {
        let y = top + k as f64 * row_h;
        let played = GAME_MOVES.get(k).copied();
        let highlight: Vec<Pit> = played.into_iter().collect();
        let picture = Picture {
            highlight: &highlight,
            ..Picture::default()
        };
        svg.small_board(left, y, scale, &turn.position().board(), &picture);
        svg.label(text_x, y + 14.0, "start", 13, &headings[k]);
        let columns = [
            ("", 0.0),
            ("pit", 40.0),
            ("laps", 90.0),
            ("ends in", 160.0),
            ("takes", 220.0),
        ];
        for (name, dx) in &columns[1..] {
            svg.label(text_x + dx, y + 34.0, "end", 12, name);
        }
        for (i, t) in turn.transitions().iter().enumerate() {
            let line_y = y + 52.0 + i as f64 * 17.0;
            let chosen = Some(t.pit) == played;
            let style = if chosen { bold } else { mono };
            let cells = [
                if chosen {
                    "▶".to_string()
                } else {
                    String::new()
                },
                t.pit.to_string(),
                t.laps.len().to_string(),
                t.end.to_string(),
                t.captured.to_string(),
            ];
            for ((_, dx), cell) in columns.iter().zip(&cells) {
                let at = if cell == "▶" { "start" } else { "end" };
                svg.text(
                    text_x + dx,
                    line_y,
                    &format!(r#"text-anchor="{at}" {style}"#),
                    cell,
                );
            }
            if chosen {
                let (x, next) = (text_x + 250.0, top + (k + 1) as f64 * row_h + 9.0);
                svg.line(
                    (text_x + 230.0, line_y - 4.0),
                    (x, line_y - 4.0),
                    &format!(r#"stroke="{WOOD}" stroke-width="1.6""#),
                );
                svg.line(
                    (x, line_y - 4.0),
                    (x, next),
                    &format!(r#"stroke="{WOOD}" stroke-width="1.6""#),
                );
                let heading_w = crate::text_width::width(&headings[k + 1], 13.0, false);
                svg.arrow((x, next), (text_x + heading_w + 8.0, next), false);
                svg.label(x + 6.0, (line_y + next) / 2.0, "start", 12, "after");
            }
        }
    }
    Ok(svg.finish(
        "A game is its turns; each turn holds every move worked out",
        &["Yellow: the pit played, marked ▶ in its turn. Its transition's after is the next turn."],
    ))
}
