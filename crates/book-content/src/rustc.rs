//! What the compiler says about the listings that must not compile. Each
//! is compiled alone, and the first error rustc gives is recorded in
//! [`RUSTC_FILE`] with the version of rustc that gave it; a chapter quotes
//! it through a value `rustc REGION`.
//!
//! The README allows any rustc from the manifest's `rust-version`, and the
//! wording of a message changes between versions while its code does not.
//! So the recorded messages are rewritten only by the rustc that wrote
//! them. Another rustc checks each listing's error code and leaves the
//! recording as it is, so that a fresh clone stays clean.

use anyhow::{anyhow, Context, Result};
use std::collections::HashMap;
use std::fs;
use std::path::Path;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock, PoisonError};

use crate::listings::{self, Block};

/// Where the messages are recorded.
pub const RUSTC_FILE: &str = "book/src/data/rustc.tsv";

/// How the recording's first line starts, before rustc's version.
const WRITTEN_BY: &str =
    "# the first error of each listing that must not compile, written by: ";

/// `rustc --version`, as it prints it.
pub fn version() -> Result<String> {
    let out = crate::process::output(
        crate::process::rustc_command().arg("--version"),
    )?;
    Ok(out.trim().to_string())
}

/// Compiles `program` as a library on its own: `Ok(stderr)` if rustc
/// refused it, `Err(why)` if it compiled or could not run.
pub fn compile_alone(program: &str) -> Result<String, String> {
    let folder = tempfile::tempdir().map_err(|e| e.to_string())?;
    let file = folder.path().join("listing.rs");
    fs::write(&file, program).map_err(|e| e.to_string())?;
    let out = crate::process::rustc_command()
        .args(["--edition=2021", "--crate-type=lib", "--emit=metadata"])
        .args(["--crate-name=listing", "--out-dir"])
        .arg(folder.path())
        .arg(&file)
        .output()
        .map_err(|e| format!("rustc did not run: {e}"))?;
    if out.status.success() {
        Err("it compiled".into())
    } else {
        Ok(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The first error rustc gives for `program`, which must be `code`'s.
pub fn first_error(program: &str, code: &str) -> Result<String, String> {
    let stderr = compile_alone(program)
        .map_err(|why| format!("must not compile, but {why}"))?;
    match stderr.lines().find(|l| l.starts_with("error[")) {
        Some(line) if line.starts_with(&format!("error[{code}]")) => {
            Ok(line.to_string())
        }
        _ => Err(format!("rustc refused it, but not with {code}:\n{stderr}")),
    }
}

/// The listings that must not compile, in book order.
pub fn failing(root: &Path) -> Result<Vec<Block>> {
    let blocks = listings::blocks(&root.join("book/src"))?;
    Ok(blocks
        .into_iter()
        .filter(|b| b.is_rust() && b.is_compile_fail())
        .collect())
}

/// What belongs in [`RUSTC_FILE`]: every listing compiled and its first
/// error checked against the code its fence names. Computed once a run
/// for each root (compiling them all takes seconds).
pub fn recording(root: &Path) -> Result<String> {
    type Done = Mutex<HashMap<PathBuf, Result<String, String>>>;
    static DONE: OnceLock<Done> = OnceLock::new();
    let done = DONE.get_or_init(Done::default);
    let mut done = done.lock().unwrap_or_else(PoisonError::into_inner);
    let found = done
        .entry(root.to_path_buf())
        .or_insert_with(|| compute(root).map_err(|e| format!("{e:#}")));
    found.clone().map_err(|e| anyhow!(e))
}

fn compute(root: &Path) -> Result<String> {
    let version = version()?;
    let mut rows = Vec::new();
    let mut wrong = Vec::new();
    for block in failing(root)? {
        let place = block.place();
        let (Some(code), Some((_, region))) =
            (block.error_code(), block.include())
        else {
            wrong.push(format!(
                "{place}: name an error code and include a region"
            ));
            continue;
        };
        let program =
            listings::program(root, &block).with_context(|| place.clone())?;
        match first_error(&program, code) {
            Ok(line) => rows.push(format!("{region}\t{line}\n")),
            Err(why) => wrong.push(format!("{place}: {why}")),
        }
    }
    if !wrong.is_empty() {
        return Err(anyhow!("{}", wrong.join("\n\n")));
    }
    // Another rustc: the codes are checked above; its words are not the
    // recording's to change.
    if let Some(recorded) =
        written_by_another(root, RUSTC_FILE, WRITTEN_BY, &version)
    {
        return Ok(recorded);
    }
    Ok(format!("{WRITTEN_BY}{version}\n{}", rows.concat()))
}

/// The recording in `file`, if its first line, after `prefix`, names
/// another toolchain than `by`: what that toolchain wrote is not this
/// one's to rewrite, so that a fresh clone stays clean under any rustc.
pub fn written_by_another(
    root: &Path,
    file: &str,
    prefix: &str,
    by: &str,
) -> Option<String> {
    let recorded = crate::read(root, file).ok()?;
    let writer = recorded.lines().next()?.strip_prefix(prefix)?;
    (writer != by).then_some(recorded)
}

/// The recorded message for the listing of `region`, as a chapter quotes
/// it: a `text` block.
pub fn quote(root: &Path, region: &str) -> Result<String> {
    let rows: Vec<(String, String)> =
        crate::data::data_rows(&recording(root)?)?;
    let (_, line) =
        rows.into_iter()
            .find(|(r, _)| r == region)
            .with_context(|| {
                format!("no listing that must not compile shows `{region}`")
            })?;
    Ok(format!("\n\n```text\n{line}\n```\n\n"))
}
