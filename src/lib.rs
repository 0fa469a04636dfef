//! # ayoayo
//!
//! The rules of Ayoayo, the Yoruba member of the mancala family, written four
//! times over as an executable essay on coupling and recursion. The book in
//! `book/` tells the story; every listing in it is a region of a module here.
//!
//! Replay a game, with undo, and follow one move's relay lap by lap:
//!
//! ```rust
//! use ayoayo::board::OPENING;
//! use ayoayo::engine::{trace, Ending, MAX_TRACED_LAPS};
//! use ayoayo::game::Game;
//!
//! // Replay a game: each move is a pit number, and undo takes one back.
//! let mut game = Game::new();
//! for pit in [2, 9, 1] {
//!     game.play(pit).expect("a permissible move");
//! }
//! game.undo();
//! assert_eq!(game.moves(), [2, 9]);
//!
//! // Follow the first move of a game, pit 0, lap by lap.
//! let relay =
//!     trace(&OPENING, 0, MAX_TRACED_LAPS).expect("pit 0 holds stones");
//! for lap in relay.recorded_laps() {
//!     println!(
//!         "{} stones from pit {}, the last into {}",
//!         lap.stones, lap.from, lap.to
//!     );
//! }
//! assert_eq!(relay.laps, 4);
//! assert_eq!(relay.ending, Ending::Stop { end: 9 });
//! ```
//!
//! (`cargo test` runs this example: it is `tests/front_page.rs`.)
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
