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

/// The `crate::` paths a source file uses, outside comments.
fn crate_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(i) = rest.find("crate::") {
            let path: String = rest[i + "crate::".len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            out.push(path);
            rest = &rest[i + "crate::".len()..];
        }
        if let Some(list) = code.trim().strip_prefix("use crate::{") {
            out.extend(list.split(',').map(|s| s.trim().to_string()));
        }
    }
    out
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

/// What `crate::` means in a file: the library's root, or the binary's.
fn crate_of(module: &str) -> &'static str {
    if module.starts_with("bin::ayoayo") {
        "bin::ayoayo::"
    } else {
        ""
    }
}

/// The longest module of `modules` that `path` starts with.
fn resolve<'a>(modules: &'a [String], path: &str) -> Option<&'a String> {
    modules
        .iter()
        .filter(|m| path == m.as_str() || path.starts_with(&format!("{m}::")))
        .max_by_key(|m| m.len())
}

/// Every module under `src/` (the library's and the binary's) and the
/// edges between them: which module names which. A module's own children
/// are part of it; its unit tests (after `#[cfg(test)]`) are not
/// dependencies.
fn module_graph() -> (Vec<String>, Vec<(String, String)>) {
    let root = root();
    let files: Vec<String> = files_with_extension(&root.join("src"), "rs")
        .unwrap()
        .iter()
        .map(|f| relative(&root, f))
        .filter(|p| p != "src/lib.rs")
        .collect();
    let modules: Vec<String> = files.iter().map(|p| module_of(p)).collect();
    // Items a module re-exports from its children (`pub use position::Position;`
    // in engine.rs): `engine::Position` is a use of `engine::position`.
    let mut reexports: Vec<(String, String)> = Vec::new();
    for (file, module) in files.iter().zip(&modules) {
        let text = fs::read_to_string(root.join(file)).unwrap();
        for line in text.lines() {
            let Some(rest) = line.trim().strip_prefix("pub use ") else {
                continue;
            };
            let Some((child, items)) =
                rest.trim_end_matches(';').split_once("::")
            else {
                continue;
            };
            let items = items.trim_start_matches('{').trim_end_matches('}');
            for item in
                items.split(',').map(str::trim).filter(|i| !i.is_empty())
            {
                reexports.push((
                    format!("{module}::{item}"),
                    format!("{module}::{child}"),
                ));
            }
        }
    }
    let resolve = |path: &str| -> Option<String> {
        for (item, target) in &reexports {
            if path == item || path.starts_with(&format!("{item}::")) {
                return Some(target.clone());
            }
        }
        resolve(&modules, path).cloned()
    };
    let mut edges: Vec<(String, String)> = Vec::new();
    for (file, module) in files.iter().zip(&modules) {
        let text = fs::read_to_string(root.join(file)).unwrap();
        let parent = module.rsplit_once("::").map_or("", |(p, _)| p);
        // Unit tests (`mod tests { use super::*; }`) are not dependencies.
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let mut used: Vec<String> = crate_paths(code)
            .into_iter()
            .map(|p| format!("{}{p}", crate_of(module)))
            .collect();
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or("");
            if let Some(rest) = line.trim().strip_prefix("use super::") {
                let rest = rest.trim_start_matches('{');
                for item in rest.split(',') {
                    let item: String = item
                        .trim()
                        .chars()
                        .take_while(|c| {
                            c.is_alphanumeric() || *c == '_' || *c == ':'
                        })
                        .collect();
                    used.push(if parent.is_empty() {
                        item
                    } else {
                        format!("{parent}::{item}")
                    });
                }
            }
        }
        for path in used {
            if let Some(target) = resolve(&path) {
                if &target != module
                    && !module.starts_with(&format!("{target}::"))
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
    assert!(
        edges.contains(&(
            "engine::moves".to_string(),
            "engine::relay".to_string()
        )),
        "the dependency reader found no edges; it is broken: {edges:?}"
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
        .find("use crate::engine::relay_length;")
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
