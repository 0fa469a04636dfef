//! Stage four: iteration. This is the engine.
//!
//! The same rules as the recursive stage, refactored back into loops. The
//! functions keep the decoupled shape that linear recursion forced on them:
//! a board comes in by value and a new board goes out, so a caller never sees
//! a change it did not ask for. Inside, each function mutates only its own
//! local copy, which no one else can observe.
//!
//! Everything in the crate that needs *the* rules (the game layer, the CLI,
//! the benchmarks, the tests of the other stages) uses this module.

use crate::board::{
    check_pit, next_pit, opposite, total_stones, Board, Error, Outcome, Pit, Player, Score, Stones,
    MAX_STONES, OPENING, PITS,
};

// ANCHOR: engine
/// Scoops every stone out of `pit`: the board with that pit emptied, and the
/// stones now in hand.
pub fn scoop(board: Board, pit: Pit) -> Result<(Board, Stones), Error> {
    let pit = check_pit(pit)?;
    let mut after = board;
    let in_hand = after[pit];
    after[pit] = 0;
    Ok((after, in_hand))
}

/// Drops `stones` one at a time into the pits from `current` on, never into
/// `skip`: the board afterwards and the pit where the last stone fell.
///
/// Every full round of eleven stones puts one stone in each pit but `skip`,
/// so those rounds are added at once and only the remainder is walked.
pub fn distribute(
    board: Board,
    skip: Pit,
    current: Pit,
    stones: Stones,
) -> Result<(Board, Pit), Error> {
    let skip = check_pit(skip)?;
    let current = check_pit(current)?;
    if stones == 0 {
        return Err(Error::EmptyHand);
    }
    check_board(&board, stones)?;
    let mut after = board;
    let last = distribute_unchecked(&mut after, skip, current, stones);
    Ok((after, last))
}

/// Sows the stones of `from`, skipping `skip`: the board afterwards and the
/// pit where the last stone fell.
pub fn sow(board: Board, skip: Pit, from: Pit) -> Result<(Board, Pit), Error> {
    let skip = check_pit(skip)?;
    let (after, in_hand) = scoop(board, from)?;
    if in_hand == 0 {
        return Err(Error::EmptyPit { pit: from });
    }
    distribute(after, skip, next_pit(from), in_hand)
}

// ANCHOR: relay_sow
/// Relay sowing from `start`: sow, and while the last stone lands in a pit
/// that already held stones, sow again from there. Returns the board and the
/// pit where the move ended, or [`Error::Endless`] if it never ends.
///
/// A relay is a walk through states (the board, and the pit to sow next),
/// each fixed by the one before, so a relay that never ends must come back
/// to a state it has been in. Two saved states catch that: the state after
/// the first lap, to which every endless relay seen in real games returns,
/// and a "tortoise" that jumps forward to the current state after 1, 2, 4,
/// 8, ... laps (Brent's algorithm), which catches a cycle wherever it starts.
/// No number of laps is ever taken to mean "endless".
pub fn relay_sow(board: Board, start: Pit) -> Result<(Board, Pit), Error> {
    check_board(&board, 0)?;
    let (mut board, mut end) = sow(board, start, start)?;
    let first = (board, end);
    let mut tortoise = first;
    let (mut power, mut laps) = (1u64, 0u64);
    while board[end] > 1 {
        (board, end) = sow(board, start, end)?;
        if (board, end) == first || (board, end) == tortoise {
            return Err(Error::Endless { pit: start });
        }
        laps += 1;
        if laps == power {
            tortoise = (board, end);
            power *= 2;
            laps = 0;
        }
    }
    Ok((board, end))
}
// ANCHOR_END: relay_sow

/// The stones captured when a move that started at `start` ends at `end`:
/// everything in the pit opposite `end`, if `end` is on the mover's row.
pub fn captured_stones(board: Board, start: Pit, end: Pit) -> Result<(Board, u32), Error> {
    let start = check_pit(start)?;
    let end = check_pit(end)?;
    let mut after = board;
    let captured = capture_unchecked(&mut after, start, end);
    Ok((after, captured))
}

