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
        for file in files_with_extension(&root.join(dir), "rs").unwrap() {
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

/// A file's code: comments dropped, and its unit tests, which come last as
/// one `#[cfg(test)] mod tests` and are not dependencies, cut off.
fn code_of(file: &str, text: &str) -> Result<String, String> {
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect();
    let code = lines.join("\n");
    let Some((code, tests)) = code.split_once("#[cfg(test)]") else {
        return Ok(code);
    };
    // The tests' module runs to the end of the file.
    let tests = tests.trim();
    let mut depth = 0;
    let closed = tests.char_indices().find_map(|(i, c)| {
        depth += i32::from(c == '{') - i32::from(c == '}');
        (c == '}' && depth == 0).then_some(i + 1)
    });
    let last = tests == "mod tests;"
        || tests.starts_with("mod tests {") && closed == Some(tests.len());
    match last {
        true => Ok(code.to_string()),
        false => Err(format!(
            "{file}: unit tests come last, as one `#[cfg(test)] mod tests`"
        )),
    }
}

/// A `use` tree spelled out: `a::{b, c::{self, d as e}}` is `a::b`,
/// `a::c` and `a::c::d`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree).trim();
        return vec![path.to_string()];
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
        for path in expand(part) {
            out.push(match path.as_str() {
                "self" => prefix.trim_end_matches("::").to_string(),
                _ => format!("{prefix}{path}"),
            });
        }
    }
    out
}

/// Every `use` item of `code`, however many lines it takes, its tree
/// spelled out, and whether it is `pub` (a re-export).
fn uses(code: &str) -> Vec<(bool, String)> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(found) = code[at..].find("use ") {
        let start = at + found;
        at = start + 4;
        let before = code[..start].trim_end();
        if code[..start].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(end) = code[start..].find(';') else {
            break;
        };
        let tree: Vec<&str> =
            code[at..start + end].split_whitespace().collect();
        let public = before.ends_with("pub") || before.ends_with("pub(crate)");
        out.extend(expand(&tree.join(" ")).into_iter().map(|p| (public, p)));
    }
    out
}

