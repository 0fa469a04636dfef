//! Players: a random one, a greedy one and the searching opponent, and
//! matches between them.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::search::{Limit, Search, MAX_DEPTH};
use super::{Game, Rng, Transition, Turn};
use crate::board::{Outcome, Pit, Score};
use crate::engine::Position;

/// How deep `search` looks when no depth is given.
pub const DEFAULT_DEPTH: u32 = 8;

// ANCHOR: spec
/// Who chooses the moves: as typed on the command line (`random`,
/// `greedy`, `search` or `search:D`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spec {
    /// Any permissible move, uniformly at random.
    Random,
    /// The move that captures most stones now; ties at random.
    Greedy,
    /// The searching opponent, looking this many plies ahead.
    Search(u32),
}
// ANCHOR_END: spec

impl FromStr for Spec {
    type Err = String;

    fn from_str(s: &str) -> Result<Spec, String> {
        match s {
            "random" => Ok(Spec::Random),
            "greedy" => Ok(Spec::Greedy),
            "search" => Ok(Spec::Search(DEFAULT_DEPTH)),
            _ => {
                let depth = s.strip_prefix("search:").ok_or_else(|| {
                    format!("`{s}` is not a player: use random, greedy, search or search:D")
                })?;
                match depth.parse::<u32>() {
                    Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(Spec::Search(d)),
                    _ => Err(format!(
                        "`{depth}` is not a search depth: use a whole number from 1 to {MAX_DEPTH}"
                    )),
                }
            }
        }
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spec::Random => write!(f, "random"),
            Spec::Greedy => write!(f, "greedy"),
            Spec::Search(d) if *d == DEFAULT_DEPTH => write!(f, "search"),
            Spec::Search(d) => write!(f, "search:{d}"),
        }
    }
}

// ANCHOR: opponent
/// A player that chooses moves: a [`Spec`] with its own seeded generator
/// and, for `search`, its own tables.
#[derive(Debug)]
pub struct Opponent {
    spec: Spec,
    rng: Rng,
    search: Search,
    nodes: u64,
}

impl Opponent {
    /// The player `spec`, its choices drawn from a generator seeded with
    /// `seed`: the same seed, the same choices.
    pub fn new(spec: Spec, seed: u64) -> Opponent {
        Opponent {
            spec,
            rng: Rng::with_seed(seed),
            search: Search::new(),
            nodes: 0,
        }
    }

    /// The move this player makes in `turn`; `None` if the game is over.
    /// It is always one of the turn's permissible moves.
    pub fn choose(&mut self, turn: &Turn) -> Option<Pit> {
        let moves = turn.transitions();
        let mover = turn.position().to_move().index();
        match self.spec {
            Spec::Random => {
                let any = below(&mut self.rng, moves.len().max(1));
                Some(moves.get(any)?.pit)
            }
            Spec::Greedy => {
                let gain = |t: &Transition| t.after.score()[mover];
                let most = moves.iter().map(gain).max()?;
                let best: Vec<Pit> = moves
                    .iter()
                    .filter(|t| gain(t) == most)
                    .map(|t| t.pit)
                    .collect();
                Some(best[below(&mut self.rng, best.len())])
            }
            Spec::Search(depth) => {
                let rng = &mut self.rng;
                let shuffle = |moves: &mut [Pit]| {
                    for i in (1..moves.len()).rev() {
                        moves.swap(i, below(rng, i + 1));
                    }
                };
                let limit = Limit::Depth(depth);
                let position = turn.position();
                let choice = self.search.choose(position, limit, shuffle)?;
                self.nodes += choice.nodes;
                Some(choice.pit)
            }
        }
    }
}

/// One of `0..n` (`n` at least 1), drawn alike on every platform: a
/// `usize` is 32 bits in the browser, where `Rng::usize` would draw
/// differently, and the page must choose what `ayoayo` chooses.
fn below(rng: &mut Rng, n: usize) -> usize {
    rng.u32(..n as u32) as usize
}
// ANCHOR_END: opponent

impl Opponent {
    /// Who this is.
    pub fn spec(&self) -> Spec {
        self.spec
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

/// How many moves at the start of each game of a match are drawn at
/// random (from the match's seed), whoever the players are. Without them
/// two searching players would play the same game every time.
pub const RANDOM_OPENING_PLIES: usize = 1;

/// Plays `games` games between `players[0]` (moving first) and
/// `players[1]` from the opening, under the referee's rules. The first
/// [`RANDOM_OPENING_PLIES`] moves of each game are random; the same seed
/// gives the same games, whoever plays them.
pub fn play_match(
    players: [Spec; 2],
    games: usize,
    seed: u64,
) -> impl Iterator<Item = MatchGame> {
    // One generator seeds every game's players and random opening.
    let mut seeds = Rng::with_seed(seed);
    (1..=games).map(move |number| {
        let mut opponents =
            players.map(|player| Opponent::new(player, seeds.u64(..)));
        let mut game = Game::from_position(Position::opening());
        let mut thinking = [(Duration::ZERO, 0); 2];
        let mut opening = Opponent::new(Spec::Random, seeds.u64(..));
        while !game.is_over() {
            let mover = game.position().to_move().index();
            let random = game.plies() < RANDOM_OPENING_PLIES;
            let chooser = match random {
                true => &mut opening,
                false => &mut opponents[mover],
            };
            let started = Instant::now();
            let pit = chooser
                .choose(game.turn())
                .expect("a game that is not over has a permissible move");
            if !random {
                thinking[mover].0 += started.elapsed();
                thinking[mover].1 += 1;
            }
            game.play(pit).expect("players choose permissible moves");
        }
        MatchGame {
            game: number,
            moves: game.moves().to_vec(),
            outcome: game.outcome().unwrap_or(Outcome::Tie),
            score: game.final_score(),
            by_repetition: game.ended_by_repetition(),
            thinking,
            nodes: [opponents[0].nodes(), opponents[1].nodes()],
        }
    })
}