/// Adds the stones captured by a move from `start` ending at `end` to the
/// mover's score. Returns a new score; the caller's is untouched.
pub fn handle_captures(
    board: Board,
    score: Score,
    start: Pit,
    end: Pit,
) -> Result<(Board, Score), Error> {
    let (after, captured) = captured_stones(board, start, end)?;
    let mover = Player::owner_of(start).ok_or(Error::PitOutOfRange { pit: start })?;
    let mut new_score = score;
    new_score[mover.index()] += captured;
    Ok((after, new_score))
}

/// Ends the game if the opponent of `mover` has no stones left on their row:
/// the mover then captures every stone still on the board. Returns the board,
/// the score, and whether the game is over.
pub fn handle_game_end(board: Board, score: Score, mover: Player) -> (Board, Score, bool) {
    if has_stones(&board, mover.other()) {
        (board, score, false)
    } else {
        let mut new_score = score;
        new_score[mover.index()] += total_stones(&board);
        ([0; PITS], new_score, true)
    }
}

/// A whole move: relay sowing from `start`, the capture, and the end of the
/// game if the opponent's row is now empty. Returns the board, the score and
/// whether the game is over.
pub fn sow_and_capture(
    board: Board,
    score: Score,
    start: Pit,
) -> Result<(Board, Score, bool), Error> {
    let mover = Player::owner_of(check_pit(start)?).ok_or(Error::PitOutOfRange { pit: start })?;
    let (after_sowing, end) = relay_sow(board, start)?;
    let (after_capture, score) = handle_captures(after_sowing, score, start, end)?;
    Ok(handle_game_end(after_capture, score, mover))
}

/// The pits of `player`'s row that hold stones, in order.
pub fn possible_moves(board: Board, player: Player) -> Vec<Pit> {
    player.row().filter(|&pit| board[pit] > 0).collect()
}

/// Whether `player` has at least one stone on their row.
pub fn has_stones(board: &Board, player: Player) -> bool {
    player.row().any(|pit| board[pit] > 0)
}

/// The moves `player` may make: the possible moves whose relay ends, narrowed
/// by the feeding rule when the opponent's row is empty.
pub fn permissible_moves(board: Board, player: Player) -> Result<Vec<Pit>, Error> {
    check_board(&board, 0)?;
    let options = move_options(&board, &[0, 0], player, None);
    Ok(options.permissible().map(|(pit, _)| pit).collect())
}

/// Who won, given the final score.
pub fn winner(score: Score) -> Outcome {
    match score[0].cmp(&score[1]) {
        std::cmp::Ordering::Greater => Outcome::Winner(Player::Zero),
        std::cmp::Ordering::Less => Outcome::Winner(Player::One),
        std::cmp::Ordering::Equal => Outcome::Tie,
    }
}

/// A position in a game: the board, the captured stones, and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    score: Score,
    to_move: Player,
}

impl Position {
    /// The opening: four stones in every pit, no captures, player 0 to move.
    pub fn opening() -> Position {
        Position {
            board: OPENING,
            score: [0, 0],
            to_move: Player::Zero,
        }
    }

    /// A position from its parts, checked: the board may hold at most
    /// `Stones::MAX` stones (so no pit can overflow while sowing), and the
    /// board and scores together must fit in a score (`u32`).
    pub fn new(board: Board, score: Score, to_move: Player) -> Result<Position, Error> {
        check_board(&board, 0)?;
        let total = u64::from(total_stones(&board)) + u64::from(score[0]) + u64::from(score[1]);
        if total > u64::from(u32::MAX) {
            return Err(Error::Malformed(format!(
                "{total} stones in all (board and scores) do not fit in a score (at most {})",
                u32::MAX
            )));
        }
        Ok(Position {
            board,
            score,
            to_move,
        })
    }

