//! The arguments of `ayoayo`, as clap reads them. Nothing here runs a
//! command; each subcommand's file takes its arguments from here.

use clap::{Args, Parser, Subcommand};

use ayoayo::board::Player;
use ayoayo::game::Strategy;
use ayoayo::text::{parse_counts, parse_value};

/// Ayoayo, the Yoruba mancala game: an executable essay on coupling and
/// recursion.
#[derive(Debug, Parser)]
#[command(name = "ayoayo", version, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The command this process's arguments name (clap exits with its message
/// if they are wrong, and with the help if there are none).
pub fn command() -> Command {
    let args = std::env::args_os();
    // clap quotes a refused value whole before our message, which quotes
    // it again: the first is clipped, as our messages clip theirs.
    let parsed = Cli::try_parse_from(args).map_err(|mut e| {
        use clap::error::{ContextKind, ContextValue};
        if let Some(ContextValue::String(v)) = e.get(ContextKind::InvalidValue)
        {
            let clipped = ayoayo::text::clip(v);
            e.insert(ContextKind::InvalidValue, ContextValue::String(clipped));
        }
        e
    });
    let cli = parsed.unwrap_or_else(|e| e.exit());
    cli.command
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play MOVES from a position and print the position after each move.
    Replay(ReplayArgs),
    /// Count the move sequences of each length 1..=DEPTH from the opening.
    Perft {
        #[arg(
            value_name = "DEPTH",
            value_parser = parse_depth,
            help = format!(
                "The longest move sequences to count, from 1 to \
                 {MAX_PERFT_DEPTH}."
            )
        )]
        depth: usize,
    },
    /// Answer one request of the JSON boundary and exit, as the book's
    /// pages would (for tests and scripts: `ayoayo api '/api/replay?moves=2,9'`).
    #[command(hide = true)]
    Api {
        /// The request's path and query.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Play against the computer in the terminal (reads moves from stdin).
    Play(PlayArgs),
    /// Play games between two players and report each game and the totals.
    Match(MatchArgs),
}

/// The deepest `ayoayo perft`: the count grows about fivefold with each
/// ply, and so does the time: depth 10 takes seconds, 11 about a minute.
pub const MAX_PERFT_DEPTH: usize = 10;

/// A perft depth, from 1 to [`MAX_PERFT_DEPTH`], or why not. (clap's
/// ranged parser would refuse 11 as "not in 1..=10"; this one says why
/// the limit is there, and names an empty or non-numeric depth as such.)
fn parse_depth(s: &str) -> Result<usize, String> {
    let too_deep = || {
        format!(
            "the depth is at most {MAX_PERFT_DEPTH}: each ply multiplies the \
             work by about five, so a deeper count would take a minute or more"
        )
    };
    let s = s.trim();
    if s.is_empty() {
        return Err("a depth is needed".to_string());
    }
    match parse_value::<u64>(s, "a whole number") {
        Ok(0) => Err("the depth is at least 1".to_string()),
        Ok(d) if d <= MAX_PERFT_DEPTH as u64 => Ok(d as usize),
        Ok(_) => Err(too_deep()),
        Err(_) if s.bytes().all(|b| b.is_ascii_digit()) => Err(too_deep()),
        Err(message) => Err(message),
    }
}

/// A seed: any whole number from 0 to 2^64 - 1.
fn parse_seed(s: &str) -> Result<u64, String> {
    match s.trim() {
        "" => Err("a seed is one whole number".to_string()),
        s => parse_value(s, "a seed: give one whole number from 0 up"),
    }
}

/// A number of games: 1 or more.
fn parse_games(s: &str) -> Result<usize, String> {
    let s = s.trim();
    if s.is_empty() {
        return Err("a number of games is needed".to_string());
    }
    match parse_value::<i128>(s, "a whole number")? {
        n if n < 1 => Err("play at least 1 game".to_string()),
        n => usize::try_from(n)
            .map_err(|_| format!("`{}` is too large", ayoayo::text::clip(s))),
    }
}

/// Arguments of `ayoayo replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Print one JSON object per line instead of drawing boards.
    #[arg(long)]
    pub json: bool,
    /// The starting board: twelve comma-separated counts, pits 0 to 11.
    #[arg(long, value_name = "B", value_parser = parse_counts, allow_hyphen_values = true)]
    pub board: Option<Counts>,
    /// The starting score: two comma-separated counts.
    #[arg(long, value_name = "A,B", value_parser = parse_counts, allow_hyphen_values = true)]
    pub score: Option<Counts>,
    /// Who moves first: 0 or 1.
    #[arg(long, value_name = "0|1", default_value = "0")]
    pub to_move: Player,
    /// Do not end the game when a position occurs for the third time.
    #[arg(long)]
    pub no_repetition: bool,
    /// The pits to play, comma-separated (for example 2,9,1); moves
    /// separated by spaces are read in the same order.
    #[arg(value_name = "MOVES", value_parser = parse_counts, num_args = 0..)]
    pub moves: Vec<Counts>,
}

/// Comma-separated counts, as typed (clap needs a name for `Vec<u64>`
/// parsed whole rather than one value at a time).
pub type Counts = Vec<u64>;

/// What every option that takes a `SPEC` says of it, after `who`: the
/// default search's time is the crate's.
fn player_help(who: &str) -> String {
    let ms = ayoayo::game::DEFAULT_TIME.as_millis();
    format!(
        "{who}: random, greedy, search ({ms} ms a move), search:D (D plies \
         deep), search:Tms or margin:D."
    )
}

/// Arguments of `ayoayo match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    #[arg(long, value_name = "SPEC", help = player_help("Who plays first"), default_value = "search")]
    pub player0: Strategy,
    #[arg(long, value_name = "SPEC", help = player_help("Who plays second"), default_value = "random")]
    pub player1: Strategy,
    /// How many games to play (1 or more).
    #[arg(long, value_name = "N", default_value_t = 1, allow_negative_numbers = true, value_parser = parse_games)]
    pub games: usize,
    /// The seed every player's choices, and the order of the openings the
    /// games start from, are drawn from: same seed, same games.
    #[arg(long, value_name = "S", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_seed)]
    pub seed: u64,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `ayoayo play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Which player you are: 0 (you move first) or 1.
    #[arg(long, value_name = "0|1", default_value = "0")]
    pub you: Player,
    #[arg(long, value_name = "SPEC", help = player_help("Your opponent"), default_value = "search")]
    pub opponent: Strategy,
    /// The seed the opponent's choices are drawn from.
    #[arg(long, value_name = "S", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_seed)]
    pub seed: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// `parse_depth` takes depths up to the limit the help gives.
    #[test]
    fn parse_depth_stops_at_the_limit() {
        assert!(parse_depth(&MAX_PERFT_DEPTH.to_string()).is_ok());
        assert!(parse_depth(&(MAX_PERFT_DEPTH + 1).to_string()).is_err());
    }

    /// clap's own check of the definitions: no two options share a name,
    /// every default parses, and so on.
    #[test]
    fn the_arguments_are_well_formed() {
        Cli::command().debug_assert();
    }
}
