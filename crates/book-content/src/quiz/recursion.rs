//! The values in the answers to Parts IV and V's questions: the
//! recursions, the stack and the endless move.

use anyhow::{anyhow, Result};
use ayoayo::board::{Board, Outcome, Pit, Player, OPENING};
use ayoayo::conformance::{
    GlobalState, Injected, Iterative, Recursive, Stage, SUITE,
};
use ayoayo::engine::{relay_length, trace, Ending, MAX_TRACED_LAPS};
use ayoayo::lessons::endless::SEVEN_STONES;
use ayoayo::lessons::merge_sort::{merge_sort, CallTree};
use ayoayo::stages::{injected, iterative, recursive};
use ayoayo::text::{pits_in_words, Joined};

use super::{check, debug, Quoted};
use crate::numbers::in_words;
use crate::recorded::measurements::Measurements;

// Part IV

/// A board where player 1's row is empty and player 0 is to move.
const HUNGRY: Board = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];

pub(super) fn opening_permissible(_: &Measurements) -> Result<Quoted> {
    let moves =
        recursive::permissible_moves(&OPENING, Player::Zero, relay_length)?;
    check(
        moves.len() == 6,
        format!("the opening's moves are now {moves:?}"),
    )?;
    Ok(vec![
        ("count", moves.len().to_string()),
        ("moves", debug(moves)),
    ])
}

pub(super) fn allocations(_: &Measurements) -> Result<Quoted> {
    let board = [1, 0, 2, 0, 1, 0, 0, 3, 0, 2, 2, 0];
    let row = recursive::potential_moves(Player::One);
    let kept = recursive::possible_moves(&board, row)?;
    Ok(vec![
        ("total", (2 * kept.len()).to_string()),
        ("kept", in_words(kept.len() as u64)),
        ("moves", debug(&kept)),
        ("empty", in_words((row.len() - kept.len()) as u64)),
    ])
}

/// The pits of player 0's row that hold the one stone of each board the
/// shared-row question asks about, first call first.
const SHARED_ROW: [Pit; 2] = [3, 4];

pub(super) fn shared_row(_: &Measurements) -> Result<Quoted> {
    let boards = SHARED_ROW.map(|pit| {
        let mut board = [0; 12];
        board[pit] = 1;
        board
    });
    // What the JavaScript does and Rust refuses: both calls use up the
    // cache's one row.
    let cache = recursive::RowCache::new();
    let mut row = cache.row(Player::Zero).clone();
    let first = recursive::at_least_one_consuming(&boards[0], &mut row);
    let left = row.clone();
    let second = recursive::at_least_one_consuming(&boards[1], &mut row);
    check(first, "the first call finds no stone")?;
    check(
        !second
            && recursive::at_least_one_possible_move(&boards[1], Player::Zero),
        "the second call still finds its stone",
    )?;
    let popped: Vec<Pit> = cache.row(Player::Zero)[left.len()..]
        .iter()
        .rev()
        .copied()
        .collect();
    let [a, b] = SHARED_ROW;
    Ok(vec![
        ("first", a.to_string()),
        ("second", b.to_string()),
        ("popped", pits_in_words(&popped, Joined::AllOf)),
        ("left", debug(&left)),
        ("answer", format!("`{second}`")),
    ])
}

pub(super) fn hungry(_: &Measurements) -> Result<Quoted> {
    let moves =
        recursive::permissible_moves(&HUNGRY, Player::Zero, relay_length)?;
    let (after_3, _) =
        injected::sow_and_capture(HUNGRY, [0, 0], 3, relay_length)?;
    check(
        moves == [5],
        format!("the hungry board's moves are now {moves:?}"),
    )?;
    check(
        Player::One.row().all(|p| after_3[p] == 0),
        "pit 3 feeds player 1",
    )?;
    // The question says player 1's row is empty.
    check(
        Player::One.row().all(|p| HUNGRY[p] == 0),
        "player 1 has stones",
    )?;
    Ok(vec![
        ("board", super::stones_in_words(&HUNGRY)),
        ("moves", debug(moves)),
        ("after-3", debug(after_3)),
    ])
}

pub(super) fn last_move(_: &Measurements) -> Result<Quoted> {
    let (pit, before) = (3, [30, 14]);
    let (board, score, over) =
        recursive::sow_and_capture(HUNGRY, before, pit, relay_length)?;
    check(over, "pit 3 of the hungry board no longer ends the game")?;
    Ok(vec![
        ("board", super::stones_in_words(&HUNGRY)),
        ("pit", pit.to_string()),
        ("score", format!("{} to {}", before[0], before[1])),
        ("result", format!("`Ok(({board:?}, {score:?}, {over}))`")),
        ("total", (score[0] + score[1]).to_string()),
    ])
}

