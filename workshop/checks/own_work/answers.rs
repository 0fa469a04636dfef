//! The crate's answers: which paths into `ayoayo` the learner's code
//! uses, under any name.

use std::collections::BTreeMap;

use syn::Macro;
use syn::visit::{self, Visit};

use super::source::{items, line, macro_arguments, readable};

/// The full paths a `use` tree brings in, each with the name it is known
/// by (`*` for a glob).
pub(super) fn flatten(
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
pub(super) struct Names {
    /// Each `use` leaf: its path as written, the name it binds, its line.
    pub(super) uses: Vec<(Vec<String>, String, String)>,
    /// Each path in code or types: its segments and its line.
    pub(super) paths: Vec<(Vec<String>, String)>,
    /// Each `extern crate`: what it names, and its line.
    pub(super) externs: Vec<(String, String)>,
    /// The macros whose arguments are not a list of expressions.
    pub(super) macros: Vec<Macro>,
    /// Each `unsafe` block, function or `static mut`, with its line.
    pub(super) unsafe_code: Vec<String>,
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
pub(super) fn bindings(names: &Names) -> BTreeMap<String, Vec<String>> {
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
pub(super) fn resolve(
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
