//! The repository's layout is written down, and the code keeps to it: every
//! Rust file appears in the map in CONTRIBUTING.md, no module depends on
//! itself through others, and modules import one way through the library's
//! layers (a stage only the vocabulary and earlier stages), except for the
//! one deliberate edge the book explains.

use std::fs;

use xtask::listings::files_with_extension;
use xtask::{relative, root};

#[test]
fn every_rust_file_is_in_the_contributing_map() {
    let root = root();
    let readme = fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    let map_start = readme
        .find("## What is where")
        .expect("CONTRIBUTING.md has a section `## What is where`");
    let map = &readme[map_start..];
    let map = &map[..map[3..].find("\n## ").map_or(map.len(), |i| i + 3)];
    let mut missing = Vec::new();
    let dirs = ["src", "xtask", "tests", "benches", "book/listings", "build"];
    for dir in dirs {
        for file in files_with_extension(&root.join(dir), "rs") {
            let path = relative(&root, &file);
            if !map.contains(&path) {
                missing.push(path);
            }
        }
    }
    if !map.contains("build.rs") {
        missing.push("build.rs".into());
    }
    assert!(
        missing.is_empty(),
        "CONTRIBUTING.md's map (`## What is where`) does not mention {missing:?}"
    );
    // And the map names no file that is gone.
    let gone: Vec<&str> = map
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|path| path.ends_with(".rs") && !root.join(path).is_file())
        .collect();
    assert!(gone.is_empty(), "CONTRIBUTING.md's map names {gone:?}");
}

/// A file's code: comments dropped, and its unit tests (only the command
/// line has any) cut off. They come last, as one `#[cfg(test)] mod tests`:
/// clippy's `items_after_test_module`, which CI runs, refuses anything after.
fn code_of(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect();
    let mut code = lines.join("\n");
    while let Some(open) = code.find("/*") {
        let close =
            code[open..].find("*/").map_or(code.len(), |c| open + c + 2);
        code.replace_range(open..close, " ");
    }
    code.split("#[cfg(test)]").next().unwrap_or("").to_string()
}

/// Whether `word` starts at `at` in `code` rather than inside a longer
/// name or path.
fn starts_word(code: &str, at: usize) -> bool {
    !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':')
}

/// A `use` tree spelled out, each path with the name it brings in:
/// `a::{b, c::{self, d as e}}` is `a::b` (`b`), `a::c` (`c`) and `a::c::d`
/// (`e`).
fn expand(tree: &str) -> Vec<(String, String)> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let (path, name) = match tree.split_once(" as ") {
            Some((path, alias)) => (path.trim(), alias.trim()),
            None => (tree, tree.rsplit("::").next().unwrap_or(tree)),
        };
        return vec![(path.to_string(), name.to_string())];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..];
    let inner = inner.trim_end().strip_suffix('}').unwrap_or(inner);
    let (mut parts, mut depth, mut from) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[from..]);
    let mut out = Vec::new();
    for part in parts.into_iter().filter(|p| !p.trim().is_empty()) {
        for (path, name) in expand(part) {
            out.push(match path.as_str() {
                "self" => {
                    let path = prefix.trim_end_matches("::");
                    let own = path.rsplit("::").next().unwrap_or(path);
                    let name = if name == "self" { own } else { &name };
                    (path.to_string(), name.to_string())
                }
                _ => (format!("{prefix}{path}"), name),
            });
        }
    }
    out
}

/// A `use` item's path, spelled out: whether it is public (a re-export),
/// the path, and the name it brings in.
type Use = (bool, String, String);

/// Every `use` item of `code`, however many lines it takes, and the code
/// without them.
fn uses(code: &str) -> (Vec<Use>, String) {
    let (mut out, mut rest) = (Vec::new(), String::new());
    let mut at = 0;
    while let Some(found) = code[at..].find("use ") {
        let start = at + found;
        let Some(end) = code[start..].find(';').map(|e| start + e) else {
            break;
        };
        rest.push_str(&code[at..start]);
        at = start + 4;
        if !starts_word(code, start) {
            rest.push_str("use ");
            continue;
        }
        let before = code[..start].trim_end();
        let public = before.ends_with("pub")
            || before.ends_with(')')
                && before
                    .rsplit_once("pub(")
                    .is_some_and(|(_, r)| !r.contains('\n'));
        let tree: Vec<&str> = code[at..end].split_whitespace().collect();
        for (path, name) in expand(&tree.join(" ")) {
            out.push((public, path, name));
        }
        at = end + 1;
    }
    rest.push_str(&code[at..]);
    (out, rest)
}

