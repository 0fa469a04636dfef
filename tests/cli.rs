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
        err.contains("ply 4") && err.contains("pit 10") && err.contains("never ends"),
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
