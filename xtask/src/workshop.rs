//! The workshop, as the book sees it: the exercises listed in
//! `workshop/info.toml` (rustlings' format), the "Try it" notes that point
//! each chapter at its exercises, and the agenda, whose minutes are kept in
//! one place (`book/src/data/agenda.tsv`) and added up here.

use std::path::Path;

/// One exercise of `workshop/info.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// Its name, which is also its binary's.
    pub name: String,
    /// The folder under `exercises/` and `solutions/`.
    pub dir: String,
}

impl Exercise {
    /// The stub a learner edits, from the repository's root.
    pub fn stub(&self) -> String {
        format!("workshop/exercises/{}/{}.rs", self.dir, self.name)
    }

    /// Its solution, from the repository's root.
    pub fn solution(&self) -> String {
        format!("workshop/solutions/{}/{}.rs", self.dir, self.name)
    }
}

/// The exercises, in the order rustlings presents them.
pub fn exercises(root: &Path) -> Result<Vec<Exercise>, String> {
    let path = root.join("workshop/info.toml");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let value = |line: &str, key: &str| -> Option<String> {
        let rest = line.strip_prefix(key)?.trim_start();
        let rest = rest.strip_prefix('=')?.trim();
        Some(rest.trim_matches('"').to_string())
    };
    let mut out: Vec<Exercise> = Vec::new();
    for line in text.lines() {
        if line.trim() == "[[exercises]]" {
            out.push(Exercise {
                name: String::new(),
                dir: String::new(),
            });
        } else if let Some(last) = out.last_mut() {
            if let Some(name) = value(line, "name") {
                last.name = name;
            } else if let Some(dir) = value(line, "dir") {
                last.dir = dir;
            }
        }
    }
    if let Some(bad) =
        out.iter().find(|e| e.name.is_empty() || e.dir.is_empty())
    {
        return Err(format!(
            "an exercise in info.toml lacks a name or dir: {bad:?}"
        ));
    }
    Ok(out)
}

/// The command that runs each exercise of marker `try-it NAME...`, inline:
/// each chapter says in its own words what the exercise asks.
pub fn try_it(root: &Path, names: &[&str]) -> Result<String, String> {
    let all = exercises(root)?;
    let mut commands = Vec::new();
    for name in names {
        if !all.iter().any(|e| e.name == *name) {
            return Err(format!(
                "no exercise called `{name}` in workshop/info.toml"
            ));
        }
        commands.push(format!("`rustlings run {name}`"));
    }
    if commands.is_empty() {
        return Err("`try-it` names no exercise".into());
    }
    Ok(commands.join(" and "))
}

/// One segment of the workshop's agenda.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// How long it takes.
    pub minutes: u32,
    /// What happens.
    pub what: String,
    /// The book's chapters it uses.
    pub chapters: String,
    /// The exercises it uses, if any.
    pub exercises: String,
}

/// The agenda, from `book/src/data/agenda.tsv`.
pub fn agenda(root: &Path) -> Result<Vec<Segment>, String> {
    let path = root.join("book/src/data/agenda.tsv");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [minutes, what, chapters, exercises] = fields[..] else {
            return Err(format!("agenda.tsv line {}: want four fields", n + 1));
        };
        out.push(Segment {
            minutes: minutes
                .parse()
                .map_err(|e| format!("agenda.tsv line {}: {e}", n + 1))?,
            what: what.to_string(),
            chapters: chapters.to_string(),
            exercises: exercises.to_string(),
        });
    }
    Ok(out)
}

/// `h:mm`.
fn clock(minutes: u32) -> String {
    format!("{}:{:02}", minutes / 60, minutes % 60)
}

