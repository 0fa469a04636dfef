//! A board, the book's commonest picture: twelve pits in two rows, each
//! with its stones drawn round its count, and the marks a picture points
//! out with. Player 1's row is drawn on top, right to left, and player 0's
//! below, left to right, so that sowing runs counter-clockwise as on a
//! real board.

use ayoayo::board::Board;

use crate::style::{
    BOARD, GREY, HIGHLIGHT, INK, PIT, PIT_RIM, RING, SHEET, SLASH, SOFT_INK,
    STONE, WHITE, WOOD,
};
use crate::{Font, Look, Mark, Svg};

/// How to draw a board: what to point out on it, and what to say under it.
#[derive(Clone, Debug, Default)]
pub struct Picture<'a> {
    /// A caption under the board.
    pub caption: &'a str,
    /// Pits to draw highlighted (a start pit, an end pit...).
    pub highlight: &'a [usize],
    /// Pits to draw crossed out (the skipped start pit...).
    pub skipped: &'a [usize],
    /// What the marks mean, drawn under the caption (a picture with marks
    /// must say what they are).
    pub legend: &'a str,
    /// Pits to draw with a blue ring (the pit a lap's stones were scooped
    /// from...).
    pub ringed: &'a [usize],
    /// Pits to draw with a dashed circle: stones captured from them.
    pub captured: &'a [usize],
}

const PIT_W: usize = 64;
const MARGIN: usize = 40;

/// The width of one board, without caption or legend.
pub const BOARD_W: usize = MARGIN * 2 + PIT_W * 6;
/// The height of one board, with its pit numbers, without caption or
/// legend.
pub const BOARD_H: usize = 220;

/// The board as a picture of its own, with its caption and legend.
pub fn board_svg(board: &Board, picture: &Picture<'_>) -> String {
    let caption_h = if picture.caption.is_empty() { 0 } else { 24 };
    let legend_h = if picture.legend.is_empty() { 0 } else { 16 };
    let (width, height) = (BOARD_W, BOARD_H + caption_h + legend_h);
    let title = format!("Ayoayo board, pits 0 to 11: {board:?}");
    let mut s = Svg::new(width as f64, height as f64, &title);
    draw(&mut s, board, picture);
    let legend = match picture.legend {
        "" => &[][..],
        _ => std::slice::from_ref(&picture.legend),
    };
    s.finish(picture.caption, legend)
}

impl Svg {
    /// Adds a board, its top left corner at (`x`, `y`).
    pub fn board(&mut self, x: f64, y: f64, board: &Board, p: &Picture<'_>) {
        self.small_board(x, y, 1.0, board, p);
    }

    /// Adds a board drawn `scale` times its size, its top left corner at
    /// (`x`, `y`). The smallest text on a board is 13 pixels, so a scale
    /// of 0.77 or more keeps it legible.
    pub fn small_board(
        &mut self,
        x: f64,
        y: f64,
        scale: f64,
        board: &Board,
        p: &Picture<'_>,
    ) {
        self.open_group(x, y, scale);
        draw(self, board, p);
        self.close_group();
    }
}

/// Draws the board itself (wood, pits, stones, marks, pit numbers) in a box
/// [`BOARD_W`] by [`BOARD_H`] at the origin.
fn draw(s: &mut Svg, board: &Board, picture: &Picture<'_>) {
    let wood = Look::new().fill(BOARD).stroke(WOOD).width(3.0).round(24.0);
    s.rect(
        (MARGIN - 12) as f64,
        30.0,
        (PIT_W * 6 + 24) as f64,
        160.0,
        wood,
    );
    let number = Font::new(13).middle().ink(SOFT_INK);
    for (pit, &stones) in board.iter().enumerate() {
        let (col, row) = if pit < 6 { (pit, 1) } else { (11 - pit, 0) };
        let cx = (MARGIN + PIT_W * col + PIT_W / 2) as f64;
        let cy = (70 + row * 80) as f64;
        let marked = picture.highlight.contains(&pit);
        let (fill, ink) = if marked {
            (HIGHLIGHT, INK)
        } else {
            (PIT, WHITE)
        };
        let hollow = Look::new().fill(fill).stroke(PIT_RIM).width(2.0);
        s.circle(
            cx,
            cy,
            26.0,
            if marked {
                hollow.mark(Mark::Highlight)
            } else {
                hollow
            },
        );
        // A count of two digits is wider: its stones ring it further out,
        // and smaller, so that they stay inside the pit.
        let (ring, size) = if stones < 10 {
            (16.0, 4.0)
        } else {
            (19.5, 3.2)
        };
        let stone = Look::new().fill(STONE).stroke(GREY).width(0.8);
        for k in 0..usize::from(stones).min(12) {
            let angle = k as f64 * std::f64::consts::TAU / 12.0;
            s.circle(
                cx + ring * angle.cos(),
                cy + ring * angle.sin(),
                size,
                stone,
            );
        }
        // The start pit's slash goes under its count, which keeps a halo
        // of the pit's colour so that it stays readable across the slash.
        if picture.skipped.contains(&pit) {
            let slash =
                Look::new().stroke(SLASH).width(3.0).mark(Mark::Skipped);
            s.line((cx - 20.0, cy - 20.0), (cx + 20.0, cy + 20.0), slash);
        }
        let count = Font::new(18).middle().bold().ink(ink).halo(fill, 5.0);
        s.text(cx, cy + 6.0, count, &stones.to_string());
        if picture.ringed.contains(&pit) {
            let ring = Look::new().stroke(RING).width(4.0).mark(Mark::Ring);
            s.circle(cx, cy, 30.0, ring);
        }
        if picture.captured.contains(&pit) {
            let dashed = Look::new().stroke(SHEET).width(3.0).dashed("6 4");
            s.circle(cx, cy, 31.0, dashed.mark(Mark::Captured));
        }
        let y = if row == 0 { 20.0 } else { 210.0 };
        s.text(cx, y, number, &format!("pit {pit}"));
    }
    let side = Font::new(13).ink(SOFT_INK);
    s.text(8.0, 75.0, side, "P1");
    s.text(8.0, 155.0, side, "P0");
}
