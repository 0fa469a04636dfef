//! What rustc makes of the three counts of Parts IV and V: Part IV's
//! `count_stones`, its accumulator-passing form and the loop made of it.
//! Each is copied from its region into a crate of its own and compiled to
//! assembly. A test reads that assembly to check what the stack chapter
//! and the cost of elegance say of it, and the stack chapter quotes the
//! lines around `count_stones`'s call of itself, recorded in
//! [`ASSEMBLY_FILE`], and the cost of elegance the loop a release build
//! makes of all three, recorded in [`RELEASE_FILE`]. The stack chapter
//! also quotes how the injected stage's `relay` hands its board to
//! itself, recorded in [`RELAY_FILE`].
//!
//! Assembly differs from one rustc and one processor to the next. As with
//! [`crate::rustc`], the recording is rewritten only by the rustc and host
//! that wrote it, so that a fresh clone stays clean elsewhere.

use anyhow::{anyhow, Context, Result};
use std::path::Path;

/// Where the quoted lines are recorded.
pub const ASSEMBLY_FILE: &str = "book/src/data/assembly.txt";

/// How the recording's first line starts, before rustc's version and host.
const WRITTEN_BY: &str =
    "# count_stones at opt-level 1 with overflow checks, written by: ";

/// Where the loop of a release build is recorded, as the cost of elegance
/// quotes it.
pub const RELEASE_FILE: &str = "book/src/data/release-loop.txt";

/// How that recording's first line starts.
const RELEASE_WRITTEN_BY: &str =
    "# count_stones's loop at opt-level 3, written by: ";

/// Where the lines before the injected `relay`'s call of itself are
/// recorded, as a release build writes them.
pub const RELAY_FILE: &str = "book/src/data/relay-call.txt";

/// How that recording's first line starts.
const RELAY_WRITTEN_BY: &str =
    "# the injected relay's call of itself at opt-level 3, written by: ";

/// The flags of the crate's test build, where `count_stones` still calls
/// itself.
pub const TEST_BUILD: [&str; 4] =
    ["-C", "opt-level=1", "-C", "overflow-checks=on"];

/// The flags of a release build.
pub const RELEASE: [&str; 2] = ["-C", "opt-level=3"];

/// The assembly rustc writes for code copied from the crate: the three
/// counts, or the injected stage's `relay`.
pub struct CountsAssembly(String);

impl CountsAssembly {
    /// The three counts, copied from their regions under `root` and
    /// compiled with `flags`.
    pub fn compile(root: &Path, flags: &[&str]) -> Result<CountsAssembly> {
        let read = |file: &str, name: &str| -> Result<String> {
            Ok(crate::listings::region_in(root, file, name)?.join("\n"))
        };
        let source = [
            crate::source::vocabulary_source(root)?,
            read("src/stages/recursive.rs", "count_stones")?,
            read("src/lessons/back_to_loops.rs", "count_accumulator")?,
            read("src/lessons/back_to_loops.rs", "count_loop")?,
        ]
        .join("\n")
        // A small function with no call in it is left for its callers to
        // inline, and rustc would write no code for the loop on its own.
        .replace("pub fn ", "#[inline(never)]\npub fn ");
        CountsAssembly::compile_source(&source, flags)
    }

    /// The injected stage's `relay`, with what it calls, copied from the
    /// crate's source under `root` and compiled with `flags`.
    pub fn compile_relay(
        root: &Path,
        flags: &[&str],
    ) -> Result<CountsAssembly> {
        CountsAssembly::compile_source(&relay_source(root)?, flags)
    }

    /// `source` compiled with `flags` as a library of its own.
    fn compile_source(source: &str, flags: &[&str]) -> Result<CountsAssembly> {
        let dir = tempfile::tempdir()?;
        std::fs::write(dir.path().join("counts.rs"), source)?;
        crate::process::output(
            crate::process::rustc_command()
                .args(["--edition", "2021", "--crate-type=lib"])
                .args(flags)
                .args(["--emit", "asm", "-o", "counts.s", "counts.rs"])
                .current_dir(dir.path()),
        )?;
        Ok(CountsAssembly(std::fs::read_to_string(
            dir.path().join("counts.s"),
        )?))
    }

