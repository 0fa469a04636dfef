//! The move that never ends: the demonstrations of Part V.
//!
//! Relay sowing, written with no defence, against a relay that cycles: the
//! recursive version runs out of stack, the loop runs forever. The book runs
//! each in a child process ([`in_a_child`]), so that neither takes the tests
//! down with it.

use std::io::{self, Read};
use std::process::{Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::board::{Board, Error, Pit};
use crate::engine::relay_length;
use crate::engine::Position;
use crate::stages::injected::{relay, sow};

/// Seven stones, one in every other pit but pit 0's neighbour: the relay
/// from pit 0 never ends. Part V's demonstrations, pictures and questions
/// all use this board.
pub const SEVEN_STONES: Board = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1];

// ANCHOR: recursive_without_defence
/// Plays the seven-stone board's endless move with Part III's bare
/// [`relay`], which has no defence, in a copy of this program (see
/// [`in_a_child`]), and says how it ended. A child that ran on would be
/// killed when `patience` is spent.
pub fn watch_the_recursion(patience: Duration) -> io::Result<Option<Output>> {
    in_a_child(patience, || {
        let _ = relay(SEVEN_STONES, 0, 0);
    })
}
// ANCHOR_END: recursive_without_defence

// ANCHOR: child_marker
/// The variable that tells a copy of this program that it is the child.
const CHILD: &str = "AYOAYO_CHILD";
// ANCHOR_END: child_marker

// ANCHOR: drain
/// Reads a child's `pipe` to its end on a thread of its own, so that a
/// copy which writes more than a pipe holds is never left waiting to be
/// read.
fn drain(pipe: Option<impl Read + Send + 'static>) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut out = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut out);
        }
        out
    })
}
// ANCHOR_END: drain

/// Runs `work` in a copy of this program and returns the copy's status and
/// output, or `None` if it was still running when `patience` ran out, and
/// was killed. Whatever the copy does, overflow its stack or loop for
/// ever, this process carries on. Call it first thing in `main`: the copy
/// starts `main` again, finds itself the child, runs `work`, and exits.
// ANCHOR: in_a_child
pub fn in_a_child(
    patience: Duration,
    work: impl FnOnce(),
) -> io::Result<Option<Output>> {
    if std::env::var_os(CHILD).is_some() {
        work();
        std::process::exit(0);
    }
    let mut child = Command::new(std::env::current_exe()?)
        .env(CHILD, "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if started.elapsed() > patience {
            child.kill()?;
            child.wait()?;
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let read = |t: JoinHandle<Vec<u8>>| t.join().unwrap_or_default();
    Ok(Some(Output {
        status,
        stdout: read(stdout),
        stderr: read(stderr),
    }))
}
// ANCHOR_END: in_a_child

// ANCHOR: loop_without_defence
/// The same relay as a loop: constant stack, and no end either.
pub fn relay_in_a_loop(
    before: Board,
    start_pit: Pit,
) -> Result<(Board, Pit), Error> {
    let (mut board, mut last_pit) = sow(before, start_pit, start_pit)?;
    while board[last_pit] > 1 {
        (board, last_pit) = sow(board, start_pit, last_pit)?;
    }
    Ok((board, last_pit))
}

/// Plays the same endless move with [`relay_in_a_loop`] in a copy of this
/// program, and says how it ended: it never does, so after `patience` the
/// copy is killed.
pub fn watch_the_loop(patience: Duration) -> io::Result<Option<Output>> {
    in_a_child(patience, || {
        let _ = relay_in_a_loop(SEVEN_STONES, 0);
    })
}
// ANCHOR_END: loop_without_defence

/// How many of `games` random games (each move drawn from the permissible
/// ones by `rng`) reach a position where some possible move never ends.
pub fn games_meeting_an_endless_move(
    games: u64,
    rng: &mut fastrand::Rng,
) -> u64 {
    let mut met = 0;
    for _game in 0..games {
        let mut position = Position::opening();
        let mut seen_one = false;
        for _ply in 0..300 {
            let permissible = position.permissible_moves();
            if permissible.is_empty() {
                break;
            }
            let board = position.board();
            seen_one |= position.to_move().row().any(|pit| {
                board[pit] > 0 && relay_length(board, pit) == Ok(None)
            });
            let pit = permissible[rng.usize(..permissible.len())];
            position = match position.play(pit) {
                Ok(next) => next,
                Err(_) => break,
            };
        }
        met += u64::from(seen_one);
    }
    met
}
