//! `cargo xtask <task>`: the book's tooling.
//!
//! - `cargo xtask regenerate`: rewrite every generated file of the book
//!   (listings, pictures, tables, quoted numbers and tool output) from the
//!   code and the recorded measurements. A fresh clone stays unchanged.
//! - `cargo xtask measure`: re-run the benchmarks behind every number the
//!   book quotes, record them with the machine in
//!   `book/src/data/measurements.tsv`, measure the stack use of Part V's
//!   counts into `book/src/data/stack.tsv`, time `perft 8` with every
//!   version of the engine into `book/src/data/engine-history.tsv`, then
//!   regenerate. `cargo xtask measure stack` and `cargo xtask measure
//!   engine` take one measurement alone; `cargo xtask measure browser`
//!   times the browser's module in Node against the binary (Node 18 or
//!   later, and a release build) into `book/src/data/browser.tsv`; `cargo
//!   xtask measure workshop` times the instructor's preparation from cold
//!   (several minutes) into `book/src/data/workshop-times.tsv`.
//! - `cargo xtask tune`: find the opponent's evaluation weights by
//!   self-play, record the trials in `book/src/data/tuning.tsv` and write
//!   the weights found into `Weights::TUNED` (`src/game/search.rs`).
//! - `cargo xtask strength`: play the recorded matches of Part VI again,
//!   record them in `book/src/data/strength.tsv`, then regenerate.
//! - `cargo xtask wasm [DEST]`: build the library for the browser into
//!   `book/src/ayoayo.wasm` (with the hash of its sources), or into DEST.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use xtask::measurements::{self, Data};

const USAGE: &str = "usage: cargo xtask regenerate | cargo xtask measure [stack | engine | browser | workshop] | cargo xtask tune | cargo xtask strength | cargo xtask wasm [DEST]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = xtask::root();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["regenerate"] => regenerate(&root),
        ["measure"] => measure(&root)
            .and_then(|()| stack(&root))
            .and_then(|()| engine(&root))
            .and_then(|()| regenerate(&root)),
        ["measure", "stack"] => stack(&root).and_then(|()| regenerate(&root)),
        ["measure", "engine"] => engine(&root).and_then(|()| regenerate(&root)),
        ["measure", "browser"] => {
            browser(&root).and_then(|()| regenerate(&root))
        }
        ["measure", "workshop"] => {
            workshop(&root).and_then(|()| regenerate(&root))
        }
        ["strength"] => strength(&root).and_then(|()| regenerate(&root)),
        ["tune"] => tune(&root),
        ["wasm"] => wasm(&root, &root.join(xtask::wasm::MODULE)),
        ["wasm", dest] => wasm(&root, Path::new(dest)),
        ["help"] | ["--help"] | ["-h"] => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cargo xtask: {message}");
            ExitCode::from(2)
        }
    }
}

/// Where cargo builds: `$CARGO_TARGET_DIR`, or `target/` under the root.
fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
}

/// Writes a measurement's data `file` (relative to the root) and says so.
fn record(root: &Path, file: &str, text: &str) -> Result<(), String> {
    let path = root.join(file);
    std::fs::write(&path, text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    println!("xtask: recorded {file}");
    Ok(())
}

fn regenerate(root: &Path) -> Result<(), String> {
    let changed = xtask::regenerate(root)?;
    if changed.is_empty() {
        println!("regenerate: every generated file was already up to date");
    } else {
        for path in &changed {
            println!("regenerate: rewrote {path}");
        }
    }
    Ok(())
}

/// Builds the browser's module into `dest`; into the book (the usual
/// place) it also records the hash of the sources it was built from.
fn wasm(root: &Path, dest: &Path) -> Result<(), String> {
    let target = target_dir(root);
    let built = xtask::wasm::build(root, &target.join("wasm"))?;
    std::fs::copy(&built, dest)
        .map_err(|e| format!("{}: {e}", dest.display()))?;
    println!("wasm: wrote {}", dest.display());
    if dest == root.join(xtask::wasm::MODULE) {
        let hash = xtask::wasm::sources_hash(root)?;
        record(root, xtask::wasm::SOURCES, &format!("{hash}\n"))?;
    }
    Ok(())
}

fn workshop(root: &Path) -> Result<(), String> {
    let target = target_dir(root);
    let text = xtask::workshop::measure_times(
        root,
        &target.join("xtask-workshop"),
        &measurements::this_machine(),
    )?;
    record(root, xtask::workshop::TIMES_FILE, &text)
}

fn browser(root: &Path) -> Result<(), String> {
    let text = xtask::wasm::measure(root, &measurements::this_machine())?;
    record(root, xtask::wasm::BROWSER_FILE, &text)
}

fn engine(root: &Path) -> Result<(), String> {
    let text =
        xtask::strength::measure_engine(root, &measurements::this_machine())?;
    record(root, xtask::strength::ENGINE_HISTORY_FILE, &text)
}

fn measure(root: &Path) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut bench = Command::new(cargo);
    bench.current_dir(root).args([
        "bench",
        "--package",
        "ayoayo",
        "--features",
        "bench",
    ]);
    for name in measurements::BENCHES {
        bench.args(["--bench", name]);
    }
    println!("measure: running {bench:?}");
    let status = bench
        .status()
        .map_err(|e| format!("cannot run cargo bench: {e}"))?;
    if !status.success() {
        return Err(format!("cargo bench failed ({status})"));
    }
    let target = target_dir(root);
    let rows = measurements::read_criterion(
        &target.join("criterion"),
        &measurements::GROUPS,
    )?;
    let data = Data {
        machine: measurements::this_machine(),
        rows,
    };
    println!("measure: {} results", data.rows.len());
    record(root, measurements::DATA_FILE, &data.to_tsv())
}

