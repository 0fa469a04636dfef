//! What a listing shows: the lines of an anchored region, taken as mdBook's
//! `{{#include path:anchor}}` takes them. And what it needs without showing
//! it: a hidden include, `# {{#include path:anchor}}`, whose region is
//! hidden line by line, as mdBook hides a line of Rust. mdBook's own
//! include would hide only the region's first line, so `build.rs` and the
//! book's preprocessor (which runs before mdBook's) expand these.

/// The path and the anchor of a line that is one mdBook include,
/// `{{#include path:anchor}}` (the anchor is empty if there is none). The
/// path ends at the first colon, as mdBook reads it, so that a line range
/// such as `file.rs:3:9` comes back as the anchor `3:9`, which names no
/// region and is refused, rather than as a different file.
pub fn include(line: &str) -> Option<(&str, &str)> {
    let inner = line
        .trim()
        .strip_prefix("{{#include ")?
        .strip_suffix("}}")?;
    Some(inner.split_once(':').unwrap_or((inner, "")))
}

/// The path and the anchor of a hidden include, `# {{#include
/// path:anchor}}`: a region of the crate that a listing needs to compile
/// and that the reader does not need to see.
pub fn hidden_include(line: &str) -> Option<(&str, &str)> {
    include(line.trim_start().strip_prefix("# ")?)
}

/// Which includes [`expand`] replaces: the hidden ones alone (mdBook then
/// expands the rest), or all of them (for skeptic, which reads markdown as
/// written).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Includes {
    /// Only `# {{#include path:anchor}}`.
    Hidden,
    /// Hidden ones and `{{#include path:anchor}}`.
    All,
}

/// `text` with its includes replaced by their regions, a hidden include's
/// region hidden line by line. `read` gives the text of a path as the
/// include writes it. An include that names no region, or a region that is
/// not there, is refused.
pub fn expand(
    text: &str,
    which: Includes,
    mut read: impl FnMut(&str) -> Result<String, String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let (hide, found) = match hidden_include(line) {
            Some(found) => ("# ", Some(found)),
            None if which == Includes::All => ("", include(line)),
            None => ("", None),
        };
        let Some((path, name)) = found else {
            // mdBook expands an include anywhere in a line, and with spaces
            // (`{{ #include`); this reader only a whole line, as every
            // listing writes it. Any other is refused, so that the two
            // never read a chapter differently.
            // (`\{{#include` is mdBook's escape: text, not an include.)
            let squeezed: String = line.split_whitespace().collect();
            let at = squeezed.match_indices("{{#include").map(|(i, _)| i);
            let inline = at.into_iter().any(|i| !squeezed[..i].ends_with('\\'));
            if inline && which == Includes::All {
                let line = line.trim();
                return Err(format!(
                    "`{line}`: an include stands alone on its line"
                ));
            }
            out.push_str(line);
            out.push('\n');
            continue;
        };
        if name.is_empty() {
            let line = line.trim();
            return Err(format!("`{line}` names no region: write path:anchor"));
        }
        let lines = region(&read(path)?, name)
            .ok_or_else(|| format!("{path} has no region `{name}`"))?;
        for line in lines {
            out.push_str(hide);
            out.push_str(&line);
            out.push('\n');
        }
    }
    Ok(out)
}

/// The lines between `ANCHOR: name` and `ANCHOR_END: name`, less the lines
/// marking other anchors.
pub fn region(code: &str, name: &str) -> Option<Vec<String>> {
    let mut lines = code.lines();
    lines.find(|l| anchor(l, "ANCHOR:").as_deref() == Some(name))?;
    let mut out = Vec::new();
    for line in lines {
        match anchor(line, "ANCHOR_END:") {
            Some(end) if end == name => return Some(out),
            Some(_) => {}
            None if anchor(line, "ANCHOR:").is_some() => {}
            None => out.push(line.to_string()),
        }
    }
    None
}

/// The name after `tag` (`ANCHOR:` or `ANCHOR_END:`) on `line`, if any:
/// letters, digits, `_` and `-`, as mdBook reads it, so that a region
/// skeptic is shown is the one the book shows.
pub fn anchor(line: &str, tag: &str) -> Option<String> {
    let (_, rest) = line.split_once(tag)?;
    let name: String = rest
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '-'))
        .collect();
    (!name.is_empty()).then_some(name)
}
