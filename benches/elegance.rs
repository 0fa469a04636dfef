//! Every benchmark whose numbers the book quotes, in three criterion
//! groups: `cost`, the same operations in every stage that has them (Part
//! V's table and chart); `stages`, the essay's JavaScript shapes and the
//! ways of building a list of moves that Parts III and IV compare the
//! stages with; and `game`, games on bare positions against games on turns
//! (Part VI).
//!
//! `cargo xtask measure` runs this, records the results in
//! `book/src/data/measurements.tsv`, and redraws the chapters' tables,
//! chart and quoted numbers from them.

use std::collections::HashMap;
use std::hint::black_box;
use std::time::Duration;

use ayoayo::board::{Board, Pit, Player, OPENING};
use ayoayo::engine::Position;
use ayoayo::game::search::Search;
use ayoayo::game::{Game, Limit};
use ayoayo::stages::{global_state, injected, iterative, recursive};
use criterion::{criterion_group, criterion_main, Criterion};

/// The board after the opening move from pit 3 (Part III).
const AFTER_CAPTURE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// Player 1's row is empty: the feeding rule applies (Part IV).
const LATE_GAME: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];

/// Times `$e` as benchmark `$name` of `$group`.
macro_rules! bench {
    ($group:ident, $name:expr, $e:expr) => {
        $group.bench_function($name, |b| b.iter(|| $e))
    };
}

/// The essay's JavaScript, transcribed: every step copies the whole board
/// (`before.slice(0)`), which is a heap allocation for a `Vec` and a copy
/// on the stack for a `[u8; 12]`: what "abandoned copies" cost.
fn distribute<B: Clone + AsMut<[u8]>>(
    before: &B,
    skip: usize,
    current: usize,
    in_hand: u8,
) -> (B, usize) {
    let mut after = before.clone();
    let current = if current == skip {
        (current + 1) % 12
    } else {
        current
    };
    after.as_mut()[current] += 1;
    if in_hand == 1 {
        (after, current)
    } else {
        distribute(&after, skip, (current + 1) % 12, in_hand - 1)
    }
}

fn sow<B: Clone + AsMut<[u8]>>(
    before: &B,
    skip: usize,
    from: usize,
) -> (B, usize) {
    let mut after = before.clone();
    let in_hand = after.as_mut()[from];
    after.as_mut()[from] = 0;
    distribute(&after, skip, (from + 1) % 12, in_hand)
}

/// Random games played with the recursive stage's rules.
fn recursive_games(games: u64) -> usize {
    let mut plies = 0;
    for seed in 0..games {
        let mut rng = fastrand::Rng::with_seed(seed);
        let (mut board, mut score, mut player) =
            (OPENING, [0, 0], Player::Zero);
        for _ in 0..200 {
            let moves = recursive::permissible_moves(&board, player).unwrap();
            if moves.is_empty() {
                break;
            }
            let pit = moves[rng.usize(..moves.len())];
            let (b, s, over) =
                recursive::sow_and_capture(board, score, pit).unwrap();
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

/// How many moves a benchmark game may last.
const PLIES: usize = 400;

/// A random game on positions, as a referee without turns plays it: ask
/// for the permissible moves, play one (which checks it, and looks ahead to
/// see whether the game is over), count the repetition.
fn on_positions(seed: u64) -> Vec<Pit> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut position = Position::opening();
    let mut seen = HashMap::from([(position, 1u32)]);
    let mut played = Vec::new();
    while played.len() < PLIES {
        let moves = position.permissible_moves();
        if moves.is_empty() {
            break;
        }
        let pit = moves[rng.usize(..moves.len())];
        position = position.play(pit).expect("a permissible move plays");
        played.push(pit);
        let count = seen.entry(position).or_insert(0);
        *count += 1;
        if *count >= 3 {
            break;
        }
    }
    played
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

fn stages(c: &mut Criterion) {
    let mut group = c.benchmark_group("stages");
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
    let opening = OPENING.to_vec();
    bench!(
        group,
        "sow/vec copies",
        sow(black_box(&opening), 0, black_box(0))
    );
    bench!(
        group,
        "sow/array copies",
        sow(black_box(&OPENING), 0, black_box(0))
    );
    let row = recursive::potential_moves(Player::One);
    bench!(
        group,
        "possible moves/copying the rest",
        recursive::possible_moves_copying(
            black_box(&AFTER_CAPTURE),
            row.to_vec()
        )
        .unwrap()
    );
    bench!(
        group,
        "possible moves/one vector passed down",
        recursive::possible_moves_into(
            black_box(&AFTER_CAPTURE),
            black_box(row),
            Vec::new()
        )
        .unwrap()
    );
    group.finish();
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
    bench!(
        group,
        "sow/injected",
        injected::sow(black_box(OPENING), 0, black_box(0)).unwrap()
    );
    bench!(
        group,
        "sow/iterative",
        iterative::sow(black_box(OPENING), 0, black_box(0)).unwrap()
    );
    bench!(
        group,
        "relay sow/injected",
        injected::relay(black_box(OPENING), 0, black_box(0)).unwrap()
    );
    bench!(
        group,
        "relay sow/iterative",
        iterative::relay_sow(black_box(OPENING), black_box(0)).unwrap()
    );
    let row = recursive::potential_moves(Player::One);
    bench!(
        group,
        "possible moves/recursive",
        recursive::possible_moves(black_box(&AFTER_CAPTURE), row).unwrap()
    );
    bench!(
        group,
        "possible moves/iterative",
        iterative::possible_moves(black_box(AFTER_CAPTURE), Player::One)
    );
    bench!(
        group,
        "permissible moves/recursive",
        recursive::permissible_moves(black_box(&LATE_GAME), Player::Zero)
            .unwrap()
    );
    bench!(
        group,
        "permissible moves/iterative",
        iterative::permissible_moves(black_box(LATE_GAME), Player::Zero)
            .unwrap()
    );
    bench!(
        group,
        "100 random games/recursive",
        recursive_games(black_box(100))
    );
    bench!(
        group,
        "100 random games/iterative",
        iterative_games(black_box(100))
    );
    group.finish();
}

fn game(c: &mut Criterion) {
    assert_eq!(
        (0..100).map(on_positions).collect::<Vec<_>>(),
        (0..100).map(on_turns).collect::<Vec<_>>(),
        "both ways play the same games"
    );
    let mut group = c.benchmark_group("game");
    group.sample_size(20);
    let games = |play: fn(u64) -> Vec<Pit>| {
        (0..100u64).map(|s| play(black_box(s)).len()).sum::<usize>()
    };
    bench!(group, "100 random games/positions", games(on_positions));
    bench!(group, "100 random games/turns", games(on_turns));
    bench!(
        group,
        "search/opening depth 8",
        Search::new().choose(
            black_box(&Position::opening()),
            Limit::Depth(8),
            |_| ()
        )
    );
    group.finish();
}

criterion_group!(benches, stages, cost, game);
criterion_main!(benches);
