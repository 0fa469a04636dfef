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
use ayoayo::engine::{perft, Position};
use ayoayo::game::players::DEFAULT_DEPTH;
use ayoayo::game::{play_match, Search, Spec};

/// Where the match results live, relative to the repository's root.
pub const STRENGTH_FILE: &str = "book/src/data/strength.tsv";

/// The seed every recorded match uses.
pub const SEED: u64 = 2019;

/// The pairings recorded, each also played with the sides swapped, and how
/// many games each side plays.
pub fn pairings() -> Vec<([Spec; 2], usize)> {
    let search = Spec::Search(DEFAULT_DEPTH);
    let mut out = Vec::new();
    for (other, games) in [(Spec::Random, 300), (Spec::Greedy, 300)] {
        out.push(([search, other], games));
        out.push(([other, search], games));
    }
    for depth in 1..DEFAULT_DEPTH {
        let (weaker, stronger) = (Spec::Search(depth), Spec::Search(depth + 1));
        out.push(([stronger, weaker], 150));
        out.push(([weaker, stronger], 150));
    }
    out
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
    /// Moves each player chose (the random first moves not counted).
    pub moves: [u32; 2],
}

impl Row {
    /// Positions per second searched by player `p`, if it searched.
    pub fn nodes_per_second(&self, p: usize) -> Option<f64> {
        let seconds = self.ms[p] * f64::from(self.moves[p]) / 1000.0;
        (self.nodes[p] > 0).then(|| self.nodes[p] as f64 / seconds)
    }
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

fn percent(part: u32, whole: u32) -> String {
    format!("{:.0}%", f64::from(part) * 100.0 / f64::from(whole.max(1)))
}

/// The strength table: for each pairing, both sides, who won how often,
/// time per move, and positions searched per second.
pub fn strength_table(root: &Path) -> Result<String, String> {
    let rows = load(root)?;
    let mut out = String::from(
        "| player 0 | player 1 | games | player 0 won | player 1 won | tied | ms per move (0 / 1) | positions per second (0 / 1) |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for row in &rows {
        let nps = |p: usize| {
            row.nodes_per_second(p)
                .map_or("–".to_string(), |v| format!("{:.0}k", v / 1000.0))
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {:.2} / {:.2} | {} / {} |",
            row.players[0],
            row.players[1],
            row.games,
            percent(row.wins[0], row.games),
            percent(row.wins[1], row.games),
            percent(row.ties, row.games),
            row.ms[0],
            row.ms[1],
            nps(0),
            nps(1)
        );
    }
    Ok(out)
}

/// Player `a` against player `b`, both sides together: the games `a` won,
/// the games `b` won, and the games played; an error if they never met.
pub fn both_sides(
    rows: &[Row],
    a: &str,
    b: &str,
) -> Result<(u32, u32, u32), String> {
    let mut out = (0, 0, 0);
    for row in rows {
        for p in 0..2 {
            if row.players[p] == a && row.players[1 - p] == b {
                out.0 += row.wins[p];
                out.1 += row.wins[1 - p];
                out.2 += row.games;
            }
        }
    }
    if out.2 == 0 {
        return Err(format!("no games of {a} against {b} in {STRENGTH_FILE}"));
    }
    Ok(out)
}

/// A quoted figure from the match data: `share search random` is the
/// share of games `search` won against `random` over both sides.
pub fn share(root: &Path, a: &str, b: &str) -> Result<String, String> {
    let (won, _, games) = both_sides(&load(root)?, a, b)?;
    Ok(percent(won, games))
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
            let mut search = Search::new();
            search.value(&opening, depth);
            (depth, minimax, search.nodes())
        })
        .collect()
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
