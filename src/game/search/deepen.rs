//! Iterative deepening against a clock: the opponent's choice of a move,
//! searched one whole round a ply until its time is up.

use super::{Choice, Limit, Search, MAX_DEPTH, WIN};
use crate::board::Pit;
use crate::engine::Position;

impl Search {
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
        let best = deepen(limit, self.clock, |depth, deadline| {
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
    // ANCHOR_END: deepening
    // ANCHOR: deepening_loop
    for depth in 1..=max_depth {
        let began = now();
        // Start a round only while half the last one's time is left.
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
        // Out of time, or a win or loss that no deeper round would change.
        if done < depth || value.abs() >= WIN {
            break;
        }
    }
    // ANCHOR_END: deepening_loop
    // ANCHOR: deepening_end
    best
}
// ANCHOR_END: deepening_end
