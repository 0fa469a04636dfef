//! Checks that an exercise's answer is the learner's own work, shared by
//! every exercise's tests (and its solution's). The answer may not use the
//! crate's version of what it asks for, under any name; where an exercise
//! asks for a recursion, the answer must be one, with no loop or iterator
//! adaptor doing the walking; and where it asks for a tail call, every call
//! to itself must be the last thing it does.
//!
//! The checks read the exercise's source as Rust, with syn (the parser that
//! procedural macros use), so spacing, comments, strings, braces and
//! renamed imports cannot hide code from them. Code inside a macro is
//! invisible to a parser, so the learner's code may use only the standard
//! macros whose arguments are expressions (`println!`, `vec!`, `assert!` and
//! the like), which the checks read too.

use std::collections::BTreeMap;

use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Expr, ExprCall, ExprMethodCall, Item, ItemFn, Macro, Token};

/// The exercise's items before its tests (those marked `#[cfg(test)]`).
fn items(source: &str) -> Vec<Item> {
    let file = syn::parse_file(source).unwrap_or_else(|error| {
        panic!("\n\nThe exercise does not parse as Rust: {error}\n")
    });
    file.items
        .into_iter()
        .filter(|item| !is_test(item))
        .collect()
}

/// Whether `item` is the tests' module (or anything else `#[cfg(test)]`).
fn is_test(item: &Item) -> bool {
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
fn line(spanned: &impl Spanned) -> String {
    format!("line {}", spanned.span().start().line)
}

/// `path` as it is written, `a::b::c`.
fn written(path: &syn::Path) -> String {
    let names: Vec<String> =
        path.segments.iter().map(|s| s.ident.to_string()).collect();
    let lead = if path.leading_colon.is_some() {
        "::"
    } else {
        ""
    };
    format!("{lead}{}", names.join("::"))
}

// ---------------------------------------------------------------------------
// Macros: only the standard ones whose arguments are expressions.

/// Standard macros whose arguments are expressions, read like a call's.
const EXPRESSION_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
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
fn macro_arguments(mac: &Macro) -> Option<Vec<Expr>> {
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
fn readable(mac: &Macro, chapter: &str) {
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

// ---------------------------------------------------------------------------
// The crate's answers: which paths into `ayoayo` the learner's code uses.

/// The full paths a `use` tree brings in, each with the name it is known
/// by (`*` for a glob).
fn flatten(
    prefix: &[String],
    tree: &syn::UseTree,
    out: &mut Vec<(Vec<String>, String)>,
) {
    let with = |name: &syn::Ident| {
        let mut path = prefix.to_vec();
        if name != "self" {
            path.push(name.to_string());
        }
        path
    };
    match tree {
        syn::UseTree::Path(p) => {
            flatten(&with(&p.ident), &p.tree, out);
        }
        syn::UseTree::Name(n) => {
            let path = with(&n.ident);
            let known = path.last().cloned().unwrap_or_default();
            out.push((path, known));
        }
        syn::UseTree::Rename(r) => {
            out.push((with(&r.ident), r.rename.to_string()));
        }
        syn::UseTree::Glob(_) => {
            let mut path = prefix.to_vec();
            path.push("*".into());
            out.push((path, "*".into()));
        }
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                flatten(prefix, tree, out);
            }
        }
    }
}

/// Every path the learner's code names, and every `use` and `extern
/// crate`, collected from all of its items, however deeply nested.
#[derive(Default)]
struct Names {
    /// Each `use` leaf: its path as written, the name it binds, its line.
    uses: Vec<(Vec<String>, String, String)>,
    /// Each path in code or types: its segments and its line.
    paths: Vec<(Vec<String>, String)>,
    /// Each `extern crate`: what it names, and its line.
    externs: Vec<(String, String)>,
    /// The macros whose arguments are not a list of expressions.
    macros: Vec<Macro>,
    /// Each `unsafe` block, function or `static mut`, with its line.
    unsafe_code: Vec<String>,
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut out = Vec::new();
        let lead = if item.leading_colon.is_some() {
            vec!["::".to_string()]
        } else {
            vec![]
        };
        flatten(&lead, &item.tree, &mut out);
        for (path, known) in out {
            self.uses.push((path, known, line(item)));
        }
    }

    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        self.externs.push((item.ident.to_string(), line(item)));
    }

    fn visit_expr_unsafe(&mut self, e: &'ast syn::ExprUnsafe) {
        self.unsafe_code.push(line(&e.unsafe_token));
        visit::visit_expr_unsafe(self, e);
    }

    fn visit_signature(&mut self, sig: &'ast syn::Signature) {
        if let syn::Safety::Unsafe(token) = &sig.safety {
            self.unsafe_code.push(line(token));
        }
        visit::visit_signature(self, sig);
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        if let Some(token) = &item.unsafety {
            self.unsafe_code.push(line(token));
        }
        visit::visit_item_impl(self, item);
    }

    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        if let syn::StaticMutability::Mut(token) = &item.mutability {
            self.unsafe_code.push(line(token));
        }
        visit::visit_item_static(self, item);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let mut segments: Vec<String> =
            path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_some() {
            segments.insert(0, "::".into());
        }
        self.paths.push((segments, line(path)));
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast Macro) {
        self.visit_path(&mac.path);
        match macro_arguments(mac) {
            Some(arguments) => {
                for argument in &arguments {
                    self.visit_expr(argument);
                }
            }
            None => self.macros.push(mac.clone()),
        }
    }
}

