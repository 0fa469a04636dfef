//! Functions, loops and calls: whether an answer recurses, and how.

use std::collections::BTreeMap;

use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Expr, ExprCall, ExprMethodCall, Item, ItemFn, Macro};

use super::answers::Names;
use super::source::{items, line, macro_arguments, readable, written};

/// A function of the learner's: its name and its body.
pub(super) struct Function {
    pub(super) name: String,
    pub(super) block: syn::Block,
}

/// Every function in `items`: free functions, methods, and functions
/// nested in other functions' bodies, each on its own.
pub(super) fn functions(items: &[Item]) -> Vec<Function> {
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
pub(super) const WALKERS: &[&str] = &[
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
pub(super) const FREE_WALKERS: &[&str] = &[
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
pub(super) struct Body {
    /// Loops and walkers, each with its line.
    pub(super) loops: Vec<(String, String)>,
    /// The calls it makes: the name called and the call's span start.
    pub(super) calls: Vec<(String, (usize, usize), String)>,
    /// Operators (`<`, `%`, ...), method names and path segments it uses.
    pub(super) words: Vec<String>,
}

pub(super) fn start(spanned: &impl Spanned) -> (usize, usize) {
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
    pub(super) fn of(block: &syn::Block) -> Body {
        let mut body = Body::default();
        body.visit_block(block);
        body
    }
}

/// What function `name` of `items` does.
pub(super) fn body_of(items: &[Item], name: &str) -> Option<Body> {
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
