// Written by `cargo xtask regenerate` from the crate's constants: do not edit.

/** The pits of a board (`ayoayo::board::PITS`). */
export const PITS = 12;

/** The most moves a request may carry (`ayoayo::api::MAX_MOVES`). */
export const MAX_MOVES = 2000;

/** The full-strength opponent's time a move, in milliseconds
 * (`ayoayo::game::DEFAULT_TIME`). */
export const DEFAULT_TIME_MS = 200;
