//! The repository's layout is written down, and the code keeps to it: every
//! source folder appears in the map in CONTRIBUTING.md (and the README's
//! short map names nothing that is gone, nor any item of code that is
//! gone), each file of the
//! library names only its own layer and the layers below, no module depends
//! on itself through others, nothing is written where it would not run,
//! and no cargo command written for a person names a package or feature
//! that is gone.

use std::fs;

use syn::visit::{self, Visit};
use syn::UseTree;

use book_content::listings::files_with_extension;
use book_content::{relative, root};

/// CONTRIBUTING.md's map names every folder that holds source files, and
/// nothing that is gone; every source file opens with a comment saying
/// what it is for, since the map names only its folder.
#[test]
fn every_source_folder_is_in_the_contributing_map() {
    let root = root();
    let text = fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    let map_start = text
        .find("## What is where")
        .expect("CONTRIBUTING.md has a section `## What is where`");
    let map = &text[map_start..];
    let map = &map[..map[3..].find("\n## ").map_or(map.len(), |i| i + 3)];
    let words: Vec<&str> = map
        .split_whitespace()
        .map(|word| word.trim_start_matches(['`', '(']))
        .map(|word| word.trim_end_matches([',', '.', ';', ':', '`', ')']))
        .collect();
    let (mut missing, mut unsaid) = (Vec::new(), Vec::new());
    let dirs = [
        ("src", "rs"),
        ("xtask", "rs"),
        ("tests", "rs"),
        ("benches", "rs"),
        ("book/listings", "rs"),
        ("build", "rs"),
        ("crates", "rs"),
        ("examples", "rs"),
        ("book", "js"),
        ("tests/pages", "mjs"),
        ("tests/browser", "mjs"),
    ];
    for (dir, extension) in dirs {
        for file in files_with_extension(&root.join(dir), extension) {
            let path = relative(&root, &file);
            let folder = path.rsplit_once('/').map_or("", |(f, _)| f);
            if !words.contains(&format!("{folder}/").as_str()) {
                missing.push(format!("{folder}/"));
            }
            let text = fs::read_to_string(&file).unwrap();
            let first = text.trim_start();
            if !first.starts_with("//") && !first.starts_with("/**") {
                unsaid.push(path);
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "CONTRIBUTING.md's map (`## What is where`) does not name {missing:?}"
    );
    assert!(
        unsaid.is_empty(),
        "these files do not open with a comment saying what they are for: \
         {unsaid:?}"
    );
    // And the map names nothing that is gone.
    let gone: Vec<&&str> = words
        .iter()
        .filter(|word| word.contains('/') && !word.contains("://"))
        .filter(|word| !root.join(word).exists())
        .collect();
    assert!(gone.is_empty(), "CONTRIBUTING.md's map names {gone:?}");
}

/// The README's short map names only what is there: each line's first word
/// is a path, an indented one inside the folder above it.
#[test]
fn the_readme_map_names_no_path_that_is_gone() {
    let root = root();
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let map = readme
        .split_once("## What is where")
        .and_then(|(_, rest)| rest.split_once("```text\n"))
        .and_then(|(_, rest)| rest.split_once("```"))
        .expect("README.md has a `## What is where` map in a text block")
        .0;
    let (mut folder, mut gone) = (String::new(), Vec::new());
    for line in map.lines().filter(|l| !l.trim().is_empty()) {
        let word = line.split_whitespace().next().unwrap();
        let path = if line.starts_with(' ') {
            format!("{folder}{word}")
        } else {
            folder = word.to_string();
            word.to_string()
        };
        if !root.join(&path).exists() {
            gone.push(path);
        }
    }
    assert!(gone.is_empty(), "README.md's map names {gone:?}");
}

/// Every item of code that README.md and CONTRIBUTING.md name in
/// backquotes (a type, a constant, a function, a path with `::`) is still
/// in the repository's code, outside its comments, and a path into the
/// crate (`ayoayo::…`) is
/// still a module that names it: a renamed or moved item leaves no
/// sentence behind.
#[test]
fn every_item_the_front_door_names_is_in_the_code() {
    // Named as another project's code, not ours.
    const ELSEWHERE: &[&str] = &["remove_dir_content"];
    let root = root();
    let mut code = String::new();
    let dirs = [
        "src", "xtask", "crates", "build", "tests", "benches", "book", "workshop", ".ci",
    ];
    for dir in dirs {
        let walk = walkdir::WalkDir::new(root.join(dir)).into_iter();
        let not_built = walk.filter_entry(|e| {
            !["target", "node_modules"].contains(&&*e.file_name().to_string_lossy())
        });
        for entry in not_built.flatten() {
            let path = entry.path();
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            let text = fs::read_to_string(path).unwrap_or_default();
            if ["rs", "js", "mjs", "ts"].contains(&ext) {
                // The code, not what its comments say of it.
                for line in text.lines() {
                    code.push_str(line.split("//").next().unwrap_or(""));
                    code.push('\n');
                }
            } else if ext == "toml" || dir == ".ci" {
                code.push_str(&text);
            }
        }
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let words: std::collections::HashSet<&str> = code.split(|c| !is_word(c)).collect();
    let in_code = |name: &str| words.contains(name);
    let mut gone = Vec::new();
    for doc in ["README.md", "CONTRIBUTING.md"] {
        let text = fs::read_to_string(root.join(doc)).unwrap();
        for span in text.split('`').skip(1).step_by(2) {
            let path = span.strip_suffix("()").unwrap_or(span);
            let item = path.rsplit("::").next().unwrap_or(path);
            let spelt = !item.is_empty() && path.split("::").all(|p| p.chars().all(is_word));
            let an_item = item.starts_with(|c: char| c.is_ascii_uppercase())
                || item.contains('_')
                || path.contains("::")
                || span.ends_with("()");
            let found = match path.strip_prefix("ayoayo::") {
                // A path into the crate names a module that is there,
                // which names the item.
                Some(inner) => in_module(&root, inner),
                None => path.split("::").all(in_code),
            };
            if spelt && an_item && !ELSEWHERE.contains(&item) && !found {
                gone.push(format!("{doc}: `{span}`"));
            }
        }
    }
    assert!(gone.is_empty(), "named but in no code: {gone:?}");
}

/// Whether the crate's module `path` (`engine::trace::Trace`, from the
/// crate's root) is a file of `src/` whose text names its last segment.
fn in_module(root: &std::path::Path, path: &str) -> bool {
    let (module, item) = path.rsplit_once("::").unwrap_or(("", path));
    let folder = root.join("src").join(module.replace("::", "/"));
    let files = [folder.with_extension("rs"), folder.join("mod.rs")];
    files.iter().any(|file| {
        let text = fs::read_to_string(file).unwrap_or_default();
        text.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .any(|word| word == item)
    })
}

/// The library's layers, bottom first, the modules of a layer separated by
/// spaces. A file names only its own layer and those below; each stage is
/// a layer of its own, so a stage names only the vocabulary and the stages
/// before it. (The command line, in `src/bin/`, is above them all.)
const LAYERS: &[&str] = &[
    "board text",
    "stages::global_state",
    "stages::injected",
    "stages::recursive",
    "stages::iterative stages",
    "engine",
    "game",
    "conformance render",
    "lessons",
    "api",
    "wasm",
];

/// Every path a file spells, in `use` items (`a::{b, c as d}` as `a::b`
/// and `a::c`), code and macros' bodies.
#[derive(Default)]
struct Paths(Vec<String>);

impl Paths {
    fn spell(&mut self, tree: &UseTree, prefix: String) {
        match tree {
            UseTree::Path(p) => self.spell(&p.tree, format!("{prefix}{}::", p.ident)),
            UseTree::Group(g) => g.items.iter().for_each(|t| self.spell(t, prefix.clone())),
            UseTree::Name(n) => self.0.push(format!("{prefix}{}", n.ident)),
            UseTree::Rename(r) => self.0.push(format!("{prefix}{}", r.ident)),
            UseTree::Glob(_) => self.0.push(format!("{prefix}*")),
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_use(&mut self, item: &syn::ItemUse) {
        self.spell(&item.tree, String::new());
    }
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let names: Vec<_> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.0.push(names.join("::"));
        visit::visit_path(self, path);
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        book_content::source::visit_macro_body(self, mac);
    }
}

/// `path`, written in `module`, from the crate's root, if it starts with
/// `crate`, `super` or `self`.
fn from_root(module: &str, path: &str) -> Option<String> {
    let mut at: Vec<&str> = module.split("::").collect();
    for (i, step) in path.split("::").enumerate() {
        match step {
            "crate" if i == 0 => at.clear(),
            "super" => drop(at.pop()),
            "self" => {}
            _ if i == 0 => return None,
            _ => at.push(step),
        }
    }
    Some(at.join("::"))
}

/// What breaks the layering among `(module, source)` pairs: a module in no
/// layer, an edge up the layers, and the modules on a cycle or hanging
/// from one. A module naming itself or its own children is no edge.
fn against_the_layers(files: &[(String, String)]) -> Vec<String> {
    let within = |m: &str, p: &str| m == p || m.starts_with(&format!("{p}::"));
    // A module's layer is the one naming it most closely: `stages` holds
    // the four stages, which each have a layer of their own.
    let rank = |m: &str| {
        let named = LAYERS.iter().enumerate().flat_map(|(i, l)| {
            l.split(' ')
                .filter(|p| within(m, p))
                .map(move |p| (p.len(), i))
        });
        named.max().map(|(_, i)| i)
    };
    let (mut wrong, mut edges) = (Vec::new(), Vec::new());
    for (module, source) in files {
        let mut paths = Paths::default();
        paths.visit_file(&syn::parse_file(source).unwrap_or_else(|e| panic!("{module}: {e}")));
        let named = paths.0.iter().filter_map(|p| from_root(module, p));
        // The module a path lies in: of the modules it starts with, which
        // are prefixes of one another, the longest.
        let modules = named.filter_map(|p| {
            files
                .iter()
                .map(|f| &f.0)
                .filter(|m| within(&p, m))
                .max_by_key(|m| m.len())
        });
        if rank(module).is_none() {
            wrong.push(format!("{module} is in no layer"));
        }
        for to in modules.filter(|to| !within(to, module)) {
            let up = format!("{module} -> {to} goes up");
            if rank(module).is_some_and(|r| rank(to) > Some(r)) && !wrong.contains(&up) {
                wrong.push(up);
            }
            edges.push((module, to));
        }
    }
    // Take away, again and again, a module that names none of those left.
    let mut left: Vec<&String> = files.iter().map(|f| &f.0).collect();
    while let Some(i) = left
        .iter()
        .position(|m| !edges.iter().any(|(f, t)| f == m && left.contains(t)))
    {
        left.remove(i);
    }
    if !left.is_empty() {
        wrong.push(format!("a cycle among {left:?}"));
    }
    wrong
}

#[test]
fn layers_read_one_way_with_no_cycle() {
    assert_eq!(against_the_layers(&library_modules()), Vec::<String>::new());
}

/// The library's modules, `(module, source)`, as the layering reads them.
fn library_modules() -> Vec<(String, String)> {
    let root = root();
    files_with_extension(&root.join("src"), "rs")
        .iter()
        .map(|file| (relative(&root, file), fs::read_to_string(file).unwrap()))
        .filter(|(path, _)| !path.starts_with("src/bin/") && path != "src/lib.rs")
        .map(|(path, text)| (path[4..path.len() - 3].replace('/', "::"), text))
        .collect()
}

/// The paths among `(module, source)` pairs that reach into `engine` or
/// `game` by one of their files (`engine::position::Position`) from outside
/// it: their files are private, and each item is re-exported at one path.
fn by_a_private_path(files: &[(String, String)]) -> Vec<String> {
    let mut private = Vec::new();
    for (module, source) in files {
        let mut paths = Paths::default();
        paths.visit_file(&syn::parse_file(source).unwrap_or_else(|e| panic!("{module}: {e}")));
        for path in paths.0.iter().filter_map(|p| from_root(module, p)) {
            let steps: Vec<&str> = path.split("::").collect();
            let inside = |outer: &str| {
                files.iter().any(|(m, _)| {
                    m.strip_prefix(outer).and_then(|r| r.strip_prefix("::")) == Some(steps[1])
                })
            };
            let private_file =
                steps.len() > 2 && ["engine", "game"].contains(&steps[0]) && inside(steps[0]);
            let own = module == steps[0] || module.starts_with(&format!("{}::", steps[0]));
            if private_file && !own {
                private.push(format!("{module}: {path}"));
            }
        }
    }
    private.sort();
    private.dedup();
    private
}

#[test]
fn the_engine_and_the_game_are_used_by_their_one_path() {
    assert_eq!(by_a_private_path(&library_modules()), Vec::<String>::new());
    // The check sees through `super` and groups, and not into comments.
    let file = |m: &str, s: &str| (m.to_string(), s.to_string());
    let files = [
        file("engine", ""),
        file("engine::position", "pub struct Position;"),
        file(
            "game::turn",
            "use super::super::engine::{position::Position, Trace};",
        ),
        file(
            "lessons",
            "// crate::engine::position::Position\nuse crate::engine::Position;",
        ),
    ];
    assert_eq!(
        by_a_private_path(&files),
        ["game::turn: engine::position::Position"]
    );
}

#[test]
fn the_layering_check_catches_an_edge_up_and_a_cycle() {
    let file = |m: &str, s: &str| (m.to_string(), s.to_string());
    let files = [
        file("board", "use crate::stages::injected::sow;"),
        file(
            "stages::injected",
            r#"fn f() { format!("{}", super::super::engine::X); }"#,
        ),
        file(
            "engine",
            "mod inner { use super::super::game::{self as g}; }",
        ),
        file("game", "use crate::{engine::X, render::*};"),
        file("render", ""),
        file("drawing", "use crate::board::*;"),
    ];
    let said = [
        "board -> stages::injected goes up",
        "stages::injected -> engine goes up",
        "engine -> game goes up",
        "game -> render goes up",
        "drawing is in no layer",
        r#"a cycle among ["board", "stages::injected", "engine", "game", "drawing"]"#,
    ];
    assert_eq!(against_the_layers(&files), said);
    // A stage may use an earlier stage, never a later one.
    let stages = [
        file("stages", ""),
        file("stages::recursive", "use crate::stages::injected;"),
        file("stages::injected", "use crate::stages::iterative::sow;"),
        file("stages::iterative", ""),
    ];
    assert_eq!(
        against_the_layers(&stages),
        ["stages::injected -> stages::iterative goes up"]
    );
}

/// The libraries' doc tests and unit tests are off (`doctest = false` and
/// `test = false` in both Cargo.toml files: each would build a library
/// again on every cold `cargo test`), so no example in their docs may look
/// runnable and no unit test may be written in them: show code as `text`,
/// and test in `tests/`.
#[test]
fn no_example_or_test_is_written_where_it_would_not_run() {
    let root = root();
    let mut runnable = Vec::new();
    let mut sources = files_with_extension(&root.join("src"), "rs");
    for dir in [
        "xtask/src",
        "crates/book-content/src",
        "crates/book-svg/src",
    ] {
        sources.extend(files_with_extension(&root.join(dir), "rs"));
    }
    for file in sources {
        let text = fs::read_to_string(&file).unwrap();
        let path = relative(&root, &file);
        // `#[test]`, `#[cfg(test)]`, `#[cfg(any(test, ..))]`, `cfg_attr(test..`,
        // and their inner forms (`#![cfg(test)]` makes a whole file a test).
        let unit_test = |l: &str| {
            let l = l.replacen("#![", "#[", 1);
            l.starts_with("#[test]")
                || l.starts_with("#[cfg")
                    && l.split(|c: char| !c.is_alphanumeric()).any(|w| w == "test")
        };
        if !path.starts_with("src/bin/") && text.lines().any(|l| unit_test(l.trim_start())) {
            runnable.push(format!("{path}: a unit test that never runs"));
        }
        let mut open = false;
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_start();
            let doc = line.strip_prefix("///").or(line.strip_prefix("//!"));
            let Some(fence) = doc.and_then(|d| d.trim().strip_prefix("```")) else {
                continue;
            };
            if !open && !matches!(fence, "text" | "console") {
                runnable.push(format!("{path}:{}: a doc example", i + 1));
            }
            open = !open;
        }
    }
    assert!(runnable.is_empty(), "not run by `cargo test`: {runnable:?}");
}

/// With `autotests = false`, cargo compiles only the test programs that
/// Cargo.toml names, and the modules they declare: a test file that none
/// of them reaches would never run, and never fail. Every `.rs` file under
/// `tests/` and `xtask/tests/` is a test program's root or a module that
/// one declares (`mod name;`, found in `name.rs` or `name/mod.rs`).
#[test]
fn every_test_file_is_compiled() {
    let root = root();
    let reached = test_modules(&root);
    let mut orphans = Vec::new();
    for dir in ["tests", "xtask/tests"] {
        for file in files_with_extension(&root.join(dir), "rs") {
            let path = relative(&root, &file);
            if !reached.contains(&path) {
                orphans.push(path);
            }
        }
    }
    assert!(
        orphans.is_empty(),
        "never compiled by `cargo test`: {orphans:?}"
    );
    // And the walk sees a module its program declares, beside one it
    // does not.
    assert!(reached.contains("tests/support/mod.rs") || reached.contains("tests/support.rs"));
    assert!(reached.contains("xtask/tests/book/layout.rs"));
}

/// The files of every test program that a Cargo.toml under `root` names,
/// following each `mod name;` from its program's root.
fn test_modules(root: &std::path::Path) -> std::collections::BTreeSet<String> {
    let mut files = Vec::new();
    for (manifest, folder) in [("Cargo.toml", ""), ("xtask/Cargo.toml", "xtask/")] {
        let text = fs::read_to_string(root.join(manifest)).unwrap();
        let manifest: toml::Table = toml::from_str(&text).unwrap();
        let tests = manifest.get("test").and_then(|t| t.as_array());
        for test in tests.into_iter().flatten() {
            let path = test.get("path").and_then(|p| p.as_str()).unwrap();
            files.push((format!("{folder}{path}"), true));
        }
    }
    let mut reached = std::collections::BTreeSet::new();
    while let Some((file, program)) = files.pop() {
        if !reached.insert(file.clone()) {
            continue;
        }
        let text = fs::read_to_string(root.join(&file)).unwrap();
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        // A root or `mod.rs` declares modules beside it; `name.rs`, in
        // `name/`.
        let (folder, name) = file.rsplit_once('/').unwrap();
        let base = if program || name == "mod.rs" {
            folder.to_string()
        } else {
            format!("{folder}/{}", name.trim_end_matches(".rs"))
        };
        for item in parsed.items {
            if let syn::Item::Mod(declared) = item {
                if declared.content.is_none() {
                    // `#[path = "…"]` names the file itself, relative to
                    // the declaring file's folder.
                    let path = declared.attrs.iter().find_map(|a| match &a.meta {
                        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
                            syn::Expr::Lit(syn::ExprLit {
                                lit: syn::Lit::Str(s),
                                ..
                            }) => Some(s.value()),
                            _ => None,
                        },
                        _ => None,
                    });
                    if let Some(path) = path {
                        let joined = root.join(folder).join(path);
                        let file = joined.canonicalize().unwrap_or(joined);
                        let root = root.canonicalize().unwrap_or(root.into());
                        files.push((relative(&root, &file), false));
                        continue;
                    }
                    let module = declared.ident.to_string();
                    let flat = format!("{base}/{module}.rs");
                    let nested = format!("{base}/{module}/mod.rs");
                    files.push(if root.join(&flat).is_file() {
                        (flat, false)
                    } else {
                        (nested, false)
                    });
                }
            }
        }
    }
    reached
}

/// Every link to a page, `page.md`, names a page of the book, and every
/// link to a place in one, `page.md#place` or `#place`, in Markdown or in
/// a quiz's HTML, names a heading of that page (as mdBook makes its id) or
/// an `id` written in it. A moved page or a renamed heading breaks no link
/// unnoticed.
#[test]
fn every_link_to_a_page_or_a_heading_finds_it() {
    use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
    use std::collections::{BTreeMap, BTreeSet};
    let src = root().join("book/src");
    let mut places: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut links = Vec::new();
    for file in files_with_extension(&src, "md") {
        let page = relative(&src, &file);
        let text = fs::read_to_string(&file).unwrap();
        let ids = places.entry(page.clone()).or_default();
        let (mut heading, mut in_heading) = (String::new(), false);
        for event in Parser::new_ext(&text, Options::ENABLE_HEADING_ATTRIBUTES) {
            match event {
                Event::Start(Tag::Heading { id, .. }) => {
                    in_heading = true;
                    heading.clear();
                    ids.extend(id.map(|id| id.to_string()));
                }
                Event::Text(t) | Event::Code(t) if in_heading => heading.push_str(&t),
                Event::End(TagEnd::Heading(_)) => {
                    in_heading = false;
                    // mdBook's id: lower case, spaces to `-`, and only
                    // letters, digits, `-` and `_` kept.
                    let id = heading
                        .to_lowercase()
                        .chars()
                        .filter_map(|c| match c {
                            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                            c if c.is_whitespace() => Some('-'),
                            _ => None,
                        })
                        .collect();
                    ids.insert(id);
                }
                Event::Start(Tag::Link { dest_url, .. }) => {
                    links.push((page.clone(), dest_url.to_string()));
                }
                Event::Html(html) | Event::InlineHtml(html) => {
                    for (quote, _) in html.match_indices("id=\"") {
                        let rest = &html[quote + 4..];
                        ids.insert(rest[..rest.find('"').unwrap_or(0)].to_string());
                    }
                    for (at, _) in html.match_indices("href=\"") {
                        let rest = &html[at + 6..];
                        let url = &rest[..rest.find('"').unwrap_or(0)];
                        links.push((page.clone(), url.replace(".html", ".md")));
                    }
                }
                _ => {}
            }
        }
    }
    let mut broken = Vec::new();
    for (page, url) in &links {
        let (target, place) = url.split_once('#').unwrap_or((url, ""));
        let to_a_page = target.ends_with(".md") || (target.is_empty() && !place.is_empty());
        if target.contains("://") || !to_a_page {
            continue;
        }
        let target = if target.is_empty() {
            page.clone()
        } else {
            let folder = std::path::Path::new(page).parent().unwrap();
            let joined = folder.join(target);
            let mut parts: Vec<&str> = Vec::new();
            for part in joined.to_str().unwrap().split('/') {
                match part {
                    ".." => drop(parts.pop()),
                    "." | "" => {}
                    part => parts.push(part),
                }
            }
            parts.join("/")
        };
        let found = places.get(&target);
        if !found.is_some_and(|ids| place.is_empty() || ids.contains(place)) {
            broken.push(format!("{page}: {url}"));
        }
    }
    assert!(links.len() > 100, "only {} links found", links.len());
    assert!(broken.is_empty(), "links to no such place: {broken:#?}");
}

/// Every cargo command written for a person, in the docs, the book, the
/// pages' messages, the workshop and CI, names a package (`-p`,
/// `--package`) and features (`--features`) that the workspace has. A
/// feature or package that goes leaves no command behind that cannot run.
#[test]
fn every_cargo_command_names_a_package_and_features_that_exist() {
    use std::collections::BTreeSet;
    let root = root();
    // Each package's name and features, from its manifest.
    let (mut packages, mut features) = (BTreeSet::new(), BTreeSet::new());
    let mut manifests = vec![root.join("Cargo.toml"), root.join("xtask/Cargo.toml")];
    for other in ["benches", "workshop", "workshop/checks"] {
        manifests.push(root.join(other).join("Cargo.toml"));
    }
    manifests.extend(
        fs::read_dir(root.join("crates"))
            .unwrap()
            .map(|e| e.unwrap().path().join("Cargo.toml")),
    );
    for manifest in manifests {
        let text = fs::read_to_string(&manifest).unwrap();
        let table: toml::Table = toml::from_str(&text).unwrap();
        let Some(name) = table.get("package").and_then(|p| p["name"].as_str()) else {
            continue;
        };
        let name = name.to_string();
        for feature in table
            .get("features")
            .and_then(|f| f.as_table())
            .into_iter()
            .flatten()
        {
            features.insert(feature.0.clone());
            features.insert(format!("{name}/{}", feature.0));
        }
        packages.insert(name);
    }
    let mut files: Vec<_> = [
        "README.md",
        "CONTRIBUTING.md",
        "book/ayoayo.js",
        "book/book.toml",
        ".ci/run",
        ".ci/setup",
        "workshop/info.toml",
    ]
    .iter()
    .map(|f| root.join(f))
    .collect();
    files.extend(files_with_extension(&root.join("book/src"), "md"));
    files.extend(files_with_extension(&root.join("book/src"), "js"));
    files.extend(files_with_extension(&root.join("workshop/exercises"), "rs"));
    files.extend(files_with_extension(&root.join("xtask/src"), "rs"));
    files.extend(files_with_extension(
        &root.join("crates/book-content/src"),
        "rs",
    ));
    let mut wrong = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        // A command may wrap in a comment: read each file's words in turn.
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || "`\"'(),[]".contains(c))
            .filter(|w| !["", "//!", "//", "#", "\\"].contains(w))
            .collect();
        for pair in words.windows(2) {
            let names: Vec<&str> = pair[1].split(',').filter(|n| !n.is_empty()).collect();
            let unknown: Vec<&&str> = match pair[0] {
                "--features" => names.iter().filter(|n| !features.contains(**n)).collect(),
                "-p" | "--package" => names.iter().filter(|n| !packages.contains(**n)).collect(),
                _ => continue,
            };
            for name in unknown {
                wrong.push(format!("{}: {} {name}", relative(&root, &file), pair[0]));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "commands that name what the workspace lacks: {wrong:#?}"
    );
}
