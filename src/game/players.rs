//! Players: a random one, a greedy one and the searching opponent, and
//! matches between them.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::history::Game;
use super::search::{Limit, Search, Weights, MAX_DEPTH};
use super::turn::Transition;
use crate::board::{Outcome, Pit, Score};
use crate::engine::Position;
use fastrand::Rng;

/// How long `search` thinks when no limit is given: long enough to look
/// far ahead, short enough that a person does not notice the wait.
pub const DEFAULT_TIME: Duration = Duration::from_millis(200);

/// The longest a search may be asked to think, in milliseconds.
pub(crate) const MAX_MS: u64 = 60_000;

/// Who chooses the moves: as typed on the command line (`random`,
/// `greedy`, `search`, `search:D`, `search:Tms` or `margin:D`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// Any permissible move, uniformly at random.
    Random,
    /// The move that captures most stones now; ties at random.
    Greedy,
    /// The searching opponent, within a depth (`search:8`, the same game
    /// every time) or a time (`search:50ms`; `search` is 200 ms a move).
    Search(Limit),
    /// The margin-only opponent: a fixed depth and nothing known of the
    /// game but the score. It differs from `search:D` only in what it
    /// judges a position by, so a match between them tests the evaluation.
    Margin(u32),
}

impl Strategy {
    /// The default opponent: `search`, 200 ms a move.
    pub const DEFAULT: Strategy = Strategy::Search(Limit::Time(DEFAULT_TIME));
}

/// Why typed text names no kind of player, in the reader's words (the
/// typed text quoted, clipped if long).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct NotAStrategy(String);

impl FromStr for Strategy {
    type Err = NotAStrategy;

    fn from_str(s: &str) -> Result<Strategy, NotAStrategy> {
        Strategy::read(s).map_err(NotAStrategy)
    }
}

impl Strategy {
    /// A strategy as `ayoayo match` names it, or why not.
    fn read(s: &str) -> Result<Strategy, String> {
        const USE: &str = "use random, greedy, search, search:D, search:Tms \
                           or margin:D";
        // What was typed, quoted back as every refusal quotes it.
        let quoted = |s: &str| format!("`{}`", crate::text::clip(s));
        let depth = |d: &str| match d.parse::<u32>() {
            Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(d),
            _ => Err(format!(
                "{} is not a search depth: use a whole number from 1 to \
                 {MAX_DEPTH}",
                quoted(d)
            )),
        };
        let time = |t: &str| match t.parse::<u64>() {
            Ok(ms) if (1..=MAX_MS).contains(&ms) => {
                Ok(Limit::Time(Duration::from_millis(ms)))
            }
            _ => Err(format!(
                "{} is not a time to think: use 1ms to {MAX_MS}ms",
                quoted(&format!("{t}ms"))
            )),
        };
        match s.split_once(':') {
            None if s == "random" => Ok(Strategy::Random),
            None if s == "greedy" => Ok(Strategy::Greedy),
            None if s == "search" => Ok(Strategy::DEFAULT),
            Some(("search", t)) if t.ends_with("ms") => {
                time(&t[..t.len() - 2]).map(Strategy::Search)
            }
            Some(("search", d)) => depth(d)
                .map(|d| Strategy::Search(Limit::Depth(d)))
                .map_err(|e| format!("{e}, or a time such as search:500ms")),
            Some(("margin", d)) => depth(d).map(Strategy::Margin),
            _ => Err(format!("{} is not a player: {USE}", quoted(s))),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Random => write!(f, "random"),
            Strategy::Greedy => write!(f, "greedy"),
            Strategy::Search(Limit::Time(t)) if *t == DEFAULT_TIME => {
                write!(f, "search")
            }
            Strategy::Search(Limit::Time(t)) => {
                write!(f, "search:{}ms", t.as_millis())
            }
            Strategy::Search(Limit::Depth(d)) => write!(f, "search:{d}"),
            Strategy::Margin(d) => write!(f, "margin:{d}"),
        }
    }
}

