//! The opponent's search: negamax with alpha-beta pruning, iterative
//! deepening, a transposition table and move ordering.
//!
//! Minimax is tree recursion: each call makes one call per permissible move.
//! Its depth is the number of plies it looks ahead, which we choose; its
//! breadth multiplies by up to six at every ply, which we do not. Everything
//! here is about visiting fewer of those calls while returning the same
//! value.
//!
//! This file holds the search itself: negamax over the transposition
//! table, move ordering, the clock's check and the repetition rule. Its
//! parts are beside it: what a position is worth where the search stops
//! ([`evaluate`](mod@evaluate)), the plain searches Part VI builds up to
//! it ([`plain`]), iterative deepening against a clock and the choice of
//! a move ([`deepen`]), and the call-by-call record the book draws
//! ([`record`]).

use std::time::Duration;

use rustc_hash::FxHashMap;

use super::history::REPETITIONS;
use crate::board::{Pit, Player};
use crate::engine::Position;
use crate::engine::RelayMemo;

mod deepen;
mod evaluate;
mod plain;
mod record;

pub use evaluate::{evaluate, Weights};
pub use plain::{alpha_beta, minimax};
use record::CallEvent;
pub use record::CallWatcher;

/// A value that beats every score difference: a won game is worth `WIN`
/// plus the margin, a lost one minus that. (Margins are capped below it.)
pub const WIN: i32 = 1_000_000;

/// How many calls of the search pass between two readings of the clock,
/// since reading it costs time too.
pub const CLOCK_EVERY: u64 = 1024;

/// The deepest search a limit may ask for: a whole game searched 20 plies
/// deep takes seconds, and each two plies more take about ten times longer.
pub(crate) const MAX_DEPTH: u32 = 20;

/// The most positions the transposition table holds (some tens of
/// megabytes); past that, a position stored is forgotten again at once.
const MAX_TABLE: usize = 1 << 19;

/// How long to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Look exactly this many plies ahead (deterministic).
    Depth(u32),
    /// Deepen until this much time has passed (depth 1 is always
    /// finished). The answer is the best move of the deepest depth
    /// searched: if time ran out part-way through a depth, the moves it
    /// had searched by then count. Not reproducible across runs.
    Time(Duration),
}

/// What a search chose, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The pit to play.
    pub pit: Pit,
    /// The value of the position for the player to move, looking `depth`
    /// plies ahead (one ply more if a time limit stopped the next depth
    /// part-way: the pit and value are then that depth's best so far).
    pub value: i32,
    /// The deepest depth finished.
    pub depth: u32,
    /// The positions visited, over every depth.
    pub nodes: u64,
}

// ANCHOR: entry
/// What the transposition table knows of a position searched to `depth`.
#[derive(Clone, Copy, Debug)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<Pit>,
}
// ANCHOR_END: entry

// ANCHOR: bound
/// Whether a stored value is exact or only a bound (alpha-beta cut it off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// The true value is this.
    Exact,
    /// The true value is at least this.
    Lower,
    /// The true value is at most this.
    Upper,
}
// ANCHOR_END: bound

/// Milliseconds since some moment, from the platform's clock: `Instant`
/// natively, `performance.now()` in the browser (`std` has no clock on
/// `wasm32-unknown-unknown`; `engine.js` hands the module this one).
#[cfg(not(target_arch = "wasm32"))]
fn now_ms() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> =
        std::sync::OnceLock::new();
    let start = START.get_or_init(std::time::Instant::now);
    start.elapsed().as_secs_f64() * 1000.0
}

#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)]
fn now_ms() -> f64 {
    #[link(wasm_import_module = "ayoayo")]
    extern "C" {
        fn now() -> f64;
    }
    // SAFETY: `engine.js` imports `ayoayo.now` as `() => performance.now()`,
    // which takes nothing, touches no memory of ours and returns a number.
    unsafe { now() }
}

/// A search, with the memory it keeps between depths: the transposition
/// table and the relay memo. One per player; nothing is global.
#[derive(Debug)]
pub struct Search {
    weights: Weights,
    table: FxHashMap<Position, Entry>,
    memo: RelayMemo,
    nodes: u64,
    /// The clock the deadline is read from, in milliseconds: `now_ms`,
    /// unless a test gives the search another.
    clock: fn() -> f64,
    deadline: Option<f64>,
    out_of_time: bool,
    /// Positions of the game so far that could occur again (those with
    /// the root's score), with how often each has occurred.
    earlier: FxHashMap<Position, u32>,
    /// The positions between the root and the call being made.
    path: Vec<Position>,
    /// How many repetitions the search has scored so far.
    repetitions: u64,
    /// Whose search this is, if it should prefer a risk to a tie: a
    /// player given time to think is the stronger, and a tie wastes it.
    contempt: Option<Player>,
    /// What the calls did, while [`Search::value_recording_calls`] runs.
    recording: Option<Vec<CallEvent>>,
}

