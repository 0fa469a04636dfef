//! `cargo xtask measure criterion`: the benchmarks behind the book's times,
//! run and read from criterion's results into
//! [`DATA_FILE`](book_content::recorded::measurements::DATA_FILE); and the
//! machine every recording names.

use anyhow::{anyhow, Result};
use std::fs;
use std::path::Path;

use book_content::recorded::measurements::{Measurements, Timing};

/// The benchmark targets `cargo xtask measure` runs, and the criterion
/// groups they write.
const BENCHES: [&str; 3] = ["stages", "elegance", "game"];
const GROUPS: [&str; 3] = ["stages", "cost", "game"];

/// The machine this runs on, for the data files: processor, cores, system.
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
    let system = match std::env::consts::OS {
        "linux" => "Linux",
        "macos" => "macOS",
        "windows" => "Windows",
        other => other,
    };
    format!("{cpu}, {cores} cores, {system}")
}

/// Runs the benchmarks behind [`DATA_FILE`](book_content::recorded::measurements::DATA_FILE) and returns its new text, from
/// criterion's results under `target` (cargo's target folder).
pub fn measure(root: &Path, target: &Path) -> Result<String> {
    let mut bench = book_content::process::cargo();
    bench
        .current_dir(root)
        .args(["bench", "--package", "ayoayo-benches"]);
    for name in BENCHES {
        bench.args(["--bench", name]);
    }
    println!("measure: running {bench:?}");
    book_content::process::run(&mut bench)?;
    let rows = read_criterion(&target.join("criterion"), &GROUPS)?;
    println!("measure: {} results", rows.len());
    Ok(Measurements {
        machine: this_machine(),
        rows,
    }
    .to_tsv())
}

/// Reads criterion's latest results for `groups` under `criterion_dir`
/// (each in a `new/` folder), in benchmark order.
fn read_criterion(criterion_dir: &Path, groups: &[&str]) -> Result<Vec<Timing>> {
    let json = |path: &Path| -> Result<serde_json::Value> {
        let text = fs::read_to_string(path);
        Ok(serde_json::from_str(&text?)?)
    };
    let mut out = Vec::new();
    let files = book_content::listings::files_with_extension(criterion_dir, "json");
    for path in files.iter().filter(|p| p.ends_with("new/benchmark.json")) {
        let Some(id) = json(path)?["full_id"].as_str().map(str::to_string) else {
            return Err(anyhow!("{}: no full_id", path.display()));
        };
        // Other groups (perft, relay) are not recorded: not read either.
        if !groups.iter().any(|g| id.starts_with(&format!("{g}/"))) {
            continue;
        }
        let estimates = json(&path.with_file_name("estimates.json"))?;
        let mean = &estimates["mean"];
        let interval = &mean["confidence_interval"];
        let (Some(mean), Some(low), Some(high)) = (
            mean["point_estimate"].as_f64(),
            interval["lower_bound"].as_f64(),
            interval["upper_bound"].as_f64(),
        ) else {
            return Err(anyhow!("{}: no mean and interval", path.display()));
        };
        out.push(Timing {
            id,
            mean,
            low,
            high,
        });
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    if out.is_empty() {
        return Err(anyhow!(
            "no results for {groups:?} under {}",
            criterion_dir.display()
        ));
    }
    Ok(out)
}