// ANCHOR: computer
/// A player that chooses moves: a [`Strategy`] with its own seeded generator
/// and, for `search`, its own tables.
#[derive(Debug)]
pub struct Computer {
    strategy: Strategy,
    rng: Rng,
    search: Search,
    nodes: u64,
    depth: u32,
}
// ANCHOR_END: computer

// ANCHOR: new
impl Computer {
    /// The player `strategy`, its choices drawn from a generator seeded with
    /// `seed`: the same seed, the same choices.
    pub fn new(strategy: Strategy, seed: u64) -> Computer {
        Computer::drawing_from(strategy, Rng::with_seed(seed))
    }
}
// ANCHOR_END: new

// ANCHOR: drawing_from
impl Computer {
    /// The player `strategy`, drawing from `rng` alone, with a search of
    /// its own if it searches.
    fn drawing_from(strategy: Strategy, rng: Rng) -> Computer {
        Computer {
            strategy,
            rng,
            search: search_for(strategy),
            nodes: 0,
            depth: 0,
        }
    }
}
// ANCHOR_END: drawing_from

// ANCHOR: random
impl Computer {
    /// The random player's move: any of `moves`, drawn from the player's
    /// own generator.
    fn random(&mut self, moves: &[Transition]) -> Option<Pit> {
        let any = below(&mut self.rng, moves.len().max(1));
        Some(moves.get(any)?.pit)
    }
}
// ANCHOR_END: random

// ANCHOR: greedy
impl Computer {
    /// The greedy player's move: one of the `moves` that leave `mover` the
    /// highest score, drawn from the player's own generator.
    fn greedy(&mut self, moves: &[Transition], mover: usize) -> Option<Pit> {
        let gain = |t: &Transition| t.after.score()[mover];
        let most = moves.iter().map(gain).max()?;
        let best: Vec<Pit> = moves
            .iter()
            .filter(|t| gain(t) == most)
            .map(|t| t.pit)
            .collect();
        Some(best[below(&mut self.rng, best.len())])
    }
}
// ANCHOR_END: greedy

// ANCHOR: choose
impl Computer {
    /// The move this player makes in `game`; `None` if the game is over.
    /// It is always one of the permissible moves.
    pub fn choose(&mut self, game: &Game) -> Option<Pit> {
        if game.is_over() {
            return None;
        }
        let turn = game.turn();
        let moves = turn.transitions();
        let mover = turn.position().to_move().index();
        match self.strategy {
            Strategy::Random => self.random(moves),
            Strategy::Greedy => self.greedy(moves, mover),
            Strategy::Search(limit) => self.search(game, limit),
            Strategy::Margin(depth) => self.search(game, Limit::Depth(depth)),
        }
    }
}
// ANCHOR_END: choose

// ANCHOR: search_move
/// The search a player of `strategy` keeps: the `margin` player's judges by
/// the score.
fn search_for(strategy: Strategy) -> Search {
    match strategy {
        Strategy::Margin(_) => Search::with_weights(Weights::MARGIN),
        _ => Search::new(),
    }
}

impl Computer {
    /// The searching players' move: equal moves shuffled by the player's
    /// generator, the game so far remembered for the repetition rule.
    fn search(&mut self, game: &Game, limit: Limit) -> Option<Pit> {
        let rng = &mut self.rng;
        let position = game.position();
        self.search.set_game_history(game.occurrences(), position);
        let choice = self
            .search
            .choose(position, limit, |moves| shuffle(rng, moves))?;
        self.nodes += choice.nodes;
        self.depth = choice.depth;
        Some(choice.pit)
    }
}
// ANCHOR_END: search_move

impl Computer {
    /// [`Computer::new`], but a searching player evaluates with `weights`
    /// (how `cargo xtask tune` tries new ones).
    pub fn with_weights(
        strategy: Strategy,
        seed: u64,
        weights: Weights,
    ) -> Computer {
        let mut computer = Computer::new(strategy, seed);
        computer.search.reweigh(weights);
        computer
    }
}

