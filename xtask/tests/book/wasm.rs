//! The browser's module is the crate as it is: the hash of the sources it
//! was built from, recorded beside it, matches the sources now.

#[test]
fn the_committed_module_was_built_from_these_sources() {
    let root = xtask::root();
    let recorded = std::fs::read_to_string(root.join(xtask::wasm::SOURCES))
        .expect("the module's sources hash is committed beside it");
    let now = xtask::wasm::sources_hash(&root).unwrap();
    assert_eq!(
        recorded.trim(),
        now,
        "the library changed since {} was built: run `cargo xtask wasm` \
         (it says how to get a compiler for the browser if there is none)",
        xtask::wasm::MODULE
    );
    let module = std::fs::read(root.join(xtask::wasm::MODULE)).unwrap();
    assert_eq!(&module[..4], b"\0asm", "a WebAssembly module");
}
