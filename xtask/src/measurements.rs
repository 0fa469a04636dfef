//! The measurements behind every number the book quotes: one data file,
//! `book/src/data/measurements.tsv`, written by `cargo xtask measure` from
//! criterion's results, and the table and chart of "The cost of elegance"
//! drawn from it.
//!
//! A line of the file is `BENCHMARK<TAB>NANOSECONDS`, where BENCHMARK is
//! criterion's full id (`cost/sow/injected`: group `cost`, function
//! `sow/injected`). The first line names the machine.

use std::fmt::Write;
use std::fs;
use std::path::Path;

/// Where the data file lives, relative to the repository's root.
pub const DATA_FILE: &str = "book/src/data/measurements.tsv";

/// The benchmark targets `cargo xtask measure` runs, whose groups fill the
/// data file.
pub const BENCHES: [&str; 1] = ["elegance"];

/// The criterion groups those benchmarks write.
pub const GROUPS: [&str; 3] = ["stages", "cost", "game"];

/// The stages' names, in the order the book builds them (the columns of
/// the cost table).
pub fn stage_names() -> impl Iterator<Item = &'static str> {
    ayoayo::stages::STAGES.iter().map(|&(_, name)| name)
}

/// The operations of the cost table, in the order the chapter lists them.
pub const OPERATIONS: [&str; 5] = [
    "sow",
    "relay sow",
    "possible moves",
    "permissible moves",
    "100 random games",
];

/// The recorded results: where they were measured, and each benchmark's
/// mean in nanoseconds, in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct Data {
    /// The machine, as the first line of the file names it.
    pub machine: String,
    /// `(benchmark id, mean nanoseconds)`.
    pub rows: Vec<(String, f64)>,
}

impl Data {
    /// Reads and parses the data file under `root`.
    pub fn load(root: &Path) -> Result<Data, String> {
        let path = root.join(DATA_FILE);
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Data::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parses the text of a data file.
    pub fn parse(text: &str) -> Result<Data, String> {
        let machine = text
            .lines()
            .next()
            .and_then(|l| l.split("measured on: ").nth(1))
            .ok_or("the first line must say `measured on: MACHINE`")?
            .trim()
            .to_string();
        let rows = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|(i, line)| match line.split('\t').collect::<Vec<_>>()[..] {
                [id, nanos] => {
                    nanos.parse().map(|n| (id.to_string(), n)).map_err(|_| {
                        format!("line {}: `{nanos}` is not a number", i + 1)
                    })
                }
                _ => Err(format!(
                    "line {}: expected two tab-separated fields",
                    i + 1
                )),
            })
            .collect::<Result<_, _>>()?;
        Ok(Data { machine, rows })
    }

    /// The text of the data file.
    pub fn to_tsv(&self) -> String {
        let mut out = format!(
            "# benchmark\tmean nanoseconds (criterion), measured on: {}\n",
            self.machine
        );
        for (id, nanos) in &self.rows {
            let _ = writeln!(out, "{id}\t{nanos:.1}");
        }
        out
    }

    /// The mean of benchmark `id`, if it was measured.
    pub fn nanos(&self, id: &str) -> Option<f64> {
        self.rows.iter().find(|(i, _)| i == id).map(|&(_, n)| n)
    }

    /// The mean of benchmark `id`, or an error saying how to record it.
    pub fn require(&self, id: &str) -> Result<f64, String> {
        self.nanos(id).ok_or_else(|| {
            format!("no measurement `{id}` in {DATA_FILE} (run `cargo xtask measure`)")
        })
    }

    /// The cost group's results as (operation, stage, nanoseconds), in the
    /// chapter's order.
    pub fn costs(&self) -> Vec<(&str, &str, f64)> {
        let mut out: Vec<(&str, &str, f64)> = self
            .rows
            .iter()
            .filter_map(|(id, n)| {
                let (op, stage) = id.strip_prefix("cost/")?.split_once('/')?;
                Some((op, stage, *n))
            })
            .collect();
        out.sort_by_key(|&(op, stage, _)| {
            (
                OPERATIONS.iter().position(|o| *o == op),
                stage_names().position(|s| s == stage),
            )
        });
        out
    }
}

