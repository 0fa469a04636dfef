//! The JSON boundary: every answer is JSON that parses into its serde type,
//! bad queries get one message, and nothing a client sends panics.

use ayoayo::api::{
    answer, answer_json, Chosen, ErrorMessage, History, Ply, Refusal, Response,
    StoppedReplay, MAX_TARGET,
};
use ayoayo::board::Player;
use ayoayo::game::{Computer, Game, Strategy};
use serde_json::from_str;

/// The answer is typed until it is written: what a path asked for, or
/// why it was refused; its JSON is that value's.
#[test]
fn an_answer_is_a_value_and_its_json() {
    match answer("/api/replay?moves=2,9") {
        Ok(Response::Replay(plies)) => assert_eq!(plies.len(), 3),
        other => panic!("{other:?}"),
    }
    let refused = answer("/api/replay?moves=2,9,1,10").unwrap_err();
    match &refused {
        Refusal::StoppedReplay(stopped) => assert_eq!(stopped.plies.len(), 4),
        other => panic!("{other:?}"),
    }
    // The same refusal, written: the plies played, and what stopped them.
    let written = answer_json("/api/replay?moves=2,9,1,10").unwrap_err();
    let written: serde_json::Value = from_str(&written).unwrap();
    assert_eq!(written["plies"].as_array().map(Vec::len), Some(4));
    let error = written["error"].as_str().unwrap_or_default();
    assert!(error.starts_with("ply 4: "), "{written}");
    assert!(matches!(
        answer("/api/nothing"),
        Err(Refusal::Message(ErrorMessage { field: None, .. }))
    ));
}

#[test]
fn bad_queries_are_refused_with_one_message() {
    // Each refusal names the field at fault and says what is wrong with it,
    // in one line.
    for (target, field, says) in [
        ("/api/replay?moves=a", "moves", "`a` is not a whole number"),
        ("/api/replay?moves=1,,2", "moves", "a number is missing"),
        (
            "/api/replay?moves=2&moves=3",
            "moves",
            "`moves` is given twice",
        ),
        ("/api/replay?board=1,2", "board", "12 pits, but 2 counts"),
        ("/api/replay?to_move=7", "to_move", "`7` is not 0 or 1"),
        ("/api/replay?colour=red", "colour", "takes no `colour`"),
        (
            "/api/replay?no_repetition=yes",
            "no_repetition",
            "not true or false",
        ),
        (
            "/api/replay?moves=%zz",
            "moves",
            "`%zz` is not a whole number",
        ),
        ("/api/replay?moves=%ff", "moves", "is not a whole number"),
        (
            "/api/move?opponent=search:99",
            "opponent",
            "`99` is not a search depth",
        ),
        (
            "/api/move?opponent=nobody",
            "opponent",
            "`nobody` is not a player",
        ),
        ("/api/relay?pit=x", "pit", "`x` is not a pit number"),
        ("/api/relay", "pit", "a pit is needed"),
        (
            "/api/relay?pit=3&board=60,0,0,0,0,0,0,0,0,0,0,0",
            "board",
            "60 stones on the board",
        ),
        (
            "/api/replay?score=4294967295,1&board=0,0,0,0,0,0,0,0,0,0,0,0",
            "score",
            "4294967296 stones on the board and in the scores",
        ),
        (
            "/api/replay?score=40,1&board=0,0,0,0,0,0,0,0,0,0,0,9",
            "board",
            "50 stones on the board and in the scores",
        ),
        ("/api/replay?moves=2&you=2", "you", "`2` is not 0 or 1"),
        ("/api/undo?moves=2&you=x", "you", "`x` is not 0 or 1"),
        (
            "/api/redo?moves=2&undone=3",
            "undone",
            "pit 3 belongs to player 0",
        ),
        (
            "/api/redo?undone=99999999999999999999",
            "undone",
            "is too large",
        ),
    ] {
        let body = answer_json(target).unwrap_err();
        let failure: ErrorMessage = from_str(&body).expect(&body);
        assert!(!failure.error.contains('\n'), "{target}: {body}");
        assert!(failure.error.contains(says), "{target}: {body}");
        assert_eq!(failure.field.as_deref(), Some(field), "{target}: {body}");
    }
    let huge = format!("/api/replay?moves={}", "1,".repeat(MAX_TARGET));
    for (target, says) in
        [(huge.as_str(), "too long"), ("/api/nothing", "no API at")]
    {
        let failure: ErrorMessage =
            from_str(&answer_json(target).unwrap_err()).unwrap();
        assert!(failure.error.contains(says), "{}", failure.error);
    }
}

