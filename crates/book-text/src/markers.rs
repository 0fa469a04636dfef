//! Where a chapter quotes a generated value: a comment naming it,
//! `<!-- gen: NAME -->`, which the built book follows with the value and
//! `<!-- /gen -->`. book-content computes the values and `ayoayo-book preprocess`
//! fills them in as the book is built.

use std::ops::Range;

/// Opens a marker: `<!-- gen: NAME -->`.
pub const OPEN: &str = "<!-- gen: ";

/// Closes a value in the built book (never in a chapter).
pub const CLOSE: &str = "<!-- /gen -->";

/// One marker of a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker<'a> {
    /// The value it names (`ns cost/sow/injected`, `cost-table`...).
    pub name: &'a str,
    /// Its 1-based line.
    pub line: usize,
    /// Where it starts and ends in the text, in bytes.
    pub at: Range<usize>,
}

/// The markers of `text`, or what is wrong with one.
pub fn markers(text: &str) -> Result<Vec<Marker<'_>>, String> {
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    if let Some(old) = text.find(CLOSE) {
        return Err(format!(
            "line {}: a chapter marks a value with one comment, \
             `<!-- gen: NAME -->`; its value is not written there",
            line_of(old)
        ));
    }
    let mut out = Vec::new();
    for (start, _) in text.match_indices(OPEN) {
        let line = line_of(start);
        let end = text[start..]
            .find("-->")
            .map(|n| start + n + "-->".len())
            .ok_or(format!("line {line}: `{OPEN}` is never closed by `-->`"))?;
        let name = text[start + OPEN.len()..end - "-->".len()].trim();
        if name.is_empty() || name.contains('\n') || name.contains("<!--") {
            return Err(format!(
                "line {line}: a marker names one value, on one line"
            ));
        }
        out.push(Marker {
            name,
            line,
            at: start..end,
        });
    }
    Ok(out)
}

/// `text` with each marker followed by the value `value` finds for its
/// name and by [`CLOSE`], as the built book has it (the comments show
/// nothing, and let a page find a value by its name); or the first marker
/// with no value.
pub fn fill<'v, F>(text: &str, value: F) -> Result<String, String>
where
    F: Fn(&str) -> Option<&'v str>,
{
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for marker in markers(text)? {
        let found = value(marker.name).ok_or(format!(
            "line {}: no value `{}`: run `cargo xtask regenerate`",
            marker.line, marker.name
        ))?;
        out.push_str(&text[at..marker.at.end]);
        out.push_str(found);
        out.push_str(CLOSE);
        at = marker.at.end;
    }
    out.push_str(&text[at..]);
    Ok(out)
}
