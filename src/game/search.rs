//! The opponent's search: negamax with alpha-beta pruning, iterative
//! deepening, a transposition table and move ordering.
//!
//! Minimax is tree recursion: each call makes one call per permissible move.
//! Its depth is the number of plies it looks ahead, which we choose; its
//! breadth multiplies by up to six at every ply, which we do not. Everything
//! here is about visiting fewer of those calls while returning the same
//! value.

use std::time::Duration;

use rustc_hash::FxHashMap;

use super::history::REPETITIONS;
use crate::board::{opposite, Pit, Player, Score, PITS};
use crate::engine::Position;
use crate::engine::RelayMemo;

/// A value that beats every score difference: a won game is worth `WIN`
/// plus the margin, a lost one minus that. (Margins are capped below it.)
pub const WIN: i32 = 1_000_000;

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

// ANCHOR: weights
/// What the opponent knows of Ayoayo: how much each thing it can count on
/// the board is worth. Only their proportions matter. The tuned weights
/// count in hundredths of a captured stone, so that lesser things can be
/// worth a fraction of one, and [`Weights::MARGIN`], which knows only the
/// score, counts a stone as 1. Each is counted for the player to move,
/// minus the same count for the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Stones captured: the score.
    pub captured: i32,
    /// Stones on the player's own row: theirs if the game ends by
    /// repetition, and the last mover's if the next player is left
    /// without a move.
    pub on_row: i32,
    /// Pits on the player's row that hold stones: moves to choose from.
    pub mobility: i32,
    /// Stones open to capture by the player: in the opponent's pits that
    /// face one of the player's empty pits, whether or not a move can
    /// end there yet.
    pub targets: i32,
    /// The player's pits whose first lap would end in an occupied pit, so
    /// that the move relays on.
    pub relays: i32,
    /// Paid by the player to move if the opponent's row is empty, so that
    /// they must feed it.
    pub must_feed: i32,
}
// ANCHOR_END: weights

impl Weights {
    /// Stones captured and nothing else: the first opponent's evaluation,
    /// [`evaluate`], which the book's `margin:D` players still use.
    pub const MARGIN: Weights = Weights {
        captured: 1,
        on_row: 0,
        mobility: 0,
        targets: 0,
        relays: 0,
        must_feed: 0,
    };

    /// The value of `position` for the player to move if the search stops
    /// there. A finished game scores as in [`evaluate`], beyond any lead.
    pub fn evaluate(&self, position: &Position, over: bool) -> i32 {
        if over {
            return evaluate(position, true);
        }
        let me = position.to_move();
        let board = position.board();
        let feed = me.other().row().all(|pit| board[pit] == 0);
        let value = self.weigh(position, me)
            - self.weigh(position, me.other())
            - if feed { i64::from(self.must_feed) } else { 0 };
        // Scores may be huge in a made-up position: stay below a win.
        value.clamp(-i64::from(WIN - 1), i64::from(WIN - 1)) as i32
    }
}

// ANCHOR: weigh
impl Weights {
    /// Everything `player` has, weighed.
    fn weigh(&self, position: &Position, player: Player) -> i64 {
        let board = position.board();
        let score = i64::from(position.score()[player.index()]);
        let mut total = i64::from(self.captured) * score;
        for pit in player.row() {
            let stones = usize::from(board[pit]);
            if stones == 0 {
                let facing = i64::from(board[opposite(pit)]);
                total += i64::from(self.targets) * facing;
                continue;
            }
            total += i64::from(self.on_row) * stones as i64;
            total += i64::from(self.mobility);
            // Sowing skips the start pit: a lap of `stones` ends this far on.
            let end = (pit + stones + (stones - 1) / (PITS - 1)) % PITS;
            if stones >= PITS || board[end] > 0 {
                total += i64::from(self.relays);
            }
        }
        total
    }
}
// ANCHOR_END: weigh

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

// ANCHOR: pruning
/// [`minimax`] with alpha-beta pruning and nothing else, counting its
/// calls, this one included, in `calls`.
pub fn alpha_beta(
    position: &Position,
    depth: u32,
    (mut alpha, beta): (i32, i32),
    memo: &mut RelayMemo,
    calls: &mut u64,
) -> i32 {
    *calls += 1;
    let children: Vec<_> = position.children(memo).collect();
    if children.is_empty() || depth == 0 {
        return evaluate(position, children.is_empty());
    }
    let mut best = -i32::MAX;
    for (_, child) in &children {
        let window = (-beta, -alpha);
        let value = -alpha_beta(child, depth - 1, window, memo, calls);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break; // the rest are cut off
        }
    }
    best
}
// ANCHOR_END: pruning

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

/// What watches the calls a search makes, to record them for the book's
/// pictures and steppers.
pub trait CallWatcher {
    /// A call for the position after `pit` (`None` for the root) begins.
    fn enter(&mut self, pit: Option<Pit>);
    /// That call returns `value`.
    fn leave(&mut self, value: i32);
    /// The call still open was cut short: the moves `pits` were not
    /// searched, since the opponent would never allow this position.
    fn cut(&mut self, _pits: impl Iterator<Item = Pit>) {}
}

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

/// One thing a recorded search did, kept until the search ends and then
/// told to its [`CallWatcher`]: what keeps the watching out of the search.
#[derive(Debug)]
enum CallEvent {
    /// A call searches the children of its position, in this order.
    Order(Vec<Pit>),
    /// A call for the position after this move begins.
    Enter(Pit),
    /// That call returns, its move worth this much to the player who made it.
    Leave(i32),
}

