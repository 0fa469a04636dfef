//! The engine and the iterative stage against the rules: the essay's worked
//! examples, the facts of the rules appendix, every error, properties over
//! random reachable positions and boards; and that seeded games repeat and
//! boards print.

use crate::support::{reachable, small_board, stones};
use ayoayo::board::{Board, Error, Outcome, Player, Score, OPENING};
use ayoayo::conformance::{reference_play, reference_relay, reference_sow};
use ayoayo::engine::internals::{finish_all, Fate, Until, Walk};
use ayoayo::engine::{
    perft, relay_length, trace, BadPosition, Ending, Position, RelayMemo,
};
use ayoayo::stages::iterative::*;
use pretty_assertions::assert_eq;
use proptest::prelude::*;

fn after(moves: &[usize]) -> Position {
    moves.iter().fold(Position::opening(), |p, &m| {
        p.play(m).expect("a permissible move")
    })
}

// ---- The engine's position, as Part VI meets it -----------------------------

#[test]
fn a_position_plays_a_move_and_lists_its_moves() {
    let opening = Position::opening();
    assert_eq!(opening.to_move(), Player::Zero);
    // Pit 3's relay goes round the board and captures six stones.
    let next = opening.play(3).unwrap();
    assert_eq!((next.score(), next.to_move()), ([6, 0], Player::One));
    // A move the rules refuse comes back as an error that says why.
    let player = Player::Zero;
    assert_eq!(opening.play(7), Err(Error::NotYourPit { pit: 7, player }));
    // Every permissible move, each with the position it leaves.
    let mut memo = RelayMemo::new();
    let children: Vec<_> = opening.children(&mut memo).collect();
    assert_eq!(children.len(), 6);
    assert_eq!(children[3], (3, next));
}

#[test]
// ANCHOR: own_sowing
fn a_reader_that_sows_for_itself_can_disagree() {
    // The score reads play: pit 1 of the opening captures nothing.
    let after = Position::opening().play(1).unwrap();
    assert_eq!(after.score(), [0, 0]);
    // The screen sows for itself, skipping the pit each lap starts
    // from, where the rules skip the pit the move started from.
    let (mut board, mut from) = (OPENING, 1);
    let end = loop {
        let (sown, end) = sow(board, from, from).unwrap();
        board = sown;
        if board[end] == 1 {
            break end;
        }
        from = end;
    };
    // It draws the last stone in pit 3, facing pit 8's six stones.
    assert_eq!((end, board[8]), (3, 6));
}
// ANCHOR_END: own_sowing

// ---- The essay's worked examples, in the iterative stage --------------------

/// The examples the earlier stages' tests show in the book, played by the
/// iterative stage: the opening relay, the capture from pit 3, the late game.
#[test]
fn the_worked_examples_hold_in_stage_four() {
    let (opening, capture) = ([4; 12], [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]);
    assert_eq!(
        sow(opening, 0, 0),
        Ok(([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4))
    );
    let sown = [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5];
    assert_eq!(relay_sow(opening, 0), Ok((sown, 9)));
    assert_eq!(captured_stones(sown, 0, 9), Ok((sown, 0)));
    assert_eq!(
        sow_and_capture(opening, [0, 0], 3),
        Ok((capture, [6, 0], false))
    );
    assert_eq!(possible_moves(capture, Player::One), vec![7, 8, 9, 10]);
    let late = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(possible_moves(late, Player::Zero), vec![0, 2, 4]);
    assert_eq!(permissible_moves(late, Player::Zero), Ok(vec![2]));
    let over = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        sow_and_capture(over, [40, 5], 2),
        Ok(([0; 12], [43, 5], true))
    );
    let after = Position::new(over, [40, 5], Player::Zero).unwrap().play(2);
    let after = after.unwrap();
    assert_eq!(after.outcome(), Some(Outcome::Winner(Player::Zero)));
    assert_eq!(after.play(6), Err(Error::GameOver));
    assert_eq!(winner([24, 24]), Outcome::Tie);
    // Every opening move is the move from pit 0, turned.
    for k in 0..12 {
        let mut turned = [0; 12];
        for (pit, &stones) in sown.iter().enumerate() {
            turned[(pit + k) % 12] = stones;
        }
        assert_eq!(relay_sow(opening, k), Ok((turned, (9 + k) % 12)), "{k}");
    }
}

// ---- Facts from the rules ------------------------------------------------

