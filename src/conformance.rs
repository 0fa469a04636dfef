//! The conformance suite: one set of rule checks for all four stages.
//!
//! Each stage answers, through the [`Stage`] trait, the questions it has its
//! own functions for; the same properties are then checked for every stage,
//! against the rules themselves: a slow, obviously correct sowing written
//! here stone by stone, and the rules of the book's appendix stated
//! directly. So breaking a rule in any one stage fails that stage's
//! properties. `tests/conformance.rs` runs them with proptest on random
//! positions reached by random games.

use crate::board::OPENING;
use crate::board::{
    next_pit, opposite, total_stones, Board, Error, Pit, Player, Score, PITS,
};
use crate::engine::relay_length;
use crate::engine::Position;
use crate::stages::global_state::reset;
use crate::stages::{global_state, injected, iterative, recursive};
use std::sync::{Mutex, MutexGuard};

// ANCHOR: test_lock
/// Serialises every test of the global stage: they all share one `GAME_PITS`.
static TEST_LOCK: Mutex<()> = Mutex::new(());

/// Takes the test lock and resets the global board. Hold the returned guard
/// for the whole test.
pub fn fresh_board() -> MutexGuard<'static, ()> {
    let guard = TEST_LOCK
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    reset(OPENING).expect("the opening is a valid board");
    guard
}
// ANCHOR_END: test_lock

// ANCHOR: stage_trait
/// What a stage can be asked. A stage answers `None` for what it has no
/// function of its own for.
pub trait Stage {
    /// The stage's name, for messages.
    const NAME: &'static str;

    /// One lap of sowing: the board after it and the pit where it ended.
    fn sow(
        _board: Board,
        _skip: Pit,
        _from: Pit,
    ) -> Option<Result<(Board, Pit), Error>> {
        None
    }

    /// A whole relay from a start pit.
    fn relay_sow(
        _board: Board,
        _start: Pit,
    ) -> Option<Result<(Board, Pit), Error>> {
        None
    }

    /// The moves `player` may make.
    fn permissible_moves(
        _board: &Board,
        _player: Player,
    ) -> Option<Result<Vec<Pit>, Error>> {
        None
    }

    /// A whole move: board, score, and whether the game is over.
    fn play(
        _board: Board,
        _score: Score,
        _start: Pit,
    ) -> Option<Result<(Board, Score, bool), Error>> {
        None
    }
}
// ANCHOR_END: stage_trait

// What the stages' answers are, for short.
type Sown = Option<Result<(Board, Pit), Error>>;
type Moves = Option<Result<Vec<Pit>, Error>>;
type Played = Option<Result<(Board, Score, bool), Error>>;

/// The global stage: one global board.
pub struct GlobalState;
/// The injected stage: boards in, boards out.
pub struct Injected;
/// The recursive stage: linear recursion.
pub struct Recursive;
/// The iterative stage: loops.
pub struct Iterative;

impl Stage for GlobalState {
    const NAME: &'static str = "global state";
    fn sow(board: Board, skip: Pit, from: Pit) -> Sown {
        let _lock = fresh_board();
        Some(global_state::reset(board).and_then(|()| {
            global_state::sow(skip, from)
                .map(|end| (global_state::game_pits(), end))
        }))
    }
}

impl Stage for Injected {
    const NAME: &'static str = "injected";
    fn sow(board: Board, skip: Pit, from: Pit) -> Sown {
        Some(injected::sow(board, skip, from))
    }
    fn relay_sow(board: Board, start: Pit) -> Sown {
        Some(injected::relay_sow(board, start, relay_length))
    }
}

impl Stage for Recursive {
    const NAME: &'static str = "recursive";
    fn permissible_moves(board: &Board, player: Player) -> Moves {
        Some(recursive::permissible_moves(board, player, relay_length))
    }
    fn play(board: Board, score: Score, start: Pit) -> Played {
        Some(recursive::sow_and_capture(
            board,
            score,
            start,
            relay_length,
        ))
    }
}

impl Stage for Iterative {
    const NAME: &'static str = "iterative";
    fn sow(board: Board, skip: Pit, from: Pit) -> Sown {
        Some(iterative::sow(board, skip, from))
    }
    fn relay_sow(board: Board, start: Pit) -> Sown {
        Some(iterative::relay_sow(board, start))
    }
    fn permissible_moves(board: &Board, player: Player) -> Moves {
        Some(iterative::permissible_moves(*board, player))
    }
    fn play(board: Board, score: Score, start: Pit) -> Played {
        Some(iterative::sow_and_capture(board, score, start))
    }
}

// ANCHOR: reference_sow
/// One lap, a stone at a time, straight from the rules.
pub fn reference_sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let mut board = board;
    let mut hand = board[from];
    board[from] = 0;
    let mut pit = from;
    while hand > 0 {
        pit = next_pit(pit);
        if pit != skip {
            board[pit] += 1;
            hand -= 1;
        }
    }
    (board, pit)
}

// ANCHOR_END: reference_sow

// ANCHOR: reference_relay
/// A relay, lap by lap, walked by two walkers at one and two laps a step:
/// `None` if they meet, since then it never ends.
pub fn reference_relay(board: Board, start: Pit) -> Option<(Board, Pit)> {
    let lap = |(board, end): (Board, Pit)| -> Option<(Board, Pit)> {
        (board[end] > 1).then(|| reference_sow(board, start, end))
    };
    let first = reference_sow(board, start, start);
    let (mut tortoise, mut hare) = (first, first);
    loop {
        let Some(one) = lap(hare) else {
            return Some(hare);
        };
        let Some(two) = lap(one) else {
            return Some(one);
        };
        hare = two;
        tortoise = lap(tortoise).unwrap_or(tortoise);
        if tortoise == hare {
            return None;
        }
    }
}

