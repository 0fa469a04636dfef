// Checks that an exercise's answer is the learner's own work, shared by
// every exercise's tests (and its solution's): the answer may not call the
// crate's version of what it asks for, and where an exercise asks for a
// recursion, the answer must be one, with no loop or iterator adaptor.
//
// The checks read the exercise's own source, up to its tests, with
// comments and string literals taken out.

/// The code before the tests, without comments or the text of strings.
pub fn code(source: &str) -> String {
    let before = source.split("#[cfg(test)]").next().unwrap_or(source);
    let mut out = String::new();
    let mut chars = before.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                out.push('"');
                let mut escaped = false;
                for c in chars.by_ref() {
                    if c == '"' && !escaped {
                        break;
                    }
                    escaped = c == '\\' && !escaped;
                }
                out.push('"');
            }
            _ => out.push(c),
        }
    }
    out
}

/// The body of function `name` in `code`, braces included ("" if none).
pub fn body<'a>(code: &'a str, name: &str) -> &'a str {
    let Some(start) = code.find(&format!("fn {name}(")) else {
        return "";
    };
    let Some(open) = code[start..].find('{').map(|o| start + o) else {
        return "";
    };
    let mut depth = 0;
    for (i, c) in code[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return &code[open..=open + i];
                }
            }
            _ => {}
        }
    }
    &code[open..]
}

/// The names of the functions `code` defines.
pub fn functions(code: &str) -> Vec<String> {
    code.split("fn ")
        .skip(1)
        .filter_map(|rest| rest.split('(').next())
        .map(|name| name.trim().to_string())
        .filter(|name| name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect()
}

/// The crate's modules that hold answers: the stages, the engine, the game,
/// the conformance suite, the lessons and the JSON boundary.
const ANSWERS: [&str; 7] = [
    "stages",
    "engine",
    "game",
    "conformance",
    "lessons",
    "api",
    "wasm",
];

/// Fails unless every use of the crate in `source` (before its tests) is
/// one the exercise hands out in `allowed`, and nothing reaches into the
/// modules that hold the crate's answers.
pub fn no_crate_answers(source: &str, allowed: &[&str], chapter: &str) {
    // `ayoayo :: game` is `ayoayo::game`.
    let mut code = code(source);
    while let Some(at) = code.find(" ::").or_else(|| code.find(":: ")) {
        code.replace_range(at..at + 3, "::");
    }
    for handed_out in allowed {
        code = code.replace(handed_out, " ");
    }
    let mut found: Vec<String> = Vec::new();
    if let Some(at) = code.find("ayoayo::") {
        found.push(path_at(&code, at));
    }
    for module in ANSWERS {
        let mut from = 0;
        while let Some(at) = code[from..].find(&format!("{module}::")) {
            let at = from + at;
            let before = code[..at].chars().next_back().unwrap_or(' ');
            if !before.is_alphanumeric() && before != '_' {
                found.push(path_at(&code, at));
            }
            from = at + module.len();
        }
    }
    assert!(
        found.is_empty(),
        "\n\nThis exercise asks you to write the answer yourself, but your \
         code uses `{}`, which is not handed out here: the crate's own \
         version would pass the tests without teaching anything. Write it \
         from the chapter, book/src/{chapter}.md, using only what the \
         exercise gives you.\n",
        found[0]
    );
}

/// The path that starts at byte `at` of `code` (a `{...}` list included).
fn path_at(code: &str, at: usize) -> String {
    let mut path = String::new();
    let mut depth = 0;
    for c in code[at..].chars().take(80) {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            c if c.is_alphanumeric() || c == '_' || c == ':' => {}
            ' ' | ',' if depth > 0 => {}
            _ => break,
        }
        path.push(c);
        if depth == 0 && c == '}' {
            break;
        }
    }
    path
}

