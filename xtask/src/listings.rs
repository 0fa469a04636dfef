//! The book's listing checker: every ```` ```rust ```` block in the book is a
//! copy of an anchored region of a Rust file: the crate's `src/`, or
//! `book/listings/` for the listings that must not compile.
//!
//! A block is preceded by a marker naming its region,
//! `<!-- listing: src/PATH.rs:NAME -->`, and the region is delimited in the
//! source by `// ANCHOR: NAME` and `// ANCHOR_END: NAME` (mdBook's own
//! syntax). The block's *visible* lines (those not starting with `# `) must
//! equal the region, dedented. Hidden lines carry the scaffolding that makes
//! the block a runnable program: `use` lines, `fn main`, assertions.
//!
//! The markdown is read with pulldown-cmark, the parser mdBook itself uses,
//! so a block is whatever mdBook renders as one (backtick or tilde fences,
//! longer closing fences).
//!
//! [`check`] lists every problem; [`update`] copies regions into the book,
//! keeping each block's hidden lines. `xtask/tests/listings.rs` runs both on
//! the real book, and on small fixtures to show that each problem is caught.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};

/// The marker's opening, before `src/PATH.rs:NAME -->`.
pub const MARKER: &str = "<!-- listing: ";

/// The folders, relative to the repository's root, whose `.rs` files hold
/// regions: the crate's code, and the listings that must not compile.
pub const SOURCE_DIRS: [&str; 2] = ["src", "book/listings"];

/// The command that copies regions into the book.
pub const UPDATE_COMMAND: &str = "cargo xtask regenerate";

/// A fenced code block found in the book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The markdown file, relative to the book's `src`.
    pub file: PathBuf,
    /// The 1-based line of the opening fence.
    pub line: usize,
    /// The fence's info string (`rust`, `text`, `rust,ignore,compile_fail,E0594`...).
    pub info: String,
    /// The region named by the marker before the fence: (file, region name).
    pub marker: Option<(String, String)>,
    /// The lines between the fences, as written.
    pub lines: Vec<String>,
    /// The 0-based line of the first line after the opening fence.
    pub body_start: usize,
    /// The opening fence's indentation, which mdBook strips from each line.
    pub indent: usize,
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

    /// The lines a reader sees (hidden `# ` lines left out).
    pub fn visible(&self) -> Vec<String> {
        self.lines
            .iter()
            .filter(|l| !is_hidden(l))
            .cloned()
            .collect()
    }

    /// The program the block stands for: hidden lines unhidden.
    pub fn program(&self) -> String {
        self.lines
            .iter()
            .map(|l| format!("{}\n", unhide(l)))
            .collect()
    }

    /// Where the block is, for messages: `chapter.md:12`.
    pub fn place(&self) -> String {
        format!("{}:{}", self.file.display(), self.line)
    }
}

/// Whether mdBook hides this line of a Rust block (`# ` or a lone `#`).
pub fn is_hidden(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("# ") || t == "#"
}

fn unhide(line: &str) -> &str {
    let t = line.trim_start();
    if let Some(rest) = t.strip_prefix("# ") {
        rest
    } else if t == "#" {
        ""
    } else {
        line
    }
}

/// An anchored region of a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The file, relative to the crate root (`src/global_state.rs`).
    pub file: String,
    /// The region's name.
    pub name: String,
    /// The 1-based line of its `// ANCHOR:` comment.
    pub line: usize,
    /// Its lines, dedented, without nested anchor comments.
    pub lines: Vec<String>,
}

