//! The lessons: every refactoring of "Back to loops" computes what the
//! recursion it replaces computed, a slice splits into its first and the
//! rest, and merge sort's calls make a tree where merge's make a line.

use crate::support::reachable;
use ayoayo::board::Player;
use ayoayo::engine::relay_length;
use ayoayo::lessons::back_to_loops::*;
use ayoayo::lessons::first_rest::FirstRest;
use ayoayo::stages::{injected, recursive};
use proptest::prelude::*;

mod call_stack;
mod merge_sort;
mod search_tree;

proptest! {
    #![proptest_config(crate::support::config(256))]

    #[test]
    fn every_step_agrees_with_the_recursion(board in proptest::array::uniform12(0u8..=4), pits in proptest::collection::vec(0usize..12, 0..40)) {
        let expected = recursive::count_stones(&board, &pits);
        prop_assert_eq!(count_stones_passing(&board, &pits, 0), expected);
        prop_assert_eq!(count_stones_looping(&board, &pits), expected);
        prop_assert_eq!(count_stones_summing(&board, &pits), expected);
        for player in Player::BOTH {
            prop_assert_eq!(Ok(possible_moves_filtering(&board, player)), recursive::possible_moves(&board, recursive::potential_moves(player)));
        }
    }

    #[test]
    fn the_one_loop_version_agrees(p in reachable()) {
        prop_assert_eq!(Ok(permissible_moves_in_one_loop(p.board(), p.to_move())), recursive::permissible_moves(&p.board(), p.to_move(), relay_length));
    }

    #[test]
    fn the_house_rule_agrees_in_both_versions(p in reachable()) {
        use ayoayo::lessons::house_rule::{one_loop, split};
        let (board, player) = (p.board(), p.to_move());
        let ending = recursive::moves_that_end(&board, &recursive::possible_moves(&board, recursive::potential_moves(player)).unwrap(), relay_length).unwrap();
        prop_assert_eq!(Ok(one_loop::permissible_moves_in_one_loop(board, player)), split::permissible_filter(&board, &ending, relay_length));
    }

    #[test]
    fn the_winner_loop_agrees(a in 0u32..300, b in 0u32..300) {
        prop_assert_eq!(who_won_one_at_a_time_looping([a, b]), recursive::who_won_one_at_a_time([a, b]));
    }

    #[test]
    fn the_distribute_loop_agrees(board in proptest::array::uniform12(0u8..=3), skip in 0usize..14, current in 0usize..14, hand in 0u8..=13) {
        prop_assert_eq!(distribute_looping(board, skip, current, hand), injected::distribute(board, skip, current, hand));
    }
}

/// The house rule of "What a call can see" changes what may be played:
/// pits 4 and 5 both feed, and only pit 5 gives the most.
#[test]
fn the_house_rule_keeps_only_the_biggest_gift() {
    use ayoayo::lessons::house_rule::{one_loop, split};
    let board = [0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0, 0];
    assert_eq!(permissible_moves_in_one_loop(board, Player::Zero), [4, 5]);
    assert_eq!(
        one_loop::permissible_moves_in_one_loop(board, Player::Zero),
        [5]
    );
    assert_eq!(
        split::moves_that_feed_the_most(&board, &[4, 5], relay_length),
        Ok(vec![5])
    );
    assert_eq!(
        split::permissible_filter(&board, &[4, 5], relay_length),
        Ok(vec![5])
    );
}

#[test]
fn first_then_the_rest_then_nothing() {
    let list = FirstRest::new(&[1, 2]);
    let (first, rest) = list.split().unwrap();
    assert_eq!(*first, 1);
    assert_eq!(rest.split().map(|(f, _)| *f), Some(2));
    assert!(FirstRest::<u8>::new(&[]).split().is_none());
}
