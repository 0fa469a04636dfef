//! The cost of elegance: the same operations in every stage that has them.
//!
//! Run `cargo bench --bench elegance`, then `cargo run --example
//! cost_of_elegance` to copy the results into `book/src/data/` and redraw the
//! chart (see the README).

use std::hint::black_box;
use std::time::Duration;

use ayoayo::board::{Board, Player, OPENING};
use ayoayo::iterative::Position;
use ayoayo::{global_state, injected, iterative, recursive};
use criterion::{criterion_group, criterion_main, Criterion};

/// The board after the opening move from pit 3 (Part III).
const AFTER_CAPTURE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// Player 1's row is empty: the feeding rule applies (Part IV).
const LATE_GAME: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];

fn next(rng: &mut u64) -> u64 {
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    *rng
}

/// Random games played with the recursive stage's rules.
fn recursive_games(games: u64) -> usize {
    let mut plies = 0;
    for seed in 0..games {
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let (mut board, mut score, mut player) = (OPENING, [0, 0], Player::Zero);
        for _ in 0..200 {
            let moves = recursive::permissible_moves(&board, player).unwrap();
            if moves.is_empty() {
                break;
            }
            let pit = moves[(next(&mut rng) % moves.len() as u64) as usize];
            let (b, s, over) = recursive::sow_and_capture(board, score, pit).unwrap();
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
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut position = Position::opening();
        for _ in 0..200 {
            let moves = position.permissible_moves();
            if moves.is_empty() {
                break;
            }
            let pit = moves[(next(&mut rng) % moves.len() as u64) as usize];
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
        let _lock = global_state::fresh_board();
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
        b.iter(|| iterative::relay_sow(black_box(OPENING), black_box(0)).unwrap())
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
        b.iter(|| iterative::possible_moves(black_box(AFTER_CAPTURE), Player::One))
    });

    group.bench_function("permissible moves/recursive", |b| {
        b.iter(|| recursive::permissible_moves(black_box(&LATE_GAME), Player::Zero).unwrap())
    });
    group.bench_function("permissible moves/iterative", |b| {
        b.iter(|| iterative::permissible_moves(black_box(LATE_GAME), Player::Zero).unwrap())
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