    /// The lines that lead to `name`'s call of itself, from the label
    /// they follow, with the mangled name written plainly.
    pub fn before_the_call(&self, name: &str) -> Result<Vec<String>> {
        let lines = self.lines(name);
        let call = self
            .self_call(name)
            .with_context(|| format!("{name} does not call itself"))?;
        let start = lines[..call]
            .iter()
            .rposition(|l| l.ends_with(':'))
            .map_or(0, |label| label + 1);
        Ok(plainly(&lines[start..=call], &Self::label(name), name))
    }

    /// The label rustc gives `name` (mangled, its hash after it).
    fn label(name: &str) -> String {
        format!("{}{name}17h", name.len())
    }

    /// The function `name`'s lines, from its label to its end.
    pub fn lines(&self, name: &str) -> Vec<&str> {
        let label = Self::label(name);
        let mut lines = self.0.lines();
        lines
            .by_ref()
            .find(|l| l.ends_with(':') && l.contains(&label))
            .into_iter()
            .chain(lines.take_while(|l| !l.contains(".cfi_endproc")))
            .collect()
    }

    /// Whether `name` calls itself.
    pub fn calls_itself(&self, name: &str) -> bool {
        self.self_call(name).is_some()
    }

    /// Where in `name`'s lines it calls itself.
    fn self_call(&self, name: &str) -> Option<usize> {
        let label = Self::label(name);
        self.lines(name).iter().position(|l| {
            l.trim_start().starts_with("call") && l.contains(&label)
        })
    }

    /// `name`'s loop, by mnemonic: from a label to the jump back to it.
    pub fn the_loop(&self, name: &str) -> Result<Vec<String>> {
        let lines = self.lines(name);
        for (i, label) in lines.iter().enumerate() {
            let Some(label) = label.strip_suffix(':') else {
                continue;
            };
            let mut mnemonics = Vec::new();
            for line in &lines[i + 1..] {
                let mut words = line.split_whitespace();
                let Some(op) = words.next().filter(|op| !op.starts_with('.'))
                else {
                    continue;
                };
                // `cmp $12; jae` and `cmp $11; ja` are one bounds check.
                mnemonics.push(op.replace("jae", "ja"));
                if op.starts_with('j') && words.next() == Some(label) {
                    return Ok(mnemonics);
                }
            }
        }
        Err(anyhow!("no loop in {name}: {lines:?}"))
    }

    /// `name`'s loop as written: from its label to the jump back to it,
    /// each line as `op` and its arguments.
    pub fn loop_lines(&self, name: &str) -> Result<Vec<String>> {
        let lines = self.lines(name);
        let start = lines
            .iter()
            .position(|l| {
                l.strip_suffix(':').is_some_and(|label| {
                    lines.iter().any(|j| {
                        let mut w = j.split_whitespace();
                        w.next().is_some_and(|op| op.starts_with('j'))
                            && w.next() == Some(label)
                    })
                })
            })
            .with_context(|| format!("no loop in {name}"))?;
        let label = lines[start].trim_end_matches(':');
        let mut out = vec![format!("{}:", label)];
        for line in &lines[start + 1..] {
            let mut words = line.split_whitespace();
            let Some(op) = words.next().filter(|op| !op.starts_with('.'))
            else {
                continue;
            };
            let args = words.collect::<Vec<_>>().join(" ");
            out.push(format!("    {op:<8}{args}"));
            if op.starts_with('j') && args == label {
                return Ok(out);
            }
        }
        Err(anyhow!("{name}'s loop does not jump back"))
    }