/// Words that make a loop, and iterator adaptors and makers that hide one.
/// (Not `.map(`: `Option::map` is no loop, and an iterator's `map` walks
/// nothing until one of these consumes it.)
const LOOPS: [&str; 3] = ["loop", "while", "for"];
const ADAPTORS: &[&str] = &[
    ".iter(",
    ".into_iter(",
    ".iter_mut(",
    ".filter(",
    ".fold(",
    ".try_fold(",
    ".reduce(",
    ".scan(",
    ".take_while(",
    ".skip_while(",
    ".flat_map(",
    ".chain(",
    ".enumerate(",
    ".windows(",
    ".chunks(",
    ".step_by(",
    ".flatten(",
    ".nth(",
    ".partition(",
    ".unzip(",
    ".product(",
    ".max_by_key(",
    ".min_by_key(",
    ".try_for_each(",
    "successors(",
    "from_fn(",
    "repeat_with(",
    "from_iter(",
    ".sum(",
    ".any(",
    ".all(",
    ".position(",
    ".find(",
    ".retain(",
    ".for_each(",
    ".count(",
    ".collect(",
    ".rev(",
    ".zip(",
    ".filter_map(",
];

/// Fails unless the functions `source` defines, but for those `handed_out`
/// and `main`, contain no loop and no iterator adaptor, and `recursive` (or,
/// for `""`, one of them) calls itself.
pub fn recursion_only(
    source: &str,
    handed_out: &[&str],
    recursive: &str,
    chapter: &str,
) {
    let code = code(source);
    for name in functions(&code) {
        if name == "main" || handed_out.contains(&name.as_str()) {
            continue;
        }
        let body = body(&code, &name);
        let words = body
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .collect::<Vec<_>>();
        let looped = LOOPS.iter().find(|w| words.contains(w));
        let adapted = ADAPTORS.iter().find(|a| body.contains(*a));
        if let Some(how) = looped.or(adapted) {
            panic!(
                "\n\n`{name}` uses `{}`: this exercise asks for a linear \
                 recursion, a function that calls itself on the rest of the \
                 problem, with no loop and no iterator adaptor doing the \
                 walking. See book/src/{chapter}.md.\n",
                how.trim_matches(|c| c == '.' || c == '(')
            );
        }
    }
    let calls_itself = |name: &str| {
        let body = body(&code, name);
        body.contains(&format!("{name}("))
    };
    let recursive = match recursive {
        "" => functions(&code)
            .into_iter()
            .filter(|name| {
                name != "main" && !handed_out.contains(&name.as_str())
            })
            .find(|name| calls_itself(name)),
        name => Some(name.to_string()).filter(|name| calls_itself(name)),
    };
    assert!(
        recursive.is_some(),
        "\n\nNo function of yours calls itself: this exercise asks for a \
         recursion. See book/src/{chapter}.md.\n"
    );
}

/// Fails unless every call `name` makes to itself is in tail position:
/// nothing is left to do with its result but return it.
pub fn tail_calls_only(source: &str, name: &str, chapter: &str) {
    let code = code(source);
    let body = body(&code, name);
    let call = format!("{name}(");
    let mut from = 1;
    while let Some(at) = body[from..].find(&call) {
        let at = from + at;
        let before = body[..at].trim_end();
        let opened = body[at + call.len()..]
            .char_indices()
            .scan(1, |depth, (i, c)| {
                match c {
                    '(' => *depth += 1,
                    ')' => *depth -= 1,
                    _ => {}
                }
                Some((i, *depth))
            })
            .find(|&(_, depth)| depth == 0)
            .map_or(body.len(), |(i, _)| at + call.len() + i + 1);
        let after = body[opened..].trim_start();
        let led = before.ends_with("=>")
            || before.ends_with('{')
            || before.ends_with(';')
            || before.ends_with("return");
        let ends = after.starts_with('}')
            || after.starts_with(',') && before.ends_with("=>")
            || after.starts_with(';') && before.ends_with("return");
        assert!(
            led && ends,
            "\n\n`{name}` calls itself and then does more with the result \
             (`{}`): this exercise asks for the call to be the last thing \
             the function does, its result returned as it is (the value of \
             a match arm or a block, or `return`ed), with what is left to \
             add carried in an argument. See book/src/{chapter}.md.\n",
            body[at..opened].trim()
        );
        from = opened;
    }
}

/// Fails if function `name` uses any of `shortcuts`, with `why`.
pub fn without(source: &str, name: &str, shortcuts: &[&str], why: &str) {
    let code = code(source);
    let body = body(&code, name);
    if let Some(used) = shortcuts.iter().find(|s| body.contains(*s)) {
        panic!("\n\n`{name}` uses `{used}`: {why}\n");
    }
}
