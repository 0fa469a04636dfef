//! How strong the opponent is: matches between players, recorded in
//! `book/src/data/strength.tsv` by `cargo xtask strength`, and the tables
//! Part VI shows, drawn from that file and from the search itself.
//!
//! A line of the file is one pairing, player 0 first:
//! `PLAYER0 PLAYER1 GAMES WINS0 WINS1 TIES MS0 MS1 NODES0 NODES1`, tab
//! separated, where `MS` is the mean milliseconds per move and `NODES` the
//! positions each player searched in all. The first line names the machine
//! and the seed.

use std::fmt::Write;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use ayoayo::board::Outcome;
use ayoayo::board::PITS;
use ayoayo::engine::{perft, Position};
use ayoayo::game::players::{
    opening_value, play_games, OPENINGS, OPENING_BALANCE, OPENING_DEPTH,
};
use ayoayo::game::search::Weights;
use ayoayo::game::{play_match, Limit, Opponent, Search, Spec};

/// Where the match results live, relative to the repository's root.
pub const STRENGTH_FILE: &str = "book/src/data/strength.tsv";

/// The seed every recorded match uses.
pub const SEED: u64 = 2019;

/// The depths of the ladder: each plays the one below it.
pub const LADDER: [u32; 5] = [4, 6, 8, 10, 12];

/// The pairings recorded, stronger player first, and how many games each
/// side plays: each is also played with the sides swapped.
pub fn matchups() -> Vec<(Spec, Spec, usize)> {
    let depth = |d| Spec::Search(Limit::Depth(d));
    let mut out = vec![
        (Spec::DEFAULT, Spec::Random, 20),
        (Spec::DEFAULT, Spec::Greedy, 20),
        (Spec::DEFAULT, Spec::Margin(8), 100),
        (Spec::DEFAULT, depth(8), 100),
        (depth(8), Spec::Margin(8), 100),
    ];
    for pair in LADDER.windows(2) {
        out.push((depth(pair[1]), depth(pair[0]), 100));
    }
    out
}

/// Every pairing as played, each matchup both ways round.
pub fn pairings() -> Vec<([Spec; 2], usize)> {
    matchups()
        .into_iter()
        .flat_map(|(a, b, games)| [([a, b], games), ([b, a], games)])
        .collect()
}

/// One recorded pairing.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Who played first and second, as typed (`search:3`).
    pub players: [String; 2],
    /// Games played.
    pub games: u32,
    /// Games won by each player.
    pub wins: [u32; 2],
    /// Games tied.
    pub ties: u32,
    /// Mean milliseconds per move of each player.
    pub ms: [f64; 2],
    /// Positions each player searched over the match.
    pub nodes: [u64; 2],
    /// Moves each player chose (the openings' moves not counted).
    pub moves: [u32; 2],
}

/// Plays every pairing and returns the text of the data file.
pub fn measure(machine: &str, progress: &mut impl FnMut(&str)) -> String {
    let mut out = format!(
        "# player0\tplayer1\tgames\twins0\twins1\tties\tms0\tms1\tnodes0\tnodes1\tmoves0\tmoves1, seed {SEED}, measured on: {machine}\n"
    );
    for (players, games) in pairings() {
        progress(&format!("{} vs {}, {games} games", players[0], players[1]));
        let (mut wins, mut ties) = ([0u32; 2], 0u32);
        let mut thinking = [(Duration::ZERO, 0u32); 2];
        let mut nodes = [0u64; 2];
        for game in play_match(players, games, SEED) {
            match game.outcome {
                Outcome::Winner(p) => wins[p.index()] += 1,
                Outcome::Tie => ties += 1,
            }
            for p in 0..2 {
                thinking[p].0 += game.thinking[p].0;
                thinking[p].1 += game.thinking[p].1;
                nodes[p] += game.nodes[p];
            }
        }
        let ms = thinking
            .map(|(t, m)| t.as_secs_f64() * 1000.0 / f64::from(m.max(1)));
        let _ = writeln!(
            out,
            "{}\t{}\t{games}\t{}\t{}\t{ties}\t{:.4}\t{:.4}\t{}\t{}\t{}\t{}",
            players[0],
            players[1],
            wins[0],
            wins[1],
            ms[0],
            ms[1],
            nodes[0],
            nodes[1],
            thinking[0].1,
            thinking[1].1
        );
    }
    out
}

