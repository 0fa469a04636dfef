//! `ayoayo play`: a game against the computer, line by line on standard
//! input, ending with the command that replays it.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex, PoisonError};

use ayoayo::board::Player;
use ayoayo::engine::Position;
use ayoayo::game::{Computer, Game, Limit, Search};
use ayoayo::game::{Weights, WIN};
use ayoayo::render;
use ayoayo::render::move_sentence;
use ayoayo::text::clip;
use ayoayo::text::{pits_in_words, Joined};

use crate::args::PlayArgs;
use crate::exit;

mod input;
use input::{read_line, Line, MAX_LINE, MAX_SKIP};

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
    // Not locked for the whole game: Ctrl-C prints the record from
    // another thread.
    let mut out = io::stdout();
    // Typed input is echoed by the terminal; scripted input is echoed here,
    // so that the transcript reads the same.
    let echo = !stdin.is_terminal();
    let kept = Arc::new(Mutex::new(String::new()));
    #[cfg(unix)]
    crate::interrupt::say_on_interrupt(Arc::clone(&kept));
    match play_session(args, &mut stdin.lock(), &mut out, echo, kept) {
        Ok(status) => status,
        Err(e) => exit::output_failed("play", &e),
    }
}

const COMMANDS: &str = "Type a pit number, or undo, redo, hint, quit.";

/// What the session does after a step: show the board and go on, ask
/// again without it, or stop (the record has been printed), refusing the
/// input if it is not someone typing.
enum Next {
    ShowBoard,
    AskAgain,
    Stop,
    Refuse,
}

/// A game at the terminal: you against the computer, with hints.
struct Session<'a, I, O> {
    input: &'a mut I,
    out: &'a mut O,
    /// Whether to print what was read (scripted input; see [`run`]).
    echo: bool,
    you: Player,
    /// How the computer is named, as `The computer (search)`.
    name: String,
    computer: Computer,
    hints: Search,
    game: Game,
    /// The game's record, as `ayoayo replay` takes it, for Ctrl-C to print.
    kept: Arc<Mutex<String>>,
    /// Lines read in a row that played no move.
    idle: u32,
}

/// The most lines in a row that play no move: nobody types ten thousand
/// words without a move, so such input is a program's that will never
/// play one (`yes hint | ayoayo play`), and the game stops.
const MAX_IDLE: u32 = 10_000;

/// Greets you, then plays the session out.
fn play_session(
    args: &PlayArgs,
    input: &mut impl BufRead,
    out: &mut impl Write,
    echo: bool,
    kept: Arc<Mutex<String>>,
) -> io::Result<ExitCode> {
    // clap accepts only 0 or 1.
    let you = args.you;
    writeln!(
        out,
        "You are {you}, your opponent is {}. You sow your row, pits {} to {}. {COMMANDS}",
        args.opponent,
        you.row().start,
        you.row().end - 1
    )?;
    Session {
        input,
        out,
        echo,
        you,
        name: format!("The computer ({})", args.opponent),
        computer: Computer::new(args.opponent, args.seed),
        hints: Search::new(),
        game: Game::new(),
        kept,
        idle: 0,
    }
    .play()
}

