//! The workshop keeps its promises: every exercise has a stub that cannot
//! pass as handed out and a solution, both carrying the same tests; every
//! exercise is named by a chapter; every chapter of Parts I to V asks its
//! question; and the agenda adds up to about three hours. (That each stub
//! really fails and each solution really passes is `rustlings dev check
//! --require-solutions`, which `.ci/run` runs.)

use std::collections::BTreeSet;
use std::fs;

use xtask::generated::sections;
use xtask::quiz::QUIZZES;
use xtask::root;
use xtask::workshop::{agenda, exercises};

/// The exercise whose stub must not compile (with error E0596).
const DOES_NOT_COMPILE: &str = "recur5_borrow";

/// Everything from the tests' module on.
fn tests_of(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or("", |i| &text[i..])
}

#[test]
fn every_exercise_has_a_stub_and_a_solution_with_the_same_tests() {
    let root = root();
    let all = exercises(&root).unwrap();
    assert!(all.len() >= 12, "only {} exercises", all.len());
    for exercise in &all {
        let stub = fs::read_to_string(root.join(exercise.stub()))
            .unwrap_or_else(|e| panic!("{}: {e}", exercise.stub()));
        let solution = fs::read_to_string(root.join(exercise.solution()))
            .unwrap_or_else(|e| panic!("{}: {e}", exercise.solution()));
        assert!(
            stub.contains("// TODO"),
            "{} has no `// TODO`",
            exercise.name
        );
        assert!(
            !tests_of(&stub).is_empty(),
            "{} has no tests",
            exercise.name
        );
        pretty_assertions::assert_eq!(
            tests_of(&stub),
            tests_of(&solution),
            "{}: the stub and the solution must carry the same tests",
            exercise.name
        );
        if exercise.name == DOES_NOT_COMPILE {
            assert!(stub.contains("&mut cache.rows"), "{}", exercise.name);
        } else {
            assert!(
                stub.contains("todo!("),
                "{} has no todo!()",
                exercise.name
            );
        }
        assert!(
            !solution.contains("todo!("),
            "{} is unsolved",
            exercise.name
        );
    }
}

#[test]
fn exercises_cover_every_part() {
    let dirs: BTreeSet<String> = exercises(&root())
        .unwrap()
        .into_iter()
        .map(|e| e.dir)
        .collect();
    for part in ["01_", "02_", "03_", "04_", "05_", "06_"] {
        assert!(
            dirs.iter().any(|d| d.starts_with(part)),
            "no exercise for part {part} in {dirs:?}"
        );
    }
}

#[test]
fn the_cargo_manifest_lists_every_exercise_and_solution() {
    let root = root();
    let manifest =
        fs::read_to_string(root.join("workshop/Cargo.toml")).unwrap();
    for exercise in exercises(&root).unwrap() {
        for (name, path) in [
            (exercise.name.clone(), exercise.stub()),
            (format!("{}_sol", exercise.name), exercise.solution()),
        ] {
            let line = format!(
                "{{ name = \"{name}\", path = \"{}\" }}",
                path.trim_start_matches("workshop/")
            );
            assert!(
                manifest.contains(&line),
                "workshop/Cargo.toml lacks `{line}`: run `rustlings dev update` in workshop/"
            );
        }
    }
}

/// The chapters of the book's summary, by part heading.
fn chapters_by_part() -> Vec<(String, Vec<String>)> {
    let summary =
        fs::read_to_string(root().join("book/src/SUMMARY.md")).unwrap();
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in summary.lines() {
        if let Some(part) = line.strip_prefix("# ") {
            out.push((part.to_string(), Vec::new()));
        } else if let (Some(open), Some(last)) =
            (line.find("]("), out.last_mut())
        {
            let path = &line[open + 2..line.rfind(')').unwrap()];
            last.1.push(path.to_string());
        }
    }
    out
}

/// The names of a chapter's generated sections.
fn section_names(chapter: &str) -> Vec<String> {
    let text =
        fs::read_to_string(root().join("book/src").join(chapter)).unwrap();
    sections(&text)
        .unwrap()
        .into_iter()
        .map(|s| s.name)
        .collect()
}