    /// A position from loose parts as a user might type them: any number of
    /// counts (there must be twelve, at most 48 stones in all), and a player
    /// number (there must be `0` or `1`).
    pub fn from_counts(counts: &[u64], score: [u64; 2], to_move: usize) -> Result<Position, Error> {
        if counts.len() != PITS {
            return Err(Error::Malformed(format!(
                "a board has {PITS} pits, but {} counts were given",
                counts.len()
            )));
        }
        let mut board = [0; PITS];
        for (pit, (&count, slot)) in counts.iter().zip(board.iter_mut()).enumerate() {
            *slot = Stones::try_from(count).map_err(|_| {
                Error::Malformed(format!(
                    "pit {pit} holds {count} stones; at most {} fit in a pit",
                    Stones::MAX
                ))
            })?;
        }
        let mut checked_score = [0; 2];
        for (player, (&s, slot)) in score.iter().zip(checked_score.iter_mut()).enumerate() {
            *slot = u32::try_from(s).map_err(|_| {
                Error::Malformed(format!(
                    "player {player}'s score {s} is larger than {}",
                    u32::MAX
                ))
            })?;
        }
        let to_move = Player::from_index(to_move).ok_or_else(|| {
            Error::Malformed(format!("the player to move must be 0 or 1, not {to_move}"))
        })?;
        Position::new(board, checked_score, to_move)
    }

    /// The position after `plies` moves from the opening (fewer if the game
    /// ends first), each chosen among the permissible moves by a small
    /// xorshift generator seeded with `seed`. The same seed gives the same
    /// game: for tests and benchmarks that need many varied, reachable
    /// positions.
    pub fn after_random_moves(seed: u64, plies: usize) -> Position {
        let mut rng = seed | 1;
        let mut position = Position::opening();
        for _ in 0..plies {
            let moves = position.permissible_moves();
            if moves.is_empty() {
                break;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            match position.play(moves[(rng % moves.len() as u64) as usize]) {
                Ok(next) => position = next,
                Err(_) => break,
            }
        }
        position
    }

    /// The stones in each pit.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The stones each player has captured.
    pub fn score(&self) -> Score {
        self.score
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The moves the player to move may make (empty once the game is over).
    pub fn permissible_moves(&self) -> Vec<Pit> {
        self.options().permissible().map(|(pit, _)| pit).collect()
    }

    /// Whether the game is over: the player to move has no permissible move.
    pub fn is_over(&self) -> bool {
        self.options().permissible().next().is_none()
    }

    /// The result, once the game is over: if stones are still on the board,
    /// the player who is not to move captures them first.
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| winner(self.final_score()))
    }

    /// The score once the player not to move has captured any stones left on
    /// the board (what the score becomes if the game is over here).
    pub fn final_score(&self) -> Score {
        let mut score = self.score;
        score[self.to_move.other().index()] += total_stones(&self.board);
        score
    }

    /// Plays the move from `pit`, checking every rule. If the move leaves the
    /// next player with no permissible move, the game is over and the player
    /// who just moved captures every stone left on the board.
    pub fn play(&self, pit: usize) -> Result<Position, Error> {
        let options = self.options();
        if options.permissible().next().is_none() {
            return Err(Error::GameOver);
        }
        let pit = check_pit(pit)?;
        if Player::owner_of(pit) != Some(self.to_move) {
            return Err(Error::NotYourPit {
                pit,
                player: self.to_move,
            });
        }
        if self.board[pit] == 0 {
            return Err(Error::EmptyPit { pit });
        }
        let slot = pit - self.to_move.row().start;
        let next = match options.results[slot] {
            MoveResult::Endless => return Err(Error::Endless { pit }),
            MoveResult::Played(p) => p,
            MoveResult::Impossible => return Err(Error::EmptyPit { pit }),
        };
        if options.must_feed && options.feeding > 0 && !feeds(&next) {
            return Err(Error::MustFeed {
                pit,
                feeding: options.permissible().map(|(pit, _)| pit).collect(),
            });
        }
        if next.is_over() {
            Ok(next.with_leftovers_captured())
        } else {
            Ok(next)
        }
    }

