//! `ayoayo match`: games between two players, a line each and then the
//! totals, for people or (`--json`) for other tools.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

use ayoayo::api::{MatchLine, MatchSummary};
use ayoayo::board::{Outcome, Player};
use ayoayo::game::{play_match, MatchGame};

use crate::args::{unwritten, MatchArgs};

/// Runs `ayoayo match`.
pub fn run(args: &MatchArgs) -> ExitCode {
    match play(args, &mut io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => unwritten("match", &e),
    }
}

fn play(args: &MatchArgs, out: &mut impl Write) -> io::Result<()> {
    let mut wins = [0usize; 2];
    let mut ties = 0;
    let mut thinking = [(Duration::ZERO, 0u32); 2];
    let players = [args.player0, args.player1];
    for game in play_match(players, args.games, args.seed) {
        match game.outcome {
            Outcome::Winner(p) => wins[p.index()] += 1,
            Outcome::Tie => ties += 1,
        }
        for (total, (time, moves)) in thinking.iter_mut().zip(game.thinking) {
            total.0 += time;
            total.1 += moves;
        }
        if args.json {
            let line = MatchLine::of(&game, players);
            serde_json::to_writer(&mut *out, &line)?;
            writeln!(out)?;
        } else {
            writeln!(out, "{}", text(&game, args))?;
        }
        out.flush()?;
    }
    let ms = thinking.map(|(time, moves)| {
        // Rounded to microseconds: finer digits are only noise.
        let ms = time.as_secs_f64() * 1000.0 / f64::from(moves.max(1));
        (ms * 1000.0).round() / 1000.0
    });
    if args.json {
        let summary = MatchSummary {
            summary: true,
            games: args.games,
            wins,
            ties,
            ms_per_move: ms,
        };
        serde_json::to_writer(&mut *out, &summary)?;
        writeln!(out)
    } else {
        writeln!(
            out,
            "{} game{}: {} won {}, {} won {}, {ties} tied; {:.3} and {:.3} ms per move",
            args.games,
            if args.games == 1 { "" } else { "s" },
            args.player0,
            wins[0],
            args.player1,
            wins[1],
            ms[0],
            ms[1]
        )
    }
}

fn text(game: &MatchGame, args: &MatchArgs) -> String {
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
