//! The values in the answers to the challenges at the ends of the
//! chapters, which `appendix/challenges.md` gives: like the self-checks',
//! each checks what its answer's words claim.

use anyhow::{bail, Context, Result};
use ayoayo::board::{opposite, Pit, Player, OPENING};
use ayoayo::engine::{
    relay_length, trace, Ending, Event, Position, MAX_TRACED_LAPS,
};
use ayoayo::lessons::endless::SEVEN_STONES;
use ayoayo::stages::{global_state, injected, recursive};

use super::{check, Quoted};
use crate::generated::MIDGAME;
use crate::recorded::measurements::Measurements;

/// The opening pit the Sowing chapter's challenges relay by hand.
const SOWING_START: Pit = 1;

pub(super) fn challenge_sowing(_: &Measurements) -> Result<Quoted> {
    // Relaying pit SOWING_START of the opening by hand, with Part II's `sow`, each lap
    // skipping the pit `skip` names (given the lap's start): the laps'
    // starts and the pit the move ends in.
    let relay_by_hand = |skip: fn(Pit) -> Pit| -> Result<(Vec<Pit>, Pit)> {
        global_state::reset(OPENING)?;
        let (mut starts, mut from) = (vec![SOWING_START], SOWING_START);
        let mut end = global_state::sow(skip(from), from)?;
        while global_state::game_pits()[end] > 1 {
            starts.push(end);
            from = end;
            end = global_state::sow(skip(from), from)?;
        }
        Ok((starts, end))
    };
    let _lock = ayoayo::conformance::fresh_board();
    // The second challenge: each lap skips its own start, not the move's.
    let (own_starts, own_end) = relay_by_hand(|from| from)?;
    check(
        global_state::game_pits()[SOWING_START] > 0,
        format!("no later lap refilled pit {SOWING_START}"),
    )?;
    check(own_end < 6, "the move ends on player 1's row")?;
    let across = opposite(own_end);
    let own_captured = global_state::game_pits()[across];
    // The first: every lap skips the move's start, which stays
    // empty.
    let (starts, end) = relay_by_hand(|_| SOWING_START)?;
    check(
        global_state::game_pits()[SOWING_START] == 0,
        "a lap fed the start",
    )?;
    check(
        starts.contains(&end),
        "the move ends in a pit no lap emptied",
    )?;
    let traced = trace(&OPENING, SOWING_START, MAX_TRACED_LAPS)?;
    let ended = traced.ending.end().map(|(pit, _)| pit);
    check(ended == Some(end), "the hand relay and the engine disagree")?;
    // The hint: `ayoayo replay START` prints the board the relay reaches.
    let played = Position::opening().play(SOWING_START)?.board();
    check(
        played == global_state::game_pits(),
        "`replay` shows another board",
    )?;
    let listed = |starts: &[Pit]| -> Result<String> {
        let starts: Vec<String> = starts.iter().map(Pit::to_string).collect();
        let (last, rest) = starts.split_last().context("no lap")?;
        Ok(format!("{} and {last}", rest.join(", ")))
    };
    Ok(vec![
        ("starts", listed(&starts)?),
        ("end", end.to_string()),
        ("own-starts", listed(&own_starts)?),
        ("own-end", own_end.to_string()),
        ("own-across", across.to_string()),
        ("own-captured", own_captured.to_string()),
    ])
}

pub(super) fn challenge_boards(_: &Measurements) -> Result<Quoted> {
    // `distribute` checks the board once a call, and is called once a
    // stone: the drops of the first lap.
    let traced = trace(&OPENING, 0, MAX_TRACED_LAPS)?;
    let drops = traced
        .frames
        .iter()
        .filter(|f| f.lap == 1 && f.event == Event::Drop)
        .count();
    check(drops == usize::from(OPENING[0]), "a stone a drop")?;
    Ok(vec![("checks", drops.to_string())])
}

pub(super) fn challenge_relay(_: &Measurements) -> Result<Quoted> {
    // The relay from pit 11 after pit 2 of the opening. While lap `k`
    // drops its `n` stones, `k` frames of `relay`, one of `sow` and `n` of
    // `distribute` are on the stack.
    let laps = trace(&MIDGAME, 11, MAX_TRACED_LAPS)?.recorded_laps();
    let depth = |k: usize| k + 1 + usize::from(laps[k - 1].stones);
    let deepest = (1..=laps.len())
        .max_by_key(|&k| depth(k))
        .context("no lap")?;
    check(deepest == laps.len(), "the deepest lap is not the last")?;
    let seven = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    check(
        matches!(seven.ending, Ending::Cycle { .. }),
        "the seven stones' relay ends",
    )?;
    Ok(vec![
        ("frames", depth(deepest).to_string()),
        ("relay", deepest.to_string()),
        ("distribute", laps[deepest - 1].stones.to_string()),
    ])
}

