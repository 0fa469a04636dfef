//! `ayoayo play`: a game against the computer, line by line on standard
//! input, ending with the command that replays it.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use ayoayo::board::Player;
use ayoayo::engine::Position;
use ayoayo::game::{Game, Limit, Opponent, Search, Transition};
use ayoayo::game::{Weights, WIN};
use ayoayo::render;

use crate::args::{PlayArgs, EXIT_REFUSED};

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
/// `depth` plies (single moves) ahead. Short of the end of the game the
/// search weighs the board in hundredths of a captured stone
/// ([`Weights::TUNED`]): said here in stones.
fn value_in_words(value: i32, depth: u32) -> String {
    let stones = f64::from(value) / f64::from(Weights::TUNED.captured);
    if value >= WIN {
        format!("you can win by {} within {depth} plies", value - WIN)
    } else if value <= -WIN {
        format!(
            "you lose by {} within {depth} plies whatever you do",
            -WIN - value
        )
    } else if stones.abs() < 0.5 {
        format!("about level, looking {depth} plies ahead")
    } else {
        let (n, side) = (stones.abs().round(), ["behind", "ahead"]);
        let unit = if n == 1.0 { "stone" } else { "stones" };
        let side = side[usize::from(stones > 0.0)];
        format!("about {n} {unit} {side}, looking {depth} plies ahead")
    }
}

/// At most 40 characters of what was typed, for a message.
fn clip(word: &str) -> String {
    match word.char_indices().nth(40) {
        Some((end, _)) => format!("{}…", &word[..end]),
        None => word.to_string(),
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
pub fn run(args: &PlayArgs) -> ExitCode {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    // Typed input is echoed by the terminal; scripted input is echoed here,
    // so that the transcript reads the same.
    let echo = !stdin.is_terminal();
    match play_session(args, &mut stdin.lock(), &mut out, echo) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::InvalidData => {
            ExitCode::from(EXIT_REFUSED)
        }
        Err(_) => ExitCode::from(1),
    }
}

/// The longest line read as a move; a longer one is refused, not kept.
const MAX_LINE: usize = 1000;

/// How far past [`MAX_LINE`] a line is skipped in search of its end
/// before the input is taken for something other than typed lines.
const MAX_SKIP: u64 = 1 << 20;

/// A line of input, as [`read_line`] finds it.
enum Line {
    /// A line, trimmed; bytes that are not UTF-8 replaced, so they make a
    /// bad word rather than an error.
    Text(String),
    /// A line longer than [`MAX_LINE`], skipped.
    TooLong,
    /// The end of input, or a line with no end in sight.
    End,
    /// A line longer than [`MAX_SKIP`]: not someone typing.
    Endless,
}

/// Reads one line, holding at most [`MAX_LINE`] bytes of it in memory.
fn read_line(input: &mut impl BufRead) -> io::Result<Line> {
    let mut bytes = Vec::new();
    let limit = MAX_LINE as u64 + 1;
    if io::Read::take(&mut *input, limit).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(Line::End);
    }
    if bytes.len() as u64 == limit && bytes.last() != Some(&b'\n') {
        // Skip the rest of the line, a bounded piece at a time.
        let mut rest = Vec::new();
        io::Read::take(&mut *input, MAX_SKIP).read_until(b'\n', &mut rest)?;
        return Ok(match rest.last() {
            Some(b'\n') => Line::TooLong,
            _ if rest.len() as u64 == MAX_SKIP => Line::Endless,
            _ => Line::End,
        });
    }
    Ok(Line::Text(
        String::from_utf8_lossy(&bytes).trim().to_string(),
    ))
}

const COMMANDS: &str = "Type a pit number, or undo, redo, hint, quit.";

fn play_session(
    args: &PlayArgs,
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> io::Result<()> {
    // clap accepts only 0 or 1.
    let you = Player::BOTH[usize::from(args.you)];
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
            let line = match read_line(input)? {
                Line::Text(line) => line,
                _ => String::new(),
            };
            if echo {
                writeln!(out, "{line}")?;
            }
            if line == "undo" && !game.undo_to(you).is_empty() {
                writeln!(out, "Took back the end of the game.")?;
                continue;
            }
            return finish(&game, out);
        }
        let mover = position.to_move();
        if mover != you {
            let Some(pit) = opponent.choose(&game) else {
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
        let word = match read_line(input)? {
            Line::Text(word) => word,
            Line::TooLong => {
                writeln!(out)?;
                writeln!(
                    out,
                    "That line is over {MAX_LINE} characters long, so it was skipped. {COMMANDS}"
                )?;
                show_board = false;
                continue;
            }
            Line::End => {
                writeln!(out)?;
                writeln!(out, "End of input: the game stops here.")?;
                return finish(&game, out);
            }
            Line::Endless => {
                writeln!(out)?;
                writeln!(
                    out,
                    "The input has a line over {MAX_SKIP} bytes long, which nobody types: the game stops here."
                )?;
                finish(&game, out)?;
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    "an endless line",
                ));
            }
        };
        if echo {
            writeln!(out, "{word}")?;
        }
        show_board = false;
        match word.to_lowercase().as_str() {
            "" => writeln!(out, "{COMMANDS}")?,
            "quit" => return finish(&game, out),
            "undo" => {
                let undone = game.undo_to(you);
                if undone.is_empty() {
                    writeln!(out, "Nothing to undo: you have not moved yet.")?;
                } else {
                    let undone: Vec<_> = undone.into_iter().rev().collect();
                    writeln!(out, "Took back {undone:?}.")?;
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
                // A fixed depth, so that a hint is the same every time.
                let limit = Limit::Depth(8);
                hints.remember(game.occurrences(), &position);
                if let Some(choice) = hints.choose(&position, limit, |_| ()) {
                    writeln!(
                        out,
                        "Hint: search:8 would play pit {} ({}).",
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
                Err(_) if word.split_whitespace().count() > 1 => writeln!(
                    out,
                    "`{}` is more than one word: type one pit at a time. {COMMANDS}",
                    clip(&word)
                )?,
                Err(_) => {
                    writeln!(out, "`{}` is not a move. {COMMANDS}", clip(&word))?
                }
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

fn finish(game: &Game, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "The game so far, to replay: {}", record(game))?;
    out.flush()
}

/// The game as the `ayoayo replay` command that replays it (a game played
/// here always starts from the opening).
fn record(game: &Game) -> String {
    let moves: Vec<String> =
        game.moves().iter().map(usize::to_string).collect();
    format!("ayoayo replay {}", moves.join(","))
        .trim_end()
        .to_string()
}
