//! `cargo xtask wasm`: the library for `wasm32-unknown-unknown`, written
//! to [`MODULE`] with the hash of its sources in [`SOURCES`], which a test
//! compares with the sources as they are. What the book quotes of the
//! module and of the browser is `book_content::recorded::browser`.

use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use sha2::{Digest, Sha256};

/// The module, relative to the root.
pub use book_content::recorded::browser::MODULE;

/// The hash of the sources it was built from, relative to the root.
pub const SOURCES: &str = "book/src/ayoayo.wasm.sources";

/// The library's source files a build of the module compiled, relative
/// to the root, read from the dep-info file cargo writes beside the
/// module (`built` with the extension `.d`). Only these are the module's:
/// a file behind a feature the build leaves off (the conformance suite)
/// or the command line's are not.
pub fn compiled_sources(root: &Path, built: &Path) -> Result<Vec<String>> {
    let info = built.with_extension("d");
    let text = fs::read_to_string(&info).with_context(|| info.display().to_string())?;
    let (_, deps) = text
        .split_once(": ")
        .context("a dep-info file names its target")?;
    // Paths are separated by spaces; a space inside one is escaped.
    let mut files: Vec<String> = deps
        .replace("\\ ", "\u{0}")
        .split_whitespace()
        .map(|f| f.replace('\u{0}', " "))
        .filter_map(|f| {
            Path::new(&f)
                .strip_prefix(root.join("src"))
                .ok()
                .map(|p| format!("src/{}", p.display()))
        })
        .collect();
    files.sort();
    files.dedup();
    Ok(files)
}

/// The text of [`SOURCES`] for a module built from `files`: the hash of
/// them as they are, then their paths, one a line.
pub fn sources_record(root: &Path, files: &[String]) -> Result<String> {
    Ok(format!(
        "{}\n{}\n",
        sources_hash(root, files)?,
        files.join("\n")
    ))
}

/// The recorded hash and files of [`SOURCES`].
pub fn recorded_sources(root: &Path) -> Result<(String, Vec<String>)> {
    let text = book_content::read(root, SOURCES)?;
    let mut lines = text.lines();
    let hash = lines.next().context("the record starts with a hash")?;
    Ok((hash.to_string(), lines.map(str::to_string).collect()))
}

/// What the module's build takes besides the library's sources: its
/// `[lib]` settings, and each package `cargo tree` says it is built with
/// (the library's dependencies with the `json` feature it is built with,
/// and all they reach, for every target), with its version and features.
/// A dependency of the command line or the book is not among them, so
/// adding one does not ask for a new module.
pub fn build_inputs(root: &Path) -> Result<Vec<String>> {
    let manifest: toml::Table = toml::from_str(&book_content::read(root, "Cargo.toml")?)?;
    let tree =
        book_content::process::output(book_content::process::cargo().current_dir(root).args([
            "tree",
            "--frozen",
            "--package=ayoayo",
            "--no-default-features",
            "--features=json",
            "--edges=normal",
            "--target=all",
            "--prefix=none",
            "--format={p} {f}",
        ]))?;
    // The first line is the library itself, with the path of this clone.
    let mut inputs: Vec<String> = tree
        .lines()
        .skip(1)
        .map(|line| format!("package {}", line.trim_end_matches(" (*)")))
        .collect();
    inputs.sort();
    inputs.dedup();
    inputs.insert(0, format!("lib {:?}", manifest.get("lib")));
    Ok(inputs)
}

/// The SHA-256 of the source `files`, each one's path and code in turn, then the
/// [`build_inputs`]. Lines that are only a comment are left
/// out, so that rewording a doc comment does not ask for a new module; the
/// module would answer the same.
pub fn sources_hash(root: &Path, files: &[String]) -> Result<String> {
    let mut hash = Sha256::new();
    for file in files {
        let text = book_content::read(root, file)?;
        hash.update(file.as_bytes());
        hash.update([0]);
        for line in text.lines() {
            if !line.trim_start().starts_with("//") {
                hash.update(line.as_bytes());
                hash.update([b'\n']);
            }
        }
        hash.update([0]);
    }
    for input in build_inputs(root)? {
        hash.update(input.as_bytes());
        hash.update([0]);
    }
    Ok(hash.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// How to get a compiler for the browser, when neither route is there.
const HOW: &str = "no compiler for wasm32-unknown-unknown here. With rustup: \
    `rustup target add wasm32-unknown-unknown`. On Debian: `apt-get install \
    rustc-web cargo-web rust-web-src lld-22` (it rebuilds std from source).";

/// Builds the module into `out` (a target folder) by whichever route this
/// machine has, and returns the `.wasm` file.
pub fn build(root: &Path, out: &Path) -> Result<PathBuf> {
    let rustup_has_it = book_content::process::output(Command::new("rustup").args([
        "target",
        "list",
        "--installed",
    ]))
    .is_ok_and(|o| o.contains("wasm32-unknown-unknown"));
    let debian = Path::new("/usr/bin/rustc").is_file()
        && Path::new("/usr/lib/rustlib/src/rust/library").is_dir();
    let mut cargo = match (rustup_has_it, debian) {
        (true, _) => book_content::process::cargo(),
        (false, true) => {
            // Debian's compiler, with std rebuilt from rust-web-src.
            let mut cargo = Command::new("/usr/bin/cargo");
            let path = std::env::var("PATH").unwrap_or_default();
            cargo
                .env("PATH", format!("/usr/bin:{path}"))
                .env("RUSTC", "/usr/bin/rustc")
                .env("RUSTC_BOOTSTRAP", "1")
                .env_remove("RUSTUP_TOOLCHAIN")
                .env_remove("CARGO");
            cargo
        }
        (false, false) => bail!(HOW),
    };
    cargo
        .current_dir(root)
        .env("CARGO_TARGET_DIR", out)
        .args(["rustc", "-p", "ayoayo", "--lib", "--release"])
        .args(["--no-default-features", "--features", "json"])
        .args([
            "--crate-type",
            "cdylib",
            "--target",
            "wasm32-unknown-unknown",
        ]);
    if !rustup_has_it {
        cargo.arg("-Zbuild-std=std,panic_abort");
    }
    // Its exports are compiled for this target only, so warnings there are
    // refused here, as clippy refuses them in the native build.
    cargo.args(["--", "-D", "warnings"]);
    println!("wasm: running {cargo:?}");
    book_content::process::run(&mut cargo)?;
    Ok(out.join("wasm32-unknown-unknown/release/ayoayo.wasm"))
}