/// The modules `code` declares (`mod name;` or `mod name { ... }`).
fn declared(code: &str) -> Vec<String> {
    code.match_indices("mod ")
        .filter(|&(i, _)| starts_word(code, i))
        .map(|(i, _)| {
            let name = &code[i + 4..];
            let end = name.find(|c: char| !c.is_alphanumeric() && c != '_');
            name[..end.unwrap_or(name.len())].to_string()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// Every path `code` spells out from one of `starts` (`crate`, `super`,
/// a child module's name), each from where it starts.
fn spelled(code: &str, starts: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for start in starts {
        let prefix = format!("{start}::");
        for (i, _) in code.match_indices(&prefix) {
            if starts_word(code, i) {
                let path = code[i..].chars().take_while(|c| {
                    c.is_alphanumeric() || *c == '_' || *c == ':'
                });
                out.push(
                    path.collect::<String>().trim_end_matches(':').to_string(),
                );
            }
        }
    }
    out
}

#[test]
fn the_library_holds_no_book_tooling() {
    let root = root();
    for file in files_with_extension(&root.join("src"), "rs") {
        let path = relative(&root, &file);
        let text = fs::read_to_string(&file).unwrap();
        for tooling in ["<svg", "criterion", "pulldown", "skeptic", "book/src/"]
        {
            assert!(
                !text.contains(tooling) || path.starts_with("src/bin/"),
                "{path} mentions `{tooling}`: the book's tooling belongs in xtask/"
            );
        }
    }
}

/// The module a file under `src/` defines: `src/engine/moves.rs` is
/// `engine::moves`, `src/engine.rs` is `engine`; the binary's root
/// (`src/bin/ayoayo/main.rs`) is `bin::ayoayo`.
fn module_of(path: &str) -> String {
    path.trim_start_matches("src/")
        .trim_end_matches(".rs")
        .trim_end_matches("/main")
        .replace('/', "::")
}

/// The longest module of `modules` that `path` starts with.
fn resolve<'a>(modules: &'a [String], path: &str) -> Option<&'a String> {
    modules
        .iter()
        .filter(|m| path == m.as_str() || path.starts_with(&format!("{m}::")))
        .max_by_key(|m| m.len())
}

/// A path named in `module` (whose children are `children`) as a path
/// from the library's root (or, in the binary, from `bin::ayoayo`);
/// `None` for another crate's.
fn absolute(module: &str, children: &[String], path: &str) -> Option<String> {
    let parent =
        |m: &str| m.rsplit_once("::").map_or("", |(p, _)| p).to_string();
    let binary = module.starts_with("bin::ayoayo");
    let first = path.split("::").next().unwrap_or(path);
    let (mut base, mut rest) = if let Some(rest) = path.strip_prefix("crate::")
    {
        (
            if binary {
                "bin::ayoayo".to_string()
            } else {
                String::new()
            },
            rest,
        )
    } else if let Some(rest) = path.strip_prefix("self::") {
        (module.to_string(), rest)
    } else if path.starts_with("super::") || children.iter().any(|c| c == first)
    {
        (module.to_string(), path)
    } else if let Some(rest) = path.strip_prefix("ayoayo::").filter(|_| binary)
    {
        (String::new(), rest)
    } else {
        return None;
    };
    while let Some(up) = rest.strip_prefix("super::") {
        (base, rest) = (parent(&base), up);
    }
    Some(match base.as_str() {
        "" => rest.to_string(),
        _ => format!("{base}::{rest}"),
    })
}

/// Every module under `src/` (the library's and the binary's) and the
/// edges between them: which module names which, through `use` items of
/// any shape, paths spelled out in the code (from `crate::`, `super::`, or
/// a child module's name), a re-export standing for the module that
/// defines the item.
fn module_graph() -> (Vec<String>, Vec<(String, String)>) {
    let root = root();
    let read = |f: &str| fs::read_to_string(root.join(f)).unwrap();
    // The library's root only declares modules: nothing to read there.
    let (lib_uses, _) = uses(&code_of(&read("src/lib.rs")));
    assert!(
        lib_uses.is_empty(),
        "src/lib.rs imports: read it as a module"
    );
    let files: Vec<String> = files_with_extension(&root.join("src"), "rs")
        .iter()
        .map(|f| relative(&root, f))
        .filter(|p| p != "src/lib.rs")
        .collect();
    let modules: Vec<String> = files.iter().map(|p| module_of(p)).collect();
    let sources: Vec<(Vec<Use>, String, Vec<String>)> = files
        .iter()
        .map(|f| {
            let (used, body) = uses(&code_of(&read(f)));
            let children = declared(&body);
            (used, body, children)
        })
        .collect();
    // Items a module re-exports (`pub use position::Position;` in
    // engine.rs): `engine::Position` stands for `engine::position::Position`.
    let mut reexports: Vec<(String, String)> = Vec::new();
    for ((used, _, children), module) in sources.iter().zip(&modules) {
        for (_, path, name) in used.iter().filter(|u| u.0) {
            if let Some(full) = absolute(module, children, path) {
                reexports.push((format!("{module}::{name}"), full));
            }
        }
    }
    let resolve = |path: String| -> Option<String> {
        let mut path = path;
        // A re-export of a re-export is followed to the end; a name that
        // is a module is that module.
        for _ in 0..8 {
            let Some((item, target)) = reexports.iter().find(|(item, _)| {
                !modules.contains(item)
                    && (path == *item || path.starts_with(&format!("{item}::")))
            }) else {
                break;
            };
            path = format!("{target}{}", &path[item.len()..]);
        }
        resolve(&modules, &path).cloned()
    };
    let mut edges: Vec<(String, String)> = Vec::new();
    for ((used, body, children), module) in sources.iter().zip(&modules) {
        let mut starts = vec!["crate".to_string(), "super".to_string()];
        starts.extend(children.iter().cloned());
        if module.starts_with("bin::") {
            starts.push("ayoayo".to_string());
        }
        let paths = used.iter().map(|(_, path, _)| path.clone());
        for path in paths.chain(spelled(body, &starts)) {
            let target = absolute(module, children, &path).and_then(resolve);
            if let Some(target) = target.filter(|t| t != module) {
                let edge = (module.clone(), target);
                if !edges.contains(&edge) {
                    edges.push(edge);
                }
            }
        }
    }
    (modules, edges)
}

#[test]
fn no_module_depends_on_itself_through_others() {
    let (mut left, edges) = module_graph();
    // Take away, again and again, a module that uses none of those left:
    // what cannot be taken away is on a cycle or depends on one.
    while let Some(i) = left.iter().position(|m| {
        !edges
            .iter()
            .any(|(from, to)| from == m && left.contains(to))
    }) {
        left.remove(i);
    }
    assert!(left.is_empty(), "a module cycle among {left:?}");
    // Edges only a careful reader finds: a `use` over several lines, and
    // the binary's calls into its own modules by bare name.
    for (from, to) in [
        ("stages::injected", "board"),
        ("bin::ayoayo", "bin::ayoayo::book"),
        ("bin::ayoayo::book", "bin::ayoayo::book::serve"),
    ] {
        let edge = (from.to_string(), to.to_string());
        assert!(edges.contains(&edge), "the reader missed {edge:?}");
    }
}

#[test]
fn the_dependency_reader_reads_every_shape_of_use() {
    let tree = expand("a::{b, c::{self, d as e}}");
    let named = [("a::b", "b"), ("a::c", "c"), ("a::c::d", "e")];
    assert_eq!(tree, named.map(|(p, n)| (p.to_string(), n.to_string())));
    let code = "pub(crate) use x::Y;\nuse crate::{\n    board::Board,\n    \
                engine::{self, relay::Walk},\n};\nfn f() { because(); }";
    let (found, rest) = uses(code);
    let paths: Vec<(bool, &str)> = found
        .iter()
        .map(|(p, path, _)| (*p, path.as_str()))
        .collect();
    assert_eq!(
        paths,
        [
            (true, "x::Y"),
            (false, "crate::board::Board"),
            (false, "crate::engine"),
            (false, "crate::engine::relay::Walk"),
        ]
    );
    assert!(!rest.contains("::") && rest.ends_with("fn f() { because(); }"));
    let children = declared("mod args;\npub mod book { }\nfn module() {}");
    assert_eq!(children, ["args", "book"]);
    let calls = spelled("args::run(); book::x::y(); my_book::z()", &children);
    assert_eq!(calls, ["args::run", "book::x::y"]);
    let up = spelled("super::super::board::Pit", &["super".to_string()]);
    assert_eq!(up, ["super::super::board::Pit"]);
    let from = |m, p| absolute(m, &children, p);
    assert_eq!(
        from("game::turn", "super::super::board"),
        Some("board".into())
    );
    assert_eq!(
        from("bin::ayoayo::play", "crate::args"),
        Some("bin::ayoayo::args".into())
    );
    assert_eq!(
        from("bin::ayoayo", "args::Cli"),
        Some("bin::ayoayo::args::Cli".into())
    );
    assert_eq!(from("game::turn", "std::mem"), None);
    let tests_last = "fn a() {} // b /* c */\n#[cfg(test)]\nmod tests;\n";
    assert_eq!(code_of(tests_last), "fn a() {} \n");
}

/// The library's layers, bottom first: a module may use its own layer's
/// modules and those below, never one above. Lessons are used by nothing
/// in the library but lessons and the JSON boundary (which records the
/// book's recursions for the call-stack steppers).
const LAYERS: [&[&str]; 6] = [
    &["board"],
    &["stages"],
    &["engine"],
    &["game"],
    &["lessons", "conformance", "render", "api"],
    &["wasm"],
];

#[test]
fn layers_read_one_way_and_the_binary_has_no_circles() {
    let (modules, edges) = module_graph();
    let layer = |m: &str| {
        let top = m.split("::").next().unwrap_or("");
        LAYERS.iter().position(|l| l.contains(&top))
    };
    let stage = |m: &str| {
        let s = m.strip_prefix("stages::")?.split("::").next()?;
        ayoayo::stages::STAGES
            .iter()
            .position(|&(name, _)| name == s)
    };
    let mut wrong: Vec<String> = modules
        .iter()
        .filter(|m| m.starts_with("stages::") && stage(m).is_none())
        .map(|m| format!("{m}: not one of the stages"))
        .collect();
    for (from, to) in &edges {
        if from.starts_with("bin::") {
            // The binary's files use `args`, the library and their own
            // children (the root its subcommands, `book` its server), not
            // each other.
            let own = to.starts_with(&format!("{from}::"));
            if to.starts_with("bin::") && to != "bin::ayoayo::args" && !own {
                wrong.push(format!("{from} -> {to}"));
            }
            continue;
        }
        let (Some(a), Some(b)) = (layer(from), layer(to)) else {
            wrong.push(format!("{from} -> {to}: not in a layer"));
            continue;
        };
        let deliberate = from == "stages::injected" && to == "engine::relay";
        let lesson = to.starts_with("lessons")
            && !from.starts_with("lessons")
            && !(from == "api" && to == "lessons::call_stack");
        // A stage uses only itself and the stages before it.
        let earlier = stage(to).zip(stage(from)).is_some_and(|(t, f)| t <= f);
        let later = from.starts_with("stages::")
            && to.starts_with("stages")
            && !earlier;
        if (b > a && !deliberate) || lesson || later {
            wrong.push(format!("{from} -> {to}"));
        }
    }
    assert!(wrong.is_empty(), "edges against the layers: {wrong:#?}");
    // The one edge from a stage up to the engine, injected's relay guard,
    // is there, and its import has a comment saying why.
    let stage_edges: Vec<_> = edges
        .iter()
        .filter(|(f, t)| f.starts_with("stages::") && layer(t) > layer(f))
        .collect();
    assert_eq!(
        stage_edges,
        [&("stages::injected".to_string(), "engine::relay".to_string())]
    );
    let injected =
        fs::read_to_string(root().join("src/stages/injected.rs")).unwrap();
    let edge = injected
        .find("use crate::engine::relay::relay_length;")
        .expect("the edge is one `use` line");
    assert!(
        injected[..edge].trim_end().lines().last().is_some_and(|l| l.trim_start().starts_with("//")),
        "the import of the engine in src/stages/injected.rs has a comment saying why"
    );
    assert!(edges
        .iter()
        .any(|(f, t)| f == "bin::ayoayo::replay" && t == "bin::ayoayo::args"));
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
    sources.extend(files_with_extension(&root.join("xtask/src"), "rs"));
    for file in sources {
        let text = fs::read_to_string(&file).unwrap();
        let path = relative(&root, &file);
        // `#[test]`, `#[cfg(test)]`, `#[cfg(any(test, ..))]`, `cfg_attr(test..`,
        // and their inner forms (`#![cfg(test)]` makes a whole file a test).
        let unit_test = |l: &str| {
            let l = l.replacen("#![", "#[", 1);
            l.starts_with("#[test]")
                || l.starts_with("#[cfg")
                    && l.split(|c: char| !c.is_alphanumeric())
                        .any(|w| w == "test")
        };
        if !path.starts_with("src/bin/")
            && text.lines().any(|l| unit_test(l.trim_start()))
        {
            runnable.push(format!("{path}: a unit test that never runs"));
        }
        let mut open = false;
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_start();
            let doc = line.strip_prefix("///").or(line.strip_prefix("//!"));
            let Some(fence) = doc.and_then(|d| d.trim().strip_prefix("```"))
            else {
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