impl<I: BufRead, O: Write> Session<'_, I, O> {
    /// Step after step until the game is over and taken no further, `quit`
    /// or the end of input: the board when it changed, then the game's end,
    /// the computer's move or yours.
    fn play(mut self) -> io::Result<ExitCode> {
        self.save_record_for_ctrl_c();
        let mut next = Next::ShowBoard;
        loop {
            if let Next::ShowBoard = next {
                let position = self.game.position();
                let board =
                    render::board_text(&position.board(), position.score());
                write!(self.out, "\n{board}")?;
            }
            next = if self.game.outcome().is_some() {
                self.game_over()?
            } else if self.game.position().to_move() != self.you {
                self.computer_moves()?
            } else {
                self.your_move()?
            };
            match next {
                Next::Stop => return Ok(ExitCode::SUCCESS),
                Next::Refuse => return Ok(ExitCode::from(exit::REFUSED)),
                Next::ShowBoard | Next::AskAgain => {}
            }
            self.save_record_for_ctrl_c();
        }
    }

    /// Keeps what Ctrl-C prints: the record so far, so that the game can
    /// be replayed.
    fn save_record_for_ctrl_c(&self) {
        let words = format!(
            "\nInterrupted: the game stops here.\n{}",
            to_replay(&self.game)
        );
        *self.kept.lock().unwrap_or_else(PoisonError::into_inner) = words;
    }

    /// Prints `prompt` and reads a line, echoing it if it was scripted.
    fn ask(&mut self, prompt: &str) -> io::Result<Line> {
        write!(self.out, "{prompt}")?;
        self.out.flush()?;
        let line = read_line(self.input)?;
        if let (true, Line::Text(text)) = (self.echo, &line) {
            writeln!(self.out, "{}", ayoayo::text::printable(text))?;
        }
        Ok(line)
    }

    /// Says how the game ended, and offers to take the end back.
    fn game_over(&mut self) -> io::Result<Next> {
        let mut names = [self.name.as_str(); 2];
        names[self.you.index()] = "You";
        let result = ayoayo::render::result_sentence(&self.game, names)
            .expect("the game is over");
        writeln!(self.out, "Game over. {result}")?;
        let line = self.ask(
            "Type undo to take your last move back, or anything else to finish> ",
        )?;
        if self.echo && !matches!(line, Line::Text(_)) {
            // Nothing was typed: end the prompt's line all the same.
            writeln!(self.out)?;
        }
        let undo = matches!(&line, Line::Text(word) if word == "undo");
        if undo && !self.game.undo_to(self.you).is_empty() {
            writeln!(self.out, "Took back the end of the game.")?;
            return Ok(Next::ShowBoard);
        }
        self.stop()
    }

    /// The computer's move.
    fn computer_moves(&mut self) -> io::Result<Next> {
        let position = *self.game.position();
        let Some(pit) = self.computer.choose(&self.game) else {
            return self.stop();
        };
        let played = self.game.play(pit);
        if let Ok(t) = played.map(|t| move_sentence(t, &self.name, &position)) {
            writeln!(self.out, "{t}")?;
        }
        no_move_left(&self.game, &position, self.out)?;
        Ok(Next::ShowBoard)
    }

    /// Reads your move, or a command, and does it.
    fn your_move(&mut self) -> io::Result<Next> {
        let permissible = self.game.permissible_moves();
        let prompt = format!(
            "Your move ({} may be played)> ",
            pits_in_words(&permissible, Joined::AnyOf)
        );
        if self.idle == MAX_IDLE {
            writeln!(
                self.out,
                "\nThat is {MAX_IDLE} lines in a row without a move: the game stops here."
            )?;
            return self.stop();
        }
        self.idle += 1;
        match self.ask(&prompt)? {
            Line::Text(word) => self.do_command(&word),
            Line::TooLong => {
                writeln!(
                    self.out,
                    "\nThat line is over {MAX_LINE} characters long, so it was skipped. {COMMANDS}"
                )?;
                Ok(Next::AskAgain)
            }
            Line::End => {
                writeln!(self.out, "\nEnd of input: the game stops here.")?;
                self.stop()
            }
            Line::Runaway => {
                writeln!(
                    self.out,
                    "\nThe input has a line over {MAX_SKIP} bytes long, which nobody types: the game stops here."
                )?;
                self.stop()?;
                Ok(Next::Refuse)
            }
        }
    }

    /// Does what `word` asks: a pit, undo, redo, hint or quit.
    fn do_command(&mut self, word: &str) -> io::Result<Next> {
        match word.to_lowercase().as_str() {
            "" => writeln!(self.out, "{COMMANDS}")?,
            "quit" => return self.stop(),
            "undo" => return self.undo(),
            "redo" => return self.redo(),
            "hint" => self.hint()?,
            _ => return self.sow(word),
        }
        Ok(Next::AskAgain)
    }

    /// Takes back moves to your last turn, if you have moved.
    fn undo(&mut self) -> io::Result<Next> {
        let undone = self.game.undo_to(self.you);
        let sentence = render::undone_sentence(&undone);
        self.say_what_changed(
            sentence,
            "Nothing to undo: you have not moved yet.",
        )
    }

    /// Plays again the moves taken back, up to your next turn.
    fn redo(&mut self) -> io::Result<Next> {
        let redone = self.game.redo_to(self.you);
        self.say_what_changed(
            render::redone_sentence(&redone),
            "Nothing to redo.",
        )
    }

    /// Says what undo or redo did and shows the board, or says `nothing`
    /// and asks again when it did nothing.
    fn say_what_changed(
        &mut self,
        sentence: Option<String>,
        nothing: &str,
    ) -> io::Result<Next> {
        match sentence {
            Some(sentence) => {
                writeln!(self.out, "{sentence}")?;
                Ok(Next::ShowBoard)
            }
            None => {
                writeln!(self.out, "{nothing}")?;
                Ok(Next::AskAgain)
            }
        }
    }

    /// Says what `search:8` would play here.
    fn hint(&mut self) -> io::Result<()> {
        let position = *self.game.position();
        // A fixed depth, so that a hint is the same every time.
        self.hints
            .set_game_history(self.game.occurrences(), &position);
        let limit = Limit::Depth(8);
        if let Some(c) = self.hints.choose(&position, limit, |_| ()) {
            let value = value_in_words(c.value, c.depth);
            let pit = c.pit;
            writeln!(
                self.out,
                "Hint: search:8 would play pit {pit} ({value})."
            )?;
        }
        Ok(())
    }

    /// Sows the pit `word` names, or says why not.
    fn sow(&mut self, word: &str) -> io::Result<Next> {
        let position = *self.game.position();
        let out = &mut *self.out;
        let Ok(pit) = word.parse::<usize>() else {
            let words = word.split_whitespace().count();
            let word = clip(word);
            if words > 1 {
                let one = "type one pit at a time";
                writeln!(
                    out,
                    "`{word}` is more than one word: {one}. {COMMANDS}"
                )?;
            } else {
                writeln!(out, "`{word}` is not a move. {COMMANDS}")?;
            }
            return Ok(Next::AskAgain);
        };
        match self.game.play(pit) {
            Ok(t) => {
                self.idle = 0;
                writeln!(out, "{}", move_sentence(t, "You", &position))?;
                no_move_left(&self.game, &position, out)?;
                Ok(Next::ShowBoard)
            }
            Err(e) => {
                writeln!(out, "{}", sentence(&e.to_string()))?;
                Ok(Next::AskAgain)
            }
        }
    }

    /// Prints the game's record, and stops.
    fn stop(&mut self) -> io::Result<Next> {
        finish(&self.game, self.out)?;
        Ok(Next::Stop)
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
        && game.last_transition().is_some_and(|t| t.fed);
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
    writeln!(out, "{}", to_replay(game))?;
    out.flush()
}

/// The line that ends a game: the command that replays it, if any move
/// was played; and after an undo, the one that replays the moves taken
/// back too, so that quitting loses no move.
fn to_replay(game: &Game) -> String {
    let now = match game.moves() {
        [] => "No move was played, so there is nothing to replay.".into(),
        _ => format!("The game so far, to replay: {}", record(game)),
    };
    let mut all = game.clone();
    while all.redo().is_some() {}
    if all.moves().len() > game.moves().len() {
        format!("{now}\nWith the moves taken back: {}", record(&all))
    } else {
        now
    }
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
