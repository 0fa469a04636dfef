//! `ayoayo replay`: play moves from a position and print each position,
//! drawn or (`--json`) as the JSON boundary's [`Ply`].

use std::io::{self, Write};
use std::process::ExitCode;

use ayoayo::api::{refusal, start, Ply};
use ayoayo::board::{Pit, Player};
use ayoayo::game::Game;
use ayoayo::render;

use crate::args::{ReplayArgs, EXIT_REFUSED};

/// Runs `ayoayo replay`.
pub fn run(args: &ReplayArgs) -> ExitCode {
    let position =
        start(args.board.as_deref(), args.score.as_deref(), args.to_move);
    let mut game = match position {
        Ok(p) => Game::from_position(p),
        Err(e) => {
            eprintln!("ayoayo replay: {e}");
            return ExitCode::from(EXIT_REFUSED);
        }
    };
    if args.no_repetition {
        game = game.without_repetition_rule();
    }
    let mut out = io::stdout().lock();
    if print(&mut out, &game, None, args.json).is_err() {
        return ExitCode::from(1);
    }
    for (i, &pit) in args.moves.iter().enumerate() {
        let mover = game.position().to_move();
        let index = usize::try_from(pit).unwrap_or(usize::MAX);
        if let Err(e) = game.play(index) {
            let _ = out.flush();
            eprintln!("ayoayo replay: {}", refusal(i + 1, pit, &e));
            return ExitCode::from(EXIT_REFUSED);
        }
        if print(&mut out, &game, Some((mover, index)), args.json).is_err() {
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

fn print(
    out: &mut impl Write,
    game: &Game,
    played: Option<(Player, Pit)>,
    json: bool,
) -> io::Result<()> {
    if json {
        serde_json::to_writer(&mut *out, &Ply::of(game))?;
        writeln!(out)?;
        return out.flush();
    }
    match played {
        None => writeln!(out, "ply 0: the starting position")?,
        Some((mover, pit)) => {
            writeln!(out, "ply {}: {mover} sowed pit {pit}", game.plies())?
        }
    }
    let p = game.position();
    write!(out, "{}", render::text(&p.board(), p.score()))?;
    match game.outcome() {
        Some(outcome) if game.ended_by_repetition() => writeln!(
            out,
            "game over: a position occurred for the third time; {outcome}"
        )?,
        Some(outcome) => writeln!(out, "game over: {outcome}")?,
        None => writeln!(
            out,
            "{} to move; permissible: {:?}",
            p.to_move(),
            game.permissible_moves()
        )?,
    }
    writeln!(out)?;
    out.flush()
}
