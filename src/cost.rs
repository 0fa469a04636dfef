//! The cost of elegance: benchmark results as data, and the chart and table
//! the book draws from them.
//!
//! `benches/elegance.rs` measures; `examples/cost_of_elegance.rs` reads
//! criterion's results from `target/criterion/cost/` into
//! `book/src/data/cost-of-elegance.tsv` and redraws the chart and the table.
//! Tests check that the chart and the table in the book are exactly what this
//! module draws from that file.

use std::fmt::Write;
use std::fs;
use std::path::Path;

/// The stages, in the order the book builds them.
pub const STAGES: [&str; 4] = ["global state", "injected", "recursive", "iterative"];

/// The committed results the book shows.
pub const DATA: &str = include_str!("../book/src/data/cost-of-elegance.tsv");

/// One measured operation in one stage.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// What was measured ("sow", "relay sow", ...).
    pub operation: String,
    /// Which stage's function (one of [`STAGES`]).
    pub stage: String,
    /// Criterion's mean estimate, in nanoseconds.
    pub nanos: f64,
}

/// Parses `operation<TAB>stage<TAB>nanoseconds` lines (`#` starts a comment).
pub fn parse_tsv(text: &str) -> Result<Vec<Measurement>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, line)| {
            let parts: Vec<&str> = line.split('\t').collect();
            match parts.as_slice() {
                [operation, stage, nanos] => Ok(Measurement {
                    operation: operation.to_string(),
                    stage: stage.to_string(),
                    nanos: nanos
                        .parse()
                        .map_err(|_| format!("line {}: `{nanos}` is not a number", i + 1))?,
                }),
                _ => Err(format!(
                    "line {}: expected three tab-separated fields",
                    i + 1
                )),
            }
        })
        .collect()
}

/// The measurements as TSV, with a header comment.
pub fn to_tsv(measurements: &[Measurement], machine: &str) -> String {
    let mut out =
        format!("# operation\tstage\tmean nanoseconds (criterion), measured on: {machine}\n");
    for m in measurements {
        let _ = writeln!(out, "{}\t{}\t{:.1}", m.operation, m.stage, m.nanos);
    }
    out
}

/// The machine line of the committed data file.
pub fn machine(text: &str) -> &str {
    text.lines()
        .next()
        .and_then(|l| l.split("measured on: ").nth(1))
        .unwrap_or("unknown")
}

/// Reads criterion's results for the `cost` group under `criterion_dir`
/// (normally `target/criterion`), sorted by operation as the chapter lists
/// them, then by stage.
pub fn read_criterion(criterion_dir: &Path) -> Result<Vec<Measurement>, String> {
    let group = criterion_dir.join("cost");
    let entries = fs::read_dir(&group).map_err(|e| {
        format!(
            "{}: {e} (run `cargo bench --bench elegance` first)",
            group.display()
        )
    })?;
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let dir = entry.path().join("new");
        let (Ok(bench), Ok(estimates)) = (
            fs::read_to_string(dir.join("benchmark.json")),
            fs::read_to_string(dir.join("estimates.json")),
        ) else {
            continue;
        };
        let id =
            json_string(&bench, "\"function_id\":").ok_or("benchmark.json has no function_id")?;
        let (operation, stage) = id
            .split_once('/')
            .ok_or_else(|| format!("`{id}` is not operation/stage"))?;
        let mean = &estimates[estimates
            .find("\"mean\"")
            .ok_or("estimates.json has no mean")?..];
        let nanos = json_number(mean, "\"point_estimate\":")
            .ok_or("estimates.json has no point estimate")?;
        out.push(Measurement {
            operation: operation.to_string(),
            stage: stage.to_string(),
            nanos,
        });
    }
    out.sort_by_key(|m| {
        (
            operation_rank(&m.operation),
            STAGES.iter().position(|s| *s == m.stage),
        )
    });
    Ok(out)
}

fn operation_rank(operation: &str) -> usize {
    [
        "sow",
        "relay sow",
        "possible moves",
        "permissible moves",
        "100 random games",
    ]
    .iter()
    .position(|o| *o == operation)
    .unwrap_or(usize::MAX)
}

fn json_string(text: &str, key: &str) -> Option<String> {
    let rest = &text[text.find(key)? + key.len()..];
    let rest = &rest[rest.find('"')? + 1..];
    Some(rest[..rest.find('"')?].to_string())
}

