//! The opponent's search: negamax with alpha-beta pruning, iterative
//! deepening, a transposition table and move ordering.
//!
//! Minimax is tree recursion: each call makes one call per permissible move.
//! Its depth is the number of plies it looks ahead, which we choose; its
//! breadth multiplies by up to six at every ply, which we do not. Everything
//! here is about visiting fewer of those calls while returning the same
//! value.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::board::{Pit, Score};
use crate::engine::{Position, RelayMemo};

/// A value that beats every score difference: a won game is worth `WIN`
/// plus the margin, a lost one minus that. (Margins are capped below it.)
pub const WIN: i32 = 1_000_000;

/// The deepest search a limit may ask for.
pub const MAX_DEPTH: u32 = 30;

/// How long to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Look exactly this many plies ahead (deterministic).
    Depth(u32),
    /// Deepen until this much time has passed; the answer is the last
    /// depth finished (at least depth 1). Not reproducible across runs.
    Time(Duration),
}

/// What a search chose, and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The pit to play.
    pub pit: Pit,
    /// The value of the position for the player to move, looking `depth`
    /// plies ahead.
    pub value: i32,
    /// The deepest search finished.
    pub depth: u32,
    /// The positions visited, over every depth.
    pub nodes: u64,
}

// ANCHOR: evaluate
/// The value of a position for the player to move if the search stops
/// here: captured stones, theirs minus the opponent's. A finished game
/// (`over`) that they won is worth more than any lead in an unfinished
/// one, a lost one less than any deficit, and a tie nothing.
pub fn evaluate(position: &Position, over: bool) -> i32 {
    let me = position.to_move().index();
    let score: Score = if over {
        position.final_score()
    } else {
        position.score()
    };
    let margin = i64::from(score[me]) - i64::from(score[1 - me]);
    let margin = margin.clamp(-i64::from(WIN - 1), i64::from(WIN - 1)) as i32;
    if over {
        margin.signum() * WIN + margin
    } else {
        margin
    }
}
// ANCHOR_END: evaluate

// ANCHOR: minimax
/// The value of `position` for the player to move, `depth` plies ahead:
/// plain minimax in its negamax form (my best is the opponent's worst, so
/// one function serves both players). Every call makes one call per move.
pub fn minimax(position: &Position, depth: u32, memo: &mut RelayMemo) -> i32 {
    let children: Vec<_> = position.children(memo).collect();
    if children.is_empty() || depth == 0 {
        return evaluate(position, children.is_empty());
    }
    children
        .iter()
        .map(|(_, child)| -minimax(child, depth - 1, memo))
        .max()
        .unwrap_or(i32::MIN + 1)
}
// ANCHOR_END: minimax

/// What the transposition table knows of a position searched to `depth`.
#[derive(Clone, Copy, Debug)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<Pit>,
}

/// Whether a stored value is exact or only a bound (alpha-beta cut it off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    /// The true value is at least this.
    Lower,
    /// The true value is at most this.
    Upper,
}

/// Somewhere to record the calls a search makes, for the book's picture.
pub trait Calls {
    /// A call for the position after `pit` (`None` for the root) begins.
    fn enter(&mut self, pit: Option<Pit>);
    /// That call returns `value`.
    fn leave(&mut self, value: i32);
    /// The call still open was cut short: the moves `pits` were not
    /// searched, since the opponent would never allow this position.
    fn cut(&mut self, _pits: impl Iterator<Item = Pit>) {}
}

/// Records nothing: what a real search uses.
impl Calls for () {
    fn enter(&mut self, _pit: Option<Pit>) {}
    fn leave(&mut self, _value: i32) {}
}

/// A search, with the memory it keeps between depths: the transposition
/// table and the relay memo. One per player; nothing is global.
#[derive(Debug, Default)]
pub struct Search {
    table: HashMap<Position, Entry>,
    memo: RelayMemo,
    nodes: u64,
    deadline: Option<Instant>,
    out_of_time: bool,
}

impl Search {
    /// A search with empty tables.
    pub fn new() -> Search {
        Search::default()
    }

    /// Chooses a move for the player to move at `position` within `limit`,
    /// deepening one ply at a time. Moves of equal value are tried, and so
    /// chosen, in the order `shuffle` puts them in: pass a seeded
    /// generator's shuffle to vary games reproducibly. `None` if the game
    /// is over.
    pub fn choose(
        &mut self,
        position: &Position,
        limit: Limit,
        shuffle: impl FnOnce(&mut [Pit]),
    ) -> Option<Choice> {
        let mut moves: Vec<Pit> =
            position.children(&mut self.memo).map(|(p, _)| p).collect();
        if moves.is_empty() {
            return None;
        }
        shuffle(&mut moves);
        self.table.clear();
        self.nodes = 0;
        self.out_of_time = false;
        let (max_depth, deadline) = match limit {
            Limit::Depth(d) => (d.clamp(1, MAX_DEPTH), None),
            Limit::Time(t) => (MAX_DEPTH, Some(Instant::now() + t)),
        };
        let mut best = None;
        for depth in 1..=max_depth {
            self.deadline = if depth == 1 { None } else { deadline };
            let Some((pit, value)) = self.root(position, &mut moves, depth)
            else {
                break;
            };
            best = Some(Choice {
                pit,
                value,
                depth,
                nodes: self.nodes,
            });
            if value.abs() >= WIN {
                break; // The end of the game is in sight: deeper changes nothing.
            }
        }
        best.map(|choice| Choice {
            nodes: self.nodes,
            ..choice
        })
    }

