//! What the tests share: one seeded random number generator, one way to
//! reach random positions of real games, and the long legal relay. (The one independent oracle of
//! the rules is the conformance suite's `reference_*`, in the library,
//! where the book shows it.)
//! The test program (`tests/rules.rs`) holds it as `mod support`.

use ayoayo::board::{total_stones, Board, Pit, PITS};
use ayoayo::conformance::play_randomly;
use ayoayo::engine::Position;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// Proptest's settings with `cases` cases. A failing case is kept in a
/// file beside the test's source (`tests/game.proptest-regressions`) and
/// tried first next time. Said outright, because the tests are modules of
/// `tests/rules.rs`, where proptest's default looks for a `lib.rs` or
/// `main.rs`, fails to find one, and says so before every failure.
pub fn config(cases: u32) -> ProptestConfig {
    let beside = FileFailurePersistence::WithSource("proptest-regressions");
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(beside)),
        ..ProptestConfig::default()
    }
}

/// The tests' random number generator, seeded so that every run of a test
/// plays the same games.
pub fn rng(seed: u64) -> fastrand::Rng {
    fastrand::Rng::with_seed(seed)
}

/// Every stone of a position: on the board and captured (always 48 in a
/// real game).
pub fn stones(p: &Position) -> u32 {
    total_stones(&p.board()) + p.score()[0] + p.score()[1]
}

/// Positions reached by up to 80 random permissible moves from the
/// opening, as the workshop's exercises are graded on; a failing case
/// shrinks towards fewer moves.
pub fn reachable() -> impl Strategy<Value = Position> {
    (any::<u64>(), 0usize..80)
        .prop_map(|(seed, plies)| play_randomly(&mut rng(seed), plies))
}

/// Boards of at most `max` stones in all, not necessarily reachable: each
/// stone dropped into a pit at random.
pub fn small_board(max: usize) -> impl Strategy<Value = Board> {
    proptest::collection::vec(0..PITS, 0..=max).prop_map(|stones| {
        let mut board = [0; PITS];
        stones.into_iter().for_each(|pit| board[pit] += 1);
        board
    })
}

/// The longest legal relay the book shows: after the opening moves 2, 7,
/// 5, 10 and 0, the position, and the pit whose relay ends after 384 laps.
pub fn long_relay() -> (Position, Pit) {
    let position = [2, 7, 5, 10, 0]
        .into_iter()
        .fold(Position::opening(), |p, pit| p.play(pit).unwrap());
    (position, 7)
}
