//! The cost of elegance: the same operations in every stage that has them.
//!
//! `cargo xtask measure` runs this, records the results in
//! `book/src/data/measurements.tsv`, and redraws the chapter's table, chart
//! and quoted numbers from them.

use std::hint::black_box;
use std::time::Duration;

use ayoayo::board::{Board, Player, OPENING};
use ayoayo::engine::{relay_length, Position};
use ayoayo::stages::{global_state, injected, iterative, recursive};
use criterion::{criterion_group, criterion_main, Criterion};

/// The board after the opening move from pit 3 (Part III).
const AFTER_CAPTURE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// Player 1's row is empty: the feeding rule applies (Part IV).
const LATE_GAME: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];

/// Random games played with the recursive stage's rules.
fn recursive_games(games: u64) -> usize {
    let mut plies = 0;
    for seed in 0..games {
        let mut rng = fastrand::Rng::with_seed(seed);
        let (mut board, mut score, mut player) =
            (OPENING, [0, 0], Player::Zero);
        for _ in 0..200 {
            let moves =
                recursive::permissible_moves(&board, player, relay_length)
                    .unwrap();
            if moves.is_empty() {
                break;
            }
            let pit = moves[rng.usize(..moves.len())];
            let (b, s, over) =
                recursive::sow_and_capture(board, score, pit, relay_length)
                    .unwrap();
            (board, score, player) = (b, s, player.other());
            plies += 1;
            if over {
                break;
            }
        }
    }
    plies
}

/// The same random games played with the engine.
fn iterative_games(games: u64) -> usize {
    let mut plies = 0;
    for seed in 0..games {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut position = Position::opening();
        for _ in 0..200 {
            let moves = position.permissible_moves();
            if moves.is_empty() {
                break;
            }
            let pit = moves[rng.usize(..moves.len())];
            position = position.play(pit).unwrap();
            plies += 1;
        }
    }
    plies
}

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

    group.bench_function("100 random games/recursive", |b| {
        b.iter(|| recursive_games(black_box(100)))
    });
    group.bench_function("100 random games/iterative", |b| {
        b.iter(|| iterative_games(black_box(100)))
    });
    group.finish();
}

criterion_group!(benches, cost);
criterion_main!(benches);
