//! What the stages cost: sowing from pit 0 of the opening, and relay sowing
//! from pit 0, in each stage. Part III of the book quotes these numbers.
//!
//! Run with `cargo bench --bench stages`.

use std::hint::black_box;

use ayoayo::board::{Board, OPENING};
use ayoayo::{global_state, injected, iterative};
use criterion::{criterion_group, criterion_main, Criterion};

/// The essay's JavaScript, transcribed with a `Vec` that is cloned at every
/// step (`before.slice(0)`): what "abandoned copies" cost when a copy is a
/// heap allocation.
mod vec_copies {
    pub fn distribute(before: &[u8], skip: usize, current: usize, in_hand: u8) -> (Vec<u8>, usize) {
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

    pub fn relay_sow(before: &[u8], start: usize) -> (Vec<u8>, usize) {
        let (mut board, mut end) = sow(before, start, start);
        while board[end] > 1 {
            let (b, e) = sow(&board, start, end);
            board = b;
            end = e;
        }
        (board, end)
    }
}

/// The same transcription with a `[u8; 12]` passed by value: every step
/// copies the whole board, as the `Vec` version does, but on the stack.
mod array_copies {
    use ayoayo::board::Board;

    pub fn distribute(before: Board, skip: usize, current: usize, in_hand: u8) -> (Board, usize) {
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

fn sowing(c: &mut Criterion) {
    let mut group = c.benchmark_group("sow from pit 0 of the opening");
    group.bench_function("global state (reset + sow)", |b| {
        let _lock = global_state::fresh_board();
        b.iter(|| {
            global_state::reset(black_box(OPENING)).unwrap();
            global_state::sow(0, black_box(0)).unwrap()
        })
    });
    group.bench_function("injected ([u8; 12] copies)", |b| {
        b.iter(|| injected::sow(black_box(OPENING), 0, black_box(0)).unwrap())
    });
    group.bench_function("injected (Vec clones, as in the essay)", |b| {
        let opening: Vec<u8> = OPENING.to_vec();
        b.iter(|| vec_copies::sow(black_box(&opening), 0, black_box(0)))
    });
    group.bench_function("unchecked ([u8; 12] copies, as in the essay)", |b| {
        b.iter(|| array_copies::sow(black_box(OPENING), 0, black_box(0)))
    });
    group.bench_function("iterative (the engine)", |b| {
        b.iter(|| iterative::sow(black_box(OPENING), 0, black_box(0)).unwrap())
    });
    group.finish();

    let mut group = c.benchmark_group("relay sow from pit 0 of the opening");
    let start: Board = OPENING;
    group.bench_function("injected ([u8; 12] copies, engine check first)", |b| {
        b.iter(|| injected::relay_sow(black_box(start), black_box(0)).unwrap())
    });
    group.bench_function("injected (Vec clones, as in the essay)", |b| {
        let opening: Vec<u8> = OPENING.to_vec();
        b.iter(|| vec_copies::relay_sow(black_box(&opening), black_box(0)))
    });
    group.bench_function("iterative (the engine)", |b| {
        b.iter(|| iterative::relay_sow(black_box(start), black_box(0)).unwrap())
    });
    group.finish();
}

fn possible_moves(c: &mut Criterion) {
    use ayoayo::board::Player;
    use ayoayo::recursive;
    let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
    let row = recursive::potential_moves(Player::One);
    let mut group = c.benchmark_group("possible moves of player 1");
    group.bench_function("copying the rest, as in JavaScript", |b| {
        b.iter(|| recursive::possible_moves_copying(black_box(&board), row.to_vec()).unwrap())
    });
    group.bench_function("slice pattern, concat at each step", |b| {
        b.iter(|| recursive::possible_moves(black_box(&board), black_box(row)).unwrap())
    });
    group.bench_function("slice pattern, one vector passed down", |b| {
        b.iter(|| {
            recursive::possible_moves_into(black_box(&board), black_box(row), Vec::new()).unwrap()
        })
    });
    group.bench_function("iterator (the engine)", |b| {
        b.iter(|| iterative::possible_moves(black_box(board), Player::One))
    });
    group.finish();
}

criterion_group!(benches, sowing, possible_moves);
criterion_main!(benches);
