//! The workshop, as the book sees it: the exercises listed in
//! `workshop/info.toml` (rustlings' format), the "Try it" notes that point
//! each chapter at its exercises, and the agenda, whose minutes are kept in
//! one place (`book/src/data/agenda.tsv`) and added up here. How long the
//! instructor's preparation takes is recorded, in
//! [`crate::recorded::workshop`].

use anyhow::{anyhow, Context, Result};
use std::path::Path;

/// One exercise of `workshop/info.toml`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct Exercise {
    /// Its name, which is also its binary's.
    pub name: String,
    /// The folder under `exercises/` and `solutions/`.
    pub dir: String,
    /// Its hint, in numbered steps.
    pub hint: String,
}

/// How a stretch exercise's hint begins: the line rustlings shows on `h`.
pub const STRETCH: &str = "This is a stretch exercise";

impl Exercise {
    /// Whether it is a stretch exercise, which can wait until after the
    /// workshop: its hint says so first.
    pub fn is_stretch(&self) -> bool {
        self.hint.trim_start().starts_with(STRETCH)
    }

    /// The stub a learner edits, from the repository's root.
    pub fn stub(&self) -> String {
        format!("workshop/exercises/{}/{}.rs", self.dir, self.name)
    }

    /// Its solution, from the repository's root.
    pub fn solution(&self) -> String {
        format!("workshop/solutions/{}/{}.rs", self.dir, self.name)
    }
}

/// The exercises, in the order rustlings presents them (the
/// `[[exercises]]` tables of `workshop/info.toml`).
pub fn exercises(root: &Path) -> Result<Vec<Exercise>> {
    #[derive(serde::Deserialize)]
    struct Info {
        exercises: Vec<Exercise>,
    }
    let file = "workshop/info.toml";
    let info: Info = toml::from_str(&crate::read(root, file)?).context(file)?;
    Ok(info.exercises)
}

/// The exercises of marker `try-it NAME...`, named as a learner meets them
/// in rustlings' list: `NAME` for one, `A`, `B` and `C` for more. The
/// sentence around them is the chapter's own, in an exercise box, so that
/// no two hand-overs need read alike; the teaching guide says which are
/// stretch exercises.
pub fn try_it(root: &Path, names: &[&str]) -> Result<String> {
    let all = exercises(root)?;
    if let Some(name) =
        names.iter().find(|n| !all.iter().any(|e| e.name == **n))
    {
        return Err(anyhow!(
            "no exercise called `{name}` in workshop/info.toml"
        ));
    }
    if names.is_empty() {
        return Err(anyhow!("`try-it` names no exercise"));
    }
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    Ok(match quoted.as_slice() {
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
        [] => unreachable!("checked above"),
    })
}

/// One segment of the workshop's agenda.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct Segment {
    /// How long it takes.
    pub minutes: u32,
    /// What happens.
    pub what: String,
    /// The book's chapters it uses.
    pub chapters: String,
    /// The exercises it uses, if any.
    pub exercises: String,
    /// What to cut when the room runs late, or `-`.
    pub if_late: String,
}

/// The agenda, from `book/src/data/agenda.tsv`.
pub fn agenda(root: &Path) -> Result<Vec<Segment>> {
    let file = "book/src/data/agenda.tsv";
    crate::data::data_rows(&crate::read(root, file)?).context(file)
}

/// `h:mm`.
fn clock(minutes: u32) -> String {
    format!("{}:{:02}", minutes / 60, minutes % 60)
}

/// The agenda as a table, with each segment's start and the total computed.
pub fn agenda_table(root: &Path) -> Result<String> {
    let segments = agenda(root)?;
    let mut out = String::from(
        "| Starts | Minutes | Segment | Chapters | Exercises |\n|---|--:|---|---|---|\n",
    );
    let mut at = 0;
    for s in &segments {
        let exercises: Vec<String> = s
            .exercises
            .split_whitespace()
            .filter(|e| *e != "-")
            .map(|e| match e.strip_suffix('+') {
                Some(stretch) => format!("`{stretch}` (stretch)"),
                None => format!("`{e}`"),
            })
            .collect();
        let chapters = if s.chapters == "-" { "" } else { &s.chapters };
        let (start, exercises) = (clock(at), exercises.join(", "));
        out += &format!(
            "| {start} | {} | {} | {chapters} | {exercises} |\n",
            s.minutes, s.what
        );
        at += s.minutes;
    }
    out.push_str(&format!(
        "| {} | | End: {at} minutes in all | | |\n",
        clock(at)
    ));
    out.push_str(
        "\nIf the room runs late, each segment has one thing to cut:\n\n",
    );
    let mut at = 0;
    for s in &segments {
        if s.if_late != "-" {
            let name = s.what.split(':').next().unwrap_or(&s.what);
            out += &format!("- {} {name}: {}\n", clock(at), s.if_late);
        }
        at += s.minutes;
    }
    Ok(out)
}

/// The agenda's total, as `3 hours` or `2 h 50 min`.
pub fn agenda_total(root: &Path) -> Result<String> {
    let total: u32 = agenda(root)?.iter().map(|s| s.minutes).sum();
    Ok(match (total / 60, total % 60) {
        (h, 0) => format!("{h} hours"),
        (h, m) => format!("{h} h {m} min"),
    })
}

/// The rustlings release the workshop is written for.
pub const RUSTLINGS: &str = "6.5.0";

/// Which of the workshop's exercises `exercises` counts.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ExerciseSet {
    /// Every one.
    All,
    /// The core exercises.
    Core,
    /// The stretch exercises.
    Stretch,
}

/// How many exercises of the set `which` the workshop has, in words.
pub fn count(root: &Path, which: ExerciseSet) -> Result<String> {
    let all = exercises(root)?;
    let stretch = |e: &&Exercise| e.is_stretch();
    let n = match which {
        ExerciseSet::All => all.len(),
        ExerciseSet::Stretch => all.iter().filter(stretch).count(),
        ExerciseSet::Core => all.iter().filter(|e| !stretch(e)).count(),
    };
    Ok(match n {
        0 => "no".to_string(),
        n => crate::numbers::in_words(n as u64),
    })
}
