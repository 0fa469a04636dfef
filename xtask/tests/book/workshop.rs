//! The workshop keeps its promises: every exercise has a stub that cannot
//! pass as handed out and a solution, both carrying the same tests; every
//! exercise is named by a chapter; every chapter of Parts I to V asks its
//! question; and the agenda adds up to about three hours. (That each stub
//! really fails and each solution really passes is `rustlings dev check
//! --require-solutions`, which `.ci/run` runs.)

use std::collections::BTreeSet;
use std::fs;

use book_content::generated::{load_values, markers, Marker};
use book_content::quiz::QUIZZES;
use book_content::root;
use book_content::workshop::{agenda, exercises, STRETCH};

/// The exercises whose stubs must not compile, each with the error code its
/// `// TODO` names (and `.ci/run` checks rustc gives), and the book's
/// listing that rustc refuses with the same code.
const DOES_NOT_COMPILE: [(&str, &str, &str); 3] = [
    ("global1_lock", "E0594", "naive_static"),
    ("recur2_borrow", "E0596", "aliasing"),
    ("recur5_closure", "E0425", "recursive_closure"),
];

/// Everything from the tests' module on.
fn tests_of(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or("", |i| &text[i..])
}

/// The exercises' names.
fn names() -> BTreeSet<String> {
    exercises(&root())
        .unwrap()
        .into_iter()
        .map(|e| e.name)
        .collect()
}

/// Every exercise: a stub with a `// TODO` and a `todo!()` (or the one
/// borrow that does not compile) and a solved solution, with the same
/// tests; both name their chapter by path and by address; the workshop's
/// manifest lists both; and every part has an exercise.
#[test]
fn every_exercise_has_a_stub_and_a_solution_with_the_same_tests() {
    let root = root();
    let all = exercises(&root).unwrap();
    assert!(all.len() >= 12, "only {} exercises", all.len());
    let manifest = fs::read_to_string(root.join("workshop/Cargo.toml")).unwrap();
    for exercise in &all {
        let name = &exercise.name;
        let read = |file: &str| {
            fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
        };
        let (stub, solution) = (read(&exercise.stub()), read(&exercise.solution()));
        assert!(stub.contains("// TODO"), "{name} has no `// TODO`");
        assert!(!tests_of(&stub).is_empty(), "{name} has no tests");
        pretty_assertions::assert_eq!(
            tests_of(&stub),
            tests_of(&solution),
            "{name}: the stub and the solution must carry the same tests",
        );
        let refused = DOES_NOT_COMPILE.iter().find(|(n, ..)| n == name);
        let says = stub
            .split("this does not compile: error[")
            .nth(1)
            .and_then(|rest| rest.split(']').next());
        match refused {
            Some((_, code, listing)) => {
                assert_eq!(says, Some(*code), "{name}'s `// TODO` names its error");
                let rustc = fs::read_to_string(root.join("book/src/data/rustc.tsv")).unwrap();
                assert!(
                    rustc.contains(&format!("{listing}\terror[{code}]")),
                    "{name}: the book's `{listing}` is refused with {code} too"
                );
            }
            None => {
                assert_eq!(says, None, "{name} says it does not compile");
                assert!(stub.contains("todo!("), "{name} has no todo!()");
            }
        }
        assert!(!solution.contains("todo!("), "{name} is unsolved");
        for (file, text, cargo_name) in [
            (exercise.stub(), &stub, name.clone()),
            (exercise.solution(), &solution, format!("{name}_sol")),
        ] {
            let chapter = text
                .split("The chapter's source is `")
                .nth(1)
                .and_then(|rest| rest.split('`').next())
                .unwrap_or_else(|| panic!("{file} does not name its chapter"));
            assert!(root.join(chapter).is_file(), "{file} names {chapter}");
            let page = chapter
                .trim_start_matches("book/src/")
                .replace(".md", ".html");
            assert!(
                text.contains(&format!("http://127.0.0.1:3000/{page}")),
                "{file} does not give the chapter's address once served"
            );
            let line = format!(
                "{{ name = \"{cargo_name}\", path = \"{}\" }}",
                file.trim_start_matches("workshop/")
            );
            assert!(
                manifest.contains(&line),
                "workshop/Cargo.toml lacks `{line}`: run `rustlings dev update` in workshop/"
            );
        }
    }
    for part in ["01_", "02_", "03_", "04_", "05_", "06_"] {
        assert!(
            all.iter().any(|e| e.dir.starts_with(part)),
            "no exercise for part {part}"
        );
    }
}