/// The recorded rows.
pub fn load(root: &Path) -> Result<Vec<Row>, String> {
    let path = root.join(STRENGTH_FILE);
    let text = fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if !text
        .lines()
        .next()
        .is_some_and(|l| l.contains("measured on: "))
    {
        return Err(format!(
            "{STRENGTH_FILE}: the first line must name the machine"
        ));
    }
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let bad = || {
            format!(
                "{STRENGTH_FILE}:{}: expected 12 tab-separated fields",
                i + 1
            )
        };
        if f.len() != 12 {
            return Err(bad());
        }
        let n = |k: usize| f[k].parse::<u64>().map_err(|_| bad());
        let x = |k: usize| f[k].parse::<f64>().map_err(|_| bad());
        rows.push(Row {
            players: [f[0].to_string(), f[1].to_string()],
            games: n(2)? as u32,
            wins: [n(3)? as u32, n(4)? as u32],
            ties: n(5)? as u32,
            ms: [x(6)?, x(7)?],
            nodes: [n(8)?, n(9)?],
            moves: [n(10)? as u32, n(11)? as u32],
        });
    }
    let expected: Vec<[String; 2]> = pairings()
        .iter()
        .map(|(p, _)| p.map(|s| s.to_string()))
        .collect();
    let recorded: Vec<[String; 2]> =
        rows.iter().map(|r| r.players.clone()).collect();
    if expected != recorded {
        return Err(format!(
            "{STRENGTH_FILE} records other pairings than the tooling plays: run `cargo xtask strength`"
        ));
    }
    Ok(rows)
}

/// A matchup over both seats: the first player's points (a win is one, a
/// tie a half) and results, and each player's time and speed.
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
    /// The first player's share of the points, from 0 to 1.
    pub fn points(&self) -> f64 {
        let [won, _, tied] = self.results;
        (f64::from(won) + f64::from(tied) / 2.0) / f64::from(self.games.max(1))
    }
}

/// The recorded matchups, in the order [`matchups`] lists them.
pub fn summaries(rows: &[Row]) -> Vec<Matchup> {
    rows.chunks(2)
        .map(|pair| {
            let (a, b) = (&pair[0], &pair[1]);
            let moves = |p: usize, q: usize| {
                f64::from(a.moves[p]) * a.ms[p]
                    + f64::from(b.moves[q]) * b.ms[q]
            };
            let count = |p: usize, q: usize| {
                f64::from(a.moves[p] + b.moves[q]).max(1.0)
            };
            let nodes = |p: usize, q: usize| a.nodes[p] + b.nodes[q];
            let nps = |p: usize, q: usize| {
                let seconds = moves(p, q) / 1000.0;
                (nodes(p, q) > 0).then(|| nodes(p, q) as f64 / seconds)
            };
            Matchup {
                players: a.players.clone(),
                games: a.games + b.games,
                results: [
                    a.wins[0] + b.wins[1],
                    a.wins[1] + b.wins[0],
                    a.ties + b.ties,
                ],
                ms: [moves(0, 1) / count(0, 1), moves(1, 0) / count(1, 0)],
                nps: [nps(0, 1), nps(1, 0)],
            }
        })
        .collect()
}

