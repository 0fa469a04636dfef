//! The variants the book compares the stages with: the essay's JavaScript
//! shapes transcribed into Rust, the ways of building a list of possible
//! moves, stage four's permissible moves built from separate filters, and
//! a recursion against the loop made of it. (The stages themselves are
//! measured by `benches/elegance.rs`, and both are quoted from the one
//! data file.)
//!
//! `cargo xtask measure` runs this and records the results in
//! `book/src/data/measurements.tsv`.

use std::hint::black_box;
use std::time::Duration;

use ayoayo::board::{Player, OPENING};
use ayoayo::lessons::back_to_loops;
use ayoayo::stages::{iterative, recursive};
use criterion::{criterion_group, criterion_main, Criterion};

/// The essay's JavaScript, transcribed with a `Vec` that is cloned at every
/// step (`before.slice(0)`): what "abandoned copies" cost when a copy is a
/// heap allocation.
mod vec_copies {
    pub fn distribute(
        before: &[u8],
        skip: usize,
        current: usize,
        in_hand: u8,
    ) -> (Vec<u8>, usize) {
        let mut after = before.to_vec();
        let current = if current == skip {
            (current + 1) % 12
        } else {
            current
        };
        after[current] += 1;
        if in_hand == 1 {
            (after, current)
        } else {
            distribute(&after, skip, (current + 1) % 12, in_hand - 1)
        }
    }

    pub fn sow(before: &[u8], skip: usize, from: usize) -> (Vec<u8>, usize) {
        let mut after = before.to_vec();
        let in_hand = after[from];
        after[from] = 0;
        distribute(&after, skip, (from + 1) % 12, in_hand)
    }
}

/// The same transcription with a `[u8; 12]` passed by value: every step
/// copies the whole board, as the `Vec` version does, but on the stack.
mod array_copies {
    use ayoayo::board::Board;

    pub fn distribute(
        before: Board,
        skip: usize,
        current: usize,
        in_hand: u8,
    ) -> (Board, usize) {
        let mut after = before;
        let current = if current == skip {
            (current + 1) % 12
        } else {
            current
        };
        after[current] += 1;
        if in_hand == 1 {
            (after, current)
        } else {
            distribute(after, skip, (current + 1) % 12, in_hand - 1)
        }
    }

    pub fn sow(before: Board, skip: usize, from: usize) -> (Board, usize) {
        let mut after = before;
        let in_hand = after[from];
        after[from] = 0;
        distribute(after, skip, (from + 1) % 12, in_hand)
    }
}

/// Stage four's permissible moves built the way Part IV built them, from
/// separate filters: the moves whose relay ends, then those of them that
/// feed the opponent. Each filter sows every pit it tests, where stage
/// four's one loop sows each pit once and fills both lists.
mod separate_filters {
    use ayoayo::board::{Board, Error, Pit, Player};
    use ayoayo::stages::iterative::{
        has_stones, possible_moves, sow_and_capture,
    };

    fn ends(board: Board, pit: Pit) -> bool {
        !matches!(
            sow_and_capture(board, [0, 0], pit),
            Err(Error::Endless { .. })
        )
    }

    fn feeds(board: Board, pit: Pit, player: Player) -> bool {
        sow_and_capture(board, [0, 0], pit)
            .is_ok_and(|(after, _, _)| has_stones(&after, player.other()))
    }

    pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
        let ending: Vec<Pit> = possible_moves(board, player)
            .into_iter()
            .filter(|&pit| ends(board, pit))
            .collect();
        if has_stones(&board, player.other()) {
            return ending;
        }
        let feeding: Vec<Pit> = ending
            .iter()
            .copied()
            .filter(|&pit| feeds(board, pit, player))
            .collect();
        if feeding.is_empty() {
            ending
        } else {
            feeding
        }
    }
}

/// A count of the stones in some pits of a board, as all three forms take it.
type Count = fn(&[u8; 12], &[usize]) -> u32;

/// The accumulator-passing count with its accumulator started, so that it
/// takes what the other two take.
fn count_stones_passing(board: &[u8; 12], pits: &[usize]) -> u32 {
    back_to_loops::count_stones_passing(board, pits, 0)
}

/// The board after the opening move from pit 3 (Part III).
const AFTER_CAPTURE: [u8; 12] = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// Player 1's row is empty: the feeding rule applies (Part IV).
const LATE_GAME: [u8; 12] = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];

fn variants(c: &mut Criterion) {
    let mut group = c.benchmark_group("stages");
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));

    group.bench_function("sow/vec copies", |b| {
        let opening: Vec<u8> = OPENING.to_vec();
        b.iter(|| vec_copies::sow(black_box(&opening), 0, black_box(0)))
    });
    group.bench_function("sow/array copies", |b| {
        b.iter(|| array_copies::sow(black_box(OPENING), 0, black_box(0)))
    });

    let row = recursive::potential_moves(Player::One);
    group.bench_function("possible moves/copying the rest", |b| {
        b.iter(|| {
            recursive::possible_moves_copying(
                black_box(&AFTER_CAPTURE),
                row.to_vec(),
            )
            .unwrap()
        })
    });
    group.bench_function("possible moves/one vector passed down", |b| {
        b.iter(|| {
            recursive::possible_moves_into(
                black_box(&AFTER_CAPTURE),
                black_box(row),
                Vec::new(),
            )
            .unwrap()
        })
    });

    // One loop that plays each pit once against two filters that each
    // play it, on the board where the feeding rule applies.
    assert_eq!(
        separate_filters::permissible_moves(LATE_GAME, Player::Zero),
        iterative::permissible_moves(LATE_GAME, Player::Zero).unwrap()
    );
    group.bench_function("permissible moves/separate filters", |b| {
        b.iter(|| {
            separate_filters::permissible_moves(
                black_box(LATE_GAME),
                Player::Zero,
            )
        })
    });

    // Recursion against a loop with nothing else changed: Part IV's
    // `count_stones`, its accumulator-passing form and the loop Part V
    // makes of that, each adding up the same twelve pits.
    //
    // Each is called through a pointer the optimiser cannot see through, so
    // none is copied into the benchmark's loop. rustc copies small functions
    // that do not call themselves into other crates, so the loop alone would
    // otherwise be inlined and the recursions called.
    // A few nanoseconds each, so they are timed for longer.
    group.measurement_time(Duration::from_secs(5));
    let pits: Vec<usize> = (0..12).collect();
    let counts: [(&str, Count); 3] = [
        ("count stones/recursion", recursive::count_stones),
        ("count stones/accumulator", count_stones_passing),
        ("count stones/loop", back_to_loops::count_stones_looping),
    ];
    for (name, count) in counts {
        let count = black_box(count);
        group.bench_function(name, |b| {
            b.iter(|| count(black_box(&AFTER_CAPTURE), black_box(&pits)))
        });
    }
    group.finish();
}

criterion_group!(benches, variants);
criterion_main!(benches);
