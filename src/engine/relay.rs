//! Relay sowing with exact cycle detection, and the memo of endless states.

use super::packed;
use crate::board::{check_board, check_pit, Board, Error, Pit};

// ANCHOR: relay
/// Laps a relay may take before it is worth noting states in a [`RelayMemo`]:
/// every finite relay met in real games is far shorter.
const MEMO_AFTER_LAPS: u64 = 1 << 12;

/// One state in `2^DISTINGUISHED_BITS` is noted in a [`RelayMemo`].
const DISTINGUISHED_BITS: u32 = 10;

/// Relay states proven endless, so that a cycle is paid for only once.
///
/// An endless relay can run for millions of laps before its cycle closes, and
/// different positions can fall into the same cycle. While a long relay runs,
/// the states whose fingerprint ends in `DISTINGUISHED_BITS` zero bits are
/// noted; when the relay proves endless, they are kept here. A later relay
/// that reaches one of them is endless too (it follows the same path from
/// there), so it stops within about a thousand laps instead of going round
/// the whole cycle. Only states proven endless are kept, so the answer stays
/// exact; the memo only saves time.
#[derive(Clone, Debug, Default)]
pub struct RelayMemo {
    endless: std::collections::HashSet<RelayState>,
}

/// The state of a relay between laps: the board rotated so that the skipped
/// pit comes first (so relays that differ only by a rotation share states),
/// and the lane to sow next.
type RelayState = (packed::Packed, u8);

impl RelayMemo {
    /// An empty memo.
    pub fn new() -> RelayMemo {
        RelayMemo::default()
    }
}

/// A cheap, well-mixed fingerprint of a packed relay state.
fn fingerprint(w: packed::Packed, next: usize) -> u64 {
    let mixed = (w as u64 ^ (w >> 64) as u64 ^ next as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    mixed ^ (mixed >> 29)
}

/// Relay sowing from a non-empty `start` with exact cycle detection.
/// `None` if the relay never ends; otherwise `board` is left as the relay
/// leaves it and the end pit is returned.
///
/// Two saved states are compared with every lap. The first is the state
/// after the first lap: in every endless relay met in real games the walk
/// comes back to it, so the cycle is found after exactly one trip round it.
/// The second is Brent's, moved forward at every power of two laps, which
/// finds any cycle even if the walk enters it later.
pub fn run(
    board: &mut Board,
    start: Pit,
    mut memo: Option<&mut RelayMemo>,
) -> Option<Pit> {
    let mask = (1u64 << DISTINGUISHED_BITS) - 1;
    let mut w = packed::pack(board, start);
    let mut end = packed::lap(&mut w, 0);
    let first = (w, end);
    let mut saved = first;
    let mut power: u64 = 1;
    let mut laps: u64 = 0;
    let mut total: u64 = 1;
    let mut noted: Vec<RelayState> = Vec::new();
    while packed::goes_on(w, end) {
        end = packed::lap(&mut w, end);
        if (end == first.1 && w == first.0) || (end == saved.1 && w == saved.0)
        {
            if let Some(memo) = memo {
                memo.endless.extend(noted);
            }
            return None;
        }
        total += 1;
        if total > MEMO_AFTER_LAPS {
            if let Some(memo) = memo.as_deref_mut() {
                if fingerprint(w, end) & mask == 0 {
                    let state = (w, end as u8);
                    if memo.endless.contains(&state) {
                        memo.endless.extend(noted);
                        return None;
                    }
                    noted.push(state);
                }
            }
        }
        laps += 1;
        if laps == power {
            saved = (w, end);
            power *= 2;
            laps = 0;
        }
    }
    packed::unpack(w, start, board);
    Some(packed::pit_of(end, start))
}

fn check_move_shape(board: &Board, start: Pit) -> Result<(), Error> {
    let start = check_pit(start)?;
    if board[start] == 0 {
        return Err(Error::EmptyPit { pit: start });
    }
    Ok(())
}

/// How many laps a relay from `start` sows before it stops, or `None` if it
/// never stops. Cheaper than [`relay_laps`] for endless relays: it does not
/// measure the cycle.
pub fn relay_length(board: Board, start: Pit) -> Result<Option<u64>, Error> {
    check_move_shape(&board, start)?;
    check_board(&board, 0)?;
    let mut probe = board;
    if run(&mut probe, start, None).is_none() {
        return Ok(None);
    }
    let mut w = packed::pack(&board, start);
    let mut end = packed::lap(&mut w, 0);
    let mut laps = 1;
    while packed::goes_on(w, end) {
        end = packed::lap(&mut w, end);
        laps += 1;
    }
    Ok(Some(laps))
}

/// How many laps a relay from `start` sows before it stops (`Ok(Ok(laps))`),
/// or, if it never stops, how many laps its cycle takes (`Ok(Err(cycle))`).
/// For experiments, tests and the book; the engine does not need it.
pub fn relay_laps(board: Board, start: Pit) -> Result<Result<u64, u64>, Error> {
    if let Some(laps) = relay_length(board, start)? {
        return Ok(Ok(laps));
    }
    let mut w = packed::pack(&board, start);
    let mut end = packed::lap(&mut w, 0);
    // Endless: Brent's walk finds the cycle's length directly.
    let mut saved = (w, end);
    let mut power: u64 = 1;
    let mut cycle: u64 = 0;
    loop {
        end = packed::lap(&mut w, end);
        cycle += 1;
        if (w, end) == saved {
            return Ok(Err(cycle));
        }
        if cycle == power {
            saved = (w, end);
            power *= 2;
            cycle = 0;
        }
    }
}
// ANCHOR_END: relay