/// Every path `code` spells out from `prefix` (`crate::`, `super::`),
/// `use` items aside.
fn inline_paths(code: &str, prefix: &str) -> Vec<String> {
    code.match_indices(prefix)
        .map(|(i, _)| {
            code[i..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect()
        })
        .collect()
}

#[test]
fn the_library_holds_no_book_tooling() {
    let root = root();
    for file in files_with_extension(&root.join("src"), "rs").unwrap() {
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

/// A path named in module `module` as a path from the library's root (or,
/// in the binary, from `bin::ayoayo`); `None` for another crate's.
fn absolute(module: &str, path: &str) -> Option<String> {
    let parent =
        |m: &str| m.rsplit_once("::").map_or("", |(p, _)| p).to_string();
    let join = |m: String, rest: &str| match m.as_str() {
        "" => rest.to_string(),
        _ => format!("{m}::{rest}"),
    };
    let binary = module.starts_with("bin::ayoayo");
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
    } else if path.starts_with("super::") {
        (module.to_string(), path)
    } else if let Some(rest) = path.strip_prefix("ayoayo::").filter(|_| binary)
    {
        (String::new(), rest)
    } else if module == "bin::ayoayo" {
        // The binary's root names its own modules bare (`use args::Cli`).
        (module.to_string(), path)
    } else {
        return None;
    };
    while let Some(up) = rest.strip_prefix("super::") {
        (base, rest) = (parent(&base), up);
    }
    Some(join(base, rest))
}

/// Every module under `src/` (the library's and the binary's) and the
/// edges between them: which module names which, through `use` items of
/// any shape and paths spelled out in the code, a re-export standing for
/// the module that defines the item. A module declaring its children is
/// no edge; its unit tests are not dependencies.
fn module_graph() -> (Vec<String>, Vec<(String, String)>) {
    let root = root();
    let files: Vec<String> = files_with_extension(&root.join("src"), "rs")
        .unwrap()
        .iter()
        .map(|f| relative(&root, f))
        .filter(|p| p != "src/lib.rs")
        .collect();
    let modules: Vec<String> = files.iter().map(|p| module_of(p)).collect();
    let codes: Vec<String> = files
        .iter()
        .map(|f| code_of(f, &fs::read_to_string(root.join(f)).unwrap()))
        .collect::<Result<_, _>>()
        .unwrap();
    // Items a module re-exports (`pub use position::Position;` in
    // engine.rs): `engine::Position` stands for `engine::position::Position`.
    let mut reexports: Vec<(String, String)> = Vec::new();
    for (code, module) in codes.iter().zip(&modules) {
        for (_, path) in uses(code).into_iter().filter(|(public, _)| *public) {
            let full = absolute(module, &path)
                .or_else(|| absolute(module, &format!("self::{path}")));
            let name = path.rsplit("::").next().unwrap_or("");
            if let Some(full) = full {
                reexports.push((format!("{module}::{name}"), full));
            }
        }
    }
    let resolve = |path: &str| -> Option<String> {
        let mut path = path.to_string();
        // A re-export of a re-export is followed to the end.
        for _ in 0..4 {
            let Some((item, target)) = reexports.iter().find(|(item, _)| {
                path == *item || path.starts_with(&format!("{item}::"))
            }) else {
                break;
            };
            path = format!("{target}{}", &path[item.len()..]);
        }
        resolve(&modules, &path).cloned()
    };
    let mut edges: Vec<(String, String)> = Vec::new();
    for (code, module) in codes.iter().zip(&modules) {
        let mut used: Vec<String> = uses(code)
            .iter()
            .filter_map(|(_, path)| absolute(module, path))
            .collect();
        for prefix in ["crate::", "super::", "ayoayo::"] {
            let paths = inline_paths(code, prefix);
            used.extend(paths.iter().filter_map(|p| absolute(module, p)));
        }
        for path in used {
            if let Some(target) = resolve(&path) {
                if &target != module
                    && !edges.contains(&(module.clone(), target.clone()))
                {
                    edges.push((module.clone(), target));
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
    // A `use` over several lines (`use crate::board::{` in the stage).
    let edge = ("stages::injected".to_string(), "board".to_string());
    assert!(edges.contains(&edge), "the reader is broken: {edges:?}");
}

#[test]
fn the_dependency_reader_reads_every_shape_of_use() {
    let tree = expand("a::{b, c::{self, d as e}}");
    assert_eq!(tree, ["a::b", "a::c", "a::c::d"]);
    let code = "pub use x::Y;\nuse crate::{\n    board::Board,\n    \
                engine::{self, relay::Walk},\n};\nfn f() { because(); }";
    let found = [
        (true, "x::Y"),
        (false, "crate::board::Board"),
        (false, "crate::engine"),
        (false, "crate::engine::relay::Walk"),
    ];
    assert_eq!(uses(code), found.map(|(p, s)| (p, s.to_string())));
    let from = |m, p| absolute(m, p);
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
    let late = "fn a() {}\n#[cfg(test)]\nmod tests {}\nfn b() {}\n";
    assert!(code_of("x.rs", late).is_err());
    assert_eq!(
        code_of("x.rs", "fn a() {} // b\n#[cfg(test)]\nmod tests;\n")
            .as_deref(),
        Ok("fn a() {} \n")
    );
}

/// The library's layers, bottom first: a module may use its own layer's
/// modules and those below, never one above. Lessons are used by nothing
/// in the library but lessons.
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
            // The binary's files use `args` and the library, not each
            // other (`book` holds its server as a child).
            let used = to.trim_start_matches("bin::ayoayo::");
            if to.starts_with("bin::") && used != "args" {
                wrong.push(format!("{from} -> {to}"));
            }
            continue;
        }
        let (Some(a), Some(b)) = (layer(from), layer(to)) else {
            wrong.push(format!("{from} -> {to}: not in a layer"));
            continue;
        };
        let deliberate = from == "stages::injected" && to == "engine::relay";
        let lesson = to.starts_with("lessons") && !from.starts_with("lessons");
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

/// The library's doc tests are off (`doctest = false` in Cargo.toml:
/// rustdoc would compile them afresh on every `cargo test`), so its docs
/// may hold no example that would run; show code as `text`, or test it in
/// `tests/`.
#[test]
fn the_library_docs_hold_no_example_that_would_run() {
    let root = root();
    let mut runnable = Vec::new();
    for file in files_with_extension(&root.join("src"), "rs").unwrap() {
        let text = fs::read_to_string(&file).unwrap();
        let mut open = false;
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_start();
            let doc = line.strip_prefix("///").or(line.strip_prefix("//!"));
            let Some(fence) = doc.and_then(|d| d.trim().strip_prefix("```"))
            else {
                continue;
            };
            if !open && !matches!(fence, "text" | "console") {
                runnable.push(format!("{}:{}", relative(&root, &file), i + 1));
            }
            open = !open;
        }
    }
    assert!(
        runnable.is_empty(),
        "doc examples that would run: {runnable:?}"
    );
}
