//! # ayoayo
//!
//! The rules of Ayoayo, the Yoruba member of the mancala family, written four
//! times over as an executable essay on coupling and recursion. The book in
//! `book/` tells the story; every listing in it is a region of a module here.
//!
//! Replay a game, with undo, and follow one move's relay lap by lap:
//!
#![doc = concat!("```rust\n", include_str!("../examples/front_page.rs"), "```")]
//!
//! (`cargo test` runs this example, `examples/front_page.rs`, through
//! `tests/front_page.rs`.)
//!
//! The modules, in the order the book meets them:
//!
//! - [`board`]: the vocabulary every stage shares: pits, players, boards,
//!   errors and the checks on them.
//! - [`stages`]: the rules four times over: with a global board, with the
//!   board injected, with linear recursion, and with loops.
//! - [`lessons`]: demonstrations the book runs beside the stages.
//! - `conformance` (test support, behind the feature of that name): one
//!   suite of rule checks that every stage must pass.
//! - [`engine`]: the complete, fast rules: positions, move generation,
//!   exact detection of endless relays, and perft.
//! - [`game`]: the rules as a game: turns, transitions as data, undo and
//!   redo, the referee, players and an opponent that searches.
//! - [`render`]: the game as text: the board, and each move, undo and
//!   result in a sentence.
//! - [`text`]: what a person typed, read into counts and quoted back
//!   safely in messages.
//! - [`api`]: the JSON boundary: a request in, one JSON answer out, for the
//!   command line and the book's pages; every JSON shape the command line
//!   prints.
//!
//! They import one way, in layers, bottom first: board and text; the four stages,
//! each above the one before; engine; game; conformance and render;
//! lessons; api; then `wasm`, the api for the browser. A module uses its
//! own layer and those below, and nothing above (`LAYERS` in
//! `xtask/tests/book/layout.rs` holds them to it). The `ayoayo` command
//! line (`src/bin/ayoayo/`, behind the default `cli` feature) sits above
//! them all.

#![deny(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "json")]
pub mod api;
pub mod board;
#[cfg(feature = "conformance")]
pub mod conformance;
pub mod engine;
pub mod game;
pub mod lessons;
pub mod render;
pub mod stages;
pub mod text;
// Built for the browser only; tests/browser/engine.mjs calls its exports as
// the pages do, against the native command line.
#[cfg(all(feature = "json", target_arch = "wasm32"))]
pub mod wasm;