/// Something wrong between the book and the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A listing's visible lines differ from its region.
    Drift {
        /// The block.
        block: Block,
        /// The region it names.
        region: Region,
    },
    /// A Rust block without a marker before it.
    MissingMarker {
        /// Where the block is.
        place: String,
    },
    /// A marker naming a region that does not exist.
    UnknownRegion {
        /// Where the block is.
        place: String,
        /// The file the marker names.
        file: String,
        /// The region name the marker names.
        name: String,
    },
    /// A region no listing shows.
    UnusedRegion {
        /// The file it is in.
        file: String,
        /// Its name.
        name: String,
        /// Its line.
        line: usize,
    },
    /// A code block with no language tag.
    Untagged {
        /// Where the block is.
        place: String,
    },
    /// A `compile_fail` block that names no error code.
    NoErrorCode {
        /// Where the block is.
        place: String,
    },
    /// Hidden lines between visible ones, which an update could not keep.
    InteriorHidden {
        /// Where the block is.
        place: String,
    },
    /// An anchor without its end, or a region defined twice.
    BadAnchors {
        /// The file.
        file: String,
        /// What is wrong.
        what: String,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Drift { block, region } => write!(
                f,
                "{}: this listing differs from {}:{} (line {}). The source is the truth: \
                 edit {} and run `{UPDATE_COMMAND}` to copy it into the book",
                block.place(),
                region.file,
                region.name,
                region.line,
                region.file
            ),
            Problem::MissingMarker { place } => write!(
                f,
                "{place}: this rust block has no marker. Put `{MARKER}src/FILE.rs:REGION -->` on the line \
                 before it, naming the `// ANCHOR: REGION` it copies"
            ),
            Problem::UnknownRegion { place, file, name } => write!(
                f,
                "{place}: the marker names {file}:{name}, but there is no `// ANCHOR: {name}` region in {file}. \
                 Add the anchors around the code in {file}, or correct the marker"
            ),
            Problem::UnusedRegion { file, name, line } => write!(
                f,
                "{file}:{line}: region `{name}` is shown by no listing. Show it in the book \
                 (`{MARKER}{file}:{name} -->` before a rust block), or delete its ANCHOR comments"
            ),
            Problem::Untagged { place } => write!(
                f,
                "{place}: this code block has no language. Tag it (`text`, `console`, `toml`, or `rust` with a marker)"
            ),
            Problem::NoErrorCode { place } => write!(
                f,
                "{place}: this compile_fail listing names no error code. Add the code rustc must report, \
                 as in ```rust,ignore,compile_fail,E0594"
            ),
            Problem::InteriorHidden { place } => write!(
                f,
                "{place}: hidden lines stand between visible ones. Keep hidden lines before and after \
                 the visible code, so an update can keep them"
            ),
            Problem::BadAnchors { file, what } => write!(f, "{file}: {what}"),
        }
    }
}

/// Every fenced block of every markdown file under `book_src`, in file order.
pub fn blocks(book_src: &Path) -> std::io::Result<Vec<Block>> {
    let mut out = Vec::new();
    for file in files_with_extension(book_src, "md")? {
        let text = fs::read_to_string(&file)?;
        let relative =
            file.strip_prefix(book_src).unwrap_or(&file).to_path_buf();
        out.extend(blocks_in(&relative, &text));
    }
    Ok(out)
}

/// The code blocks of one markdown text, as mdBook's parser finds them.
pub fn blocks_in(file: &Path, text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let line_of = |offset: usize| text[..offset].matches('\n').count();
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    let mut body = String::new();
    for (event, range) in Parser::new(text).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                let start = line_of(range.start);
                let (info, body_start) = match kind {
                    CodeBlockKind::Fenced(info) => {
                        (info.trim().to_string(), start + 1)
                    }
                    CodeBlockKind::Indented => (String::new(), start),
                };
                let fence_line = lines.get(start).copied().unwrap_or("");
                let marker = lines[..start]
                    .iter()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .and_then(|l| parse_marker(l));
                open = Some(Block {
                    file: file.to_path_buf(),
                    line: start + 1,
                    info,
                    marker,
                    lines: Vec::new(),
                    body_start,
                    indent: fence_line.len() - fence_line.trim_start().len(),
                });
            }
            Event::Text(text) if open.is_some() => body.push_str(&text),
            Event::End(TagEnd::CodeBlock) => {
                if let Some(mut block) = open.take() {
                    block.lines = body.lines().map(str::to_string).collect();
                    body.clear();
                    out.push(block);
                }
            }
            _ => {}
        }
    }
    out
}

/// `src/x.rs:name` from a marker line.
pub fn parse_marker(line: &str) -> Option<(String, String)> {
    let rest = line
        .trim()
        .strip_prefix(MARKER)?
        .strip_suffix("-->")?
        .trim();
    let (file, name) = rest.rsplit_once(':')?;
    Some((file.trim().to_string(), name.trim().to_string()))
}

