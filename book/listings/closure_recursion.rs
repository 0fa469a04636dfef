// Not part of the crate: the book shows it, and xtask/tests/book/listings.rs checks that
// rustc refuses it with error E0425.

pub type Board = [u8; 12];

// ANCHOR: recursive_closure
pub fn at_least_one_possible_move(board: &Board, row: &[usize]) -> bool {
    let at_least_one = |moves: &[usize]| -> bool {
        match moves {
            [] => false,
            [first, rest @ ..] => board[*first] > 0 || at_least_one(rest),
        }
    };
    at_least_one(row)
}
// ANCHOR_END: recursive_closure
