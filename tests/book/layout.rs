//! The repository's layout is written down, and the code keeps to it: every
//! Rust file appears in the map in CONTRIBUTING.md, no module depends on
//! itself through others, and modules import one way through the library's
//! layers (a stage only the vocabulary and earlier stages), except for the
//! one deliberate edge the book explains.

use std::fs;

use syn::visit::{self, Visit};
use syn::{Ident, ItemMod, ItemUse, UseTree};

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

/// What one file says of other modules, read by syn: each `use` path
/// spelled out (whether it is a re-export, the path, the name it brings in),
/// the modules it declares, and every other path in its code, macros'
/// bodies included, each as seen from the file's module (a `super::` inside
/// an inline module climbs out of it first). Its unit tests (`#[cfg(test)]
/// mod tests`) are left out.
#[derive(Default)]
struct Names {
    uses: Vec<(bool, String, String)>,
    children: Vec<String>,
    paths: Vec<String>,
    /// How many inline modules deep the visit is.
    depth: usize,
}

impl Names {
    /// `path`, written `depth` inline modules deep, from the file's module.
    fn seen_from_file(&self, path: String) -> String {
        let mut path = path.as_str();
        for _ in 0..self.depth {
            path = path.strip_prefix("super::").unwrap_or(path);
        }
        path.to_string()
    }
}

/// `a::{b, c::{self, d as e}}` spelled out: `a::b` (`b`), `a::c` (`c`)
/// and `a::c::d` (`e`).
fn expand(tree: &UseTree, prefix: &str, out: &mut Vec<(String, String)>) {
    let path = |name: &Ident| format!("{prefix}{name}");
    match tree {
        UseTree::Path(p) => {
            expand(&p.tree, &format!("{}::", path(&p.ident)), out)
        }
        UseTree::Name(n) if n.ident == "self" => {
            let own = prefix.trim_end_matches("::");
            let name = own.rsplit("::").next().unwrap_or(own);
            out.push((own.to_string(), name.to_string()));
        }
        UseTree::Name(n) => out.push((path(&n.ident), n.ident.to_string())),
        UseTree::Rename(r) => out.push((path(&r.ident), r.rename.to_string())),
        UseTree::Glob(_) => {
            out.push((prefix.trim_end_matches("::").into(), "*".into()))
        }
        UseTree::Group(g) => {
            g.items.iter().for_each(|t| expand(t, prefix, out))
        }
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_use(&mut self, item: &ItemUse) {
        let public = !matches!(item.vis, syn::Visibility::Inherited);
        let mut found = Vec::new();
        expand(&item.tree, "", &mut found);
        for (path, name) in found {
            self.uses.push((public, self.seen_from_file(path), name));
        }
    }
    fn visit_item_mod(&mut self, item: &'ast ItemMod) {
        let test = item.attrs.iter().any(|a| {
            a.path().is_ident("cfg")
                && a.parse_args::<Ident>().is_ok_and(|i| i == "test")
        });
        if !test {
            self.children.push(item.ident.to_string());
            let inline = usize::from(item.content.is_some());
            self.depth += inline;
            visit::visit_item_mod(self, item);
            self.depth -= inline;
        }
    }
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let names: Vec<String> =
            path.segments.iter().map(|s| s.ident.to_string()).collect();
        if names.len() > 1 {
            self.paths.push(self.seen_from_file(names.join("::")));
        }
        visit::visit_path(self, path);
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        xtask::visit_macro_body(self, mac);
        visit::visit_macro(self, mac);
    }
}

/// What the Rust file `path` (relative to the root) names.
fn names_in(path: &str) -> Names {
    let text = fs::read_to_string(root().join(path)).unwrap();
    let file = syn::parse_file(&text)
        .unwrap_or_else(|e| panic!("{path} is not Rust syn reads: {e}"));
    let mut names = Names::default();
    names.visit_file(&file);
    names
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

/// The module that `path` names or names an item of: the longest of
/// `modules` that it starts with.
fn owner<'a>(modules: &'a [String], path: &str) -> Option<&'a String> {
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
    // The library's root only declares modules: nothing to read there.
    assert!(
        names_in("src/lib.rs").uses.is_empty(),
        "src/lib.rs imports: read it as a module"
    );
    let files: Vec<String> = files_with_extension(&root.join("src"), "rs")
        .iter()
        .map(|f| relative(&root, f))
        .filter(|p| p != "src/lib.rs")
        .collect();
    let modules: Vec<String> = files.iter().map(|p| module_of(p)).collect();
    let sources: Vec<Names> = files.iter().map(|f| names_in(f)).collect();
    // Items a module re-exports (`pub use position::Position;` in
    // engine.rs): `engine::Position` stands for `engine::position::Position`.
    let mut reexports: Vec<(String, String)> = Vec::new();
    for (names, module) in sources.iter().zip(&modules) {
        for (_, path, name) in names.uses.iter().filter(|u| u.0) {
            if let Some(full) = absolute(module, &names.children, path) {
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
        owner(&modules, &path).cloned()
    };
    let mut edges: Vec<(String, String)> = Vec::new();
    for (names, module) in sources.iter().zip(&modules) {
        let used = names.uses.iter().map(|(_, path, _)| path);
        for path in used.chain(&names.paths) {
            let target =
                absolute(module, &names.children, path).and_then(resolve);
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
    // Edges only a careful reader finds: a `use` over several lines, the
    // binary's calls into its own modules by bare name, and a `super::`
    // inside an inline module.
    for (from, to) in [
        ("stages::injected", "board"),
        ("bin::ayoayo", "bin::ayoayo::book"),
        ("bin::ayoayo::book", "bin::ayoayo::book::serve"),
        ("engine", "engine::packed"),
    ] {
        let edge = (from.to_string(), to.to_string());
        assert!(edges.contains(&edge), "the reader missed {edge:?}");
    }
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
