//! Counting move sequences from a position ("perft", from chess engines).
//!
//! `perft(position, d)` counts the sequences of `d` permissible moves from
//! `position`. A game that ends after `k < d` moves is a sequence of length
//! `k`: it is counted at depth `k` and nowhere deeper. The counts check the
//! engine against independent implementations, and timing them measures it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use super::moves::move_options_with;
use super::packed::Packed;
use super::position::Position;
use super::relay::{relay_in_place_with, Fate, RelayMemo, Walk};

/// How deep to split the tree into jobs for the threads: the 159 positions
/// three moves in share out evenly between a few cores.
const SPLIT_PLY: usize = 3;

/// Long relays a thread puts aside before it walks them, side by side.
const BATCH: usize = 8;

/// The number of move sequences of each length `1..=depth` from `position`:
/// entry `d - 1` counts the sequences of length `d`.
///
/// The subtrees below the first three moves are shared out among the
/// machine's cores through a queue. Each thread keeps its own
/// `Deferring` move generator: a position with a long relay not yet
/// walked is put aside, and once enough long relays wait, they are walked
/// side by side and the positions put aside are counted again.
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
    let mut moves = Deferring::default();
    let mut aside = Vec::new();
    loop {
        let job = frontier.get(next_job.fetch_add(1, Ordering::Relaxed));
        if let Some(job) = job {
            walk(job, ply, &mut sub, &mut moves, &mut aside);
        }
        if moves.waiting() < BATCH && job.is_some() {
            continue;
        }
        if aside.is_empty() {
            break;
        }
        // With no jobs left, walk everything to its end.
        moves.walk_waiting(match job {
            None => Until::AllKnown,
            Some(_) => Until::TooFewLeft,
        });
        for (position, ply) in std::mem::take(&mut aside) {
            walk(&position, ply, &mut sub, &mut moves, &mut aside);
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
    moves: &mut Deferring,
    aside: &mut Vec<(Position, usize)>,
) {
    if ply == counts.len() {
        return;
    }
    let Some(children) = moves.children(position) else {
        aside.push((*position, ply));
        return;
    };
    counts[ply] += children.len() as u64;
    for child in &children {
        walk(child, ply + 1, counts, moves, aside);
    }
}

/// A move generator that does not stop for a long relay it has not met:
/// it puts the relay aside, and the position waits until
/// [`Deferring::walk_waiting`] has walked it with others, side by side.
#[derive(Debug, Default)]
pub struct Deferring {
    memo: RelayMemo,
    waiting: Vec<(Packed, Walk)>,
}

impl Deferring {
    /// How many long relays wait to be walked.
    pub fn waiting(&self) -> usize {
        self.waiting.len()
    }

    /// The positions after each permissible move of `position`, as
    /// [`Position::children`] gives them, or `None` if one of its relays is
    /// long, not yet known, and now waits to be walked.
    pub fn children(&mut self, position: &Position) -> Option<Vec<Position>> {
        let Deferring { memo, waiting } = self;
        let mut waits = false;
        let (board, score) = (position.board(), position.score());
        let options = move_options_with(
            &board,
            &score,
            position.to_move(),
            |after, start| {
                relay_in_place_with(after, start, |key, walk| {
                    match memo.known(&key) {
                        Some(end) => end,
                        // Put aside only while the memo has room to keep
                        // how it ends: one it could not keep would wait
                        // for ever.
                        None if memo.has_room() => {
                            if waiting.iter().all(|(k, _)| *k != key) {
                                waiting.push((key, walk));
                            }
                            waits = true;
                            None
                        }
                        None => memo.end_of(key, walk),
                    }
                })
            },
        );
        let after = |(_, board, score)| position.after_move(board, score);
        (!waits).then(|| options.permissible().map(after).collect())
    }

    /// Walks the waiting relays side by side, and remembers how each
    /// ended; those [`finish_all`] leaves unfinished keep waiting.
    pub fn walk_waiting(&mut self, until: Until) {
        let (keys, mut walks): (Vec<Packed>, Vec<Walk>) =
            self.waiting.drain(..).unzip();
        let known = finish_all(&mut walks, until);
        for ((key, walk), known) in keys.into_iter().zip(walks).zip(known) {
            match known {
                Some(fate) => self.memo.remember(key, walk.stopped(fate)),
                None => self.waiting.push((key, walk)),
            }
        }
    }
}

/// Relays side by side: how many are walked at once. One lap waits on
/// the lap before it, so a lone relay leaves most of the processor idle;
/// four independent ones keep it busy.
const SIDE_BY_SIDE: usize = 4;
// `finish_all` has an arm for each count of relays up to four: another
// width needs arms of its own.
const _: () = assert!(SIDE_BY_SIDE == 4, "finish_all has arms for four");

/// How far [`finish_all`] walks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// Every relay is walked to its end.
    AllKnown,
    /// Walking stops as soon as fewer relays are left than walk side by
    /// side; those keep their progress, to go on later beside new ones.
    TooFewLeft,
}

/// Walks the relays in `walks` side by side and says how each turns out,
/// or `None` for one left unfinished ([`Until::TooFewLeft`]).
pub fn finish_all(walks: &mut [Walk], until: Until) -> Vec<Option<Fate>> {
    let all = until == Until::AllKnown;
    let mut ends = vec![None; walks.len()];
    let mut queue = 0..walks.len();
    // The relays being walked side by side, by their place in `walks`.
    let mut abreast: Vec<usize> = queue.by_ref().take(SIDE_BY_SIDE).collect();
    while abreast.len() == SIDE_BY_SIDE || (all && !abreast.is_empty()) {
        let (done, fate) = match abreast.len() {
            4 => walk_side_by_side::<4>(walks, &abreast),
            3 => walk_side_by_side::<3>(walks, &abreast),
            2 => walk_side_by_side::<2>(walks, &abreast),
            _ => walk_side_by_side::<1>(walks, &abreast),
        };
        ends[abreast[done]] = Some(fate);
        match queue.next() {
            Some(next) => abreast[done] = next,
            None => {
                abreast.remove(done);
            }
        }
    }
    ends
}

/// Walks the relays of `walks` that `abreast` names, a lap each in turn,
/// until one is known: which of `abreast` it is, and how its relay turns
/// out.
fn walk_side_by_side<const K: usize>(
    walks: &mut [Walk],
    abreast: &[usize],
) -> (usize, Fate) {
    let mut side_by_side: [Walk; K] =
        std::array::from_fn(|k| walks[abreast[k]]);
    let (done, fate) = 'walks: loop {
        for (k, walk) in side_by_side.iter_mut().enumerate() {
            if let Some(fate) = walk.step() {
                break 'walks (k, fate);
            }
        }
    };
    for (k, walk) in side_by_side.into_iter().enumerate() {
        walks[abreast[k]] = walk;
    }
    (done, fate)
}
