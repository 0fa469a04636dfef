//! The JSON boundary's answers described in TypeScript, for the pages'
//! type check: `cargo xtask regenerate` writes [`DECLARATIONS`] from the
//! crate's own types (ts-rs reads their serde attributes), and the pages
//! name these types in their JSDoc, so that `tsc` refuses a field the
//! crate's JSON does not have.

use ts_rs::{Config, TS};

use ayoayo::api::{Chosen, ErrorMessage, History, PerftCounts, Ply, StoppedReplay};
use ayoayo::engine::{Ending, Event, Frame, Lap, Trace};
use ayoayo::lessons::call_stack::{Exit, Recording, Step};
use ayoayo::lessons::search_tree::{SearchTree, TreeStep};

/// Where the declarations are written, relative to the root.
pub const DECLARATIONS: &str = "book/src/pages/api.d.ts";

/// The text of [`DECLARATIONS`]: every type an answer to the pages is
/// made of, exported. The crate's JSON writes every number as a number,
/// so 64-bit counts are `number` here, not `bigint`.
pub fn declarations() -> String {
    let cfg = Config::new().with_large_int("number");
    let types = [
        Ply::decl(&cfg),
        StoppedReplay::decl(&cfg),
        ErrorMessage::decl(&cfg),
        Chosen::decl(&cfg),
        History::decl(&cfg),
        PerftCounts::decl(&cfg),
        Trace::decl(&cfg),
        Frame::decl(&cfg),
        Event::decl(&cfg),
        Lap::decl(&cfg),
        Ending::decl(&cfg),
        Recording::decl(&cfg),
        Step::decl(&cfg),
        Exit::decl(&cfg),
        SearchTree::decl(&cfg),
        TreeStep::decl(&cfg),
    ];
    let mut out = String::from(
        "// The JSON answers of ayoayo's pages' engine (src/api.rs), written by\n\
         // `cargo xtask regenerate` from the crate's types. Do not edit.\n\n",
    );
    for declaration in types {
        out.push_str("export ");
        out.push_str(&declaration);
        out.push_str("\n\n");
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}
