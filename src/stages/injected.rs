//! The injected stage: dependency injection.
//!
//! The functions of the global-state stage, with the global taken away. Each
//! one is handed the board it works on and hands back the board it made,
//! with its other results. Nothing outside a call can change what it does,
//! and a call changes nothing outside itself.
//!
//! A `Board` is a `[u8; 12]`, which is `Copy`: "make a copy" is a twelve-byte
//! move on the stack, not an allocation.

use crate::board::{
    check_board, check_pit, next_pit, opposite, Board, Error, Pit, Player,
    RelayLength, Score, Stones,
};

// ANCHOR: scoop
/// Takes every stone out of `from_pit`: the board afterwards, and the
/// stones in hand.
pub fn scoop(before: Board, from_pit: Pit) -> Result<(Board, Stones), Error> {
    let from_pit = check_pit(from_pit)?;
    let mut after = before; // a copy: the caller's board is untouched
    let stones_in_hand = after[from_pit];
    after[from_pit] = 0;
    Ok((after, stones_in_hand))
}
// ANCHOR_END: scoop

// ANCHOR: distribute
/// Drops the stones in hand one at a time from `current_pit` on, never into
/// `skip_pit`: the board afterwards, and the pit where the last one fell.
pub fn distribute(
    before: Board,
    skip_pit: Pit,
    current_pit: Pit,
    stones_in_hand: Stones,
) -> Result<(Board, Pit), Error> {
    let skip_pit = check_pit(skip_pit)?;
    let mut current_pit = check_pit(current_pit)?;
    if stones_in_hand == 0 {
        return Err(Error::EmptyHand);
    }
    check_board(&before, stones_in_hand)?;

    if current_pit == skip_pit {
        current_pit = next_pit(current_pit);
    }

    let mut after = before;
    after[current_pit] += 1;
    let stones_in_hand = stones_in_hand - 1;

    if stones_in_hand == 0 {
        Ok((after, current_pit))
    } else {
        distribute(after, skip_pit, next_pit(current_pit), stones_in_hand)
    }
}
// ANCHOR_END: distribute

// ANCHOR: sow
/// Sows the stones of `from_pit`, skipping `skip_pit`: the board afterwards,
/// and the pit where the last stone fell.
pub fn sow(
    before: Board,
    skip_pit: Pit,
    from_pit: Pit,
) -> Result<(Board, Pit), Error> {
    let skip_pit = check_pit(skip_pit)?;
    let (after, stones_in_hand) = scoop(before, from_pit)?;
    if stones_in_hand == 0 {
        return Err(Error::EmptyPit { pit: from_pit });
    }
    distribute(after, skip_pit, next_pit(from_pit), stones_in_hand)
}
// ANCHOR_END: sow

// ANCHOR: relay_sow
/// The most laps [`relay_sow`] will recurse through, a stack frame each.
/// A test checks that this many laps fit a spawned thread's 2 MiB stack
/// in a debug build. It runs Part V's long legal relay on a smaller stack,
/// cut down in proportion to that relay's laps.
pub const MAX_RECURSIVE_LAPS: u64 = 10_000;

/// Relay sowing from `start_pit`: the board afterwards, and the pit where the
/// move ended.
///
/// The recursion itself ([`relay`]) has no defence against a relay that
/// never ends. So this entry point first asks `relay_length`, which the
/// caller hands in, how the relay goes. It refuses endless relays
/// ([`Error::Endless`]) and relays too long to recurse through safely
/// ([`Error::TooDeep`]). Part V shows how a relay's end can be known.
pub fn relay_sow(
    before: Board,
    start_pit: Pit,
    relay_length: RelayLength,
) -> Result<(Board, Pit), Error> {
    match relay_length(before, start_pit)? {
        None => Err(Error::Endless { pit: start_pit }),
        Some(laps) if laps > MAX_RECURSIVE_LAPS => Err(Error::TooDeep { laps }),
        Some(_) => relay(before, start_pit, start_pit),
    }
}
// ANCHOR_END: relay_sow

// ANCHOR: relay_length_by_limit
/// Laps after which [`relay_length_by_limit`] gives up on a relay.
pub const LAP_LIMIT: u64 = 300;

/// A first [`RelayLength`], written with what this stage has: sow lap
/// after lap, count, and call the relay endless once it has gone
/// [`LAP_LIMIT`] laps without ending. Part V asks what such a limit can
/// get wrong.
pub fn relay_length_by_limit(
    board: Board,
    start_pit: Pit,
) -> Result<Option<u64>, Error> {
    fn laps(
        board: Board,
        start_pit: Pit,
        from_pit: Pit,
        sown: u64,
    ) -> Result<Option<u64>, Error> {
        if sown == LAP_LIMIT {
            return Ok(None);
        }
        let (after, last_pit) = sow(board, start_pit, from_pit)?;
        if after[last_pit] == 1 {
            Ok(Some(sown + 1))
        } else {
            laps(after, start_pit, last_pit, sown + 1)
        }
    }
    laps(board, start_pit, start_pit, 0)
}
// ANCHOR_END: relay_length_by_limit

// ANCHOR: relay
/// Sow from `current_pit`; if the last stone landed on stones, relay from
/// there, still skipping `skip_pit`.
///
/// No defence against relays that never end: call [`relay_sow`] instead.
pub fn relay(
    before: Board,
    skip_pit: Pit,
    current_pit: Pit,
) -> Result<(Board, Pit), Error> {
    let (after, last_pit) = sow(before, skip_pit, current_pit)?;

    if after[last_pit] == 1 {
        Ok((after, last_pit))
    } else {
        relay(after, skip_pit, last_pit)
    }
}
// ANCHOR_END: relay

// ANCHOR: captured_stones
/// The stones a move from `start_pit` captures by ending in `end_pit`: the
/// board afterwards, and how many were taken.
pub fn captured_stones(
    before: Board,
    start_pit: Pit,
    end_pit: Pit,
) -> Result<(Board, u32), Error> {
    let start_pit = check_pit(start_pit)?;
    let end_pit = check_pit(end_pit)?;
    let ended_on_the_movers_row =
        Player::owner_of(start_pit) == Player::owner_of(end_pit);

    if ended_on_the_movers_row {
        let across = opposite(end_pit);
        let mut after = before;
        let stones = u32::from(after[across]);
        after[across] = 0;
        Ok((after, stones))
    } else {
        Ok((before, 0))
    }
}
// ANCHOR_END: captured_stones

// ANCHOR: handle_captures
/// Adds what a move captures to the mover's score: the board and the score
/// afterwards. The caller's score is a copy, so it cannot change.
pub fn handle_captures(
    before_board: Board,
    before_score: Score,
    start_pit: Pit,
    end_pit: Pit,
) -> Result<(Board, Score), Error> {
    let (after_board, captured) =
        captured_stones(before_board, start_pit, end_pit)?;
    let mover = Player::owner_of(start_pit)
        .ok_or(Error::PitOutOfRange { pit: start_pit })?;

    let mut after_score = before_score;
    after_score[mover.index()] += captured;
    Ok((after_board, after_score))
}
// ANCHOR_END: handle_captures

// ANCHOR: sow_and_capture
/// A move: relay sowing from `start_pit`, then the capture.
pub fn sow_and_capture(
    before_board: Board,
    before_score: Score,
    start_pit: Pit,
    relay_length: RelayLength,
) -> Result<(Board, Score), Error> {
    let (after_sowing, end_pit) =
        relay_sow(before_board, start_pit, relay_length)?;
    handle_captures(after_sowing, before_score, start_pit, end_pit)
}
// ANCHOR_END: sow_and_capture
