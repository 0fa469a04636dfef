//! The measurements behind every number the book quotes: one data file,
//! [`DATA_FILE`], with a line `BENCHMARK<TAB>MEAN<TAB>LOW<TAB>HIGH` for each
//! of criterion's results (its full id, `cost/sow/injected`, then the mean
//! and the 95% confidence interval around it, in nanoseconds), and the
//! table and chart of "The cost of elegance" drawn from it.

use anyhow::{anyhow, Context, Result};
use std::fmt::Write;
use std::path::Path;

use book_svg::style::BARS;
use book_svg::{Bar, Chart};

/// Where the data file lives, relative to the repository's root.
pub const DATA_FILE: &str = "book/src/data/measurements.tsv";

/// The stages' names, in the order the book builds them (the columns of
/// the cost table).
fn stage_names() -> impl Iterator<Item = &'static str> {
    ayoayo::conformance::SUITE.iter().map(|&(name, _)| name)
}

/// The operations of the cost table, in the order the chapter lists them.
const OPERATIONS: [&str; 4] =
    ["sow", "relay sow", "possible moves", "permissible moves"];

/// One benchmark's result, in nanoseconds: criterion's estimate of the
/// mean, and the 95% confidence interval it gives around it.
#[derive(Clone, Debug, PartialEq, serde::Deserialize, serde::Serialize)]
pub struct Timing {
    /// The benchmark's full id, as `cost/sow/injected`.
    pub id: String,
    /// The mean.
    pub mean: f64,
    /// The interval's lower bound.
    pub low: f64,
    /// The interval's upper bound.
    pub high: f64,
}

/// The recorded results: where they were measured, and each benchmark's
/// timing, in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurements {
    /// The machine, as the first line of the file names it.
    pub machine: String,
    /// The timings.
    pub rows: Vec<Timing>,
}

impl Measurements {
    /// Reads and parses the data file under `root`.
    pub fn load(root: &Path) -> Result<Measurements> {
        Measurements::parse(&crate::read(root, DATA_FILE)?)
    }

    /// Parses the text of a data file.
    pub fn parse(text: &str) -> Result<Measurements> {
        let machine = crate::data::measured_on(text).context(DATA_FILE)?;
        let rows = crate::data::data_rows(text).context(DATA_FILE)?;
        Ok(Measurements {
            machine: machine.trim().to_string(),
            rows,
        })
    }

    /// The text of the data file.
    pub fn to_tsv(&self) -> String {
        let mut out = format!(
            "# benchmark\tmean nanoseconds\tlow\thigh (criterion's mean \
             and its 95% confidence interval), measured on: {}\n",
            self.machine
        );
        for Timing {
            id,
            mean,
            low,
            high,
        } in &self.rows
        {
            let _ = writeln!(out, "{id}\t{mean:.2}\t{low:.2}\t{high:.2}");
        }
        out
    }

    /// The timing of benchmark `id`, or an error saying how to record it.
    pub fn timing(&self, id: &str) -> Result<&Timing> {
        self.rows.iter().find(|t| t.id == id).ok_or_else(|| {
            anyhow!("no measurement `{id}` in {DATA_FILE} (run `cargo xtask measure`)")
        })
    }

    /// The mean of benchmark `id`, or an error saying how to record it.
    pub fn require(&self, id: &str) -> Result<f64> {
        self.timing(id).map(|t| t.mean)
    }

