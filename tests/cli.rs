//! The `ayoayo` command line: the output contract of `replay`, `perft`,
//! `match` and `play`, and clear errors (never a panic) for bad arguments.

use std::io::Write;
use std::net::TcpListener;
use std::process::{Command, Stdio};

use crate::game::cycle_replay;
use ayoayo::api::{MatchLine, MatchSummary, Ply, Refused};
use pretty_assertions::assert_eq;
use serde_json::{json, Value};

/// Runs `ayoayo` with `args` (split at spaces) and `input` on stdin: its
/// exit code, stdout and stderr.
fn run(args: &str, input: impl AsRef<[u8]>) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ayoayo"))
        .args(args.split_whitespace())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // A command that stops reading early may close the pipe: not an error.
    let _ = stdin.write_all(input.as_ref());
    drop(stdin);
    let o = child.wait_with_output().expect("the binary finishes");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (o.status.code(), text(&o.stdout), text(&o.stderr))
}

/// Each line of `out`, parsed into the JSON boundary's type `T`.
fn parse<T: serde::de::DeserializeOwned>(out: &str) -> Vec<T> {
    let line =
        |l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
    out.lines().map(line).collect()
}

#[test]
fn replay_json_prints_the_start_and_each_move() {
    let (code, out, err) = run("replay --json 0", "");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        parse::<Value>(&out),
        [
            json!({"ply": 0, "board": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
                "score": [0, 0], "to_move": 0, "over": false, "result": null,
                "permissible": [0, 1, 2, 3, 4, 5]}),
            json!({"ply": 1, "board": [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5],
                "score": [0, 0], "to_move": 1, "over": false, "result": null,
                "permissible": [6, 7, 8, 9, 10, 11]}),
        ]
    );
    let (code, out, err) = run(
        "replay --json --board 1,0,1,0,1,0,0,0,0,0,0,0 --score 40,5 2",
        "",
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        parse::<Value>(&out)[1],
        json!({"ply": 1, "board": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            "score": [43, 5], "to_move": 1, "over": true, "result": "player0",
            "permissible": []})
    );
}

/// `--no-repetition` switches the referee off, as the boundary's
/// `no_repetition=true` does: the same moves then play on.
#[test]
fn replay_without_the_repetition_rule_plays_on() {
    let [board, score, to_move, moves] = cycle_replay().map(|(_, v)| v);
    let args = format!(
        "replay --board {board} --score {score} --to-move {to_move} {moves}"
    );
    let (code, _, err) = run(&args, "");
    assert_eq!(code, Some(2), "the game is over at ply 57: {err}");
    assert!(err.contains("ply 57:"), "{err}");
    let (code, _, err) = run(&format!("{args} --no-repetition"), "");
    assert_eq!(code, Some(0), "{err}");
}

#[test]
fn an_endless_move_stops_the_replay_but_keeps_what_was_printed() {
    let (code, out, err) = run("replay --json 2,9,1,10,6", "");
    assert_eq!(code, Some(2));
    assert_eq!(out.lines().count(), 4, "plies 0 to 3 stay printed");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("ply 4")
            && err.contains("pit 10")
            && err.contains("never ends"),
        "{err}"
    );
}

