//! The command line under careless or hostile use: every subcommand given
//! huge numbers, endless lines, unicode, NUL bytes, empty or closed input,
//! and a full disk. Each run must end by itself with exit code 0, 1 or 2,
//! a message and no panic, within a bounded amount of memory and output.

use std::fs;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What a run left: its exit code, stdout and stderr.
pub(crate) struct Ran {
    pub(crate) code: Option<i32>,
    pub(crate) out: String,
    pub(crate) err: String,
}

/// The most a run may print: a bound on output, so that an echo of an
/// endless line fails here.
const MAX_OUTPUT: usize = 1 << 20;

/// Runs `ayoayo args` with `input` on stdin, under a memory limit where a
/// POSIX shell can set one (1 GiB of address space), and kills it if it
/// has not ended after a minute: far longer than any of these runs needs,
/// so that a hang fails the test instead of stalling it.
///
/// Not snapbox's runner, which trycmd brings: snapbox 1.2 writes all of
/// stdin before its time limit starts and keeps all of the output, so an
/// input the binary never reads would hang the test, and a flood would
/// fill its memory. This one feeds, drains and waits at once, and keeps at
/// most [`MAX_OUTPUT`] bytes.
pub(crate) fn run(args: &[&str], input: Vec<u8>) -> Ran {
    let binary = env!("CARGO_BIN_EXE_ayoayo");
    let mut command = Command::new(if cfg!(unix) { "sh" } else { binary });
    if cfg!(unix) {
        let limited = "ulimit -v 1048576 2>/dev/null; exec \"$0\" \"$@\"";
        command.args(["-c", limited, binary]);
    }
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped");
    let feeder = thread::spawn(move || {
        // A command that stops reading early closes the pipe: not an error.
        let _ = stdin.write_all(&input);
    });
    let stdout = child.stdout.take().expect("piped");
    let stderr = child.stderr.take().expect("piped");
    let reader = |mut pipe: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut kept = Vec::new();
            let _ = pipe
                .by_ref()
                .take(MAX_OUTPUT as u64 + 1)
                .read_to_end(&mut kept);
            // Drain the rest, so that a flood does not block the child.
            let _ = std::io::copy(&mut pipe, &mut std::io::sink());
            kept
        })
    };
    let (out, err) = (reader(Box::new(stdout)), reader(Box::new(stderr)));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break Some(status);
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(Duration::from_millis(20));
    };
    let _ = feeder.join();
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    let (out, err) = (text(out.join().unwrap()), text(err.join().unwrap()));
    let Some(status) = status else {
        panic!("ayoayo {args:?} did not end within a minute:\n{out}\n{err}")
    };
    let ran = Ran {
        code: status.code(),
        out,
        err,
    };
    let said =
        format!("ayoayo {args:?}: {:?}\n{}\n{}", ran.code, ran.out, ran.err);
    assert!(matches!(ran.code, Some(0..=2)), "{said}");
    assert!(!ran.err.contains("panicked"), "{said}");
    assert!(ran.out.len() <= MAX_OUTPUT, "printed too much: {said}");
    ran
}

fn no_input() -> Vec<u8> {
    Vec::new()
}

