//! The conformance suite: the same properties, checked for every stage, on
//! random positions reached by random games (see `src/conformance.rs`).

use crate::support::reachable;
use ayoayo::conformance::{
    check, GlobalState, Injected, Iterative, Recursive, Stage,
};
use ayoayo::stages::STAGES;
use proptest::prelude::*;

/// The suite names the stages as the book lists them, in order.
#[test]
fn the_suite_checks_every_stage_by_its_name() {
    let names = [
        GlobalState::NAME,
        Injected::NAME,
        Recursive::NAME,
        Iterative::NAME,
    ];
    assert_eq!(
        names.as_slice(),
        STAGES.iter().map(|&(_, n)| n).collect::<Vec<_>>()
    );
}

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
