//! A search's calls recorded step by step, for Part VI's tree stepper: each
//! call with the position it searches, each value returned, and each cut
//! that leaves moves unsearched. Where Part IV's recursions make a line of
//! calls, this one makes a tree, and the stepper grows it a step at a time.

use serde::{Deserialize, Serialize};

use crate::board::{Board, Pit};
use crate::engine::Position;
use crate::game::{CallWatcher, Search, Weights, WIN};

/// The deepest search recorded for a page: a tree of a few hundred calls
/// at most, which a reader can still step through.
pub const MAX_TREE_DEPTH: u32 = 4;

/// One step of a recorded search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum TreeStep {
    /// Call `id` begins, made by call `parent` (none for the first) for
    /// the position after `pit`, `depth` plies below the first.
    Call {
        /// The call's number, in the order made.
        id: usize,
        /// The call that made it.
        parent: Option<usize>,
        /// The move that leads to its position from its parent's.
        pit: Option<Pit>,
        /// How many plies below the first call it is.
        depth: usize,
        /// The board it searches.
        board: Board,
        /// The player to move there: 0 or 1.
        to_move: usize,
    },
    /// Call `id` returns `value`: what its move is worth to the player who
    /// made it (for the first call, to the player to move).
    Return {
        /// The call returning.
        id: usize,
        /// Its value, as its caller sees it.
        value: i32,
    },
    /// Call `id` stops early: one reply is already so good for the player
    /// to move there that the other player would never let the game come
    /// here, so the moves `pits` are never searched.
    Cut {
        /// The call cut short.
        id: usize,
        /// The moves it never searched.
        pits: Vec<Pit>,
    },
}

/// A search recorded call by call: what `/api/tree` answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SearchTree {
    /// How many plies the search looks ahead.
    pub depth: u32,
    /// Its steps, in the order they happen.
    pub steps: Vec<TreeStep>,
    /// The value the search finds for the player to move.
    pub value: i32,
    /// Values at least this far from zero are a game won or lost.
    pub win: i32,
}

/// The recorder: the positions of the calls still open, and the steps.
struct Recorder {
    open: Vec<(usize, Position)>,
    steps: Vec<TreeStep>,
    made: usize,
}

impl Recorder {
    fn call(&mut self, pit: Option<Pit>, position: Position) {
        self.steps.push(TreeStep::Call {
            id: self.made,
            parent: self.open.last().map(|(id, _)| *id),
            pit,
            depth: self.open.len(),
            board: position.board(),
            to_move: position.to_move().index(),
        });
        self.open.push((self.made, position));
        self.made += 1;
    }
}

impl CallWatcher for Recorder {
    fn enter(&mut self, pit: Option<Pit>) {
        // The first call's position is pushed by `search_tree`; each other
        // is its parent's after `pit`, as the search itself plays it.
        if let (Some(pit), Some((_, parent))) = (pit, self.open.last()) {
            let child = parent
                .play(pit)
                .expect("the search plays permissible moves");
            self.call(Some(pit), child);
        }
    }

    fn leave(&mut self, value: i32) {
        if let Some((id, _)) = self.open.pop() {
            self.steps.push(TreeStep::Return { id, value });
        }
    }

    fn cut(&mut self, pits: impl Iterator<Item = Pit>) {
        let pits: Vec<Pit> = pits.collect();
        if let (false, Some((id, _))) = (pits.is_empty(), self.open.last()) {
            self.steps.push(TreeStep::Cut { id: *id, pits });
        }
    }
}

/// The calls of an alpha-beta search of `position`, `depth` plies deep
/// (at most [`MAX_TREE_DEPTH`]), recorded step by step. It judges by the
/// score alone ([`Weights::MARGIN`]), as Part VI's first `minimax` does,
/// so that a reader can check every value it returns.
pub fn search_tree(position: &Position, depth: u32) -> SearchTree {
    let depth = depth.min(MAX_TREE_DEPTH);
    let mut recorder = Recorder {
        open: Vec::new(),
        steps: Vec::new(),
        made: 0,
    };
    recorder.call(None, *position);
    let value = Search::with_weights(Weights::MARGIN).value_recording_calls(
        position,
        depth,
        &mut recorder,
    );
    SearchTree {
        depth,
        steps: recorder.steps,
        value,
        win: WIN,
    }
}