/// The paths `names` binds, resolved to full paths: `use ayoayo as a; use
/// a::game as g;` binds `g` to `ayoayo::game`.
fn bindings(names: &Names) -> BTreeMap<String, Vec<String>> {
    let mut bound: BTreeMap<String, Vec<String>> = BTreeMap::new();
    // Each round resolves one more link of a chain of renames.
    for _ in 0..=names.uses.len() {
        for (path, known, _) in &names.uses {
            let full = resolve(path, &bound);
            if known != "*" {
                bound.insert(known.clone(), full);
            }
        }
    }
    bound
}

/// `path` with its first name replaced by the path it is bound to, and a
/// leading `::`, `crate`, `self` or `super` taken off.
fn resolve(
    path: &[String],
    bound: &BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    let mut path = path.to_vec();
    while matches!(
        path.first().map(String::as_str),
        Some("::" | "crate" | "self" | "super")
    ) && path.len() > 1
    {
        path.remove(0);
    }
    match path.first().and_then(|first| bound.get(first)) {
        Some(full) if full.first() != path.first() || full.len() > 1 => {
            let mut whole = full.clone();
            whole.extend(path.into_iter().skip(1));
            whole
        }
        _ => path,
    }
}

/// Fails unless every use of the crate in `source` (before its tests) is
/// one the exercise hands out in `allowed` (written as `use` trees, such as
/// `ayoayo::board::{Board, Pit}`), under whatever name it is used.
pub fn no_crate_answers(source: &str, allowed: &[&str], chapter: &str) {
    let mut names = Names::default();
    for item in items(source) {
        names.visit_item(&item);
    }
    for mac in &names.macros {
        readable(mac, chapter);
    }
    if let Some(at) = names.unsafe_code.first() {
        panic!(
            "\n\n`unsafe` or `static mut` ({at}): the workshop's answers \
             need neither. Rust's safe tools (a `Mutex`, an argument, a \
             return value) do everything these exercises ask. See \
             book/src/{chapter}.md.\n"
        );
    }
    if let Some((name, at)) = names.externs.first() {
        panic!(
            "\n\n`extern crate {name}` ({at}): the exercise hands out what \
             it needs with `use`; write the answer yourself, from the \
             chapter, book/src/{chapter}.md.\n"
        );
    }
    let mut handed_out = Vec::new();
    for tree in allowed {
        let tree: syn::UseTree = syn::parse_str(tree)
            .unwrap_or_else(|e| panic!("the handed-out `{tree}`: {e}"));
        flatten(&[], &tree, &mut handed_out);
    }
    let handed_out: Vec<Vec<String>> =
        handed_out.into_iter().map(|(path, _)| path).collect();
    let bound = bindings(&names);
    let refuse = |full: &[String], as_written: String, at: &str| {
        if full.first().map(String::as_str) != Some("ayoayo") {
            return;
        }
        let allowed = handed_out.iter().any(|h| full.starts_with(h));
        assert!(
            allowed,
            "\n\nThis exercise asks you to write the answer yourself, but \
             your code uses `{}`{} ({at}), which is not handed out here: \
             the crate's own version would pass the tests without teaching \
             anything. Write it from the chapter, book/src/{chapter}.md, \
             using only what the exercise gives you.\n",
            full.join("::"),
            if as_written == full.join("::") {
                String::new()
            } else {
                format!(", written `{as_written}`")
            },
        );
    };
    for (path, known, at) in &names.uses {
        let full = resolve(path, &bound);
        // A `use` of a module on the way to what is handed out is fine;
        // what matters is what is used through it.
        let on_the_way = handed_out.iter().any(|h| h.starts_with(&full));
        if !on_the_way || known == "*" {
            refuse(&full, path.join("::"), at);
        }
    }
    for (path, at) in &names.paths {
        refuse(&resolve(path, &bound), path.join("::"), at);
    }
}