    /// The same position after each player captures the stones on their
    /// own row (how the referee ends a game that repeats itself).
    pub fn with_rows_captured(&self) -> Position {
        let mut score = self.score;
        for player in Player::BOTH {
            score[player.index()] += player
                .row()
                .map(|pit| u32::from(self.board[pit]))
                .sum::<u32>();
        }
        Position {
            board: [0; PITS],
            score,
            to_move: self.to_move,
        }
    }

    /// The same position with every stone on the board captured by the
    /// player who is not to move.
    fn with_leftovers_captured(&self) -> Position {
        Position {
            board: [0; PITS],
            score: self.final_score(),
            to_move: self.to_move,
        }
    }

    /// The positions after each permissible move, in pit order, without
    /// the end-of-game capture of leftovers (which changes no move count).
    /// This is what a move-tree search (perft) walks. The memo remembers
    /// endless relays between calls (see [`RelayMemo`]).
    pub fn children(&self, memo: &mut RelayMemo) -> impl Iterator<Item = (Pit, Position)> {
        move_options(&self.board, &self.score, self.to_move, Some(memo)).permissible()
    }

    fn options(&self) -> MoveOptions {
        move_options(&self.board, &self.score, self.to_move, None)
    }
}

/// What playing one pit of a row leads to.
#[derive(Clone, Copy, Debug)]
enum MoveResult {
    /// The pit is empty.
    Impossible,
    /// The relay never ends.
    Endless,
    /// The position after the move (sowing, capture, end of game).
    Played(Position),
}

/// Every pit of the mover's row, played once.
#[derive(Clone, Copy, Debug)]
struct MoveOptions {
    first_pit: Pit,
    results: [MoveResult; 6],
    /// The opponent's row was empty at the start of the turn.
    must_feed: bool,
    /// How many moves leave the opponent with stones.
    feeding: usize,
}

impl MoveOptions {
    /// The permissible moves and where they lead.
    fn permissible(self) -> impl Iterator<Item = (Pit, Position)> {
        let only_feeding = self.must_feed && self.feeding > 0;
        (0..6).filter_map(move |i| match self.results[i] {
            MoveResult::Played(next) if !only_feeding || feeds(&next) => {
                Some((self.first_pit + i, next))
            }
            _ => None,
        })
    }
}

/// Whether the player who just moved left the player now to move with stones.
fn feeds(next: &Position) -> bool {
    has_stones(&next.board, next.to_move)
}

fn move_options(
    board: &Board,
    score: &Score,
    mover: Player,
    mut memo: Option<&mut RelayMemo>,
) -> MoveOptions {
    let first_pit = mover.row().start;
    let mut results = [MoveResult::Impossible; 6];
    let mut feeding = 0;
    for (i, slot) in results.iter_mut().enumerate() {
        let pit = first_pit + i;
        if board[pit] == 0 {
            continue;
        }
        *slot = match play_unchecked(board, score, mover, pit, memo.as_deref_mut()) {
            Some(next) => {
                if feeds(&next) {
                    feeding += 1;
                }
                MoveResult::Played(next)
            }
            None => MoveResult::Endless,
        };
    }
    MoveOptions {
        first_pit,
        results,
        must_feed: !has_stones(board, mover.other()),
        feeding,
    }
}

/// Plays a non-empty pit of the mover's row; `None` if the relay never ends.
fn play_unchecked(
    board: &Board,
    score: &Score,
    mover: Player,
    start: Pit,
    memo: Option<&mut RelayMemo>,
) -> Option<Position> {
    let mut after = *board;
    let end = relay_unchecked(&mut after, start, memo)?;
    let mut new_score = *score;
    new_score[mover.index()] += capture_unchecked(&mut after, start, end);
    let (after, new_score, _) = handle_game_end(after, new_score, mover);
    Some(Position {
        board: after,
        score: new_score,
        to_move: mover.other(),
    })
}

fn check_move_shape(board: &Board, start: Pit) -> Result<(), Error> {
    let start = check_pit(start)?;
    if board[start] == 0 {
        return Err(Error::EmptyPit { pit: start });
    }
    Ok(())
}

