//! `ayoayo play` (a game against the computer, line by line on standard
//! input) and `ayoayo match` (games between two players, for people or, with
//! `--json`, for other tools).

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use ayoayo::board::{Outcome, Player};
use ayoayo::game::players::DEFAULT_DEPTH;
use ayoayo::game::{play_match, Game, Limit, MatchGame, Opponent, Search, Spec, Transition};
use ayoayo::render;

use crate::cli::parse_spec;

/// Arguments of `ayoayo match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// Who plays first: random, greedy, search or search:D.
    #[arg(long, value_name = "SPEC", value_parser = parse_spec, default_value = "search")]
    pub player0: Spec,
    /// Who plays second: random, greedy, search or search:D.
    #[arg(long, value_name = "SPEC", value_parser = parse_spec, default_value = "random")]
    pub player1: Spec,
    /// How many games to play.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub games: usize,
    /// The seed every player's choices are drawn from: same seed, same games.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `ayoayo play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Which player you are: 0 (you move first) or 1.
    #[arg(long, value_name = "0|1", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=1))]
    pub you: u8,
    /// Your opponent: random, greedy, search or search:D.
    #[arg(long, value_name = "SPEC", value_parser = parse_spec, default_value = "search")]
    pub opponent: Spec,
    /// The seed the opponent's choices are drawn from.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
}

/// `ayoayo match`.
pub fn run_match(args: &MatchArgs) -> ExitCode {
    let mut out = io::stdout().lock();
    let mut wins = [0usize; 2];
    let mut ties = 0;
    let mut thinking = [(Duration::ZERO, 0u32); 2];
    for game in play_match([args.player0, args.player1], args.games, args.seed) {
        match game.outcome {
            Outcome::Winner(p) => wins[p.index()] += 1,
            Outcome::Tie => ties += 1,
        }
        for (total, (time, moves)) in thinking.iter_mut().zip(game.thinking) {
            total.0 += time;
            total.1 += moves;
        }
        let line = if args.json {
            game_json(&game, args)
        } else {
            game_text(&game, args)
        };
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            return ExitCode::from(1);
        }
    }
    let ms = thinking.map(|(time, moves)| time.as_secs_f64() * 1000.0 / f64::from(moves.max(1)));
    let summary = if args.json {
        format!(
            r#"{{"summary":true,"games":{},"wins":[{},{}],"ties":{ties},"ms_per_move":[{:.3},{:.3}]}}"#,
            args.games, wins[0], wins[1], ms[0], ms[1]
        )
    } else {
        format!(
            "{} games: {} won {}, {} won {}, {ties} tied; {:.3} and {:.3} ms per move",
            args.games, args.player0, wins[0], args.player1, wins[1], ms[0], ms[1]
        )
    };
    if writeln!(out, "{summary}").is_err() {
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

fn result_name(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Winner(Player::Zero) => "player0",
        Outcome::Winner(Player::One) => "player1",
        Outcome::Tie => "tie",
    }
}

fn game_json(game: &MatchGame, args: &MatchArgs) -> String {
    let moves: Vec<String> = game.moves.iter().map(|m| m.to_string()).collect();
    format!(
        r#"{{"game":{},"player0":"{}","player1":"{}","moves":[{}],"result":"{}","score":[{},{}],"plies":{},"ended_by":"{}"}}"#,
        game.game,
        args.player0,
        args.player1,
        moves.join(","),
        result_name(game.outcome),
        game.score[0],
        game.score[1],
        game.moves.len(),
        if game.by_repetition {
            "repetition"
        } else {
            "rules"
        },
    )
}

fn game_text(game: &MatchGame, args: &MatchArgs) -> String {
    let result = match game.outcome {
        Outcome::Winner(Player::Zero) => format!("{} (player 0) won", args.player0),
        Outcome::Winner(Player::One) => format!("{} (player 1) won", args.player1),
        Outcome::Tie => "a tie".to_string(),
    };
    let ended = if game.by_repetition {
        ", ended on a third repetition"
    } else {
        ""
    };
    format!(
        "game {}: {result}, {} to {}, in {} plies{ended}",
        game.game,
        game.score[0],
        game.score[1],
        game.moves.len()
    )
}

