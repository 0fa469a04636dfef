//! The game layer: turns agree with the engine, undo and redo are exact,
//! the referee ends repeating games, and the players only ever choose
//! permissible moves.

use crate::support::{reachable, rng, stones};
use ayoayo::api::{answer_json, StoppedReplay};
use ayoayo::board::{total_stones, Error, Outcome, Player};
use ayoayo::engine::{Position, RelayMemo};
use ayoayo::game::{minimax, Limit, Search, Weights};
use ayoayo::game::{opening_value, OPENINGS, OPENING_BALANCE};
use ayoayo::game::{play_match, Computer, Game, Strategy, Turn};
use ayoayo::render::{
    last_move_sentence, redone_sentence, result_sentence, undone_sentence,
};
use ayoayo::stages::iterative::sow;
use pretty_assertions::assert_eq;
use proptest::prelude::*;

proptest! {
    #![proptest_config(crate::support::config(64))]

    /// Every pit, played through a turn, does what the engine's
    /// `Position::play` does, or is refused with the same error; each
    /// transition's laps replay to its end pit, and stones are conserved.
    #[test]
    fn turns_agree_with_the_engine(position in reachable()) {
        let turn = Turn::new(position);
        for pit in 0..13 {
            match turn.transition(pit) {
                Ok(t) => {
                    let next = Turn::new(t.after);
                    let swept = if next.is_over() { t.after.with_leftovers_captured() } else { t.after };
                    prop_assert_eq!(Ok(swept), position.play(pit));
                    prop_assert_eq!(t.pit, pit);
                    prop_assert_eq!(stones(&t.after), stones(&position));
                    let mut board = position.board();
                    let mut end = pit;
                    for lap in &t.laps {
                        prop_assert_eq!(board[lap.from], lap.stones);
                        (board, end) = sow(board, pit, lap.from).unwrap();
                        prop_assert_eq!(end, lap.to);
                    }
                    prop_assert_eq!(end, t.end);
                    prop_assert_eq!(board[end], 1, "the relay stops in an empty pit");
                    if !t.fed {
                        prop_assert!(next.is_over());
                    }
                    let opponent_row = &t.after.board()[position.to_move().other().row()];
                    let stones_left = opponent_row.iter().any(|&s| s > 0);
                    prop_assert_eq!(t.fed, stones_left, "fed: stones on the other row");
                }
                Err(_) => prop_assert!(
                    !position.permissible_moves().contains(&pit),
                    "pit {} was refused, but the engine may play it",
                    pit
                ),
            }
        }
        prop_assert_eq!(turn.moves(), position.permissible_moves());
        prop_assert_eq!(turn.is_over(), position.is_over());
    }

    /// Any sequence of plays, undos and redos leaves the game exactly as
    /// replaying its remaining moves from the start would.
    #[test]
    fn undo_and_redo_are_replaying(seed in any::<u64>(), steps in 1usize..120) {
        let mut rng = rng(seed);
        let mut game = Game::new();
        for _ in 0..steps {
            match rng.u8(..10) {
                0..=5 => {
                    let moves = game.permissible_moves();
                    if !moves.is_empty() {
                        game.play(moves[rng.usize(..moves.len())]).unwrap();
                        prop_assert_eq!(game.clone().redo(), None, "a new move forgets what was undone");
                    }
                }
                6..=8 => {
                    let plies = game.plies();
                    let undone = game.undo();
                    prop_assert_eq!(game.plies(), plies - usize::from(undone.is_some()));
                }
                _ => {
                    let before = game.moves().to_vec();
                    if let Some(pit) = game.redo() {
                        prop_assert_eq!(&game.moves()[..before.len()], &before[..]);
                        prop_assert_eq!(game.moves().last(), Some(&pit));
                    }
                }
            }
        }
        let mut replayed = Game::new();
        for &pit in game.moves() {
            replayed.play(pit).unwrap();
        }
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.is_over(), game.is_over());
        prop_assert_eq!(replayed.outcome(), game.outcome());
        prop_assert_eq!(replayed.permissible_moves(), game.permissible_moves());
        prop_assert_eq!(replayed.ended_by_repetition(), game.ended_by_repetition());
    }

    /// Every player, in every position, chooses a permissible move.
    #[test]
    fn players_choose_only_permissible_moves(position in reachable(), seed in any::<u64>()) {
        let turn = Turn::new(position);
        let game = Game::from_position(position);
        let depth = |d| Strategy::Search(Limit::Depth(d));
        for strategy in [Strategy::Random, Strategy::Greedy, depth(1), depth(4), Strategy::Margin(2)] {
            let choice = Computer::new(strategy, seed).choose(&game);
            match choice {
                Some(pit) => prop_assert!(turn.moves().contains(&pit), "{strategy} chose {pit}"),
                None => prop_assert!(turn.is_over()),
            }
        }
    }

    /// Alpha-beta with its table returns exactly plain minimax's value,
    /// and a search asked again starts afresh: same value, same work.
    #[test]
    fn alpha_beta_is_minimax(position in reachable(), depth in 0u32..=4) {
        let mut search = Search::with_weights(Weights::MARGIN);
        let value = search.value(&position, depth);
        prop_assert_eq!(value, minimax(&position, depth, &mut RelayMemo::new()));
        let nodes = search.nodes();
        prop_assert_eq!((search.value(&position, depth), search.nodes()), (value, nodes));
    }

    /// The table's bounds. A search asked with a window one point wide,
    /// just beside the true value, fails high or low and keeps only a bound
    /// for the position; asked again with no window, it must still find
    /// minimax's exact value. (A search from a fresh table seldom meets a
    /// position twice, so the test above hardly tries the bounds.)
    #[test]
    fn a_stored_bound_leaves_the_value_exact(position in reachable(), depth in 1u32..=4, offset in -3i32..=3) {
        let exact = minimax(&position, depth, &mut RelayMemo::new());
        let mut search = Search::with_weights(Weights::MARGIN);
        let edge = exact + offset;
        let first = search.value_within(&position, depth, edge - 1, edge);
        // Outside the window, a bound on the right side.
        let right_side = if exact < edge { first < edge } else { first >= edge };
        prop_assert!(right_side, "{} outside the window at {}", first, edge);
        let full = search.value_within(&position, depth, -i32::MAX, i32::MAX);
        prop_assert_eq!(full, exact);
    }
}

