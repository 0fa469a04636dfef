//! How strong the opponent is: the matches `cargo xtask strength` records
//! in [`STRENGTH_FILE`] (a pairing a line, player 0 first, with the columns
//! its first line names), and the table Part VI draws from them. What
//! Part VI quotes of the search itself is [`crate::search`]; the weights
//! and the even openings the matches start from are found in
//! [`crate::recorded::tune`].

use anyhow::{anyhow, Context, Result};
use std::fmt::Write;
use std::path::Path;

use ayoayo::game::{Limit, Strategy};
use ayoayo::game::{OPENINGS, OPENING_BALANCE, OPENING_DEPTH};

/// Where the match results live, relative to the repository's root.
pub const STRENGTH_FILE: &str = "book/src/data/strength.tsv";

/// The seed every recorded match uses.
pub const SEED: u64 = 2019;

/// The depths of the ladder: each plays the one below it.
pub const LADDER: [u32; 5] = [4, 6, 8, 10, 12];

/// The pairings recorded, stronger player first, and how many games each
/// side plays: each is also played with the sides swapped.
pub fn matchups() -> Vec<(Strategy, Strategy, usize)> {
    let depth = |d| Strategy::Search(Limit::Depth(d));
    let mut out = vec![
        (Strategy::DEFAULT, Strategy::Random, 20),
        (Strategy::DEFAULT, Strategy::Greedy, 20),
        (Strategy::DEFAULT, Strategy::Margin(8), 100),
        (Strategy::DEFAULT, depth(8), 100),
        (depth(8), Strategy::Margin(8), 100),
    ];
    for pair in LADDER.windows(2) {
        out.push((depth(pair[1]), depth(pair[0]), 100));
    }
    out
}

/// Every pairing as played, each matchup both ways round.
pub fn pairings() -> Vec<([Strategy; 2], usize)> {
    matchups()
        .into_iter()
        .flat_map(|(a, b, games)| [([a, b], games), ([b, a], games)])
        .collect()
}

/// A recorded matchup over both seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Matchup {
    /// The stronger player first, as typed.
    pub players: [String; 2],
    /// Games played, both seats.
    pub games: u32,
    /// Games the first won, lost and tied.
    pub results: [u32; 3],
    /// Mean milliseconds per move of each.
    pub ms: [f64; 2],
    /// Positions per second each searched, if it searched.
    pub nps: [Option<f64>; 2],
}

impl Matchup {
    /// The first player's share of the points (a tie is half), 0 to 1.
    pub fn points(&self) -> f64 {
        let [won, _, tied] = self.results;
        (f64::from(won) + f64::from(tied) / 2.0) / f64::from(self.games.max(1))
    }
}

/// One line of [`STRENGTH_FILE`]: a pairing in one seating, and how its
/// games went (each pair of numbers by seat). The one schema of the file:
/// `cargo xtask strength` writes these rows, and the book reads them.
#[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Row {
    /// The player in seat 0, as `ayoayo match` names it.
    pub player0: String,
    /// The player in seat 1.
    pub player1: String,
    /// How many games they played.
    pub games: u32,
    /// The games each seat won.
    pub wins: [u32; 2],
    /// The games tied.
    pub ties: u32,
    /// Each seat's mean milliseconds a move, written to four places.
    #[serde(serialize_with = "four_places")]
    pub ms: [f64; 2],
    /// The positions each seat searched.
    pub nodes: [u64; 2],
    /// The moves each seat made.
    pub moves: [u32; 2],
}

/// Times written to four decimal places, as the file has them.
fn four_places<S: serde::Serializer>(
    ms: &[f64; 2],
    s: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeTuple;
    let mut tuple = s.serialize_tuple(2)?;
    for m in ms {
        tuple.serialize_element(&format!("{m:.4}"))?;
    }
    tuple.end()
}

/// The recorded matchups, in the order [`matchups`] lists them.
pub fn load(root: &Path) -> Result<Vec<Matchup>> {
    parse(&crate::read(root, STRENGTH_FILE)?)
}

