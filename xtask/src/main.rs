//! `cargo xtask <task>`: the book's tooling. Each task is a variant of
//! [`Task`], and `cargo xtask help` lists them.
//!
//! - `regenerate` rewrites every generated file of the book from the code
//!   and the recorded data, and a fresh clone stays unchanged by it.
//!   `regenerate --check` writes nothing and fails if a file is stale.
//! - `measure [WHAT]` records a measurement in `book/src/data/`, then
//!   regenerates. With no `WHAT` it takes `criterion`, `stack`, `engine`
//!   and `endless`. `browser` needs Node 18 and a release build,
//!   `workshop` takes minutes, and `mutation` breaks a line of the iterative stage
//!   in a copy and records what the conformance suite says.
//! - `tune` finds the opponent's weights by self-play and writes them,
//!   whole, to `src/game/tuned.rs`.
//! - `strength` replays Part VI's matches.
//! - `wasm [DEST]` builds the library for the browser.

use anyhow::{anyhow, Context, Result};
use clap::{Parser, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use book_content::recorded::{
    count_loops, endless, engine_history, measurements, mutation, stack, strength, tune, workshop,
};
use xtask::measure;
use xtask::measure::criterion::this_machine;
use xtask::wasm;

/// The book's tooling.
#[derive(Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask")]
enum Task {
    /// Rewrites every generated file of the book from the code and the
    /// recorded data.
    Regenerate {
        /// Write nothing: list the files that are stale, and fail if any is.
        #[arg(long)]
        check: bool,
    },
    /// Records a measurement in book/src/data/, then regenerates.
    Measure {
        /// What to measure; criterion, stack, engine and endless if none.
        what: Option<Measurement>,
    },
    /// Finds the opponent's weights by self-play and writes them, whole,
    /// to src/game/tuned.rs.
    Tune,
    /// Replays Part VI's matches, records them and regenerates.
    Strength,
    /// Builds the library for the browser.
    Wasm {
        /// Where to write the module; book/src/ayoayo.wasm if none, with
        /// the hash of its sources beside it.
        dest: Option<PathBuf>,
    },
}

/// A measurement `cargo xtask measure` records.
#[derive(Clone, Copy, ValueEnum)]
enum Measurement {
    /// The criterion benchmarks behind the book's times.
    Criterion,
    /// The stack a recursion's call takes, how deep it can go, and the
    /// instructions each count runs (with valgrind's callgrind).
    Stack,
    /// perft 8 with each version of the engine.
    Engine,
    /// The module in Node against the binary (Node 18 and a release build).
    Browser,
    /// The endless relays of the first eight moves.
    Endless,
    /// The workshop's preparation, timed (it takes minutes).
    Workshop,
    /// What the conformance suite reports when one line of the iterative stage is
    /// broken, as the appendix "One suite for four stages" asks a reader to.
    Mutation,
}

impl Measurement {
    /// What `cargo xtask measure` records when it is named nothing: the
    /// measurements that need no more than cargo and take a minute or two.
    const DEFAULTS: [Measurement; 4] = [
        Measurement::Criterion,
        Measurement::Stack,
        Measurement::Engine,
        Measurement::Endless,
    ];
}

fn main() -> ExitCode {
    let root = book_content::root();
    let result = match Task::parse() {
        Task::Regenerate { check: false } => regenerate(&root),
        Task::Regenerate { check: true } => check(&root),
        Task::Measure { what: None } => Measurement::DEFAULTS
            .into_iter()
            .try_for_each(|what| measure(&root, what))
            .and_then(|()| regenerate(&root)),
        Task::Measure { what: Some(what) } => measure(&root, what).and_then(|()| regenerate(&root)),
        Task::Strength => strength(&root),
        Task::Tune => tune(&root),
        Task::Wasm { dest } => {
            let dest = dest.unwrap_or_else(|| root.join(wasm::MODULE));
            build_wasm(&root, &dest)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cargo xtask: {message:#}");
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
fn record(root: &Path, file: &str, text: &str) -> Result<()> {
    std::fs::write(root.join(file), text).with_context(|| file.to_string())?;
    println!("xtask: recorded {file}");
    Ok(())
}

/// Rewrites the generated files that are stale, and says which.
fn regenerate(root: &Path) -> Result<()> {
    let changed = xtask::regenerate::write(root)?;
    if changed.is_empty() {
        println!("regenerate: every generated file was already up to date");
    }
    for path in &changed {
        println!("regenerate: rewrote {path}");
    }
    Ok(())
}

/// Lists the generated files that are stale, and fails if there is one:
/// what CI checks, without writing into a checkout with work in progress.
fn check(root: &Path) -> Result<()> {
    let stale = xtask::regenerate::stale(root)?;
    if stale.is_empty() {
        println!("regenerate: every generated file is up to date");
        return Ok(());
    }
    for path in &stale {
        println!("regenerate: {path} is stale");
    }
    Err(anyhow!(
        "{} generated files are stale: run `cargo xtask regenerate` and commit what it writes",
        stale.len()
    ))
}

/// Takes the measurement `what` and records it.
fn measure(root: &Path, what: Measurement) -> Result<()> {
    let (machine, target) = (this_machine(), target_dir(root));
    let (file, text) = match what {
        Measurement::Criterion => {
            let (times, loops) = measure::criterion::measure(root, &target)?;
            record(root, count_loops::LOOPS_FILE, &loops)?;
            (measurements::DATA_FILE, times)
        }
        Measurement::Stack => {
            let scratch = target.join("xtask-stack");
            (
                stack::STACK_FILE,
                measure::stack::measure(root, &scratch, &machine)?,
            )
        }
        Measurement::Engine => (
            engine_history::ENGINE_HISTORY_FILE,
            measure::engine::measure(root, &machine)?,
        ),
        Measurement::Browser => {
            let binary = target.join("release/ayoayo");
            (
                book_content::recorded::browser::BROWSER_FILE,
                measure::browser::measure(root, &binary, &machine)?,
            )
        }
        Measurement::Endless => (endless::ENDLESS_FILE, measure::endless::measure()?),
        Measurement::Mutation => {
            let scratch = target.join("xtask-mutation");
            let text = measure::mutation::measure(root, &scratch, &target)?;
            (mutation::MUTATION_FILE, text)
        }
        Measurement::Workshop => {
            let scratch = target.join("xtask-workshop");
            let text = measure::workshop::measure(root, &scratch, &machine)?;
            (workshop::TIMES_FILE, text)
        }
    };
    record(root, file, &text)
}

/// Plays Part VI's matches again, records them and regenerates, from a
/// release build: the default opponent thinks for a time, not a depth.
fn strength(root: &Path) -> Result<()> {
    if cfg!(debug_assertions) {
        return in_release(root, "strength");
    }
    let progress = &mut |w: &str| println!("strength: {w}");
    let text = measure::strength::measure(&this_machine(), progress)?;
    record(root, strength::STRENGTH_FILE, &text)?;
    regenerate(root)
}

/// Builds the browser's module into `dest`; into the book (the usual
/// place) it also records the hash of the sources it was built from.
fn build_wasm(root: &Path, dest: &Path) -> Result<()> {
    // Overwrite only a module (or nothing): a path mistyped as the
    // destination must not lose a file of someone's.
    if let Ok(old) = std::fs::read(dest) {
        if !old.starts_with(b"\0asm") {
            return Err(anyhow!(
                "{} exists and is not a WebAssembly module: name a new file \
                 (nothing was changed)",
                dest.display()
            ));
        }
    } else if dest.is_dir() {
        return Err(anyhow!("{} is a folder: name a file", dest.display()));
    }
    let built = wasm::build(root, &target_dir(root).join("wasm"))?;
    std::fs::copy(&built, dest).with_context(|| dest.display().to_string())?;
    println!("wasm: wrote {}", dest.display());
    if dest == root.join(wasm::MODULE) {
        let files = wasm::compiled_sources(root, &built)?;
        record(root, wasm::SOURCES, &wasm::sources_record(root, &files)?)?;
    }
    Ok(())
}

/// Finds the weights by self-play and writes them into `src/game/tuned.rs`.
/// The openings every match starts from are found first, and written
/// there too when they changed. The tuning plays from them, and the
/// crate's `OPENINGS` are compiled in, so this command then runs itself
/// again, rebuilt with the new file, before it tunes.
fn tune(root: &Path) -> Result<()> {
    if cfg!(debug_assertions) {
        return in_release(root, "tune");
    }
    // The openings every match starts from come first: tuning plays them.
    let openings = tune::balanced_openings();
    if openings.is_empty() {
        return Err(anyhow!("no opening is even: matches would have none"));
    }
    let tuned_file = root.join(tune::TUNED_FILE);
    if openings != ayoayo::game::OPENINGS {
        let text = tune::tuned_source(&ayoayo::game::Weights::TUNED, &openings);
        std::fs::write(&tuned_file, text)?;
        println!(
            "tune: wrote {} openings; tuning with them (then run `cargo \
             xtask strength` and `cargo xtask regenerate`: the matches \
             recorded so far started elsewhere)",
            openings.len()
        );
        return in_release(root, "tune");
    }
    let text = measure::tune::tune(&mut |line| println!("tune: {line}"))?;
    record(root, tune::TUNING_FILE, &text)?;
    // The weights found become the opponent's.
    let found = tune::tuned(root)?;
    std::fs::write(&tuned_file, tune::tuned_source(&found, &openings))?;
    println!("tune: wrote {found:?} into {}", tuned_file.display());
    Ok(())
}

/// Runs this command again from a release build: a time budget means what
/// it means in `ayoayo` only at full speed, and self-play takes minutes.
fn in_release(root: &Path, command: &str) -> Result<()> {
    book_content::process::run(
        book_content::process::cargo()
            .current_dir(root)
            .args(["run", "--quiet", "--release", "--package", "xtask"])
            .args(["--features", "lab", "--"])
            .arg(command),
    )
}
