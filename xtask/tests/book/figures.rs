//! The diagrams say what the crate computes: the facts each one draws are
//! checked here, apart from the drawing.

use std::collections::BTreeSet;
use std::fs;

use ayoayo::lessons::endless::SEVEN_STONES;
use book_content::figures::{self, cycle, functions, reaching};
use book_content::listings::files_with_extension;
use book_content::numbers::in_words;
use book_content::recorded::measurements::Measurements;
use book_content::recorded::stack::Stack;
use book_content::{relative, root};

/// The packed board the engine appendix draws is the engine's own: the
/// picture works its words out from the public trace, and the engine's
/// `Packed`, after the same first lap, holds the same two words.
#[test]
fn the_packed_board_in_the_picture_is_the_engines() {
    use ayoayo::board::OPENING;
    use ayoayo::engine::internals::Packed;
    for start in 0..6 {
        let drawn = book_content::figures::packed_after_first_lap(&OPENING, start).unwrap();
        let mut engine = Packed::new(&OPENING, start);
        engine.first_lap();
        let words = format!("Packed {{ lo: {}, hi: {} }}", drawn.lo, drawn.hi);
        assert_eq!(format!("{engine:?}"), words, "pit {start}");
    }
}

#[test]
fn the_seven_stone_cycle_is_a_tail_of_one_and_a_loop_of_eleven() {
    let walk = cycle(SEVEN_STONES, 0).unwrap();
    assert_eq!(walk.entry, 1);
    assert_eq!(walk.ends.len(), 11);
    assert_eq!(walk.checkpoints, [2, 4, 8]);
    assert_eq!(walk.caught, (12, 1));
    // A relay that ends has no cycle to draw.
    assert!(cycle(ayoayo::board::OPENING, 0).is_err());
}

#[test]
fn the_undo_picture_ends_with_redo_emptied_by_a_new_move() {
    let states = figures::undo_states().unwrap();
    assert_eq!(states.len(), figures::UNDO_STEPS.len() + 1);
    // Both moves taken back wait for redo, the first of them on top...
    assert_eq!(states[4], (vec![], vec![2, 9]));
    // ...until a new move begins another future.
    assert_eq!(states[5], (vec![3], vec![]));
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
";
    let found = functions(source).unwrap();
    let names: Vec<&str> = found.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    assert_eq!(found[0].takes, ["Board", "Result<(u8, u8), E>"]);
    assert_eq!(found[0].returns, "Result<(Board, Pit), Error>");
    assert_eq!(found[1].returns, "()");
    assert_eq!(
        reaching(source, "G").unwrap(),
        [("a".to_string(), true), ("b".to_string(), false)]
    );
}

#[test]
fn every_function_of_stage_one_reaches_the_board_and_none_of_stage_two() {
    let read = |f: &str| fs::read_to_string(root().join(f)).unwrap();
    let global = read("src/stages/global_state.rs");
    let coupled: Vec<String> = reaching(&global, "GAME_PITS")
        .unwrap()
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    for f in functions(&global).unwrap() {
        assert!(
            coupled.contains(&f.name),
            "{} does not reach the board",
            f.name
        );
    }
    let injected = read("src/stages/injected.rs");
    assert!(reaching(&injected, "GAME_PITS").unwrap().is_empty());
}

