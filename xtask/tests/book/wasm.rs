//! The browser's module is the crate as it is: the hash of the sources it
//! was built from, recorded beside it, matches the sources now.
//!
//! That check waits for `.ci/run`'s wasm stage, which runs it with
//! `--ignored` beside rebuilding the module: rebuilding needs a compiler
//! for the browser, and a plain `cargo test` after a change to the library
//! should not fail for want of one.

#[test]
#[ignore = "run by .ci/run's wasm stage; alone: cargo test -p xtask --test book -- --ignored wasm"]
fn the_committed_module_was_built_from_these_sources() {
    let root = book_content::root();
    let (recorded, files) = xtask::wasm::recorded_sources(&root)
        .expect("the module's sources and their hash are committed beside it");
    for wanted in ["src/lib.rs", "src/api.rs", "src/engine.rs", "src/wasm.rs"] {
        assert!(files.iter().any(|f| f == wanted), "{wanted} in {files:?}");
    }
    // The conformance suite is behind a feature the module's build leaves
    // off: changing it asks for no new module.
    assert!(
        !files.iter().any(|f| f == "src/conformance.rs"),
        "{files:?}"
    );
    let now = xtask::wasm::sources_hash(&root, &files).unwrap();
    assert_eq!(
        recorded,
        now,
        "the library changed since {} was built: run `cargo xtask wasm` \
         (it says how to get a compiler for the browser if there is none)",
        xtask::wasm::MODULE
    );
    let module = std::fs::read(root.join(xtask::wasm::MODULE)).unwrap();
    assert_eq!(&module[..4], b"\0asm", "a WebAssembly module");
}

/// The module's build takes the library's dependencies and what they
/// reach, and nothing of the command line's or the book's: adding a
/// dependency there asks for no new module.
#[test]
fn the_module_depends_on_the_librarys_dependencies_alone() {
    let inputs = xtask::wasm::build_inputs(&book_content::root()).unwrap();
    let has = |prefix: &str| inputs.iter().any(|i| i.starts_with(prefix));
    for wanted in [
        "package serde v",
        "package serde_json v",
        "package fastrand v",
    ] {
        assert!(has(wanted), "{wanted:?} in {inputs:#?}");
    }
    for unwanted in [
        "package clap v",
        "package mdbook-driver v",
        "package skeptic v",
        "package toml v",
    ] {
        assert!(!has(unwanted), "{unwanted:?} in {inputs:#?}");
    }
}
