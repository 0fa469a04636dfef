//! The conformance suite: the same properties, checked for every stage, on
//! random positions reached by random games (see `src/conformance.rs`).

use crate::support::reachable;
use ayoayo::conformance::{
    check, GlobalState, Injected, Iterative, Recursive, Stage,
};
use ayoayo::engine::Position;
use proptest::prelude::*;

fn holds<S: Stage>(p: Position) -> Result<(), TestCaseError> {
    check::<S>(p.board(), p.score(), p.to_move()).map_err(TestCaseError::fail)
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
