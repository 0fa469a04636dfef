//! `ayoayo replay`: play moves from a position and print each position,
//! drawn or (`--json`) as the JSON boundary's [`Ply`].

use std::io::{self, Write};
use std::process::ExitCode;

use ayoayo::api::{replay_moves, start_game, Ply, PLAYER_NAMES};
use ayoayo::board::{Pit, Player};
use ayoayo::game::Game;
use ayoayo::render;
use ayoayo::text::{pits_in_words, Joined};

use crate::args::ReplayArgs;
use crate::exit;

/// Runs `ayoayo replay`.
pub fn run(args: &ReplayArgs) -> ExitCode {
    let (board, score) = (args.board.as_deref(), args.score.as_deref());
    let mut game = match start_game(board, score, args.to_move) {
        Ok(game) if args.no_repetition => game.without_repetition_rule(),
        Ok(game) => game,
        Err(e) => {
            eprintln!("ayoayo replay: {e}");
            return ExitCode::from(exit::REFUSED);
        }
    };
    let mut out = io::stdout().lock();
    let mut written = Ok(());
    let moves: Vec<u64> = args.moves.concat();
    let replayed = replay_moves(&mut game, &moves, |game, pit| {
        if written.is_ok() {
            // A pit played is always its mover's.
            let played =
                pit.and_then(|pit| Player::owner_of(pit).zip(Some(pit)));
            written = print(&mut out, game, played, args.json);
        }
    });
    if let Err(e) = written {
        return exit::output_failed("replay", &e);
    }
    if let Err(message) = replayed {
        eprintln!("ayoayo replay: {message}");
        return ExitCode::from(exit::REFUSED);
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
        serde_json::to_writer(&mut *out, &Ply::of(game, PLAYER_NAMES))?;
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
    write!(out, "{}", render::board_text(&p.board(), p.score()))?;
    match game.outcome() {
        Some(outcome) if game.ended_by_repetition() => writeln!(
            out,
            "game over: a position occurred for the third time; {outcome}"
        )?,
        Some(outcome) => writeln!(out, "game over: {outcome}")?,
        None => writeln!(
            out,
            "{} to move; may play {}",
            p.to_move(),
            pits_in_words(&game.permissible_moves(), Joined::AnyOf)
        )?,
    }
    writeln!(out)?;
    out.flush()
}