    /// The lines around `name`'s call of itself: the load before it, the
    /// call, and what follows up to the first jump, with the mangled name
    /// written plainly.
    pub fn around_the_call(&self, name: &str) -> Result<Vec<String>> {
        let lines = self.lines(name);
        let call = self
            .self_call(name)
            .with_context(|| format!("{name} does not call itself"))?;
        let after = lines[call..]
            .iter()
            .position(|l| l.trim_start().starts_with('j'))
            .with_context(|| format!("no jump after {name}'s call"))?;
        Ok(plainly(
            &lines[call.saturating_sub(1)..=call + after],
            &Self::label(name),
            name,
        ))
    }
}

/// Assembly `lines` as a chapter quotes them: each as its mnemonic and
/// arguments, without directives, and `name` for any argument naming
/// `label`.
fn plainly(lines: &[&str], label: &str, name: &str) -> Vec<String> {
    lines
        .iter()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let op = words.next().filter(|op| !op.starts_with('.'))?;
            let args = words.collect::<Vec<_>>().join(" ");
            let args = if args.contains(label) {
                name.to_string()
            } else {
                args
            };
            Some(format!("{op:<8}{args}"))
        })
        .collect()
}

/// The injected stage's `relay` as a program of its own: the board's
/// vocabulary, its checks and errors from `src/board.rs`, and `relay` with
/// the three functions it calls from `src/stages/injected.rs`, each item
/// as the crate writes it, without its attributes (documentation, derives
/// and error messages), which change no code rustc writes for `relay`.
pub fn relay_source(root: &Path) -> Result<String> {
    let board = [
        "PITS",
        "MAX_STONES",
        "Stones",
        "Pit",
        "Board",
        "Player",
        "Error",
        "next_pit",
        "check_pit",
        "total_stones",
        "check_board",
    ];
    let injected = ["scoop", "distribute", "sow", "relay"];
    let mut items = items_named(root, "src/board.rs", &board)?;
    items.extend(items_named(root, "src/stages/injected.rs", &injected)?);
    Ok(items.join("\n\n"))
}

/// The items of `file` under `root` called `names`, in that order, each
/// as its source writes it, with every attribute on it or inside it
/// blanked out.
fn items_named(root: &Path, file: &str, names: &[&str]) -> Result<Vec<String>> {
    use syn::spanned::Spanned;
    let source = crate::read(root, file)?;
    let parsed = syn::parse_file(&source)
        .with_context(|| format!("{file} does not parse"))?;
    let ident = |item: &syn::Item| match item {
        syn::Item::Const(c) => Some(c.ident.to_string()),
        syn::Item::Type(t) => Some(t.ident.to_string()),
        syn::Item::Enum(e) => Some(e.ident.to_string()),
        syn::Item::Fn(f) => Some(f.sig.ident.to_string()),
        _ => None,
    };
    names
        .iter()
        .map(|name| {
            let item = parsed
                .items
                .iter()
                .find(|item| ident(item).as_deref() == Some(name))
                .with_context(|| format!("{file} has no item `{name}`"))?;
            let mut attrs: Vec<&syn::Attribute> = match item {
                syn::Item::Const(c) => c.attrs.iter().collect(),
                syn::Item::Type(t) => t.attrs.iter().collect(),
                syn::Item::Fn(f) => f.attrs.iter().collect(),
                syn::Item::Enum(e) => e
                    .attrs
                    .iter()
                    .chain(e.variants.iter().flat_map(|v| {
                        v.attrs
                            .iter()
                            .chain(v.fields.iter().flat_map(|f| f.attrs.iter()))
                    }))
                    .collect(),
                _ => Vec::new(),
            };
            attrs.sort_by_key(|a| a.span().byte_range().start);
            let range = item.span().byte_range();
            let mut text = String::new();
            let mut at = range.start;
            for attr in attrs {
                let skip = attr.span().byte_range();
                text.push_str(&source[at..skip.start]);
                at = skip.end;
            }
            text.push_str(&source[at..range.end]);
            Ok(text.trim().to_string())
        })
        .collect()
}