/// Regions keyed by (file, name).
pub type Regions = BTreeMap<(String, String), Region>;

/// Every anchored region of every `.rs` file under the [`SOURCE_DIRS`] of
/// `crate_root` (those that exist), keyed by (file, name), plus any problems
/// with the anchors themselves.
pub fn regions(crate_root: &Path) -> std::io::Result<(Regions, Vec<Problem>)> {
    let mut map = BTreeMap::new();
    let mut problems = Vec::new();
    let mut sources = Vec::new();
    for dir in SOURCE_DIRS {
        let dir = crate_root.join(dir);
        if dir.is_dir() {
            sources.extend(files_with_extension(&dir, "rs")?);
        }
    }
    for path in sources {
        let file = path
            .strip_prefix(crate_root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        let text = fs::read_to_string(&path)?;
        let (found, bad) = regions_in(&file, &text);
        problems.extend(bad);
        for region in found {
            let key = (region.file.clone(), region.name.clone());
            if map.contains_key(&key) {
                problems.push(Problem::BadAnchors {
                    file: file.clone(),
                    what: format!("region `{}` is defined twice", region.name),
                });
            }
            map.insert(key, region);
        }
    }
    Ok((map, problems))
}

/// The regions of one source text.
pub fn regions_in(file: &str, text: &str) -> (Vec<Region>, Vec<Problem>) {
    let lines: Vec<&str> = text.lines().collect();
    let mut open: BTreeMap<String, usize> = BTreeMap::new();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if let Some(name) = anchor(line, "// ANCHOR:") {
            open.insert(name, i);
        } else if let Some(name) = anchor(line, "// ANCHOR_END:") {
            match open.remove(&name) {
                Some(start) => {
                    let body: Vec<&str> = lines[start + 1..i]
                        .iter()
                        .copied()
                        .filter(|l| {
                            anchor(l, "// ANCHOR:").is_none()
                                && anchor(l, "// ANCHOR_END:").is_none()
                        })
                        .collect();
                    found.push(Region {
                        file: file.to_string(),
                        name,
                        line: start + 1,
                        lines: dedent(&body),
                    });
                }
                None => {
                    return (
                        found,
                        vec![Problem::BadAnchors {
                            file: file.to_string(),
                            what: format!(
                                "line {}: ANCHOR_END: {name} has no ANCHOR before it",
                                i + 1
                            ),
                        }],
                    )
                }
            }
        }
    }
    let problems = open
        .into_iter()
        .map(|(name, start)| Problem::BadAnchors {
            file: file.to_string(),
            what: format!(
                "line {}: ANCHOR: {name} is never closed by ANCHOR_END: {name}",
                start + 1
            ),
        })
        .collect();
    (found, problems)
}

fn anchor(line: &str, tag: &str) -> Option<String> {
    line.trim().strip_prefix(tag).map(|n| n.trim().to_string())
}

fn dedent(lines: &[&str]) -> Vec<String> {
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        .map(|l| {
            if l.trim().is_empty() {
                String::new()
            } else {
                l[indent..].trim_end().to_string()
            }
        })
        .collect()
}

/// Everything wrong between the book in `book_src` and the regions of the
/// source files under `crate_root`.
pub fn check(
    crate_root: &Path,
    book_src: &Path,
) -> std::io::Result<Vec<Problem>> {
    let (regions, problems) = regions(crate_root)?;
    Ok(check_blocks(&regions, problems, blocks(book_src)?))
}