/// The matchups that the text of [`STRENGTH_FILE`] records.
fn parse(text: &str) -> Result<Vec<Matchup>> {
    crate::data::measured_on(text).context(STRENGTH_FILE)?;
    let rows: Vec<Row> = crate::data::data_rows(text).context(STRENGTH_FILE)?;
    let recorded = rows.iter().map(|r| [r.player0.clone(), r.player1.clone()]);
    if !recorded.eq(pairings().iter().map(|(p, _)| p.map(|s| s.to_string()))) {
        return Err(anyhow!(
            "{STRENGTH_FILE} records other pairings than the tooling plays: run `cargo xtask strength`"
        ));
    }
    let mut out = Vec::new();
    for pair in rows.chunks(2) {
        // Player p sits in seat p of the first row, 1 - p of the second.
        let (a, b) = (&pair[0], &pair[1]);
        let time = |p: usize| {
            f64::from(a.moves[p]) * a.ms[p]
                + f64::from(b.moves[1 - p]) * b.ms[1 - p]
        };
        let moves = |p: usize| a.moves[p] + b.moves[1 - p];
        let ms = |p| time(p) / f64::from(moves(p).max(1));
        let nodes = |p: usize| (a.nodes[p] + b.nodes[1 - p]) as f64;
        let nps = |p| (nodes(p) > 0.0).then(|| nodes(p) / (time(p) / 1e3));
        let won = |p: usize| a.wins[p] + b.wins[1 - p];
        out.push(Matchup {
            players: [a.player0.clone(), a.player1.clone()],
            games: a.games + b.games,
            results: [won(0), won(1), a.ties + b.ties],
            ms: [ms(0), ms(1)],
            nps: [nps(0), nps(1)],
        });
    }
    Ok(out)
}

/// The cost table: each matchup over both seats, its games, time per move,
/// and positions searched per second. Who won is the ladder's to show
/// (`ladder.svg`), so it is not said twice.
pub fn strength_table(root: &Path) -> Result<String> {
    let mut out = String::from(
        "| player | against | games | ms per move | positions per second |\n| --- | --- | ---: | ---: | ---: |\n",
    );
    let text = crate::read(root, STRENGTH_FILE)?;
    for m in parse(&text)? {
        let [nps0, nps1] = m.nps.map(|v| {
            v.map_or("–".to_string(), |v| format!("{:.0}k", v / 1000.0))
        });
        let ([a, b], [ms0, ms1]) = (&m.players, m.ms);
        let _ = writeln!(
            out,
            "| {a} | {b} | {} | {ms0:.1} / {ms1:.1} | {nps0} / {nps1} |",
            m.games,
        );
    }
    // The matches are recorded on their own, perhaps on another machine
    // than the book's other times: say which.
    let machine = crate::data::measured_on(&text).context(STRENGTH_FILE)?;
    let machine = crate::data::machine_in_prose(machine);
    let _ = write!(out, "\nThe matches were played on {machine}.\n");
    Ok(out)
}

/// What `openings` quotes of the matches' openings.
#[derive(Clone, Copy, Debug)]
pub enum OpeningFact {
    /// How many there are.
    Count,
    /// How many three-move starts were rated.
    Starts,
    /// How deep the rating search looked.
    Depth,
    /// How near even, in stones, an opening must be.
    Balance,
}

/// A quoted figure of the match openings.
pub fn openings(what: OpeningFact) -> String {
    match what {
        OpeningFact::Count => OPENINGS.len().to_string(),
        OpeningFact::Starts => {
            crate::recorded::tune::starts().count().to_string()
        }
        OpeningFact::Depth => OPENING_DEPTH.to_string(),
        OpeningFact::Balance => OPENING_BALANCE.to_string(),
    }
}

/// A quoted figure from the match data: `share search random` is the
/// share of the points `search` took against `random` over both seats.
pub fn share(root: &Path, a: &str, b: &str) -> Result<String> {
    Ok(format!("{:.0}%", points(root, a, b)? * 100.0))
}

/// `a`'s share of the points against `b`, from the recorded matches.
pub fn points(root: &Path, a: &str, b: &str) -> Result<f64> {
    load(root)?
        .iter()
        .find(|m| m.players == [a, b])
        .map(Matchup::points)
        .with_context(|| {
            format!("no games of {a} against {b} in {STRENGTH_FILE}")
        })
}
