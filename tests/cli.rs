//! The `ayoayo` command line: the output contract of `replay` and `perft`,
//! and clear errors (never a panic) for bad arguments.

use std::net::TcpListener;
use std::process::{Command, Output};

use pretty_assertions::assert_eq;

fn ayoayo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ayoayo"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn replay_json_prints_the_start_and_each_move() {
    let o = ayoayo(&["replay", "--json", "0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        concat!(
            r#"{"ply":0,"board":[4,4,4,4,4,4,4,4,4,4,4,4],"score":[0,0],"to_move":0,"over":false,"result":null,"permissible":[0,1,2,3,4,5]}"#,
            "\n",
            r#"{"ply":1,"board":[0,6,6,0,1,6,6,6,6,1,5,5],"score":[0,0],"to_move":1,"over":false,"result":null,"permissible":[6,7,8,9,10,11]}"#,
            "\n"
        )
    );
}

#[test]
fn replay_from_a_given_position_to_the_end_of_the_game() {
    let o = ayoayo(&[
        "replay",
        "--json",
        "--board",
        "1,0,1,0,1,0,0,0,0,0,0,0",
        "--score",
        "40,5",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[1],
        r#"{"ply":1,"board":[0,0,0,0,0,0,0,0,0,0,0,0],"score":[43,5],"to_move":1,"over":true,"result":"player0","permissible":[]}"#
    );
}

#[test]
fn an_endless_move_stops_the_replay_but_keeps_what_was_printed() {
    let o = ayoayo(&["replay", "--json", "2,9,1,10,6"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o).lines().count(), 4, "plies 0 to 3 stay printed");
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("ply 4")
            && err.contains("pit 10")
            && err.contains("never ends"),
        "{err}"
    );
}