/// What a tie costs the player with contempt for it, as a share of a
/// captured stone's weight: they prefer a position half a stone worse.
pub(crate) const CONTEMPT: f64 = 0.5;

impl Default for Search {
    fn default() -> Search {
        Search::with_weights(Weights::TUNED)
    }
}

impl Search {
    /// A search with empty tables that evaluates with [`Weights::TUNED`].
    pub fn new() -> Search {
        Search::default()
    }

    /// A search with empty tables that evaluates with `weights`.
    pub fn with_weights(weights: Weights) -> Search {
        Search {
            weights,
            table: FxHashMap::default(),
            memo: RelayMemo::default(),
            nodes: 0,
            clock: now_ms,
            deadline: None,
            out_of_time: false,
            earlier: FxHashMap::default(),
            path: Vec::new(),
            repetitions: 0,
            contempt: None,
            recording: None,
        }
    }

    /// The same search, reading its deadline from `clock`, in
    /// milliseconds, instead of the machine's: a test can give it a clock
    /// that moves only when it is read.
    pub fn with_clock(self, clock: fn() -> f64) -> Search {
        Search { clock, ..self }
    }

    /// Has the search evaluate with `weights` from now on, its tables and
    /// its knowledge of the rules kept.
    pub(crate) fn reweigh(&mut self, weights: Weights) {
        self.weights = weights;
    }

    /// Tells the search which positions the game has been through, and how
    /// often, so that it knows the repetition rule: a position's third
    /// occurrence ends the game, each player capturing their own row.
    /// Only positions with the same score as the next root can recur
    /// (scores never fall), so only those are kept.
    pub fn set_game_history(
        &mut self,
        seen: impl IntoIterator<Item = (Position, u32)>,
        root: &Position,
    ) {
        self.earlier = seen
            .into_iter()
            .filter(|(p, _)| p.score() == root.score())
            .collect();
    }

    /// The weights' value of `position`, with a tie worth [`CONTEMPT`] of a
    /// stone less to the player with contempt for it (and as much more to
    /// the other).
    fn evaluate(&self, position: &Position, over: bool) -> i32 {
        let value = self.weights.evaluate(position, over);
        let cost = (f64::from(self.weights.captured) * CONTEMPT) as i32;
        match self.contempt {
            Some(player) if over && value == 0 => {
                if position.to_move() == player {
                    -cost
                } else {
                    cost
                }
            }
            _ => value,
        }
    }

    // ANCHOR: occurrences
    /// How often `position`, reached below the root, has now occurred.
    fn occurrences(&self, position: &Position) -> u32 {
        let before = self.earlier.get(position).copied().unwrap_or(0);
        let on_path = self.path.iter().filter(|p| *p == position).count();
        before + on_path as u32 + 1
    }
    // ANCHOR_END: occurrences

    /// The value of `position`, `depth` plies ahead, by alpha-beta with the
    /// transposition table, knowing nothing of the game before it: with
    /// [`Weights::MARGIN`], the same value as [`minimax`], from fewer calls.
    pub fn value(&mut self, position: &Position, depth: u32) -> i32 {
        self.table.clear();
        self.start_afresh();
        self.negamax(position, depth, -i32::MAX, i32::MAX)
    }

    /// One search of `position` within the window (`alpha`, `beta`),
    /// keeping what the table learnt from the searches before it: the
    /// value, exact if it lies strictly inside the window, otherwise a
    /// bound on the side it fell. For the tests of the table's bounds,
    /// which a search from a fresh table seldom meets, and for the book's
    /// count of what the table saves from one round of deepening to the
    /// next.
    #[cfg(feature = "internals")]
    pub fn value_within(
        &mut self,
        position: &Position,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.start_afresh();
        self.negamax(position, depth, alpha, beta)
    }

    /// Forgets the last search's count, clock, path and history, but not
    /// its table: what a search of a value starts from.
    fn start_afresh(&mut self) {
        self.nodes = 0;
        self.deadline = None;
        self.out_of_time = false;
        self.path.clear();
        self.earlier.clear();
        self.contempt = None;
    }

    /// Positions visited by the last [`Search::choose`] or [`Search::value`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

// ANCHOR: negamax
impl Search {
    /// Negamax with alpha-beta pruning: the value of `position` for the
    /// player to move, exact if it lies strictly between `alpha` and
    /// `beta`, otherwise only a bound on the side it fell.
    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        if self.past_deadline() {
            return 0;
        }
        if depth == 0 {
            let over = !position.has_move(&mut self.memo);
            return self.evaluate(position, over);
        }
        // What an earlier search of this position found, if any.
        let entry = self.table.get(position).copied();
        if let Some(value) = narrow(entry, depth, &mut alpha, &mut beta) {
            return value;
        }
        let mut children: Vec<_> = position.children(&mut self.memo).collect();
        if children.is_empty() {
            return self.evaluate(position, true);
        }
        self.order(&mut children, position, entry);
        let window = (alpha, beta);
        let (value, best) = self.best_child(&children, depth, alpha, beta);
        // A value cut short by the clock is no bound at all: keep none.
        if !self.out_of_time {
            self.store(position, depth, value, best, window);
        }
        value
    }
}
// ANCHOR_END: negamax

