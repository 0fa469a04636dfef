//! Every listing in the book shows one anchored region of the code through
//! `{{#include}}`, every region is shown, and every line fits the page.
//! Listings that must not compile really fail, with the error code they
//! name. And the checker itself catches each kind of problem.

use std::fs;
use std::path::Path;

use book_content::listings;

#[test]
fn every_listing_includes_a_region_and_every_region_is_shown() {
    let root = book_content::root();
    let problems = listings::problems(&root, "", |t| t).expect("book and sources readable");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let blocks = listings::blocks(&root.join("book/src")).unwrap();
    assert!(blocks.iter().filter(|b| b.is_rust()).count() >= 80);
}

/// The problems found with `file` read as `change` makes it.
fn problems_after(file: &str, change: impl Fn(String) -> String) -> Vec<String> {
    listings::problems(&book_content::root(), file, change).unwrap()
}

/// An anchor's name is read as mdBook reads it: letters, digits, `_` and
/// `-`, whatever follows on the line.
#[test]
fn an_anchor_is_named_as_mdbook_names_it() {
    use book_text::region::anchor;
    assert_eq!(
        anchor("// ANCHOR: relay_sow", "ANCHOR:").as_deref(),
        Some("relay_sow")
    );
    assert_eq!(
        anchor("<!-- ANCHOR: a-b -->", "ANCHOR:").as_deref(),
        Some("a-b")
    );
    assert_eq!(
        anchor("// ANCHOR_END: x (the end)", "ANCHOR_END:").as_deref(),
        Some("x")
    );
    assert_eq!(anchor("// ANCHOR: ", "ANCHOR:"), None);
}

/// An include's path ends at its first colon, as mdBook reads it, so that
/// a line range (`a.rs:3:9`) is read as an anchor that names no region, not
/// as a file called `a.rs:3`. mdBook would also expand an include inside
/// a line, or written `{{ #include`; this reader takes a whole line only,
/// so it refuses those rather than read the chapter otherwise.
#[test]
fn an_include_splits_at_the_first_colon_and_stands_alone() {
    use book_text::region::{expand, include, Includes};
    let line = "{{#include ../../../src/board.rs:next_pit}}";
    assert_eq!(include(line), Some(("../../../src/board.rs", "next_pit")));
    assert_eq!(include("{{#include a.rs:3:9}}"), Some(("a.rs", "3:9")));
    assert_eq!(include("{{#include a.rs}}"), Some(("a.rs", "")));
    let read = |_: &str| Ok("// ANCHOR: r\nx\n// ANCHOR_END: r\n".to_string());
    for inline in ["see {{#include a.rs:r}}", "{{ #include a.rs:r }}"] {
        assert_eq!(include(inline), None);
        let refused = expand(inline, Includes::All, read).unwrap_err();
        assert!(refused.contains("stands alone on its line"), "{refused}");
    }
}

/// A hidden include becomes its region with every line hidden, as mdBook
/// hides a line of Rust, and a shown one is left to mdBook unless all are
/// asked for (as skeptic needs); a region that does not exist, or an
/// include that names none, is refused.
#[test]
fn a_hidden_include_hides_every_line_of_its_region() {
    use book_text::region::{expand, Includes};
    let code =
        "// ANCHOR: pair\n#[derive(Debug)]\nstruct Pair {\n\n    a: u8,\n}\n// ANCHOR_END: pair\n";
    let read = |path: &str| {
        assert_eq!(path, "../x.rs");
        Ok(code.to_string())
    };
    let chapter = "# use std::fmt;\n# {{#include ../x.rs:pair}}\n{{#include ../x.rs:shown}}\n";
    assert_eq!(
        expand(chapter, Includes::Hidden, read).unwrap(),
        "# use std::fmt;\n# #[derive(Debug)]\n# struct Pair {\n# \n#     a: u8,\n# }\n{{#include ../x.rs:shown}}\n"
    );
    let missing = expand("# {{#include ../x.rs:gone}}\n", Includes::Hidden, read);
    assert_eq!(missing, Err("../x.rs has no region `gone`".to_string()));
    let shown = "# {{#include ../x.rs:pair}}\n{{#include ../x.rs:pair}}\n";
    let both = expand(shown, Includes::All, read).unwrap();
    assert!(
        both.ends_with("\n#[derive(Debug)]\nstruct Pair {\n\n    a: u8,\n}\n"),
        "{both}"
    );
    assert!(both.starts_with("# #[derive(Debug)]\n"), "{both}");
    let unnamed = expand("{{#include ../x.rs}}\n", Includes::All, read);
    assert!(unnamed.is_err_and(|e| e.contains("names no region")));
}

/// A hidden include that names no region is caught like a shown one.
#[test]
fn a_hidden_include_of_no_region_is_caught() {
    let found = problems_after("src/game/history.rs", |t| {
        t.replace("ANCHOR: visits", "ANCHOR: moved")
            .replace("ANCHOR_END: visits", "ANCHOR_END: moved")
    });
    assert!(
        found
            .iter()
            .any(|p| p.contains("undo.md") && p.contains("has no region `visits`")),
        "{found:?}"
    );
}