// ---------------------------------------------------------------------------
// Functions, loops and calls.

/// A function of the learner's: its name and its body.
struct Function {
    name: String,
    block: syn::Block,
}

/// Every function in `items`: free functions, methods, and functions
/// nested in other functions' bodies, each on its own.
fn functions(items: &[Item]) -> Vec<Function> {
    #[derive(Default)]
    struct All(Vec<Function>);
    impl<'ast> Visit<'ast> for All {
        fn visit_item_fn(&mut self, f: &'ast ItemFn) {
            self.0.push(Function {
                name: f.sig.ident.to_string(),
                block: (*f.block).clone(),
            });
            visit::visit_item_fn(self, f);
        }
        fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
            self.0.push(Function {
                name: f.sig.ident.to_string(),
                block: f.block.clone(),
            });
            visit::visit_impl_item_fn(self, f);
        }
    }
    let mut all = All::default();
    for item in items {
        all.visit_item(item);
    }
    all.0
}

/// Iterator adaptors and consumers that walk a sequence, and slice and
/// vector methods that walk one inside: each hides a loop.
const WALKERS: &[&str] = &[
    "all",
    "any",
    "chain",
    "chunks",
    "collect",
    "contains",
    "count",
    "cycle",
    "dedup",
    "drain",
    "enumerate",
    "filter",
    "filter_map",
    "find",
    "find_map",
    "flat_map",
    "flatten",
    "fold",
    "for_each",
    "into_iter",
    "iter",
    "iter_mut",
    "last",
    "map_while",
    "max",
    "max_by",
    "max_by_key",
    "min",
    "min_by",
    "min_by_key",
    "nth",
    "partition",
    "position",
    "product",
    "reduce",
    "retain",
    "rev",
    "scan",
    "skip_while",
    "step_by",
    "sum",
    "take_while",
    "try_fold",
    "try_for_each",
    "unzip",
    "windows",
    "zip",
];

/// The walkers called as free functions, not as methods: `iter::zip(a, b)`,
/// `iter::successors(first, next)`, `Vec::from_iter(it)`.
const FREE_WALKERS: &[&str] = &[
    "zip",
    "successors",
    "from_fn",
    "repeat_with",
    "repeat",
    "from_iter",
];

/// What a function's body does, its nested functions left out (they are
/// looked at on their own).
#[derive(Default)]
struct Body {
    /// Loops and walkers, each with its line.
    loops: Vec<(String, String)>,
    /// The calls it makes: the name called and the call's span start.
    calls: Vec<(String, (usize, usize), String)>,
    /// Operators (`<`, `%`, ...), method names and path segments it uses.
    words: Vec<String>,
}

fn start(spanned: &impl Spanned) -> (usize, usize) {
    let at = spanned.span().start();
    (at.line, at.column)
}