#[test]
fn every_kind_of_bad_move_is_one_line_and_exit_2() {
    for (moves, words) in [
        ("12", "out of range"),
        ("6", "belongs to player 1"),
        ("0,6,3", "empty"),
    ] {
        let o = ayoayo(&["replay", "--json", moves]);
        assert_eq!(o.status.code(), Some(2), "{moves}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(words), "{moves}: {err}");
    }
    let o = ayoayo(&[
        "replay",
        "--board",
        "1,0,2,0,1,0,0,0,0,0,0,0",
        "--score",
        "39,5",
        "0",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("feeding rule"), "{}", stderr(&o));
    let o = ayoayo(&[
        "replay",
        "--board",
        "1,0,1,0,1,0,0,0,0,0,0,0",
        "--score",
        "40,5",
        "2,6",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("game is over"), "{}", stderr(&o));
}

#[test]
fn bad_arguments_get_a_clear_message_and_no_panic() {
    for args in [
        &["replay", "--board", "1,2,3"][..],
        &["replay", "--board", "a,b"],
        &["replay", "--board", "300,0,0,0,0,0,0,0,0,0,0,0"],
        &["replay", "--score", "1"],
        &["replay", "--to-move", "2"],
        &["replay", "-5"],
        &["replay", "1,,2"],
        &["perft"],
        &["perft", "x"],
        &["nonsense"],
    ] {
        let o = ayoayo(args);
        assert!(!o.status.success(), "{args:?} should fail");
        let err = stderr(&o);
        assert!(!err.is_empty(), "{args:?} printed no error");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    }
}

#[test]
fn replay_draws_boards_for_people() {
    let o = ayoayo(&["replay", "3"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("ply 1: player 0 sowed pit 3"), "{out}");
    assert!(
        out.contains("|  1 |  5 |  5 |  0 |  6 |  6 |   score 6"),
        "{out}"
    );
}

#[test]
fn perft_counts_the_first_depths() {
    let o = ayoayo(&["perft", "4"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "1 6\n2 30\n3 159\n4 802\n");
}

#[test]
fn book_without_a_book_folder_is_one_clear_line() {
    let o = ayoayo(&["book", "--book-dir", "/no/such/folder"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("/no/such/folder"), "{err}");
}

#[test]
fn book_on_a_port_in_use_is_one_clear_line() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let o = ayoayo(&["book", "--port", &port]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(&port), "{err}");
}

fn ayoayo_with_input(args: &[&str], input: impl AsRef<[u8]>) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ayoayo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin
        .write_all(input.as_ref())
        .expect("the input is written");
    drop(stdin);
    child.wait_with_output().expect("the binary finishes")
}

#[test]
fn match_json_is_one_object_per_game_then_a_summary_and_reproducible() {
    let args = [
        "match",
        "--player0",
        "search:3",
        "--player1",
        "greedy",
        "--games",
        "3",
        "--seed",
        "5",
        "--json",
    ];
    let first = ayoayo(&args);
    assert!(first.status.success(), "{}", stderr(&first));
    let out = stdout(&first);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    for (i, line) in lines[..3].iter().enumerate() {
        let prefix = format!(
            r#"{{"game":{},"player0":"search:3","player1":"greedy","moves":["#,
            i + 1
        );
        assert!(line.starts_with(&prefix), "{line}");
        assert!(
            line.contains(r#""ended_by":"rules"}"#)
                || line.contains(r#""ended_by":"repetition"}"#)
        );
    }
    assert!(
        lines[3].starts_with(r#"{"summary":true,"games":3,"wins":["#)
            && lines[3].contains(r#""ms_per_move":["#),
        "{}",
        lines[3]
    );
    // Every game is the same the second time; only the timing may differ.
    let again = stdout(&ayoayo(&args));
    assert_eq!(lines[..3], again.lines().collect::<Vec<_>>()[..3]);
}

#[test]
fn a_match_game_replays_to_its_recorded_result() {
    let o = ayoayo(&[
        "match",
        "--player0",
        "random",
        "--player1",
        "search:2",
        "--json",
        "--seed",
        "9",
    ]);
    let out = stdout(&o);
    let line = out.lines().next().expect("one game");
    let moves = line
        .split(r#""moves":["#)
        .nth(1)
        .and_then(|r| r.split(']').next())
        .expect("moves");
    let score = line
        .split(r#""score":["#)
        .nth(1)
        .and_then(|r| r.split(']').next())
        .expect("score");
    let replay = stdout(&ayoayo(&["replay", "--json", moves]));
    let last = replay.lines().last().expect("a last ply");
    assert!(last.contains(r#""over":true"#), "{last}");
    assert!(
        last.contains(&format!(r#""score":[{score}]"#)),
        "{last} vs {score}"
    );
}

#[test]
fn match_refuses_an_unknown_player_in_one_line() {
    for spec in [
        "serch",
        "search:0",
        "search:x",
        "search:99",
        "search:0ms",
        "search:99999999ms",
        "search:msms",
        "margin:0",
        "margin",
    ] {
        let o = ayoayo(&["match", "--player0", spec]);
        assert_eq!(o.status.code(), Some(2), "{spec}");
        let err = stderr(&o);
        assert!(
            err.lines()
                .next()
                .unwrap_or("")
                .starts_with("error: invalid value"),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn play_takes_bad_input_in_its_stride_and_prints_the_record() {
    // A word, bytes that are not UTF-8, an empty line, a pit of the other
    // row, a pit out of range: each gets one line, and the game goes on.
    let script = b"2\nfoo\n\xff\n\n7\n99\n0\nundo\nredo\nhint\nquit\n";
    let o = ayoayo_with_input(
        &["play", "--opponent", "search:2", "--seed", "1"],
        script,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for expected in [
        "You sowed pit 2: 4 laps [2(4)→6, 6(5)→11, 11(5)→5, 5(6)→11], ended in pit 11",
        "`foo` is not a move. Type a pit number, or undo, redo, hint, quit.",
        "`\u{fffd}` is not a move.",
        "Pit 7 belongs to player 1",
        "Pit 99 is out of range",
        "Took back [",
        "Played again [",
        "Hint: search would play pit ",
        "The game so far, to replay: ayoayo replay 2,",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
}

#[test]
fn play_ends_cleanly_when_input_ends() {
    for input in ["", "2\n", "2"] {
        let o = ayoayo_with_input(&["play", "--opponent", "random"], input);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
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
    let o = ayoayo_with_input(
        &["play", "--you", "1", "--opponent", "random", "--seed", "4"],
        "0\n6\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("Pit 0 belongs to player 0"), "{out}");
    // Playing second, there is nothing of yours to take back at first, and
    // the computer does not get to choose its first move again.
    let o = ayoayo_with_input(
        &["play", "--you", "1", "--opponent", "random", "--seed", "4"],
        "undo\nundo\n",
    );
    let out = stdout(&o);
    assert_eq!(
        out.matches("Nothing to undo: you have not moved yet.")
            .count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.matches("The computer (random) sowed pit").count(),
        1,
        "{out}"
    );
    assert!(
        out.contains("The game so far, to replay: ayoayo replay "),
        "{out}"
    );
}

#[test]
fn a_whole_game_against_the_computer_ends_with_the_result() {
    // Always play the first permissible pit: the script is long enough to
    // reach the end of any game, and the opponent plays at random.
    let mut script = String::new();
    let mut o =
        ayoayo_with_input(&["play", "--opponent", "random", "--seed", "2"], "");
    for _ in 0..200 {
        let out = stdout(&o);
        if out.contains("Game over: ") {
            break;
        }
        let prompt = out
            .lines()
            .rfind(|l| l.contains("permissible ["))
            .unwrap_or("");
        let first = prompt
            .split("permissible [")
            .nth(1)
            .and_then(|r| r.split([',', ']']).next())
            .expect("a prompt with moves");
        script.push_str(first);
        script.push('\n');
        o = ayoayo_with_input(
            &["play", "--opponent", "random", "--seed", "2"],
            &script,
        );
    }
    let out = stdout(&o);
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
        let plies = rng.usize(0..40);
        let mut game = ayoayo::game::Game::new();
        for _ in 0..plies {
            let moves = game.permissible_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.usize(..moves.len())]).unwrap();
        }
        let moves: Vec<String> =
            game.moves().iter().map(|m| m.to_string()).collect();
        let moves = moves.join(",");
        let replay = stdout(&ayoayo(&["replay", "--json", &moves]));
        let expected =
            format!("[{}]\n", replay.lines().collect::<Vec<_>>().join(","));
        let api = ayoayo(&["api", &format!("/api/replay?moves={moves}")]);
        assert!(api.status.success(), "{}", stderr(&api));
        assert_eq!(stdout(&api), expected);
    }
    let refused = ayoayo(&["api", "/api/replay?moves=2,9,1,10"]);
    assert_eq!(refused.status.code(), Some(2));
    let out = stdout(&refused);
    let replay = ayoayo(&["replay", "--json", "2,9,1,10"]);
    let message = stderr(&replay);
    let message = message.trim().trim_start_matches("ayoayo replay: ");
    assert!(
        out.starts_with(&format!(r#"{{"error":"{message}","plies":["#)),
        "{out}"
    );
    assert!(
        out.contains(&stdout(&replay).lines().collect::<Vec<_>>().join(",")),
        "{out}"
    );
}
