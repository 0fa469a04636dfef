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
    // ANCHOR_END: relay_walk

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

/// Relays side by side: how many are walked at once. One lap waits on
/// the lap before it, so a lone relay leaves most of the processor idle;
/// four independent ones keep it busy.
const SIDE_BY_SIDE: usize = 4;

/// How far [`finish_all`] walks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// Every relay is walked to its end.
    AllKnown,
    /// Walking stops as soon as too few relays are left to fill the
    /// lanes; those keep their progress, to go on later beside new ones.
    LanesRunShort,
}

/// Walks the relays in `walks` side by side and says how each turns out,
/// or `None` for one left unfinished ([`Until::LanesRunShort`]).
pub fn finish_all(walks: &mut [Walk], until: Until) -> Vec<Option<Fate>> {
    let all = until == Until::AllKnown;
    let mut ends = vec![None; walks.len()];
    let mut queue = 0..walks.len();
    let mut lanes: Vec<usize> = queue.by_ref().take(SIDE_BY_SIDE).collect();
    while lanes.len() == SIDE_BY_SIDE || (all && !lanes.is_empty()) {
        let (lane, lane_ends) = match lanes.len() {
            4 => walk_side_by_side::<4>(walks, &lanes),
            3 => walk_side_by_side::<3>(walks, &lanes),
            2 => walk_side_by_side::<2>(walks, &lanes),
            _ => walk_side_by_side::<1>(walks, &lanes),
        };
        ends[lanes[lane]] = Some(lane_ends);
        match queue.next() {
            Some(next) => lanes[lane] = next,
            None => {
                lanes.remove(lane);
            }
        }
    }
    ends
}

/// Walks the relays `lanes` names, a lap each in turn, until one is known:
/// which lane, and how its relay turns out.
fn walk_side_by_side<const K: usize>(
    walks: &mut [Walk],
    lanes: &[usize],
) -> (usize, Fate) {
    let mut side_by_side: [Walk; K] = std::array::from_fn(|k| walks[lanes[k]]);
    let (lane, ends) = 'walks: loop {
        for (k, walk) in side_by_side.iter_mut().enumerate() {
            if let Some(fate) = walk.step() {
                break 'walks (k, fate);
            }
        }
    };
    for (k, walk) in side_by_side.into_iter().enumerate() {
        walks[lanes[k]] = walk;
    }
    (lane, ends)
}

/// How relays that ran long ended, so that each is walked only once. A
/// search hands every call the same memo; it is never global. (`perft`
/// uses a deferring memo, which puts long relays aside to walk them side
/// by side: see `engine::internals`.)
///
/// A relay is known by its packed start (the board rotated so the start
/// is lane 0), so relays that differ only by a rotation are one. Only
/// finished walks are kept, so every answer stays exact.
#[derive(Clone, Debug, Default)]
pub struct RelayMemo {
    ended: FxHashMap<Packed, Option<Packed>>,
    pending: Vec<(Packed, Walk)>,
    defer: bool,
    provisional: usize,
}

/// The most relays a memo keeps: past that, a relay's end is worked out
/// again when it is met, so that memory stays bounded however long a
/// search runs (half a million entries: some tens of megabytes).
const MAX_MEMO: usize = 1 << 19;

impl RelayMemo {
    /// Keeps how the relay from `key` ended, while there is room.
    fn remember(&mut self, key: Packed, end: Option<Packed>) {
        if self.ended.len() < MAX_MEMO {
            self.ended.insert(key, end);
        }
    }

    /// An empty memo that walks every long relay when it is met.
    pub fn new() -> RelayMemo {
        RelayMemo::default()
    }

    /// An empty memo that puts long relays it does not know aside, to be
    /// walked together by [`RelayMemo::walk_pending`]. A relay put aside
    /// reads as endless until then, so moves generated meanwhile are
    /// provisional: compare [`RelayMemo::provisional`] before and after.
    pub(crate) fn deferring() -> RelayMemo {
        RelayMemo {
            defer: true,
            ..RelayMemo::default()
        }
    }

    /// How many answers so far were provisional: relays read as endless
    /// because they were waiting to be walked. A relay already waiting
    /// counts again each time it is read.
    pub(crate) fn provisional(&self) -> usize {
        self.provisional
    }

    /// How many long relays are waiting to be walked.
    pub(crate) fn pending(&self) -> usize {
        self.pending.len()
    }

    /// Walks the waiting relays side by side, and remembers how each
    /// ended; those [`finish_all`] leaves unfinished keep waiting.
    pub(crate) fn walk_pending(&mut self, until: Until) {
        let (keys, mut walks): (Vec<Packed>, Vec<Walk>) =
            self.pending.drain(..).unzip();
        let known = finish_all(&mut walks, until);
        for ((key, walk), known) in keys.into_iter().zip(walks).zip(known) {
            match known {
                Some(fate) => self.remember(key, walk.stopped(fate)),
                None => self.pending.push((key, walk)),
            }
        }
    }

    /// Puts a long relay aside, unless it is already waiting.
    fn put_aside(&mut self, key: Packed, walk: Walk) {
        if self.pending.iter().all(|(waiting, _)| *waiting != key) {
            self.pending.push((key, walk));
        }
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
    let mut walk = Walk::start(board, start);
    let end = match (walk.advance(LONG_RELAY_LAPS), memo) {
        (Some(fate), _) => walk.stopped(fate),
        (None, None) => {
            let fate = walk.finish();
            walk.stopped(fate)
        }
        (None, Some(memo)) => {
            let key = Packed::new(board, start);
            match memo.ended.get(&key) {
                Some(&end) => end,
                // Put aside only while the memo has room to keep how it
                // ends: one it could not keep would be put aside for ever.
                None if memo.defer && memo.ended.len() < MAX_MEMO => {
                    memo.put_aside(key, walk);
                    memo.provisional += 1;
                    None
                }
                None => {
                    let fate = walk.finish();
                    let end = walk.stopped(fate);
                    memo.remember(key, end);
                    end
                }
            }
        }
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
