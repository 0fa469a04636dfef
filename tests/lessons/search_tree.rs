//! Part VI's tree stepper: the search recorded call by call is the search
//! itself, each call under its caller, each returning once, its position
//! its parent's after its move.

use std::collections::HashMap;

use ayoayo::board::Player;
use ayoayo::engine::{Position, RelayMemo};
use ayoayo::game::{minimax, Search, Weights};
use ayoayo::lessons::search_tree::{search_tree, TreeStep};

/// The positions two plies from the opening, and a late one.
fn positions() -> Vec<Position> {
    let mut memo = RelayMemo::new();
    let opening = Position::opening();
    let mut all = vec![opening];
    for (_, child) in opening.children(&mut memo).collect::<Vec<_>>() {
        all.extend(child.children(&mut memo).map(|(_, p)| p));
    }
    let board = [1, 0, 2, 0, 1, 0, 0, 1, 0, 1, 1, 0];
    all.push(Position::new(board, [20, 21], Player::Zero).unwrap());
    all
}

#[test]
fn every_call_returns_once_after_its_children_and_cuts() {
    for position in positions() {
        for depth in 1..=3 {
            let tree = search_tree(&position, depth);
            let mut open: Vec<usize> = Vec::new();
            for step in &tree.steps {
                match step {
                    TreeStep::Call {
                        id, parent, depth, ..
                    } => {
                        assert_eq!(*parent, open.last().copied());
                        assert_eq!(*depth, open.len());
                        open.push(*id);
                    }
                    TreeStep::Cut { id, pits } => {
                        assert_eq!(Some(id), open.last());
                        assert!(!pits.is_empty());
                    }
                    TreeStep::Return { id, .. } => {
                        assert_eq!(open.pop(), Some(*id));
                    }
                }
            }
            assert!(open.is_empty(), "every call returned");
            let last = tree.steps.last();
            assert_eq!(
                last,
                Some(&TreeStep::Return {
                    id: 0,
                    value: tree.value
                })
            );
        }
    }
}

#[test]
fn the_recorded_search_is_the_search() {
    for position in positions() {
        let tree = search_tree(&position, 3);
        let mut search = Search::with_weights(Weights::MARGIN);
        assert_eq!(tree.value, search.value(&position, 3));
        // Judged by the score, as plain minimax judges: the same value.
        let plain = minimax(&position, 3, &mut RelayMemo::new());
        assert_eq!(tree.value, plain);
        let calls = tree
            .steps
            .iter()
            .filter(|s| matches!(s, TreeStep::Call { .. }))
            .count();
        assert_eq!(calls as u64, search.nodes(), "one call a node");
    }
}

#[test]
fn each_call_searches_its_parents_position_after_its_move() {
    let tree = search_tree(&Position::opening(), 3);
    let mut positions = HashMap::from([(0, Position::opening())]);
    for step in &tree.steps {
        if let TreeStep::Call {
            id,
            parent: Some(parent),
            pit: Some(pit),
            board,
            to_move,
            ..
        } = step
        {
            let p = positions[parent].play(*pit).unwrap();
            assert_eq!((p.board(), p.to_move().index()), (*board, *to_move));
            positions.insert(*id, p);
        }
    }
    assert!(positions.len() > 1);
    assert!(tree.steps.iter().any(|s| matches!(s, TreeStep::Cut { .. })));
}
