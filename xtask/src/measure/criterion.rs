//! `cargo xtask measure criterion`: the benchmarks behind the book's times,
//! run and read from criterion's results into
//! [`DATA_FILE`](book_content::recorded::measurements::DATA_FILE); and the
//! machine every recording names.

use anyhow::{anyhow, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use book_content::recorded::count_loops::{
    loop_in, Count, CountLoop, CountLoops, BUILDS, COUNTS, LINE,
};
use book_content::recorded::measurements::{Measurements, Timing};

/// The benchmark targets `cargo xtask measure` runs, and the criterion
/// groups they write.
const BENCHES: [&str; 3] = ["stages", "elegance", "game"];
const GROUPS: [&str; 3] = ["stages", "cost", "game"];

/// The benchmarks run a second time with every loop started on a 32-byte
/// boundary, which the cost of elegance uses to test where its loops sit.
const ALIGNED: &str = "count stones";
/// The flag that aligns the loops, passed through rustc to LLVM.
const ALIGN_LOOPS: &str = "-C llvm-args=-align-loops=32";
/// The group the aligned run's results are recorded under, in place of
/// `stages`: the second of the builds the book compares.
const ALIGNED_GROUP: &str = BUILDS[1];

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
/// criterion's results under `target` (cargo's target folder), with the new
/// text of [`LOOPS_FILE`](book_content::recorded::count_loops::LOOPS_FILE).
pub fn measure(root: &Path, target: &Path) -> Result<(String, String)> {
    let mut bench = book_content::process::cargo();
    bench
        .current_dir(root)
        .args(["bench", "--package", "ayoayo-benches"]);
    for name in BENCHES {
        bench.args(["--bench", name]);
    }
    println!("measure: running {bench:?}");
    book_content::process::run(&mut bench)?;
    let mut rows = read_criterion(&target.join("criterion"), &GROUPS)?;
    let aligned = target.join("xtask-aligned");
    rows.extend(measure_aligned(root, &aligned)?);
    rows.sort_by(|a, b| a.id.cmp(&b.id));
    println!("measure: {} results", rows.len());
    let mut loops = count_loops(&stages_binary(root, None)?, BUILDS[0])?;
    loops.extend(count_loops(
        &stages_binary(root, Some(&aligned))?,
        ALIGNED_GROUP,
    )?);
    let machine = this_machine();
    let loops = CountLoops {
        machine: machine.clone(),
        rows: loops,
    }
    .to_tsv()?;
    Ok((Measurements { machine, rows }.to_tsv(), loops))
}

/// The `stages` benchmark's executable, built into `scratch` with
/// [`ALIGN_LOOPS`] if it is given, or into cargo's own target folder.
fn stages_binary(root: &Path, scratch: Option<&Path>) -> Result<PathBuf> {
    let mut build = stages_bench(root, scratch);
    build.args(["--no-run", "--message-format=json"]);
    let out = book_content::process::output(&mut build)?;
    out.lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|m| m["target"]["name"] == "stages")
        .find_map(|m| m["executable"].as_str().map(PathBuf::from))
        .ok_or_else(|| anyhow!("cargo named no executable for the stages benchmark"))
}

/// `cargo bench` of the `stages` benchmark, built into `scratch` with
/// [`ALIGN_LOOPS`] if it is given, or into cargo's own target folder.
fn stages_bench(root: &Path, scratch: Option<&Path>) -> Command {
    let mut bench = book_content::process::cargo();
    bench
        .current_dir(root)
        .args(["bench", "--package", "ayoayo-benches", "--bench", "stages"]);
    if let Some(scratch) = scratch {
        bench
            .env("CARGO_TARGET_DIR", scratch)
            .env("RUSTFLAGS", ALIGN_LOOPS);
    }
    bench
}

/// Where each count's loop sits in `binary`, read from its disassembly
/// (binutils' `nm` and `objdump`), as rows of `build`.
fn count_loops(binary: &Path, build: &str) -> Result<Vec<CountLoop>> {
    let symbols = book_content::process::output(
        Command::new("nm")
            .args(["--demangle", "--defined-only", "--print-size"])
            .arg(binary),
    )?;
    let mut rows = Vec::new();
    for Count { key, path, .. } in COUNTS {
        // `ADDRESS SIZE TYPE NAME`, in hexadecimal.
        let (start, size) = symbols
            .lines()
            .filter_map(|l| {
                let fields: Vec<&str> = l.splitn(4, ' ').collect();
                let &[address, size, _, name] = fields.as_slice() else {
                    return None;
                };
                let hex = |h: &str| u64::from_str_radix(h, 16).ok();
                (name == path).then(|| hex(address).zip(hex(size)))?
            })
            .next()
            .ok_or_else(|| anyhow!("{}: no `{path}`", binary.display()))?;
        let listing = book_content::process::output(
            Command::new("objdump")
                .args(["--disassemble", "--no-show-raw-insn"])
                .arg(format!("--start-address={start:#x}"))
                .arg(format!("--stop-address={:#x}", start + size))
                .arg(binary),
        )?;
        let (first, end) =
            loop_in(&listing).ok_or_else(|| anyhow!("{path}: no loop in\n{listing}"))?;
        rows.push(CountLoop {
            build: build.to_string(),
            count: key.to_string(),
            offset: first % LINE,
            bytes: end - first,
        });
    }
    Ok(rows)
}

/// Runs the [`ALIGNED`] benchmarks again in a build of their own under
/// `scratch`, with [`ALIGN_LOOPS`], and returns their results under
/// [`ALIGNED_GROUP`].
fn measure_aligned(root: &Path, scratch: &Path) -> Result<Vec<Timing>> {
    let mut bench = stages_bench(root, Some(scratch));
    bench.args(["--", ALIGNED]);
    println!("measure: running {bench:?} with {ALIGN_LOOPS}");
    book_content::process::run(&mut bench)?;
    let rows = read_criterion(&scratch.join("criterion"), &["stages"])?;
    Ok(rows
        .into_iter()
        .filter(|t| t.id.starts_with(&format!("stages/{ALIGNED}/")))
        .map(|t| Timing {
            id: t.id.replacen("stages", ALIGNED_GROUP, 1),
            ..t
        })
        .collect())
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
