// Not part of the crate: the book shows it, and xtask/tests/book/listings.rs checks that
// rustc refuses it with error E0596. The types it uses are declared here (and
// in the listing's hidden lines) as they are in src/recursive.rs.

pub type Board = [u8; 12];

pub struct RowCache {
    rows: [Vec<usize>; 2],
}

pub fn at_least_one_consuming(board: &Board, moves: &mut Vec<usize>) -> bool {
    match moves.pop() {
        None => false,
        Some(pit) => board[pit] > 0 || at_least_one_consuming(board, moves),
    }
}

// ANCHOR: aliasing
pub fn at_least_one_possible_move(
    board: &Board,
    player: usize,
    cache: &RowCache,
) -> bool {
    at_least_one_consuming(board, &mut cache.rows[player])
}
// ANCHOR_END: aliasing
