//! The call-stack steppers' recordings are the recursions they show: as
//! many relay calls as the engine walks laps, ending where it ends; the
//! counts and moves the stages compute; the seven stones' relay stopped
//! where a call repeats, every frame still on the stack.

use ayoayo::board::{Board, Player};
use ayoayo::engine::{trace, Ending, MAX_TRACED_LAPS};
use ayoayo::lessons::call_stack::*;
use ayoayo::lessons::endless::SEVEN_STONES;
use ayoayo::stages::{injected, recursive};
use proptest::prelude::*;

/// The calls and returns, with each call matched by its return in order.
fn balanced(calls: &Recording) -> bool {
    let mut depth = 0;
    calls.steps.iter().all(|step| match step {
        Step::Call { depth: d, .. } => {
            depth += 1;
            *d == depth
        }
        Step::Return { depth: d, .. } => {
            depth -= 1;
            *d == depth + 1
        }
    }) && (depth == 0) == matches!(calls.ending, Exit::Returned { .. })
}

proptest! {
    #![proptest_config(crate::support::config(256))]

    #[test]
    fn a_relay_makes_one_call_a_lap(board in crate::support::small_board(48), pit in 0usize..12) {
        let traced = trace(&board, pit, MAX_TRACED_LAPS);
        // A move the rules refuse records nothing, whichever says so.
        let recorded = match relay_calls(board, pit) {
            Ok(recorded) => recorded,
            Err(e) => {
                prop_assert_eq!(traced.map(|t| t.laps), Err(e));
                return Ok(());
            }
        };
        prop_assert!(balanced(&recorded));
        let calls = recorded.steps.iter().filter(|s| matches!(s, Step::Call { .. })).count();
        match (traced, &recorded.ending) {
            (Ok(t), Exit::Returned { result }) => {
                prop_assert_eq!(calls as u64, t.laps);
                let (after, end) = injected::relay(board, pit, pit).unwrap();
                prop_assert_eq!(result, &format!("({}, {end})", row(&after)));
            }
            (Ok(t), Exit::Deep) => prop_assert!(t.laps > MAX_RECORDED_CALLS as u64),
            // Call k is handed the state after lap k - 1: the call that
            // repeats is one past the lap that does.
            (Ok(t), Exit::Cycle { depth, from }) => {
                let Ending::Cycle { from: lap, .. } = t.ending else {
                    return Err(TestCaseError::fail(format!("{:?}", t.ending)));
                };
                prop_assert_eq!((*from as u64, *depth as u64), (lap + 1, t.laps + 1));
                prop_assert_eq!(calls, *depth);
            }
            (t, e) => prop_assert!(false, "trace {t:?}, recording {e:?}"),
        }
    }

    #[test]
    fn counts_and_moves_are_the_stages(board in crate::support::small_board(48), player in 0usize..2) {
        let pits: Vec<_> = Player::BOTH[player].row().collect();
        let counted = count_calls(board, &pits).unwrap();
        prop_assert!(balanced(&counted));
        let expected = recursive::count_stones(&board, &pits).to_string();
        prop_assert_eq!(&counted.ending, &Exit::Returned { result: expected });
        prop_assert_eq!(counted.steps.len(), 2 * (pits.len() + 1));
        // The accumulating count: the same answer, and every frame returns
        // it unchanged, the deepest first.
        let so_far = count_so_far_calls(board, &pits).unwrap();
        prop_assert!(balanced(&so_far));
        prop_assert_eq!(&so_far.ending, &counted.ending);
        let Exit::Returned { result } = &counted.ending else { unreachable!() };
        for step in &so_far.steps {
            if let Step::Return { result: r, .. } = step {
                prop_assert_eq!(r, result);
            }
        }
        // Each call looks at the first pit of its list.
        let looked: Vec<Option<usize>> = counted.steps.iter().filter_map(|s| match s {
            Step::Call { pit, .. } => Some(*pit),
            Step::Return { .. } => None,
        }).collect();
        let mut expected: Vec<Option<usize>> = pits.iter().copied().map(Some).collect();
        expected.push(None);
        prop_assert_eq!(looked, expected);
        let possible = possible_calls(board, &pits).unwrap();
        prop_assert!(balanced(&possible));
        let moves = recursive::possible_moves(&board, &pits).unwrap();
        let shown: Vec<String> = moves.iter().map(usize::to_string).collect();
        let expected = format!("[{}]", shown.join(", "));
        prop_assert_eq!(&possible.ending, &Exit::Returned { result: expected });
    }
}

fn row(board: &Board) -> String {
    let counts: Vec<String> = board.iter().map(u8::to_string).collect();
    format!("[{}]", counts.join(","))
}

#[test]
fn the_endless_relay_piles_up_frames_until_a_call_repeats() {
    let recorded = relay_calls(SEVEN_STONES, 0).unwrap();
    let Exit::Cycle { depth, from } = recorded.ending else {
        panic!("{:?}", recorded.ending)
    };
    assert!(depth > from && from >= 1);
    assert!(recorded
        .steps
        .iter()
        .all(|s| matches!(s, Step::Call { .. })));
    assert_eq!(recorded.steps.len(), depth);
}