// ANCHOR_END: reference_relay

/// A whole move, straight from the rules: `None` if its relay never ends.
pub fn reference_play(
    board: Board,
    score: Score,
    player: Player,
    start: Pit,
) -> Option<(Board, Score, bool)> {
    let (mut after, end) = reference_relay(board, start)?;
    let mut score = score;
    if Player::owner_of(end) == Some(player) {
        score[player.index()] += u32::from(after[opposite(end)]);
        after[opposite(end)] = 0;
    }
    if row_has_stones(&after, player.other()) {
        Some((after, score, false))
    } else {
        score[player.index()] += total_stones(&after);
        Some(([0; PITS], score, true))
    }
}

/// Whether `player` has a stone on their row.
fn row_has_stones(board: &Board, player: Player) -> bool {
    player.row().any(|pit| board[pit] > 0)
}

/// The suite's check of one stage, by its name.
pub type Check = (&'static str, fn(Board, Score, Player) -> Result<(), String>);

/// [`check`] for every stage, by the name the book gives it, in the order
/// the book builds them. Everything that lists the stages counts from here.
pub const SUITE: &[Check] = &[
    (GlobalState::NAME, check::<GlobalState>),
    (Injected::NAME, check::<Injected>),
    (Recursive::NAME, check::<Recursive>),
    (Iterative::NAME, check::<Iterative>),
];

/// Every property, for stage `S`, at the position `(board, score, player)`.
/// `Err` says which rule the stage broke.
pub fn check<S: Stage>(
    board: Board,
    score: Score,
    player: Player,
) -> Result<(), String> {
    let fail = |what: String| Err(format!("{}: {what}", S::NAME));
    for pit in (0..PITS).filter(|&pit| board[pit] > 0) {
        // Sowing drops every stone, one per pit, never in the skipped pit.
        if let Some(got) = S::sow(board, pit, pit) {
            let expected = Ok(reference_sow(board, pit, pit));
            if got != expected {
                return fail(format!(
                    "sowing {pit} of {board:?}: {got:?}, not {expected:?}"
                ));
            }
        }
        // Relay sowing ends where the rules say, or is refused as endless.
        if let Some(got) = S::relay_sow(board, pit) {
            let expected =
                reference_relay(board, pit).ok_or(Error::Endless { pit });
            if got != expected {
                return fail(format!(
                    "relay from {pit} of {board:?}: {got:?}, not {expected:?}"
                ));
            }
        }
    }
    if let Some(moves) = S::permissible_moves(&board, player) {
        let moves = moves.map_err(|e| format!("{}: {e}", S::NAME))?;
        let ending: Vec<Pit> = player
            .row()
            .filter(|&p| board[p] > 0 && reference_relay(board, p).is_some())
            .collect();
        let feeds = |p: Pit| {
            let (after, end) = reference_relay(board, p).unwrap_or((board, p));
            let mut after = after;
            if Player::owner_of(end) == Some(player) {
                after[opposite(end)] = 0;
            }
            row_has_stones(&after, player.other())
        };
        let feeding: Vec<Pit> =
            ending.iter().copied().filter(|&p| feeds(p)).collect();
        let expected =
            if !row_has_stones(&board, player.other()) && !feeding.is_empty() {
                feeding
            } else {
                ending
            };
        if moves != expected {
            return fail(format!(
                "permissible moves of {player} on {board:?}: {moves:?}, \
                 not {expected:?}"
            ));
        }
    }
    for pit in player.row().filter(|&p| board[p] > 0) {
        let Some(played) = S::play(board, score, pit) else {
            continue;
        };
        let Some(expected) = reference_play(board, score, player, pit) else {
            if played != Err(Error::Endless { pit }) {
                return fail(format!(
                    "playing endless {pit} of {board:?} gave {played:?}"
                ));
            }
            continue;
        };
        let (after, new_score, _) =
            played.clone().map_err(|e| format!("{}: {e}", S::NAME))?;
        // Stones are conserved: none appear, none vanish.
        if total_stones(&after) + new_score[0] + new_score[1]
            != total_stones(&board) + score[0] + score[1]
        {
            return fail(format!(
                "playing {pit} of {board:?} lost or made stones"
            ));
        }
        // And the move is the rules' move: relay, capture, end of game.
        if played != Ok(expected) {
            return fail(format!(
                "playing {pit} of {board:?}: {played:?}, not {expected:?}"
            ));
        }
    }
    Ok(())
}

/// The position after `plies` moves from the opening (fewer if the game
/// ends first), each chosen at random among the permissible moves by `rng`:
/// the walk behind [`random_positions`], which the tests also take with a
/// number of moves of their own.
pub fn play_randomly(rng: &mut fastrand::Rng, plies: usize) -> Position {
    let mut position = Position::opening();
    for _ in 0..plies {
        let moves = position.permissible_moves();
        if moves.is_empty() {
            break;
        }
        match position.play(moves[rng.usize(..moves.len())]) {
            Ok(next) => position = next,
            Err(_) => break,
        }
    }
    position
}

/// `count` positions reached by random games from the opening: the game
/// from `seed + i` plays up to 80 random permissible moves (fewer if it
/// ends first). The same seed always gives the same positions, so a test
/// that fails on one fails the same way every run. The workshop grades its
/// exercises on these, so that an answer cannot pass by knowing only the
/// book's examples.
pub fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    (0..count as u64)
        .map(|i| {
            let mut rng = fastrand::Rng::with_seed(seed.wrapping_add(i));
            let plies = rng.usize(0..80);
            play_randomly(&mut rng, plies)
        })
        .collect()
}