/// Refuses a board (plus `in_hand` stones) with more than the 48 stones of
/// a game ([`MAX_STONES`]). That also means no pit can overflow.
pub fn check_board(board: &Board, in_hand: Stones) -> Result<(), Error> {
    let total = total_stones(board) + u32::from(in_hand);
    if total > MAX_STONES {
        return Err(Error::Malformed(format!(
            "{total} stones on the board, but a game has only {MAX_STONES}"
        )));
    }
    Ok(())
}

/// Drops `stones > 0` stones from `current` on, skipping `skip`.
fn distribute_unchecked(board: &mut Board, skip: Pit, current: Pit, stones: Stones) -> Pit {
    let rounds = stones / (PITS as Stones - 1);
    let mut in_hand = stones % (PITS as Stones - 1);
    let mut current = if current == skip {
        next_pit(current)
    } else {
        current
    };
    if rounds > 0 {
        for (pit, count) in board.iter_mut().enumerate() {
            if pit != skip {
                *count += rounds;
            }
        }
        if in_hand == 0 {
            // The last stone of the last round fell in the pit before
            // `current` (stepping back over `skip`).
            let mut last = (current + PITS - 1) % PITS;
            if last == skip {
                last = (last + PITS - 1) % PITS;
            }
            return last;
        }
    }
    loop {
        board[current] += 1;
        in_hand -= 1;
        if in_hand == 0 {
            return current;
        }
        current = next_pit(current);
        if current == skip {
            current = next_pit(current);
        }
    }
}

/// Laps a relay may take before it is worth noting states in a [`RelayMemo`]:
/// every finite relay met in real games is far shorter.
const MEMO_AFTER_LAPS: u64 = 1 << 12;

/// One state in `2^DISTINGUISHED_BITS` is noted in a [`RelayMemo`].
const DISTINGUISHED_BITS: u32 = 10;

/// Relay states proven endless, so that a cycle is paid for only once.
///
/// An endless relay can run for millions of laps before its cycle closes, and
/// different positions can fall into the same cycle. While a long relay runs,
/// the states whose fingerprint ends in [`DISTINGUISHED_BITS`] zero bits are
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

    /// How many endless states it holds.
    pub fn len(&self) -> usize {
        self.endless.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.endless.is_empty()
    }
}

