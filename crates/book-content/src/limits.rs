//! The crate's limits that the pages check before they ask, written out
//! as a module for them by `cargo xtask regenerate`, so that no page holds
//! a copy of the crate's numbers.

/// Where the crate's limits that the pages check before asking are
/// written, relative to the root.
pub const LIMITS: &str = "book/src/pages/limits.js";

/// The text of [`LIMITS`]: the crate's own constants, so that a page
/// refuses what the crate would refuse without a copy of the number.
pub fn limits() -> String {
    format!(
        "// Written by `cargo xtask regenerate` from the crate's constants: do not edit.\n\n\
         /** The pits of a board (`ayoayo::board::PITS`). */\n\
         export const PITS = {};\n\n\
         /** The most moves a request may carry (`ayoayo::api::MAX_MOVES`). */\n\
         export const MAX_MOVES = {};\n\n\
         /** The full-strength opponent's time a move, in milliseconds\n \
         * (`ayoayo::game::DEFAULT_TIME`). */\n\
         export const DEFAULT_TIME_MS = {};\n",
        ayoayo::board::PITS,
        ayoayo::api::MAX_MOVES,
        ayoayo::game::DEFAULT_TIME.as_millis(),
    )
}