impl Search {
    /// Puts the best move an earlier search found first, then the moves
    /// that capture most: good moves first make the cut-offs come early.
    /// A recorded search notes the order in its recording.
    fn order(
        &mut self,
        children: &mut [(Pit, Position)],
        position: &Position,
        entry: Option<Entry>,
    ) {
        let me = position.to_move().index();
        let best_before = entry.and_then(|e| e.best);
        children.sort_by_key(|(pit, child)| {
            (
                Some(*pit) != best_before,
                std::cmp::Reverse(child.score()[me]),
            )
        });
        if let Some(events) = &mut self.recording {
            events.push(CallEvent::Order(
                children.iter().map(|(p, _)| *p).collect(),
            ));
        }
    }
}

// ANCHOR: store
impl Search {
    /// Keeps what a search of `position` found in the table: `value`,
    /// exact if it fell strictly inside the window searched, otherwise a
    /// bound on the side it fell, and the move that gave it.
    fn store(
        &mut self,
        position: &Position,
        depth: u32,
        value: i32,
        best: Option<Pit>,
        (alpha, beta): (i32, i32),
    ) {
        let bound = if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let entry = Entry {
            depth,
            value,
            bound,
            best,
        };
        self.table.insert(*position, entry);
    }
}
// ANCHOR_END: store

// ANCHOR: deadline
impl Search {
    /// Counts a call of the search, and says whether its time is up. Only
    /// one call in [`CLOCK_EVERY`] reads the clock. Once the time is up,
    /// every call still on the stack returns without searching further.
    fn past_deadline(&mut self) -> bool {
        self.nodes += 1;
        let late = |deadline: f64| (self.clock)() > deadline;
        let reads = self.nodes.is_multiple_of(CLOCK_EVERY);
        if reads && self.deadline.is_some_and(late) {
            self.out_of_time = true;
        }
        self.out_of_time
    }
}
// ANCHOR_END: deadline

// ANCHOR: alpha_beta
impl Search {
    /// The best of `children` for the player to move, and its move. Each
    /// child is searched with the window narrowed by the best so far; one
    /// worth `beta` or more ends the loop, and the rest are cut off.
    fn best_child(
        &mut self,
        children: &[(Pit, Position)],
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, Option<Pit>) {
        let mut best = (-i32::MAX, None);
        for (pit, child) in children {
            let value = -self.child(*pit, child, depth - 1, -beta, -alpha);
            if value > best.0 {
                best = (value, Some(*pit));
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
// ANCHOR_END: alpha_beta

impl Search {
    /// [`Search::child_value`] of the position after `pit`, noted in the
    /// recording when the search is being recorded.
    fn child(
        &mut self,
        pit: Pit,
        position: &Position,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if let Some(events) = &mut self.recording {
            events.push(CallEvent::Enter(pit));
        }
        let value = self.child_value(position, depth, alpha, beta);
        if let Some(events) = &mut self.recording {
            // The watcher hears what the move is worth to its mover.
            events.push(CallEvent::Leave(-value));
        }
        value
    }

    /// [`Search::negamax`] for a position a move leads to, unless that
    /// move repeats a position for the third time: then the referee ends
    /// the game, each player capturing their own row, and that is its
    /// value. A value that depends on the way the search came (a
    /// repetition below it) is kept out of the table, which knows
    /// positions, not paths. A value stored along one path may still hide
    /// a repetition below it that another path would meet, but never a
    /// repetition of the position itself, which is checked here first.
    // ANCHOR: child_value
    fn child_value(
        &mut self,
        position: &Position,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.occurrences(position) >= REPETITIONS {
            self.nodes += 1;
            self.repetitions += 1;
            return self.evaluate(&position.with_rows_captured(), true);
        }
        let seen = self.repetitions;
        self.path.push(*position);
        let value = self.negamax(position, depth, alpha, beta);
        self.path.pop();
        // A full table forgets what was just stored: memory stays bounded
        // however long the search runs.
        if self.repetitions != seen || self.table.len() > MAX_TABLE {
            self.table.remove(position);
        }
        value
    }
    // ANCHOR_END: child_value
}

// ANCHOR: narrow
/// What a table `entry` from a search to the same `depth` tells a new one:
/// its value if that settles the question, or else nothing, the window
/// (`alpha`, `beta`) narrowed by the bound it keeps.
fn narrow(
    entry: Option<Entry>,
    depth: u32,
    alpha: &mut i32,
    beta: &mut i32,
) -> Option<i32> {
    let e = entry.filter(|e| e.depth == depth)?;
    match e.bound {
        Bound::Exact => return Some(e.value),
        Bound::Lower => *alpha = (*alpha).max(e.value),
        Bound::Upper => *beta = (*beta).min(e.value),
    }
    (*alpha >= *beta).then_some(e.value)
}
// ANCHOR_END: narrow
