//! The book's data files (`book/src/data/`): tab-separated rows with
//! notes on lines that start with `#`, read and written through one
//! schema, and the machine each was measured on.

use anyhow::{anyhow, Context as _, Result};
use serde::de::DeserializeOwned;
use std::path::Path;

/// The rows of a data file's `text`, each read into `T` field by field:
/// tab-separated, with notes on lines that start with `#`. Every data file
/// of the book is read through here.
pub fn data_rows<T: DeserializeOwned>(text: &str) -> Result<Vec<T>> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(b'\t')
        .has_headers(false)
        .comment(Some(b'#'))
        .quoting(false)
        .from_reader(text.as_bytes());
    Ok(reader.deserialize().collect::<Result<_, _>>()?)
}

/// The text of a data file: `notes` on a first line that starts with `#`,
/// then `rows`, tab-separated, each written field by field from `T`, the
/// same type that [`data_rows`] reads them into: one schema for both.
pub fn data_file<T: serde::Serialize>(
    notes: &str,
    rows: &[T],
) -> Result<String> {
    let mut writer = csv::WriterBuilder::new()
        .delimiter(b'\t')
        .has_headers(false)
        .quote_style(csv::QuoteStyle::Never)
        .from_writer(Vec::new());
    for row in rows {
        writer.serialize(row)?;
    }
    let body =
        String::from_utf8(writer.into_inner().map_err(|e| anyhow!("{e}"))?)?;
    Ok(format!("# {notes}\n{body}"))
}

/// The machine a data file's first line says it was measured on, as every
/// recording writes it: `# COLUMNS…, measured on: MACHINE`.
pub fn measured_on(text: &str) -> Result<&str> {
    text.lines()
        .next()
        .and_then(|l| l.split_once("measured on: "))
        .map(|(_, machine)| machine.trim())
        .context("the first line must say `measured on: MACHINE`")
}

/// A recorded `machine`, `MODEL, N cores, SYSTEM`, as a sentence says it:
/// `a 2-core Intel Xeon running Linux`, without the trademark marks and the
/// bare word "Processor" that a processor's own name may carry. Any other
/// form is quoted as it stands.
pub fn machine_in_prose(machine: &str) -> String {
    let parts: Vec<&str> = machine.split(", ").collect();
    let &[model, cores, system] = parts.as_slice() else {
        return machine.to_string();
    };
    let Some(cores) = cores
        .strip_suffix(" cores")
        .filter(|n| n.parse::<u32>().is_ok())
    else {
        return machine.to_string();
    };
    let model = model.replace("(R)", "").replace("(TM)", "");
    let model: Vec<&str> = model
        .split_whitespace()
        .filter(|w| *w != "Processor" && *w != "CPU")
        .collect();
    format!("a {cores}-core {} running {system}", model.join(" "))
}

/// The row a typed `key` names in a data file: its name as a marker
/// gives it.
pub fn row_name(key: impl clap::ValueEnum) -> String {
    let name = key.to_possible_value();
    name.map_or_else(String::new, |v| v.get_name().to_string())
}

/// The value under `key` in a `KEY<TAB>VALUE` data `file`, which the task
/// `cargo xtask measure TASK` writes.
pub fn recorded_value<T: DeserializeOwned>(
    root: &Path,
    file: &str,
    key: impl clap::ValueEnum,
    task: &str,
) -> Result<T> {
    let key = row_name(key);
    let hint = format!("run `cargo xtask measure {task}`");
    let rows: Vec<(String, T)> =
        data_rows(&crate::read(root, file)?).context(hint.clone())?;
    let found = rows.into_iter().find(|(k, _)| *k == key);
    found
        .map(|(_, v)| v)
        .with_context(|| format!("{file} has no `{key}` ({hint})"))
}