#[test]
fn the_stack_recording_is_complete_and_incomplete_ones_are_refused() {
    let stack = Stack::load(&root()).unwrap();
    let per_call = stack.number("bytes-per-call/recursive").unwrap();
    assert!(per_call > 0);
    assert_eq!(stack.number("bytes-per-call/loop").unwrap(), 0);
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

/// Every picture the tooling draws: at least sixteen, each with a title for
/// screen readers, on an opaque sheet (legible in mdBook's dark themes),
/// with a legend for every mark; and the book shows exactly the pictures
/// drawn. (That no text runs off a picture or into another is measured in
/// a real font by the browser tests, `tests/browser/specs/figures.spec.mjs`.)
#[test]
fn every_picture_is_titled_opaque_explained_and_shown() {
    let root = book_content::root();
    let all = figures::book_pictures(&root, &Measurements::load(&root).unwrap()).unwrap();
    let names: BTreeSet<&str> = all.iter().map(|(n, _)| *n).collect();
    assert!(names.len() == all.len() && names.len() >= 16, "{names:?}");
    for (name, svg) in &all {
        let title = svg
            .split_once("<title>")
            .and_then(|(_, r)| r.split_once("</title>"));
        assert!(
            title.is_some_and(|(t, _)| !t.trim().is_empty()),
            "{name} has no title"
        );
        // The sheet is the first thing drawn and covers the whole picture.
        let doc = roxmltree::Document::parse(svg).unwrap();
        let root = doc.root_element();
        let sheet = root.children().find(|n| n.is_element()).unwrap();
        let covers = |a: &str| sheet.attribute(a) == root.attribute(a);
        assert!(
            sheet.attribute("class") == Some("sheet")
                && sheet.attribute("x") == Some("0")
                && sheet.attribute("y") == Some("0")
                && covers("width")
                && covers("height"),
            "{name} does not start with a sheet under the whole picture"
        );
        for (mark, legend) in [
            ("highlight", ">Yellow: "),
            ("skipped", "ed slash: "),
            ("ring", "Blue ring: "),
            ("captured", "Dashed circle: "),
        ] {
            let marked = doc
                .descendants()
                .any(|n| n.attribute("class") == Some(mark));
            assert!(
                !marked || svg.contains(legend),
                "{name}: a {mark} mark without a legend"
            );
        }
    }
    let drawn: BTreeSet<&str> = all.iter().map(|(n, _)| *n).collect();
    for path in files_with_extension(&root.join(figures::IMAGES_DIR), "svg") {
        let name = path.file_name().unwrap().to_str().unwrap();
        assert!(
            drawn.contains(name),
            "{}/{name} is not drawn by crates/book-content/src/figures/catalogue.rs",
            figures::IMAGES_DIR
        );
    }
    let mut shown = BTreeSet::new();
    for chapter in files_with_extension(&root.join("book/src"), "md") {
        let text = fs::read_to_string(&chapter).unwrap();
        for piece in text.split("images/").skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| !matches!(c, ')' | '"' | ' '))
                .collect();
            assert!(
                drawn.contains(name.as_str()),
                "{}: images/{name} is not drawn by crates/book-content/src/figures/catalogue.rs",
                relative(&root, &chapter)
            );
            shown.insert(name);
        }
    }
    for name in drawn {
        assert!(shown.contains(name), "no chapter shows images/{name}");
    }
}

