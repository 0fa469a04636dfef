//! Nothing the book shows is typed by hand: every picture, table, quoted
//! number and quoted tool output is exactly what the tooling computes from
//! the code and the files in `book/src/data/`. `cargo xtask regenerate`
//! rewrites them. The measurements' data file reads back what it wrote.

use book_content::recorded::endless::EndlessRow;
use book_content::recorded::measurements::{interval_for_people, Measurements, Timing};
use book_content::{generated, root};

/// The folders `inputs_key` leaves out: what builds write, and the browser
/// tests' packages. Nothing the tooling reads is in them.
const NOT_INPUTS: [&str; 4] = [".git", "target", "node_modules", "book/build"];

/// A key for everything the generated files are computed from: every file
/// under `root` but [`NOT_INPUTS`], by path and contents (the generated
/// files among them), and `program`, the build computing them, by its size
/// and time, which a rebuild changes (a new compiler or library is a
/// rebuild). Equal keys mean equal inputs, so a check that passed for one
/// holds for the other.
fn inputs_key(root: &std::path::Path, program: &std::path::Path) -> std::io::Result<u64> {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    root.hash(&mut hasher);
    let meta = std::fs::metadata(program)?;
    (meta.len(), meta.modified()?).hash(&mut hasher);
    let relative = |path: &std::path::Path| book_content::relative(root, path);
    let walk = walkdir::WalkDir::new(root)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| {
            let path = relative(entry.path());
            !NOT_INPUTS
                .iter()
                .any(|skip| path == *skip || path.ends_with(&format!("/{skip}")))
        });
    for entry in walk {
        let entry = entry?;
        if entry.file_type().is_file() {
            relative(entry.path()).hash(&mut hasher);
            std::fs::read(entry.path())?.hash(&mut hasher);
        }
    }
    Ok(hasher.finish())
}

/// Checked once for each set of inputs: a learner's run after a run that
/// passed, with no file and no build changed, finds the key it left and
/// computes nothing (see `inputs_key`).
#[test]
fn every_generated_file_is_what_the_tooling_computes() {
    use xtask::regenerate::stale;
    let root = root();
    let program = std::env::current_exe().unwrap();
    let key = inputs_key(&root, &program).unwrap().to_string();
    let passed = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("generated-fresh");
    if std::fs::read_to_string(&passed).is_ok_and(|last| last == key) {
        return;
    }
    let stale = stale(&root).expect("the book and its data are readable");
    assert!(
        stale.is_empty(),
        "these files differ from what the tooling computes from the code and book/src/data/: \
         {stale:?}. Run `cargo xtask regenerate` to rewrite them"
    );
    std::fs::write(&passed, key).unwrap();
}

