//! Tail calls: every call of a function to itself is the last thing it
//! does.

use syn::visit::{self, Visit};
use syn::{Expr, ItemFn};

use super::calls::{Body, functions, start};
use super::source::items;

/// The starts of the calls in tail position of `expr`: those whose value
/// is the value of the whole, returned as it is.
pub(super) fn tails(expr: &Expr, out: &mut Vec<(usize, usize)>) {
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
pub(super) fn block_tails(block: &syn::Block, out: &mut Vec<(usize, usize)>) {
    if let Some(syn::Stmt::Expr(last, None)) = block.stmts.last() {
        tails(last, out);
    }
}

/// Every `return` in a body: each returns its value as the function's.
#[derive(Default)]
pub(super) struct Returns(Vec<Expr>);

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