/// The book's text column is 750 pixels wide at desktop widths. Every
/// picture is shown within it, and every text in it is 10 pixels or more
/// as shown: its font size, times any `scale()` of the groups around it,
/// times the picture's width as shown over the width it is drawn at.
#[test]
fn every_picture_fits_the_column_with_text_of_ten_pixels_or_more() {
    const COLUMN: f64 = 750.0;
    let root = book_content::root();
    let all = figures::book_pictures(&root, &Measurements::load(&root).unwrap()).unwrap();
    let mut wrong = Vec::new();
    for (name, svg) in &all {
        let doc = roxmltree::Document::parse(svg).unwrap();
        let top = doc.root_element();
        let number = |s: Option<&str>| s.and_then(|s| s.parse::<f64>().ok());
        let shown = number(top.attribute("width")).unwrap();
        let drawn = top
            .attribute("viewBox")
            .and_then(|v| number(v.split(' ').nth(2)))
            .unwrap_or(shown);
        if shown > COLUMN {
            wrong.push(format!("{name} is {shown} pixels wide"));
        }
        for text in doc.descendants().filter(|n| n.has_tag_name("text")) {
            let size = text
                .ancestors()
                .find_map(|n| number(n.attribute("font-size")))
                .unwrap();
            let scaled: f64 = text
                .ancestors()
                .filter_map(|n| n.attribute("transform"))
                .filter_map(|t| t.split_once("scale(")?.1.split_once(')'))
                .filter_map(|(s, _)| s.parse::<f64>().ok())
                .product();
            let seen = size * scaled * shown / drawn;
            if seen < 9.95 {
                let said = text.text().unwrap_or("");
                wrong.push(format!("{name}: `{said}` is {seen:.1} pixels"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The numbers a text names: runs of digits, and the words for one to
/// twelve as [`in_words`] writes them.
fn numbers_in(text: &str) -> BTreeSet<u64> {
    let words: Vec<String> = (1..=12).map(in_words).collect();
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|w| {
            let w = w.to_lowercase();
            w.parse().ok().or_else(|| {
                let at = words.iter().position(|n| *n == w)?;
                Some(at as u64 + 1)
            })
        })
        .collect()
}

/// Whether `text` is a board's pit label, `pit 9`.
fn is_pit_label(text: &str) -> bool {
    text.strip_prefix("pit ")
        .is_some_and(|n| n.parse::<u8>().is_ok())
}

/// An image's alt text is written by hand, where no marker can go, so
/// every number it names must be one its picture draws: the picture is
/// generated from the code, and a number the code changes would leave the
/// alt text behind. A board's pit labels do not count, since every board
/// draws all twelve: a pit the alt text names must be one the picture's
/// title, caption or other labels name.
#[test]
fn every_number_in_alt_text_is_drawn_in_its_picture() {
    let root = root();
    let (mut images, mut wrong) = (0, Vec::new());
    for chapter in files_with_extension(&root.join("book/src"), "md") {
        let text = fs::read_to_string(&chapter).unwrap();
        for piece in text.split("![").skip(1) {
            let Some((alt, rest)) = piece.split_once("](") else {
                continue;
            };
            let Some(name) = rest
                .split_once(')')
                .and_then(|(path, _)| path.rsplit_once("images/"))
                .map(|(_, name)| name)
            else {
                continue;
            };
            let svg = fs::read_to_string(root.join(figures::IMAGES_DIR).join(name))
                .unwrap_or_else(|e| panic!("images/{name}: {e}"));
            let doc = roxmltree::Document::parse(&svg).unwrap();
            // A board's pit labels ("pit 9") are left out: every board
            // draws all twelve, so they would vouch for any pit.
            let drawn: String = doc
                .descendants()
                .filter(|n| n.has_tag_name("text") || n.has_tag_name("title"))
                .map(|n| n.descendants().filter_map(|t| t.text()).collect::<String>())
                .filter(|t| !is_pit_label(t))
                .map(|t| t + " ")
                .collect();
            let drawn = numbers_in(&drawn);
            let missing: Vec<u64> = numbers_in(alt)
                .into_iter()
                .filter(|n| !drawn.contains(n))
                .collect();
            if !missing.is_empty() {
                let chapter = relative(&root, &chapter);
                wrong.push(format!("{chapter}: images/{name} {missing:?}"));
            }
            images += 1;
        }
    }
    assert!(images >= 16, "only {images} images found");
    assert!(
        wrong.is_empty(),
        "alt text names numbers its picture does not draw (say what the \
         picture shows):\n{}",
        wrong.join("\n")
    );
}

/// The engine's history shows each time to three figures, so that dividing
/// the times shown gives the ratio measured: 10.6 s and 0.234 s make 45
/// times, as 10.576 s and 0.2341 s do, where hundredths (10.58 and 0.23)
/// would make 46.
#[test]
fn the_engine_history_shows_times_a_reader_can_divide() {
    assert_eq!(figures::times_as_shown(10.576, 0.2341), 10.6 / 0.234);
    assert_eq!(figures::times_as_shown(10.576, 0.2341).round(), 45.0);
    assert_eq!(figures::times_as_shown(10.576, 1.966), 10.6 / 1.97);
}
