//! The own-work checks refuse the dodges a learner might try, and pass
//! honest answers written in more than one way: each check is seen to fail
//! here, since every stub handed out already fails on its `todo!()`.
#![cfg(feature = "own-work")]

use workshop_checks::own_work::*;

const HANDED_OUT: [&str; 1] = ["ayoayo::board::{Board, Pit}"];

#[test]
fn honest_answers_pass() {
    let honest = "
        use ayoayo::board::{Board, Pit};
        fn tally(board: &Board, pits: &[Pit]) -> u32 {
            match pits {
                [] => 0,
                [first, rest @ ..] => u32::from(board[*first]) + tally(board, rest),
            }
        }
    ";
    no_crate_answers(honest, &HANDED_OUT, "part4");
    recursion_only(honest, &[], "tally", "part4");
    assert!(calls_itself(honest, "tally"));
    // The same, with the sum passed down: every call is a tail call.
    let passing = "
        use ayoayo::board::{Board, Pit};
        fn tally(board: &Board, pits: &[Pit], so_far: u32) -> u32 {
            if let [first, rest @ ..] = pits {
                return tally(board, rest, so_far + u32::from(board[*first]));
            }
            so_far
        }
    ";
    tail_calls_only(passing, "tally", "part5");
    // A function of one's own may share a name with an iterator adaptor.
    let named_like_an_adaptor = "
        fn count(pits: &[u8]) -> u32 {
            match pits {
                [] => 0,
                [first, rest @ ..] => u32::from(*first) + count(rest),
            }
        }
    ";
    recursion_only(named_like_an_adaptor, &[], "count", "part4");
    // A learner debugging with `dbg!` is still doing their own work, and
    // the call inside it is still read.
    let debugged = "
        use ayoayo::board::{Board, Pit};
        fn tally(board: &Board, pits: &[Pit]) -> u32 {
            match pits {
                [] => 0,
                [first, rest @ ..] => dbg!(u32::from(board[*first]) + tally(board, rest)),
            }
        }
    ";
    no_crate_answers(debugged, &HANDED_OUT, "part4");
    recursion_only(debugged, &[], "tally", "part4");
    assert!(calls_itself(debugged, "tally"));
}

#[test]
#[should_panic(expected = "write the answer yourself")]
fn the_crates_answer_under_another_name_is_refused() {
    let renamed = "
        use ayoayo::board::{Board, Pit};
        use ayoayo::stages::recursive as mine;
        fn tally(board: &Board, pits: &[Pit]) -> u32 {
            mine::count_stones(board, pits)
        }
    ";
    no_crate_answers(renamed, &HANDED_OUT, "part4");
}

#[test]
#[should_panic(expected = "write the answer yourself")]
fn a_path_written_out_in_full_is_refused() {
    let inline = "
        fn tally(board: &ayoayo::board::Board, pits: &[usize]) -> u32 {
            ::ayoayo::stages::recursive::count_stones(board, pits)
        }
    ";
    no_crate_answers(inline, &HANDED_OUT, "part4");
}

#[test]
#[should_panic(expected = "asks for a linear recursion")]
fn an_iterator_in_place_of_the_recursion_is_refused() {
    let summed = "
        use ayoayo::board::{Board, Pit};
        fn tally(board: &Board, pits: &[Pit]) -> u32 {
            if pits.is_empty() { return 0; }
            pits.iter().map(|&p| u32::from(board[p])).sum::<u32>() + 0 * tally(board, &[])
        }
    ";
    recursion_only(summed, &[], "tally", "part4");
}

#[test]
#[should_panic(expected = "asks for a linear recursion")]
fn a_loop_hidden_in_a_helper_is_refused() {
    let helper = "
        use ayoayo::board::{Board, Pit};
        fn add(board: &Board, pits: &[Pit]) -> u32 {
            let mut total = 0;
            for &p in pits { total += u32::from(board[p]); }
            total
        }
        fn tally(board: &Board, pits: &[Pit]) -> u32 {
            match pits { [] => 0, _ => add(board, pits) + tally(board, &[]) }
        }
    ";
    recursion_only(helper, &[], "tally", "part4");
}

#[test]
#[should_panic(expected = "and then does more")]
fn a_call_that_is_not_last_is_refused_as_a_tail_call() {
    let not_last = "
        use ayoayo::board::{Board, Pit};
        fn tally(board: &Board, pits: &[Pit], so_far: u32) -> u32 {
            match pits {
                [] => so_far,
                [first, rest @ ..] => tally(board, rest, so_far) + u32::from(board[*first]),
            }
        }
    ";
    tail_calls_only(not_last, "tally", "part5");
}

#[test]
#[should_panic(expected = "the tests read your code")]
fn code_hidden_in_a_macro_of_ones_own_is_refused() {
    let hidden = "
        use ayoayo::board::{Board, Pit};
        macro_rules! answer { () => { ayoayo::stages::recursive::count_stones } }
        fn tally(board: &Board, pits: &[Pit]) -> u32 { answer!()(board, pits) }
    ";
    no_crate_answers(hidden, &HANDED_OUT, "part4");
}