/// rustc's version and the host it compiles for.
fn written_by() -> Result<String> {
    let out =
        crate::process::output(crate::process::rustc_command().arg("-vV"))?;
    let host = out
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .context("rustc -vV names no host")?;
    Ok(format!("{}, for {host}", crate::rustc::version()?))
}

/// The recording in `file`: the rustc and host that run this, after
/// `prefix`, then the `lines` they compile to; or the recording as it is
/// when another rustc or host runs this, which `lines` is not asked for.
fn recorded(
    root: &Path,
    file: &str,
    prefix: &str,
    lines: impl FnOnce() -> Result<Vec<String>>,
) -> Result<String> {
    let by = written_by()?;
    if let Some(recorded) =
        crate::rustc::written_by_another(root, file, prefix, &by)
    {
        return Ok(recorded);
    }
    Ok(format!("{prefix}{by}\n{}\n", lines()?.join("\n")))
}

/// A recording's lines, after its first, as a chapter quotes them: a
/// `text` block.
fn text_block(recorded: &str) -> String {
    let lines: Vec<&str> = recorded.lines().skip(1).collect();
    format!("\n\n```text\n{}\n```\n\n", lines.join("\n"))
}

/// What belongs in [`ASSEMBLY_FILE`]: the lines around `count_stones`'s
/// call of itself in the test build, or the recording as it is when
/// another rustc or host runs this.
pub fn recording(root: &Path) -> Result<String> {
    recorded(root, ASSEMBLY_FILE, WRITTEN_BY, || {
        CountsAssembly::compile(root, &TEST_BUILD)?
            .around_the_call("count_stones")
    })
}

/// What belongs in [`RELEASE_FILE`]: the loop a release build makes of
/// `count_stones`, once it is checked to be the loop of the other two
/// counts as well (registers and labels aside), or the recording as it is
/// when another rustc or host runs this.
pub fn release_recording(root: &Path) -> Result<String> {
    recorded(root, RELEASE_FILE, RELEASE_WRITTEN_BY, || {
        let release = CountsAssembly::compile(root, &RELEASE)?;
        let plain = release.the_loop("count_stones")?;
        for name in ["count_stones_passing", "count_stones_looping"] {
            if release.the_loop(name)? != plain {
                return Err(anyhow!(
                    "{name}'s release loop is not count_stones's"
                ));
            }
        }
        release.loop_lines("count_stones")
    })
}

/// What belongs in [`RELAY_FILE`]: the lines before the injected `relay`'s
/// call of itself in a release build, or the recording as it is when
/// another rustc or host runs this.
pub fn relay_recording(root: &Path) -> Result<String> {
    recorded(root, RELAY_FILE, RELAY_WRITTEN_BY, || {
        CountsAssembly::compile_relay(root, &RELEASE)?.before_the_call("relay")
    })
}

/// The recorded lines before the injected `relay`'s call of itself, as
/// the stack chapter quotes them.
pub fn relay_quote(root: &Path) -> Result<String> {
    Ok(text_block(&relay_recording(root)?))
}

/// The recorded release loop, as the cost of elegance quotes it.
pub fn release_quote(root: &Path) -> Result<String> {
    Ok(text_block(&release_recording(root)?))
}

/// Whether the rustc and host running this wrote the recordings. Another
/// compiler may write other assembly, so the checks of what rustc makes of
/// the counts hold only on the one that wrote what the book quotes.
pub fn recorded_by_this_rustc(root: &Path) -> Result<bool> {
    let by = written_by()?;
    Ok(
        crate::rustc::written_by_another(root, ASSEMBLY_FILE, WRITTEN_BY, &by)
            .is_none(),
    )
}

/// The recorded lines around the call, as the stack chapter quotes them.
pub fn quote(root: &Path) -> Result<String> {
    Ok(text_block(&recording(root)?))
}