fn json_number(text: &str, key: &str) -> Option<f64> {
    let rest = text[text.find(key)? + key.len()..].trim_start();
    let end =
        rest.find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+')))?;
    rest[..end].parse().ok()
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

fn operations(measurements: &[Measurement]) -> Vec<&str> {
    let mut ops: Vec<&str> = Vec::new();
    for m in measurements {
        if !ops.contains(&m.operation.as_str()) {
            ops.push(&m.operation);
        }
    }
    ops
}

/// The results as a markdown table: an operation a row, a stage a column.
pub fn table_markdown(measurements: &[Measurement]) -> String {
    let mut out = String::from("| operation |");
    for stage in STAGES {
        let _ = write!(out, " {stage} |");
    }
    out.push_str("\n| --- |");
    out.push_str(&" ---: |".repeat(STAGES.len()));
    out.push('\n');
    for op in operations(measurements) {
        let _ = write!(out, "| {op} |");
        for stage in STAGES {
            let cell = measurements
                .iter()
                .find(|m| m.operation == op && m.stage == stage)
                .map_or("—".to_string(), |m| human(m.nanos));
            let _ = write!(out, " {cell} |");
        }
        out.push('\n');
    }
    out
}

/// The results as a bar chart: one panel per operation, each bar a stage,
/// scaled to the slowest stage of that operation.
pub fn chart_svg(measurements: &[Measurement], machine: &str) -> String {
    const COLORS: [&str; 4] = ["#b5523b", "#d9a441", "#5b8c5a", "#3b6ea5"];
    const BAR_H: f64 = 16.0;
    const LABEL_W: f64 = 150.0;
    const PLOT_W: f64 = 360.0;
    let ops = operations(measurements);
    let panel_h = |op: &str| {
        let bars = measurements.iter().filter(|m| m.operation == op).count() as f64;
        24.0 + bars * (BAR_H + 4.0) + 10.0
    };
    let height: f64 = 40.0 + ops.iter().map(|op| panel_h(op)).sum::<f64>() + 30.0;
    let width = LABEL_W + PLOT_W + 90.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0} {height:.0}" width="{width:.0}" height="{height:.0}" font-family="sans-serif" font-size="12" role="img">"##
    );
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
        let rows: Vec<&Measurement> = measurements.iter().filter(|m| m.operation == *op).collect();
        let slowest = rows.iter().map(|m| m.nanos).fold(0.0, f64::max);
        let _ = writeln!(
            out,
            r##"<text x="10" y="{:.1}" font-weight="bold" fill="#222">{op}</text>"##,
            y + 14.0
        );
        y += 24.0;
        for m in rows {
            let color = STAGES
                .iter()
                .position(|s| *s == m.stage)
                .map_or("#888", |i| COLORS[i]);
            let w = if slowest > 0.0 {
                (m.nanos / slowest * PLOT_W).max(1.0)
            } else {
                1.0
            };
            let _ = writeln!(
                out,
                r##"<text x="{:.1}" y="{:.1}" text-anchor="end" fill="#333">{}</text><rect x="{LABEL_W}" y="{y:.1}" width="{w:.1}" height="{BAR_H}" fill="{color}"/><text x="{:.1}" y="{:.1}" fill="#333">{}</text>"##,
                LABEL_W - 8.0,
                y + 12.0,
                m.stage,
                LABEL_W + w + 6.0,
                y + 12.0,
                human(m.nanos)
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
    fn the_committed_data_parses_and_round_trips() {
        let data = parse_tsv(DATA).unwrap();
        assert!(!data.is_empty());
        assert_eq!(
            parse_tsv(&to_tsv(&data, machine(DATA))).unwrap().len(),
            data.len()
        );
        assert!(data.iter().all(|m| STAGES.contains(&m.stage.as_str())));
    }

    #[test]
    fn bad_lines_are_refused() {
        assert!(parse_tsv("sow\tinjected\tfast\n").is_err());
        assert!(parse_tsv("sow\tinjected\n").is_err());
    }

    #[test]
    fn times_read_like_times() {
        assert_eq!(human(31.2), "31 ns");
        assert_eq!(human(1_234.0), "1.2 µs");
        assert_eq!(human(45_600_000.0), "45.6 ms");
    }
}
