//! The behaviour suite: the same properties, checked for every stage, on
//! random positions reached by random games (see `src/behaviour.rs`).

use ayoayo::behaviour::{check, GlobalState, Injected, Iterative, Recursive, Stage};
use ayoayo::board::{Board, Player, Score};
use ayoayo::iterative::Position;
use proptest::prelude::*;

/// A position reached by `plies` random permissible moves from the opening.
fn reachable() -> impl Strategy<Value = (Board, Score, Player)> {
    (any::<u64>(), 0usize..80).prop_map(|(seed, plies)| {
        let p = Position::after_random_moves(seed, plies);
        (p.board(), p.score(), p.to_move())
    })
}

fn holds<S: Stage>((board, score, player): (Board, Score, Player)) -> Result<(), TestCaseError> {
    check::<S>(board, score, player).map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn the_global_state_stage_follows_the_rules(position in reachable()) {
        holds::<GlobalState>(position)?;
    }

    #[test]
    fn the_injected_stage_follows_the_rules(position in reachable()) {
        holds::<Injected>(position)?;
    }

    #[test]
    fn the_recursive_stage_follows_the_rules(position in reachable()) {
        holds::<Recursive>(position)?;
    }

    #[test]
    fn the_iterative_stage_follows_the_rules(position in reachable()) {
        holds::<Iterative>(position)?;
    }
}
