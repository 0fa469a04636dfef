//! Counting move sequences from a position ("perft", from chess engines).
//!
//! `perft(position, d)` counts the sequences of `d` permissible moves from
//! `position`. A game that ends after `k < d` moves is a sequence of length
//! `k`: it is counted at depth `k` and nowhere deeper. The counts check the
//! engine against independent implementations, and timing them measures it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use super::position::Position;
use super::relay::{RelayMemo, Until};

/// How deep to split the tree into jobs for the threads: the 159 positions
/// three moves in share out evenly between a few cores.
const SPLIT_PLY: usize = 3;

/// Long relays a thread puts aside before it walks them, side by side.
const BATCH: usize = 8;

/// The number of move sequences of each length `1..=depth` from `position`:
/// entry `d - 1` counts the sequences of length `d`.
///
/// The subtrees below the first three moves are shared out among the
/// machine's cores through a queue. Each thread keeps its own deferring
/// [`RelayMemo`]: a position with a long relay not yet walked is put aside,
/// and once enough long relays wait, they are walked side by side and the
/// positions put aside are counted again.
pub fn perft(position: &Position, depth: usize) -> Vec<u64> {
    let mut counts = vec![0; depth];
    // Expand the first plies by hand, counting them, to make the jobs.
    let mut frontier = vec![*position];
    let mut memo = RelayMemo::new();
    let mut ply = 0;
    while ply < depth.min(SPLIT_PLY) {
        frontier = frontier
            .iter()
            .flat_map(|p| {
                p.children(&mut memo).map(|(_, c)| c).collect::<Vec<_>>()
            })
            .collect();
        counts[ply] = frontier.len() as u64;
        ply += 1;
    }
    if ply == depth {
        return counts;
    }
    let next_job = AtomicUsize::new(0);
    let threads = thread::available_parallelism().map_or(1, |n| n.get());
    let work = || share(&frontier, &next_job, ply, depth);
    let subs: Vec<Vec<u64>> = if threads == 1 {
        // One core (or none to ask about, as in a browser): no threads.
        vec![work()]
    } else {
        thread::scope(|scope| {
            let workers: Vec<_> =
                (0..threads).map(|_| scope.spawn(work)).collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("a perft thread panicked"))
                .collect()
        })
    };
    for sub in subs {
        for (total, part) in counts.iter_mut().zip(sub) {
            *total += part;
        }
    }
    counts
}

/// One worker's share: jobs taken from the queue until none is left, then
/// the positions put aside, counted once their long relays are walked.
fn share(
    frontier: &[Position],
    next_job: &AtomicUsize,
    ply: usize,
    depth: usize,
) -> Vec<u64> {
    let mut sub = vec![0; depth];
    let mut memo = RelayMemo::deferring();
    let mut aside = Vec::new();
    loop {
        let job = frontier.get(next_job.fetch_add(1, Ordering::Relaxed));
        if let Some(job) = job {
            walk(job, ply, &mut sub, &mut memo, &mut aside);
        }
        if memo.pending() < BATCH && job.is_some() {
            continue;
        }
        if aside.is_empty() {
            break;
        }
        // With no jobs left, walk everything to its end.
        memo.walk_pending(match job {
            None => Until::AllKnown,
            Some(_) => Until::LanesRunShort,
        });
        for (position, ply) in std::mem::take(&mut aside) {
            walk(&position, ply, &mut sub, &mut memo, &mut aside);
        }
    }
    sub
}

/// Counts the tree below `position`, putting aside (in `aside`) every
/// position whose moves wait on a long relay.
fn walk(
    position: &Position,
    ply: usize,
    counts: &mut [u64],
    memo: &mut RelayMemo,
    aside: &mut Vec<(Position, usize)>,
) {
    if ply == counts.len() {
        return;
    }
    let provisional = memo.provisional();
    let children: Vec<Position> =
        position.children(memo).map(|(_, c)| c).collect();
    if memo.provisional() > provisional {
        aside.push((*position, ply));
        return;
    }
    counts[ply] += children.len() as u64;
    for child in &children {
        walk(child, ply + 1, counts, memo, aside);
    }
}