fn stack(root: &Path) -> Result<(), String> {
    let target = target_dir(root);
    let text = xtask::stack::measure(
        root,
        &target.join("xtask-stack"),
        &measurements::this_machine(),
    )?;
    record(root, xtask::stack::STACK_FILE, &text)
}

fn tune(root: &Path) -> Result<(), String> {
    if cfg!(debug_assertions) {
        return in_release(root, "tune");
    }
    // The openings every match starts from come first: tuning plays them.
    let openings = xtask::strength::balanced_openings();
    if openings.is_empty() {
        return Err("no opening is even: matches would have none".into());
    }
    if openings != ayoayo::game::players::OPENINGS {
        let list: Vec<String> =
            openings.iter().map(|o| format!("{o:?}")).collect();
        rewrite_const(
            &root.join("src/game/players.rs"),
            "pub const OPENINGS: ",
            &format!("[[Pit; 3]; {}] = [{}]", openings.len(), list.join(", ")),
        )?;
        println!(
            "tune: wrote {} openings; tuning with them (then run `cargo \
             xtask strength` and `cargo xtask regenerate`: the matches \
             recorded so far started elsewhere)",
            openings.len()
        );
        return in_release(root, "tune");
    }
    let text = xtask::strength::tune(&mut |line| println!("tune: {line}"));
    record(root, xtask::strength::TUNING_FILE, &text)?;
    // The weights found become the opponent's: rewrite `Weights::TUNED`.
    let found = xtask::strength::tuned(root)?;
    let fields: Vec<String> = xtask::strength::FEATURES
        .iter()
        .zip(xtask::strength::weights_array(&found))
        .map(|(name, w)| format!("{name}: {w}"))
        .collect();
    let path = root.join("src/game/search.rs");
    let value = format!("Weights = Weights {{ {} }}", fields.join(", "));
    rewrite_const(&path, "pub const TUNED: ", &value)?;
    println!("tune: wrote {found:?} into {}", path.display());
    Ok(())
}

/// Replaces the type and value of the constant declared by `head` (up to
/// the `;` that ends the line its value closes on) in the Rust file at
/// `path`, then formats the file with rustfmt.
fn rewrite_const(path: &Path, head: &str, value: &str) -> Result<(), String> {
    let source = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let start = source.find(head).ok_or(format!("no `{head}`"))? + head.len();
    let end = start
        + source[start..]
            .find(";\n")
            .ok_or(format!("`{head}` does not end"))?;
    let source = format!("{}{value}{}", &source[..start], &source[end..]);
    std::fs::write(path, source).map_err(|e| e.to_string())?;
    let formatted = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .arg(path)
        .status()
        .map_err(|e| format!("rustfmt: {e}"))?;
    match formatted.success() {
        true => Ok(()),
        false => Err(format!("rustfmt {} failed", path.display())),
    }
}

/// Runs this command again from a release build: a time budget means what
/// it means in `ayoayo` only at full speed, and self-play takes minutes.
fn in_release(root: &Path, command: &str) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["run", "--quiet", "--release", "--package", "xtask", "--"])
        .arg(command)
        .status()
        .map_err(|e| format!("cargo run --release: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("cargo xtask {command} (release) failed")),
    }
}

fn strength(root: &Path) -> Result<(), String> {
    if cfg!(debug_assertions) {
        return in_release(root, "strength");
    }
    let text =
        xtask::strength::measure(&measurements::this_machine(), &mut |what| {
            println!("strength: {what}")
        });
    record(root, xtask::strength::STRENGTH_FILE, &text)
}
