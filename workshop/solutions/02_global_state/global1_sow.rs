//! Part II, "One board for everyone" and "Sowing": one lap of sowing on a
//! global board.
//!
//! The chapter: `book/src/part2/sowing.md` in the repository, or
//! <http://127.0.0.1:3000/part2/sowing.html> once the book is served
//! (`cargo run --release --features book` in the folder above `workshop/`).
//!
//! There is one board, `PITS`, and every function reads and writes it. Each
//! function locks it only for as long as it needs it: a `Mutex` that is
//! already locked by this thread may deadlock or panic if locked again, so
//! never call one of these functions while you hold the guard.

use std::sync::{Mutex, MutexGuard, PoisonError};

use ayoayo::board::{Board, OPENING, Pit, Stones, next_pit};

/// The one board every function shares.
static PITS: Mutex<Board> = Mutex::new(OPENING);

/// The global board, locked until the guard is dropped.
fn pits() -> MutexGuard<'static, Board> {
    PITS.lock().unwrap_or_else(PoisonError::into_inner)
}

fn scoop(from_pit: Pit) -> Stones {
    let mut board = pits();
    let stones = board[from_pit];
    board[from_pit] = 0;
    stones
}

fn distribute(skip_pit: Pit, pit: Pit, stones: Stones) -> Pit {
    let mut pit = pit;
    let mut last = pit;
    for _ in 0..stones {
        if pit == skip_pit {
            pit = next_pit(pit);
        }
        pits()[pit] += 1;
        last = pit;
        pit = next_pit(pit);
    }
    last
}

fn sow(skip_pit: Pit, from_pit: Pit) -> Pit {
    let stones = scoop(from_pit);
    distribute(skip_pit, next_pit(from_pit), stones)
}

fn main() {
    let end = sow(0, 0);
    println!("sowing pit 0 of the opening ends in pit {end}:");
    println!("{:?}", ayoayo::render::Rows(*pits()));
}

#[cfg(test)]
mod tests {
    use super::*;
    mod own_work {
        include!("../../checks/own_work.rs");
    }

    /// The answer is written here, not borrowed from the crate.
    #[test]
    fn the_work_is_your_own() {
        let source = include_str!("global1_sow.rs");
        let handed_out = [
            "ayoayo::board::{Board, OPENING, Pit, Stones, next_pit}",
            "ayoayo::render::Rows",
        ];
        own_work::no_crate_answers(source, &handed_out, "part2/distribute");
    }
    use ayoayo::conformance::random_positions;
    use ayoayo::render::Rows;
    use ayoayo::stages::iterative;
    use pretty_assertions::assert_eq;

    // One test, so nothing else touches the board while it runs. The next
    // exercise adds a second.
    #[test]
    fn sowing_the_global_board_follows_the_rules() {
        for position in random_positions(2019, 60) {
            let board = position.board();
            for pit in (0..12).filter(|&pit| board[pit] > 0) {
                *pits() = board;
                let end = sow(pit, pit);
                let after = *pits();
                let (rules_after, rules_end) =
                    iterative::sow(board, pit, pit).expect("a legal lap");
                assert_eq!(
                    (Rows(after), end),
                    (Rows(rules_after), rules_end),
                    "sowing pit {pit} of {:?}",
                    Rows(board)
                );
            }
        }
    }
}