/// The answer to a question stands in its box: after a paragraph that asks
/// it, inside `<details>`, and the box closes after it. A value the
/// question gives (the board it asks about) stands in the question, in the
/// box before `<details>`.
fn asked_in_its_box(text: &str, section: &Marker, chapter: &str) {
    let before = &text[..section.at.start];
    let after = &text[section.at.end..];
    let in_question = before
        .rfind("<div class=\"ayoayo-quiz\"")
        .is_some_and(|b| !before[b..].contains("<details>"))
        && matches!(
            (after.find("<details>"), after.find("</div>")),
            (Some(details), Some(closed)) if details < closed
        );
    if in_question {
        return;
    }
    let opened = before.rfind("<details>").unwrap_or(0);
    let boxed = before[..opened].rfind("<div class=\"ayoayo-quiz\"");
    let question = boxed.map_or("", |b| &before[b..opened]);
    let closed = after.find("</details>").unwrap_or(after.len());
    assert!(
        question.contains('?')
            && !before[opened..].contains("</details>")
            && after[closed..]
                .strip_prefix("</details>")
                .is_some_and(|rest| rest.trim_start().starts_with("</div>")),
        "{chapter}:{}: `{}` is not answered in its box",
        section.line,
        section.name
    );
}

/// Every chapter of the six parts asks a question (the Play page aside),
/// with a computed answer or in a box of its own,
/// every question is asked once, where `QUIZZES` says, and the chapters' hand-overs name exactly the exercises.
/// (That each answer quotes every value it computes is checked as the
/// values are computed.)
#[test]
fn every_chapter_asks_its_question_and_names_its_exercises() {
    let (mut asked, mut named) = (Vec::new(), BTreeSet::new());
    for (part, chapter) in chapters() {
        let chapter = chapter.as_str();
        let text = fs::read_to_string(root().join("book/src").join(chapter)).unwrap();
        let mut quizzes = Vec::new();
        for section in markers(&text).unwrap() {
            let name = section.name;
            if let Some(quiz) = name.strip_prefix("quiz ") {
                asked_in_its_box(&text, &section, chapter);
                let (quiz, _) = quiz.split_once(' ').unwrap();
                if !quizzes.contains(&quiz.to_string()) {
                    quizzes.push(quiz.to_string());
                }
            } else if let Some(list) = name.strip_prefix("try-it ") {
                named.extend(list.split_whitespace().map(str::to_string));
            }
        }
        // A question whose answer needs no computed value may be written
        // by hand, in a box of its own, before its folded answer.
        let asks_by_hand = text
            .split("<div class=\"ayoayo-quiz\"")
            .skip(1)
            .any(|quiz| {
                quiz.split_once("<details>")
                    .is_some_and(|(question, _)| question.contains('?'))
            });
        assert!(
            !part.starts_with("Part")
                || chapter == "play.md"
                || !quizzes.is_empty()
                || asks_by_hand,
            "{chapter} ({part}) asks nothing"
        );
        asked.extend(quizzes.into_iter().map(|q| (q, chapter.to_string())));
    }
    // Each question once, in the chapter the table names, in book order.
    let table: Vec<(String, String)> = QUIZZES
        .iter()
        .map(|q| (q.name.to_string(), q.chapter.to_string()))
        .collect();
    assert_eq!(asked, table, "the questions as asked, against QUIZZES");
    assert_eq!(named, names(), "chapters name exactly the exercises");
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
    let all = names();
    let mut used = BTreeSet::new();
    for s in &segments {
        for e in s.exercises.split_whitespace().filter(|e| *e != "-") {
            // A `+` marks a stretch exercise.
            let e = e.trim_end_matches('+');
            assert!(all.contains(e), "the agenda names no exercise `{e}`");
            used.insert(e.to_string());
            // The chapter the exercise sends the learner to is in its
            // segment.
            let exercise = exercises(&root)
                .unwrap()
                .into_iter()
                .find(|x| x.name == e)
                .unwrap();
            let text = std::fs::read_to_string(root.join(exercise.stub())).unwrap();
            let chapter = text
                .split("`book/src/")
                .nth(1)
                .and_then(|rest| rest.split('`').next())
                .unwrap_or_else(|| panic!("{e} names no chapter"));
            assert!(
                s.chapters.contains(&format!("../{chapter}")),
                "{e} sends the learner to {chapter}, which its segment does not list"
            );
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
fn the_oldest_rust_is_said_as_the_manifest_says() {
    let root = book_content::root();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let oldest = manifest
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = "))
        .map(|v| v.trim_matches('"'))
        .expect("Cargo.toml sets rust-version");
    for (file, said) in [
        ("README.md", format!("Rust installed ({oldest} or newer)")),
        (
            "book/src/appendix/teaching.md",
            format!("Rust {oldest} or later"),
        ),
    ] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let words: Vec<&str> = text.split_whitespace().collect();
        assert!(words.join(" ").contains(&said), "{file}: say `{said}`");
        // Any other "1.NN or later" or "(1.NN or newer" is the same.
        for pair in words.windows(3) {
            let version = pair[0].trim_start_matches('(');
            if version.starts_with("1.") && pair[1] == "or" {
                assert_eq!(version, oldest, "{file}: {}", pair.join(" "));
            }
        }
    }
}

#[test]
fn the_runner_is_pinned_to_one_version_everywhere() {
    let root = book_content::root();
    let pin = format!(
        "cargo install rustlings --locked --version {}",
        book_content::workshop::RUSTLINGS
    );
    // The preparation that `cargo xtask measure workshop` times.
    let (_, timed) = book_content::recorded::workshop::STEPS[0];
    assert!(timed.starts_with(&pin), "the timed step installs `{timed}`");
    for file in [
        "README.md",
        "CONTRIBUTING.md",
        "book/src/introduction.md",
        "book/src/appendix/teaching.md",
        ".ci/setup",
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

/// A stretch exercise says so in its first line and its first hint, comes
/// after every core exercise of its part (so that skipping it is one step
/// in rustlings' list), and is the agenda's `+`.
#[test]
fn stretch_exercises_are_marked_and_last_in_their_part() {
    let root = root();
    let all = exercises(&root).unwrap();
    let stretch = |hint: &str| hint.trim_start().starts_with(STRETCH);
    let mut marked = BTreeSet::new();
    for (i, e) in all.iter().enumerate() {
        let stub = fs::read_to_string(root.join(e.stub())).unwrap();
        let first_line = stub.lines().next().unwrap_or_default();
        assert_eq!(
            first_line.contains("(stretch)"),
            stretch(&e.hint),
            "{}: its first line and its first hint must agree",
            e.name
        );
        if stretch(&e.hint) {
            marked.insert(e.name.clone());
            if let Some(next) = all.get(i + 1).filter(|next| next.dir == e.dir) {
                assert!(
                    stretch(&next.hint),
                    "{} (stretch) comes before {}, a core exercise of its part",
                    e.name,
                    next.name
                );
            }
        }
    }
    let in_agenda: BTreeSet<String> = agenda(&root)
        .unwrap()
        .iter()
        .flat_map(|s| {
            s.exercises
                .split_whitespace()
                .filter_map(|e| e.strip_suffix('+'))
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(
        marked, in_agenda,
        "the agenda's `+` marks the stretch exercises"
    );
    // The welcome message names them, since rustlings' list cannot.
    let info = fs::read_to_string(root.join("workshop/info.toml")).unwrap();
    let welcome: toml::Value = toml::from_str(&info).unwrap();
    let welcome = welcome["welcome_message"]
        .as_str()
        .unwrap()
        .replace('\n', " ");
    let named: BTreeSet<String> = all
        .iter()
        .filter(|e| welcome.contains(&e.name))
        .map(|e| e.name.clone())
        .collect();
    assert_eq!(
        named, marked,
        "the welcome message names the stretch exercises"
    );
    assert!(marked.len() >= 4, "stretch exercises: {marked:?}");
}

/// A self-check that holds the reader's numbers against the crate's names,
/// in `data-check`, keys that its answer generates as whole numbers.
#[test]
fn self_checks_check_what_their_answers_generate() {
    let values = load_values(&root()).unwrap();
    let mut checked = 0;
    for (_, chapter) in chapters() {
        let text = fs::read_to_string(root().join("book/src").join(&chapter)).unwrap();
        let generated = markers(&text).unwrap();
        let opening = "<div class=\"ayoayo-quiz\" data-check=\"";
        for (at, _) in text.match_indices(opening) {
            let keys = text[at + opening.len()..].split('"').next().unwrap();
            let closed = at + text[at..].find("</details>").unwrap();
            for key in keys.split_whitespace() {
                let number = generated.iter().any(|s| {
                    (at..closed).contains(&s.at.start)
                        && s.name.starts_with("quiz ")
                        && s.name.split_whitespace().nth(2) == Some(key)
                        && values[s.name].trim().parse::<u64>().is_ok()
                });
                assert!(
                    number,
                    "{chapter}: data-check names `{key}`, which its answer does not generate as a number"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "only {checked} values checked");
}

/// A self-check with options has one right option, not always in the same
/// place, and each wrong one says which wrong model of recursion (or which
/// of the book's traps) it comes from, in words the page's verdict repeats.
#[test]
fn a_wrong_option_names_the_wrong_model_it_comes_from() {
    let words = [
        ("looping", "looping model"),
        ("return-value", "return-value model"),
        ("trap", "trap"),
    ];
    let (mut quizzes, mut places) = (0, Vec::new());
    for (_, chapter) in chapters() {
        let text = fs::read_to_string(root().join("book/src").join(&chapter)).unwrap();
        for (at, _) in text.match_indices("<ol class=\"ayo-options\">") {
            let list = &text[at..at + text[at..].find("</ol>").unwrap()];
            // HTML, where Markdown would show as written.
            assert!(
                !list.contains('`') && !list.contains("]("),
                "{chapter}: Markdown in an HTML list of options: {list}"
            );
            let options: Vec<&str> = list.split("<li").skip(1).collect();
            let right = options.iter().filter(|o| o.starts_with(" data-right>"));
            assert_eq!(right.count(), 1, "{chapter}: one right option in {list}");
            places.push(options.iter().position(|o| o.starts_with(" data-right>")));
            let wrong: Vec<&&str> = options
                .iter()
                .filter(|o| !o.starts_with(" data-right>"))
                .collect();
            assert!(
                wrong.len() >= 2,
                "{chapter}: at least two wrong options in {list}"
            );
            for option in wrong {
                let named = words.iter().any(|(model, says)| {
                    option.starts_with(&format!(" data-model=\"{model}\">"))
                        && option.contains(says)
                });
                assert!(
                    named,
                    "{chapter}: this option does not name its model: <li{option}"
                );
            }
            quizzes += 1;
        }
    }
    assert!(quizzes >= 3, "only {quizzes} self-checks with options");
    // A reader who finds the right option always in one place learns the
    // place, not the lesson.
    places.dedup();
    assert!(
        places.len() > 1,
        "the right option is always option {places:?}"
    );
}

/// The book's chapters as `SUMMARY.md` lists them, each with the part it is
/// in (the heading above it).
fn chapters() -> Vec<(String, String)> {
    let summary = fs::read_to_string(root().join("book/src/SUMMARY.md")).unwrap();
    let mut part = String::new();
    let mut found = Vec::new();
    for line in summary.lines() {
        if let Some(heading) = line.strip_prefix("# ") {
            part = heading.to_string();
        } else if let Some(open) = line.find("](") {
            let chapter = &line[open + 2..line.rfind(')').unwrap()];
            found.push((part.clone(), chapter.to_string()));
        }
    }
    found
}
