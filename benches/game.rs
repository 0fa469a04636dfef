//! Benchmarks of the game layer: the same random games played on bare
//! positions, which work out each position's moves again whenever they are
//! asked for, on turns, which work them out once, and on each position's
//! children alone, which work them out once and keep nothing else.
//!
//! Run with `cargo xtask measure`, which records the results for Part VI.

use std::collections::HashMap;
use std::hint::black_box;

use ayoayo::board::Pit;
use ayoayo::engine::{Position, RelayMemo};
use ayoayo::game::Search;
use ayoayo::game::{Game, Limit};
use criterion::{criterion_group, criterion_main, Criterion};

/// How many moves a benchmark game may last.
const PLIES: usize = 400;

/// A random game from the opening, until no move is left, a position comes
/// round a third time, or [`PLIES`] have been played: `moves` lists a
/// position's moves, one is drawn, and `play` gives its pit and the
/// position it leads to.
fn random_game<M: Copy>(
    seed: u64,
    moves: impl Fn(&Position) -> Vec<M>,
    play: impl Fn(&Position, M) -> (Pit, Position),
) -> Vec<Pit> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut position = Position::opening();
    let mut seen = HashMap::from([(position, 1u32)]);
    let mut played = Vec::new();
    while played.len() < PLIES {
        let open = moves(&position);
        if open.is_empty() {
            break;
        }
        let (pit, after) = play(&position, open[rng.usize(..open.len())]);
        position = after;
        played.push(pit);
        let count = seen.entry(position).or_insert(0);
        *count += 1;
        if *count >= 3 {
            break;
        }
    }
    played
}

/// A random game on positions, as a referee without turns plays it: ask
/// for the permissible moves, then play the one drawn (which checks it, and
/// looks ahead to see whether the game is over).
fn on_positions(seed: u64) -> Vec<Pit> {
    random_game(seed, Position::permissible_moves, |position, pit| {
        (pit, position.play(pit).expect("a permissible move plays"))
    })
}

/// The same random game on turns.
fn on_turns(seed: u64) -> Vec<Pit> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new();
    while !game.is_over() && game.plies() < PLIES {
        let moves = game.turn().transitions();
        let pit = moves[rng.usize(..moves.len())].pit;
        game.play(pit).expect("a permissible move plays");
    }
    game.moves().to_vec()
}

/// The same random game on each position's children alone: every move
/// worked out once, as on turns, but no laps traced and no history kept.
/// What turns cost beyond it is their laps and their game.
fn on_children(seed: u64) -> Vec<Pit> {
    let children = |position: &Position| -> Vec<(Pit, Position)> {
        position.children(&mut RelayMemo::new()).collect()
    };
    random_game(seed, children, |_, child| child)
}

fn game_benches(c: &mut Criterion) {
    let games = (0..100).map(on_positions).collect::<Vec<_>>();
    assert_eq!(
        games,
        (0..100).map(on_turns).collect::<Vec<_>>(),
        "positions and turns play the same games"
    );
    assert_eq!(
        games,
        (0..100).map(on_children).collect::<Vec<_>>(),
        "positions and children play the same games"
    );
    let mut group = c.benchmark_group("game");
    group.sample_size(20);
    group.bench_function("100 random games/positions", |b| {
        b.iter(|| {
            (0..100u64)
                .map(|s| on_positions(black_box(s)).len())
                .sum::<usize>()
        })
    });
    group.bench_function("100 random games/children", |b| {
        b.iter(|| {
            (0..100u64)
                .map(|s| on_children(black_box(s)).len())
                .sum::<usize>()
        })
    });
    group.bench_function("100 random games/turns", |b| {
        b.iter(|| {
            (0..100u64)
                .map(|s| on_turns(black_box(s)).len())
                .sum::<usize>()
        })
    });
    group.bench_function("search/opening depth 8", |b| {
        b.iter(|| {
            Search::new().choose(
                black_box(&Position::opening()),
                Limit::Depth(8),
                |_| (),
            )
        })
    });
    group.finish();
}

criterion_group!(benches, game_benches);
criterion_main!(benches);
