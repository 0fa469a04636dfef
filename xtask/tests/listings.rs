//! Every listing in the book is a verbatim copy of an anchored region of
//! the source (`src/`, or `book/listings/` for the listings that must not
//! compile), and every region is shown. Listings that must not compile
//! really fail, with the error code they name. And the checker itself catches
//! each kind of problem, on small fixtures.
//!
//! `cargo xtask regenerate` copies every region into the book, keeping each
//! block's hidden lines.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use pretty_assertions::assert_eq;
use xtask::listings::{self, report, strip_ansi, Block, Problem};

fn crate_root() -> PathBuf {
    xtask::root()
}

#[test]
fn every_listing_matches_its_region() {
    let root = crate_root();
    let book = root.join("book/src");
    let problems =
        listings::check(&root, &book).expect("book and sources readable");
    assert!(problems.is_empty(), "{}", report(&problems));
    let rust_blocks = listings::blocks(&book)
        .unwrap()
        .iter()
        .filter(|b| b.is_rust())
        .count();
    assert!(rust_blocks > 0, "the book has no listings at all");
}

#[test]
fn listings_that_must_not_compile_live_outside_the_crate() {
    let blocks = listings::blocks(&crate_root().join("book/src")).unwrap();
    for block in blocks.iter().filter(|b| b.is_rust()) {
        let Some((file, _)) = &block.marker else {
            continue;
        };
        assert_eq!(
            block.is_compile_fail(),
            file.starts_with("book/listings/"),
            "{}: a listing that must not compile lives in book/listings/, and only such a listing",
            block.place()
        );
    }
}

/// The widest line a reader sees in a listing: wider ones scroll sideways
/// on an ordinary screen. The sources are formatted to fit
/// (`rustfmt.toml`), so this holds by construction unless a comment or a
/// string grows too long.
const WIDEST: usize = 80;

#[test]
fn listings_fit_the_page() {
    let blocks = listings::blocks(&crate_root().join("book/src")).unwrap();
    let wide: Vec<String> = blocks
        .iter()
        .filter(|b| b.is_rust())
        .flat_map(|b| {
            b.visible()
                .into_iter()
                .filter(|l| l.chars().count() > WIDEST)
                .map(move |l| {
                    format!("{}: {} columns: {l}", b.place(), l.chars().count())
                })
        })
        .collect();
    assert!(
        wide.is_empty(),
        "listing lines wider than {WIDEST} columns (reformat the source region):\n{}",
        wide.join("\n")
    );
}

// ---- Listings that must not compile ---------------------------------------

