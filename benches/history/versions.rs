//! The engine as it was before each change the measuring appendix lists,
//! so that every change can be measured against the one before it in the
//! same run (`cargo xtask measure engine` records the times it shows).
//! Retired code: it lives with the benchmarks, not in the library.
//!
//! Each version is today's move generator with that version's relay loop,
//! its number of threads and its way of sharing out the work.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use ayoayo::board::{Board, Pit, PITS};
use ayoayo::engine::internals::relay_in_place;
use ayoayo::engine::internals::{after_move, move_options_with};
use ayoayo::engine::{perft, Position};

/// A version of the engine.
pub struct Version {
    /// Its name, as the measuring appendix gives it.
    pub name: &'static str,
    /// What it changed, in the appendix's words.
    pub change: &'static str,
    /// `perft` as this version counted.
    pub perft: fn(&Position, usize) -> Vec<u64>,
}

/// Every version, oldest first.
pub const ALL: [Version; 6] = [
    Version {
        name: "stone-by-stone",
        change: "first version: stone-by-stone laps, Brent's cycle detection",
        perft: |p, d| split(p, d, 1, stone_by_stone),
    },
    Version {
        name: "packed",
        change:
            "packed board (one u128, rotated so the skipped pit is lane 0), \
         table-driven laps",
        perft: |p, d| split(p, d, 1, |b, s| packed(b, s, false)),
    },
    Version {
        name: "first-lap",
        change:
            "compare every lap with the first lap's state too (every cycle \
         met so far closes after one trip round)",
        perft: |p, d| split(p, d, 1, |b, s| packed(b, s, true)),
    },
    Version {
        name: "two-cores",
        change: "both cores, sharing out the 30 two-move sequences",
        perft: |p, d| split(p, d, cores(), |b, s| packed(b, s, true)),
    },
    Version {
        name: "two-words",
        change:
            "two words, lane 0's byte pointing at the next lane: two lookups \
             and two additions a lap",
        perft: |p, d| split(p, d, cores(), |b, s| relay_in_place(b, s, None)),
    },
    Version {
        name: "side-by-side",
        change: "long relays set aside and walked four at once, and the 159 \
                 three-move sequences shared between the cores",
        perft,
    },
];

fn cores() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

type Relay = fn(&mut Board, Pit) -> Option<Pit>;

/// The positions after each permissible move, with `relay` sowing.
fn children(position: &Position, relay: Relay) -> Vec<Position> {
    let (board, score) = (position.board(), position.score());
    move_options_with(&board, &score, position.to_move(), relay)
        .permissible()
        .map(|(_, board, score)| after_move(position, board, score))
        .collect()
}

/// perft as it was before relays were put aside: the 30 positions two
/// moves in shared out among `threads` threads through a queue.
fn split(
    position: &Position,
    depth: usize,
    threads: usize,
    relay: Relay,
) -> Vec<u64> {
    let mut counts = vec![0; depth];
    let mut frontier = vec![*position];
    let mut ply = 0;
    while ply < depth.min(2) {
        frontier = frontier.iter().flat_map(|p| children(p, relay)).collect();
        counts[ply] = frontier.len() as u64;
        ply += 1;
    }
    let next_job = AtomicUsize::new(0);
    thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let (frontier, next_job) = (&frontier, &next_job);
                scope.spawn(move || {
                    let mut sub = vec![0; depth];
                    while let Some(job) =
                        frontier.get(next_job.fetch_add(1, Ordering::Relaxed))
                    {
                        walk(job, ply, &mut sub, relay);
                    }
                    sub
                })
            })
            .collect();
        for worker in workers {
            let sub = worker.join().expect("a perft thread panicked");
            for (total, part) in counts.iter_mut().zip(sub) {
                *total += part;
            }
        }
    });
    counts
}

fn walk(position: &Position, ply: usize, counts: &mut [u64], relay: Relay) {
    if ply == counts.len() {
        return;
    }
    let children = children(position, relay);
    counts[ply] += children.len() as u64;
    for child in &children {
        walk(child, ply + 1, counts, relay);
    }
}

/// The first relay loop: sow a stone at a time, and compare every lap
/// with Brent's checkpoint, saved after 1, 2, 4, 8, ... laps.
fn stone_by_stone(board: &mut Board, start: Pit) -> Option<Pit> {
    let sow = |board: &mut Board, from: Pit| {
        let mut hand = std::mem::take(&mut board[from]);
        let mut pit = from;
        while hand > 0 {
            pit = (pit + 1) % PITS;
            if pit != start {
                board[pit] += 1;
                hand -= 1;
            }
        }
        pit
    };
    let mut end = sow(board, start);
    let mut saved = (*board, end);
    let (mut power, mut laps) = (1u64, 0u64);
    while board[end] > 1 {
        end = sow(board, end);
        if (*board, end) == saved {
            return None;
        }
        laps += 1;
        if laps == power {
            saved = (*board, end);
            power *= 2;
            laps = 0;
        }
    }
    Some(end)
}

/// The packed relay loop on one `u128`, with Brent's checkpoint and, if
/// `first_lap`, the state after the first lap as well.
fn packed(board: &mut Board, start: Pit, first_lap: bool) -> Option<Pit> {
    let mut w = pack(board, start);
    let mut end = lap(&mut w, 0);
    let first = (w, end);
    let mut saved = first;
    let (mut power, mut laps) = (1u64, 0u64);
    while goes_on(w, end) {
        end = lap(&mut w, end);
        if (w, end) == saved || (first_lap && (w, end) == first) {
            return None;
        }
        laps += 1;
        if laps == power {
            saved = (w, end);
            power *= 2;
            laps = 0;
        }
    }
    for (i, count) in board.iter_mut().enumerate() {
        *count = lane(w, (i + PITS - start) % PITS);
    }
    Some((end + start) % PITS)
}

fn pack(board: &Board, skip: Pit) -> Packed {
    board.iter().enumerate().fold(0, |w, (i, &count)| {
        w | u128::from(count) << (8 * ((i + PITS - skip) % PITS))
    })
}

/// Eleven pits take stones: all but the skipped one.
const RING: usize = PITS - 1;

/// A board rotated so that the skipped pit is lane 0, a byte a lane.
type Packed = u128;

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
fn lap(w: &mut Packed, p: usize) -> usize {
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
fn goes_on(w: Packed, end: usize) -> bool {
    lane(w, end) > 1
}