#[test]
fn a_message_says_what_the_parameter_should_be_and_names_it() {
    for (target, field, message) in [
        (
            "/api/replay?no_repetition=1",
            "no_repetition",
            "`1` is not true or false",
        ),
        (
            "/api/relay?pit=99999999999999999999",
            "pit",
            "`99999999999999999999` is too large",
        ),
        ("/api/relay?pit=x", "pit", "`x` is not a pit number"),
        ("/api/relay?pit=12", "pit", "pit 12 is out of range"),
        ("/api/relay?pit=7", "pit", "belongs to player 1"),
        ("/api/relay?pit=3&board=1,2", "board", "a board has 12 pits"),
        ("/api/replay?to_move=7", "to_move", "`7` is not 0 or 1"),
        ("/api/replay?score=1", "score", "a score has two counts"),
        (
            "/api/replay?score=9999999999,0",
            "score",
            "score 9999999999 is too large",
        ),
        ("/api/calls?of=count&row=2", "row", "`2` is not 0 or 1"),
        (
            "/api/calls?of=relay&pit=12",
            "pit",
            "pit 12 is out of range",
        ),
        (
            "/api/calls?of=relay&pit=0&board=0,4,4,4,4,4,4,4,4,4,4,8",
            "pit",
            "pit 0 is empty",
        ),
        ("/api/tree?depth=99", "depth", "from 1 to"),
        ("/api/redo?moves=2&undone=3", "undone", "pit 3"),
        ("/api/move?moves=2,2", "moves", "ply 2"),
        // A parameter another path takes is refused, not ignored.
        (
            "/api/perft?depth=2&pit=3",
            "pit",
            "/api/perft takes no `pit`",
        ),
        (
            "/api/replay?moves=2&depth=9",
            "depth",
            "it takes moves, board",
        ),
        (
            "/api/relay?pit=2&seed=1",
            "seed",
            "/api/relay takes no `seed`",
        ),
    ] {
        let failure: ErrorMessage =
            from_str(&answer_json(target).unwrap_err()).unwrap();
        assert_eq!(failure.field.as_deref(), Some(field), "{target}");
        assert!(failure.error.contains(message), "{target}: {failure:?}");
    }
    // A fault that is no one parameter's names none.
    let failure: ErrorMessage =
        from_str(&answer_json("/api/nothing").unwrap_err()).unwrap();
    assert_eq!(failure.field, None);
}

#[test]
fn a_refused_move_keeps_the_plies_before_it() {
    let body = answer_json("/api/replay?moves=2,9,1,10").unwrap_err();
    let refused: StoppedReplay = from_str(&body).unwrap();
    assert_eq!(
        refused.error,
        "ply 4: relay sowing from pit 10 never ends, so the move is \
         not permissible"
    );
    assert_eq!(refused.plies.len(), 4);
    assert_eq!(refused.plies[3].ply, 3);
}

#[test]
fn a_replay_is_a_ply_for_the_start_and_each_move() {
    let body = answer_json("/api/replay?moves=2,9").unwrap();
    let plies: Vec<Ply> = from_str(&body).unwrap();
    assert_eq!(plies.len(), 3);
    assert_eq!(plies[0].board, [4; 12]);
    assert_eq!(plies[2].to_move, Player::Zero);
}

#[test]
fn the_opponent_and_the_relay_answer() {
    assert!(answer_json("/api/move?moves=&opponent=greedy").is_ok());
    let body =
        answer_json("/api/move?moves=2,9&opponent=search:3&seed=1").unwrap();
    let chosen: Chosen = from_str(&body).unwrap();
    assert!((0..6).contains(&chosen.pit));
    assert_eq!(chosen.depth, 3);
    // A budget of time: a move of player 0's, within limits.
    let body = answer_json("/api/move?moves=2,9&opponent=search:20ms").unwrap();
    assert!((0..6).contains(&from_str::<Chosen>(&body).unwrap().pit));
    assert!(answer_json("/api/move?opponent=search:5000ms").is_err());
    // Scores beyond a game's 48 stones are refused, not overflowed.
    let huge = "/api/move?board=1,0,2,0,1,0,0,1,0,1,1,0&score=4000000000,7";
    let late = "/api/move?board=1,0,2,0,1,0,0,1,0,1,1,0&score=34,7";
    for opponent in ["search:4", "margin:4", "search:5ms"] {
        let body =
            answer_json(&format!("{huge}&opponent={opponent}")).unwrap_err();
        assert!(body.contains("but a game has only 48"), "{body}");
        assert!(answer_json(&format!("{late}&opponent={opponent}")).is_ok());
    }
    let body = answer_json("/api/relay?moves=&pit=0").unwrap();
    let moved: serde_json::Value = from_str(&body).unwrap();
    assert_eq!(moved["laps"], 4);
    assert_eq!(moved["ending"]["kind"], "stop");
    assert_eq!(moved["ending"]["end"], 9);
    assert!(answer_json("/api/relay?moves=&pit=7").is_err());
    // An endless move can still be stepped through: it shows the cycle.
    let body = answer_json("/api/relay?moves=2,9,1&pit=10").unwrap();
    let moved: serde_json::Value = from_str(&body).unwrap();
    assert_eq!(moved["ending"]["kind"], "cycle");
}