/// Every refused move or argument: its exit code and words its error
/// holds. Ours are one line; clap's begin `error:` and add the usage.
#[test]
fn every_bad_move_or_argument_is_a_clear_error_and_no_panic() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let busy = format!("book --port {port}");
    let mut cases = vec![
        ("replay --json 12", 2, "out of range"),
        ("replay --json 6", 2, "belongs to player 1"),
        ("replay --json 0,6,3", 2, "empty"),
        (
            "replay --board 1,0,2,0,1,0,0,0,0,0,0,0 --score 39,5 0",
            2,
            "feeding rule",
        ),
        (
            "replay --board 1,0,1,0,1,0,0,0,0,0,0,0 --score 40,5 2,6",
            2,
            "game is over",
        ),
        ("replay --board 1,2,3", 2, "12 pits"),
        ("replay --board a,b", 2, ""),
        (
            "replay --board 300,0,0,0,0,0,0,0,0,0,0,0",
            2,
            "a game has only 48",
        ),
        ("replay --score 1", 2, "two counts"),
        ("replay --to-move 2", 2, "0 or 1"),
        ("replay -5", 2, ""),
        ("replay 1,,2", 2, ""),
        ("perft", 2, ""),
        ("perft x", 2, ""),
        ("nonsense", 2, ""),
        ("book --book-dir /no/such/folder", 2, "/no/such/folder"),
        (busy.as_str(), 2, port.as_str()),
    ];
    let specs = [
        "serch",
        "search:0",
        "search:x",
        "search:99",
        "search:0ms",
        "search:99999999ms",
        "search:msms",
        "margin:0",
        "margin",
    ];
    let specs: Vec<String> = specs
        .iter()
        .map(|s| format!("match --player0 {s}"))
        .collect();
    cases.extend(
        specs
            .iter()
            .map(|a| (a.as_str(), 2, "error: invalid value")),
    );
    for (args, expected, words) in cases {
        let (code, _, err) = run(args, "");
        assert_eq!(code, Some(expected), "{args}: {err}");
        let first = err.lines().next().unwrap_or_default();
        assert!(first.contains(words), "{args}: {err}");
        // clap's errors (no words given, or its own) add the usage; ours
        // are one line.
        if words.is_empty() || words.starts_with("error:") {
            assert!(err.starts_with("error:"), "{args}: {err}");
        } else {
            assert_eq!(err.lines().count(), 1, "{args}: {err}");
        }
        assert!(!err.contains("panicked"), "{args} panicked: {err}");
    }
}

#[test]
fn replay_draws_boards_and_perft_counts_the_first_depths() {
    let (code, out, _) = run("replay 3", "");
    assert_eq!(code, Some(0));
    assert!(out.contains("ply 1: player 0 sowed pit 3"), "{out}");
    assert!(
        out.contains("|  1 |  5 |  5 |  0 |  6 |  6 |   score 6"),
        "{out}"
    );
    let (code, out, _) = run("perft 4", "");
    assert_eq!((code, out.as_str()), (Some(0), "1 6\n2 30\n3 159\n4 802\n"));
}

/// One object per game, then a summary; the same games again for the same
/// seed; and a game's moves replay to its recorded score.
#[test]
fn match_json_is_one_object_per_game_then_a_summary_and_replays() {
    let args =
        "match --player0 search:3 --player1 greedy --games 3 --seed 5 --json";
    let (code, out, err) = run(args, "");
    assert_eq!(code, Some(0), "{err}");
    let split = |out: &str| {
        let (games, summary) = out.trim_end().rsplit_once('\n').unwrap();
        (
            parse::<MatchLine>(games),
            parse::<MatchSummary>(summary).remove(0),
        )
    };
    let (games, summary) = split(&out);
    assert_eq!(games.len(), 3);
    for (i, game) in games.iter().enumerate() {
        assert_eq!(
            (game.game, &game.player0[..], &game.player1[..]),
            (i + 1, "search:3", "greedy")
        );
        assert!(
            ["rules", "repetition"].contains(&&game.ended_by[..]),
            "{game:?}"
        );
    }
    assert_eq!((summary.summary, summary.games), (true, 3));
    // Every game is the same the second time; only the timing may differ.
    assert_eq!(games, split(&run(args, "").1).0);
    let moves: Vec<String> =
        games[0].moves.iter().map(|m| m.to_string()).collect();
    let replay = run(&format!("replay --json {}", moves.join(",")), "").1;
    let last = parse::<Ply>(&replay).pop().expect("a last ply");
    assert_eq!((last.over, last.score), (true, games[0].score));
}

