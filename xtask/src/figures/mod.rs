//! The book's pictures. `catalogue.rs` lists every one by file name; the
//! other files draw the diagrams beyond single boards and call trees
//! (which `book_svg` draws): the opening
//! relay lap by lap, an endless relay as a cycle, the stack of Part V's
//! counts and the shapes of two counts, a slice against cons cells,
//! coupling, the rotation argument, the packed board, the engine's history
//! and the opponent's ladder. Each is computed from the crate (its stages,
//! its engine, its own source text, or recorded measurements) and drawn
//! here.

mod catalogue;
mod coupling;
mod engine;
mod opponent;
mod recursion;
mod relays;

pub use catalogue::{book_pictures, IMAGES_DIR, SEARCHED, SEARCHED_SCORE};
pub use coupling::*;
pub use engine::*;
pub use opponent::*;
pub use recursion::*;
pub use relays::*;

use ayoayo::board::Pit;

use book_svg::{Attrs, Picture, WOOD};

const CARD: &str = "#f6e7cf";
const GREEN: &str = "#2f7d32";
/// The style of a box: a card edged in wood.
const BOX: Attrs = &[("fill", CARD), ("stroke", WOOD)];
/// The style of a white box edged in wood.
const WHITE: Attrs = &[("fill", "#fff"), ("stroke", WOOD)];
/// The style of a rounded box.
const ROUND: Attrs = &[("rx", "6"), ("fill", CARD), ("stroke", WOOD)];
/// The style of a function's name.
const CODE: Attrs = &[
    ("text-anchor", "middle"),
    ("font-family", "monospace"),
    ("font-size", "12"),
    ("fill", "#222"),
];
/// The style of the types a function takes, before it.
const TAKES: Attrs = &[
    ("text-anchor", "end"),
    ("font-family", "monospace"),
    ("font-size", "11"),
    ("fill", "#333"),
];
/// The style of the type a function returns, after it.
const RETURNS: Attrs = &[
    ("font-family", "monospace"),
    ("font-size", "11"),
    ("fill", "#333"),
];

/// A board with the pits `marks` highlighted, skipped and ringed.
fn marked([highlight, skipped, ringed]: [&[Pit]; 3]) -> Picture<'_> {
    Picture {
        highlight,
        skipped,
        ringed,
        ..Picture::default()
    }
}