#[test]
fn seven_stones_from_pit_0_never_end_with_a_cycle_of_11_laps() {
    let board = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
    assert_eq!(relay_sow(board, 0), Err(Error::Endless { pit: 0 }));
    let cycle = Ending::Cycle {
        from: 1,
        length: 11,
    };
    assert_eq!(trace(&board, 0, 0).map(|t| t.ending), Ok(cycle));
    assert!(!permissible_moves(board, Player::Zero).unwrap().contains(&0));
}

#[test]
fn four_moves_into_a_game_pit_10_never_ends() {
    let p = after(&[2, 9, 1]);
    assert_eq!(p.play(10), Err(Error::Endless { pit: 10 }));
    assert_eq!(p.permissible_moves(), vec![6, 8, 11]);
}

#[test]
fn a_legal_relay_of_384_laps_completes() {
    let (p, pit) = crate::support::long_relay();
    assert_eq!(relay_length(p.board(), pit), Ok(Some(384)));
    let next = p.play(pit).unwrap();
    assert_eq!(stones(&next), 48);
}

/// Relays from random boards of 5 to 48 stones, and from pit 10 four
/// moves into a game (endless, with a cycle of thousands of laps).
fn random_relays(count: usize) -> Vec<(Board, usize)> {
    let mut rng = fastrand::Rng::with_seed(2019);
    let mut relays = vec![(after(&[2, 9, 1]).board(), 10)];
    while relays.len() < count {
        let mut board = [0; 12];
        for _ in 0..rng.usize(5..=48) {
            board[rng.usize(0..12)] += 1;
        }
        let start = rng.usize(0..12);
        if board[start] > 0 {
            relays.push((board, start));
        }
    }
    relays
}

/// Whether the relay from `start` ends, walked on its own by the engine's
/// public `relay_length`.
fn ends_walked_alone(board: Board, start: usize) -> bool {
    relay_length(board, start).unwrap().is_some()
}

/// The engine's inner walker (`internals`).
#[test]
fn relays_walked_side_by_side_end_as_they_do_alone() {
    let relays = random_relays(60);
    let fate = |ends| if ends { Fate::Ends } else { Fate::Endless };
    let expected: Vec<Fate> = relays
        .iter()
        .map(|&(b, s)| fate(ends_walked_alone(b, s)))
        .collect();
    assert!(expected.contains(&Fate::Ends));
    assert!(expected.contains(&Fate::Endless));
    let start = |&(b, s): &(Board, usize)| Walk::start(&b, s);
    let mut walks: Vec<Walk> = relays.iter().map(start).collect();
    let endings = finish_all(&mut walks, Until::AllKnown);
    assert_eq!(
        endings,
        expected.iter().copied().map(Some).collect::<Vec<_>>()
    );
    // Walking part of the way leaves at most three unfinished, and they
    // finish later as they would have.
    let mut walks: Vec<Walk> = relays.iter().map(start).collect();
    let partly = finish_all(&mut walks, Until::TooFewLeft);
    let left: Vec<usize> =
        (0..relays.len()).filter(|&i| partly[i].is_none()).collect();
    assert!(left.len() < 4, "{left:?}");
    let mut rest: Vec<Walk> = left.iter().map(|&i| walks[i]).collect();
    let rest = finish_all(&mut rest, Until::AllKnown);
    for (i, ending) in left.iter().zip(rest) {
        assert_eq!(ending, Some(expected[*i]));
    }
    for (i, ending) in partly.iter().enumerate() {
        if let Some(ending) = ending {
            assert_eq!(*ending, expected[i]);
        }
    }
}

/// `perft`'s move generator puts a long relay it has not met aside, and
/// the position waits: four moves in, pit 10's relay is endless and long.
/// Once the relay is walked, the position has the engine's own moves.
#[test]
fn a_position_waits_for_its_long_relay_then_has_the_engines_moves() {
    use ayoayo::engine::internals::Deferring;
    let p = after(&[2, 9, 1]);
    let direct: Vec<Position> =
        p.children(&mut RelayMemo::new()).map(|(_, c)| c).collect();
    let mut moves = Deferring::default();
    assert_eq!(moves.children(&p), None);
    // Asked again before it is walked, the relay waits only once.
    assert_eq!(moves.children(&p), None);
    assert_eq!(moves.waiting(), 1);
    moves.walk_waiting(Until::AllKnown);
    assert_eq!(moves.waiting(), 0);
    assert_eq!(moves.children(&p), Some(direct));
}

/// The engine's `perft` agrees with a count made only from the rules, by
/// the conformance suite's reference play (a stone at a time, and no
/// move generator of the engine's), four plies from the opening.
#[test]
fn perft_from_the_opening() {
    let mut counts = [0; 4];
    reference_perft(OPENING, [0, 0], Player::Zero, &mut counts);
    assert_eq!(counts, [6, 30, 159, 802]);
    assert_eq!(perft(&Position::opening(), 4), counts);
}