/// A relay's answer is the move stone by stone: it starts from the board
/// asked about, holds every stone in a pit or in the hand until the
/// capture, and ends where the move ends.
#[test]
fn a_relay_answer_traces_the_move_stone_by_stone() {
    let body = answer_json("/api/relay?moves=&pit=3").unwrap();
    let relay: serde_json::Value = from_str(&body).unwrap();
    assert_eq!(relay["start"], 3);
    assert_eq!(relay["ending"]["kind"], "capture", "{}", relay["ending"]);
    assert_eq!(relay["ending"]["end"], 0);
    let frames = relay["frames"].as_array().unwrap();
    let count = |frame: &serde_json::Value, key: &str| -> u64 {
        match &frame[key] {
            serde_json::Value::Array(pits) => {
                pits.iter().filter_map(serde_json::Value::as_u64).sum()
            }
            value => value.as_u64().unwrap(),
        }
    };
    assert_eq!(
        frames[0]["board"],
        serde_json::json!(ayoayo::board::OPENING)
    );
    assert_eq!(frames[0]["event"], "start");
    for frame in &frames[..frames.len() - 1] {
        assert_eq!(count(frame, "board") + count(frame, "hand"), 48);
    }
    let last = &frames[frames.len() - 1];
    assert_eq!(last["event"], "capture");
    let across = ayoayo::board::opposite(0);
    assert_eq!(last["pit"], across, "the capture takes from across pit 0");
    assert_eq!(
        count(last, "board") + relay["ending"]["stones"].as_u64().unwrap(),
        48
    );
}

/// `/api/undo` and `/api/redo` are the game's own `undo_to` and `redo_to`,
/// for a page that keeps the game as its list of moves: taking back to
/// each player's turn and replaying forward again.
#[test]
fn undo_and_redo_are_the_games_own() {
    // Eight moves of a random game.
    let mut random = Computer::new(Strategy::Random, 7);
    let mut played = Game::new();
    for _ in 0..8 {
        let pit = random.choose(&played).unwrap();
        played.play(pit).unwrap();
    }
    let moves = played.moves();
    let ask = |path: &str, moves: &[usize], undone: &[usize], you: usize| {
        let list = |pits: &[usize]| {
            pits.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        let target = format!(
            "{path}?moves={}&undone={}&you={you}",
            list(moves),
            list(undone)
        );
        from_str::<History>(&answer_json(&target).unwrap()).unwrap()
    };
    for you in [Player::Zero, Player::One] {
        let mut game = played.clone();
        let mut kept = ask("/api/undo", moves, &[], you.index());
        let undone = game.undo_to(you);
        assert_eq!(
            (kept.moves.as_slice(), &kept.undone),
            (game.moves(), &undone)
        );
        assert_eq!(kept.sentence, ayoayo::render::undone_sentence(&undone));
        // Once more, with those waiting, and then all the way forward.
        let more = game.undo_to(you);
        kept = ask("/api/undo", &kept.moves, &kept.undone, you.index());
        assert_eq!(kept.moves, game.moves());
        assert_eq!(kept.undone, [undone, more].concat());
        while !kept.undone.is_empty() {
            let redone = game.redo_to(you);
            assert!(!redone.is_empty());
            kept = ask("/api/redo", &kept.moves, &kept.undone, you.index());
            assert_eq!(kept.moves, game.moves());
            assert_eq!(kept.sentence, ayoayo::render::redone_sentence(&redone));
        }
        assert_eq!(kept.moves, moves);
    }
}

/// A board typed with a pit and no player to move is the pit's owner's to
/// play, as a reader of a stepper means it; a player named is kept.
#[test]
fn a_typed_boards_relay_is_its_pits_owners() {
    let board = "4,4,4,4,4,4,4,4,4,4,4,4";
    for pit in [0, 7] {
        let target = format!("/api/relay?board={board}&pit={pit}");
        let traced = answer_json(&target).unwrap();
        assert!(traced.contains(&format!("\"start\":{pit}")), "{traced}");
    }
    let named =
        answer_json(&format!("/api/relay?board={board}&to_move=0&pit=7"));
    let failure: ErrorMessage = from_str(&named.unwrap_err()).unwrap();
    assert!(
        failure.error.contains("belongs to player 1"),
        "{}",
        failure.error
    );
}
