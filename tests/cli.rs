//! The `ayoayo` command line: its transcripts (`tests/cmd/`), and what a
//! transcript cannot show: a port taken at random, a game long enough to
//! end, matches that replay, and the JSON boundary against `replay`.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::game::cycle_replay;
use ayoayo::api::{MatchJson, MatchLine, Ply, StoppedReplay};
use pretty_assertions::assert_eq;

/// Runs `ayoayo` with `args` (split at spaces) and `input` on stdin, as
/// the hostile tests do (bounded in time, memory and output; never a
/// panic): its exit code, stdout and stderr.
fn run(args: &str, input: impl AsRef<[u8]>) -> (Option<i32>, String, String) {
    let args: Vec<&str> = args.split_whitespace().collect();
    let ran = crate::hostile::run(&args, input.as_ref().to_vec());
    (ran.code, ran.out, ran.err)
}

/// Each line of `out`, parsed into the JSON boundary's type `T`.
fn parse<T: serde::de::DeserializeOwned>(out: &str) -> Vec<T> {
    let line =
        |l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
    out.lines().map(line).collect()
}

/// The command line's transcripts in `tests/cmd/`: each command as typed,
/// its exit code, and all it prints (`*.md`), or with what it reads from
/// its input (`*.toml`, `*.stdin`, `*.stdout`). `TRYCMD=overwrite cargo
/// test --test rules transcripts` records them anew, to be read as a diff.
#[test]
fn transcripts() {
    trycmd::TestCases::new()
        .register_bin(
            "ayoayo",
            std::path::Path::new(env!("CARGO_BIN_EXE_ayoayo")),
        )
        .case("tests/cmd/*.md")
        .case("tests/cmd/*.toml");
}

/// Runs `ayoayo args` with `input` on stdin (kept open), sends it Ctrl-C
/// once what it printed is `ready`, and returns its exit status and all it
/// printed.
#[cfg(unix)]
fn interrupted(
    args: &[&str],
    input: &[u8],
    ready: impl Fn(&str) -> bool,
) -> (Option<i32>, String) {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ayoayo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped");
    stdin.write_all(input).unwrap();
    let mut stdout = child.stdout.take().expect("piped");
    let (mut seen, mut piece) = (String::new(), [0; 4096]);
    while !ready(&seen) {
        let n = stdout.read(&mut piece).unwrap();
        assert!(n > 0, "ended before it was interrupted:\n{seen}");
        seen.push_str(&String::from_utf8_lossy(&piece[..n]));
    }
    let id = child.id().to_string();
    let sent = Command::new("kill").args(["-INT", &id]).status();
    assert!(sent.is_ok_and(|s| s.success()));
    stdout.read_to_string(&mut seen).unwrap();
    let status = child.wait().unwrap();
    drop(stdin);
    (status.code(), seen)
}

/// Ctrl-C stops `play` with status 130, printing first, as `quit` does,
/// the game's record.
#[cfg(unix)]
#[test]
fn ctrl_c_in_play_keeps_the_record() {
    // Interrupted at the prompt after the computer's reply.
    let (code, seen) = interrupted(
        &["play", "--opponent", "random", "--seed", "1"],
        b"2\n",
        |seen| seen.matches("Your move").count() >= 2,
    );
    assert_eq!(code, Some(130), "{seen}");
    assert!(
        seen.ends_with("The game so far, to replay: ayoayo replay 2,10\n"),
        "{seen}"
    );
}

/// Ctrl-C stops `match` with status 130, printing first the totals of the
/// games played so far, as the last line would have been.
#[cfg(unix)]
#[test]
fn ctrl_c_in_match_keeps_the_totals() {
    let (code, seen) = interrupted(
        &[
            "match",
            "--player0",
            "random",
            "--player1",
            "greedy",
            "--games",
            "100000000",
        ],
        b"",
        |seen| seen.matches('\n').count() >= 3,
    );
    assert_eq!(code, Some(130), "{seen}");
    let played = seen.lines().filter(|l| l.starts_with("game ")).count();
    let last = seen.lines().last().unwrap_or("");
    assert!(
        seen.contains("\nInterrupted: the match stops here.\n")
            && last.starts_with(&format!(
                "{played} games: random (player 0) won "
            )),
        "{played} games, then: {last}"
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
    assert!(err.contains("ply 57, pit "), "{err}");
    let (code, _, err) = run(&format!("{args} --no-repetition"), "");
    assert_eq!(code, Some(0), "{err}");
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
        let games =
            parse::<MatchJson>(games)
                .into_iter()
                .map(|line| match line {
                    MatchJson::Game(game) => game,
                    other => panic!("a game, not {other:?}"),
                });
        let summary = match parse::<MatchJson>(summary).remove(0) {
            MatchJson::Summary(summary) => summary,
            other => panic!("the summary, not {other:?}"),
        };
        (games.collect::<Vec<MatchLine>>(), summary)
    };
    let (games, summary) = split(&out);
    assert_eq!(games.len(), 3);
    for (i, game) in games.iter().enumerate() {
        assert_eq!(
            (game.game, &game.player0[..], &game.player1[..]),
            (i + 1, "search:3", "greedy")
        );
    }
    assert_eq!(summary.games, 3);
    // Every game is the same the second time; only the timing may differ.
    assert_eq!(games, split(&run(args, "").1).0);
    let moves: Vec<String> =
        games[0].moves.iter().map(|m| m.to_string()).collect();
    let replay = run(&format!("replay --json {}", moves.join(",")), "").1;
    let last = parse::<Ply>(&replay).pop().expect("a last ply");
    assert_eq!((last.over, last.score), (true, games[0].score));
}

#[test]
fn a_whole_game_against_the_computer_ends_with_the_result() {
    // Pits 0 to 5 in turn, again and again: enough to reach the end of any
    // game; a refused pit costs a line, and the next one is tried.
    let script = "0\n1\n2\n3\n4\n5\n".repeat(500);
    let (_, out, _) = run("play --opponent random --seed 2", script);
    let over = out.lines().find_map(|l| l.split_once("Game over. "));
    let (_, result) = over.unwrap_or_else(|| panic!("no result in {out}"));
    assert!(
        result.contains(" won, ") || result.starts_with("A tie, "),
        "{result}"
    );
    let record = out.lines().last().expect("the record");
    assert!(
        record.starts_with("The game so far, to replay: ayoayo replay "),
        "{record}"
    );
}

/// The API's replay answers exactly the objects `ayoayo replay --json`
/// prints, over random games (a few: each is two runs of the program);
/// a refused move keeps the plies before it.
#[test]
fn the_api_replays_what_replay_prints() {
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..4 {
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
    assert_eq!(
        parse::<StoppedReplay>(&out),
        [StoppedReplay { error, plies }]
    );
}

#[test]
fn typed_control_characters_are_never_printed_as_they_are() {
    // A title change and a colour, then quit: echoed and quoted as escapes.
    let script = "\u{1b}]0;PWNED\u{7}\u{1b}[31mRED\u{202e}\nquit\n";
    let (_, out, _) = run("play", script);
    assert!(
        !out.contains('\u{1b}') && !out.contains('\u{202e}'),
        "{out:?}"
    );
    assert!(out.contains("`\\u{1b}]0;PWNED"), "{out}");
}
