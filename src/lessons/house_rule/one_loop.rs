//! The one loop of Part IV, changed for the house rule.

use crate::board::{Board, Pit, Player};
use crate::stages::iterative;

// ANCHOR: tangled_house_rule
/// Permissible moves as one loop, the way they might be written first. The
/// loop reads a flag set before it, fills two lists at once, skips ahead
/// with `continue`, and the code after it picks between the lists.
pub fn permissible_moves_in_one_loop(board: Board, player: Player) -> Vec<Pit> {
    let other_row_was_empty = !player.other().row().any(|pit| board[pit] > 0);
    let mut ending = Vec::new();
    let mut feeding = Vec::new();
    let mut most_given = 0;
    for pit in player.row() {
        if board[pit] == 0 {
            continue;
        }
        let Ok((after, _, _)) = iterative::sow_and_capture(board, [0, 0], pit)
        else {
            continue; // the relay never ends
        };
        ending.push(pit);
        let given: u32 =
            player.other().row().map(|p| u32::from(after[p])).sum();
        if other_row_was_empty && given > 0 && given >= most_given {
            if given > most_given {
                feeding.clear();
                most_given = given;
            }
            feeding.push(pit);
        }
    }
    if other_row_was_empty && !feeding.is_empty() {
        feeding
    } else {
        ending
    }
}
// ANCHOR_END: tangled_house_rule
