//! The conformance suite: the same properties, checked for every stage, on
//! random positions reached by random games (see `src/conformance.rs`).

use crate::support::reachable;
use ayoayo::conformance::SUITE;
use proptest::prelude::*;

proptest! {
    #![proptest_config(crate::support::config(128))]

    /// Every stage follows the rules; a failure names the stage.
    #[test]
    fn every_stage_follows_the_rules(p in reachable()) {
        let (board, score, player) = (p.board(), p.score(), p.to_move());
        for (_, check) in SUITE {
            check(board, score, player).map_err(TestCaseError::fail)?;
        }
    }
}