#[test]
fn huge_and_strange_numbers_are_refused_in_words() {
    let huge = "99999999999999999999";
    let cases: &[(&[&str], &str)] = &[
        (&["perft", "10000"], "at most 10"),
        (&["perft", "4294967296"], "at most 10"),
        (&["perft", "18446744073709551615"], "at most 10"),
        (&["perft", huge], "at most 10"),
        (&["perft", "0"], "at least 1"),
        (&["perft", "-1"], "unexpected argument"),
        (&["perft", "٣"], "not a whole number"),
        (&["replay", huge], "too large"),
        (&["replay", "--board", huge], "too large"),
        (&["replay", "--score", "1"], "but 1 was given"),
        (&["replay", "--board", "1"], "but 1 count was given"),
        (&["replay", "--board", "1,2"], "but 2 counts were given"),
        (&["replay", "--to-move", huge], "too large"),
        (&["replay", "2,,9"], "missing before or after a comma"),
        (&["replay", "２"], "not a whole number"),
        (&["replay", "\u{7f}"], "not a whole number"),
        (&["match", "--games", huge], "too large"),
        (&["match", "--games", "-1"], "at least 1 game"),
        (&["match", "--games", "0"], "at least 1 game"),
        (&["match", "--seed", huge], "too large"),
        (
            &["match", "--player0", "search:99999999999999999999"],
            "not a search depth",
        ),
        (&["play", "--seed", huge], "too large"),
        (&["play", "--you", "2"], "`2` is not 0 or 1"),
        (
            &["api", "/api/replay?moves=99999999999999999999"],
            "too large",
        ),
        (&["api", "/api/move?seed=99999999999999999999"], "too large"),
        (&["api", "/api/perft?depth=99"], "from 1 to"),
    ];
    // Each case is a run of the program: run them side by side.
    let ran: Vec<_> = std::thread::scope(|scope| {
        let runs: Vec<_> = cases
            .iter()
            .map(|(args, _)| scope.spawn(move || run(args, no_input())))
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    for ((args, words), ran) in cases.iter().zip(ran) {
        assert_eq!(ran.code, Some(2), "{args:?}: {}", ran.err);
        let said = format!("{}{}", ran.err, ran.out);
        assert!(said.contains(words), "{args:?}: {said}");
    }
}

#[test]
fn moves_separated_by_spaces_are_read_in_order() {
    let spaced = run(&["replay", "--json", "2", "9", "1"], no_input());
    let commas = run(&["replay", "--json", "2,9,1"], no_input());
    assert_eq!(spaced.code, Some(0), "{}", spaced.err);
    assert_eq!(spaced.out, commas.out);
}

#[test]
fn a_long_request_is_spoken_of_in_a_readers_words() {
    let target = format!("/api/replay?moves={}", "1,".repeat(10_000));
    let ran = run(&["api", &target], no_input());
    assert_eq!(ran.code, Some(2));
    assert!(ran.out.contains("too long"), "{}", ran.out);
    assert!(!ran.out.contains("bytes"), "{}", ran.out);
    assert!(!ran.out.contains("request"), "{}", ran.out);
}

#[test]
fn play_survives_endless_lines_garbage_and_closed_input() {
    // No newline in three megabytes: not someone typing. The game stops,
    // says why and that no move was played; nothing is echoed.
    let ran = run(&["play", "--opponent", "random"], vec![b'a'; 3 << 20]);
    assert_eq!(ran.code, Some(2), "{}", ran.err);
    assert!(ran.out.contains("nobody types"), "{}", ran.out);
    assert!(ran.out.contains("nothing to replay"), "{}", ran.out);
    let zeros = run(&["play", "--opponent", "random"], vec![0; 3 << 20]);
    assert_eq!(zeros.code, Some(2), "{}", zeros.err);

    // A long line that does end is skipped, and the game goes on.
    let mut input = vec![b'7'; 200_000];
    input.extend_from_slice(
        "\n2 9\nquatre\n\u{1F600}\n\0\nHINT\n2\nQuit\n".as_bytes(),
    );
    let ran = run(&["play", "--opponent", "random"], input);
    assert_eq!(ran.code, Some(0), "{}", ran.err);
    assert!(ran.out.contains("over 1000 characters long"), "{}", ran.out);
    assert!(ran.out.contains("one pit at a time"), "{}", ran.out);
    assert!(ran.out.contains("`quatre` is not a move"), "{}", ran.out);
    assert!(ran.out.contains("You sowed pit 2"), "{}", ran.out);
    assert!(ran.out.contains("Hint: search:8 would play"), "{}", ran.out);
    assert!(!ran.out.contains("7777777777"), "echoed: {}", ran.out);

    // Lines without end that never play a move (`yes | ayoayo play`).
    let ran = run(&["play", "--opponent", "random"], b"\n".repeat(10_001));
    assert_eq!(ran.code, Some(0), "{}", ran.err);
    let stopped = "10000 lines in a row without a move";
    assert!(
        ran.out.contains(stopped),
        "{}",
        &ran.out[ran.out.len().saturating_sub(300)..]
    );

    for input in [no_input(), b"\n\n\n".to_vec(), b"undo\nredo\nhint".to_vec()]
    {
        let ran = run(&["play", "--opponent", "greedy"], input);
        assert_eq!(ran.code, Some(0), "{}", ran.err);
        assert!(ran.out.contains("End of input"), "{}", ran.out);
    }
}

/// Output that cannot be written (a full disk) is said in one line, exit
/// 1; a reader that stops early (`| head`) is no error at all.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_said_and_a_closed_pipe_is_not() {
    let quick = "match --games 1 --player0 random --player1 random";
    for args in ["replay 2", "perft 3", "api /api/perft", quick] {
        let out = Command::new(env!("CARGO_BIN_EXE_ayoayo"))
            .args(args.split(' '))
            .stdout(fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args}: {err}");
        assert!(err.contains("No space left"), "{args}: {err}");
        assert_eq!(err.lines().count(), 1, "{args}: {err}");
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_ayoayo"))
        .args(["perft", "4"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