#[test]
fn every_chapter_of_parts_one_to_five_asks_a_question() {
    let mut asked = Vec::new();
    for (part, chapters) in chapters_by_part() {
        for chapter in chapters {
            let quizzes: Vec<String> = section_names(&chapter)
                .into_iter()
                .filter_map(|n| n.strip_prefix("quiz ").map(str::to_string))
                .collect();
            let early =
                ["Part I:", "Part II:", "Part III:", "Part IV:", "Part V:"]
                    .iter()
                    .any(|p| part.starts_with(p));
            if early {
                assert!(!quizzes.is_empty(), "{chapter} ({part}) asks nothing");
            }
            asked.extend(quizzes);
        }
    }
    let defined: BTreeSet<String> =
        QUIZZES.iter().map(|(n, ..)| n.to_string()).collect();
    let asked_set: BTreeSet<String> = asked.iter().cloned().collect();
    assert_eq!(asked.len(), asked_set.len(), "a question is asked twice");
    assert_eq!(asked_set, defined, "every question is asked once");
}

#[test]
fn every_exercise_is_named_by_a_chapter() {
    let mut named = BTreeSet::new();
    for (_, chapters) in chapters_by_part() {
        for chapter in chapters {
            for name in section_names(&chapter) {
                if let Some(list) = name.strip_prefix("try-it ") {
                    named.extend(list.split_whitespace().map(str::to_string));
                }
            }
        }
    }
    let all: BTreeSet<String> = exercises(&root())
        .unwrap()
        .into_iter()
        .map(|e| e.name)
        .collect();
    assert_eq!(named, all, "chapters name exactly the exercises");
}

#[test]
fn the_agenda_takes_about_three_hours_and_uses_real_exercises() {
    let root = root();
    let segments = agenda(&root).unwrap();
    let total: u32 = segments.iter().map(|s| s.minutes).sum();
    assert!(
        (170..=190).contains(&total),
        "the agenda takes {total} minutes"
    );
    let all: BTreeSet<String> = exercises(&root)
        .unwrap()
        .into_iter()
        .map(|e| e.name)
        .collect();
    let mut used = BTreeSet::new();
    for s in &segments {
        for e in s.exercises.split_whitespace().filter(|e| *e != "-") {
            assert!(all.contains(e), "the agenda names no exercise `{e}`");
            used.insert(e.to_string());
        }
        // Its chapter links lead to chapters (links are relative to
        // book/src/appendix/).
        let mut rest = s.chapters.as_str();
        while let Some(i) = rest.find("](../") {
            let end = rest[i..].find(')').unwrap() + i;
            let path = &rest[i + 5..end];
            assert!(
                root.join("book/src").join(path).is_file(),
                "the agenda links to a missing chapter {path}"
            );
            rest = &rest[end..];
        }
    }
    assert_eq!(used, all, "the agenda uses every exercise");
}

#[test]
fn every_exercise_names_its_chapter_by_path_and_address() {
    let root = xtask::root();
    for exercise in xtask::workshop::exercises(&root).unwrap() {
        for file in [exercise.stub(), exercise.solution()] {
            let text = std::fs::read_to_string(root.join(&file)).unwrap();
            let chapter = text
                .split("The chapter: `")
                .nth(1)
                .and_then(|rest| rest.split('`').next())
                .unwrap_or_else(|| {
                    panic!("{file} does not name its chapter's path")
                });
            assert!(
                root.join(chapter).is_file(),
                "{file} names {chapter}, which does not exist"
            );
            let page = chapter
                .trim_start_matches("book/src/")
                .replace(".md", ".html");
            assert!(
                text.contains(&format!("http://127.0.0.1:3000/{page}")),
                "{file} does not give the chapter's address once served"
            );
        }
    }
}

#[test]
fn the_runner_is_pinned_to_one_version_everywhere() {
    let root = xtask::root();
    let pin = format!(
        "cargo install rustlings --locked --version {}",
        xtask::workshop::RUSTLINGS
    );
    for file in [
        "README.md",
        "book/src/introduction.md",
        "book/src/appendix/teaching.md",
        ".ci/run",
    ] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        assert!(
            text.contains(&pin),
            "{file} does not install rustlings as `{pin}`"
        );
        assert_eq!(
            text.matches("cargo install rustlings").count(),
            text.matches(&pin).count(),
            "{file} installs rustlings without its version"
        );
    }
}
