//! Reading the crate's own source: its board vocabulary as a program's
//! prelude, and what syn can see inside a macro's body.

use anyhow::Result;
use std::path::Path;

/// The crate's board vocabulary (`Stones`, `Pit`, `Board`), as its
/// `board_type` region under `root` writes it, for a program built from
/// the crate's regions outside the crate: the two constants the region
/// names, then the region.
pub fn vocabulary_source(root: &Path) -> Result<String> {
    use ayoayo::board::{OPENING_STONES_PER_PIT, PITS};
    let region =
        crate::listings::region_in(root, "src/board.rs", "board_type")?;
    Ok(format!(
        "#[allow(unused)]\nconst PITS: usize = {PITS};\n\
         #[allow(unused)]\nconst OPENING_STONES_PER_PIT: Stones = {OPENING_STONES_PER_PIT};\n{}\n",
        region.join("\n")
    ))
}

/// Visits what a macro's body holds, as far as syn can read it without the
/// macro: expressions between commas (`format!`), or semicolons
/// (`vec![x; n]`), or items (`thread_local!`).
pub fn visit_macro_body<V>(visitor: &mut V, mac: &syn::Macro)
where
    V: for<'a> syn::visit::Visit<'a>,
{
    use syn::punctuated::Punctuated;
    use syn::{Expr, Token};
    let commas = Punctuated::<Expr, Token![,]>::parse_terminated;
    let semicolons = Punctuated::<Expr, Token![;]>::parse_terminated;
    if let Ok(args) = mac.parse_body_with(commas) {
        args.iter().for_each(|arg| visitor.visit_expr(arg));
    } else if let Ok(args) = mac.parse_body_with(semicolons) {
        args.iter().for_each(|arg| visitor.visit_expr(arg));
    } else if let Ok(items) = mac.parse_body::<syn::File>() {
        visitor.visit_file(&items);
    }
}
