// Not part of the crate: the book shows it, and xtask/tests/book/listings.rs checks that
// rustc refuses it with error E0594.

pub type Score = [u32; 2];

// ANCHOR: mutate_score
pub fn handle_captures(
    before_score: Score,
    mover: usize,
    captured: u32,
) -> Score {
    // the essay's Object.assign(beforeScore, ...)
    before_score[mover] += captured;
    before_score
}
// ANCHOR_END: mutate_score