/// The agenda as a table, with each segment's start and the total computed.
pub fn agenda_table(root: &Path) -> Result<String, String> {
    let segments = agenda(root)?;
    let mut out = String::from(
        "| Starts | Minutes | Segment | Chapters | Exercises |\n|---|--:|---|---|---|\n",
    );
    let mut at = 0;
    for s in &segments {
        let exercises = if s.exercises == "-" {
            String::new()
        } else {
            s.exercises
                .split_whitespace()
                .map(|e| format!("`{e}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            clock(at),
            s.minutes,
            s.what,
            if s.chapters == "-" { "" } else { &s.chapters },
            exercises
        ));
        at += s.minutes;
    }
    out.push_str(&format!("| {} | **{at}** | End | | |\n", clock(at)));
    Ok(out)
}

/// The agenda's total, as `3 hours` or `2 h 50 min`.
pub fn agenda_total(root: &Path) -> Result<String, String> {
    let total: u32 = agenda(root)?.iter().map(|s| s.minutes).sum();
    Ok(match (total / 60, total % 60) {
        (h, 0) => format!("{h} hours"),
        (h, m) => format!("{h} h {m} min"),
    })
}

/// The rustlings release the workshop is written for.
pub const RUSTLINGS: &str = "6.5.0";

/// The instructor's preparation, timed: what `cargo xtask measure
/// workshop` records.
pub const TIMES_FILE: &str = "book/src/data/workshop-times.tsv";

/// The steps an instructor runs the day before, each timed from cold in a
/// fresh clone (crates already downloaded): a key and the command.
pub const STEPS: [(&str, &str); 4] = [
    (
        "rustlings",
        "cargo install rustlings --locked --version 6.5.0 --root RUSTLINGS",
    ),
    ("exercises", "cd workshop && cargo build --bin board1_pits"),
    ("release", "cargo build --release"),
    (
        "book",
        "cargo run --release --features book -- book --build-only BOOK",
    ),
];

/// Times every step of [`STEPS`] from cold, in a fresh clone of the
/// repository under `scratch`, and returns the data file's text.
pub fn measure_times(
    root: &Path,
    scratch: &Path,
    machine: &str,
) -> Result<String, String> {
    let clone = scratch.join("clone");
    let _ = std::fs::remove_dir_all(scratch);
    std::fs::create_dir_all(scratch).map_err(|e| e.to_string())?;
    let run = |dir: &Path, command: &str| -> Result<f64, String> {
        println!("measure: {command}");
        let started = std::time::Instant::now();
        let status = std::process::Command::new("sh")
            .args(["-c", command])
            .current_dir(dir)
            .env_remove("CARGO_TARGET_DIR")
            .status()
            .map_err(|e| format!("{command}: {e}"))?;
        match status.success() {
            true => Ok(started.elapsed().as_secs_f64()),
            false => Err(format!("{command} failed")),
        }
    };
    run(root, &format!("git clone --quiet . {}", clone.display()))?;
    let mut text = format!(
        "# the instructor's preparation, each step in turn in a fresh clone \
         (crates already downloaded, so each step builds only what the steps \
         before it did not), seconds, measured on: {machine}\n"
    );
    for (key, command) in STEPS {
        let command = command
            .replace(
                "RUSTLINGS",
                &scratch.join("rustlings").display().to_string(),
            )
            .replace("BOOK", &scratch.join("book").display().to_string());
        text.push_str(&format!("{key}\t{:.0}\n", run(&clone, &command)?));
    }
    Ok(text)
}

/// A recorded preparation time, as the book quotes it: `35 s`, or
/// `2 min 10 s` from two minutes up.
pub fn time(root: &Path, key: &str) -> Result<String, String> {
    let text = std::fs::read_to_string(root.join(TIMES_FILE)).map_err(|e| {
        format!("{TIMES_FILE}: {e} (run cargo xtask measure workshop)")
    })?;
    let seconds: u64 = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| l.strip_prefix(key)?.strip_prefix('\t'))
        .and_then(|v| v.trim().parse().ok())
        .ok_or(format!("{TIMES_FILE} has no time for `{key}`"))?;
    Ok(match seconds {
        0..=119 => format!("{seconds} s"),
        _ => format!("{} min {} s", seconds / 60, seconds % 60),
    })
}
