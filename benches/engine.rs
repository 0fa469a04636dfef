//! Benchmarks of the engine: perft from the opening, and whole random games.
//!
//! Run with `cargo bench --bench engine`. The README reports the numbers.

use std::hint::black_box;

use ayoayo::engine::{perft, Position};
use ayoayo::game::Game;
use criterion::{criterion_group, criterion_main, Criterion};

/// Plays one game from the opening, choosing each move at random with a
/// generator seeded by `seed`, until the referee ends it.
fn random_game(seed: u64) -> usize {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new();
    while !game.is_over() && game.plies() < 400 {
        let moves = game.permissible_moves();
        let pit = moves[rng.usize(..moves.len())];
        game.play(pit).expect("a permissible move plays");
    }
    game.plies()
}

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for depth in [5, 6, 7] {
        group.bench_function(format!("opening depth {depth}"), |b| {
            b.iter(|| perft(black_box(&Position::opening()), depth))
        });
    }
    group.finish();
}

fn game_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("games");
    group.sample_size(20);
    group.bench_function("100 random games", |b| {
        b.iter(|| {
            (0..100u64)
                .map(|seed| random_game(black_box(seed)))
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, perft_benches, game_benches);
criterion_main!(benches);
