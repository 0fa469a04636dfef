//! What a person typed: counts read from text, and text quoted back in a
//! message without letting it restyle a terminal. The JSON boundary and
//! the command line both read and quote through here.

/// `s` with its control and direction-changing characters written as
/// escapes (`\u{1b}`), so that quoting what someone typed cannot restyle
/// a terminal or reorder the line around it. (`str::escape_debug` would
/// also escape quotes and backslashes, and a word typed as `it's` should
/// be quoted back as typed.)
pub fn printable(s: &str) -> String {
    let shown = |c: char| {
        let bidi =
            matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || bidi {
            c.escape_unicode().to_string()
        } else {
            c.to_string()
        }
    };
    s.chars().map(shown).collect()
}

/// At most 40 characters of something a client sent or a player typed,
/// with `…` if it was longer, for a message (`ayoayo play` quotes words
/// with it too). Control and direction-changing characters are written as
/// escapes (`\u{1b}`), so that a quote cannot restyle a terminal.
pub fn clip(s: &str) -> String {
    let head: String = s.chars().take(40).collect();
    let mut clipped = printable(&head);
    if s.chars().nth(40).is_some() {
        clipped.push('…');
    }
    clipped
}

/// One value typed by a reader, read as `T`, or a message that names what
/// it should be: "`x` is not `what`", or "`x` is too large" when it is all
/// digits. The JSON boundary reads its parameters with it, and the command
/// line its numbers.
pub fn parse_value<T: std::str::FromStr>(
    typed: &str,
    what: &str,
) -> Result<T, String> {
    typed.parse().map_err(|_| {
        let digits =
            !typed.is_empty() && typed.bytes().all(|b| b.is_ascii_digit());
        if digits {
            format!("`{}` is too large", clip(typed))
        } else {
            format!("`{}` is not {what}", clip(typed))
        }
    })
}

/// Comma-separated non-negative whole numbers; an empty string is none.
/// A message says which number was wrong, and how.
pub fn parse_counts(s: &str) -> Result<Vec<u64>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split(',').map(|part| one_count(part.trim())).collect()
}

/// One count: a whole number from 0 to [`u64::MAX`], with a message
/// that says whether it is missing, too large or not a number at all.
fn one_count(part: &str) -> Result<u64, String> {
    if part.is_empty() {
        return Err("a number is missing before or after a comma".to_string());
    }
    if part.split_whitespace().nth(1).is_some() {
        let commas = part.split_whitespace().collect::<Vec<_>>();
        return Err(format!(
            "`{}` has spaces between its numbers: separate them with commas, \
             as in {}",
            clip(part),
            clip(&commas.join(","))
        ));
    }
    parse_value(part, "a whole number from 0 up")
}

/// How [`pits_in_words`] joins a list of pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joined {
    /// Any one of them: "pits 2 or 4".
    AnyOf,
    /// All of them: "pits 0, 2 and 5".
    AllOf,
}

/// `pits` in words, for a message: "pit 3", "pits 2 or 4", "pits 0, 2
/// and 5", or "no pit".
pub fn pits_in_words(pits: &[usize], joined: Joined) -> String {
    let word = match joined {
        Joined::AnyOf => "or",
        Joined::AllOf => "and",
    };
    match pits {
        [] => "no pit".to_string(),
        [pit] => format!("pit {pit}"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("pits {} {word} {last}", rest.join(", "))
        }
    }
}