impl<'ast> Visit<'ast> for Body {
    fn visit_item_fn(&mut self, _: &'ast ItemFn) {}
    fn visit_item_impl(&mut self, _: &'ast syn::ItemImpl) {}

    fn visit_expr_loop(&mut self, e: &'ast syn::ExprLoop) {
        self.loops.push(("loop".into(), line(&e.loop_token)));
        visit::visit_expr_loop(self, e);
    }
    fn visit_expr_while(&mut self, e: &'ast syn::ExprWhile) {
        self.loops.push(("while".into(), line(&e.while_token)));
        visit::visit_expr_while(self, e);
    }
    fn visit_expr_for_loop(&mut self, e: &'ast syn::ExprForLoop) {
        self.loops.push(("for".into(), line(&e.for_token)));
        visit::visit_expr_for_loop(self, e);
    }

    fn visit_expr_method_call(&mut self, e: &'ast ExprMethodCall) {
        let name = e.method.to_string();
        if WALKERS.contains(&name.as_str()) {
            self.loops.push((format!(".{name}()"), line(&e.method)));
        }
        self.calls.push((name.clone(), start(e), line(&e.method)));
        self.words.push(name);
        visit::visit_expr_method_call(self, e);
    }

    fn visit_expr_call(&mut self, e: &'ast ExprCall) {
        if let Expr::Path(p) = &*e.func
            && let Some(last) = p.path.segments.last()
        {
            let name = last.ident.to_string();
            // Only a path names a free walker (`std::iter::successors`,
            // `zip(a, b)` after a `use`): a learner's own `count` or `sum`
            // is a function like any other.
            if FREE_WALKERS.contains(&name.as_str()) {
                self.loops.push((format!("{name}()"), line(&last.ident)));
            }
            self.calls.push((name, start(e), line(e)));
        }
        visit::visit_expr_call(self, e);
    }

    fn visit_bin_op(&mut self, op: &'ast syn::BinOp) {
        use syn::BinOp::*;
        let word = match op {
            Lt(_) => "<",
            Gt(_) => ">",
            Le(_) => "<=",
            Ge(_) => ">=",
            Rem(_) | RemAssign(_) => "%",
            _ => "",
        };
        if !word.is_empty() {
            self.words.push(word.into());
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        for segment in &path.segments {
            self.words.push(segment.ident.to_string());
        }
        if path.segments.len() > 1 {
            self.words.push(written(path));
        }
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast Macro) {
        self.words.push(written(&mac.path));
        for argument in macro_arguments(mac).unwrap_or_default() {
            self.visit_expr(&argument);
        }
    }
}

impl Body {
    /// What `block` does.
    fn of(block: &syn::Block) -> Body {
        let mut body = Body::default();
        body.visit_block(block);
        body
    }
}

/// What function `name` of `items` does.
fn body_of(items: &[Item], name: &str) -> Option<Body> {
    let function = functions(items).into_iter().find(|f| f.name == name)?;
    Some(Body::of(&function.block))
}

/// Whether function `name` of `source` calls itself anywhere.
pub fn calls_itself(source: &str, name: &str) -> bool {
    body_of(&items(source), name).is_some_and(|body| {
        body.calls.iter().any(|(called, ..)| called == name)
    })
}

/// Fails unless the functions `source` defines, but for those `handed_out`
/// and `main`, contain no loop and no iterator adaptor, and `recursive` (or,
/// for `""`, one of them) calls itself.
pub fn recursion_only(
    source: &str,
    handed_out: &[&str],
    recursive: &str,
    chapter: &str,
) {
    let items = items(source);
    let mut names = Names::default();
    for item in &items {
        names.visit_item(item);
    }
    for mac in &names.macros {
        readable(mac, chapter);
    }
    let mine: Vec<Function> = functions(&items)
        .into_iter()
        .filter(|f| f.name != "main" && !handed_out.contains(&f.name.as_str()))
        .collect();
    let bodies: Vec<Body> = mine.iter().map(|f| Body::of(&f.block)).collect();
    for (function, body) in mine.iter().zip(&bodies) {
        if let Some((how, at)) = body.loops.first() {
            panic!(
                "\n\n`{}` uses `{how}` ({at}): this exercise asks for a \
                 linear recursion, a function that calls itself on the rest \
                 of the problem, with no loop and no iterator adaptor doing \
                 the walking. See book/src/{chapter}.md.\n",
                function.name
            );
        }
    }
    // Whether a function of yours calls itself, directly or through
    // others of yours: `recursive` (or, for `""`, any of them) must reach
    // such a function.
    let calls: BTreeMap<&str, Vec<String>> = mine
        .iter()
        .zip(bodies)
        .map(|(f, body)| {
            let called = body.calls.into_iter().map(|(name, ..)| name);
            (f.name.as_str(), called.collect())
        })
        .collect();
    let reaches = |from: &str| {
        let mut seen = vec![from.to_string()];
        let mut next = vec![from.to_string()];
        while let Some(name) = next.pop() {
            for called in calls.get(name.as_str()).into_iter().flatten() {
                if calls.contains_key(called.as_str()) && !seen.contains(called)
                {
                    seen.push(called.clone());
                    next.push(called.clone());
                }
            }
        }
        seen
    };
    let in_a_cycle = |name: &str| {
        calls.get(name).into_iter().flatten().any(|called| {
            calls.contains_key(called.as_str())
                && reaches(called).iter().any(|n| n == name)
        })
    };
    let (recursive, which) = match recursive {
        "" => (
            mine.iter().any(|f| in_a_cycle(&f.name)),
            "No function of yours calls itself".to_string(),
        ),
        name => (
            reaches(name).iter().any(|n| in_a_cycle(n)),
            format!(
                "`{name}` does not call itself, directly or through another \
                 function of yours"
            ),
        ),
    };
    assert!(
        recursive,
        "\n\n{which}: this exercise asks for a recursion. See \
         book/src/{chapter}.md.\n"
    );
}

/// The starts of the calls in tail position of `expr`: those whose value
/// is the value of the whole, returned as it is.
fn tails(expr: &Expr, out: &mut Vec<(usize, usize)>) {
    match expr {
        Expr::Call(_) | Expr::MethodCall(_) => out.push(start(expr)),
        Expr::Paren(e) => tails(&e.expr, out),
        Expr::Group(e) => tails(&e.expr, out),
        Expr::Block(e) => block_tails(&e.block, out),
        Expr::If(e) => {
            block_tails(&e.then_branch, out);
            if let Some((_, otherwise)) = &e.else_branch {
                tails(otherwise, out);
            }
        }
        Expr::Match(e) => {
            for arm in &e.arms {
                tails(&arm.body, out);
            }
        }
        Expr::Return(e) => {
            if let Some(value) = &e.expr {
                tails(value, out);
            }
        }
        _ => {}
    }
}

/// The tail calls of a block: those of its last expression.
fn block_tails(block: &syn::Block, out: &mut Vec<(usize, usize)>) {
    if let Some(syn::Stmt::Expr(last, None)) = block.stmts.last() {
        tails(last, out);
    }
}

/// Every `return` in a body: each returns its value as the function's.
#[derive(Default)]
struct Returns(Vec<Expr>);

impl<'ast> Visit<'ast> for Returns {
    fn visit_item_fn(&mut self, _: &'ast ItemFn) {}
    fn visit_expr_closure(&mut self, _: &'ast syn::ExprClosure) {}
    fn visit_expr_return(&mut self, e: &'ast syn::ExprReturn) {
        self.0.push(Expr::Return(e.clone()));
        visit::visit_expr_return(self, e);
    }
}

/// Fails unless every call `name` makes to itself is in tail position:
/// nothing is left to do with its result but return it.
pub fn tail_calls_only(source: &str, name: &str, chapter: &str) {
    let items = items(source);
    let Some(function) = functions(&items).into_iter().find(|f| f.name == name)
    else {
        panic!(
            "\n\nThere is no function `{name}`. See book/src/{chapter}.md.\n"
        );
    };
    let mut in_tail = Vec::new();
    block_tails(&function.block, &mut in_tail);
    let mut returns = Returns::default();
    returns.visit_block(&function.block);
    for r in &returns.0 {
        tails(r, &mut in_tail);
    }
    for (called, at, written_at) in &Body::of(&function.block).calls {
        assert!(
            called != name || in_tail.contains(at),
            "\n\n`{name}` calls itself ({written_at}) and then does more with \
             the result: this exercise asks for the call to be the last \
             thing the function does, its result returned as it is (the \
             value of a match arm or a block, or `return`ed), with what is \
             left to add carried in an argument. See book/src/{chapter}.md.\n"
        );
    }
}

/// Fails if function `name` uses any of `shortcuts`, with `why`. A
/// shortcut is an operator (`<`, `>`, `<=`, `>=`, `%`), a method's or a
/// function's name (`cmp`, `clone`), or the end of a path (`Vec::from`).
pub fn without(source: &str, name: &str, shortcuts: &[&str], why: &str) {
    let body = body_of(&items(source), name)
        .unwrap_or_else(|| panic!("\n\nThere is no function `{name}`.\n"));
    let used = shortcuts.iter().find(|shortcut| {
        body.words.iter().any(|word| {
            word == *shortcut || word.ends_with(&format!("::{shortcut}"))
        })
    });
    if let Some(used) = used {
        panic!("\n\n`{name}` uses `{used}`: {why}\n");
    }
}

/// Fails unless a call of function `name` takes a lock (`lock` or
/// `try_lock`) exactly once, counting the locks of the learner's own
/// functions it calls (a helper that returns the guard is fine): a read
/// under one lock and a write under another let a second thread in
/// between them.
pub fn locked_once(source: &str, name: &str, chapter: &str) {
    let bodies: BTreeMap<String, Body> = functions(&items(source))
        .into_iter()
        .map(|f| (f.name, Body::of(&f.block)))
        .collect();
    // Each place a lock is taken on the way, as `function`, line N.
    fn locks(
        bodies: &BTreeMap<String, Body>,
        name: &str,
        on_the_way: &mut Vec<String>,
        out: &mut Vec<String>,
    ) {
        if on_the_way.iter().any(|f| f == name) {
            return;
        }
        on_the_way.push(name.to_string());
        for (called, _, at) in &bodies[name].calls {
            if called == "lock" || called == "try_lock" {
                out.push(format!("`{name}`, {at}"));
            } else if bodies.contains_key(called) {
                locks(bodies, called, on_the_way, out);
            }
        }
        on_the_way.pop();
    }
    if !bodies.contains_key(name) {
        panic!("\n\nThere is no function `{name}`.\n");
    }
    let mut taken = Vec::new();
    locks(&bodies, name, &mut Vec::new(), &mut taken);
    if taken.len() == 1 {
        return;
    }
    panic!(
        "\n\n`{name}` takes the board's lock {} times ({}). Another thread \
         may take its turn between two locks: if `{name}` reads the pit \
         under one lock and empties it under another, two threads can both \
         scoop the same stones. Take the lock once and keep the guard until \
         the stones are out. See book/src/{chapter}.md.\n",
        taken.len(),
        if taken.is_empty() {
            "none".into()
        } else {
            taken.join("; ")
        }
    );
}

/// Fails if the learner's code has a `static` (in `thread_local!` too)
/// other than those `handed_out`, with `why`: a place outside every
/// function where an answer could keep what it was asked not to.
pub fn no_other_statics(source: &str, handed_out: &[&str], why: &str) {
    #[derive(Default)]
    struct Statics(Vec<(String, String)>);
    impl<'ast> Visit<'ast> for Statics {
        fn visit_item_static(&mut self, s: &'ast syn::ItemStatic) {
            self.0.push((s.ident.to_string(), line(s)));
        }
        fn visit_macro(&mut self, mac: &'ast Macro) {
            let tokens: Vec<_> = mac.tokens.clone().into_iter().collect();
            for pair in tokens.windows(2) {
                if let [
                    proc_macro2::TokenTree::Ident(kw),
                    proc_macro2::TokenTree::Ident(id),
                ] = pair
                    && kw == "static"
                {
                    self.0.push((id.to_string(), line(id)));
                }
            }
        }
    }
    let mut statics = Statics::default();
    for item in items(source) {
        statics.visit_item(&item);
    }
    if let Some((name, at)) = statics
        .0
        .iter()
        .find(|(name, _)| !handed_out.contains(&name.as_str()))
    {
        panic!("\n\n`static {name}` ({at}): {why}\n");
    }
}
