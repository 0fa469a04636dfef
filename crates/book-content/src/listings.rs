//! The book's listings: every ```` ```rust ```` block shows one anchored
//! region of `src/`, `tests/`, `benches/` or (if it must not compile)
//! `book/listings/` through `{{#include path:anchor}}`, which mdBook expands
//! for readers and `build.rs` for skeptic. [`problems`] finds what the
//! expansion cannot, reading the chapters with mdBook's own parser.

use anyhow::{anyhow, Context, Result};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};

// The one definition of a region, shared with `build.rs`.
use book_text::region as region_lines;
use region_lines::anchor;
pub use region_lines::region;

/// The folders whose `.rs` files hold regions.
const SOURCE_DIRS: [&str; 4] = ["src", "tests", "benches", "book/listings"];

/// The widest line a reader sees without scrolling (see `rustfmt.toml`).
const WIDEST: usize = 80;

/// A fenced code block of a chapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The chapter, relative to the book's `src`.
    pub file: PathBuf,
    /// The 1-based line of the opening fence.
    pub line: usize,
    /// The fence's info string (`rust`, `rust,ignore,compile_fail,E0594`...).
    pub info: String,
    /// The lines between the fences, as written.
    pub lines: Vec<String>,
}

impl Block {
    /// Whether this is a Rust block (the first word of the info string).
    pub fn is_rust(&self) -> bool {
        self.info.split(',').next().map(str::trim) == Some("rust")
    }

    /// Whether the block is marked as code that must not compile.
    pub fn is_compile_fail(&self) -> bool {
        self.info.split(',').any(|t| t.trim() == "compile_fail")
    }

    /// The error code a `compile_fail` block names (`E0594`...), if any.
    pub fn error_code(&self) -> Option<&str> {
        self.info.split(',').map(str::trim).find(|t| {
            t.len() == 5
                && t.starts_with('E')
                && t[1..].chars().all(|c| c.is_ascii_digit())
        })
    }

    /// The lines a reader sees before the include is expanded (hidden
    /// `# ` lines left out).
    pub fn visible(&self) -> Vec<&str> {
        self.lines
            .iter()
            .map(String::as_str)
            .filter(|l| !is_hidden(l))
            .collect()
    }

    /// The regions the block includes, relative to the repository's root,
    /// each with its anchor: if every line a reader sees, blank ones aside,
    /// is an include (two regions of one listing, say a struct and the
    /// methods that use it, are shown in order).
    pub fn includes(&self) -> Option<Vec<(String, String)>> {
        let shown: Vec<&str> = self
            .visible()
            .into_iter()
            .filter(|l| !l.trim().is_empty())
            .collect();
        if shown.is_empty() {
            return None;
        }
        let chapter_dir = Path::new("book/src").join(&self.file);
        let folder = chapter_dir.parent()?;
        shown
            .into_iter()
            .map(|line| {
                let (path, anchor) = region_lines::include(line)?;
                let file = normalize(&folder.join(path));
                (!anchor.is_empty()).then(|| (file, anchor.to_string()))
            })
            .collect()
    }

    /// The one region the block includes: if it includes exactly one.
    pub fn include(&self) -> Option<(String, String)> {
        match self.includes()?.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        }
    }

    /// Where the block is, for messages: `part2/sowing.md:12`, the line
    /// of its include if it has one, else of its opening fence.
    pub fn place(&self) -> String {
        let include = self.lines.iter().position(|l| l.contains("{{#include"));
        let line = self.line + include.map_or(0, |i| i + 1);
        format!("{}:{line}", self.file.display())
    }
}

/// `a/b/../c` as `a/c`, with forward slashes.
fn normalize(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                parts.pop();
            }
            Component::Normal(p) => parts.push(p.to_string_lossy().into()),
            _ => {}
        }
    }
    parts.join("/")
}

/// Whether mdBook hides this line of a Rust block (`# ` or a lone `#`).
pub fn is_hidden(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("# ") || t == "#"
}

/// Every fenced block of every chapter under `book_src`, in file order.
pub fn blocks(book_src: &Path) -> std::io::Result<Vec<Block>> {
    let mut out = Vec::new();
    for file in files_with_extension(book_src, "md") {
        let text = fs::read_to_string(&file)?;
        let relative = file.strip_prefix(book_src).unwrap_or(&file);
        out.extend(blocks_in(relative, &text));
    }
    Ok(out)
}

