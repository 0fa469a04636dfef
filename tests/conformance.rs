//! The conformance suite: the same properties, checked for every stage, on
//! random positions reached by random games (see `src/conformance.rs`).

use crate::support::reachable;
use ayoayo::conformance::{check, GlobalState, Injected, Iterative, Recursive};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Every stage follows the rules; a failure names the stage.
    #[test]
    fn every_stage_follows_the_rules(p in reachable()) {
        let (board, score, player) = (p.board(), p.score(), p.to_move());
        for result in [
            check::<GlobalState>(board, score, player),
            check::<Injected>(board, score, player),
            check::<Recursive>(board, score, player),
            check::<Iterative>(board, score, player),
        ] {
            result.map_err(TestCaseError::fail)?;
        }
    }
}