/// A transition in words: the pit, the laps, where it ended, what it took.
fn describe(mover: Player, t: &Transition) -> String {
    let laps: Vec<String> = t
        .laps
        .iter()
        .map(|lap| format!("{}→{}", lap.from, lap.to))
        .collect();
    let mut line = format!(
        "{mover} sowed pit {}: {} lap{} ({}), ended in pit {}",
        t.pit,
        t.laps.len(),
        if t.laps.len() == 1 { "" } else { "s" },
        laps.join(", "),
        t.end
    );
    if t.captured > 0 {
        line.push_str(&format!(", captured {}", t.captured));
    }
    if t.ends_game {
        line.push_str("; the game is over");
    }
    line
}

/// `ayoayo play`: returns when the game ends, on `quit`, or at the end of
/// input, always printing the game record.
pub fn play(args: &PlayArgs) -> ExitCode {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    // Typed input is echoed by the terminal; scripted input is echoed here,
    // so that the transcript reads the same.
    let echo = !stdin.is_terminal();
    match play_session(args, &mut stdin.lock(), &mut out, echo) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(1),
    }
}

fn play_session(
    args: &PlayArgs,
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> io::Result<()> {
    let you = if args.you == 0 {
        Player::Zero
    } else {
        Player::One
    };
    let mut opponent = Opponent::new(args.opponent, args.seed);
    let mut hints = Search::new();
    let mut game = Game::new();
    let mut show_board = true;
    writeln!(
        out,
        "You are {you}; your opponent is {}. Type a pit number, or undo, redo, hint, quit.",
        args.opponent
    )?;
    loop {
        let position = *game.position();
        if show_board {
            writeln!(out)?;
            write!(out, "{}", render::text(&position.board(), position.score()))?;
        }
        show_board = true;
        if let Some(outcome) = game.outcome() {
            if game.ended_by_repetition() {
                writeln!(
                    out,
                    "Game over: a position occurred for the third time; {outcome}."
                )?;
            } else {
                writeln!(out, "Game over: {outcome}.")?;
            }
            return finish(&game, out);
        }
        let mover = position.to_move();
        if mover != you {
            let Some(pit) = opponent.choose(game.turn()) else {
                return finish(&game, out);
            };
            if let Ok(t) = game.play(pit) {
                writeln!(out, "{}", describe(mover, t))?;
            }
            continue;
        }
        write!(
            out,
            "Your move, {you}: permissible {:?}> ",
            game.permissible_moves()
        )?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            writeln!(out, "End of input: the game stops here.")?;
            return finish(&game, out);
        }
        let word = line.trim();
        if echo {
            writeln!(out, "{word}")?;
        }
        show_board = false;
        match word {
            "" => writeln!(out, "Type a pit number, or undo, redo, hint, quit.")?,
            "quit" => return finish(&game, out),
            "undo" => {
                let undone = game.undo_to(you);
                if undone.is_empty() {
                    writeln!(out, "Nothing to undo: this is the start of the game.")?;
                } else {
                    writeln!(out, "Took back {:?}.", reversed(undone))?;
                    show_board = true;
                }
            }
            "redo" => {
                let redone = game.redo_to(you);
                if redone.is_empty() {
                    writeln!(out, "Nothing to redo.")?;
                } else {
                    writeln!(out, "Played again {redone:?}.")?;
                    show_board = true;
                }
            }
            "hint" => {
                let limit = Limit::Depth(DEFAULT_DEPTH);
                if let Some(choice) = hints.choose(&position, limit, |_| ()) {
                    writeln!(
                        out,
                        "Hint: search would play pit {} (value {} looking {} plies ahead).",
                        choice.pit, choice.value, choice.depth
                    )?;
                }
            }
            _ => match word.parse::<usize>() {
                Ok(pit) => match game.play(pit) {
                    Ok(t) => {
                        writeln!(out, "{}", describe(mover, t))?;
                        show_board = true;
                    }
                    Err(e) => writeln!(out, "Pit {pit}: {e}.")?,
                },
                Err(_) => writeln!(
                    out,
                    "`{word}` is not a move: type a pit number, or undo, redo, hint, quit."
                )?,
            },
        }
    }
}

fn reversed(mut moves: Vec<usize>) -> Vec<usize> {
    moves.reverse();
    moves
}

fn finish(game: &Game, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "The game so far, to replay: {}", game.replay_command())?;
    out.flush()
}
