//! Benchmarks of the engine: perft from the opening, and the relay loop:
//! one long endless relay, and a batch of long relays walked one at a time
//! against four side by side.
//!
//! Run with `cargo bench -p ayoayo-benches --bench engine`.

use std::hint::black_box;

use ayoayo::engine::internals::{finish_all, Until, Walk};
use ayoayo::engine::{perft, Position, RelayMemo};
use criterion::{criterion_group, criterion_main, Criterion};

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

/// The long relays (over a thousand laps) met in the first five moves of
/// all games: the work that perft's deeper levels are made of.
fn long_relays() -> Vec<Walk> {
    let mut frontier = vec![Position::opening()];
    let mut walks = Vec::new();
    for _ in 0..5 {
        let mut next = Vec::new();
        for position in &frontier {
            let board = position.board();
            for pit in position.to_move().row().filter(|&p| board[p] > 0) {
                let mut walk = Walk::start(&board, pit);
                if walk
                    .advance(ayoayo::engine::internals::LONG_RELAY_LAPS)
                    .is_none()
                {
                    walks.push(Walk::start(&board, pit));
                }
            }
            next.extend(
                position.children(&mut RelayMemo::new()).map(|(_, c)| c),
            );
        }
        frontier = next;
    }
    walks
}

fn relay_benches(c: &mut Criterion) {
    let walks = long_relays();
    let mut group = c.benchmark_group("relays");
    group.sample_size(10);
    group.bench_function(
        format!("{} long relays, one at a time", walks.len()),
        |b| {
            b.iter(|| {
                let mut walks = walks.clone();
                walks.iter_mut().map(|w| w.finish()).count()
            })
        },
    );
    group.bench_function(
        format!("{} long relays, four side by side", walks.len()),
        |b| {
            b.iter(|| {
                let mut walks = walks.clone();
                finish_all(black_box(&mut walks), Until::AllKnown).len()
            })
        },
    );
    let four_moves_in = [2, 9, 1]
        .iter()
        .try_fold(Position::opening(), |p, &pit| p.play(pit))
        .expect("a legal opening");
    group.bench_function("the endless relay of pit 10, four moves in", |b| {
        b.iter(|| Walk::start(black_box(&four_moves_in.board()), 10).finish())
    });
    group.finish();
}

criterion_group!(benches, perft_benches, relay_benches);
criterion_main!(benches);
