//! The book's pictures. `catalogue.rs` lists every one by file name; the
//! other files draw the diagrams beyond single boards and call trees
//! (which `book_svg` draws): the opening
//! relay lap by lap, an endless relay as a cycle, the stack of Part V's
//! counts and the shapes of two counts, a slice against cons cells,
//! coupling, the rotation argument, the packed board, the engine's history
//! (`engine.rs`), a game's turns and undo (`game.rs`), the search's cut-off,
//! bound and rounds (`search.rs`), and the trap weighed and the ladder
//! (`opponent.rs`). Each is computed from the crate (its stages,
//! its engine, its own source text, or recorded measurements) and drawn
//! here.

mod catalogue;
mod coupling;
mod engine;
mod game;
mod opponent;
mod recursion;
mod relays;
mod search;

pub use catalogue::{book_pictures, IMAGES_DIR, SEARCHED, SEARCHED_SCORE};
pub use coupling::*;
pub use engine::*;
pub use game::*;
pub use opponent::*;
pub use recursion::*;
pub use relays::*;
pub use search::*;

use ayoayo::board::Pit;

use book_svg::style::{CARD, SOFT_INK, WHITE, WOOD};
use book_svg::{Font, Look, Picture};

/// An edge of a tree: a line in wood.
const EDGE: Look = Look::new().stroke(WOOD).width(1.6);

/// A box: a card edged in wood.
const BOX: Look = Look::new().fill(CARD).stroke(WOOD);
/// A white box edged in wood.
const WHITE_BOX: Look = Look::new().fill(WHITE).stroke(WOOD);
/// A rounded box.
const ROUND: Look = BOX.round(6.0);
/// A function's name.
const CODE: Font = Font::mono(12).middle();
/// The types a function takes, before it.
const TAKES: Font = Font::mono(11).end().ink(SOFT_INK);
/// The type a function returns, after it.
const RETURNS: Font = Font::mono(11).ink(SOFT_INK);

/// A board with the pits `marks` highlighted, skipped and ringed.
fn marked([highlight, skipped, ringed]: [&[Pit]; 3]) -> Picture<'_> {
    Picture {
        highlight,
        skipped,
        ringed,
        ..Picture::default()
    }
}
