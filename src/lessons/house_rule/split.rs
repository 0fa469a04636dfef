//! The recursive stage's filter, changed for the house rule.

use crate::board::{Board, Error, Pit, Player, RelayLength};
use crate::stages::injected;
use crate::stages::recursive::{
    at_least_one_possible_move, count_stones, moves_that_feed_the_other_player,
    potential_moves,
};

// ANCHOR: permissible_filter_house_rule
/// Narrows `moves` (all of one player's, all ending) by the feeding rule.
pub fn permissible_filter(
    board: &Board,
    moves: &[Pit],
    relay_length: RelayLength,
) -> Result<Vec<Pit>, Error> {
    let Some(&first_move) = moves.first() else {
        return Ok(Vec::new());
    };
    let mover = Player::owner_of(first_move)
        .ok_or(Error::PitOutOfRange { pit: first_move })?;

    if at_least_one_possible_move(board, mover.other()) {
        return Ok(moves.to_vec());
    }
    let feeding = moves_that_feed_the_other_player(board, moves, relay_length)?;
    if feeding.is_empty() {
        Ok(moves.to_vec()) // no move feeds: any will do, and the game ends
    } else {
        moves_that_feed_the_most(board, &feeding, relay_length)
    }
}

/// The moves of `moves` that leave the other player the most stones.
pub fn moves_that_feed_the_most(
    board: &Board,
    moves: &[Pit],
    relay_length: RelayLength,
) -> Result<Vec<Pit>, Error> {
    Ok(most_given(board, moves, relay_length)?.1)
}

/// The most stones any of `moves` gives, and the moves that give it.
fn most_given(
    board: &Board,
    moves: &[Pit],
    relay_length: RelayLength,
) -> Result<(u32, Vec<Pit>), Error> {
    match moves {
        [] => Ok((0, Vec::new())),
        [first, rest @ ..] => {
            let (most, best) = most_given(board, rest, relay_length)?;
            let mover = Player::owner_of(*first)
                .ok_or(Error::PitOutOfRange { pit: *first })?;
            let (after, _) = injected::sow_and_capture(
                *board,
                [0, 0],
                *first,
                relay_length,
            )?;
            let given = count_stones(&after, potential_moves(mover.other()));
            Ok(if given > most {
                (given, vec![*first])
            } else if given == most {
                (most, [vec![*first], best].concat())
            } else {
                (most, best)
            })
        }
    }
}
// ANCHOR_END: permissible_filter_house_rule
