//! One trace of a move: the relay walked lap by lap and stone by stone,
//! ending in a stop, a capture, or a proven cycle.
//!
//! Everything that shows or replays a move reads this: the game's
//! transitions, the book's relay steppers and figures, and the JSON
//! boundary. The stones are sown here one at a time; whether the relay
//! ever ends is decided, in step with them, by the engine's one cycle
//! detector ([`Walk`]).

use serde::Serialize;

use super::moves::capture_in_place;
use super::packed::pit_of;
use super::relay::{Fate, Walk};
use crate::board::{
    check_board, check_pit, next_pit, opposite, Board, Error, Pit, Player,
    Stones,
};

/// The most laps a trace records unless asked for more: an endless relay
/// whose cycle is not proven by then is walked on without recording.
pub const MAX_TRACED_LAPS: u64 = 400;

/// What just happened in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Event {
    /// The board before the move.
    Start,
    /// A pit was scooped: its stones are in hand.
    Scoop,
    /// A stone was dropped.
    Drop,
    /// The last stone fell in an empty pit: the relay is over.
    End,
    /// The stones opposite the end pit were captured.
    Capture,
    /// The relay is back in a state it was in: it never ends.
    Cycle,
}

/// The board at one instant of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Frame {
    /// The stones in each pit.
    pub board: Board,
    /// The stones in hand.
    pub hand: Stones,
    /// The pit just scooped, dropped into or captured, if any.
    pub pit: Option<Pit>,
    /// The lap, from 1 (0 before the first scoop).
    pub lap: u64,
    /// What just happened.
    pub event: Event,
}

/// One lap of a relay: `stones` scooped from `from`, the last dropped in
/// `to`, leaving `board`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Lap {
    /// The pit scooped.
    pub from: Pit,
    /// How many stones it held.
    pub stones: Stones,
    /// Where the last of them fell.
    pub to: Pit,
    /// The board after the lap.
    pub board: Board,
}

/// How a move ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Ending {
    /// The last stone fell in an empty pit on the other player's row.
    Stop {
        /// Where it fell.
        end: Pit,
    },
    /// The last stone fell in an empty pit on the mover's own row, and
    /// the stones across from it (perhaps none) were taken.
    Capture {
        /// Where it fell.
        end: Pit,
        /// How many stones were taken.
        stones: u32,
    },
    /// The relay came back to a state it had been in, so it never ends.
    Cycle {
        /// The lap whose end state came back.
        from: u64,
        /// The laps the cycle takes.
        length: u64,
    },
}

/// A move from `start`, frame by frame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Trace {
    /// The pit played, which every lap skips.
    pub start: Pit,
    /// The laps walked (for an endless relay, until its cycle was proven).
    pub laps: u64,
    /// How the move ended.
    pub ending: Ending,
    /// Every frame recorded, in order: the whole move, unless it ran past
    /// the laps asked for.
    pub frames: Vec<Frame>,
}

impl Ending {
    /// Where the last stone fell and how many stones were captured, if the
    /// move ends.
    pub fn end(self) -> Option<(Pit, u32)> {
        match self {
            Ending::Stop { end } => Some((end, 0)),
            Ending::Capture { end, stones } => Some((end, stones)),
            Ending::Cycle { .. } => None,
        }
    }
}

impl Trace {
    /// The recorded laps, each with the board it left.
    pub fn recorded_laps(&self) -> Vec<Lap> {
        let mut laps: Vec<Lap> = Vec::new();
        for f in &self.frames {
            match (f.event, f.pit, laps.last_mut()) {
                (Event::Scoop, Some(from), _) => laps.push(Lap {
                    from,
                    stones: f.hand,
                    to: from,
                    board: f.board,
                }),
                (Event::Drop, Some(to), Some(lap)) => {
                    lap.to = to;
                    lap.board = f.board;
                }
                _ => {}
            }
        }
        laps
    }
}

/// Walks the move from `start` on `board`, recording the frames of at most
/// `max_laps` laps. Whatever the length, the ending is exact: a relay still
/// going after `max_laps` laps is walked on, unrecorded, to its end or to
/// the proof of its cycle.
pub fn trace(board: &Board, start: Pit, max_laps: u64) -> Result<Trace, Error> {
    let start = check_pit(start)?;
    if board[start] == 0 {
        return Err(Error::EmptyPit { pit: start });
    }
    check_board(board, 0)?;
    let frame = |board, hand, pit, lap, event| Frame {
        board,
        hand,
        pit,
        lap,
        event,
    };
    let mut frames = vec![frame(*board, 0, None, 0, Event::Start)];
    let mut walk = Walk::start(board, start);
    let (mut now, mut from, mut lap) = (*board, start, 1);
    let mut closes_cycle = false;
    let ending = loop {
        let mut hand = std::mem::take(&mut now[from]);
        frames.push(frame(now, hand, Some(from), lap, Event::Scoop));
        let mut at = from;
        while hand > 0 {
            at = next_pit(at);
            if at == start {
                at = next_pit(at);
            }
            now[at] += 1;
            hand -= 1;
            frames.push(frame(now, hand, Some(at), lap, Event::Drop));
        }
        if closes_cycle {
            frames.push(frame(now, 0, Some(at), lap, Event::Cycle));
            let (from, length) = walk.cycle();
            break Ending::Cycle { from, length };
        }
        if now[at] == 1 {
            frames.push(frame(now, 0, Some(at), lap, Event::End));
            let ending = capture(&mut now, start, at);
            if let Ending::Capture { .. } = ending {
                let across = Some(opposite(at));
                frames.push(frame(now, 0, across, lap, Event::Capture));
            }
            break ending;
        }
        if lap >= max_laps {
            return Ok(walk_on(board, start, walk, frames));
        }
        // The walk sows the next lap ahead, packed, and says whether it
        // brings the relay back to a state it has been in.
        closes_cycle = walk.step() == Some(Fate::Endless);
        (from, lap) = (at, lap + 1);
    };
    Ok(Trace {
        start,
        laps: lap,
        ending,
        frames,
    })
}

/// The end of a move from `start` whose last stone fell in empty pit
/// `end`: a capture, by the engine's one rule for it, if `end` is on the
/// mover's row.
fn capture(board: &mut Board, start: Pit, end: Pit) -> Ending {
    if Player::owner_of(end) != Player::owner_of(start) {
        return Ending::Stop { end };
    }
    let stones = capture_in_place(board, start, end);
    Ending::Capture { end, stones }
}

/// Finishes a trace past the laps it records: the walk goes on alone.
fn walk_on(
    board: &Board,
    start: Pit,
    mut walk: Walk,
    frames: Vec<Frame>,
) -> Trace {
    let ending = if walk.finish() == Fate::Ends {
        let mut now = *board;
        walk.now().unpack(start, &mut now);
        let end = pit_of(walk.now().end_lane(), start);
        capture(&mut now, start, end)
    } else {
        let (from, length) = walk.cycle();
        Ending::Cycle { from, length }
    };
    Trace {
        start,
        laps: walk.laps(),
        ending,
        frames,
    }
}
