//! Locks and statics: what the global stage's answers may keep outside their
//! functions.

use std::collections::BTreeMap;

use syn::Macro;
use syn::visit::Visit;

use super::calls::{Body, functions};
use super::source::{items, line};

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