#[test]
fn undo_to_a_player_goes_back_to_their_turn() {
    let mut game = Game::new();
    for pit in [2, 9, 1, 6] {
        game.play(pit).unwrap();
    }
    assert_eq!(game.undo_to(Player::Zero), vec![6, 1]);
    assert_eq!(game.moves(), &[2, 9]);
    assert_eq!(game.redo_to(Player::Zero), vec![1, 6]);
    assert_eq!(game.moves(), &[2, 9, 1, 6]);
    assert_eq!(game.undo_to(Player::One), vec![6]);
    assert_eq!(game.undo_to(Player::One), vec![1, 9]);
    // Player 1 has no earlier turn: nothing is undone (undoing player 0's
    // first move alone would only let the computer choose again).
    assert_eq!(game.undo_to(Player::One), Vec::<usize>::new());
    assert_eq!(game.moves(), &[2]);
    // What was undone before can still be redone.
    assert_eq!(game.clone().redo(), Some(9));
    assert_eq!(game.undo_to(Player::Zero), vec![2]);
    assert_eq!(game.undo(), None);
    assert_eq!(game.position(), &Position::opening());
}

#[test]
fn a_move_is_told_in_one_sentence_that_ends_with_any_sweep() {
    let mut game = Game::new();
    assert_eq!(last_move_sentence(&game, ["You", "The computer"]), None);
    game.play(2).unwrap();
    let sentence = last_move_sentence(&game, ["You", "The computer"]);
    assert_eq!(
        sentence.unwrap(),
        "You sowed pit 2: 4 laps, ended in pit 11."
    );
    // Random games, until one ends because a move emptied the other row.
    let swept = (0..200).find_map(|seed| {
        let mut game = Game::new().without_repetition_rule();
        let mut random = Computer::new(Strategy::Random, seed);
        while let Some(pit) = random.choose(&game) {
            game.play(pit).unwrap();
        }
        let ended_by_a_sweep = !game.last_transition()?.fed;
        ended_by_a_sweep.then(|| last_move_sentence(&game, ["A", "B"]).unwrap())
    });
    let swept = swept.expect("some game of 200 ends in a sweep");
    assert!(swept.contains(". The other row is empty"), "{swept}");
    assert!(swept.ends_with(" left."), "{swept}");
}

