//! Part II, "One board for everyone": a global board that Rust lets you
//! change.
//!
//! Read the chapter at <http://127.0.0.1:3000/part2/one-board.html>, your own
//! copy of the book (`cargo run --release -p ayoayo-book` in the folder above
//! `workshop/`), or the same page at the address your instructor gives.
//! The chapter's source is `book/src/part2/one-board.md`, where the listings
//! are only `{{#include}}` lines.
//!
//! This is the essay's first line of code, translated word for word: one
//! board that every function can reach. It does not compile. Your first job
//! is to read why.

use ayoayo::board::{Board, OPENING, Pit, Stones};

// TODO: this does not compile: error[E0594], cannot assign to an immutable
// static item. Read the whole error first. Any thread can reach a `static`
// at any moment, so Rust lets you change one only through something that
// makes the threads take turns. Make `PITS` a `Mutex<Board>` that starts as
// `OPENING` (`Mutex::new` runs at compile time), and make `scoop` lock it,
// take the stones out of `from_pit`, and return how many there were.
// (`static mut` compiles only inside `unsafe`, which the tests refuse.)
static PITS: Board = OPENING;

fn scoop(from_pit: Pit) -> Stones {
    let stones = PITS[from_pit];
    PITS[from_pit] = 0;
    stones
}

fn main() {
    println!("scooping pit 2 of the opening: {} stones", scoop(2));
    println!("scooping it again: {} stones", scoop(2));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::PoisonError;
    use workshop_checks::own_work;

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("global1_lock.rs");
        let handed_out = ["ayoayo::board::{Board, OPENING, Pit, Stones}"];
        own_work::no_crate_answers(source, &handed_out, "part2/one-board");
    }

    /// One lock covers the read and the write, so no other thread can
    /// scoop the same stones between them.
    #[test]
    fn one_lock_for_the_whole_scoop() {
        let source = include_str!("global1_lock.rs");
        own_work::locked_once(source, "scoop", "part2/one-board");
    }
    use pretty_assertions::assert_eq;

    // One test, so nothing else touches the board while it runs.
    #[test]
    fn scooping_empties_the_pit_of_the_one_board() {
        let set = |to: Board| {
            *PITS.lock().unwrap_or_else(PoisonError::into_inner) = to;
        };
        let now = || *PITS.lock().unwrap_or_else(PoisonError::into_inner);

        set(OPENING);
        assert_eq!(scoop(2), 4, "pit 2 of the opening holds four");
        let mut after = OPENING;
        after[2] = 0;
        assert_eq!(now(), after, "scooping pit 2 of the opening");
        assert_eq!(scoop(2), 0, "pit 2 is empty once scooped");

        let other: Board = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3];
        for pit in 0..12 {
            set(other);
            assert_eq!(scoop(pit), other[pit], "scooping pit {pit}");
            let mut after = other;
            after[pit] = 0;
            assert_eq!(now(), after, "the board after scooping pit {pit}");
        }
    }
}