/// The strength table: each matchup over both seats, who won how often,
/// time per move, and positions searched per second.
pub fn strength_table(root: &Path) -> Result<String, String> {
    let mut out = String::from(
        "| player | against | games | won / lost / tied | points | ms per move | positions per second |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for m in summaries(&load(root)?) {
        let nps = |p: usize| {
            m.nps[p]
                .map_or("–".to_string(), |v| format!("{:.0}k", v / 1000.0))
        };
        let [won, lost, tied] = m.results;
        let _ = writeln!(
            out,
            "| {} | {} | {} | {won} / {lost} / {tied} | {:.0}% | {:.1} / {:.1} | {} / {} |",
            m.players[0],
            m.players[1],
            m.games,
            m.points() * 100.0,
            m.ms[0],
            m.ms[1],
            nps(0),
            nps(1)
        );
    }
    Ok(out)
}

/// Where the tuning's trials are recorded.
pub const TUNING_FILE: &str = "book/src/data/tuning.tsv";

/// The tuning's rounds: how deep its players search, and how far each
/// trial moves a weight. Coarse steps at a shallow depth, where games are
/// quick, then finer ones deeper, where the weights will be used.
pub const TUNING_ROUNDS: [(u32, i32); 5] =
    [(6, 40), (6, 20), (6, 10), (8, 20), (8, 10)];

/// Games a trial plays from each seat.
pub const TUNING_GAMES: usize = 100;

/// The names of [`Weights`]' fields, in order.
pub const FEATURES: [&str; 6] = [
    "captured",
    "on_row",
    "mobility",
    "targets",
    "relays",
    "must_feed",
];

/// The weights as numbers, in the order of [`FEATURES`].
pub fn weights_array(w: &Weights) -> [i32; 6] {
    [
        w.captured,
        w.on_row,
        w.mobility,
        w.targets,
        w.relays,
        w.must_feed,
    ]
}

fn weights_of(a: [i32; 6]) -> Weights {
    Weights {
        captured: a[0],
        on_row: a[1],
        mobility: a[2],
        targets: a[3],
        relays: a[4],
        must_feed: a[5],
    }
}

/// The share of the points `challenger` takes from `holder`, both searching
/// `depth` plies, over [`TUNING_GAMES`] games from each seat.
fn trial(challenger: Weights, holder: Weights, depth: u32, seed: u64) -> f64 {
    let spec = Spec::Search(Limit::Depth(depth));
    let mut points = 0.0;
    for side in 0..2 {
        let make = |s: usize, seed: u64| {
            let w = if s == side { challenger } else { holder };
            Opponent::weighing(spec, seed, w)
        };
        for game in play_games(make, TUNING_GAMES, seed) {
            points += match game.outcome {
                Outcome::Winner(p) if p.index() == side => 1.0,
                Outcome::Winner(_) => 0.0,
                Outcome::Tie => 0.5,
            };
        }
    }
    points / (2 * TUNING_GAMES) as f64
}

/// Finds the weights by self-play, and returns the data file's text: from
/// the score alone, each weight in turn is moved up or down by a step, and
/// the change is kept if the new weights take more than 55% of the points
/// from the old, over the rounds of [`TUNING_ROUNDS`]. Every trial is
/// recorded; the last line holds the weights found.
pub fn tune(progress: &mut impl FnMut(&str)) -> String {
    let mut out = format!(
        "# round\tdepth\tfeature\tweight\tpoints\tkept; {TUNING_GAMES} games a seat, seed {SEED}\n"
    );
    let mut weights = weights_array(&Weights::MARGIN).map(|w| w * 100);
    let mut trials = 0;
    for (round, (depth, step)) in TUNING_ROUNDS.into_iter().enumerate() {
        for feature in 1..FEATURES.len() {
            for sign in [1, -1] {
                let mut candidate = weights;
                candidate[feature] += sign * step;
                trials += 1;
                let share = trial(
                    weights_of(candidate),
                    weights_of(weights),
                    depth,
                    SEED + trials,
                );
                let kept = share > 0.55;
                let line = format!(
                    "{}\t{depth}\t{}\t{}\t{share:.3}\t{kept}",
                    round + 1,
                    FEATURES[feature],
                    candidate[feature]
                );
                progress(&line);
                let _ = writeln!(out, "{line}");
                if kept {
                    weights = candidate;
                    break;
                }
            }
        }
    }
    let found: Vec<String> = weights.iter().map(i32::to_string).collect();
    let _ = writeln!(out, "tuned\t{}", found.join("\t"));
    out
}

