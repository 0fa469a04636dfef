//! `ayoayo-book preprocess`: the book's mdBook preprocessor. mdBook runs it
//! (`book/book.toml` registers it) and hands it the book as JSON on
//! standard input; it expands each hidden include (a region a listing needs
//! and does not show, hidden line by line) before mdBook's own includes run,
//! fills in each generated value after the comment that marks it, from
//! `book/generated.toml`, and the edition, and writes the book back. So
//! `ayoayo-book` and a plain `mdbook build` or `mdbook serve` build the same
//! book.

use std::process::ExitCode;

/// Runs `ayoayo-book preprocess WORDS...`; returns the exit status. mdBook
/// first asks `preprocess supports RENDERER`: every renderer is.
pub fn run(words: &[String]) -> ExitCode {
    if words.first().is_some_and(|w| w == "supports") {
        return ExitCode::SUCCESS;
    }
    match filling::fill_book() {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("ayoayo-book preprocess: {why}");
            ExitCode::from(crate::FAILED)
        }
    }
}

/// The preprocessor itself, with mdBook's crates.
mod filling {
    use book_text::markers as marker;
    use book_text::region;

    /// Where the edition goes, on a line of its own: an HTML comment, so that
    /// nothing shows if it is not filled in.
    const EDITION: &str = "<!-- edition -->";

    /// Reads the book from standard input, fills it in, and writes it out.
    pub fn fill_book() -> Result<(), String> {
        use std::collections::BTreeMap;
        let (context, mut book) = mdbook_preprocessor::parse_input(
            std::io::stdin(),
        )
        .map_err(|e| format!("cannot read the book mdBook sent: {e:#}"))?;
        // mdBook runs a preprocessor in the book's folder, and may name that
        // folder relative to where it was itself started.
        let root = if context.root.is_absolute() {
            context.root.as_path()
        } else {
            std::path::Path::new(".")
        };
        let path = root.join("generated.toml");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let values: BTreeMap<String, String> = toml::from_str(&text)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let edition = edition();
        let src = root.join(&context.config.book.src);
        let mut failed = None;
        book.for_each_chapter_mut(|chapter| {
            let value = |name: &str| values.get(name).map(String::as_str);
            // An include's path is relative to its chapter's folder.
            let folder = chapter.path.as_deref().and_then(|p| p.parent());
            let folder = src.join(folder.unwrap_or(std::path::Path::new("")));
            let read = |path: &str| {
                let file = folder.join(path);
                std::fs::read_to_string(&file)
                    .map_err(|e| format!("cannot read {}: {e}", file.display()))
            };
            let expanded = region::expand(
                &chapter.content,
                region::Includes::Hidden,
                read,
            );
            match expanded.and_then(|text| marker::fill(&text, value)) {
                Ok(filled) => {
                    chapter.content = filled.replace(EDITION, &edition)
                }
                Err(why) => {
                    let at = chapter
                        .path
                        .as_deref()
                        .unwrap_or(chapter.name.as_ref());
                    failed.get_or_insert(format!("{}: {why}", at.display()));
                }
            }
        });
        if let Some(why) = failed {
            return Err(why);
        }
        serde_json::to_writer(std::io::stdout().lock(), &book)
            .map_err(|e| format!("cannot write the book back to mdBook: {e}"))
    }

    /// The edition's line: the crate's version (the workspace's, which this
    /// package shares with `ayoayo`) and the day of the build (or
    /// of SOURCE_DATE_EPOCH where it is set, so that two builds of one run
    /// agree even across midnight), so that a printed copy says which it is.
    fn edition() -> String {
        let epoch = std::env::var("SOURCE_DATE_EPOCH").ok();
        let now = epoch
            .and_then(|s| s.trim().parse::<u64>().ok())
            .map(|s| std::time::UNIX_EPOCH + std::time::Duration::from_secs(s))
            .unwrap_or_else(std::time::SystemTime::now);
        let stamp = humantime::format_rfc3339_seconds(now).to_string();
        let day = stamp.get(..10).unwrap_or(&stamp);
        let version = env!("CARGO_PKG_VERSION");
        format!("*This copy of the book is version {version}, built on {day}.*")
    }
}