/// Compiles `program` as a library on its own; `Ok(stderr)` if rustc
/// refused it, `Err(why)` if it compiled.
fn compile_alone(program: &str, name: &str) -> Result<String, String> {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "ayoayo-compile-fail-{}-{call}-{name}",
        std::process::id()
    ));
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("listing.rs");
    fs::write(&file, program).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc)
        .args([
            "--edition=2021",
            "--crate-type=lib",
            "--emit=metadata",
            "--crate-name=listing",
        ])
        .arg("--out-dir")
        .arg(&dir)
        .arg(&file)
        .output()
        .expect("rustc runs");
    let _ = fs::remove_dir_all(&dir);
    if out.status.success() {
        Err("it compiled".into())
    } else {
        Ok(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Checks that `block` fails to compile with the code its info string names.
fn fails_as_promised(block: &Block) -> Result<(), String> {
    let code = block
        .error_code()
        .ok_or_else(|| format!("{}: no error code named", block.place()))?;
    let name = block.place().replace(['/', '.', ':'], "_");
    let stderr = compile_alone(&block.program(), &name).map_err(|why| {
        format!("{}: must not compile, but {why}", block.place())
    })?;
    if stderr.contains(&format!("error[{code}]")) {
        Ok(())
    } else {
        Err(format!(
            "{}: rustc refused it, but not with {code}:\n{stderr}",
            block.place()
        ))
    }
}

#[test]
fn listings_that_must_not_compile_fail_with_their_error_code() {
    let blocks = listings::blocks(&crate_root().join("book/src")).unwrap();
    let failing: Vec<&Block> = blocks
        .iter()
        .filter(|b| b.is_rust() && b.is_compile_fail())
        .collect();
    assert!(
        !failing.is_empty(),
        "the book promises at least one listing that does not compile"
    );
    let errors: Vec<String> = failing
        .iter()
        .filter_map(|b| fails_as_promised(b).err())
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}

#[test]
fn a_compiling_listing_is_not_accepted_as_a_failing_one() {
    let block = fixture_block("```rust,ignore,compile_fail,E0594\npub static PITS: [u8; 12] = [4; 12];\npub fn read() -> u8 { PITS[0] }\n```\n");
    let err = fails_as_promised(&block).unwrap_err();
    assert!(err.contains("must not compile, but it compiled"), "{err}");
}

#[test]
fn a_listing_failing_with_another_code_is_not_accepted() {
    let block =
        fixture_block("```rust,ignore,compile_fail,E0594\npub fn f() -> u8 { \"text\" }\n```\n");
    let err = fails_as_promised(&block).unwrap_err();
    assert!(err.contains("not with E0594"), "{err}");
}

fn fixture_block(markdown: &str) -> Block {
    listings::blocks_in(Path::new("fixture.md"), markdown).remove(0)
}

// ---- The checker on small fixtures --------------------------------------------

/// A throwaway crate: `src/lib.rs` with the given text, and a one-chapter book.
struct Fixture {
    root: PathBuf,
}

impl Fixture {
    fn new(name: &str, source: &str, chapter: &str) -> Fixture {
        let root = std::env::temp_dir()
            .join(format!("ayoayo-listings-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("src")).unwrap();
        fs::create_dir_all(root.join("book/src")).unwrap();
        fs::write(root.join("src/lib.rs"), source).unwrap();
        fs::write(root.join("book/src/chapter.md"), chapter).unwrap();
        Fixture { root }
    }

    fn problems(&self) -> Vec<Problem> {
        listings::check(&self.root, &self.root.join("book/src")).unwrap()
    }

    fn messages(&self) -> Vec<String> {
        self.problems().iter().map(|p| p.to_string()).collect()
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

const SOURCE: &str = "\
pub mod x {
    // ANCHOR: next_pit
    pub fn next_pit(pit: usize) -> usize {
        (pit + 1) % 12
    }
    // ANCHOR_END: next_pit
}
";

const GOOD_CHAPTER: &str = "\
# Chapter

<!-- listing: src/lib.rs:next_pit -->
```rust
# use std::fmt;
pub fn next_pit(pit: usize) -> usize {
    (pit + 1) % 12
}
# fn main() { assert_eq!(next_pit(11), 0); }
```

```text
not rust
```
";

#[test]
fn a_good_fixture_has_no_problems() {
    let f = Fixture::new("good", SOURCE, GOOD_CHAPTER);
    assert_eq!(f.messages(), Vec::<String>::new());
}

#[test]
fn a_drifted_listing_is_caught_with_what_to_do() {
    let drifted = GOOD_CHAPTER.replace("(pit + 1) % 12", "(pit + 1) % 11");
    let f = Fixture::new("drift", SOURCE, &drifted);
    let problems = f.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    let message = problems[0].to_string();
    assert!(
        message.starts_with(
            "chapter.md:4: this listing differs from src/lib.rs:next_pit"
        ),
        "{message}"
    );
    assert!(message.contains("cargo xtask regenerate"), "{message}");
    let diff = strip_ansi(&report(&problems));
    assert!(
        diff.contains("<    (pit + 1) % 12")
            && diff.contains(">    (pit + 1) % 11"),
        "{diff}"
    );
}

#[test]
fn a_missing_marker_is_caught_with_what_to_do() {
    let unmarked =
        GOOD_CHAPTER.replace("<!-- listing: src/lib.rs:next_pit -->\n", "");
    let f = Fixture::new("unmarked", SOURCE, &unmarked);
    let messages = f.messages();
    assert!(
        messages.iter().any(|m| m
            .starts_with("chapter.md:3: this rust block has no marker")
            && m.contains("<!-- listing: src/FILE.rs:REGION -->")),
        "{messages:?}"
    );
    // ...and so the region it showed is now unused.
    assert!(
        messages
            .iter()
            .any(|m| m.contains("region `next_pit` is shown by no listing")),
        "{messages:?}"
    );
}

#[test]
fn a_marker_to_a_missing_region_is_caught_with_what_to_do() {
    let wrong =
        GOOD_CHAPTER.replace("src/lib.rs:next_pit", "src/lib.rs:next_pits");
    let f = Fixture::new("unknown", SOURCE, &wrong);
    let messages = f.messages();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("names src/lib.rs:next_pits")
                && m.contains("Add the anchors")),
        "{messages:?}"
    );
}

#[test]
fn an_unused_region_is_caught_with_what_to_do() {
    let f = Fixture::new("unused", SOURCE, "# Chapter\n\nNo listings.\n");
    let messages = f.messages();
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(
        messages[0].starts_with(
            "src/lib.rs:2: region `next_pit` is shown by no listing"
        ),
        "{messages:?}"
    );
    assert!(
        messages[0].contains("delete its ANCHOR comments"),
        "{messages:?}"
    );
}

#[test]
fn an_untagged_block_and_unclosed_anchors_are_caught() {
    let f = Fixture::new(
        "untagged",
        &SOURCE.replace("    // ANCHOR_END: next_pit\n", ""),
        "# C\n\n```\nbare\n```\n",
    );
    let messages = f.messages();
    assert!(
        messages.iter().any(|m| m.contains("has no language")),
        "{messages:?}"
    );
    assert!(
        messages.iter().any(|m| m.contains("never closed")),
        "{messages:?}"
    );
}

#[test]
fn update_rewrites_the_listing_and_keeps_hidden_lines() {
    let drifted = GOOD_CHAPTER.replace("(pit + 1) % 12", "(pit + 1) % 11");
    let f = Fixture::new("update", SOURCE, &drifted);
    let book = f.root.join("book/src");
    assert_eq!(listings::update(&f.root, &book).unwrap(), 1);
    assert_eq!(
        fs::read_to_string(book.join("chapter.md")).unwrap(),
        GOOD_CHAPTER
    );
    assert!(f.problems().is_empty());
}

#[test]
fn tilde_fences_and_longer_closing_fences_are_blocks_too() {
    // mdBook renders both as code, so the checker must see both.
    let tilde = GOOD_CHAPTER.replacen("```rust", "~~~rust", 1).replacen(
        "# fn main() { assert_eq!(next_pit(11), 0); }\n```",
        "# fn main() { assert_eq!(next_pit(11), 0); }\n~~~",
        1,
    );
    let longer = GOOD_CHAPTER.replacen(
        "# fn main() { assert_eq!(next_pit(11), 0); }\n```",
        "# fn main() { assert_eq!(next_pit(11), 0); }\n`````",
        1,
    );
    for (name, chapter) in [("tilde", &tilde), ("longer", &longer)] {
        let f = Fixture::new(name, SOURCE, chapter);
        assert_eq!(f.messages(), Vec::<String>::new(), "{name}");
        let drifted = chapter.replace("(pit + 1) % 12", "(pit + 1) % 11");
        let f = Fixture::new(&format!("{name}-drift"), SOURCE, &drifted);
        let messages = f.messages();
        assert_eq!(messages.len(), 1, "{name}: {messages:?}");
        assert!(
            messages[0].starts_with("chapter.md:4: this listing differs"),
            "{name}: {messages:?}"
        );
        let book = f.root.join("book/src");
        assert_eq!(listings::update(&f.root, &book).unwrap(), 1, "{name}");
        assert_eq!(
            fs::read_to_string(book.join("chapter.md")).unwrap(),
            *chapter,
            "{name}"
        );
    }
}

#[test]
fn a_fence_inside_a_longer_fence_is_not_a_block() {
    // Three backticks inside a four-backtick block are text, not a fence.
    let chapter =
        "# C\n\n````markdown\n```rust\nfn not_a_listing() {}\n```\n````\n";
    let blocks = listings::blocks_in(Path::new("c.md"), chapter);
    assert_eq!(blocks.len(), 1, "{blocks:?}");
    assert_eq!(blocks[0].info, "markdown");
    assert_eq!(blocks[0].lines, ["```rust", "fn not_a_listing() {}", "```"]);
}

#[test]
fn regions_in_book_listings_are_checked_too() {
    let f = Fixture::new("wont-compile", SOURCE, GOOD_CHAPTER);
    fs::create_dir_all(f.root.join("book/listings")).unwrap();
    fs::write(
        f.root.join("book/listings/bad.rs"),
        "// ANCHOR: bad\npub fn f() -> u8 { \"text\" }\n// ANCHOR_END: bad\n",
    )
    .unwrap();
    let messages = f.messages();
    assert!(
        messages.iter().any(|m| m.starts_with(
            "book/listings/bad.rs:1: region `bad` is shown by no listing"
        )),
        "{messages:?}"
    );
}
