//! Part V's recursions drawn: the stack each count grows, and a slice
//! against cons cells.

use anyhow::{anyhow, Result};

use ayoayo::board::{Pit, Player};
use ayoayo::stages::recursive;

use super::{BOX, WHITE_BOX};
use crate::recorded::stack::{Stack, ROW, VERSIONS};
use book_svg::style::{ASH, WOOD};
use book_svg::{Look, Svg};

/// Part V's three counts on a row of six pits: the stack each grows above
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
        let cost = match per_call {
            0 => "no more calls, no more frames".to_string(),
            _ => format!("{per_call} bytes a call"),
        };
        s.mid(cx, TOP - 10.0, 12, &cost);
        // Newest on top, as the steppers draw it: the first call at the
        // bottom of every column, and each call's frame above its caller's.
        let base = TOP + deepest;
        s.rect(x, base, w, FIRST_H, Look::new().fill(ASH).stroke(WOOD));
        s.mid(cx, base + 19.0, 12, &format!("first call: {ROW} pits"));
        let h = per_call as f64 * SCALE;
        let calls = growth.checked_div(per_call).unwrap_or(0);
        for call in 0..calls {
            let y = base - (call + 1) as f64 * h;
            s.rect(x, y, w, h, BOX);
            let left = format!(
                "{} left",
                crate::numbers::counted(ROW as u64 - 1 - call, "pit")
            );
            s.mid(cx, y + h / 2.0 + 4.0, 11, &left);
        }
        let note = match calls {
            0 => "no more: the same frame".to_string(),
            _ => format!("{calls} more calls: {growth} bytes"),
        };
        s.mid(cx, base + FIRST_H + 20.0, 12, &note);
    }
    let caption =
        format!("Counting the {ROW} pits of a row: the stack above the first call, as measured");
    Ok(s.finish(
        &caption,
        &[
            "Grey: the first call's frame (not to scale). Each box above it: one more call's frame, drawn to scale.",
            "Built without optimisation, as skeptic builds the listings. The newest frame is on top, as in the steppers.",
            "No tail call's frame is reused: accumulator passing grows the stack call by call, as plain recursion does.",
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
    let heading =
        "A Rust slice: a pointer and a length into one block of memory";
    s.left(20.0, 26.0, 14, heading);
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
        s.left(20.0, y + 20.0, 13, name);
        s.rect(70.0, y, 50.0, 30.0, WHITE_BOX);
        s.rect(120.0, y, 60.0, 30.0, WHITE_BOX);
        s.mid(95.0, y + 20.0, 12, "ptr");
        s.mid(150.0, y + 20.0, 12, &format!("len {len}"));
        let target_x = ax + start as f64 * CELL + CELL / 2.0;
        let (y1, y2) = if start == 0 {
            (y + 30.0, ay - 2.0)
        } else {
            (y, ay + 36.0)
        };
        let ym = (y1 + y2) / 2.0;
        let ink = Look::new().stroke(WOOD).width(1.6).arrow();
        s.polyline(&[(95.0, y1), (95.0, ym), (target_x, y2)], ink);
    }
    let cy = 280.0;
    let heading = "A Lisp list: a chain of cons cells, each car an element, each cdr the rest";
    s.left(20.0, cy - 30.0, 14, heading);
    let step = CELL * 1.9;
    for (i, pit) in moves.iter().enumerate() {
        let x = 40.0 + i as f64 * step;
        s.rect(x, cy, CELL, 34.0, BOX);
        s.rect(x + CELL, cy, 34.0, 34.0, WHITE_BOX);
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
