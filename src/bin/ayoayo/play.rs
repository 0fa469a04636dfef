//! `ayoayo play` (a game against the computer, line by line on standard
//! input) and `ayoayo match` (games between two players, for people or, with
//! `--json`, for other tools).

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use ayoayo::board::{Outcome, Player};
use ayoayo::engine::Position;
use ayoayo::game::players::DEFAULT_DEPTH;
use ayoayo::game::search::WIN;
use ayoayo::game::{
    play_match, Game, Limit, MatchGame, Opponent, Search, Spec, Transition,
};
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
    for game in play_match([args.player0, args.player1], args.games, args.seed)
    {
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
    let ms = thinking.map(|(time, moves)| {
        time.as_secs_f64() * 1000.0 / f64::from(moves.max(1))
    });
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
        Outcome::Winner(Player::Zero) => {
            format!("{} (player 0) won", args.player0)
        }
        Outcome::Winner(Player::One) => {
            format!("{} (player 1) won", args.player1)
        }
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

/// A transition in words: who, the pit, each lap (the pit scooped, its
/// stones in brackets, where the last fell), where it ended, what it took.
fn describe(who: &str, before: &Position, t: &Transition) -> String {
    let laps: Vec<String> = t
        .laps
        .iter()
        .map(|lap| format!("{}({})→{}", lap.from, lap.stones, lap.to))
        .collect();
    let mut line = format!(
        "{who} sowed pit {}: {} lap{} [{}], ended in pit {}",
        t.pit,
        t.laps.len(),
        if t.laps.len() == 1 { "" } else { "s" },
        laps.join(", "),
        t.end
    );
    if t.captured > 0 {
        line.push_str(&format!(", captured {}", t.captured));
    }
    let mover = before.to_move().index();
    let swept = t.after.score()[mover] - before.score()[mover] - t.captured;
    if t.ends_game {
        line.push_str(&format!(
            "; the other row is empty, so the game is over and the {swept} stone{} left go to the mover",
            if swept == 1 { "" } else { "s" }
        ));
    }
    line
}

/// A search's value in words, for the player to move (you), looking
/// `depth` plies (single moves) ahead.
fn value_in_words(value: i32, depth: u32) -> String {
    if value >= WIN {
        format!("you can win by {} within {depth} plies", value - WIN)
    } else if value <= -WIN {
        format!(
            "you lose by {} within {depth} plies whatever you do",
            -WIN - value
        )
    } else if value == 0 {
        format!("level on captures, looking {depth} plies ahead")
    } else if value > 0 {
        format!("{value} stones ahead, looking {depth} plies ahead")
    } else {
        format!("{} stones behind, looking {depth} plies ahead", -value)
    }
}

/// An error message as a sentence.
fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
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

/// Reads one line; `None` at the end of input. Bytes that are not UTF-8
/// are replaced, so they make a bad word, not an error.
fn read_line(input: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).trim().to_string()))
}

const COMMANDS: &str = "Type a pit number, or undo, redo, hint, quit.";

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
    let computer = format!("The computer ({})", args.opponent);
    let mut opponent = Opponent::new(args.opponent, args.seed);
    let mut hints = Search::new();
    let mut game = Game::new();
    let mut show_board = true;
    writeln!(
        out,
        "You are {you}, your opponent is {}. You sow your row, pits {}..={}. {COMMANDS}",
        args.opponent,
        you.row().start,
        you.row().end - 1
    )?;
    loop {
        let position = *game.position();
        if show_board {
            writeln!(out)?;
            write!(
                out,
                "{}",
                render::text(&position.board(), position.score())
            )?;
        }
        show_board = true;
        if let Some(outcome) = game.outcome() {
            if game.ended_by_repetition() {
                writeln!(
                    out,
                    "Game over: a position occurred for the third time, so each player took the stones on their own row; {outcome}."
                )?;
            } else {
                writeln!(out, "Game over: {outcome}.")?;
            }
            write!(
                out,
                "Type undo to take your last move back, or anything else to finish> "
            )?;
            out.flush()?;
            let line = read_line(input)?;
            if echo {
                writeln!(out, "{}", line.as_deref().unwrap_or(""))?;
            }
            if line.as_deref() == Some("undo") && !game.undo_to(you).is_empty()
            {
                writeln!(out, "Took back the end of the game.")?;
                continue;
            }
            return finish(&game, out);
        }
        let mover = position.to_move();
        if mover != you {
            let Some(pit) = opponent.choose(game.turn()) else {
                return finish(&game, out);
            };
            let played =
                game.play(pit).map(|t| describe(&computer, &position, t));
            if let Ok(line) = played {
                writeln!(out, "{line}")?;
            }
            no_move_left(&game, &position, out)?;
            continue;
        }
        write!(
            out,
            "Your move: permissible {:?}> ",
            game.permissible_moves()
        )?;
        out.flush()?;
        let Some(word) = read_line(input)? else {
            writeln!(out)?;
            writeln!(out, "End of input: the game stops here.")?;
            return finish(&game, out);
        };
        if echo {
            writeln!(out, "{word}")?;
        }
        show_board = false;
        match word.as_str() {
            "" => writeln!(out, "{COMMANDS}")?,
            "quit" => return finish(&game, out),
            "undo" => {
                let undone = game.undo_to(you);
                if undone.is_empty() {
                    writeln!(out, "Nothing to undo: you have not moved yet.")?;
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
                        "Hint: search would play pit {} ({}).",
                        choice.pit,
                        value_in_words(choice.value, choice.depth)
                    )?;
                }
            }
            _ => match word.parse::<usize>() {
                Ok(pit) => {
                    let played =
                        game.play(pit).map(|t| describe("You", &position, t));
                    match played {
                        Ok(line) => {
                            writeln!(out, "{line}")?;
                            no_move_left(&game, &position, out)?;
                            show_board = true;
                        }
                        Err(e) => {
                            writeln!(out, "{}", sentence(&e.to_string()))?
                        }
                    }
                }
                Err(_) => writeln!(out, "`{word}` is not a move. {COMMANDS}")?,
            },
        }
    }
}

/// If the move just played from `before` left the next player stones but
/// no move that ends, says so: the game is over and the mover took the rest.
fn no_move_left(
    game: &Game,
    before: &Position,
    out: &mut impl Write,
) -> io::Result<()> {
    let ended_quietly = game.is_over()
        && !game.ended_by_repetition()
        && game.last_transition().is_some_and(|t| !t.ends_game);
    if ended_quietly {
        let mover = before.to_move();
        let took = game.position().score()[mover.index()]
            - game
                .last_transition()
                .map_or(0, |t| t.after.score()[mover.index()]);
        writeln!(
            out,
            "{} has stones but no move whose relay ends, so the game is over and {mover} takes the {took} left.",
            mover.other()
        )?;
    }
    Ok(())
}

fn reversed(mut moves: Vec<usize>) -> Vec<usize> {
    moves.reverse();
    moves
}

fn finish(game: &Game, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "The game so far, to replay: {}", game.replay_command())?;
    out.flush()
}
