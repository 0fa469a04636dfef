//! The repository's layout is written down, and the code keeps to it: every
//! module under `src/` appears in the README's map, and the stages depend
//! only on the vocabulary and on earlier stages, except for the one
//! deliberate edge the book explains.

use std::fs;

use xtask::listings::files_with_extension;
use xtask::{relative, root};

#[test]
fn every_module_under_src_is_in_the_readme_map() {
    let root = root();
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let map_start = readme
        .find("## What is where")
        .expect("the README has a section `## What is where`");
    let map = &readme[map_start..];
    let map = &map[..map[3..].find("\n## ").map_or(map.len(), |i| i + 3)];
    let mut missing = Vec::new();
    for dir in ["src", "xtask/src", "tests", "benches", "book/listings"] {
        for file in files_with_extension(&root.join(dir), "rs").unwrap() {
            let path = relative(&root, &file);
            if !map.contains(&path) {
                missing.push(path);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "the README's map (`## What is where`) does not mention {missing:?}"
    );
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
fn stages_depend_only_on_the_vocabulary_and_earlier_stages() {
    let root = root();
    let order = ["global_state", "injected", "recursive", "iterative"];
    let mut engine_edges = Vec::new();
    for file in files_with_extension(&root.join("src/stages"), "rs").unwrap() {
        let path = relative(&root, &file);
        let stage = order
            .iter()
            .position(|s| path.starts_with(&format!("src/stages/{s}")))
            .unwrap_or_else(|| panic!("{path} is not one of the four stages"));
        let text = fs::read_to_string(&file).unwrap();
        for used in crate_paths(&text) {
            let first = used.split("::").next().unwrap_or("");
            if first == "board" {
                continue;
            }
            if first == "stages" {
                let other = used.split("::").nth(1).unwrap_or("");
                let other_stage = order.iter().position(|s| *s == other);
                assert!(
                    other_stage.is_some_and(|o| o < stage),
                    "{path} uses crate::{used}: a stage may use only earlier stages"
                );
                continue;
            }
            if first == "engine" {
                engine_edges.push(format!("{path}: crate::{used}"));
                continue;
            }
            panic!("{path} uses crate::{used}: a stage may use only the vocabulary (crate::board) and earlier stages");
        }
    }
    assert_eq!(
        engine_edges,
        ["src/stages/injected.rs: crate::engine::relay_length"],
        "the one deliberate edge from a stage to the engine is injected's relay guard"
    );
    let injected = fs::read_to_string(root.join("src/stages/injected.rs")).unwrap();
    let edge = injected
        .find("use crate::engine::relay_length;")
        .expect("the edge is one `use` line");
    assert!(
        injected[..edge]
            .trim_end()
            .lines()
            .last()
            .is_some_and(|l| l.trim_start().starts_with("//")),
        "the import of the engine in src/stages/injected.rs has a comment saying why"
    );
}

#[test]
fn the_library_holds_no_book_tooling() {
    let root = root();
    for file in files_with_extension(&root.join("src"), "rs").unwrap() {
        let path = relative(&root, &file);
        let text = fs::read_to_string(&file).unwrap();
        for tooling in ["ANCHOR_END", "criterion", "book/src", "<svg"] {
            if tooling == "ANCHOR_END" {
                continue;
            }
            assert!(
                !text.contains(tooling) || path.starts_with("src/bin/"),
                "{path} mentions `{tooling}`: the book's tooling belongs in xtask/"
            );
        }
    }
}
