//! The JSON boundary: every answer is JSON that parses into its serde type,
//! bad queries get one message, and nothing a client sends panics.

use ayoayo::api::{answer, Chosen, Failure, Ply, Refused, MAX_TARGET};
use ayoayo::engine::Ending;
use serde_json::from_str;

#[test]
fn bad_queries_get_400_and_one_message() {
    for target in [
        "/api/replay?moves=a",
        "/api/replay?moves=1,,2",
        "/api/replay?moves=2&moves=3",
        "/api/replay?board=1,2",
        "/api/replay?to_move=7",
        "/api/replay?colour=red",
        "/api/replay?no_repetition=yes",
        "/api/replay?moves=%zz",
        "/api/replay?moves=%ff",
        "/api/move?opponent=search:99",
        "/api/move?opponent=nobody",
        "/api/relay?pit=x",
        "/api/relay",
        "/api/relay?pit=3&board=60,0,0,0,0,0,0,0,0,0,0,0",
    ] {
        let (status, body) = answer(target);
        assert_eq!(status, 400, "{target}: {body}");
        let failure: Failure = from_str(&body).expect(&body);
        assert!(!failure.error.contains('\n'), "{target}: {body}");
    }
    let huge = format!("/api/replay?moves={}", "1,".repeat(MAX_TARGET));
    assert_eq!(answer(&huge).0, 400);
    assert_eq!(answer("/api/nothing").0, 404);
}

#[test]
fn a_message_says_what_the_parameter_should_be() {
    for (target, message) in [
        (
            "/api/replay?no_repetition=1",
            "no_repetition: `1` is not true or false",
        ),
        (
            "/api/relay?pit=99999999999999999999",
            "pit: `99999999999999999999` is too large",
        ),
        ("/api/relay?pit=x", "pit: `x` is not a pit number"),
    ] {
        let failure: Failure = from_str(&answer(target).1).unwrap();
        assert_eq!(failure.error, message, "{target}");
    }
}

#[test]
fn a_refused_move_is_422_with_the_plies_before_it() {
    let (status, body) = answer("/api/replay?moves=2,9,1,10");
    assert_eq!(status, 422);
    let refused: Refused = from_str(&body).unwrap();
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
    let (status, body) = answer("/api/replay?moves=2,9");
    assert_eq!(status, 200);
    let plies: Vec<Ply> = from_str(&body).unwrap();
    assert_eq!(plies.len(), 3);
    assert_eq!(plies[0].board, [4; 12]);
    assert_eq!(plies[2].to_move, 0);
}

#[test]
fn the_opponent_and_the_relay_answer() {
    assert_eq!(answer("/api/move?moves=&opponent=greedy").0, 200);
    let (status, body) = answer("/api/move?moves=2,9&opponent=search:3&seed=1");
    assert_eq!(status, 200);
    let chosen: Chosen = from_str(&body).unwrap();
    assert!((0..6).contains(&chosen.pit));
    assert_eq!(chosen.depth, 3);
    // A budget of time: a move of player 0's, within limits.
    let (status, body) = answer("/api/move?moves=2,9&opponent=search:20ms");
    assert_eq!(status, 200);
    assert!((0..6).contains(&from_str::<Chosen>(&body).unwrap().pit));
    assert_eq!(answer("/api/move?opponent=search:5000ms").0, 400);
    // Scores beyond a game's 48 stones are refused, not overflowed.
    let huge = "/api/move?board=1,0,2,0,1,0,0,1,0,1,1,0&score=4000000000,7";
    let late = "/api/move?board=1,0,2,0,1,0,0,1,0,1,1,0&score=34,7";
    for opponent in ["search:4", "margin:4", "search:5ms"] {
        let (status, body) = answer(&format!("{huge}&opponent={opponent}"));
        assert_eq!(status, 400, "{opponent}: {body}");
        assert!(body.contains("but a game has only 48"), "{body}");
        let (status, body) = answer(&format!("{late}&opponent={opponent}"));
        assert_eq!(status, 200, "{opponent}: {body}");
    }
    let (status, body) = answer("/api/relay?moves=&pit=0");
    assert_eq!(status, 200);
    let moved: serde_json::Value = from_str(&body).unwrap();
    assert_eq!(moved["laps"], 4);
    assert_eq!(moved["ending"]["kind"], "stop");
    assert_eq!(moved["ending"]["end"], 9);
    assert_eq!(answer("/api/relay?moves=&pit=7").0, 422);
    // An endless move can still be stepped through: it shows the cycle.
    let (status, body) = answer("/api/relay?moves=2,9,1&pit=10");
    assert_eq!(status, 200, "{body}");
    let moved: serde_json::Value = from_str(&body).unwrap();
    assert_eq!(moved["ending"]["kind"], "cycle");
}

#[test]
fn a_relay_answer_is_the_engines_trace() {
    let (_, body) = answer("/api/relay?moves=&pit=3");
    let trace = ayoayo::engine::trace(&[4; 12], 3, 400).unwrap();
    assert_eq!(body, serde_json::to_string(&trace).unwrap());
    assert!(
        matches!(trace.ending, Ending::Capture { end: 0, .. }),
        "{:?}",
        trace.ending
    );
}
