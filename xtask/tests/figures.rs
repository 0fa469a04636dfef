//! The diagrams say what the crate computes: the facts each one draws are
//! checked here, apart from the drawing.

use std::collections::BTreeSet;
use std::fs;

use ayoayo::lessons::endless::SEVEN;
use xtask::figures::{self, cycle, functions, reaching};
use xtask::measurements::Data;
use xtask::pictures;
use xtask::stack::Stack;

fn root() -> std::path::PathBuf {
    xtask::root()
}

#[test]
fn the_book_has_sixteen_pictures_each_with_a_title() {
    let root = root();
    let all =
        pictures::book_pictures(&root, &Data::load(&root).unwrap()).unwrap();
    let names: BTreeSet<&str> = all.iter().map(|(n, _)| *n).collect();
    assert!(names.len() >= 16, "{} pictures", names.len());
    for (name, svg) in &all {
        let title = svg
            .split_once("<title>")
            .and_then(|(_, rest)| rest.split_once("</title>"))
            .map(|(title, _)| title.trim());
        assert!(
            title.is_some_and(|t| !t.is_empty()),
            "{name} has no title for screen readers"
        );
    }
}

#[test]
fn the_opening_relay_is_four_laps_from_pits_0_4_9_and_3() {
    let moved = ayoayo::engine::trace(&ayoayo::board::OPENING, 0, 64);
    let laps = moved.unwrap().laps();
    let from: Vec<usize> = laps.iter().map(|l| l.from).collect();
    assert_eq!(from, [0, 4, 9, 3]);
    assert_eq!(laps[0].stones, 4);
    assert_eq!(laps.last().unwrap().to, 9);
}

#[test]
fn the_seven_stone_cycle_is_a_tail_of_one_and_a_loop_of_eleven() {
    let walk = cycle(SEVEN, 0).unwrap();
    assert_eq!(walk.entry, 1);
    assert_eq!(walk.ends.len(), 11);
    assert_eq!(walk.checkpoints, [2, 4, 8]);
    assert_eq!(walk.caught, (12, 1));
    let course = ayoayo::engine::course(SEVEN, 0);
    assert_eq!(
        course,
        Ok(ayoayo::engine::Course::Cycles {
            from: 1,
            length: 11
        })
    );
    // A relay that ends has no cycle to draw.
    assert!(cycle(ayoayo::board::OPENING, 0).is_err());
}

#[test]
fn signatures_are_read_from_the_source() {
    let source = "\
pub static G: u8 = 0;
pub fn a(x: Board, y: Result<(u8, u8), E>) -> Result<(Board, Pit), Error> {
    G
}
fn private() {}
pub fn b() {
    a(1, 2);
}
pub fn c(n: u8) -> u8 {
    n
}
#[cfg(test)]
pub fn d() { G }
";
    let found = functions(source);
    let names: Vec<&str> = found.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    assert_eq!(found[0].takes, ["Board", "Result<(u8, u8), E>"]);
    assert_eq!(found[0].returns, "Result<(Board, Pit), Error>");
    assert_eq!(found[1].returns, "()");
    assert_eq!(
        reaching(source, "G"),
        [("a".to_string(), true), ("b".to_string(), false)]
    );
}

#[test]
fn every_function_of_stage_one_reaches_the_board_and_none_of_stage_two() {
    let read = |f: &str| fs::read_to_string(root().join(f)).unwrap();
    let global = read("src/stages/global_state.rs");
    let coupled: Vec<String> = reaching(&global, "GAME_PITS")
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    for f in functions(&global) {
        assert!(
            coupled.contains(&f.name),
            "{} does not reach the board",
            f.name
        );
    }
    assert!(reaching(&read("src/stages/injected.rs"), "GAME_PITS").is_empty());
    assert!(
        figures::coupling_svg(&global, &read("src/stages/injected.rs")).is_ok()
    );
}

#[test]
fn the_stack_recording_is_complete_and_incomplete_ones_are_refused() {
    let stack = Stack::load(&root()).unwrap();
    let per_call = stack.number("bytes-per-call/recursive").unwrap();
    assert!(per_call > 0);
    assert_eq!(stack.number("bytes-per-call/loop"), Ok(0));
    assert!(stack
        .stderr()
        .iter()
        .any(|l| l.contains("overflowed its stack")));
    // The quoted count, a round thousand, fits in the stack; a thousand
    // more would not.
    for mib in [2, 8] {
        let calls = stack.calls_in(mib).unwrap();
        assert!(calls * per_call <= mib << 20);
        assert!((calls + 1000) * per_call > mib << 20);
    }
    assert!(Stack::parse("bytes-per-call/recursive\t96\n").is_err());
    assert!(Stack::parse("no tab here\n").is_err());
}
