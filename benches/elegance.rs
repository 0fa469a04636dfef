//! The cost of elegance: the same operations in every stage that has them.
//!
//! `cargo xtask measure` runs this, records the results in
//! `book/src/data/measurements.tsv`, and redraws the chapter's table, chart
//! and quoted numbers from them.

use std::hint::black_box;
use std::time::Duration;

use ayoayo::board::{Board, Player, OPENING};
use ayoayo::engine::relay_length;
use ayoayo::stages::{global_state, injected, iterative, recursive};
use criterion::{criterion_group, criterion_main, Criterion};

/// The board after the opening move from pit 3 (Part III).
const AFTER_CAPTURE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// Player 1's row is empty: the feeding rule applies (Part IV).
const LATE_GAME: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];

fn cost(c: &mut Criterion) {
    let mut group = c.benchmark_group("cost");
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));

    group.bench_function("sow/global state", |b| {
        let _lock = ayoayo::conformance::fresh_board();
        b.iter(|| {
            global_state::reset(black_box(OPENING)).unwrap();
            global_state::sow(0, black_box(0)).unwrap()
        })
    });
    group.bench_function("sow/injected", |b| {
        b.iter(|| injected::sow(black_box(OPENING), 0, black_box(0)).unwrap())
    });
    group.bench_function("sow/iterative", |b| {
        b.iter(|| iterative::sow(black_box(OPENING), 0, black_box(0)).unwrap())
    });

    group.bench_function("relay sow/injected", |b| {
        b.iter(|| injected::relay(black_box(OPENING), 0, black_box(0)).unwrap())
    });
    group.bench_function("relay sow/iterative", |b| {
        b.iter(|| {
            iterative::relay_sow(black_box(OPENING), black_box(0)).unwrap()
        })
    });

    group.bench_function("possible moves/recursive", |b| {
        b.iter(|| {
            recursive::possible_moves(
                black_box(&AFTER_CAPTURE),
                recursive::potential_moves(Player::One),
            )
            .unwrap()
        })
    });
    group.bench_function("possible moves/iterative", |b| {
        b.iter(|| {
            iterative::possible_moves(black_box(AFTER_CAPTURE), Player::One)
        })
    });

    group.bench_function("permissible moves/recursive", |b| {
        b.iter(|| {
            recursive::permissible_moves(
                black_box(&LATE_GAME),
                Player::Zero,
                relay_length,
            )
            .unwrap()
        })
    });
    group.bench_function("permissible moves/iterative", |b| {
        b.iter(|| {
            iterative::permissible_moves(black_box(LATE_GAME), Player::Zero)
                .unwrap()
        })
    });

    group.finish();
}

criterion_group!(benches, cost);
criterion_main!(benches);
