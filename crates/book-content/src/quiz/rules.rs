//! The values in the answers to Parts I to III's questions: the game, the
//! global board and the injected stage.

use anyhow::{anyhow, Context, Result};
use ayoayo::board::{opposite, Board, Pit, Player, OPENING};
use ayoayo::engine::{relay_length, trace, Position, MAX_TRACED_LAPS};
use ayoayo::game::Turn;
use ayoayo::stages::{global_state, injected};

use super::{check, debug, Quoted};
use crate::generated::MIDGAME;
use crate::numbers::in_words;
use crate::recorded::measurements::Measurements;

// Part I

pub(super) fn opening_3(_: &Measurements) -> Result<Quoted> {
    let turn = Turn::new(Position::opening());
    let t = turn.transition(3)?;
    let mine = Player::owner_of(t.end) == Some(Player::Zero);
    check(
        mine && t.captured > 0,
        "pit 3's move captures on its own row",
    )?;
    Ok(vec![
        ("laps", t.laps.len().to_string()),
        ("end", t.end.to_string()),
        ("across", opposite(t.end).to_string()),
        ("captured", t.captured.to_string()),
    ])
}

// Part II

pub(super) fn scoop_twice(_: &Measurements) -> Result<Quoted> {
    let _lock = ayoayo::conformance::fresh_board();
    global_state::reset(OPENING)?;
    let first = global_state::scoop(2);
    let second = global_state::scoop(2);
    check(first.is_ok() && second.is_ok(), "both scoops are answered")?;
    check(first != second, "the two scoops answer differently")?;
    Ok(vec![
        ("first", format!("`{first:?}`")),
        ("second", format!("`{second:?}`")),
    ])
}

/// The question's board: pit 5 full, the others with a few stones each.
const THIRTEEN: (Pit, u8, u8) = (5, 13, 3);

pub(super) fn thirteen_stones(_: &Measurements) -> Result<Quoted> {
    let (pit, stones, others) = THIRTEEN;
    let mut board = [others; 12];
    board[pit] = stones;
    let (after, end) = injected::sow(board, pit, pit)?;
    check(after[pit] == 0, "the start pit is skipped")?;
    // The answer: a stone for each other pit, and the rest go on.
    let beyond = stones - 11;
    check(
        end == (pit + usize::from(beyond)) % 12 && beyond > 0,
        "the stones no longer go round once and on",
    )?;
    Ok(vec![
        ("pit", pit.to_string()),
        ("stones", stones.to_string()),
        ("others", others.to_string()),
        ("end", end.to_string()),
        ("beyond", in_words(beyond.into())),
    ])
}

pub(super) fn relay_by_hand(_: &Measurements) -> Result<Quoted> {
    let moved = trace(&MIDGAME, 4, MAX_TRACED_LAPS)?;
    let (end, _) = moved.ending.end().context("the relay ends")?;
    // The answer says the end pit held stones at the start, and a lap of
    // the move scooped them.
    let laps = moved.recorded_laps();
    check(
        MIDGAME[end] > 0 && laps.iter().any(|lap| lap.from == end),
        format!("pit {end} was not emptied by a lap of the move"),
    )?;
    Ok(vec![
        ("laps", moved.laps.to_string()),
        ("end", end.to_string()),
    ])
}

pub(super) fn sow_order(_: &Measurements) -> Result<Quoted> {
    let _lock = ayoayo::conformance::fresh_board();
    let mut orders = Vec::new();
    for calls in [[(0, 4), (0, 0)], [(0, 0), (0, 4)]] {
        global_state::reset(OPENING)?;
        let mut ended = Vec::new();
        for (skip, from) in calls {
            ended.push(global_state::sow(skip, from)?);
        }
        orders.push((ended, global_state::game_pits()));
    }
    let ((a, board_a), (b, board_b)) = (&orders[0], &orders[1]);
    // The answer: sowing pit 0 ends alike in both orders (sowing pit 4
    // never reaches pit 0), sowing pit 4 does not, and the boards differ.
    check(
        a[1] == b[0],
        "sowing pit 0 ends differently in the two orders",
    )?;
    check(
        b[1] == a[0] + 1 && board_a != board_b,
        "sowing pit 4 second does not end one pit further",
    )?;
    Ok(vec![
        ("first-ends", format!("{} and {}", a[0], a[1])),
        ("first-board", debug(board_a)),
        ("second-ends", format!("{} and {}", b[0], b[1])),
        ("second-board", debug(board_b)),
    ])
}