/// The same, five plies deep: a fifth of a second more than a learner's
/// `cargo test` should spend, so `.ci/run` runs it (`--ignored five_plies`).
#[test]
#[ignore = "slow for a learner's run; .ci/run runs it"]
fn perft_from_the_opening_five_plies_deep() {
    let mut counts = [0; 5];
    reference_perft(OPENING, [0, 0], Player::Zero, &mut counts);
    assert_eq!(counts, [6, 30, 159, 802, 3972]);
    assert_eq!(perft(&Position::opening(), 5), counts);
}

/// Adds to `counts[0]` the permissible moves of the position, to
/// `counts[1]` those of the positions they lead to, and so on: the
/// feeding rule and the endless relays as `RULES.md` says them.
fn reference_perft(
    board: Board,
    score: Score,
    player: Player,
    counts: &mut [u64],
) {
    let Some((here, deeper)) = counts.split_first_mut() else {
        return;
    };
    let starving = player.other().row().all(|pit| board[pit] == 0);
    let mut moves: Vec<_> = player
        .row()
        .filter(|&pit| board[pit] > 0)
        .filter_map(|pit| reference_play(board, score, player, pit))
        .collect();
    if starving && moves.iter().any(|&(_, _, over)| !over) {
        moves.retain(|&(_, _, over)| !over);
    }
    for (board, score, over) in moves {
        *here += 1;
        if !over {
            reference_perft(board, score, player.other(), deeper);
        }
    }
}

// ---- Errors ------------------------------------------------------------------

/// Pit `pit` is out of range.
fn out<T>(pit: usize) -> Result<T, Error> {
    Err(Error::PitOutOfRange { pit })
}

#[test]
fn every_bad_move_gets_its_error() {
    let p = Position::opening();
    assert_eq!(p.play(12), out(12));
    assert_eq!(p.play(usize::MAX), out(usize::MAX));
    let not_yours = |pit, player| Err(Error::NotYourPit { pit, player });
    assert_eq!(p.play(6), not_yours(6, Player::Zero));
    assert_eq!(after(&[0]).play(0), not_yours(0, Player::One));
    let p = after(&[0, 6]);
    let empty = (0..6).find(|&pit| p.board()[pit] == 0).unwrap();
    assert_eq!(p.play(empty), Err(Error::EmptyPit { pit: empty }));
    let late = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    let late = Position::new(late, [39, 5], Player::Zero).unwrap();
    let feeding = vec![2];
    assert_eq!(late.play(0), Err(Error::MustFeed { pit: 0, feeding }));
    assert_eq!(scoop(OPENING, 12), out(12));
    assert_eq!(sow([0; 12], 0, 0), Err(Error::EmptyPit { pit: 0 }));
    assert_eq!(relay_sow(OPENING, 40), out(40));
    assert_eq!(distribute(OPENING, 0, 1, 0), Err(Error::EmptyHand));
    assert_eq!(captured_stones(OPENING, 0, 12), out(12));
}