    /// The value of `position`, `depth` plies ahead, by alpha-beta with the
    /// transposition table: the same value as [`minimax`], from fewer calls.
    pub fn value(&mut self, position: &Position, depth: u32) -> i32 {
        self.value_traced(position, depth, &mut ())
    }

    /// [`Search::value`] with every call recorded in `trace`.
    pub fn value_traced(
        &mut self,
        position: &Position,
        depth: u32,
        trace: &mut impl Calls,
    ) -> i32 {
        self.nodes = 0;
        self.deadline = None;
        self.out_of_time = false;
        trace.enter(None);
        let value = self.negamax(position, depth, -i32::MAX, i32::MAX, trace);
        trace.leave(value);
        value
    }

    /// Positions visited by the last [`Search::choose`] or [`Search::value`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// One depth of the search at the root: each move in `moves`, best
    /// first from the previous depth; `moves` is left sorted best first.
    /// `None` if time ran out.
    fn root(
        &mut self,
        position: &Position,
        moves: &mut [Pit],
        depth: u32,
    ) -> Option<(Pit, i32)> {
        let children: Vec<(Pit, Position)> =
            position.children(&mut self.memo).collect();
        let mut alpha = -i32::MAX;
        let mut best = (moves[0], -i32::MAX);
        let mut values = Vec::with_capacity(moves.len());
        for &pit in moves.iter() {
            let child = children.iter().find(|(p, _)| *p == pit)?.1;
            let value =
                -self.negamax(&child, depth - 1, -i32::MAX, -alpha, &mut ());
            if self.out_of_time {
                return None;
            }
            values.push((pit, value));
            if value > best.1 {
                best = (pit, value);
                alpha = value;
            }
        }
        // Best first for the next depth; a stable sort keeps the shuffled
        // order among equals.
        values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        for (slot, (pit, _)) in moves.iter_mut().zip(values) {
            *slot = pit;
        }
        Some(best)
    }
}

// ANCHOR: negamax
impl Search {
    /// Negamax with alpha-beta pruning: the value of `position` for the
    /// player to move, exact if it lies strictly between `alpha` and
    /// `beta`, otherwise only a bound on the side it fell. A move that
    /// scores `beta` or more ends the loop: the opponent, who can steer
    /// away from this position, never lets it happen.
    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        trace: &mut impl Calls,
    ) -> i32 {
        self.nodes += 1;
        let late = |deadline: Instant| Instant::now() > deadline;
        if self.nodes.is_multiple_of(1024) && self.deadline.is_some_and(late) {
            self.out_of_time = true;
        }
        if self.out_of_time {
            return 0;
        }
        let entry = self.table.get(position).copied();
        if let Some(e) = entry.filter(|e| e.depth == depth) {
            match e.bound {
                Bound::Exact => return e.value,
                Bound::Lower => alpha = alpha.max(e.value),
                Bound::Upper => beta = beta.min(e.value),
            }
            if alpha >= beta {
                return e.value;
            }
        }
        let mut children: Vec<_> = position.children(&mut self.memo).collect();
        if children.is_empty() || depth == 0 {
            return evaluate(position, children.is_empty());
        }
        // Move ordering: the best move found before first, then the moves
        // that capture most. Good moves first make the cut-offs come early.
        let me = position.to_move().index();
        let best_before = entry.and_then(|e| e.best);
        children.sort_by_key(|(pit, child)| {
            (
                Some(*pit) != best_before,
                std::cmp::Reverse(child.score()[me]),
            )
        });
        // The window actually searched, after the table narrowed it.
        let alpha_at_start = alpha;
        let mut best = (-i32::MAX, None);
        for (i, (pit, child)) in children.iter().enumerate() {
            trace.enter(Some(*pit));
            let value = -self.negamax(child, depth - 1, -beta, -alpha, trace);
            trace.leave(value);
            if value > best.0 {
                best = (value, Some(*pit));
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                trace.cut(children[i + 1..].iter().map(|(pit, _)| *pit));
                break;
            }
        }
        let bound = if best.0 <= alpha_at_start {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(
            *position,
            Entry {
                depth,
                value: best.0,
                bound,
                best: best.1,
            },
        );
        best.0
    }
}
// ANCHOR_END: negamax
