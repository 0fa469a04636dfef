//! The relay's inner loop, in a form built for speed.
//!
//! Inside one relay the skipped pit never changes, so the board is rotated
//! until that pit is lane 0, and the twelve counts are packed a byte each
//! into two machine words: lanes 0 to 7 in `lo`, lanes 8 to 11 in `hi` (no
//! lane can carry into the next: a board never holds more than 48 stones).
//! After the first lap lane 0 is empty for good, so its byte holds where the
//! relay goes next instead, as the shift that finds that lane. A lap is then
//! two table lookups and two additions: the tables' entries for "the lane I
//! am on, the stones I hold", one for each word, empty the lane, sow the
//! stones and move the shift, all at once.

use crate::board::{Board, Pit, MAX_STONES, PITS};

// ANCHOR: packed
/// A relay between laps: the rotated board, a byte a lane, with lane 0's
/// byte holding `8 * lane` for the lane to scoop next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Packed {
    lo: u64,
    hi: u64,
}

/// `STEP[64 * lane + stones]`: what to add to `lo` and `hi` to scoop
/// `stones` from `lane`, sow them round the eleven lanes after it (never
/// lane 0), and point lane 0's byte at the lane the last stone fell in.
/// From lanes 1 to 11, one stone or none means the relay has stopped, so
/// those entries change nothing. (The two words' changes are kept in two
/// tables, so that finding an entry is one multiply-and-add.)
static STEP: ([u64; 16 * 64], [u64; 16 * 64]) = {
    let mut step = ([0; 16 * 64], [0; 16 * 64]);
    let mut lane = 0;
    while lane < PITS {
        let mut stones = 0;
        while stones <= MAX_STONES as usize {
            if lane == 0 || stones > 1 {
                let (lo, hi) = sowing(lane, stones);
                step.0[64 * lane + stones] = lo;
                step.1[64 * lane + stones] = hi;
            }
            stones += 1;
        }
        lane += 1;
    }
    step
};

/// The change that sowing `stones` from `lane` makes to the two words.
const fn sowing(lane: usize, stones: usize) -> (u64, u64) {
    // Empty the lane (before the first lap, lane 0's byte holds its
    // stones).
    let mut change = add(lane, (0, 0), stones as u64, true);
    // One stone a lane round the ring, never into lane 0.
    let mut at = lane;
    let mut left = stones;
    while left > 0 {
        at = if at == PITS - 1 { 1 } else { at + 1 };
        change = add(at, change, 1, false);
        left -= 1;
    }
    // Move lane 0's byte from `8 * lane` to `8 * at`.
    let from = if lane == 0 { 0 } else { 8 * lane as u64 };
    change = add(0, change, from, true);
    add(0, change, 8 * at as u64, false)
}

/// `words` with `count` added to (or taken from) the byte of `lane`,
/// wrapping: the words are only ever added to, so the wrap cancels out.
const fn add(
    lane: usize,
    words: (u64, u64),
    count: u64,
    take: bool,
) -> (u64, u64) {
    let (lo, hi) = words;
    let amount = count << (8 * (lane % 8));
    match (lane < 8, take) {
        (true, false) => (lo.wrapping_add(amount), hi),
        (true, true) => (lo.wrapping_sub(amount), hi),
        (false, false) => (lo, hi.wrapping_add(amount)),
        (false, true) => (lo, hi.wrapping_sub(amount)),
    }
}
// ANCHOR_END: packed

// ANCHOR: pack
impl Packed {
    /// Packs `board`, rotated so that pit `skip` becomes lane 0, ready for
    /// the first lap from it.
    pub fn new(board: &Board, skip: Pit) -> Packed {
        let mut words = (0, 0);
        for (pit, &count) in board.iter().enumerate() {
            let lane = (pit + PITS - skip) % PITS;
            words = add(lane, words, u64::from(count), false);
        }
        Packed {
            lo: words.0,
            hi: words.1,
        }
    }

    /// The first lap: scoop lane 0 (non-empty) and sow it.
    #[inline(always)]
    pub fn first_lap(&mut self) {
        let stones = self.lo & 0xff;
        self.apply(stones as usize);
    }
}
// ANCHOR_END: pack

// ANCHOR: lap
impl Packed {
    /// One more lap: scoop the lane the last stone fell in and sow it. The
    /// stones scooped are returned; one or none means the relay had
    /// stopped, and then nothing changed.
    #[inline(always)]
    pub fn lap(&mut self) -> u64 {
        let shift = self.lo & 0xff;
        let word = if shift < 64 { self.lo } else { self.hi };
        let stones = (word >> (shift & 63)) & 0xff;
        self.apply((8 * shift + stones) as usize);
        stones
    }

    /// Adds the tables' `entry` to the two words. The remainder changes
    /// no entry a lap makes, and lets rustc drop the bounds checks.
    #[inline(always)]
    fn apply(&mut self, entry: usize) {
        let entry = entry % STEP.0.len();
        self.lo = self.lo.wrapping_add(STEP.0[entry]);
        self.hi = self.hi.wrapping_add(STEP.1[entry]);
    }
}
// ANCHOR_END: lap

impl Packed {
    /// The lane the last stone fell in (after the first lap).
    pub fn end_lane(self) -> usize {
        (self.lo & 0xff) as usize / 8
    }

    /// Unpacks into `board`, undoing the rotation (after the first lap,
    /// when the skipped pit is empty).
    pub fn unpack(self, skip: Pit, board: &mut Board) {
        for (pit, count) in board.iter_mut().enumerate() {
            let lane = (pit + PITS - skip) % PITS;
            let word = if lane < 8 { self.lo } else { self.hi };
            *count = if lane == 0 {
                0
            } else {
                (word >> (8 * (lane % 8))) as u8
            };
        }
    }
}

/// The pit a lane stands for.
pub fn pit_of(lane: usize, skip: Pit) -> Pit {
    (lane + skip) % PITS
}