/// The key changes with any file's contents or name, and with the build,
/// but not with what builds write.
#[test]
fn the_freshness_key_follows_every_input() {
    let dir = std::env::temp_dir().join(format!("ayoayo-key-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("book/src")).unwrap();
    std::fs::create_dir_all(dir.join("target")).unwrap();
    std::fs::create_dir_all(dir.join("book/build")).unwrap();
    let (chapter, program) = (dir.join("book/src/a.md"), dir.join("target/program"));
    std::fs::write(&chapter, "four stones").unwrap();
    std::fs::write(&program, "build one").unwrap();
    let key = || inputs_key(&dir, &program).unwrap();
    let first = key();
    assert_eq!(key(), first);
    std::fs::write(dir.join("target/x"), "built").unwrap();
    std::fs::write(dir.join("book/build/index.html"), "built").unwrap();
    assert_eq!(key(), first, "what builds write is not an input");
    std::fs::write(&chapter, "five stones").unwrap();
    let second = key();
    assert_ne!(second, first, "a chapter changed");
    std::fs::rename(&chapter, dir.join("book/src/b.md")).unwrap();
    assert_ne!(key(), second, "a chapter renamed");
    let third = key();
    std::fs::write(&program, "build two, longer").unwrap();
    assert_ne!(key(), third, "a new build");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A marker is a kind of value many chapters share, with its arguments
/// typed, or a name its chapter's table gives. A misspelt argument of a
/// shared kind is refused naming it, and any other name is refused naming
/// the chapter.
#[test]
fn a_marker_names_a_shared_kind_or_a_value_of_its_chapter() {
    use generated::{diff_regions, value_of, BoardName, Kind};
    let parsed = |name: &str| Kind::parse(name).unwrap();
    assert!(
        matches!(parsed("ns cost/sow/a b"), Kind::Ns { benchmark } if benchmark.text() == "cost/sow/a b")
    );
    assert!(matches!(
        parsed("stepper midgame 1 11 A caption, with words"),
        Kind::Stepper {
            board: BoardName::Midgame,
            player: 1,
            pit: 11,
            ..
        }
    ));
    let root = root();
    let data = Measurements::load(&root).unwrap();
    let sources = generated::Sources::new(&root, &data);
    let said =
        |chapter: &str, name: &str| format!("{:#}", value_of(chapter, name, &sources).unwrap_err());
    for (name, naming) in [
        ("tree", "<WORDS>"),
        ("ns", "<WORDS>"),
        ("relay opening 0 lap", "'lap'"),
        ("relay middle 0 laps", "'middle'"),
        ("endless cycles", "'cycles'"),
        ("quiz opening-4 pits", "no quiz called `opening-4`"),
        ("quiz-stepper trapp", "no quiz called `trapp`"),
        ("diff a.rs b.rs:y", "FILE:REGION"),
    ] {
        let refused = said("part1/the-game.md", name);
        assert!(refused.starts_with(&format!("`{name}`: ")), "{refused}");
        assert!(refused.contains(naming), "{name}: {refused}");
    }
    // A chapter's own value, named in another chapter or misspelt.
    assert!(value_of("part5/the-stack.md", "stack-calls 2", &sources).is_ok());
    for (chapter, name) in [
        ("part1/the-game.md", "stack-calls 2"),
        ("part5/the-stack.md", "stack-calls 3"),
        ("part5/the-stack.md", "nss x"),
    ] {
        let refused = said(chapter, name);
        let expected = format!(
            "`{name}` is neither a kind of value chapters share nor a value {chapter} names"
        );
        assert!(refused.contains(&expected), "{refused}");
    }
    // A question's value is one its answer computes.
    let refused = said("part1/the-game.md", "quiz opening-3 lap");
    assert!(
        refused.contains("quiz opening-3 has no `lap`: it has across, captured"),
        "{refused}"
    );
    let [before, after] = diff_regions("diff a.rs:x b.rs:y").unwrap();
    assert_eq!((before.file, before.name), ("a.rs".into(), "x".into()));
    assert_eq!((after.file, after.name), ("b.rs".into(), "y".into()));
    assert!(diff_regions("perft 6").is_none());
}

#[test]
fn markers_are_found_filled_in_and_bad_ones_refused() {
    let text = "a <!-- gen: ns x --> b\n<!-- gen: machine -->\n";
    let found = generated::markers(text).unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].name, "ns x");
    assert_eq!(&text[found[0].at.clone()], "<!-- gen: ns x -->");
    assert_eq!(found[1].line, 2);
    let values = generated::Values::from([
        ("ns x".to_string(), "1 ns".to_string()),
        ("machine".to_string(), "m".to_string()),
    ]);
    let filled = generated::expand(text, &values).unwrap();
    let close = generated::CLOSE;
    assert_eq!(
        filled,
        format!("a <!-- gen: ns x -->1 ns{close} b\n<!-- gen: machine -->m{close}\n")
    );
    let said = |text: &str| generated::markers(text).unwrap_err().to_string();
    assert!(said("<!-- gen: ns x").contains("never closed"));
    assert!(said("<!-- gen: a -->1<!-- /gen -->").contains("with one comment"));
    assert!(said("<!-- gen: -->").contains("names one value"));
    let missing = generated::expand("<!-- gen: nothing -->", &values);
    let missing = missing.unwrap_err().to_string();
    assert!(missing.contains("no value `nothing`"), "{missing}");
}

/// A quoted time is the measurement its section names, in the book's
/// units: each row of the data, set to a time of its own, is quoted as
/// that time.
#[test]
fn a_quoted_time_is_the_measurement_it_names() {
    let root = root();
    let mut data = Measurements::load(&root).unwrap();
    let cases = [
        (7.26, "7.3 ns"),
        (777.0, "777 ns"),
        (12_345.0, "12.3 µs"),
        (4_560_000.0, "4.6 ms"),
    ];
    for (i, (nanos, said)) in cases.into_iter().enumerate() {
        data.rows[i].mean = nanos;
        let id = data.rows[i].id.clone();
        let sources = generated::Sources::new(&root, &data);
        let quoted = generated::value_of(
            "part5/the-cost-of-elegance.md",
            &format!("ns {id}"),
            &sources,
        )
        .unwrap();
        assert_eq!(quoted, said, "{id}");
    }
}

/// A relay's laps and end are the engine's, and a stepper whose caption
/// counts the laps wrong is refused.
#[test]
fn a_caption_that_counts_laps_counts_them_right() {
    let root = root();
    let data = Measurements::load(&root).unwrap();
    let sources = generated::Sources::new(&root, &data);
    let value = |name: &str| generated::value_of("part1/the-game.md", name, &sources);
    assert_eq!(value("relay opening 0 laps").unwrap(), "4");
    assert_eq!(value("relay opening 0 end").unwrap(), "9");
    assert!(value("stepper midgame 1 11 It takes ten laps").is_ok());
    assert!(value("stepper midgame 1 11 It takes 10 laps").is_ok());
    let wrong = value("stepper midgame 1 11 It takes nine laps").unwrap_err();
    assert!(
        wrong
            .to_string()
            .contains("says nine laps, the relay takes 10"),
        "{wrong}"
    );
}

/// The engine appendix: every endless relay found comes back to its first
/// lap's state within `endless longest` laps, so comparing each lap with
/// that state for `FIRST_GAP` laps catches them all.
#[test]
fn the_first_gap_outlasts_every_endless_cycle_found() {
    use book_content::recorded::endless::ENDLESS_FILE;
    let longest: u64 =
        book_content::data::recorded_value(&root(), ENDLESS_FILE, EndlessRow::Longest, "endless")
            .unwrap();
    let gap = ayoayo::engine::internals::FIRST_GAP;
    assert!(
        longest < gap,
        "a cycle of {longest} laps outlasts the first gap of {gap}"
    );
}

/// The comparisons the prose makes between quoted times (the times
/// themselves are generated; the words "faster" and "slower" are not, so
/// they are checked here against the same data): the first of each pair
/// is the slower.
#[test]
fn the_prose_comparisons_hold_in_the_data() {
    let data = Measurements::load(&root()).unwrap();
    let t = |id: &str| data.require(id).unwrap();
    for claim in [
        // Part III: cloning a Vec costs more than copying an array, and the
        // checked injected sow, which copies only arrays, more than the
        // unchecked array shape: its extra time goes on checking and on
        // returning a `Result`.
        "stages/sow/vec copies > stages/sow/array copies",
        "cost/sow/injected > stages/sow/array copies",
        // Part V: the essay's recursive sow, unchecked, beats the iterative stage's
        // checked loop.
        "cost/sow/iterative > stages/sow/array copies",
        // (The stages' order on one lap, the iterative stage fastest and the global
        // stage slowest, is checked where the cost chapter's self-check
        // computes it: `fastest_sow` in crates/book-content/src/quiz/recursion.rs.)
        // Part IV: building results costs more than recursing.
        "stages/possible moves/copying the rest > cost/possible moves/recursive",
        "cost/possible moves/recursive > stages/possible moves/one vector passed down",
        "stages/possible moves/one vector passed down > cost/possible moves/iterative",
        // Part V: asking the engine twice costs more than playing once.
        "cost/permissible moves/recursive > cost/permissible moves/iterative",
        // Part VI and the measuring appendix: games on bare positions walk
        // their endless relays up to three times a ply, on turns once, and
        // with `children` alone once, keeping no laps or history.
        "game/100 random games/positions > game/100 random games/turns",
        "game/100 random games/turns > game/100 random games/children",
    ] {
        let (slower, faster) = claim.split_once(" > ").unwrap();
        assert!(
            t(slower) > t(faster),
            "the book says {slower} ({} ns) is slower than {faster} ({} ns), \
             but the data says otherwise: rewrite the prose",
            t(slower),
            t(faster)
        );
    }
    // Part V, Back to loops: the tangled loop is faster than separate
    // filters, "by a fraction of a microsecond a call".
    let (tangled, filters) = (
        t("cost/permissible moves/iterative"),
        t("stages/permissible moves/separate filters"),
    );
    assert!(
        tangled < filters && filters - tangled < 1_000.0,
        "Back to loops says the one loop saves under a microsecond: {tangled} ns, {filters} ns"
    );
    // Part V, Back to loops: in a release build both recursive counts
    // finish ten million pits, turned into loops by the optimiser.
    let stack = book_content::recorded::stack::Stack::load(&root()).unwrap();
    for count in ["recursive", "accumulator"] {
        assert_eq!(
            stack.release(count).unwrap(),
            "counted 10000000",
            "Back to loops says the {count} count finishes in a release build"
        );
    }
    // Part V: "The iterative stage is the fastest in every row."
    for timing in data.rows.iter().filter(|t| t.id.starts_with("cost/")) {
        let (op, stage) = timing.id.rsplit_once('/').unwrap();
        let four = data.require(&format!("{op}/iterative")).unwrap();
        if stage != "iterative" && op != "cost/100 random games" {
            assert!(
                four < timing.mean,
                "the iterative stage is not the fastest at {op}"
            );
        }
    }
}

/// Part VI's claims about the opponent hold in the recorded matches:
/// `search` takes nearly every point from `random` and `greedy`, and at
/// least 85% from the margin-only `margin:8` and from `search:8`,
/// within 250 ms a move; each rung of the ladder takes at least 60% of the
/// points from the one below.
#[test]
fn the_strength_claims_hold_in_the_recorded_matches() {
    use book_content::recorded::strength::{load, LADDER};
    let matchups = load(&root()).expect("the match data is readable");
    let points = |a: &str, b: &str| {
        let m = matchups
            .iter()
            .find(|m| m.players == [a, b])
            .unwrap_or_else(|| panic!("no match of {a} against {b}"));
        (m.points(), m.ms[0])
    };
    for (other, share) in [
        ("random", 0.97),
        ("greedy", 0.90),
        ("margin:8", 0.85),
        ("search:8", 0.85),
    ] {
        let (won, ms) = points("search", other);
        assert!(
            won >= share,
            "search took {won:.3} of the points against {other}: less than the book claims"
        );
        assert!(ms <= 250.0, "search took {ms} ms a move against {other}");
    }
    let (edge, _) = points("search:8", "margin:8");
    assert!(edge > 0.5, "the evaluation alone takes only {edge:.3}");
    // No chapter says so in words, but the measuring appendix's ladder
    // and table show it: in these matches the clock's extra plies bought
    // more than the counts did.
    let (deeper, _) = points("search", "search:8");
    assert!(
        deeper > edge,
        "the ladder no longer shows depth buying more than the counts: {deeper:.3} against {edge:.3}"
    );
    // A share is not a rating: `margin:8` gives `search` fewer points than
    // `search:8` does, though it loses to `search:8`, and it does so by
    // tying more often.
    let results = |b: &str| {
        let m = matchups
            .iter()
            .find(|m| m.players == ["search", b])
            .unwrap();
        (m.points(), m.results)
    };
    let ((margin, [_, margin_wins, margin_ties]), (deeper, [_, _, deeper_ties])) =
        (results("margin:8"), results("search:8"));
    assert!(
        margin < deeper && margin_ties > deeper_ties && margin_wins > 0,
        "the measuring appendix says margin:8 keeps more points from search than search:8 does, \
         tying more often and winning now and then"
    );
    for pair in LADDER.windows(2) {
        let name = |d: u32| format!("search:{d}");
        let (won, _) = points(&name(pair[1]), &name(pair[0]));
        assert!(
            won >= 0.6,
            "search:{} took only {won:.3} of the points from search:{}",
            pair[1],
            pair[0]
        );
    }
}

/// The opponent evaluates with the weights the recorded tuning found:
/// `src/game/tuned.rs` holds the last line of `tuning.tsv`, laid out
/// exactly as `cargo xtask tune` writes it. The file's openings are not
/// checked here (they are compared with the crate's own list, read from
/// this same file): finding the balanced starts again takes seconds, so
/// `the_match_openings_are_the_balanced_starts` does it, under `.ci/run`.
#[test]
fn the_tuned_file_holds_the_recorded_weights() {
    use book_content::recorded::tune::{tuned, tuned_source, TUNED_FILE};
    let root = root();
    let weights = tuned(&root).unwrap();
    let written = std::fs::read_to_string(root.join(TUNED_FILE)).unwrap();
    let expected = tuned_source(&weights, &ayoayo::game::OPENINGS);
    pretty_assertions::assert_eq!(written, expected, "run `cargo xtask tune`");
}

/// What the leaves know and Tuning the weights say in words that
/// self-play found no use for the last two counts (stones on the row, the
/// duty to feed), and weighed stones facing an empty pit slightly against
/// the mover. A retune that changes any of that fails here, and the
/// chapters' words must change with it.
#[test]
fn the_prose_about_the_tuned_weights_holds() {
    let w = ayoayo::game::Weights::TUNED;
    assert_eq!(
        (w.on_row, w.must_feed),
        (0, 0),
        "the last two counts unused"
    );
    assert!(
        [w.mobility, w.relays].iter().all(|&x| x > 0),
        "the first two used"
    );
    assert!(
        w.targets < 0 && w.targets.abs() * 5 <= w.captured,
        "stones facing an empty pit weigh slightly against: {}",
        w.targets
    );
}

/// The match openings in the tuned file are the starts a search finds
/// balanced now, found afresh: the test above compares the file with
/// `OPENINGS`, which is read from the same file. Some seconds of search,
/// so `.ci/run`'s test stage runs it and a learner's `cargo test` does not.
#[test]
#[ignore = "run by .ci/run's test stage; alone: cargo test -p xtask --test book -- --ignored openings"]
fn the_match_openings_are_the_balanced_starts() {
    let found = book_content::recorded::tune::balanced_openings();
    assert_eq!(found, ayoayo::game::OPENINGS, "run `cargo xtask tune`");
}

/// A data file has one schema: its rows, read into the type the book
/// reads them into and written again as the lab writes them, are the file
/// as recorded, byte for byte. So the matches, the endless relays and the
/// workshop's times.
#[test]
fn the_data_files_are_written_from_the_rows_they_are_read_into() {
    use book_content::recorded::strength::{Row, STRENGTH_FILE};
    use serde::{de::DeserializeOwned, Serialize};
    fn same<T: Serialize + DeserializeOwned>(file: &str) {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        let rows: Vec<T> = book_content::data::data_rows(&text).unwrap();
        let notes = text.lines().next().and_then(|l| l.strip_prefix("# "));
        let written = book_content::data::data_file(notes.unwrap(), &rows).unwrap();
        pretty_assertions::assert_eq!(written, text, "{file}");
    }
    same::<Row>(STRENGTH_FILE);
    same::<(String, u64)>(book_content::recorded::endless::ENDLESS_FILE);
    same::<(String, u64)>(book_content::recorded::workshop::TIMES_FILE);
}

#[test]
fn data_round_trips() {
    let data = Measurements {
        machine: "a test machine".into(),
        rows: vec![
            Timing {
                id: "cost/sow/injected".into(),
                mean: 60.7,
                low: 60.25,
                high: 61.5,
            },
            Timing {
                id: "stages/x".into(),
                mean: 9.3,
                low: 9.0,
                high: 10.25,
            },
        ],
    };
    assert_eq!(Measurements::parse(&data.to_tsv()).unwrap(), data);
}

/// The measuring appendix says the matches and the workshop's preparation
/// were timed on one machine and the other timing files on another, and the
/// cost of elegance weighs its timings against instruction counts and loops
/// "on the machine that ran the benchmarks".
#[test]
fn the_timings_and_the_instruction_counts_share_a_machine() {
    let root = root();
    let machine = |file: &str| {
        let text = std::fs::read_to_string(root.join("book/src/data").join(file)).unwrap();
        let first = text.lines().next().unwrap().to_string();
        let (_, on) = first.rsplit_once(" on: ").expect(file);
        // The stack's file adds the compiler after the machine.
        on.split(", rustc").next().unwrap().trim().to_string()
    };
    let timings = machine("measurements.tsv");
    for file in [
        "stack.tsv",
        "count-loops.tsv",
        "engine-history.tsv",
        "browser.tsv",
    ] {
        assert_eq!(machine(file), timings, "{file} names another machine");
    }
    let matches = machine("strength.tsv");
    assert_ne!(matches, timings, "the appendix says it differs");
    assert_eq!(
        machine("workshop-times.tsv"),
        matches,
        "the appendix says the workshop shares the matches' machine"
    );
}

/// The cost of elegance says that the intervals of the slowest and the
/// fastest count "do not overlap", that the slowest's loop is the one that
/// runs on into a second line, that the aligned build puts every loop in
/// one line, and that the gap shrinks there.
#[test]
fn the_gap_between_the_counts_follows_the_loop_that_crosses_a_line() {
    use book_content::recorded::count_loops::{slowest_and_fastest, CountLoops};
    let root = root();
    let data = Measurements::load(&root).unwrap();
    let (slowest, fastest) = slowest_and_fastest(&data, "stages").unwrap();
    let band = |count: &str| {
        let t = data
            .timing(&format!("stages/count stones/{count}"))
            .unwrap();
        (t.low, t.high)
    };
    assert!(band(fastest).1 < band(slowest).0, "the bands overlap");
    let loops = CountLoops::load(&root).unwrap();
    let crossing: Vec<&str> = loops
        .of("stages")
        .iter()
        .filter(|r| r.crosses_a_line())
        .map(|r| r.count.as_str())
        .collect();
    assert_eq!(
        crossing,
        [slowest],
        "the slowest count's loop alone crosses"
    );
    assert!(loops.of("aligned").iter().all(|r| !r.crosses_a_line()));
    let bytes: Vec<u64> = loops.rows.iter().map(|r| r.bytes).collect();
    assert!(
        bytes.windows(2).all(|w| w[0] == w[1]),
        "one loop, {bytes:?}"
    );
    let spread = |build| {
        let (slow, fast) = slowest_and_fastest(&data, build).unwrap();
        let mean = |c: &str| data.require(&format!("{build}/count stones/{c}")).unwrap();
        mean(slow) / mean(fast)
    };
    assert!(
        spread("aligned") < spread("stages"),
        "the gap did not shrink"
    );
}

/// An interval is shown in the unit of its upper bound, so that both
/// bounds read alike across a unit's edge.
#[test]
fn intervals_are_shown_in_one_unit() {
    let timing = |low, high| Timing {
        id: "x".into(),
        mean: low,
        low,
        high,
    };
    assert_eq!(
        interval_for_people(&timing(2.84, 3.06)),
        "between 2.8 and 3.1 ns"
    );
    assert_eq!(
        interval_for_people(&timing(9.6, 10.4)),
        "between 9.6 and 10.4 ns"
    );
    assert_eq!(
        interval_for_people(&timing(980.0, 1_040.0)),
        "between 0.98 and 1.04 µs"
    );
    assert_eq!(
        interval_for_people(&timing(10.57, 11.27)),
        "between 10.6 and 11.3 ns"
    );
}

#[test]
fn bad_lines_are_refused() {
    let head = "# benchmark\tmean, measured on: m\n";
    assert!(Measurements::parse(&format!("{head}cost/sow/injected\tfast\n")).is_err());
    assert!(Measurements::parse(&format!("{head}cost/sow/injected\n")).is_err());
    assert!(Measurements::parse("cost/sow/injected\t1.0\n").is_err());
}

/// Part V and the engine appendix say that every endless relay of the
/// first eight moves comes back to the state after its first lap: the
/// recorded walk of all of them bears it out.
#[test]
fn every_endless_relay_met_comes_back_to_its_first_lap() {
    let quote = |key| book_content::recorded::endless::quote(&root(), key).unwrap();
    assert_eq!(quote(EndlessRow::FirstLap), quote(EndlessRow::Relays));
}

/// `cargo xtask measure stack` builds its programs from the crate's
/// regions: a region changed for the book must leave them compiling.
#[test]
fn the_stack_measuring_programs_compile() {
    book_content::recorded::stack::check_programs(&root()).unwrap();
}

/// What rustc writes for the three counts, read from its assembly: on
/// x86-64 Linux, whose assembly the test knows how to read.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
mod assembly {
    use super::root;
    use book_content::assembly::{CountsAssembly, RELEASE, TEST_BUILD};

    /// What rustc makes of Part IV's count, its accumulator-passing form and
    /// Part V's loop, as the stack chapter and the cost of elegance tell it.
    /// In a release build the three are one and the same loop, with no call
    /// (registers and labels aside). In the crate's test build, at opt-level 1
    /// with overflow checks on, the accumulator-passing count is a loop, but
    /// `count_stones` still calls itself: the check of its addition waits for
    /// the call to return, as the lines the stack chapter quotes show.
    #[test]
    fn what_rustc_makes_of_the_three_counts() {
        // Another rustc may write other assembly: a learner's newer
        // compiler must not fail the book's tests. The recording's own
        // compiler checks it all.
        if !book_content::assembly::recorded_by_this_rustc(&root()).unwrap() {
            eprintln!("the assembly was recorded by another rustc: not checked here");
            return;
        }
        let release = CountsAssembly::compile(&root(), &RELEASE).unwrap();
        let plain = release.the_loop("count_stones").unwrap();
        assert!(plain.len() > 4, "{plain:?}");
        for name in [
            "count_stones",
            "count_stones_passing",
            "count_stones_looping",
        ] {
            assert!(
                !release.calls_itself(name),
                "{name} calls itself when released"
            );
            assert_eq!(plain, release.the_loop(name).unwrap(), "{name}");
        }
        let test = CountsAssembly::compile(&root(), &TEST_BUILD).unwrap();
        assert!(test.calls_itself("count_stones"));
        assert!(!test.calls_itself("count_stones_passing"));
        // Not for want of optimising: without the checks, level 1 makes a
        // loop of it too.
        let unchecked = ["-C", "opt-level=1", "-C", "overflow-checks=off"];
        let unchecked = CountsAssembly::compile(&root(), &unchecked).unwrap();
        assert!(!unchecked.calls_itself("count_stones"));
        // The quoted lines: the call, then the addition, then the jump
        // taken when it overflows.
        let around = test.around_the_call("count_stones").unwrap();
        let ops: Vec<&str> = around
            .iter()
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        assert!(
            matches!(ops[..], [_, "callq" | "call", "addl" | "add", "jb"]),
            "{around:?}"
        );
    }

    /// The injected stage's `relay` calls itself last, yet keeps a frame
    /// per lap in the test build and in a release build, since the board
    /// it passes on is a copy kept in its own frame: the register for the
    /// board's argument holds an address on the caller's stack when it
    /// calls, as the quoted lines show.
    #[test]
    fn the_injected_relay_hands_its_board_from_its_own_frame() {
        if !book_content::assembly::recorded_by_this_rustc(&root()).unwrap() {
            eprintln!("the assembly was recorded by another rustc: not checked here");
            return;
        }
        for flags in [&TEST_BUILD[..], &RELEASE[..]] {
            let relay = CountsAssembly::compile_relay(&root(), flags).unwrap();
            let lines = relay.before_the_call("relay").unwrap();
            let board = lines.iter().rev().find(|l| l.ends_with(", %rsi"));
            assert!(
                board.is_some_and(|l| l.contains("(%rsp)") || l.contains("%rsp,")),
                "{flags:?}: {lines:?}"
            );
            assert!(
                lines.last().is_some_and(|l| l.ends_with(" relay")),
                "{lines:?}"
            );
        }
    }
}

/// Part IV, What a call can see: the house rule adds a counter above the
/// one loop and new lines inside it, and changes one line of the
/// recursive stage and adds two functions beside it, leaving the others
/// alone.
#[test]
fn the_house_rule_diffs_say_what_the_chapter_says() {
    let values = generated::load_values(&root()).unwrap();
    let diff = |of: &str| {
        let (key, value) = values
            .iter()
            .find(|(k, _)| k.starts_with("diff ") && k.contains(of))
            .unwrap_or_else(|| panic!("no diff of {of} in the book"));
        let lines = |mark: char| value.lines().filter(move |l| l.starts_with(mark));
        let changed = lines('-').count();
        let added: Vec<&str> = lines('+').collect();
        (key.clone(), changed, added)
    };
    let (_, loop_changed, loop_added) = diff("back_to_loops.rs:tangled");
    assert_eq!(
        loop_changed, 1,
        "the loop's `if` is the one line the rule rewrites"
    );
    assert!(
        loop_added.iter().any(|l| l.starts_with("+    let mut")),
        "a counter above the loop"
    );
    assert!(
        loop_added.iter().any(|l| l.contains("feeding.clear()")),
        "feeding emptied part-way"
    );
    let (key, split_changed, split_added) = diff("recursive.rs:permissible_filter");
    assert_eq!(
        split_changed, 1,
        "{key}: the rule changes one line of permissible_filter"
    );
    let functions: Vec<&str> = split_added
        .into_iter()
        .filter(|l| l.starts_with("+pub fn ") || l.starts_with("+fn "))
        .collect();
    assert_eq!(
        functions,
        ["+pub fn moves_that_feed_the_most(", "+fn most_given("],
        "{key}: the chapter says the rule adds two functions"
    );
}

/// The board the markers call `midgame` is the opening after pit 2, as
/// the chapters and captions say.
#[test]
fn the_midgame_board_is_the_opening_after_pit_2() {
    let after = ayoayo::engine::Position::opening().play(2).unwrap();
    assert_eq!(generated::MIDGAME, after.board());
}

/// A machine a data file names reads as a phrase in a sentence, without
/// the trademark marks of a processor's own name, and anything else is
/// quoted as it stands.
#[test]
fn a_machine_reads_as_a_phrase() {
    use book_content::data::machine_in_prose;
    let said = machine_in_prose("Intel(R) Xeon(R) Processor, 2 cores, Linux");
    assert_eq!(said, "a 2-core Intel Xeon running Linux");
    let said = machine_in_prose("AMD EPYC, 2 cores, Linux");
    assert_eq!(said, "a 2-core AMD EPYC running Linux");
    assert_eq!(machine_in_prose("a laptop"), "a laptop");
}

/// A count's function as objdump lists it: the loop runs from the
/// target of the jump back to the instruction after it.
#[test]
fn a_loop_runs_from_the_jump_backs_target_to_the_instruction_after_it() {
    let listing = "\
00000000000aeaa0 <count_stones_looping>:
   aeaa0:\txor    %eax,%eax
   aeaa2:\ttest   %rdx,%rdx
   aeaa5:\tje     aeac8 <count_stones_looping+0x28>
   aeab0:\tmov    (%rsi,%r8,8),%rcx
   aeab4:\tcmp    $0xb,%rcx
   aeab8:\tja     aeac9 <count_stones_looping+0x29>
   aeac0:\tinc    %r8
   aeac3:\tcmp    %r8,%rdx
   aeac6:\tjne    aeab0 <count_stones_looping+0x10>
   aeac8:\tret
";
    assert_eq!(
        book_content::recorded::count_loops::loop_in(listing),
        Some((0xaeab0, 0xaeac8))
    );
    assert_eq!(
        book_content::recorded::count_loops::loop_in("   aeaa0:\tret\n"),
        None
    );
}
