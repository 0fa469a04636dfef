//! For the instructor: the coupling of Part II, failing on purpose.
//!
//! Three "tests" sow on one global board at once, each putting its own
//! board down first, with no lock. Run it a few times:
//!
//! ```console
//! cargo run --example coupling_race
//! ```
//!
//! Every run, many of the sows read another thread's board. How many
//! depends on the machine and the moment: on a busy machine the count
//! swings from run to run, on a quiet one it can come out much the same.
//! `global3_fresh_board` cures it, and one of its tests fails every time
//! the cure is missing.

use std::sync::Mutex;
use std::thread;

use ayoayo::board::{Board, OPENING, Pit, next_pit};
use ayoayo::stages::iterative;

/// The one board every function shares (no test lock).
static PITS: Mutex<Board> = Mutex::new(OPENING);

/// One lap on the global board, a stone at a time, as Part II sows.
fn sow(skip: Pit, from: Pit) -> Pit {
    let stones = std::mem::take(&mut PITS.lock().unwrap()[from]);
    let (mut pit, mut last) = (next_pit(from), from);
    for _ in 0..stones {
        if pit == skip {
            pit = next_pit(pit);
        }
        PITS.lock().unwrap()[pit] += 1;
        last = pit;
        pit = next_pit(pit);
        thread::yield_now();
    }
    last
}

fn main() {
    let boards: [Board; 3] =
        [OPENING, [2; 12], [3, 1, 5, 1, 4, 2, 0, 6, 1, 3, 2, 4]];
    let wrong: usize = thread::scope(|scope| {
        let runs: Vec<_> = boards
            .iter()
            .map(|&board| {
                scope.spawn(move || {
                    (0..200)
                        .filter(|round| {
                            let pit = round % 6;
                            *PITS.lock().unwrap() = board;
                            let end = sow(pit, pit);
                            let after = *PITS.lock().unwrap();
                            iterative::sow(board, pit, pit) != Ok((after, end))
                        })
                        .count()
                })
            })
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).sum()
    });
    println!("{wrong} of 600 sows read a board another thread had put down");
}
