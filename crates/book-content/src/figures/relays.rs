//! Relays drawn: the opening relay from pit 0 lap by lap, an endless
//! relay as a cycle of boards, and the rotation argument of "Capturing
//! stones".

use anyhow::{anyhow, Context, Result};
use std::f64::consts::{PI, TAU};

use ayoayo::board::{Board, Pit, OPENING};
use ayoayo::engine::{trace, Ending, MAX_TRACED_LAPS};
use ayoayo::lessons::endless::SEVEN_STONES;
use ayoayo::stages::iterative;

use super::marked;
use book_svg::style::{CARD, GREEN, HIGHLIGHT, WOOD};
use book_svg::{Look, Mark, Svg, BOARD_H, BOARD_W};

/// The opening relay from pit 0, one panel per lap.
pub fn relay_laps_svg() -> Result<String> {
    laps_svg(
        OPENING,
        0,
        "The relay from pit 0 of the opening, lap by lap",
        |laps, end| {
            format!("Relay sowing from pit 0 of the opening: {laps} laps, ending in pit {end}")
        },
    )
}

/// The relay from `start` of `board`, one panel per lap, two panels a row:
/// Part III's figure, and a stepper's every frame at once for a reader
/// without JavaScript or on paper. `caption(laps, end)` is the picture's
/// caption, given the count of laps and the pit where the relay ends.
pub fn laps_svg(
    board: Board,
    start: Pit,
    title: &str,
    caption: impl FnOnce(usize, Pit) -> String,
) -> Result<String> {
    let laps = trace(&board, start, MAX_TRACED_LAPS)?.recorded_laps();
    let relayed = iterative::relay_sow(board, start)?;
    let last = laps.last().context("no laps")?;
    if (last.board, last.to) != relayed {
        return Err(anyhow!("the laps do not add up to the relay"));
    }
    // Two panels a row, each a heading of two lines over a board drawn
    // at four fifths of its size, so that the picture fits the column.
    const SCALE: f64 = 0.78;
    let (w, board_h) = (BOARD_W as f64 * SCALE, BOARD_H as f64 * SCALE);
    let panel_h = 2.0 * 16.0 + board_h + 12.0;
    let height = laps.len().div_ceil(2) as f64 * panel_h + 3.0 * 16.0 + 24.0;
    let width = 2.0 * w + 26.0;
    let mut s = Svg::new(width, height, title);
    for (i, lap) in laps.iter().enumerate() {
        let x = 10.0 + (i % 2) as f64 * (w + 6.0);
        let y = 10.0 + (i / 2) as f64 * panel_h;
        let goes_on = match lap.board[lap.to] {
            n if n > 1 => format!("{n} stones there now, so the hand goes on."),
            _ if lap.to == lap.from => {
                "This lap emptied it, so the relay ends.".to_string()
            }
            _ => "It was empty, so the relay ends.".to_string(),
        };
        let (n, stones, from, to) = (i + 1, lap.stones, lap.from, lap.to);
        let stones = crate::numbers::counted(stones.into(), "stone");
        let heading = format!(
            "Lap {n}: {stones} from pit {from}, the last into pit {to}."
        );
        s.mid(x + w / 2.0, y + 14.0, 13, &heading);
        s.mid(x + w / 2.0, y + 30.0, 13, &goes_on);
        s.small_board(
            x,
            y + 2.0 * 16.0,
            SCALE,
            &lap.board,
            &marked([&[to], &[start], &[from]]),
        );
    }
    let (n, end) = (laps.len(), last.to);
    let caption = caption(n, end);
    let skipped = format!(
        "Yellow: where the lap's last stone fell. Red slash: pit {start}, the start, which every lap skips."
    );
    Ok(s.finish(
        &caption,
        &[
            "Blue ring: where this lap's stones were scooped, with its count after the lap.",
            &skipped,
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
    let walk = cycle(SEVEN_STONES, 0)?;
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
    s.left(mx + 10.0, my + 4.0, 12, &back);
    for lap in 0..=last {
        let (x, y) = place(lap);
        let node = Look::new().stroke(WOOD).width(2.0);
        let node = if lap == walk.caught.1 {
            node.fill(HIGHLIGHT).mark(Mark::Highlight)
        } else {
            node.fill(CARD)
        };
        s.circle(x, y, NODE, node);
        // The states relay_sow saves: after lap 1, and Brent's tortoise.
        let squared = lap == 1 || walk.checkpoints.contains(&lap);
        if squared {
            let (corner, side) = (NODE + 5.0, 2.0 * NODE + 10.0);
            let square = Look::new().stroke(GREEN).width(3.0);
            s.rect(x - corner, y - corner, side, side, square);
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
            // Straight out from the loop's centre, just clear of the
            // circle or its square: the label's box (about 28 by 10) must
            // not meet the node's box, so the label goes as far as the
            // nearer of the two edges it can clear by.
            let (dx, dy) = (x - cx, y - cy);
            let d = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / d, dy / d);
            let node = if squared { NODE + 5.0 } else { NODE };
            let sideways = (node + 14.0 + 3.0) / ux.abs().max(1e-9);
            let upwards = (node + 5.0 + 3.0) / uy.abs().max(1e-9);
            let t = sideways.min(upwards);
            (x + ux * t, y + uy * t + 4.0)
        };
        let beside = match lap.checked_sub(1) {
            Some(l) => format!("pit {}", walk.ends[l]),
            None => "from pit 0".to_string(),
        };
        s.mid(ox, oy, 11, &beside);
    }
    let saved: Vec<String> =
        walk.checkpoints.iter().map(usize::to_string).collect();
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
        let heading =
            format!("The relay from pit {start}: it ends in pit {end}");
        s.mid(width / 2.0, y + 22.0, 13, &heading);
        s.board(x, y + 30.0, &board, &marked([&[end], &[start], &[]]));
    }
    let (arrow_x, arrow_y) = (x + w + 30.0, 30.0 + h / 2.0);
    s.arrow((arrow_x, arrow_y), (arrow_x, arrow_y + panel), false);
    let turn = format!("turned {K} pits");
    s.left(arrow_x + 8.0, arrow_y + panel / 2.0 + 4.0, 13, &turn);
    let h = 2.0 * panel - 30.0 - 20.0;
    let y = 30.0 + h + 20.0;
    let heading = "Every start pit of the opening, and where its relay ends:";
    s.left(20.0, y, 13, heading);
    let cell = (width - 140.0) / 12.0;
    for (row, label) in ["start", "ends in"].into_iter().enumerate() {
        let y = y + 14.0 + row as f64 * 30.0;
        s.left(20.0, y + 19.0, 12, label);
        for (start, &end) in ends.iter().enumerate() {
            let x = 100.0 + start as f64 * cell;
            let cell_look = if start == K {
                Look::new().fill(HIGHLIGHT).mark(Mark::Highlight)
            } else {
                Look::new().fill(CARD)
            };
            s.rect(x, y, cell - 2.0, 28.0, cell_look.stroke(WOOD));
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
