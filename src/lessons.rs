//! Code the book shows to make a point, beside the stages.
//!
//! - [`merge_sort`]: merge sort and merge, traced, to show tree recursion
//!   against linear recursion (Part IV).
//! - [`call_stack`]: the book's linear recursions recorded call by call,
//!   for the call-stack steppers (Parts III to V).
//! - `back_to_loops`: the recursive functions of Parts III and IV turned
//!   into loops one refactoring at a time (Part V).
//! - `endless`: relay sowing with no defence against a move that never
//!   ends (Part V).
//! - `house_rule`: one change to the feeding rule, written into the one
//!   loop and into the recursion, for the diffs of Part IV.
//! - [`first_rest`]: a list seen only as first and rest, for the
//!   workshop's recursion exercises.
//! - [`search_tree`]: an alpha-beta search recorded call by call, for
//!   Part VI's tree stepper.

// These two run a program in a copy of itself, which a page cannot do,
// and which no user of the library needs: only the book's listings, its
// tooling, its tests and the benchmarks turn them on, through
// `child-lessons`.
#[cfg(all(feature = "child-lessons", not(target_arch = "wasm32")))]
pub mod back_to_loops;
pub mod call_stack;
#[cfg(all(feature = "child-lessons", not(target_arch = "wasm32")))]
pub mod endless;
pub mod first_rest;
// Shown only as diffs in the book, and no part of the library a user gets.
#[cfg(feature = "listings")]
pub mod house_rule;
pub mod merge_sort;
pub mod search_tree;