#[test]
fn an_unclosed_region_and_a_wide_line_are_caught() {
    let found = problems_after("src/board.rs", |t| {
        t.replace("// ANCHOR_END: opposite", "").replace(
            "(pit + 1) % PITS",
            "(pit + 1) % PITS /* a comment that is long enough to run off the edge of the page */",
        )
    });
    assert!(found
        .iter()
        .any(|p| p.contains("`opposite` has no ANCHOR_END")));
    assert!(found.iter().any(|p| p.contains("wider than 80 columns")));
}

#[test]
fn code_typed_into_a_chapter_is_caught() {
    let typed = "```rust\nfn main() {}\n```\n";
    let block = &listings::blocks_in(Path::new("c.md"), typed)[0];
    assert_eq!(block.include(), None);
    let included = "```rust\n# use x;\n{{#include ../../../src/a.rs:b}}\n```\n";
    let block = &listings::blocks_in(Path::new("part1/c.md"), included)[0];
    assert_eq!(block.include(), Some(("src/a.rs".into(), "b".into())));
    // Two regions in one listing are shown in order; a line typed beside
    // them is still caught.
    let two =
        "```rust\n{{#include ../../../src/a.rs:b}}\n\n# x\n{{#include ../../../src/c.rs:d}}\n```\n";
    let block = &listings::blocks_in(Path::new("part1/c.md"), two)[0];
    let both = vec![
        ("src/a.rs".into(), "b".into()),
        ("src/c.rs".into(), "d".into()),
    ];
    assert_eq!(block.includes(), Some(both));
    assert_eq!(block.include(), None);
    let typed = two.replace("# x", "fn typed() {}");
    let block = &listings::blocks_in(Path::new("part1/c.md"), &typed)[0];
    assert_eq!(block.includes(), None);
}

#[test]
fn a_fence_inside_a_longer_fence_is_not_a_block() {
    let chapter = "````markdown\n```rust\nfn f() {}\n```\n````\n";
    let blocks = listings::blocks_in(Path::new("c.md"), chapter);
    assert_eq!(blocks.len(), 1);
    assert!(!blocks[0].is_rust());
}

// ---- Listings that must not compile ---------------------------------------

#[test]
fn listings_that_must_not_compile_fail_with_their_error_code() {
    let root = book_content::root();
    let failing = book_content::rustc::failing(&root).unwrap();
    assert!(
        failing.len() >= 4,
        "the book promises listings that do not compile"
    );
    // Each is compiled, and its first error checked against its code (that
    // the recording is fresh is the generated files' test).
    let recording = book_content::rustc::recording(&root).unwrap_or_else(|e| panic!("{e:#}"));
    let quoted = recording.lines().filter(|l| l.contains("\terror[")).count();
    assert_eq!(quoted, failing.len(), "{recording}");
}

#[test]
fn a_compiling_listing_or_another_code_is_not_accepted() {
    use book_content::rustc::first_error;
    let compiles = "pub static PITS: [u8; 12] = [4; 12];";
    let err = first_error(compiles, "E0594").unwrap_err();
    assert!(err.contains("must not compile, but it compiled"), "{err}");
    let err = first_error("pub fn f() -> u8 { \"text\" }", "E0594").unwrap_err();
    assert!(err.contains("not with E0594"), "{err}");
    let said = first_error("pub fn f() -> u8 { \"text\" }", "E0308").unwrap();
    assert!(said.starts_with("error[E0308]: mismatched types"), "{said}");
}

/// A line that begins with an HTML comment or tag opens an HTML block:
/// its paragraph splits, and the words after it show raw. So a line must
/// not begin with a `<!-- gen: ... -->` marker, which stays in the built
/// book before its value. No chapter, with its values filled in as the
/// built book has them, has text that renders so; and the check sees the
/// shape it looks for.
#[test]
fn no_text_renders_outside_a_paragraph() {
    let root = book_content::root();
    let values = book_content::generated::load_values(&root).unwrap();
    let mut found = Vec::new();
    for file in listings::files_with_extension(&root.join("book/src"), "md") {
        let text = fs::read_to_string(&file).unwrap();
        let text = book_content::generated::expand(&text, &values).unwrap();
        for loose in listings::loose_text(&text) {
            found.push(format!("{}:{loose}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "text outside a paragraph:\n{}",
        found.join("\n")
    );
    let split = "It searched\n<!-- note --> 14 plies `deep`.\n";
    assert_eq!(listings::loose_text(split), ["2: 14 plies `deep`."]);
    let block = "Text.\n\n<div class=\"w\">\n<script>{\"a\":1}</script>\n</div>\n";
    assert!(listings::loose_text(block).is_empty());
}
