//! Relay sowing with exact cycle detection, and the memo of how long relays
//! ended.

use rustc_hash::FxHashMap;

use super::packed::{pit_of, Packed};
use crate::board::{check_board, check_pit, Board, Error, Pit};

// ANCHOR: relay_walk
/// Laps a relay walks before it counts as long, and its ending is kept in
/// a [`RelayMemo`].
pub const LONG_RELAY_LAPS: u64 = 1 << 10;

/// Laps for which the state after the first lap stays the one every lap is
/// compared with; after that, Brent's checkpoints take over.
pub const FIRST_GAP: u64 = 1 << 24;

/// How a relay turns out, once its walk knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// The last stone fell in an empty pit: the move ends.
    Ends,
    /// The relay came back to a state it had been in: it never ends.
    Endless,
}

/// A relay under way: where it is, the state each lap is compared with,
/// and how many laps until that state moves on (Brent's checkpoints,
/// at gaps that double). This is the engine's one cycle detector.
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    now: Packed,
    saved: Packed,
    saved_lap: u64,
    countdown: u64,
    gap: u64,
}

impl Walk {
    /// A relay from a non-empty `start`, its first lap sown.
    pub fn start(board: &Board, start: Pit) -> Walk {
        let mut now = Packed::new(board, start);
        now.first_lap();
        Walk {
            now,
            saved: now,
            saved_lap: 1,
            countdown: FIRST_GAP,
            gap: FIRST_GAP,
        }
    }

    /// One lap; `None` while the relay goes on, then its [`Fate`]. When it
    /// is endless, the state after [`Walk::laps`] laps is the saved one,
    /// met again for the first time: [`Walk::cycle`] says which lap, and how
    /// long the cycle.
    #[inline(always)]
    pub fn step(&mut self) -> Option<Fate> {
        if self.now.lap() <= 1 {
            return Some(Fate::Ends);
        }
        self.countdown -= 1;
        if self.now == self.saved {
            return Some(Fate::Endless);
        }
        if self.countdown == 0 {
            self.saved_lap += self.gap;
            self.gap *= 2;
            self.countdown = self.gap;
            self.saved = self.now;
        }
        None
    }
}
// ANCHOR_END: relay_walk

impl Walk {
    /// The laps sown so far.
    pub fn laps(&self) -> u64 {
        self.saved_lap + (self.gap - self.countdown)
    }

    /// Once [`Walk::step`] has said the relay is endless: the lap whose
    /// state came back, and the length of the cycle.
    pub fn cycle(&self) -> (u64, u64) {
        (self.saved_lap, self.laps() - self.saved_lap)
    }

    /// Where the relay is now.
    pub fn now(&self) -> Packed {
        self.now
    }

    /// Walks at most `laps` laps; how the relay turns out, if that is
    /// known by then.
    pub fn advance(&mut self, laps: u64) -> Option<Fate> {
        (0..laps).find_map(|_| self.step())
    }

    /// Walks to the end, however long that takes: how the relay turns out.
    pub fn finish(&mut self) -> Fate {
        loop {
            if let Some(fate) = self.step() {
                return fate;
            }
        }
    }

    /// Where the relay stopped, if it [`Fate::Ends`].
    pub fn stopped(&self, fate: Fate) -> Option<Packed> {
        (fate == Fate::Ends).then_some(self.now)
    }
}

/// How relays that ran long ended, so that each is walked only once. A
/// search hands every call the same memo; it is never global.
///
/// A relay is known by its packed start (the board rotated so the start
/// is lane 0), so relays that differ only by a rotation are one. Only
/// finished walks are kept, so every answer is exact.
#[derive(Clone, Debug, Default)]
pub struct RelayMemo {
    ended: FxHashMap<Packed, Option<Packed>>,
}

/// The most relays a memo keeps: past that, a relay's end is worked out
/// again when it is met, so that memory stays bounded however long a
/// search runs (half a million entries: some tens of megabytes).
const MAX_MEMO: usize = 1 << 19;

impl RelayMemo {
    /// An empty memo.
    pub fn new() -> RelayMemo {
        RelayMemo::default()
    }

    /// How the relay from `key` ended, if it is kept here: where it
    /// stopped, or `None` if it never ends.
    pub(crate) fn known(&self, key: &Packed) -> Option<Option<Packed>> {
        self.ended.get(key).copied()
    }

    /// Whether the memo has room to keep one more relay.
    pub(crate) fn has_room(&self) -> bool {
        self.ended.len() < MAX_MEMO
    }

    /// Keeps how the relay from `key` ended, while there is room.
    pub(crate) fn remember(&mut self, key: Packed, end: Option<Packed>) {
        if self.has_room() {
            self.ended.insert(key, end);
        }
    }

    /// How the long relay `walk` from `key` ends: as kept here, or walked
    /// to its end now and kept.
    pub(crate) fn end_of(
        &mut self,
        key: Packed,
        mut walk: Walk,
    ) -> Option<Packed> {
        if let Some(end) = self.known(&key) {
            return end;
        }
        let fate = walk.finish();
        let end = walk.stopped(fate);
        self.remember(key, end);
        end
    }
}

/// Relay sowing from a non-empty `start` with exact cycle detection.
/// `None` if the relay never ends; otherwise `board` is left as the relay
/// leaves it and the end pit is returned. A relay that runs long is looked
/// up in the memo, if there is one, and remembered there once walked.
pub fn relay_in_place(
    board: &mut Board,
    start: Pit,
    memo: Option<&mut RelayMemo>,
) -> Option<Pit> {
    relay_in_place_with(board, start, |key, mut walk| match memo {
        Some(memo) => memo.end_of(key, walk),
        None => {
            let fate = walk.finish();
            walk.stopped(fate)
        }
    })
}

/// The same, with `long` saying how a relay that runs past
/// [`LONG_RELAY_LAPS`] ends, given its packed start and its walk so far:
/// where it stopped, or `None` for a relay that never ends (or, for
/// `perft`, one put aside to walk later).
pub(crate) fn relay_in_place_with(
    board: &mut Board,
    start: Pit,
    long: impl FnOnce(Packed, Walk) -> Option<Packed>,
) -> Option<Pit> {
    let mut walk = Walk::start(board, start);
    let end = match walk.advance(LONG_RELAY_LAPS) {
        Some(fate) => walk.stopped(fate),
        None => long(Packed::new(board, start), walk),
    }?;
    end.unpack(start, board);
    Some(pit_of(end.end_lane(), start))
}

/// How many laps a relay from `start` sows before it stops, or `None` if it
/// never stops.
pub fn relay_length(board: Board, start: Pit) -> Result<Option<u64>, Error> {
    let start = check_pit(start)?;
    if board[start] == 0 {
        return Err(Error::EmptyPit { pit: start });
    }
    check_board(&board, 0)?;
    let mut walk = Walk::start(&board, start);
    Ok((walk.finish() == Fate::Ends).then(|| walk.laps()))
}