// Part III

pub(super) fn injected_twice(_: &Measurements) -> Result<Quoted> {
    let first = injected::sow(OPENING, 5, 5)?;
    let second = injected::sow(OPENING, 5, 5)?;
    check(first == second, "injected::sow answered differently twice")?;
    Ok(vec![
        ("result", format!("`Ok(({:?}, {}))`", first.0, first.1)),
        ("opening", debug(OPENING)),
    ])
}

/// The board of the `short-relay` question.
const SHORT: Board = [1, 1, 0, 2, 0, 0, 0, 3, 3, 3, 3, 3];

pub(super) fn short_relay(_: &Measurements) -> Result<Quoted> {
    let laps = relay_length(SHORT, 0)?.context("the short relay never ends")?;
    let (_, end) = injected::relay(SHORT, 0, 0)?;
    // The answer walks the laps by hand: one stone to pit 1, two to pit 3,
    // three to the end.
    check(
        (laps, end) == (3, 6),
        format!("the short relay now takes {laps} laps to {end}"),
    )?;
    Ok(vec![
        ("board", format!("`{SHORT:?}`")),
        ("laps", laps.to_string()),
        ("end", end.to_string()),
    ])
}

/// What `relay_sow` costs when it asks first: handed the guess by a lap
/// limit, it sows the opening's relay from pit 0 once to count its laps and
/// once more to play it. The guess and the engine agree on that relay.
pub(super) fn asking_first(_: &Measurements) -> Result<Quoted> {
    let guess = injected::relay_length_by_limit;
    let counted =
        guess(OPENING, 0)?.context("the guess calls pit 0 endless")?;
    let known = relay_length(OPENING, 0)?;
    check(
        known == Some(counted),
        "the guess and the engine disagree on the opening's relay from pit 0",
    )?;
    // `relay_sow` sows one lap a call of `relay`, the same laps again.
    let played = trace(&OPENING, 0, MAX_TRACED_LAPS)?.recorded_laps().len();
    check(
        played as u64 == counted,
        format!("the relay plays {played} laps, the guess counted {counted}"),
    )?;
    Ok(vec![
        ("laps", counted.to_string()),
        ("total", (2 * counted).to_string()),
    ])
}

/// A late board whose captures differ move by move.
const LATE: Board = [0, 1, 1, 0, 0, 1, 3, 1, 2, 1, 1, 2];

pub(super) fn best_capture(_: &Measurements) -> Result<Quoted> {
    let counts = LATE.map(u64::from);
    let start = Position::from_counts(&counts, [20, 15], 0)?;
    let mut all = Vec::new();
    for pit in Player::Zero.row().filter(|&pit| LATE[pit] > 0) {
        all.push((pit, start.play(pit)?.score()[0] - 20));
    }
    let most = all.iter().map(|&(_, c)| c).max().unwrap_or(0);
    let best: Vec<usize> = all
        .iter()
        .filter(|&&(_, c)| c == most)
        .map(|&(p, _)| p)
        .collect();
    let [best] = best[..] else {
        return Err(anyhow!("more than one best move: {best:?}"));
    };
    let each: Vec<String> = all
        .iter()
        .map(|(pit, c)| format!("pit {pit} captures {c}"))
        .collect();
    Ok(vec![
        ("best", best.to_string()),
        ("most", most.to_string()),
        ("each", each.join(", ")),
    ])
}
