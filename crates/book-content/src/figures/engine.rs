//! The engine drawn: one packed lap, and how each version of the engine
//! came to be as fast as it is.

use anyhow::{anyhow, Context, Result};

use ayoayo::board::{Board, Pit, OPENING, PITS};
use ayoayo::engine::{trace, Lap, MAX_TRACED_LAPS};

use super::{marked, BOX, WHITE_BOX};
use crate::recorded::engine_history::EngineRow;
use book_svg::style::{BARS, GREY, HIGHLIGHT, WOOD};
use book_svg::text_width::wrap;
use book_svg::{Bar, Chart, Font, Look, Mark, Svg, BOARD_H, BOARD_W};

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

/// A count in a lane.
const COUNT: Font = Font::new(18).middle().bold();

/// A lane's box, highlighted or not.
fn lane_look(highlighted: bool) -> Look {
    if highlighted {
        Look::new()
            .fill(HIGHLIGHT)
            .stroke(WOOD)
            .mark(Mark::Highlight)
    } else {
        BOX
    }
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
        if lane < 8 {
            words.0 |= byte << (8 * lane)
        } else {
            words.1 |= byte << (8 * (lane - 8))
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
    for (lap, next) in
        laps.iter().zip(laps.iter().skip(1).map(Some).chain([None]))
    {
        let (lo, hi) = words(lap);
        let shift = lo & 0xff;
        let word = if shift < 64 { lo } else { hi };
        let stones = (word >> (shift & 63)) & 0xff;
        let named = pit_of(shift as usize / 8, start);
        let agrees = match next {
            Some(next) => {
                (named, stones) == (next.from, u64::from(next.stones))
            }
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

/// The second lap of the relay [`packed_svg`] draws, worked out from the
/// picture's packed words and checked against the engine's own lap: where
/// it scoops, how many stones, and each lane's byte before it, what the
/// tables' entry adds to it, and the byte after.
struct SecondLap {
    lane: usize,
    stones: usize,
    end_lane: usize,
    before: Vec<i64>,
    adds: Vec<i64>,
    after: Vec<i64>,
}

fn second_lap() -> Result<SecondLap> {
    use ayoayo::engine::internals::Packed;
    let p = packed_after_first_lap(&OPENING, PACKED_START)?;
    let lane = usize::from(p.byte(0)) / 8;
    let stones = usize::from(p.byte(lane));
    // Below the end of the row the lap sows one lane each, skipping none.
    let end_lane = lane + stones;
    if stones < 2 || end_lane >= PITS {
        return Err(anyhow!(
            "the second lap wraps round: say so in the chapter"
        ));
    }
    let before: Vec<i64> = (0..PITS).map(|l| i64::from(p.byte(l))).collect();
    let adds: Vec<i64> = (0..PITS)
        .map(|l| match l {
            0 => 8 * (end_lane as i64 - lane as i64),
            l if l == lane => -(stones as i64),
            l if l > lane && l <= end_lane => 1,
            _ => 0,
        })
        .collect();
    let after: Vec<i64> =
        before.iter().zip(&adds).map(|(b, a)| b + a).collect();
    // The engine's own second lap must scoop that lane and leave these bytes.
    let mut engine = Packed::new(&OPENING, PACKED_START);
    engine.first_lap();
    let scoops = engine.end_lane();
    let scooped = engine.lap();
    let mut board = [0; PITS];
    engine.unpack(PACKED_START, &mut board);
    let agrees = scoops == lane
        && scooped == stones as u64
        && 8 * engine.end_lane() as i64 == after[0]
        && (1..PITS)
            .all(|l| i64::from(board[pit_of(l, PACKED_START)]) == after[l]);
    if !agrees {
        return Err(anyhow!("the engine's second lap is not the picture's"));
    }
    Ok(SecondLap {
        lane,
        stones,
        end_lane,
        before,
        adds,
        after,
    })
}

/// What `packed` quotes of the engine appendix's packed lap.
#[derive(Clone, Copy, Debug)]
pub enum PackedFact {
    /// The byte lane 0 holds.
    Byte,
    /// The lane the next lap scoops.
    Lane,
    /// That lane's pit.
    Pit,
    /// Its stones.
    Stones,
    /// The table's entry.
    Entry,
    /// The first lane sown.
    FirstSown,
    /// The lane the lap ends in.
    EndLane,
    /// Its byte.
    EndByte,
    /// The word that holds it.
    Word,
}

/// The engine appendix's walk through the second lap of the relay
/// [`packed_svg`] draws, as the engine's `Packed::lap` takes it: the
/// `fact` asked for.
pub fn packed_walk(fact: PackedFact) -> Result<String> {
    let SecondLap {
        lane,
        stones,
        end_lane,
        before,
        after,
        ..
    } = second_lap()?;
    let (byte, end_byte) = (before[0], after[0]);
    Ok(match fact {
        PackedFact::Byte => byte.to_string(),
        PackedFact::Lane => lane.to_string(),
        PackedFact::Pit => pit_of(lane, PACKED_START).to_string(),
        PackedFact::Stones => stones.to_string(),
        PackedFact::Entry => (8 * byte + stones as i64).to_string(),
        PackedFact::FirstSown => (lane + 1).to_string(),
        PackedFact::EndLane => end_lane.to_string(),
        PackedFact::EndByte => end_byte.to_string(),
        PackedFact::Word => {
            if end_byte < 64 { "`lo`" } else { "`hi`" }.to_string()
        }
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
    let heading = format!(
        "The board after the first lap from pit {START} of the opening"
    );
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
        s.text(20.0, y + BYTE_H / 2.0 + 2.0, Font::mono(16).bold(), name);
        s.left(20.0, y + BYTE_H / 2.0 + 18.0, 12, "64 bits");
        for byte in 0..8 {
            let lane = 8 * row + byte;
            let x = x_of(lane) + 2.0;
            let bw = BYTE_W - 4.0;
            if lane >= PITS {
                s.rect(x, y, bw, BYTE_H, WHITE_BOX.dashed("4 3"));
                let grey = Font::new(12).middle().ink(GREY);
                s.text(x + bw / 2.0, y + 23.0, grey, "unused");
                continue;
            }
            s.rect(x, y, bw, BYTE_H, lane_look(lane == next));
            let byte = p.byte(lane).to_string();
            s.text(x + bw / 2.0, y + 25.0, COUNT.size(18), &byte);
            s.mid(x + bw / 2.0, y + BYTE_H + 17.0, 12, &format!("lane {lane}"));
            let pit = format!("pit {}", pit_of(lane, START));
            s.mid(x + bw / 2.0, y + BYTE_H + 33.0, 13, &pit);
        }
    }
    // Lane 0's byte names the lane the next lap scoops: an arc from it to
    // that lane, over the lanes between.
    let (from, to) = (x_of(0) + BYTE_W / 2.0, x_of(next) + BYTE_W / 2.0);
    let peak = y0 - 40.0;
    let control = ((from + to) / 2.0, 2.0 * peak - y0);
    let ink = Look::new().stroke(WOOD).width(1.6).arrow();
    s.curve((from, y0 - 2.0), control, (to, y0 - 2.0), ink);
    let (byte, end) = (p.byte(0), p.end);
    let said =
        format!("lane 0 holds {byte} = 8 × {next}: the next lap scoops lane {next}, pit {end}");
    s.left(from - 10.0, peak - 8.0, 12, &said);
    let caption = format!("Pit {START}'s relay after its first lap: the board, and the two words the engine packs it into");
    Ok(s.finish(
        &caption,
        &[
            &format!("Red slash: pit {START}, the start, which every lap skips. Turned to lane 0, its byte holds no stones, only where the next lap starts."),
            &format!("Yellow: pit {end}, where the first lap's last stone fell, and its byte, lane {next}, which the next lap scoops."),
            "Each box a byte: a pit's stones, under it its lane and the pit. Dashed boxes: bytes no lane uses.",
        ],
    ))
}

/// The second lap of the relay [`packed_svg`] draws, as one addition: the
/// twelve lanes' bytes before it, what the tables' entry adds to each, and
/// the bytes after it, each checked against the engine's own lap.
pub fn packed_lap_svg() -> Result<String> {
    const START: Pit = PACKED_START;
    const LEFT: f64 = 100.0;
    const CELL_W: f64 = 52.0;
    const CELL_H: f64 = 34.0;
    let SecondLap {
        lane,
        stones,
        end_lane: end,
        before,
        adds,
        after,
    } = second_lap()?;
    let width = 730.0;
    let top = 70.0;
    let row_gap = 62.0;
    let height = top + 3.0 * row_gap + 16.0 + 24.0 + 3.0 * 16.0 + 16.0;
    let title = format!("The second lap from pit {START} of the opening, sown in the engine's packed words by one addition");
    let mut s = Svg::new(width, height, &title);
    let heading = format!(
        "Pit {START}'s relay, second lap: scoop lane {lane}, sow lanes {} to {end}",
        lane + 1
    );
    s.mid(width / 2.0, 22.0, 13, &heading);
    let x_of = |l: usize| LEFT + l as f64 * CELL_W;
    for l in 0..PITS {
        let x = x_of(l) + CELL_W / 2.0;
        s.mid(x, top - 22.0, 12, &format!("lane {l}"));
        s.mid(x, top - 8.0, 11, &format!("pit {}", pit_of(l, START)));
    }
    let rows: [(&str, &[i64]); 3] =
        [("before", &before), ("adds", &adds), ("after", &after)];
    for (row, (name, values)) in rows.into_iter().enumerate() {
        let y = top + row as f64 * row_gap;
        s.text(16.0, y + CELL_H / 2.0 + 5.0, Font::new(14).bold(), name);
        for (l, &v) in values.iter().enumerate() {
            let x = x_of(l) + 2.0;
            let bw = CELL_W - 4.0;
            let touched = adds[l] != 0;
            s.rect(x, y, bw, CELL_H, lane_look(row == 1 && touched));
            let text = match (row, v) {
                (1, 0) => String::new(),
                (1, v) if v > 0 => format!("+{v}"),
                (_, v) => v.to_string(),
            };
            let text = text.replace('-', "−");
            s.text(x + bw / 2.0, y + 23.0, COUNT.size(16), &text);
        }
    }
    // Under the lanes, which word holds them.
    let y = top + 3.0 * row_gap - 14.0;
    let ink = Look::new().stroke(WOOD).width(1.4);
    for (name, lanes) in [("lo", 0..8), ("hi", 8..PITS)] {
        let (a, b) = (x_of(lanes.start) + 4.0, x_of(lanes.end) - 4.0);
        s.polyline(&[(a, y - 6.0), (a, y), (b, y), (b, y - 6.0)], ink);
        s.mid(
            (a + b) / 2.0,
            y + 16.0,
            12,
            &format!("{name}, one byte a lane"),
        );
    }
    let caption = format!("One lap, one entry: the tables hold what to add for {stones} stones scooped from lane {lane}");
    Ok(s.finish(
        &caption,
        &[
            &format!("Lane 0 holds 8 × the lane to scoop next: {} before, {} after the lap.", before[0], after[0]),
            &format!("Yellow: the lanes the entry changes. Lane {lane} gives up its {stones} stones; the lanes after it gain one each."),
            "The entry is two numbers, one added to each word: two additions and no loop over the stones.",
        ],
    ))
}

/// How many times faster a version taking `seconds` is than one taking
/// `slowest`, as the chart shows the two times (to three figures), so
/// that a reader who divides the times shown gets the same.
pub fn times_as_shown(slowest: f64, seconds: f64) -> f64 {
    let shown = |seconds: f64| three_figures(seconds).0;
    shown(slowest) / shown(seconds)
}

/// `seconds` rounded to three significant figures, with the decimals to
/// print it with: 10.576 is 10.6 (one), 0.2341 is 0.234 (three).
fn three_figures(seconds: f64) -> (f64, usize) {
    if seconds <= 0.0 || !seconds.is_finite() {
        return (0.0, 0);
    }
    let decimals = 2 - seconds.log10().floor() as i32;
    let scale = 10f64.powi(decimals);
    let rounded = (seconds * scale).round() / scale;
    (rounded, decimals.max(0) as usize)
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
        let times = times_as_shown(slowest, row.seconds);
        let ratio = match i {
            0 => String::new(),
            // One decimal while it matters: 2.4× is not 2×.
            _ if times < 10.0 => {
                format!(" ({times:.1}× faster than the first)")
            }
            _ => format!(" ({times:.0}× faster than the first)"),
        };
        Bar {
            above: wrap(&change, 12.0, 380.0),
            left: String::new(),
            value: row.seconds / slowest,
            text: {
                let (seconds, decimals) = three_figures(row.seconds);
                format!("{seconds:.decimals$} s{ratio}")
            },
            fill: BARS[0],
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
    Ok(chart.draw(&[("", bars.collect())]))
}