/// The code blocks of one chapter, as mdBook's parser finds them.
pub fn blocks_in(file: &Path, text: &str) -> Vec<Block> {
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (event, range) in Parser::new(text).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => info.trim().to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                open = Some(Block {
                    file: file.to_path_buf(),
                    line: line_of(range.start),
                    info,
                    lines: Vec::new(),
                });
            }
            Event::Text(body) => {
                if let Some(block) = open.as_mut() {
                    block.lines.extend(body.lines().map(str::to_string));
                }
            }
            Event::End(TagEnd::CodeBlock) => out.extend(open.take()),
            _ => {}
        }
    }
    out
}

/// Every problem with the book's listings, one line each, with `changed`
/// read as `change` makes it (`""` and `|t| t` for all as they are).
pub fn problems(
    root: &Path,
    changed: &str,
    change: impl Fn(String) -> String,
) -> std::io::Result<Vec<String>> {
    let read = |f: &str| {
        let text = fs::read_to_string(root.join(f)).ok()?;
        Some(if f == changed { change(text) } else { text })
    };
    let mut out = Vec::new();
    let mut shown = BTreeSet::new();
    for block in blocks(&root.join("book/src"))?
        .iter()
        .filter(|b| b.is_rust())
    {
        let place = block.place();
        let Some(includes) = block.includes() else {
            out.push(format!(
                "{place}: code typed into the chapter; write it as an \
                 anchored region of the code and show it with \
                 {{{{#include path:anchor}}}}"
            ));
            continue;
        };
        // Hidden includes: regions the listing needs and does not show.
        let chapter = Path::new("book/src").join(&block.file);
        let folder = chapter.parent().unwrap_or(Path::new("book/src"));
        for (path, name) in block
            .lines
            .iter()
            .filter_map(|l| region_lines::hidden_include(l))
        {
            let file = normalize(&folder.join(path));
            match read(&file).and_then(|code| region(&code, name)) {
                Some(_) => {
                    shown.insert((file, name.to_string()));
                }
                None => {
                    out.push(format!("{place}: {file} has no region `{name}`"))
                }
            }
        }
        for (file, name) in includes {
            if block.is_compile_fail() != file.starts_with("book/listings/") {
                out.push(format!(
                    "{place}: a listing that must not compile lives in \
                     book/listings/, and only such a listing"
                ));
            }
            let Some(lines) = read(&file).and_then(|code| region(&code, &name))
            else {
                out.push(format!("{place}: {file} has no region `{name}`"));
                continue;
            };
            for line in lines.iter().filter(|l| l.chars().count() > WIDEST) {
                out.push(format!(
                    "{file}, region `{name}`: a line wider than {WIDEST} \
                     columns: {line}"
                ));
            }
            shown.insert((file, name));
        }
    }
    // Regions a chapter shows only as a diff (`<!-- gen: diff A B -->`).
    for chapter in files_with_extension(&root.join("book/src"), "md") {
        let text = fs::read_to_string(&chapter).unwrap_or_default();
        for marker in crate::generated::markers(&text).unwrap_or_default() {
            if let Some(regions) = crate::generated::diff_regions(marker.name) {
                for region in regions {
                    shown.insert((region.file, region.name));
                }
            }
        }
    }
    for dir in SOURCE_DIRS {
        for path in files_with_extension(&root.join(dir), "rs") {
            let file = normalize(path.strip_prefix(root).unwrap_or(&path));
            let code = read(&file).unwrap_or_default();
            for name in code.lines().filter_map(|l| anchor(l, "ANCHOR:")) {
                if region(&code, &name).is_none() {
                    out.push(format!("{file}: `{name}` has no ANCHOR_END"));
                } else if !shown.contains(&(file.clone(), name.clone())) {
                    out.push(format!(
                        "{file}: region `{name}` is shown by no chapter; \
                         include it or remove its anchors"
                    ));
                }
            }
        }
    }
    Ok(out)
}

/// The lines of the region `name` of `file` under `root`, or why there
/// are none.
pub fn region_in(root: &Path, file: &str, name: &str) -> Result<Vec<String>> {
    region(&crate::read(root, file)?, name)
        .ok_or(anyhow!("{file} has no region `{name}`"))
}

