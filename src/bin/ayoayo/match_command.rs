//! `ayoayo match`: games between two players, a line each and then the
//! totals, for people or (`--json`) for other tools.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use ayoayo::api::{MatchJson, MatchLine, MatchSummary};
use ayoayo::board::{Outcome, Player};
use ayoayo::game::{play_match, MatchGame};

use crate::args::MatchArgs;
use crate::exit;

/// Runs `ayoayo match`. On Ctrl-C it stops with the totals of the games
/// played so far, printed as the last line would have been.
pub fn run(args: &MatchArgs) -> ExitCode {
    // Before a game ends there are no totals: people are told so, and a
    // tool reading JSON gets no line at all.
    let before = if args.json {
        String::new()
    } else {
        "Interrupted before the first game ended.".to_string()
    };
    let kept = Arc::new(Mutex::new(before));
    #[cfg(unix)]
    crate::interrupt::say_on_interrupt(Arc::clone(&kept));
    // Not locked for the whole match: Ctrl-C prints from another thread.
    match play(args, &mut io::stdout(), &kept) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => exit::output_failed("match", &e),
    }
}

/// The wins, ties and time spent of the games so far.
#[derive(Default)]
struct Totals {
    games: usize,
    wins: [usize; 2],
    ties: usize,
    thinking: [(Duration, u32); 2],
}

fn play(
    args: &MatchArgs,
    out: &mut impl Write,
    kept: &Mutex<String>,
) -> io::Result<()> {
    let mut totals = Totals::default();
    let players = [args.player0, args.player1];
    for game in play_match(players, args.games, args.seed) {
        totals.games += 1;
        match game.outcome {
            Outcome::Winner(p) => totals.wins[p.index()] += 1,
            Outcome::Tie => totals.ties += 1,
        }
        for (total, (time, moves)) in
            totals.thinking.iter_mut().zip(game.thinking)
        {
            total.0 += time;
            total.1 += moves;
        }
        // The line and the totals kept for Ctrl-C change together.
        let mut kept = kept.lock().unwrap_or_else(PoisonError::into_inner);
        if args.json {
            let line = MatchJson::Game(MatchLine::of(&game, players));
            serde_json::to_writer(&mut *out, &line)?;
            writeln!(out)?;
        } else {
            writeln!(out, "{}", text(&game, args))?;
        }
        out.flush()?;
        *kept = if args.json {
            summary(&totals, args)
        } else {
            format!(
                "\nInterrupted: the match stops here.\n{}",
                summary(&totals, args)
            )
        };
    }
    writeln!(out, "{}", summary(&totals, args))
}

/// The last line: the totals, for people or as JSON.
fn summary(totals: &Totals, args: &MatchArgs) -> String {
    let ms = totals.thinking.map(|(time, moves)| {
        // Rounded to microseconds: finer digits are only noise.
        let ms = time.as_secs_f64() * 1000.0 / f64::from(moves.max(1));
        (ms * 1000.0).round() / 1000.0
    });
    if args.json {
        let summary = MatchJson::Summary(MatchSummary {
            games: totals.games,
            wins: totals.wins,
            ties: totals.ties,
            ms_per_move: ms,
        });
        serde_json::to_string(&summary).unwrap_or_default()
    } else {
        format!(
            "{} game{}: {} (player 0) won {}, {} (player 1) won {}, {} tied; {:.3} and {:.3} ms per move",
            totals.games,
            if totals.games == 1 { "" } else { "s" },
            args.player0,
            totals.wins[0],
            args.player1,
            totals.wins[1],
            totals.ties,
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
