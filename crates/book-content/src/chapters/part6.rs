//! Part VI: a game, and an opponent whose search is a tree recursion.

use std::collections::HashSet;

use ayoayo::engine::{Position, RelayMemo};

use super::{named, Chapter};

use crate::figures::{deepening, Rounds};
use crate::generated::{html, table};
use crate::numbers::thousands;
use crate::quiz::{first_cut, CutFact};
use crate::search::WeighedFact as W;
use crate::search::{search_table, weighed, CallsTable};

/// Cutting the tree.
pub const CUTTING_THE_TREE: Chapter = Chapter {
    file: "part6/cutting-the-tree.md",
    values: &[
        // The board the drawn search starts from, and its score.
        named("first-cut board", |_| first_cut(CutFact::Board)),
        named("first-cut score", |_| first_cut(CutFact::Score)),
        // Plain minimax's calls against alpha-beta's, from the opening.
        named("search-table pruning", |_| {
            search_table(CallsTable::Pruning).map(table)
        }),
    ],
};

/// A recursion with a deadline: the trap, and deepening against a clock.
pub const A_RECURSION_WITH_A_DEADLINE: Chapter = Chapter {
    file: "part6/a-recursion-with-a-deadline.md",
    values: &[
        named("weighed moves", |_| weighed(W::Moves)),
        named("weighed board", |_| weighed(W::Board)),
        named("weighed mover", |_| weighed(W::Mover)),
        named("weighed weighed", |_| weighed(W::Weighed)),
        named("weighed agree", |_| weighed(W::Agree)),
        // The last round alone, from an empty table, and what all the
        // rounds with the table kept visit beyond it.
        named("deepening alone", |_| deepening(Rounds::Alone)),
        named("deepening beyond", |_| deepening(Rounds::Beyond)),
    ],
};

/// What the leaves know: the evaluation that turns the trap around.
pub const WHAT_THE_LEAVES_KNOW: Chapter = Chapter {
    file: "part6/what-the-leaves-know.md",
    values: &[
        named("weighed greedy", |_| weighed(W::Greedy)),
        named("weighed weighed", |_| weighed(W::Weighed)),
        named("weighed greedy-relays", |_| weighed(W::GreedyRelays)),
        named("weighed weighed-relays", |_| weighed(W::WeighedRelays)),
        // What the evaluation counts after each capture.
        named("weighed table", |_| weighed(W::Table).map(table)),
    ],
};

/// Remembering positions.
pub const REMEMBERING_POSITIONS: Chapter = Chapter {
    file: "part6/remembering-positions.md",
    values: &[
        // How many sequences of four moves there are from the opening, and
        // how many different positions they reach.
        named("transpositions sequences", |_| {
            let counts = ayoayo::engine::perft(&Position::opening(), 4);
            Ok(thousands(counts[3]))
        }),
        named("transpositions positions", |_| {
            let mut memo = RelayMemo::new();
            let mut reached = HashSet::from([Position::opening()]);
            for _ in 0..4 {
                reached = reached
                    .iter()
                    .flat_map(|p| p.children(&mut memo).collect::<Vec<_>>())
                    .map(|(_, child)| child)
                    .collect();
            }
            Ok(thousands(reached.len() as u64))
        }),
        // Each round on the trap's board from an empty table and with the
        // table kept.
        named("search-table remembering", |_| {
            search_table(CallsTable::Remembering).map(table)
        }),
    ],
};

/// Play.
pub const PLAY: Chapter = Chapter {
    file: "play.md",
    values: &[
        // The game the page offers when it cannot load its engine.
        named("recorded-game", |_| {
            crate::generated::widgets::recorded_game().map(html)
        }),
    ],
};
