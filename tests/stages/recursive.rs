//! Tests of the recursive stage (Part IV), some of them shown in the book.

use ayoayo::board::{Error, Outcome, Player};
use ayoayo::engine::relay_length;
use ayoayo::stages::recursive::*;
use pretty_assertions::assert_eq;

#[test]
// ANCHOR: player_one_after_the_capture
fn player_ones_possible_moves_after_the_capture() {
    let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
    assert_eq!(
        possible_moves(&board, potential_moves(Player::One)),
        Ok(vec![7, 8, 9, 10])
    );
    assert_eq!(
        possible_moves_copying(&board, vec![6, 7, 8, 9, 10, 11]),
        Ok(vec![7, 8, 9, 10])
    );
    assert_eq!(
        possible_moves_into(&board, &[6, 7, 8, 9, 10, 11], Vec::new()),
        Ok(vec![7, 8, 9, 10])
    );
}
// ANCHOR_END: player_one_after_the_capture

#[test]
// ANCHOR: late_game
fn late_game_feeding() {
    let late_game = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    let possible =
        possible_moves(&late_game, potential_moves(Player::Zero)).unwrap();
    assert_eq!(possible, vec![0, 2, 4]);
    assert_eq!(
        moves_that_feed_the_other_player(&late_game, &possible, relay_length),
        Ok(vec![2])
    );
    assert_eq!(
        permissible_moves(&late_game, Player::Zero, relay_length),
        Ok(vec![2])
    );
}
// ANCHOR_END: late_game

#[test]
// ANCHOR: integration
fn two_late_moves() {
    let board = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        sow_and_capture(board, [40, 5], 2, relay_length),
        Ok(([0; 12], [43, 5], true))
    );

    let board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    let after = [1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0];
    assert_eq!(
        sow_and_capture(board, [39, 5], 2, relay_length),
        Ok((after, [39, 5], false))
    );
}
// ANCHOR_END: integration

/// The cached version answers as the plain one does, for both rows, on
/// boards where the only stone sits at either end of a row (the consuming
/// helper pops from the end, so both orders are walked), and on an empty
/// board.
#[test]
fn the_cached_version_answers_as_the_plain_one() {
    let cache = RowCache::new();
    let mut boards = vec![[0; 12]];
    for pit in [0, 5, 6, 11] {
        let mut board = [0; 12];
        board[pit] = 1;
        boards.push(board);
    }
    for board in boards {
        for player in Player::BOTH {
            let plain = at_least_one_possible_move(&board, player);
            let cached =
                at_least_one_possible_move_cached(&board, player, &cache);
            assert_eq!(cached, plain, "{board:?}, {player}");
        }
    }
}

#[test]
fn winners() {
    assert_eq!(who_won([30, 18]), Outcome::Winner(Player::Zero));
    assert_eq!(
        who_won_one_at_a_time([18, 30]),
        Outcome::Winner(Player::One)
    );
    assert_eq!(who_won_filling_pits([24, 24]), Ok(Outcome::Tie));
    assert_eq!(fill_pits(23, 6), Filled::Short);
    assert_eq!(fill_pits(25, 6), Filled::Over);
    assert!(who_won_filling_pits([10, 10]).is_err());
}

#[test]
fn bad_input_gets_errors() {
    assert_eq!(
        possible_moves(&[4; 12], &[3, 12]),
        Err(Error::PitOutOfRange { pit: 12 })
    );
    assert_eq!(
        possible_moves_into(&[4; 12], &[99], Vec::new()),
        Err(Error::PitOutOfRange { pit: 99 })
    );
    assert_eq!(
        possible_moves_copying(&[4; 12], vec![12]),
        Err(Error::PitOutOfRange { pit: 12 })
    );
    assert_eq!(
        permissible_filter(&[4; 12], &[40], relay_length),
        Err(Error::PitOutOfRange { pit: 40 })
    );
    assert_eq!(
        sow_and_capture([4; 12], [0, 0], 12, relay_length),
        Err(Error::PitOutOfRange { pit: 12 })
    );
    assert!(matches!(
        permissible_moves(&[30; 12], Player::Zero, relay_length),
        Err(Error::TooManyStones { .. })
    ));
    assert_eq!(
        moves_that_end(
            &[1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1],
            &[0, 1],
            relay_length
        ),
        Ok(vec![1])
    );
}