    /// The cost group's results as (operation, stage, nanoseconds), in the
    /// chapter's order.
    pub fn costs(&self) -> Vec<(&str, &str, f64)> {
        let mut out: Vec<(&str, &str, f64)> = self
            .rows
            .iter()
            .filter_map(|t| {
                let (op, stage) =
                    t.id.strip_prefix("cost/")?.split_once('/')?;
                Some((op, stage, t.mean))
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

/// How a time of `nanos` is shown: the unit's size in nanoseconds, its
/// name, and the decimals. Under 10 ns, two figures, so that a ratio quoted
/// beside it can be checked.
fn unit_of(nanos: f64) -> (f64, &'static str, usize) {
    if nanos < 10.0 {
        (1.0, "ns", 1)
    } else if nanos < 1_000.0 {
        (1.0, "ns", 0)
    } else if nanos < 1_000_000.0 {
        (1_000.0, "µs", 1)
    } else {
        (1_000_000.0, "ms", 1)
    }
}

/// `nanos` rounded as [`time_for_people`] shows it, so that a ratio quoted beside
/// two shown times is the ratio of what the reader sees.
pub fn rounded_as_shown(nanos: f64) -> f64 {
    let (size, _, decimals) = unit_of(nanos);
    let step = size / 10f64.powi(decimals as i32);
    (nanos / step).round() * step
}

/// A time for people: `6.5 ns`, `31 ns`, `1.2 µs`, `45.6 ms`.
pub fn time_for_people(nanos: f64) -> String {
    let (size, unit, decimals) = unit_of(nanos);
    // Rounded as `rounded_as_shown` rounds, half away from zero, so that a ratio
    // worked out from shown times agrees with the times (`format!` would
    // round a half to even).
    format!("{:.decimals$} {unit}", rounded_as_shown(nanos) / size)
}

/// Where criterion's 95% confidence interval puts the mean of `timing`,
/// as `between 2.8 and 3.0 ns`: both bounds in the unit the upper one
/// would be shown in, with the finer of their two precisions.
pub fn interval_for_people(timing: &Timing) -> String {
    let (size, unit, high_decimals) = unit_of(timing.high);
    let (low_size, _, low_decimals) = unit_of(timing.low);
    let mut decimals = if low_size == size {
        high_decimals.max(low_decimals)
    } else {
        high_decimals + 1
    };
    let shown = |nanos: f64, decimals: usize| {
        let step = size / 10f64.powi(decimals as i32);
        (nanos / step).round() * step / size
    };
    // A band narrower than its unit shows a decimal more, so that its two
    // ends never read alike.
    while decimals < 3
        && shown(timing.low, decimals) == shown(timing.high, decimals)
    {
        decimals += 1;
    }
    let shown = |nanos: f64| shown(nanos, decimals);
    format!(
        "between {:.decimals$} and {:.decimals$} {unit}",
        shown(timing.low),
        shown(timing.high)
    )
}

/// The cost group as a markdown table: an operation a row, a stage a
/// column.
pub fn cost_table(data: &Measurements) -> String {
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
                .map_or("—".to_string(), |&(_, _, n)| time_for_people(n));
            let _ = write!(out, " {cell} |");
        }
        out.push('\n');
    }
    out
}

/// The results as a bar chart: one group per operation, each bar a stage,
/// scaled to the slowest stage of that operation.
pub fn cost_chart(data: &Measurements) -> String {
    let costs = data.costs();
    let groups: Vec<(&str, Vec<Bar>)> = OPERATIONS
        .into_iter()
        .map(|op| {
            let rows = costs.iter().filter(|&&(o, _, _)| o == op);
            let slowest = rows.clone().map(|&(.., n)| n).fold(0.0, f64::max);
            let bars = rows.map(|&(_, stage, nanos)| Bar {
                above: Vec::new(),
                left: stage.to_string(),
                value: nanos / slowest,
                text: time_for_people(nanos),
                // A stage's colour is the same in every group.
                fill: BARS[stage_names().position(|s| s == stage).unwrap_or(0)
                    % BARS.len()],
            });
            (op, bars.collect())
        })
        .filter(|(_, bars): &(&str, Vec<Bar>)| !bars.is_empty())
        .collect();
    let caption = "Mean time per call, each operation scaled to its slowest";
    let machine = format!("criterion means, measured on {}", data.machine);
    let chart = Chart {
        title: "The same operations in each stage, relative to the slowest",
        caption,
        legend: &[&machine],
        width: 400.0,
        label_w: 90.0,
        grid: &[],
    };
    chart.draw(&groups)
}