#[test]
fn play_takes_bad_input_in_its_stride_and_prints_the_record() {
    // A word, bytes that are not UTF-8, an empty line, a pit of the other
    // row, a pit out of range: each gets one line, and the game goes on.
    let script = b"2\nfoo\n\xff\n\n7\n99\n0\nundo\nredo\nhint\nquit\n";
    let (code, out, err) = run("play --opponent search:2 --seed 1", script);
    assert_eq!(code, Some(0), "{err}");
    for expected in [
        "You sowed pit 2: 4 laps [2(4)→6, 6(5)→11, 11(5)→5, 5(6)→11], ended in pit 11",
        "`foo` is not a move. Type a pit number, or undo, redo, hint, quit.",
        "`\u{fffd}` is not a move.",
        "Pit 7 belongs to player 1",
        "Pit 99 is out of range",
        "Took back [",
        "Played again [",
        "Hint: search:8 would play pit ",
        "The game so far, to replay: ayoayo replay 2,",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    assert!(err.is_empty(), "{err}");
    // The hint's reckoning is in stones: at most the 48 of the game.
    let hint = out.lines().find(|l| l.starts_with("Hint:")).unwrap();
    let stones = hint
        .split("about ")
        .nth(1)
        .and_then(|r| r.split(' ').next());
    let stones: f64 = stones.and_then(|n| n.parse().ok()).expect(hint);
    assert!((1.0..=48.0).contains(&stones), "{hint}");
}

#[test]
fn play_ends_cleanly_when_input_ends() {
    for input in ["", "2\n", "2"] {
        let (code, out, err) = run("play --opponent random", input);
        assert_eq!(code, Some(0), "{err}");
        assert!(out.contains("End of input: the game stops here."), "{out}");
        assert!(
            out.contains("The game so far, to replay: ayoayo replay"),
            "{out}"
        );
    }
}

#[test]
fn playing_second_refuses_the_other_row_and_undoes_only_your_moves() {
    // Playing second: the opponent has moved, and a pit of its row is
    // refused with the rule's message; the game goes on from there.
    let second = "play --you 1 --opponent random --seed 4";
    let (code, out, err) = run(second, "0\n6\nquit\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Pit 0 belongs to player 0"), "{out}");
    // Playing second, there is nothing of yours to take back at first, and
    // the computer does not get to choose its first move again.
    let (_, out, _) = run(second, "undo\nundo\n");
    let count = |s: &str| out.matches(s).count();
    assert_eq!(
        count("Nothing to undo: you have not moved yet."),
        2,
        "{out}"
    );
    assert_eq!(count("The computer (random) sowed pit"), 1, "{out}");
    assert!(
        out.contains("The game so far, to replay: ayoayo replay "),
        "{out}"
    );
}

#[test]
fn a_whole_game_against_the_computer_ends_with_the_result() {
    // Pits 0 to 5 in turn, again and again: enough to reach the end of any
    // game; a refused pit costs a line, and the next one is tried.
    let script = "0\n1\n2\n3\n4\n5\n".repeat(500);
    let (_, out, _) = run("play --opponent random --seed 2", script);
    assert!(out.contains("Game over: "), "{out}");
    let record = out.lines().last().expect("the record");
    assert!(
        record.starts_with("The game so far, to replay: ayoayo replay "),
        "{record}"
    );
}

/// The API's replay answers exactly the objects `ayoayo replay --json`
/// prints, over random games; a refused move is 422 with the plies before.
#[test]
fn the_api_replays_what_replay_prints() {
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..12 {
        let mut game = ayoayo::game::Game::new();
        for _ in 0..rng.usize(0..40) {
            let moves = game.permissible_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.usize(..moves.len())]).unwrap();
        }
        let moves: Vec<String> =
            game.moves().iter().map(|m| m.to_string()).collect();
        let moves = moves.join(",");
        let replay: Vec<Ply> =
            parse(&run(&format!("replay --json {moves}"), "").1);
        let (code, api, err) =
            run(&format!("api /api/replay?moves={moves}"), "");
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(parse::<Vec<Ply>>(&api), [replay]);
    }
    let (code, out, _) = run("api /api/replay?moves=2,9,1,10", "");
    assert_eq!(code, Some(2));
    let (_, plies, message) = run("replay --json 2,9,1,10", "");
    let error = message.trim().trim_start_matches("ayoayo replay: ").into();
    let plies = parse(&plies);
    assert_eq!(parse::<Refused>(&out), [Refused { error, plies }]);
}