/// Every three permissible moves from the opening, in pit order.
fn starts() -> impl Iterator<Item = [usize; 3]> {
    (0..PITS * PITS * PITS)
        .map(|n| [n / (PITS * PITS), n / PITS % PITS, n % PITS])
        .filter(|moves| {
            let mut game = ayoayo::game::Game::new();
            moves.iter().all(|&pit| game.play(pit).is_ok())
        })
}

/// Every start that leaves a game [`OPENING_BALANCE`] stones or less from
/// even: the match openings.
pub fn balanced_openings() -> Vec<[usize; 3]> {
    starts()
        .filter(|moves| {
            opening_value(moves).is_some_and(|v| v.abs() <= OPENING_BALANCE)
        })
        .collect()
}

/// A quoted figure of the match openings: `count`, `starts` (every
/// three permissible moves from the opening), `depth` or `balance`.
pub fn openings(what: &str) -> Result<String, String> {
    match what {
        "count" => Ok(OPENINGS.len().to_string()),
        "starts" => Ok(starts().count().to_string()),
        "depth" => Ok(OPENING_DEPTH.to_string()),
        "balance" => Ok(OPENING_BALANCE.to_string()),
        _ => Err(format!(
            "`openings {what}`: count, starts, depth or balance"
        )),
    }
}

/// The weights the recorded tuning found (its last line).
pub fn tuned(root: &Path) -> Result<Weights, String> {
    let path = root.join(TUNING_FILE);
    let text = fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let last = text.lines().last().unwrap_or_default();
    let numbers: Vec<i32> = last
        .strip_prefix("tuned\t")
        .map(|l| l.split('\t').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_default();
    let array: [i32; 6] = numbers.try_into().map_err(|_| {
        format!("{TUNING_FILE}: the last line must be `tuned` and six weights")
    })?;
    Ok(weights_of(array))
}

/// A quoted figure from the match data: `share search random` is the
/// share of the points `search` took against `random` over both seats.
pub fn share(root: &Path, a: &str, b: &str) -> Result<String, String> {
    summaries(&load(root)?)
        .iter()
        .find(|m| m.players == [a, b])
        .map(|m| format!("{:.0}%", m.points() * 100.0))
        .ok_or_else(|| {
            format!("no games of {a} against {b} in {STRENGTH_FILE}")
        })
}

/// How many positions plain minimax visits and alpha-beta (with its table
/// and move ordering) visits, looking 1 to `deepest` plies ahead from the
/// opening. Minimax visits every sequence of up to `depth` moves once, so
/// its count is one (the opening) plus the perft counts.
pub fn search_counts(deepest: u32) -> Vec<(u32, u64, u64)> {
    let opening = Position::opening();
    let counts = perft(&opening, deepest as usize);
    (1..=deepest)
        .map(|depth| {
            let minimax = 1 + counts[..depth as usize].iter().sum::<u64>();
            // The evaluation minimax uses, so that only the pruning differs.
            let mut search = Search::with(Weights::MARGIN);
            search.value(&opening, depth);
            (depth, minimax, search.nodes())
        })
        .collect()
}

/// The search's effective branching factor from the opening: how many
/// times more positions each further ply costs it, as the fourth root of
/// the positions a 10-ply search visits over those a 6-ply one does
/// (two even depths, so that the parity of the plies cancels out).
pub fn branching() -> f64 {
    let nodes = |depth| {
        let mut search = Search::new();
        search.value(&Position::opening(), depth);
        search.nodes() as f64
    };
    (nodes(10) / nodes(6)).powf(0.25)
}

/// How deep the search table goes (deeper makes every `cargo test` pay
/// for a longer perft).
pub const SEARCH_TABLE_DEPTH: u32 = 6;

/// The table of [`search_counts`].
pub fn search_table() -> String {
    let mut out = String::from(
        "| plies ahead | minimax visits | alpha-beta visits | fewer by |\n| ---: | ---: | ---: | ---: |\n",
    );
    for (depth, minimax, alpha_beta) in search_counts(SEARCH_TABLE_DEPTH) {
        let _ = writeln!(
            out,
            "| {depth} | {minimax} | {alpha_beta} | {:.1}× |",
            minimax as f64 / alpha_beta as f64
        );
    }
    out
}

/// Where the engine's history of speed-ups is recorded.
pub const ENGINE_HISTORY_FILE: &str = "book/src/data/engine-history.tsv";

/// One version of the engine as recorded: its name, what it
/// changed, and `perft 8`'s time in seconds.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineRow {
    /// Its name in the `history` benchmark.
    pub name: String,
    /// What the version changed.
    pub change: String,
    /// `perft 8`'s time, in seconds.
    pub seconds: f64,
}