pub(super) fn challenge_capturing(_: &Measurements) -> Result<Quoted> {
    let (board_0, _) = injected::relay_sow(OPENING, 0, relay_length)?;
    let mut values = Vec::new();
    for (pit, keys) in [
        (4, ["across-4", "turned-4", "stones-4"]),
        (5, ["across-5", "turned-5", "stones-5"]),
    ] {
        let (_, end) = injected::relay_sow(OPENING, pit, relay_length)?;
        let (_, score) =
            injected::sow_and_capture(OPENING, [0, 0], pit, relay_length)?;
        let across = opposite(end);
        // The same pit on pit 0's board, turned back `pit` pits.
        let turned = (across + 12 - pit) % 12;
        check(
            score[0] == u32::from(board_0[turned]),
            format!("pit {pit}'s capture is not pit {turned} of pit 0's board"),
        )?;
        values.extend([
            (keys[0], across.to_string()),
            (keys[1], turned.to_string()),
            (keys[2], score[0].to_string()),
        ]);
    }
    Ok(values)
}

pub(super) fn challenge_ending(_: &Measurements) -> Result<Quoted> {
    use ayoayo::lessons::call_stack::{count_calls, Step};
    let row = recursive::potential_moves(Player::Zero);
    let calls = count_calls(OPENING, row)?;
    let deepest = calls
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Call { depth, .. } => Some(*depth),
            Step::Return { .. } => None,
        })
        .max()
        .context("no call")?;
    let mut board = [0; 12];
    board[0] = 200;
    let counted = recursive::count_stones(&board, &[0, 0]);
    check(counted > u32::from(u8::MAX), "pit 0 twice fits in a u8")?;
    Ok(vec![("frames", deepest.to_string())])
}

pub(super) fn challenge_loops(_: &Measurements) -> Result<Quoted> {
    let stack = crate::recorded::stack::Stack::load(&crate::root())?;
    let per_call = stack.number("bytes-per-call/recursive")?.max(1);
    // A 64 KiB stack over the bytes a call, to the ten below.
    let pits = 64 * 1024 / per_call / 10 * 10;
    Ok(vec![("pits", pits.to_string())])
}

/// Brent's walk on the seven stones, with or without the check against the
/// state after lap 1, as `iterative::relay_sow` walks: the lap it stops at,
/// the lap whose state came back, and how many laps the saved state before
/// that one was watched for.
fn brent(with_first: bool) -> Result<(u64, u64, u64)> {
    use ayoayo::conformance::reference_sow;
    let mut now = reference_sow(SEVEN_STONES, 0, 0);
    let first = now;
    let (mut saved, mut saved_at) = (now, 1);
    let (mut lap, mut power, mut gap, mut watched) = (1, 1, 0, 0);
    while now.0[now.1] > 1 && lap < 1000 {
        now = reference_sow(now.0, 0, now.1);
        lap += 1;
        if with_first && now == first {
            return Ok((lap, 1, watched));
        }
        if now == saved {
            return Ok((lap, saved_at, watched));
        }
        gap += 1;
        if gap == power {
            (saved, saved_at, watched) = (now, lap, power);
            power *= 2;
            gap = 0;
        }
    }
    bail!("the seven stones' relay never came back")
}

pub(super) fn challenge_never_ends(_: &Measurements) -> Result<Quoted> {
    use ayoayo::conformance::reference_relay;
    check(
        reference_relay(SEVEN_STONES, 0).is_none(),
        "the reference relay ends the seven stones",
    )?;
    // Floyd's walk sows the first lap, then three laps a step.
    let sown = 1 + 3 * crate::cycles::floyd_steps()?;
    let moved = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    let Ending::Cycle { length, .. } = moved.ending else {
        bail!("the seven-stone relay did not repeat");
    };
    check(
        brent(true)?.0 == moved.laps,
        "relay_sow's walk no longer stops where the trace does",
    )?;
    let (brent, saved, watched) = brent(false)?;
    check(
        watched < length,
        "the save before was watched for a whole cycle",
    )?;
    Ok(vec![
        ("floyd", sown.to_string()),
        ("relay-sow", moved.laps.to_string()),
        ("brent", brent.to_string()),
        ("saved", saved.to_string()),
        ("gap", watched.to_string()),
    ])
}