/// A cheap, well-mixed fingerprint of a packed relay state.
fn fingerprint(w: packed::Packed, next: usize) -> u64 {
    let mixed = (w as u64 ^ (w >> 64) as u64 ^ next as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
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
fn relay_unchecked(board: &mut Board, start: Pit, mut memo: Option<&mut RelayMemo>) -> Option<Pit> {
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
        if (end == first.1 && w == first.0) || (end == saved.1 && w == saved.0) {
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

/// Captures the pit opposite `end` if `end` is on the row of `start`'s owner.
fn capture_unchecked(board: &mut Board, start: Pit, end: Pit) -> u32 {
    if Player::owner_of(start) == Player::owner_of(end) {
        let across = opposite(end);
        let captured = u32::from(board[across]);
        board[across] = 0;
        captured
    } else {
        0
    }
}

/// How many laps a relay from `start` sows before it stops, or `None` if it
/// never stops. Cheaper than [`relay_laps`] for endless relays: it does not
/// measure the cycle.
pub fn relay_length(board: Board, start: Pit) -> Result<Option<u64>, Error> {
    check_move_shape(&board, start)?;
    check_board(&board, 0)?;
    let mut probe = board;
    if relay_unchecked(&mut probe, start, None).is_none() {
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

/// The relay's inner loop, in a form built for speed.
///
/// Inside one relay the skipped pit never changes, so the board is rotated
/// until that pit is lane 0, and the twelve counts are packed a byte each
/// into one `u128` (no lane can carry into the next: a board never holds
/// more than 48 stones). Sowing `h` stones from lane `p` adds `h / 11` to
/// every lane but 0, plus one stone to each of the `h % 11` lanes after `p`:
/// a few table lookups and one addition.
mod packed {
    use super::{Board, Pit, PITS};

    /// Eleven pits take stones: all but the skipped one.
    const RING: usize = PITS - 1;

    /// A board rotated so that the skipped pit is lane 0, a byte a lane.
    pub(super) type Packed = u128;

    /// `ROUNDS[q]`: `q` stones in every lane but 0.
    const ROUNDS: [Packed; 256 / RING + 1] = {
        let mut rounds = [0; 256 / RING + 1];
        let mut q = 0;
        while q < rounds.len() {
            let mut lane = 1;
            while lane < PITS {
                rounds[q] |= (q as u128) << (8 * lane);
                lane += 1;
            }
            q += 1;
        }
        rounds
    };

    /// `DIVMOD[h]`: `(h / 11, h % 11)`.
    const DIVMOD: [(u8, u8); 256] = {
        let mut t = [(0, 0); 256];
        let mut h = 0;
        while h < 256 {
            t[h] = ((h / RING) as u8, (h % RING) as u8);
            h += 1;
        }
        t
    };

    /// The lane after `lane`, never lane 0.
    const fn step(lane: usize) -> usize {
        if lane == PITS - 1 {
            1
        } else {
            lane + 1
        }
    }

    /// `ADD[p][r]`: one stone in each of the `r` lanes after `p`.
    /// `END[p][r]`: the lane the last stone falls in, for a hand of `r`
    /// stones more than a multiple of eleven (`r == 0`: whole rounds, which
    /// end eleven lanes on).
    const TABLES: ([[Packed; RING]; PITS], [[u8; RING]; PITS]) = {
        let mut add = [[0; RING]; PITS];
        let mut end = [[0; RING]; PITS];
        let mut p = 0;
        while p < PITS {
            let mut stones: Packed = 0;
            let mut lane = p;
            let mut r = 1;
            while r <= RING {
                lane = step(lane);
                stones |= 1 << (8 * lane);
                if r < RING {
                    add[p][r] = stones;
                    end[p][r] = lane as u8;
                } else {
                    end[p][0] = lane as u8;
                }
                r += 1;
            }
            p += 1;
        }
        (add, end)
    };
    const ADD: [[Packed; RING]; PITS] = TABLES.0;
    const END: [[u8; RING]; PITS] = TABLES.1;

    #[inline(always)]
    fn lane(w: Packed, i: usize) -> u8 {
        (w >> (8 * i)) as u8
    }

    /// One lap: scoop lane `p` (non-empty) and sow it; the lane where the
    /// last stone fell.
    #[inline(always)]
    pub(super) fn lap(w: &mut Packed, p: usize) -> usize {
        let h = lane(*w, p);
        let scooped = *w - (u128::from(h) << (8 * p));
        if (h as usize) < RING {
            // Less than a round: by far the usual case.
            *w = scooped + ADD[p][h as usize];
            END[p][h as usize] as usize
        } else {
            let (q, r) = DIVMOD[h as usize];
            *w = scooped + ROUNDS[q as usize] + ADD[p][r as usize];
            END[p][r as usize] as usize
        }
    }

    /// Whether the relay goes on from lane `end`: the last stone landed on
    /// stones.
    #[inline(always)]
    pub(super) fn goes_on(w: Packed, end: usize) -> bool {
        lane(w, end) > 1
    }

    /// Packs `board`, rotated so that pit `skip` becomes lane 0.
    pub(super) fn pack(board: &Board, skip: Pit) -> Packed {
        board.iter().enumerate().fold(0, |w, (i, &count)| {
            w | u128::from(count) << (8 * ((i + PITS - skip) % PITS))
        })
    }

    /// Unpacks into `board`, undoing the rotation.
    pub(super) fn unpack(w: Packed, skip: Pit, board: &mut Board) {
        for (i, count) in board.iter_mut().enumerate() {
            *count = lane(w, (i + PITS - skip) % PITS);
        }
    }

    /// The pit a lane stands for.
    pub(super) fn pit_of(lane: usize, skip: Pit) -> Pit {
        (lane + skip) % PITS
    }
}
// ANCHOR_END: engine