/// The table of what each change to the engine bought, from
/// [`ENGINE_HISTORY_FILE`]: every version was timed in the same run, so
/// the ratios compare like with like.
pub fn engine_history(root: &Path) -> Result<String, String> {
    let mut out = String::from(
        "| change | version | `perft 8` | faster by |\n\
         | --- | --- | ---: | ---: |\n",
    );
    let mut before: Option<f64> = None;
    for row in engine_history_rows(root)? {
        let s = row.seconds;
        let ratio = before.map_or("".to_string(), |b| format!("{:.1}×", b / s));
        let _ = writeln!(
            out,
            "| {} | `{}` | {s:.2} s | {ratio} |",
            row.change, row.name
        );
        before = Some(s);
    }
    Ok(out)
}

/// The recorded history of the engine, oldest version first.
pub fn engine_history_rows(root: &Path) -> Result<Vec<EngineRow>, String> {
    let path = root.join(ENGINE_HISTORY_FILE);
    let text = fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    parse_engine_history(&text)
}

/// Parses the engine history's lines: name, change and seconds, split by
/// tabs; `#` starts a comment line.
pub fn parse_engine_history(text: &str) -> Result<Vec<EngineRow>, String> {
    let mut out = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, change, seconds] = fields[..] else {
            return Err(format!(
                "{ENGINE_HISTORY_FILE}:{}: expected three fields",
                i + 1
            ));
        };
        let seconds: f64 = seconds.parse().map_err(|_| {
            format!(
                "{ENGINE_HISTORY_FILE}:{}: `{seconds}` is not a number",
                i + 1
            )
        })?;
        out.push(EngineRow {
            name: name.to_string(),
            change: change.to_string(),
            seconds,
        });
    }
    Ok(out)
}

/// Times `perft 8` with every version of the engine in one run (the
/// `history` benchmark, release build; it checks that every version counts
/// the same) and returns the data file's text.
pub fn measure_engine(root: &Path, machine: &str) -> Result<String, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["bench", "--quiet", "--features", "bench", "--bench"])
        .arg("history")
        .current_dir(root)
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cargo bench: {e}"))?;
    if !out.status.success() {
        return Err("cargo bench --bench history failed".into());
    }
    let rows = String::from_utf8_lossy(&out.stdout);
    let text = format!(
        "# perft 8 with each version of the engine (`cargo bench --features \
         bench --bench history`), timed in turn in one run, median of 3 \
         rounds, on: {machine}\n# name\tchange\tseconds\n{rows}"
    );
    parse_engine_history(&text)?;
    Ok(text)
}
