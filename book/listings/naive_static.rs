// This file is not part of the crate (no `mod` names it), because it does not
// compile: the book shows it, and xtask/tests/book/listings.rs checks that rustc refuses
// it with error E0594.

// ANCHOR: naive_static
pub static GAME_PITS: [u8; 12] = [4; 12];

pub fn scoop(from_pit: usize) -> u8 {
    let stones_in_hand = GAME_PITS[from_pit];
    GAME_PITS[from_pit] = 0;
    stones_in_hand
}
// ANCHOR_END: naive_static
