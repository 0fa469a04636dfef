//! Reading an answer: its items before its tests, where a piece of it
//! starts, and the standard macros whose arguments are expressions, which
//! the checks read like a call's.

use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Expr, Item, Macro, Token};

/// The exercise's items before its tests (those marked `#[cfg(test)]`).
pub(super) fn items(source: &str) -> Vec<Item> {
    let file = syn::parse_file(source).unwrap_or_else(|error| {
        panic!("\n\nThe exercise does not parse as Rust: {error}\n")
    });
    file.items
        .into_iter()
        .filter(|item| !is_test(item))
        .collect()
}

/// Whether `item` is the tests' module (or anything else `#[cfg(test)]`).
pub(super) fn is_test(item: &Item) -> bool {
    let attrs = match item {
        Item::Mod(m) => &m.attrs,
        Item::Fn(f) => &f.attrs,
        Item::Use(u) => &u.attrs,
        _ => return false,
    };
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Ident>()
                .is_ok_and(|ident| ident == "test")
    })
}

/// Where `spanned` starts in the source, as `line N`.
pub(super) fn line(spanned: &impl Spanned) -> String {
    format!("line {}", spanned.span().start().line)
}

/// `path` as it is written, `a::b::c`.
pub(super) fn written(path: &syn::Path) -> String {
    let names: Vec<String> =
        path.segments.iter().map(|s| s.ident.to_string()).collect();
    let lead = if path.leading_colon.is_some() {
        "::"
    } else {
        ""
    };
    format!("{lead}{}", names.join("::"))
}

/// Standard macros whose arguments are expressions, read like a call's.
pub(super) const EXPRESSION_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "eprint",
    "eprintln",
    "format",
    "panic",
    "print",
    "println",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

/// The expressions inside a standard macro's parentheses, or `None` if
/// they are not a list of expressions.
pub(super) fn macro_arguments(mac: &Macro) -> Option<Vec<Expr>> {
    let name = mac.path.get_ident()?.to_string();
    if name == "matches" {
        // `matches!(value, pattern)`: only the value is code.
        let parser = |input: syn::parse::ParseStream| {
            let value: Expr = input.parse()?;
            let _: Token![,] = input.parse()?;
            let _ = syn::Pat::parse_multi_with_leading_vert(input)?;
            if input.peek(Token![if]) {
                let _: Token![if] = input.parse()?;
                let guard: Expr = input.parse()?;
                return Ok(vec![value, guard]);
            }
            let _: Option<Token![,]> = input.parse()?;
            Ok(vec![value])
        };
        return mac.parse_body_with(parser).ok();
    }
    if !EXPRESSION_MACROS.contains(&name.as_str()) {
        return None;
    }
    if name == "vec" {
        // `vec![value; count]`
        let repeat = |input: syn::parse::ParseStream| {
            let value: Expr = input.parse()?;
            let _: Token![;] = input.parse()?;
            let count: Expr = input.parse()?;
            Ok(vec![value, count])
        };
        if let Ok(both) = mac.parse_body_with(repeat) {
            return Some(both);
        }
    }
    mac.parse_body_with(Punctuated::<Expr, Token![,]>::parse_terminated)
        .ok()
        .map(|list| list.into_iter().collect())
}

/// Fails on a macro the checks cannot read: one of the learner's own
/// (`macro_rules!`), or any that is not a standard expression macro.
/// `thread_local!` and `include!` of the workshop's checks are handed out.
pub(super) fn readable(mac: &Macro, chapter: &str) {
    let name = written(&mac.path);
    let handed_out = name == "thread_local"
        || name == "include"
            && mac
                .parse_body::<syn::LitStr>()
                .is_ok_and(|file| file.value().starts_with("../../checks/"));
    if handed_out || macro_arguments(mac).is_some() {
        return;
    }
    panic!(
        "\n\n`{name}!` ({}): the tests read your code to see how it works, \
         and cannot see inside a macro. Write it as plain functions and \
         expressions (the standard `println!`, `vec!`, `assert!` and the \
         like are fine). See book/src/{chapter}.md.\n",
        line(mac)
    );
}