#[test]
fn malformed_positions_are_refused() {
    let mut heavy = [0u64; 12];
    heavy[0] = 256;
    let cases: [(&[u64], [u64; 2], usize, BadPosition); 5] = [
        (
            &[4; 11],
            [0, 0],
            0,
            BadPosition::WrongPitCount { given: 11 },
        ),
        (
            &[4; 13],
            [0, 0],
            0,
            BadPosition::WrongPitCount { given: 13 },
        ),
        (
            &heavy,
            [0, 0],
            0,
            BadPosition::PitTooFull {
                pit: 0,
                stones: heavy[0],
            },
        ),
        (
            &[4; 12],
            [u64::MAX, 0],
            0,
            BadPosition::ScoreTooLarge {
                player: Player::Zero,
                score: u64::MAX,
            },
        ),
        (&[4; 12], [0, 0], 2, BadPosition::NoSuchPlayer { given: 2 }),
    ];
    for (counts, score, to_move, error) in cases {
        let refused = Position::from_counts(counts, score, to_move);
        assert_eq!(refused, Err(error), "{counts:?}");
    }
    let too_many = Position::new([30; 12], [0, 0], Player::Zero);
    assert!(matches!(too_many, Err(BadPosition::TooManyStones { .. })));
    let huge = relay_sow([200, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0);
    assert!(matches!(huge, Err(Error::TooManyStones { .. })), "{huge:?}");
    let message = Position::from_counts(&[4; 11], [0, 0], 0).unwrap_err();
    assert_eq!(
        message.to_string(),
        "a board has 12 pits, but 11 counts were given"
    );
}

#[test]
fn a_player_with_no_permissible_move_loses_the_rest() {
    // Player 1 to move with an empty row: the game is over and player 0
    // captures what is left.
    let p = Position::new(
        [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [20, 25],
        Player::One,
    )
    .unwrap();
    assert!(p.is_over());
    assert_eq!(p.final_score(), [23, 25]);
    assert_eq!(p.outcome(), Some(Outcome::Winner(Player::One)));
    assert_eq!(p.play(6), Err(Error::GameOver));
}

/// The independent oracle's answer for a relay (the conformance suite's
/// `reference_relay`: a stone at a time, Floyd's tortoise and hare,
/// written unlike the engine on purpose). Where the engine says the relay
/// runs a cycle too long for the walkers to meet soon, the claim is checked
/// instead, lap by lap with the oracle's own sowing, and the relay is
/// endless: no relay is skipped on the engine's word.
fn reference_answer(
    board: Board,
    start: usize,
) -> Option<(Board, ayoayo::board::Pit)> {
    match trace(&board, start, 0).map(|t| t.ending) {
        Ok(Ending::Cycle { from, length }) if length > 100_000 => {
            assert_cycle_by_reference(board, start, from, length);
            None
        }
        _ => reference_relay(board, start),
    }
}

/// Panics unless the relay from `start` comes back, after lap `from`, to
/// the same state `length` laps later, with every lap ending on stones.
fn assert_cycle_by_reference(
    board: Board,
    start: usize,
    from: u64,
    length: u64,
) {
    let lap = |(board, end): (Board, usize)| {
        assert!(
            board[end] > 1,
            "a lap of the claimed cycle ends in an empty pit"
        );
        reference_sow(board, start, end)
    };
    let mut state = reference_sow(board, start, start);
    for _ in 1..from {
        state = lap(state);
    }
    let seen = state;
    for _ in 0..length {
        state = lap(state);
    }
    assert_eq!(
        state, seen,
        "the claimed cycle of {length} laps from lap {from} does not come back"
    );
}

/// The checker of long cycles reads the engine's claim as the engine means
/// it, on the endless relay of Part I (after 2, 9, 1, pit 10), and refuses a
/// wrong one.
#[test]
fn a_claimed_cycle_is_checked_by_the_reference() {
    let board = after(&[2, 9, 1]).board();
    let Ok(Ending::Cycle { from, length }) =
        trace(&board, 10, 0).map(|t| t.ending)
    else {
        panic!("pit 10 after 2, 9, 1 is endless");
    };
    assert_cycle_by_reference(board, 10, from, length);
    let wrong = std::panic::catch_unwind(|| {
        assert_cycle_by_reference(board, 10, from, length - 1)
    });
    assert!(wrong.is_err(), "a cycle one lap short is refused");
}

proptest! {
    #![proptest_config(crate::support::config(256))]

    #[test]
    fn relay_agrees_with_the_reference(board in small_board(24), start in 0usize..12) {
        prop_assume!(board[start] > 0);
        prop_assert_eq!(relay_sow(board, start).ok(), reference_answer(board, start));
    }

    #[test]
    fn big_hands_agree_with_the_reference(board in small_board(48), start in 0usize..12, big in 12u8..=40) {
        // Hands of whole rounds: put many of the 48 stones in the start pit.
        let mut board = board;
        let others: u32 = board.iter().enumerate().filter(|&(p, _)| p != start).map(|(_, &s)| u32::from(s)).sum();
        board[start] = big.min((48 - others.min(48)) as u8);
        prop_assume!(board[start] > 0);
        prop_assert_eq!(relay_sow(board, start).ok(), reference_answer(board, start));
    }

    #[test]
    fn stones_are_conserved_and_scores_never_fall(p in reachable()) {
        prop_assert_eq!(stones(&p), 48);
        for pit in p.permissible_moves() {
            let next = p.play(pit).expect("every permissible move plays");
            prop_assert_eq!(stones(&next), 48);
            prop_assert!(next.score()[0] >= p.score()[0] && next.score()[1] >= p.score()[1]);
            prop_assert_eq!(next.to_move(), p.to_move().other());
        }
    }

    #[test]
    fn permissible_moves_are_possible_and_not_endless(p in reachable()) {
        let possible = possible_moves(p.board(), p.to_move());
        let permissible = p.permissible_moves();
        for &pit in &permissible {
            prop_assert!(possible.contains(&pit));
            prop_assert!(relay_sow(p.board(), pit).is_ok());
        }
        for &pit in &possible {
            if !permissible.contains(&pit) {
                let refused = p.play(pit).unwrap_err();
                prop_assert!(matches!(refused, Error::Endless { .. } | Error::MustFeed { .. } | Error::GameOver), "{:?}", refused);
            }
        }
        prop_assert_eq!(p.is_over(), permissible.is_empty());
    }

    #[test]
    fn the_readable_relay_and_the_packed_one_agree(p in reachable(), board in small_board(48), start in 0usize..12) {
        for (b, pit) in p.to_move().row().map(|pit| (p.board(), pit)).chain([(board, start)]) {
            if b[pit] == 0 {
                continue;
            }
            let readable = relay_sow(b, pit);
            let packed = relay_length(b, pit).unwrap();
            prop_assert_eq!(readable.is_err(), packed.is_none(), "{:?} from {}", b, pit);
            if let Ok((after, end)) = readable {
                // The oracle, lap by lap, takes the laps the packed loop counted.
                let (mut board, mut last) = reference_sow(b, pit, pit);
                let mut laps = 1;
                while board[last] > 1 {
                    (board, last) = reference_sow(board, pit, last);
                    laps += 1;
                }
                prop_assert_eq!((board, last, Some(laps)), (after, end, packed));
            }
        }
    }

    #[test]
    fn mirrored_positions_mirror_their_moves(p in reachable()) {
        let mut mirrored = [0; 12];
        for pit in 0..12 {
            mirrored[(pit + 6) % 12] = p.board()[pit];
        }
        let m = Position::new(mirrored, [p.score()[1], p.score()[0]], p.to_move().other()).unwrap();
        let shifted: Vec<usize> = p.permissible_moves().iter().map(|&pit| (pit + 6) % 12).collect();
        prop_assert_eq!(m.permissible_moves(), shifted);
    }

    /// Any board a client can type is refused or played without a panic.
    /// Counts of up to eight stones a pit make boards of up to 96 stones,
    /// so both branches run: about half are refused as too many, and the
    /// rest played, pits out of range included.
    #[test]
    fn bad_input_never_panics(small in proptest::array::uniform12(0u8..=8), any in proptest::array::uniform12(any::<u8>()), pit in 0usize..40, to_move in 0usize..3) {
        let counts: Vec<u64> = small.iter().map(|&c| u64::from(c)).collect();
        match Position::from_counts(&counts, [0, 0], to_move) {
            Ok(p) => {
                let _ = p.play(pit);
                let _ = p.permissible_moves();
            }
            Err(e) => {
                let refused = matches!(
                    e,
                    BadPosition::TooManyStones { .. }
                        | BadPosition::NoSuchPlayer { .. }
                );
                prop_assert!(refused, "{}", e);
            }
        }
        let board = any;
        let _ = relay_sow(board, pit);
        let _ = sow(board, pit % 13, pit);
        let _ = permissible_moves(board, Player::One);
    }
}

/// Random games repeat for a seed: the workshop grades on them.
#[test]
fn random_positions_repeat_for_a_seed() {
    use ayoayo::conformance::random_positions;
    assert_eq!(random_positions(2019, 3), random_positions(2019, 3));
    assert_ne!(random_positions(7, 3), random_positions(8, 3));
}

/// Boards print with their pit numbers, or row by row in a failed assert.
#[test]
fn boards_print_by_row() {
    use ayoayo::render::{board_text, Rows};
    // Each pit holds its own number, so a row printed in the wrong order or
    // on the wrong side shows.
    let board = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    let text = board_text(&board, [3, 7]);
    let lines: Vec<&str> = text.lines().collect();
    // Player 1's row on top, right to left as they sit across the board.
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["11", "10", "9", "8", "7", "6"]
    );
    assert!(
        lines[2].starts_with("  P1  | 11 | 10 |  9 |  8 |  7 |  6 |"),
        "{text}"
    );
    assert!(lines[2].ends_with("score 7"), "{text}");
    assert!(
        lines[4].starts_with("  P0  |  0 |  1 |  2 |  3 |  4 |  5 |"),
        "{text}"
    );
    assert!(lines[4].ends_with("score 3"), "{text}");
    assert_eq!(
        lines[6].split_whitespace().collect::<Vec<_>>(),
        ["0", "1", "2", "3", "4", "5"]
    );
    let rows = format!("{:?}", Rows(board));
    assert!(
        rows.contains("P1 | 11 | 10 |  9 |  8 |  7 |  6 |"),
        "{rows}"
    );
    assert!(
        rows.contains("P0 |  0 |  1 |  2 |  3 |  4 |  5 |"),
        "{rows}"
    );
}