/// Everything wrong between `blocks` and `regions`, after the `problems`
/// already found in the regions themselves.
pub fn check_blocks(
    regions: &Regions,
    problems: Vec<Problem>,
    blocks: Vec<Block>,
) -> Vec<Problem> {
    let mut problems = problems;
    let mut shown = BTreeSet::new();
    for block in blocks {
        if block.info.is_empty() {
            problems.push(Problem::Untagged {
                place: block.place(),
            });
            continue;
        }
        if !block.is_rust() {
            continue;
        }
        if block.is_compile_fail() && block.error_code().is_none() {
            problems.push(Problem::NoErrorCode {
                place: block.place(),
            });
        }
        if has_interior_hidden(&block) {
            problems.push(Problem::InteriorHidden {
                place: block.place(),
            });
        }
        let Some((file, name)) = block.marker.clone() else {
            problems.push(Problem::MissingMarker {
                place: block.place(),
            });
            continue;
        };
        match regions.get(&(file.clone(), name.clone())) {
            None => problems.push(Problem::UnknownRegion {
                place: block.place(),
                file,
                name,
            }),
            Some(region) => {
                shown.insert((file, name));
                if block.visible() != region.lines {
                    problems.push(Problem::Drift {
                        block,
                        region: region.clone(),
                    });
                }
            }
        }
    }
    for (key, region) in regions {
        if !shown.contains(key) {
            problems.push(Problem::UnusedRegion {
                file: region.file.clone(),
                name: region.name.clone(),
                line: region.line,
            });
        }
    }
    problems
}

fn has_interior_hidden(block: &Block) -> bool {
    let first = block.lines.iter().position(|l| !is_hidden(l));
    let last = block.lines.iter().rposition(|l| !is_hidden(l));
    match (first, last) {
        (Some(a), Some(b)) => block.lines[a..=b].iter().any(|l| is_hidden(l)),
        _ => false,
    }
}

/// Copies every region into the blocks that name it, keeping the hidden lines
/// before and after the visible code. Returns how many blocks changed.
pub fn update(crate_root: &Path, book_src: &Path) -> std::io::Result<usize> {
    let (regions, _) = regions(crate_root)?;
    let mut changed = 0;
    for file in files_with_extension(book_src, "md")? {
        let text = fs::read_to_string(&file)?;
        let relative =
            file.strip_prefix(book_src).unwrap_or(&file).to_path_buf();
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        // Replace from the last block up, so earlier line numbers stay valid.
        for block in blocks_in(&relative, &text).into_iter().rev() {
            let Some(region) =
                block.marker.as_ref().and_then(|k| regions.get(k))
            else {
                continue;
            };
            if !block.is_rust()
                || block.visible() == region.lines
                || has_interior_hidden(&block)
            {
                continue;
            }
            let head: Vec<String> = block
                .lines
                .iter()
                .take_while(|l| is_hidden(l))
                .cloned()
                .collect();
            let tail_len = block
                .lines
                .iter()
                .rev()
                .take_while(|l| is_hidden(l))
                .count();
            let tail: Vec<String> = if head.len() == block.lines.len() {
                Vec::new()
            } else {
                block.lines[block.lines.len() - tail_len..].to_vec()
            };
            let indent = " ".repeat(block.indent);
            let body: Vec<String> = head
                .into_iter()
                .chain(region.lines.iter().cloned())
                .chain(tail)
                .map(|l| {
                    if l.is_empty() {
                        l
                    } else {
                        format!("{indent}{l}")
                    }
                })
                .collect();
            let start = block.body_start;
            lines.splice(start..start + block.lines.len(), body);
            changed += 1;
        }
        let mut new_text = lines.join("\n");
        if text.ends_with('\n') {
            new_text.push('\n');
        }
        if new_text != text {
            fs::write(&file, new_text)?;
        }
    }
    Ok(changed)
}

/// The files under `dir` with this extension, sorted, recursively.
pub fn files_with_extension(
    dir: &Path,
    extension: &str,
) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Every problem, one after another, with a diff under each drifted listing
/// (left: the region in the source; right: the listing in the book).
pub fn report(problems: &[Problem]) -> String {
    let mut out = format!("{} problem(s):\n", problems.len());
    for p in problems {
        out.push_str(&format!("\n{p}\n"));
        if let Problem::Drift { block, region } = p {
            let (left, right) =
                (region.lines.join("\n"), block.visible().join("\n"));
            let diff = pretty_assertions::StrComparison::new(&left, &right)
                .to_string();
            out.push_str(&format!("{}\n", strip_ansi(&diff)));
            out.push_str("(left: the region in the source; right: the listing in the book)\n");
        }
    }
    out
}

/// The text of a coloured diff, without its colours.
pub fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}
