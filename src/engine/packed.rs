//! The relay's inner loop, in a form built for speed.
//!
//! Inside one relay the skipped pit never changes, so the board is rotated
//! until that pit is lane 0, and the twelve counts are packed a byte each
//! into one `u128` (no lane can carry into the next: a board never holds
//! more than 48 stones). Sowing `h` stones from lane `p` adds `h / 11` to
//! every lane but 0, plus one stone to each of the `h % 11` lanes after `p`:
//! a few table lookups and one addition.

use crate::board::{Board, Pit, PITS};

// ANCHOR: packed
/// Eleven pits take stones: all but the skipped one.
const RING: usize = PITS - 1;

/// A board rotated so that the skipped pit is lane 0, a byte a lane.
pub type Packed = u128;

/// `ROUNDS[q]`: `q` stones in every lane but 0.
const ROUNDS: [Packed; 256 / RING + 1] = {
    let mut rounds = [0; 256 / RING + 1];
    let mut q = 0;
    while q < rounds.len() {
        let mut lane = 1;
        while lane < PITS {
            rounds[q] |= (q as u128) << (8 * lane);
            lane += 1;
        }
        q += 1;
    }
    rounds
};

/// `DIVMOD[h]`: `(h / 11, h % 11)`.
const DIVMOD: [(u8, u8); 256] = {
    let mut t = [(0, 0); 256];
    let mut h = 0;
    while h < 256 {
        t[h] = ((h / RING) as u8, (h % RING) as u8);
        h += 1;
    }
    t
};

/// The lane after `lane`, never lane 0.
const fn step(lane: usize) -> usize {
    if lane == PITS - 1 {
        1
    } else {
        lane + 1
    }
}

/// `ADD[p][r]`: one stone in each of the `r` lanes after `p`.
/// `END[p][r]`: the lane the last stone falls in, for a hand of `r`
/// stones more than a multiple of eleven (`r == 0`: whole rounds, which
/// end eleven lanes on).
const TABLES: ([[Packed; RING]; PITS], [[u8; RING]; PITS]) = {
    let mut add = [[0; RING]; PITS];
    let mut end = [[0; RING]; PITS];
    let mut p = 0;
    while p < PITS {
        let mut stones: Packed = 0;
        let mut lane = p;
        let mut r = 1;
        while r <= RING {
            lane = step(lane);
            stones |= 1 << (8 * lane);
            if r < RING {
                add[p][r] = stones;
                end[p][r] = lane as u8;
            } else {
                end[p][0] = lane as u8;
            }
            r += 1;
        }
        p += 1;
    }
    (add, end)
};
const ADD: [[Packed; RING]; PITS] = TABLES.0;
const END: [[u8; RING]; PITS] = TABLES.1;

#[inline(always)]
fn lane(w: Packed, i: usize) -> u8 {
    (w >> (8 * i)) as u8
}

/// One lap: scoop lane `p` (non-empty) and sow it; the lane where the
/// last stone fell.
#[inline(always)]
pub fn lap(w: &mut Packed, p: usize) -> usize {
    let h = lane(*w, p);
    let scooped = *w - (u128::from(h) << (8 * p));
    if (h as usize) < RING {
        // Less than a round: by far the usual case.
        *w = scooped + ADD[p][h as usize];
        END[p][h as usize] as usize
    } else {
        let (q, r) = DIVMOD[h as usize];
        *w = scooped + ROUNDS[q as usize] + ADD[p][r as usize];
        END[p][r as usize] as usize
    }
}

/// Whether the relay goes on from lane `end`: the last stone landed on
/// stones.
#[inline(always)]
pub fn goes_on(w: Packed, end: usize) -> bool {
    lane(w, end) > 1
}

/// Packs `board`, rotated so that pit `skip` becomes lane 0.
pub fn pack(board: &Board, skip: Pit) -> Packed {
    board.iter().enumerate().fold(0, |w, (i, &count)| {
        w | u128::from(count) << (8 * ((i + PITS - skip) % PITS))
    })
}

/// Unpacks into `board`, undoing the rotation.
pub fn unpack(w: Packed, skip: Pit, board: &mut Board) {
    for (i, count) in board.iter_mut().enumerate() {
        *count = lane(w, (i + PITS - skip) % PITS);
    }
}

/// The pit a lane stands for.
pub fn pit_of(lane: usize, skip: Pit) -> Pit {
    (lane + skip) % PITS
}
// ANCHOR_END: packed
