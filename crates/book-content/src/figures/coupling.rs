//! Coupling drawn: which functions of a stage reach the shared board,
//! read from the stage's own source with syn.

use anyhow::{anyhow, Result};
use std::collections::BTreeSet;
use syn::spanned::Spanned;
use syn::visit::{self as visit, Visit};

use super::{CODE, RETURNS, ROUND, TAKES};
use book_svg::style::{HIGHLIGHT, WOOD};
use book_svg::{Look, Mark, Svg};

/// A public function of a source file, read by syn: its name, its
/// parameters' and return types as written, and every name its body uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// The types of its parameters, in order.
    pub takes: Vec<String>,
    /// What it returns (`()` if nothing).
    pub returns: String,
    /// The names in its body (macros' arguments included), and `static`
    /// if it declares one.
    pub uses: BTreeSet<String>,
}

/// The names a body uses.
#[derive(Default)]
struct Names(BTreeSet<String>);

impl<'ast> Visit<'ast> for Names {
    fn visit_ident(&mut self, ident: &'ast syn::Ident) {
        self.0.insert(ident.to_string());
    }
    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        self.0.insert("static".into());
        visit::visit_item_static(self, item);
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        crate::source::visit_macro_body(self, mac);
        visit::visit_macro(self, mac);
    }
}

/// The top-level `pub fn`s of a source text.
pub fn functions(source: &str) -> Result<Vec<Function>> {
    let file = syn::parse_file(source)?;
    // A type as the source writes it, on one line.
    let written = |ty: &syn::Type| {
        let text = &source[ty.span().byte_range()];
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let public = file.items.iter().filter_map(|item| match item {
        syn::Item::Fn(f) if matches!(f.vis, syn::Visibility::Public(_)) => {
            Some(f)
        }
        _ => None,
    });
    Ok(public
        .map(|f| {
            let mut names = Names::default();
            names.visit_block(&f.block);
            Function {
                name: f.sig.ident.to_string(),
                takes: (f.sig.inputs.iter())
                    .filter_map(|arg| match arg {
                        syn::FnArg::Typed(t) => Some(written(&t.ty)),
                        syn::FnArg::Receiver(_) => None,
                    })
                    .collect(),
                returns: match &f.sig.output {
                    syn::ReturnType::Default => "()".into(),
                    syn::ReturnType::Type(_, ty) => written(ty),
                },
                uses: names.0,
            }
        })
        .collect())
}

/// The functions of `source` that reach the global `global`: directly,
/// or by calling one that does. Each with whether it names the global
/// itself.
pub fn reaching(source: &str, global: &str) -> Result<Vec<(String, bool)>> {
    let fns = functions(source)?;
    let mut reach: Vec<bool> =
        fns.iter().map(|f| f.uses.contains(global)).collect();
    // Until no function is found calling one that reaches it.
    while let Some(i) = (0..fns.len()).find(|&i| {
        !reach[i]
            && (fns.iter().zip(&reach))
                .any(|(g, &r)| r && fns[i].uses.contains(&g.name))
    }) {
        reach[i] = true;
    }
    Ok(fns
        .iter()
        .zip(reach)
        .filter(|&(_, r)| r)
        .map(|(f, _)| (f.name.clone(), f.uses.contains(global)))
        .collect())
}

/// Part II's functions all pointing at the one board, against the same
/// functions of Part III taking boards in and handing boards out: read from
/// the two stages' source files.
pub fn coupling_svg(global_state: &str, injected: &str) -> Result<String> {
    const GLOBAL: &str = "GAME_PITS";
    let coupled = reaching(global_state, GLOBAL)?;
    let free = functions(injected)?;
    if free
        .iter()
        .any(|f| f.uses.contains(GLOBAL) || f.uses.contains("static"))
    {
        return Err(anyhow!("an injected function reaches a global"));
    }
    // Only the functions both stages have: the rest of the injected stage comes in
    // later chapters, and a picture should not name them first.
    let free: Vec<_> = free
        .into_iter()
        .filter(|f| coupled.iter().any(|(name, _)| *name == f.name))
        .collect();
    if coupled.len() < 3 || free.len() < 3 {
        return Err(anyhow!("too few functions found to draw"));
    }
    let (width, top_h, row_h) = (740.0, 230.0, 30.0);
    let height =
        top_h + 50.0 + row_h * free.len() as f64 + 20.0 + 3.0 * 16.0 + 10.0;
    let mut s = Svg::new(width, height, "Coupling: Part II against Part III");
    s.arrow_head("coupling-arrow");
    let heading = "Part II: every function reaches the one board";
    s.left(20.0, 26.0, 14, heading);
    let box_w = |name: &str| (name.len() + 2) as f64 * 7.3 + 14.0;
    let total: f64 = coupled.iter().map(|(n, _)| box_w(n)).sum();
    let gap = (width - 40.0 - total) / (coupled.len() as f64 - 1.0).max(1.0);
    let global = (width / 2.0, 180.0);
    let shared = Look::new()
        .fill(HIGHLIGHT)
        .stroke(WOOD)
        .width(2.0)
        .round(6.0);
    let shared = shared.mark(Mark::Highlight);
    s.rect(global.0 - 120.0, global.1 - 17.0, 240.0, 34.0, shared);
    let board = "static GAME_PITS: Mutex<Board>";
    s.mid(global.0, global.1 + 5.0, 13, board);
    let mut x = 20.0;
    for (name, direct) in &coupled {
        let w = box_w(name);
        let mid = x + w / 2.0;
        s.rect(x, 50.0, w, 30.0, ROUND);
        s.text(mid, 70.0, CODE, &format!("{name}()"));
        let to = (global.0 + (mid - global.0) * 0.3, global.1 - 19.0);
        s.arrow((mid, 80.0), to, !direct);
        x += w + gap;
    }
    let y0 = top_h + 20.0;
    let heading = "Part III: each takes a board and returns a new one";
    s.left(20.0, y0, 14, heading);
    let mid = width / 2.0 - 25.0;
    // Every box as wide as the longest name needs.
    let half = free.iter().map(|f| box_w(&f.name)).fold(124.0, f64::max) / 2.0;
    for (i, f) in free.iter().enumerate() {
        let y = y0 + 20.0 + i as f64 * row_h;
        // Each arrow is long enough that its head stands clear of both
        // the types and the box.
        s.text(mid - half - 30.0, y + 16.0, TAKES, &f.takes.join(", "));
        s.arrow(
            (mid - half - 24.0, y + 12.0),
            (mid - half - 2.0, y + 12.0),
            false,
        );
        s.rect(mid - half, y, 2.0 * half, 24.0, ROUND);
        s.text(mid, y + 16.0, CODE, &f.name);
        s.arrow((mid + half, y + 12.0), (mid + half + 22.0, y + 12.0), false);
        s.text(mid + half + 28.0, y + 16.0, RETURNS, &f.returns);
    }
    Ok(s.finish(
        "Coupling, read from the source: the global stage's functions and their global, then the injected stage's",
        &[
            "Solid arrow: the function names GAME_PITS itself. Dashed: it reaches it by calling one that does.",
            "Yellow: the one shared board. Below, what each function takes on its left and returns on its right.",
        ],
    ))
}
