//! The stages agree with each other and with the engine, one lap on any
//! board of up to 48 stones and whole moves on random reachable positions,
//! and keep every stone.

use crate::support::{reachable, small_board};
use ayoayo::board::Player;
use ayoayo::board::{total_stones, OPENING};
use ayoayo::engine::relay_length;
use ayoayo::stages::recursive::{self, potential_moves};
use ayoayo::stages::{global_state, injected, iterative};
use proptest::prelude::*;

proptest! {
    #![proptest_config(crate::support::config(256))]

    /// One lap of sowing, from any non-empty pit, skipping any pit: the
    /// global-state, injected and iterative stages agree.
    #[test]
    fn one_lap_agrees_across_stages(board in small_board(48), from in 0usize..12, skip in 0usize..12) {
        prop_assume!(board[from] > 0);
        let iterative_lap = iterative::sow(board, skip, from);
        prop_assert_eq!(injected::sow(board, skip, from), iterative_lap.clone());

        let _lock = ayoayo::conformance::fresh_board();
        global_state::reset(board).unwrap();
        let global = global_state::sow(skip, from).map(|end| (global_state::game_pits(), end));
        prop_assert_eq!(global, iterative_lap.clone());
        if let Ok((after, _)) = iterative_lap {
            prop_assert_eq!(total_stones(&after), total_stones(&board));
        }
    }

    /// Every move of the player to move: capturing agrees with the engine
    /// and keeps every stone. (Relay sowing, and endless relays refused
    /// before a recursion could overflow the stack, are the conformance
    /// suite's: tests/conformance.rs.)
    #[test]
    fn moves_agree_with_the_engine(p in reachable()) {
        let board = p.board();
        for pit in p.to_move().row() {
            if board[pit] == 0 {
                continue;
            }
            if let Ok((sown, end)) = iterative::relay_sow(board, pit) {
                prop_assert_eq!(
                    injected::handle_captures(sown, p.score(), pit, end),
                    iterative::handle_captures(sown, p.score(), pit, end)
                );
                let (after, score) = injected::sow_and_capture(board, p.score(), pit, relay_length).unwrap();
                prop_assert_eq!(total_stones(&after) + score[0] + score[1], 48);
            }
        }
    }

    /// The recursive stage's moves agree with the engine: possible moves (all
    /// three versions), the stones-on-a-row test and permissible moves. (Its
    /// whole move, with the end of the game, is the conformance suite's.)
    #[test]
    fn recursive_stage_agrees_with_the_engine(p in reachable()) {
        let board = p.board();
        let cache = recursive::RowCache::new();
        for player in Player::BOTH {
            let expected = iterative::possible_moves(board, player);
            let row = potential_moves(player);
            prop_assert_eq!(recursive::possible_moves(&board, row), Ok(expected.clone()));
            prop_assert_eq!(recursive::possible_moves_copying(&board, row.to_vec()), Ok(expected.clone()));
            prop_assert_eq!(recursive::possible_moves_into(&board, row, Vec::new()), Ok(expected.clone()));
            let has = iterative::has_stones(&board, player);
            prop_assert_eq!(recursive::at_least_one_possible_move(&board, player), has);
            prop_assert_eq!(recursive::at_least_one_possible_move_cached(&board, player, &cache), has);
            prop_assert_eq!(recursive::count_stones(&board, row), row.iter().map(|&pit| u32::from(board[pit])).sum::<u32>());
        }
        prop_assert_eq!(recursive::permissible_moves(&board, p.to_move(), relay_length), Ok(p.permissible_moves()));
    }

    /// The first two ways of finding the winner agree on scores far past
    /// a game's 48 stones, up to 500 a side (every final score is checked
    /// below, exhaustively).
    #[test]
    fn two_ways_to_find_the_winner_agree_on_any_score(a in 0u32..500, b in 0u32..500) {
        prop_assert_eq!(recursive::who_won([a, b]), iterative::winner([a, b]));
        prop_assert_eq!(recursive::who_won_one_at_a_time([a, b]), iterative::winner([a, b]));
    }
}

/// The three ways of finding the winner agree on every final score of a
/// 48-stone game: all forty-nine of them.
#[test]
fn three_ways_to_find_the_winner_agree_on_every_final_score() {
    for zero in 0u32..=48 {
        let score = [zero, 48 - zero];
        let expected = iterative::winner(score);
        assert_eq!(recursive::who_won(score), expected);
        assert_eq!(recursive::who_won_one_at_a_time(score), expected);
        assert_eq!(recursive::who_won_filling_pits(score), Ok(expected));
    }
}

proptest! {
    #![proptest_config(crate::support::config(128))]

    /// Part III's first guess at how a relay goes agrees with the engine
    /// on every pit of a reachable board, refusals included, whenever the
    /// relay ends within its limit; past the limit, or never ending, it
    /// says the relay is endless.
    #[test]
    fn the_lap_limit_guess_agrees_with_the_engine_below_its_limit(p in reachable()) {
        use ayoayo::stages::injected::{relay_length_by_limit, LAP_LIMIT};
        let board = p.board();
        for pit in 0..12 {
            let guessed = relay_length_by_limit(board, pit);
            match relay_length(board, pit) {
                Ok(Some(laps)) if laps > LAP_LIMIT => prop_assert_eq!(guessed, Ok(None)),
                exact => prop_assert_eq!(guessed, exact),
            }
        }
    }
}

/// What the guess gets wrong: after the opening moves 2, 7, 5, 10 and 0,
/// pit 7's relay ends, but after more laps than the limit allows; and what
/// it gets right: the seven stones' relay never ends.
#[test]
fn the_lap_limit_guess_refuses_a_long_legal_relay() {
    use ayoayo::lessons::endless::SEVEN_STONES;
    use ayoayo::stages::injected::{relay_length_by_limit, LAP_LIMIT};
    let (game, pit) = crate::support::long_relay();
    let exact = relay_length(game.board(), pit).unwrap().unwrap();
    assert!(exact > LAP_LIMIT, "{exact}");
    assert_eq!(relay_length_by_limit(game.board(), pit), Ok(None));
    assert_eq!(relay_length_by_limit(SEVEN_STONES, 0), Ok(None));
    assert_eq!(relay_length_by_limit(OPENING, 0), Ok(Some(4)));
}
