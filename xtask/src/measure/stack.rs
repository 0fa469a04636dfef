//! `cargo xtask measure stack`: the stack a recursion's call takes and how
//! deep it goes, measured by compiling and running the book's programs,
//! recorded in [`STACK_FILE`](crate::recorded::stack::STACK_FILE).

use anyhow::Result;
use std::fs;
use std::path::Path;
use std::process::Command;

use crate::recorded::stack::{program, release_program, Stack};

/// Builds the measuring programs in `scratch`, runs them, and returns the
/// text of the recording (see the module's docs).
pub fn measure(root: &Path, scratch: &Path, machine: &str) -> Result<String> {
    fs::create_dir_all(scratch)?;
    let version = crate::output(crate::rustc_command().arg("--version"))?;
    let run = |name: &str, source: String, level: &str| -> Result<String> {
        let (file, binary) = (scratch.join(format!("{name}.rs")), scratch.join(name));
        fs::write(&file, source)?;
        crate::output(
            crate::rustc_command()
                .args([
                    "--edition",
                    "2021",
                    "-C",
                    &format!("opt-level={level}"),
                    "-o",
                ])
                .arg(&binary)
                .arg(&file),
        )?;
        crate::output(&mut Command::new(&binary))
    };
    let text = format!(
        "# stack use at opt-level 0, as skeptic compiles the listings, and \
         (release/) at opt-level 3, as a release build, measured on: \
         {machine}, {}\n{}{}",
        version.trim(),
        run("stack", program(root)?, "0")?,
        run("stack-release", release_program(root)?, "3")?,
    );
    Stack::parse(&text)?;
    Ok(text)
}