/// The machine this runs on, for the data file: processor, cores, system.
pub fn this_machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.split_whitespace().collect::<Vec<_>>().join(" "))
        })
        .unwrap_or_else(|| "an unknown processor".to_string());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{cpu}, {cores} cores, {}", std::env::consts::OS)
}

/// Reads criterion's latest results for `groups` under `criterion_dir`
/// (normally `target/criterion`), in benchmark order.
pub fn read_criterion(
    criterion_dir: &Path,
    groups: &[&str],
) -> Result<Vec<(String, f64)>, String> {
    let mut out = Vec::new();
    let mut stack = vec![criterion_dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = fs::read_dir(&dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.file_name().is_some_and(|n| n == "new") {
                if let Some(row) = read_result(&path)? {
                    out.push(row);
                }
            } else if path.is_dir() {
                stack.push(path);
            }
        }
    }
    out.retain(|(id, _)| {
        groups.iter().any(|g| id.starts_with(&format!("{g}/")))
    });
    out.sort_by(|a, b| a.0.cmp(&b.0));
    if out.is_empty() {
        return Err(format!(
            "no results for {groups:?} under {}",
            criterion_dir.display()
        ));
    }
    Ok(out)
}

fn read_result(dir: &Path) -> Result<Option<(String, f64)>, String> {
    let read = |name: &str| -> Result<Option<serde_json::Value>, String> {
        match fs::read_to_string(dir.join(name)) {
            Ok(text) => serde_json::from_str(&text)
                .map(Some)
                .map_err(|e| format!("{}: {e}", dir.join(name).display())),
            Err(_) => Ok(None),
        }
    };
    let (Some(bench), Some(estimates)) =
        (read("benchmark.json")?, read("estimates.json")?)
    else {
        return Ok(None);
    };
    let id = bench["full_id"].as_str().ok_or_else(|| {
        format!("{}: benchmark.json has no full_id", dir.display())
    })?;
    let mean =
        estimates["mean"]["point_estimate"]
            .as_f64()
            .ok_or_else(|| {
                format!("{}: estimates.json has no mean", dir.display())
            })?;
    Ok(Some((id.to_string(), mean)))
}

/// A time for people: `31 ns`, `1.2 µs`, `45 ms`.
pub fn human(nanos: f64) -> String {
    if nanos < 1_000.0 {
        format!("{nanos:.0} ns")
    } else if nanos < 1_000_000.0 {
        format!("{:.1} µs", nanos / 1_000.0)
    } else {
        format!("{:.1} ms", nanos / 1_000_000.0)
    }
}

/// What played an operation in a stage's column: the stage, except that
/// stage four has no game of its own, so the engine built on it plays its
/// games.
pub fn played_by(op: &str, stage: &str) -> String {
    match (op, stage) {
        ("100 random games", "iterative") => "the engine".to_string(),
        _ => stage.to_string(),
    }
}

/// The cost group as a markdown table: an operation a row, a stage a
/// column.
pub fn cost_table(data: &Data) -> String {
    let costs = data.costs();
    let mut out = String::from("| operation |");
    for stage in stage_names() {
        let _ = write!(out, " {stage} |");
    }
    out.push_str("\n| --- |");
    out.push_str(&" ---: |".repeat(stage_names().count()));
    out.push('\n');
    for op in OPERATIONS {
        if !costs.iter().any(|&(o, _, _)| o == op) {
            continue;
        }
        let _ = write!(out, "| {op} |");
        for stage in stage_names() {
            let cell = costs
                .iter()
                .find(|&&(o, s, _)| o == op && s == stage)
                .map_or("—".to_string(), |&(_, _, n)| {
                    match played_by(op, stage) {
                        by if by == stage => human(n),
                        by => format!("{} ({by})", human(n)),
                    }
                });
            let _ = write!(out, " {cell} |");
        }
        out.push('\n');
    }
    out
}