/// Tells `calls` that the innermost open call returns `value`, after the
/// moves it offered and never entered, which a cut-off skipped.
fn close(
    open: &mut Vec<(Vec<Pit>, usize)>,
    calls: &mut impl CallWatcher,
    value: i32,
) {
    if let Some((offered, entered)) = open.pop() {
        if entered < offered.len() {
            calls.cut(offered[entered..].iter().copied());
        }
    }
    calls.leave(value);
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
            deadline: None,
            out_of_time: false,
            earlier: FxHashMap::default(),
            path: Vec::new(),
            repetitions: 0,
            contempt: None,
            recording: None,
        }
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

    /// How often `position`, reached below the root, has now occurred.
    fn occurrences(&self, position: &Position) -> u32 {
        let before = self.earlier.get(position).copied().unwrap_or(0);
        let on_path = self.path.iter().filter(|p| *p == position).count();
        before + on_path as u32 + 1
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
        // A player given time to think prefers a risk to a tie.
        self.contempt =
            matches!(limit, Limit::Time(_)).then(|| position.to_move());
        // With one move there is nothing to think about for long.
        let limit = match limit {
            Limit::Time(_) if moves.len() == 1 => Limit::Depth(1),
            limit => limit,
        };
        let best = deepen(limit, now_ms, |depth, deadline| {
            self.deadline = deadline;
            let found = self.root(position, &mut moves, depth);
            match found {
                Some((pit, value)) if self.out_of_time => {
                    Some(Round::Stopped(pit, value))
                }
                Some((pit, value)) => Some(Round::Finished(pit, value)),
                None => None,
            }
        });
        best.map(|choice| Choice {
            nodes: self.nodes,
            ..choice
        })
    }

    /// The value of `position`, `depth` plies ahead, by alpha-beta with the
    /// transposition table, knowing nothing of the game before it: with
    /// [`Weights::MARGIN`], the same value as [`minimax`], from fewer calls.
    pub fn value(&mut self, position: &Position, depth: u32) -> i32 {
        self.table.clear();
        self.start_afresh();
        self.negamax(position, depth, -i32::MAX, i32::MAX)
    }

    /// [`Search::value`] with every call recorded in `calls`.
    pub fn value_recording_calls(
        &mut self,
        position: &Position,
        depth: u32,
        calls: &mut impl CallWatcher,
    ) -> i32 {
        self.recording = Some(Vec::new());
        let value = self.value(position, depth);
        let events = self.recording.take().unwrap_or_default();
        // Each open call: the moves it offered, and how many it entered.
        // Those it offered and never entered were cut off.
        let mut open = vec![(Vec::new(), 0)];
        calls.enter(None);
        for event in events {
            match event {
                CallEvent::Order(pits) => {
                    if let Some(top) = open.last_mut() {
                        top.0 = pits;
                    }
                }
                CallEvent::Enter(pit) => {
                    if let Some(top) = open.last_mut() {
                        top.1 += 1;
                    }
                    calls.enter(Some(pit));
                    open.push((Vec::new(), 0));
                }
                CallEvent::Leave(value) => close(&mut open, calls, value),
            }
        }
        close(&mut open, calls, value);
        value
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
            let value = -self.child(pit, &child, depth - 1, -i32::MAX, -alpha);
            if self.out_of_time {
                // This move's value is unfinished; those before it stand.
                return (!values.is_empty()).then_some(best);
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
    /// one call in 1,024 reads the clock, since reading it costs time too;
    /// once the time is up, every call still on the stack returns at once.
    fn past_deadline(&mut self) -> bool {
        self.nodes += 1;
        let late = |deadline: f64| now_ms() > deadline;
        if self.nodes.is_multiple_of(1024) && self.deadline.is_some_and(late) {
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
    /// a repetition that another path would meet, but never one move away.
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
}

// ANCHOR: round
/// How one round of deepening ended, with the best move it found and that
/// move's value.
enum Round {
    /// Every move was searched.
    Finished(Pit, i32),
    /// The clock stopped the round part-way: the best of the moves it had
    /// searched by then.
    Stopped(Pit, i32),
}
// ANCHOR_END: round

// ANCHOR: deepening
/// Searches ever deeper within `limit`, one whole round a ply, and returns
/// the last round's choice. `round(depth, deadline)` searches every move
/// `depth` plies ahead and stops at `deadline`, if it has one. `now` is
/// the clock, in milliseconds.
fn deepen(
    limit: Limit,
    now: impl Fn() -> f64,
    mut round: impl FnMut(u32, Option<f64>) -> Option<Round>,
) -> Option<Choice> {
    let (max_depth, deadline) = match limit {
        Limit::Depth(d) => (d.clamp(1, MAX_DEPTH), None),
        Limit::Time(t) => (MAX_DEPTH, Some(now() + t.as_secs_f64() * 1e3)),
    };
    let mut best: Option<Choice> = None;
    // How long the last round took, to foresee the next.
    let mut took = 0.0;
    for depth in 1..=max_depth {
        let began = now();
        // A round costs a few times the one before, so one begun late is
        // stopped before it searches much: start the next only while half
        // the last one's time is left (and expect it to be stopped).
        if best.is_some() && deadline.is_some_and(|d| began + took / 2.0 > d) {
            break;
        }
        // Round 1 has no deadline, so there is always a move to play.
        let stop = if depth == 1 { None } else { deadline };
        let (pit, value, done) = match round(depth, stop) {
            Some(Round::Finished(pit, value)) => (pit, value, depth),
            Some(Round::Stopped(pit, value)) => (pit, value, depth - 1),
            None => break,
        };
        best = Some(Choice {
            pit,
            value,
            depth: done,
            // The caller counts the positions.
            nodes: 0,
        });
        took = now() - began;
        // Out of time, or a win or loss in sight that no deeper round
        // would change.
        if done < depth || value.abs() >= WIN {
            break;
        }
    }
    best
}
// ANCHOR_END: deepening

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
