//! A relay, stone by stone: the frames the book's stepper shows, recorded
//! from the rules themselves.
//!
//! A frame is the board at one instant of a move: just after a pit is
//! scooped (the stones are in hand), or just after a stone is dropped.
//! Relays that end are recorded to their end and the capture; an endless
//! relay is recorded until its state (the board and the pit about to be
//! sown) repeats, which proves it endless, up to [`MAX_LAPS`] laps.

use std::collections::HashMap;
use std::fmt::Write;

use crate::board::{
    check_pit, next_pit, opposite, Board, Error, Pit, Player, Stones,
};
use crate::engine::{relay_laps, Position};

/// The most laps recorded; an endless relay whose state takes longer to
/// repeat is reported with its cycle's length instead.
pub const MAX_LAPS: u32 = 400;

/// What just happened in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The board before the move.
    Start,
    /// A pit was scooped: its stones are in hand.
    Scoop,
    /// A stone was dropped.
    Drop,
    /// The last stone fell in an empty pit: the relay is over.
    End,
    /// The stones opposite the end pit were captured (possibly none).
    Capture,
    /// The relay is back in a state it was in: it never ends.
    Cycle,
}

impl Event {
    fn name(self) -> &'static str {
        match self {
            Event::Start => "start",
            Event::Scoop => "scoop",
            Event::Drop => "drop",
            Event::End => "end",
            Event::Capture => "capture",
            Event::Cycle => "cycle",
        }
    }
}

/// The board at one instant of a relay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The stones in each pit.
    pub board: Board,
    /// The stones in hand.
    pub hand: Stones,
    /// The pit just scooped or dropped into, if any.
    pub at: Option<Pit>,
    /// The lap, from 1 (0 before the first scoop).
    pub lap: u32,
    /// What just happened.
    pub event: Event,
}

/// A whole relay, frame by frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relay {
    /// The pit played, which every lap skips.
    pub start: Pit,
    /// Every frame, in order.
    pub frames: Vec<Frame>,
    /// The laps recorded.
    pub laps: u32,
    /// Where the relay ended, if it ends.
    pub end: Option<Pit>,
    /// Stones captured, if it ends.
    pub captured: u32,
    /// For an endless relay: the lap whose end state the last lap's end
    /// state repeats (the cycle closes there), if within [`MAX_LAPS`].
    pub repeats_lap: Option<u32>,
    /// For an endless relay, how many laps its cycle takes.
    pub cycle: Option<u64>,
}

/// The frames of the move from `pit` in `position`: any non-empty pit of
/// the player to move, permissible or not (so that the stepper can show
/// why a move is refused).
pub fn relay_frames(position: &Position, pit: usize) -> Result<Relay, Error> {
    let start = check_pit(pit)?;
    let mover = position.to_move();
    if Player::owner_of(start) != Some(mover) {
        return Err(Error::NotYourPit { pit, player: mover });
    }
    let mut board = position.board();
    if board[start] == 0 {
        return Err(Error::EmptyPit { pit });
    }
    let cycle = relay_laps(board, start)?.err();
    let frame = |board, hand, at, lap, event| Frame {
        board,
        hand,
        at,
        lap,
        event,
    };
    let mut frames = vec![frame(board, 0, None, 0, Event::Start)];
    let mut seen: HashMap<(Board, Pit), u32> = HashMap::new();
    let (mut from, mut lap) = (start, 0);
    loop {
        lap += 1;
        let mut hand = board[from];
        board[from] = 0;
        frames.push(frame(board, hand, Some(from), lap, Event::Scoop));
        let mut at = from;
        while hand > 0 {
            at = next_pit(at);
            if at == start {
                at = next_pit(at);
            }
            board[at] += 1;
            hand -= 1;
            frames.push(frame(board, hand, Some(at), lap, Event::Drop));
        }
        if board[at] == 1 {
            frames.push(frame(board, 0, Some(at), lap, Event::End));
            let captured = if Player::owner_of(at) == Some(mover) {
                std::mem::take(&mut board[opposite(at)])
            } else {
                0
            };
            frames.push(frame(
                board,
                0,
                Some(opposite(at)),
                lap,
                Event::Capture,
            ));
            return Ok(Relay {
                start,
                frames,
                laps: lap,
                end: Some(at),
                captured: u32::from(captured),
                repeats_lap: None,
                cycle: None,
            });
        }
        if let Some(&earlier) = seen.get(&(board, at)) {
            frames.push(frame(board, 0, Some(at), lap, Event::Cycle));
            return Ok(endless(start, frames, lap, Some(earlier), cycle));
        }
        if lap >= MAX_LAPS {
            return Ok(endless(start, frames, lap, None, cycle));
        }
        seen.insert((board, at), lap);
        from = at;
    }
}

fn endless(
    start: Pit,
    frames: Vec<Frame>,
    laps: u32,
    repeats: Option<u32>,
    cycle: Option<u64>,
) -> Relay {
    Relay {
        start,
        frames,
        laps,
        end: None,
        captured: 0,
        repeats_lap: repeats,
        cycle,
    }
}

impl Relay {
    /// The relay as one JSON object, as the stepper and `/api/relay` read
    /// it: `start`, `laps`, `end` (or null), `captured`, `repeats_lap` and
    /// `cycle` (or null), and `frames`, each
    /// `{"board":[..],"hand":n,"at":p|null,"lap":k,"event":"drop"}`.
    pub fn to_json(&self) -> String {
        let opt = |v: Option<String>| v.unwrap_or_else(|| "null".to_string());
        let mut out = format!(
            r#"{{"start":{},"laps":{},"end":{},"captured":{},"repeats_lap":{},"cycle":{},"frames":["#,
            self.start,
            self.laps,
            opt(self.end.map(|e| e.to_string())),
            self.captured,
            opt(self.repeats_lap.map(|l| l.to_string())),
            opt(self.cycle.map(|c| c.to_string())),
        );
        for (i, f) in self.frames.iter().enumerate() {
            let board: Vec<String> =
                f.board.iter().map(|s| s.to_string()).collect();
            let _ = write!(
                out,
                r#"{}{{"board":[{}],"hand":{},"at":{},"lap":{},"event":"{}"}}"#,
                if i == 0 { "" } else { "," },
                board.join(","),
                f.hand,
                opt(f.at.map(|a| a.to_string())),
                f.lap,
                f.event.name()
            );
        }
        out.push_str("]}");
        out
    }
}