pub(super) fn filling_pits(_: &Measurements) -> Result<Quoted> {
    // The question: player 0 has captured 25 of the stones.
    let (captured, total) = (25, 48);
    let (row, each) = (6, u32::from(ayoayo::board::OPENING_STONES_PER_PIT));
    let filled = recursive::fill_pits(captured, row);
    let outcome =
        recursive::who_won_filling_pits([captured, total - captured])?;
    check(
        filled == recursive::Filled::Over,
        format!("fill_pits(25, 6) is now {filled:?}"),
    )?;
    let Outcome::Winner(winner) = outcome else {
        return Err(anyhow!("filling the pits now ties"));
    };
    check(
        captured > row as u32 * each,
        "25 stones no longer overfill a row",
    )?;
    Ok(vec![
        ("captured", captured.to_string()),
        ("to-fill", (row as u32 * each).to_string()),
        (
            "left",
            crate::numbers::in_words((captured - row as u32 * each).into()),
        ),
        ("other", (total - captured).to_string()),
        ("filled", format!("`{filled:?}`")),
        ("winner", winner.to_string()),
    ])
}

pub(super) fn merge_sort_calls(_: &Measurements) -> Result<Quoted> {
    let mut trace = CallTree::new();
    let sorted = merge_sort(&[8, 7, 6, 5, 4, 3, 2, 1], &mut trace);
    check(
        sorted == [1, 2, 3, 4, 5, 6, 7, 8],
        "merge sort did not sort",
    )?;
    check(trace.widest() > 1, "merge sort makes one call per call")?;
    let calls = 0..trace.calls.len();
    let leaves = calls.filter(|&i| trace.children(i).is_empty()).count();
    Ok(vec![
        ("calls", trace.calls.len().to_string()),
        ("leaves", leaves.to_string()),
    ])
}

// Part V

pub(super) fn loop_on_seven(_: &Measurements) -> Result<Quoted> {
    match iterative::relay_sow(SEVEN_STONES, 0) {
        Ok(done) => Err(anyhow!("the seven-stone relay ended: {done:?}")),
        Err(e) => Ok(vec![("error", e.to_string())]),
    }
}

pub(super) fn who_answers_relay(_: &Measurements) -> Result<Quoted> {
    let answers = [
        (
            GlobalState::NAME,
            GlobalState::relay_sow(OPENING, 0).is_some(),
        ),
        (Injected::NAME, Injected::relay_sow(OPENING, 0).is_some()),
        (Recursive::NAME, Recursive::relay_sow(OPENING, 0).is_some()),
        (Iterative::NAME, Iterative::relay_sow(OPENING, 0).is_some()),
    ];
    let names = |answered: bool| -> String {
        let names: Vec<&str> = answers
            .iter()
            .filter(|a| a.1 == answered)
            .map(|a| a.0)
            .collect();
        names.join(" and ")
    };
    // The answer explains why the global-state and recursive stages say
    // nothing.
    let silent = format!("{} and {}", GlobalState::NAME, Recursive::NAME);
    check(
        names(false) == silent,
        format!("the stages answering `None` are now {}", names(false)),
    )?;
    Ok(vec![("answer", names(true)), ("silent", names(false))])
}

pub(super) fn seven_cycle(_: &Measurements) -> Result<Quoted> {
    let moved = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        return Err(anyhow!("the seven-stone relay did not repeat"));
    };
    Ok(vec![
        ("lap", moved.laps.to_string()),
        ("from", from.to_string()),
        ("length", length.to_string()),
    ])
}

/// The stages' one-lap sows, fastest first, as the cost chapter's second
/// self-check answers: the iterative stage fastest and the global stage slowest.
pub(super) fn fastest_sow(data: &Measurements) -> Result<Quoted> {
    // Every stage with a one-lap sow measured (the recursive stage has
    // none: its sow is the injected one).
    let mut stages: Vec<(f64, &str)> = SUITE
        .iter()
        .map(|&(stage, _)| stage)
        .filter_map(|stage| {
            Some((data.require(&format!("cost/sow/{stage}")).ok()?, stage))
        })
        .collect();
    stages.sort_by(|a, b| a.0.total_cmp(&b.0));
    let names: Vec<&str> = stages.iter().map(|(_, stage)| *stage).collect();
    check(
        names.first() == Some(&"iterative"),
        "a lap is not fastest in the iterative stage",
    )?;
    // The question: is the global stage's lap, which locks twice a stone
    // and is reset, faster or slower than the injected one, which copies?
    // Within a twentieth of each other, neither.
    let time = |stage: &str| data.require(&format!("cost/sow/{stage}"));
    let ratio = time("global state")? / time("injected")?;
    let (verdict, because) = if ratio > 1.05 {
        (
            "slower",
            "the two locks per stone and the reset cost more than the copies save",
        )
    } else if ratio < 0.95 {
        (
            "faster",
            "the copies cost more than the two locks per stone and the reset",
        )
    } else {
        (
            "about as fast, on the machine that timed them",
            "the two locks per stone and the reset cost about what the copies do",
        )
    };
    Ok(vec![
        ("verdict", verdict.to_string()),
        (
            "order",
            crate::numbers::listed(
                &names.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
            ),
        ),
        ("because", because.to_string()),
    ])
}