/// The results as a bar chart: one panel per operation, each bar a stage,
/// scaled to the slowest stage of that operation.
pub fn cost_chart(data: &Data) -> String {
    let costs = data.costs();
    let machine = data.machine.as_str();
    const COLORS: [&str; 4] = ["#b5523b", "#d9a441", "#5b8c5a", "#3b6ea5"];
    const BAR_H: f64 = 16.0;
    const LABEL_W: f64 = 150.0;
    const PLOT_W: f64 = 360.0;
    let ops: Vec<&str> = OPERATIONS
        .into_iter()
        .filter(|op| costs.iter().any(|&(o, _, _)| o == *op))
        .collect();
    let panel_h = |op: &str| {
        let bars = costs.iter().filter(|&&(o, _, _)| o == op).count() as f64;
        24.0 + bars * (BAR_H + 4.0) + 10.0
    };
    let height: f64 =
        40.0 + ops.iter().map(|op| panel_h(op)).sum::<f64>() + 30.0;
    let width = LABEL_W + PLOT_W + 90.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0} {height:.0}" width="{width:.0}" height="{height:.0}" font-family="sans-serif" font-size="12" role="img">"##
    );
    out.push_str(&crate::svg::paper(width, height));
    let _ = writeln!(
        out,
        "<title>The same operations in each stage, relative to the slowest</title>"
    );
    let _ = writeln!(
        out,
        r##"<text x="10" y="22" font-size="14" font-weight="bold" fill="#222">Mean time per call, each operation scaled to its slowest stage</text>"##
    );
    let mut y = 40.0;
    for op in &ops {
        let rows: Vec<(&str, f64)> = costs
            .iter()
            .filter(|&&(o, _, _)| o == *op)
            .map(|&(_, stage, nanos)| (stage, nanos))
            .collect();
        let slowest = rows.iter().map(|&(_, n)| n).fold(0.0, f64::max);
        let _ = writeln!(
            out,
            r##"<text x="10" y="{:.1}" font-weight="bold" fill="#222">{op}</text>"##,
            y + 14.0
        );
        y += 24.0;
        for (stage, nanos) in rows {
            let color = stage_names()
                .position(|s| s == stage)
                .map_or("#888", |i| COLORS[i]);
            let w = if slowest > 0.0 {
                (nanos / slowest * PLOT_W).max(1.0)
            } else {
                1.0
            };
            let _ = writeln!(
                out,
                r##"<text x="{:.1}" y="{:.1}" text-anchor="end" fill="#333">{}</text><rect x="{LABEL_W}" y="{y:.1}" width="{w:.1}" height="{BAR_H}" fill="{color}"/><text x="{:.1}" y="{:.1}" fill="#333">{}</text>"##,
                LABEL_W - 8.0,
                y + 12.0,
                played_by(op, stage),
                LABEL_W + w + 6.0,
                y + 12.0,
                human(nanos)
            );
            y += BAR_H + 4.0;
        }
        y += 10.0;
    }
    let _ = writeln!(
        out,
        r##"<text x="10" y="{:.1}" font-size="11" fill="#555">criterion means, measured on {}</text>"##,
        height - 12.0,
        machine.replace('&', "&amp;").replace('<', "&lt;")
    );
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_round_trips() {
        let data = Data {
            machine: "a test machine".into(),
            rows: vec![
                ("cost/sow/injected".into(), 60.7),
                ("stages/x".into(), 9.3),
            ],
        };
        assert_eq!(Data::parse(&data.to_tsv()), Ok(data));
    }

    #[test]
    fn bad_lines_are_refused() {
        let head = "# benchmark\tmean, measured on: m\n";
        assert!(
            Data::parse(&format!("{head}cost/sow/injected\tfast\n")).is_err()
        );
        assert!(Data::parse(&format!("{head}cost/sow/injected\n")).is_err());
        assert!(Data::parse("cost/sow/injected\t1.0\n").is_err());
    }

    #[test]
    fn times_read_like_times() {
        assert_eq!(human(31.2), "31 ns");
        assert_eq!(human(1_234.0), "1.2 µs");
        assert_eq!(human(45_600_000.0), "45.6 ms");
    }
}