#[test]
fn moves_taken_back_or_played_again_are_told_in_the_order_played() {
    assert_eq!(undone_sentence(&[]), None);
    assert_eq!(
        undone_sentence(&[9, 2]).unwrap(),
        "Took back the moves that sowed pits 2 and 9."
    );
    assert_eq!(
        redone_sentence(&[3, 9, 1]).unwrap(),
        "Played again the moves that sowed pits 3, 9 and 1."
    );
    assert_eq!(
        redone_sentence(&[3]).unwrap(),
        "Played again the move that sowed pit 3."
    );
}

#[test]
fn the_end_of_a_game_is_told_with_the_winners_score_first() {
    let mut game = Game::new();
    assert_eq!(result_sentence(&game, ["You", "The computer"]), None);
    // A game of random moves, to its end.
    let mut random = Computer::new(Strategy::Random, 7);
    while let Some(pit) = random.choose(&game) {
        game.play(pit).unwrap();
    }
    // This seed's game ends 20 to 28, so player 1's score comes first.
    assert_eq!(game.final_score(), [20, 28]);
    assert_eq!(game.outcome(), Some(Outcome::Winner(Player::One)));
    let sentence = result_sentence(&game, ["You", "The computer"]).unwrap();
    assert_eq!(sentence, "The computer won, 28 to 20.");
}

#[test]
fn a_refused_move_changes_nothing_and_says_why() {
    let mut game = Game::new();
    game.play(2).unwrap();
    let before = game.clone();
    assert!(matches!(game.play(2), Err(Error::NotYourPit { .. })));
    assert_eq!(game.play(12), Err(Error::PitOutOfRange { pit: 12 }));
    game.play(9).unwrap();
    game.play(1).unwrap();
    // Four moves into this game, pit 10's relay never ends.
    assert_eq!(game.play(10), Err(Error::Endless { pit: 10 }));
    assert_eq!(game.moves(), &[2, 9, 1]);
    assert_eq!(before.moves(), &[2]);
}

#[test]
fn players_are_typed_as_they_print() {
    for typed in [
        "random",
        "greedy",
        "search",
        "search:8",
        "search:50ms",
        "margin:8",
    ] {
        let strategy: Strategy = typed.parse().unwrap();
        assert_eq!(strategy.to_string(), typed);
    }
    assert_eq!("search".parse(), Ok(Strategy::DEFAULT));
    assert_eq!(
        "search:200ms".parse::<Strategy>().unwrap().to_string(),
        "search"
    );
}

/// A refused player quotes what was typed with its control characters
/// written as escapes: a quote cannot restyle the terminal it is shown in.
#[test]
fn a_refused_player_is_quoted_without_control_characters() {
    for typed in ["x\u{1b}[31mRED", "search:\u{1b}[2J", "search:\u{202e}9ms"] {
        let said = typed.parse::<Strategy>().unwrap_err().to_string();
        assert!(!said.contains(['\u{1b}', '\u{202e}']), "{said:?}");
        assert!(said.contains("\\u{"), "{said:?}");
    }
}

/// A timed search reads its deadline from the clock it was given. One
/// that ticks a millisecond whenever it is read stops the search where
/// the work says, the same on every run, well short of its deepest.
#[test]
fn a_timed_search_stops_by_the_clock_it_was_given() {
    use std::sync::atomic::{AtomicU64, Ordering};
    fn ticking() -> f64 {
        static TICKS: AtomicU64 = AtomicU64::new(0);
        TICKS.fetch_add(1, Ordering::Relaxed) as f64
    }
    let position = Position::opening();
    let limit = Limit::Time(std::time::Duration::from_millis(40));
    let choose = || {
        let mut search = Search::new().with_clock(ticking);
        search.choose(&position, limit, |_| {}).unwrap()
    };
    let first = choose();
    assert_eq!(choose(), first, "the same work, the same ticks");
    // Deeper than one round, and stopped by the clock well before the
    // search's own cap of 20 plies.
    assert!((2..16).contains(&first.depth), "{first:?}");
}

#[test]
// ANCHOR: same_seed
fn a_match_is_the_same_for_the_same_seed() {
    let strategies = [Strategy::Search(Limit::Depth(3)), Strategy::Greedy];
    let strip = |seed| -> Vec<_> {
        play_match(strategies, 4, seed)
            .map(|g| (g.moves, g.outcome, g.score, g.by_repetition))
            .collect()
    };
    let first = strip(7);
    assert_eq!(first, strip(7));
    assert_ne!(first, strip(8), "another seed, other games");
    for (moves, outcome, score, by_repetition) in first {
        let mut game = Game::new();
        for pit in moves {
            game.play(pit).unwrap();
        }
        assert!(game.is_over());
        assert_eq!(game.outcome(), Some(outcome));
        assert_eq!(game.ended_by_repetition(), by_repetition);
        assert_eq!(score[0] + score[1], 48);
    }
}
// ANCHOR_END: same_seed

