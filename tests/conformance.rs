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

/// Which stage answers which question: a method a
/// stage loses answers `None`, and the suite would skip it without a word.
#[test]
fn each_stage_answers_what_it_has_a_function_for() {
    use ayoayo::board::{Player, OPENING};
    use ayoayo::conformance::Stage;
    use ayoayo::conformance::{GlobalState, Injected, Iterative, Recursive};

    /// Which of sow, relay_sow, permissible_moves and play `S` answers.
    fn answers<S: Stage>() -> [bool; 4] {
        let score = [0, 0];
        [
            S::sow(OPENING, 0, 0).is_some(),
            S::relay_sow(OPENING, 0).is_some(),
            S::permissible_moves(&OPENING, Player::Zero).is_some(),
            S::play(OPENING, score, 0).is_some(),
        ]
    }
    assert_eq!(answers::<GlobalState>(), [true, false, false, false]);
    assert_eq!(answers::<Injected>(), [true, true, false, false]);
    assert_eq!(answers::<Recursive>(), [false, false, true, true]);
    assert_eq!(answers::<Iterative>(), [true, true, true, true]);
}