/// The program a block stands for: its include expanded and its hidden
/// lines, hidden includes expanded, unhidden.
pub fn program(root: &Path, block: &Block) -> Result<String> {
    let (file, name) = block.include().context("the block includes nothing")?;
    let region = region_in(root, &file, &name)?;
    let folder = root.join("book/src").join(&block.file);
    let folder = folder.parent().unwrap_or(root);
    let read = |path: &str| {
        fs::read_to_string(folder.join(path))
            .map_err(|e| format!("{path}: {e}"))
    };
    let lines = region_lines::expand(
        &block.lines.join("\n"),
        region_lines::Includes::Hidden,
        read,
    )
    .map_err(|e| anyhow!(e))?;
    let mut out = String::new();
    for line in lines.lines() {
        if block.visible() == [line] {
            out.extend(region.iter().map(|l| format!("{l}\n")));
        } else {
            let t = line.trim_start();
            out.push_str(
                t.strip_prefix("# ").unwrap_or(t.trim_start_matches('#')),
            );
            out.push('\n');
        }
    }
    Ok(out)
}

/// The files under `dir` with this extension, sorted, recursively (none if
/// `dir` does not exist), leaving out the browser tests' `node_modules`.
pub fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_entry(|e| e.file_name() != "node_modules")
        .filter_map(Result::ok)
        .map(walkdir::DirEntry::into_path)
        .filter(|p| {
            p.is_file() && p.extension().is_some_and(|e| e == extension)
        })
        .collect();
    out.sort();
    out
}

/// Text of a chapter that would render outside any paragraph: the words of
/// an HTML block (a line that begins with a comment or a tag opens one,
/// and the rest of that line then shows raw, backticks and all), once its
/// comments, scripts and tags are taken out. Each as `line: text`.
pub fn loose_text(text: &str) -> Vec<String> {
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    let mut found = Vec::new();
    let mut block: Option<(usize, String)> = None;
    for (event, range) in Parser::new(text).into_offset_iter() {
        match event {
            Event::Start(Tag::HtmlBlock) => {
                block = Some((line_of(range.start), String::new()));
            }
            Event::Html(html) => {
                if let Some((_, held)) = block.as_mut() {
                    held.push_str(&html);
                }
            }
            Event::End(TagEnd::HtmlBlock) => {
                if let Some((line, held)) = block.take() {
                    let words = words_of_html(&held);
                    if !words.is_empty() {
                        found.push(format!("{line}: {words}"));
                    }
                }
            }
            _ => {}
        }
    }
    found
}

/// What is left of `html` without its comments, scripts, summaries and
/// tags.
fn words_of_html(html: &str) -> String {
    let mut rest = html.to_string();
    let pairs = [
        ("<!--", "-->"),
        ("<script", "</script>"),
        // A widget's words for a reader without JavaScript, written as
        // HTML on purpose.
        ("<noscript", "</noscript>"),
        // A widget's steps drawn whole, for the same reader and for paper,
        // also written as HTML on purpose (it holds no `div` of its own).
        ("<div class=\"ayo-whole\">", "</div>"),
        // A summary's words are a block's own (a self-check's
        // `<details>`).
        ("<summary", "</summary>"),
        // A self-check's options are written as HTML on purpose (the
        // options test holds them to HTML, with no Markdown inside).
        ("<ol class=\"ayo-options\">", "</ol>"),
        ("<", ">"),
    ];
    for (open, close) in pairs {
        while let Some(start) = rest.find(open) {
            let Some(end) = rest[start..].find(close) else {
                break;
            };
            rest.replace_range(start..start + end + close.len(), " ");
        }
    }
    rest.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What changed from `before` to `after`, line by line, as a chapter
/// shows it in a `diff` block: each line marked ` `, `-` or `+`, two
/// unchanged lines around each change, and a `⋮` line where more are
/// left out.
pub fn diff(before: &str, after: &str) -> String {
    let diff = similar::TextDiff::from_lines(before, after);
    let mut out = String::new();
    for (i, group) in diff.grouped_ops(2).iter().enumerate() {
        if i > 0 {
            out.push_str(" ⋮\n");
        }
        for op in group {
            for change in diff.iter_changes(op) {
                let mark = match change.tag() {
                    similar::ChangeTag::Equal => ' ',
                    similar::ChangeTag::Delete => '-',
                    similar::ChangeTag::Insert => '+',
                };
                out.push(mark);
                out.push_str(change.value());
            }
        }
    }
    out
}