#[test]
fn every_match_opening_is_even_and_a_match_plays_them_all() {
    assert!(OPENINGS.len() >= 20, "too few openings to vary a match");
    // Every eighth, to keep a learner's run quick: each costs a deep
    // search, and `.ci/run` finds the whole list afresh
    // (`the_match_openings_are_the_balanced_starts`, in xtask's tests).
    for opening in OPENINGS.into_iter().step_by(8) {
        let value = opening_value(&opening).expect("a permissible opening");
        assert!(
            value.abs() <= OPENING_BALANCE,
            "{opening:?} is worth {value}"
        );
    }
    let played: std::collections::BTreeSet<Vec<usize>> =
        play_match([Strategy::Random, Strategy::Random], OPENINGS.len(), 3)
            .map(|g| g.moves[..3].to_vec())
            .collect();
    let all: std::collections::BTreeSet<Vec<usize>> =
        OPENINGS.iter().map(|o| o.to_vec()).collect();
    assert_eq!(played, all, "as many games as openings play each once");
}

#[test]
fn search_sees_a_win_and_takes_it() {
    // Player 0 to move with 40 captured: pit 2 ends the game at once.
    let start = Position::new(
        [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        [40, 5],
        Player::Zero,
    )
    .unwrap();
    let choice = Search::new()
        .choose(&start, Limit::Depth(4), |_| ())
        .unwrap();
    assert!(choice.value > ayoayo::game::WIN);
    assert_eq!(
        Position::play(&start, choice.pit).unwrap().outcome(),
        Some(Outcome::Winner(Player::Zero))
    );
}
/// Four stones that the players can move round and round without a
/// capture: these 28 moves lead back to the starting position (found by
/// searching every four-stone position for a cycle of moves).
pub const CYCLE: [usize; 28] = [
    6, 5, 6, 0, 8, 3, 10, 3, 6, 0, 7, 1, 8, 4, 6, 3, 8, 4, 9, 0, 11, 2, 6, 0,
    8, 1, 10, 1,
];

/// A replay of [`CYCLE`] twice from its start, then its first move once
/// more: the board, score, player to move and moves, as the command line
/// and the JSON boundary take them.
pub fn cycle_replay() -> [(&'static str, String); 4] {
    let start = cycle_start();
    let list = |v: Vec<String>| v.join(",");
    let moves = CYCLE.iter().chain(&CYCLE).chain(&CYCLE[..1]);
    [
        ("board", list(start.board().map(|s| s.to_string()).to_vec())),
        ("score", list(start.score().map(|s| s.to_string()).to_vec())),
        ("to_move", start.to_move().index().to_string()),
        ("moves", list(moves.map(usize::to_string).collect())),
    ]
}

/// Where [`CYCLE`] starts and ends.
pub fn cycle_start() -> Position {
    Position::new([1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], [20, 24], Player::One)
        .unwrap()
}

#[test]
fn the_referee_ends_a_game_on_the_third_repetition() {
    let (cycle, start) = (CYCLE, cycle_start());
    let mut game = Game::from_position(start);
    for (ply, &pit) in cycle.iter().chain(&cycle).enumerate() {
        assert!(!game.is_over(), "over too early, at ply {ply}");
        game.play(pit).unwrap();
    }
    // The start occurred for the third time: the referee ended the game, and
    // each player took the stones on their own row (3 and 1).
    assert!(game.ended_by_repetition());
    assert_eq!(game.plies(), 56);
    assert_eq!(game.position().board(), [0; 12]);
    assert_eq!(game.position().score(), [23, 25]);
    assert_eq!(game.outcome(), Some(Outcome::Winner(Player::One)));
    assert_eq!(
        result_sentence(&game, ["You", "The computer"]).unwrap(),
        "A position came round for the third time, so each player took the \
         stones on their own row. The computer won, 25 to 23."
    );
    assert_eq!(game.play(0), Err(Error::GameOver));

    // Without the referee, the same moves leave the game going.
    let mut endless = Game::from_position(start).without_repetition_rule();
    for &pit in cycle.iter().chain(&cycle) {
        endless.play(pit).unwrap();
    }
    assert!(!endless.is_over());
    assert_eq!(endless.position(), &start);

    // The JSON boundary plays the same rule, and switches it off alike.
    let query = |no_rule: &str| {
        let mut query = cycle_replay().to_vec();
        query.push(("no_repetition", no_rule.to_string()));
        format!(
            "/api/replay?{}",
            serde_urlencoded::to_string(query).unwrap()
        )
    };
    let body = answer_json(&query("false")).unwrap_err();
    let refused: StoppedReplay = serde_json::from_str(&body).unwrap();
    assert_eq!(refused.plies.len(), 57);
    assert!(
        refused.error.starts_with("ply 57, pit "),
        "{}",
        refused.error
    );
    assert!(answer_json(&query("true")).is_ok());
}

#[test]
fn a_time_limit_still_answers_with_a_permissible_move() {
    let position = ayoayo::conformance::random_positions(3, 1).remove(0);
    let limit = Limit::Time(std::time::Duration::from_millis(30));
    let choice = Search::new().choose(&position, limit, |_| ()).unwrap();
    assert!(position.permissible_moves().contains(&choice.pit));
    // No time at all: depth 1 is searched all the same, and no deeper.
    let limit = Limit::Time(std::time::Duration::ZERO);
    let choice = Search::new().choose(&position, limit, |_| ()).unwrap();
    assert_eq!(choice.depth, 1);
    assert!(position.permissible_moves().contains(&choice.pit));
}

proptest! {
    #![proptest_config(crate::support::config(48))]

    /// The one trace of a move is the rules, stone by stone: stones are
    /// conserved in every frame, a relay that ends leaves the iterative
    /// stage's board (when all its laps are recorded), and an endless one is
    /// exactly one that the iterative stage calls endless,
    /// with the cycle the engine measures.
    #[test]
    fn the_trace_follows_the_rules(position in reachable()) {
        use ayoayo::engine::{trace, Ending, Event, MAX_TRACED_LAPS};
        use ayoayo::engine::relay_length;
        use ayoayo::stages::iterative::relay_sow;
        let board = position.board();
        let total = total_stones(&board);
        for pit in position.to_move().row().filter(|&p| board[p] > 0) {
            let moved = trace(&board, pit, MAX_TRACED_LAPS).unwrap();
            let taken = match moved.ending {
                Ending::Capture { stones, .. } => stones,
                _ => 0,
            };
            for f in &moved.frames {
                let captured = if f.event == Event::Capture { taken } else { 0 };
                prop_assert_eq!(total_stones(&f.board) + u32::from(f.hand) + captured, total);
            }
            match (relay_sow(board, pit), moved.ending) {
                (Ok((relayed, end)), ending) => {
                    prop_assert_eq!(ending.end().map(|(e, _)| e), Some(end));
                    // A legal relay may run past the laps a trace records
                    // (410 from pit 4 of one reachable board): then exactly
                    // that many are kept, and the last is not the end.
                    let laps = moved.recorded_laps();
                    if moved.laps <= MAX_TRACED_LAPS {
                        prop_assert_eq!(laps.len() as u64, moved.laps);
                        prop_assert_eq!(laps.last().map(|l| l.board), Some(relayed));
                    } else {
                        prop_assert_eq!(laps.len() as u64, MAX_TRACED_LAPS);
                    }
                }
                (Err(Error::Endless { .. }), Ending::Cycle { .. }) => {
                    prop_assert_eq!(relay_length(board, pit), Ok(None));
                }
                (other, ending) => prop_assert!(false, "{other:?} {ending:?}"),
            }
        }
    }
}

#[test]
fn the_search_does_not_walk_into_a_repetition_it_can_avoid() {
    // The four-stone cycle of the referee's test, played once and then 25
    // moves more: player 0 to move, with pits 1 and 4 to choose from.
    // Pit 1 follows the cycle, and two moves later the start occurs for
    // the third time: the referee ends the game, player 1 ahead 25 to 23.
    let mut game = Game::from_position(cycle_start());
    for &pit in CYCLE.iter().chain(&CYCLE[..25]) {
        game.play(pit).unwrap();
    }
    assert_eq!(game.permissible_moves(), [1, 4]);
    let depth = Limit::Depth(6);
    // A search that does not know the game so far sees nothing wrong.
    let blind = Search::new().choose(game.position(), depth, |_| ());
    assert_eq!(blind.map(|c| c.pit), Some(1));
    // The opponent does, and steers away.
    let mut opponent = Computer::new(Strategy::Search(depth), 1);
    assert_eq!(opponent.choose(&game), Some(4));
}