// ANCHOR: draws
/// One of `0..n` (`n` at least 1), drawn alike on every platform: a
/// `usize` is 32 bits in the browser, where `Rng::usize` would draw
/// differently, and the page must choose what `ayoayo` chooses.
fn below(rng: &mut Rng, n: usize) -> usize {
    rng.u32(..n as u32) as usize
}

/// `items` in an order drawn from `rng` (Fisher and Yates's shuffle, with
/// [`below`], so that it too is the same on every platform).
fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}
// ANCHOR_END: draws

impl Computer {
    /// How many plies ahead the last choice looked (0 if this player does
    /// not search).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Positions searched so far, over every choice.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// One game of a match, as `ayoayo match` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchGame {
    /// The game's number, from 1.
    pub game: usize,
    /// The moves played, in order.
    pub moves: Vec<Pit>,
    /// Who won.
    pub outcome: Outcome,
    /// The final score.
    pub score: Score,
    /// Whether the referee ended it on a third repetition.
    pub by_repetition: bool,
    /// Time each player spent choosing, and how many moves each made.
    pub thinking: [(Duration, u32); 2],
    /// Positions each player searched.
    pub nodes: [u64; 2],
}

#[cfg(feature = "internals")]
/// How far ahead the search that rates the match openings looks.
pub const OPENING_DEPTH: u32 = 10;

#[cfg(feature = "internals")]
/// How many stones from even a match opening may be rated.
pub const OPENING_BALANCE: i32 = 2;

#[cfg(feature = "internals")]
/// The value, for the player to move, of the position `moves` lead to
/// from the opening, searched [`OPENING_DEPTH`] plies ahead on the score
/// alone; `None` if one of the moves is not permissible or the game ends.
pub fn opening_value(moves: &[Pit]) -> Option<i32> {
    let mut game = Game::new();
    for &pit in moves {
        game.play(pit).ok()?;
    }
    if game.is_over() {
        return None;
    }
    Some(
        Search::with_weights(Weights::MARGIN)
            .value(game.position(), OPENING_DEPTH),
    )
}

/// The starts of match games (written by `cargo xtask tune`).
pub use super::tuned::OPENINGS;

/// Plays `games` games between `players[0]` (moving first) and
/// `players[1]`, under the referee's rules, each from one of the
/// [`OPENINGS`], taken in an order drawn from `seed`: the same seed gives
/// the same games, whoever plays them.
pub fn play_match(
    players: [Strategy; 2],
    games: usize,
    seed: u64,
) -> impl Iterator<Item = MatchGame> {
    play_games(
        move |side, seed| Computer::new(players[side], seed),
        games,
        seed,
    )
}

/// [`play_match`] between any two players: `make(side, seed)` makes the
/// player for side 0 (moving first) or 1 of each game.
pub fn play_games(
    mut make: impl FnMut(usize, u64) -> Computer,
    games: usize,
    seed: u64,
) -> impl Iterator<Item = MatchGame> {
    // One generator seeds every game's players and the openings' order.
    let mut seeds = Rng::with_seed(seed);
    let mut order: Vec<usize> = (0..OPENINGS.len()).collect();
    shuffle(&mut seeds, &mut order);
    (1..=games).map(move |number| {
        let first = make(0, seeds.u64(..));
        let mut computers = [first, make(1, seeds.u64(..))];
        let mut game = Game::from_position(Position::opening());
        for &pit in &OPENINGS[order[(number - 1) % order.len()]] {
            game.play(pit).expect("the openings are permissible");
        }
        let mut thinking = [(Duration::ZERO, 0); 2];
        while !game.is_over() {
            let mover = game.position().to_move().index();
            let started = Instant::now();
            let pit = computers[mover]
                .choose(&game)
                .expect("a game that is not over has a permissible move");
            thinking[mover].0 += started.elapsed();
            thinking[mover].1 += 1;
            game.play(pit).expect("players choose permissible moves");
        }
        MatchGame {
            game: number,
            moves: game.moves().to_vec(),
            outcome: game.outcome().unwrap_or(Outcome::Tie),
            score: game.final_score(),
            by_repetition: game.ended_by_repetition(),
            thinking,
            nodes: [computers[0].nodes(), computers[1].nodes()],
        }
    })
}
