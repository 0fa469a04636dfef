// Written by `cargo xtask regenerate` from the crate's constants: do not edit.

/** The pits of a board (`ayoayo::board::PITS`). */
export const PITS = 12;

/** The most moves a request may carry (`ayoayo::api::MAX_MOVES`). */
export const MAX_MOVES = 2000;
