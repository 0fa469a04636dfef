//! Pictures as SVG: boards, call trees.
//!
//! Player 1's row is drawn on top, right to left, and player 0's below, left
//! to right, so that sowing runs counter-clockwise as on a real board.

use std::fmt::Write;

use ayoayo::board::Board;
use ayoayo::lessons::merge_sort::CallTree;

/// How to draw a board as SVG.
#[derive(Clone, Debug, Default)]
pub struct Picture<'a> {
    /// A caption under the board.
    pub caption: &'a str,
    /// Pits to draw highlighted (a start pit, an end pit...).
    pub highlight: &'a [usize],
    /// Pits to draw crossed out (the skipped start pit...).
    pub skipped: &'a [usize],
    /// Draw each pit's index under or over it.
    pub show_indices: bool,
    /// Draw the stones as dots as well as a number.
    pub show_stones: bool,
    /// What the marks mean, drawn under the caption (a picture with marks
    /// must say what they are).
    pub legend: &'a str,
    /// Pits to draw with a blue ring (the pit a lap's stones were scooped
    /// from...).
    pub ringed: &'a [usize],
}

/// The width and height of one board, without caption or legend.
pub const BOARD_W: usize = MARGIN * 2 + PIT_W * 6;
/// The height of one board, with its pit numbers, without caption or
/// legend.
pub const BOARD_H: usize = 220;

const PIT_W: usize = 64;
const MARGIN: usize = 40;

/// The board as an SVG picture, for the book.
pub fn svg(board: &Board, picture: &Picture<'_>) -> String {
    let width = BOARD_W;
    let caption_h = if picture.caption.is_empty() { 0 } else { 24 };
    let legend_h = if picture.legend.is_empty() { 0 } else { 20 };
    let height = BOARD_H + caption_h + legend_h;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" font-family="sans-serif" role="img">"##
    );
    out.push_str(&paper(width as f64, height as f64));
    let _ = writeln!(out, "<title>{}</title>", escape(&describe(board)));
    board_body(&mut out, board, picture);
    if !picture.caption.is_empty() {
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" text-anchor="middle" font-size="14" fill="#222">{}</text>"##,
            width / 2,
            220 + caption_h - 8,
            escape(picture.caption)
        );
    }
    if !picture.legend.is_empty() {
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" text-anchor="middle" font-size="12" fill="#333">{}</text>"##,
            width / 2,
            height - 8,
            escape(picture.legend)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// Draws the board itself (wood, pits, stones, marks, pit numbers) into
/// `out`, in a box [`BOARD_W`] by [`BOARD_H`] at the origin.
pub fn board_body(out: &mut String, board: &Board, picture: &Picture<'_>) {
    let _ = writeln!(
        out,
        r##"<rect x="{}" y="30" width="{}" height="160" rx="24" fill="#c8925a" stroke="#7a4a21" stroke-width="3"/>"##,
        MARGIN - 12,
        PIT_W * 6 + 24
    );
    for (pit, &stones) in board.iter().enumerate() {
        let (col, row) = if pit < 6 { (pit, 1) } else { (11 - pit, 0) };
        let cx = MARGIN + PIT_W * col + PIT_W / 2;
        let cy = 70 + row * 80;
        let hi = picture.highlight.contains(&pit);
        let fill = if hi { "#f6d776" } else { "#8b5a2b" };
        let _ = writeln!(
            out,
            r##"<circle cx="{cx}" cy="{cy}" r="26" fill="{fill}" stroke="#5a3412" stroke-width="2"/>"##
        );
        if picture.show_stones {
            for s in 0..usize::from(stones).min(12) {
                let angle = s as f64 * std::f64::consts::TAU / 12.0;
                let (x, y) = (
                    cx as f64 + 16.0 * angle.cos(),
                    cy as f64 + 16.0 * angle.sin(),
                );
                let _ = writeln!(
                    out,
                    r##"<circle cx="{x:.1}" cy="{y:.1}" r="4" fill="#eee8dc" stroke="#555" stroke-width="0.8"/>"##
                );
            }
        }
        let color = if hi { "#222" } else { "#fff" };
        let _ = writeln!(
            out,
            r##"<text x="{cx}" y="{}" text-anchor="middle" font-size="18" font-weight="bold" fill="{color}">{}</text>"##,
            cy + 6,
            stones
        );
        if picture.ringed.contains(&pit) {
            let _ = writeln!(
                out,
                r##"<circle cx="{cx}" cy="{cy}" r="30" fill="none" stroke="#2a6fdb" stroke-width="4"/>"##
            );
        }
        if picture.skipped.contains(&pit) {
            let _ = writeln!(
                out,
                r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#b00" stroke-width="3"/>"##,
                cx - 20,
                cy - 20,
                cx + 20,
                cy + 20
            );
        }
        if picture.show_indices {
            let y = if row == 0 { 20 } else { 210 };
            let _ = writeln!(
                out,
                r##"<text x="{cx}" y="{y}" text-anchor="middle" font-size="13" fill="#333">pit {pit}</text>"##
            );
        }
    }
    let _ = writeln!(
        out,
        r##"<text x="8" y="75" font-size="12" fill="#333">P1</text><text x="8" y="155" font-size="12" fill="#333">P0</text>"##
    );
}

/// A one-line description of a board, for screen readers.
fn describe(board: &Board) -> String {
    format!("Ayoayo board, pits 0 to 11: {board:?}")
}

/// `s` with the characters that XML gives a meaning escaped.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A call tree as an SVG picture: each call a box labelled with its
/// arguments, joined by a line to the call that made it. Leaves are spread
/// left to right in the order the calls were made; a caller sits centred
/// over its callees.
pub fn call_tree_svg(tree: &CallTree, caption: &str) -> String {
    const CHAR_W: f64 = 7.2;
    const LEVEL_H: f64 = 56.0;
    const BOX_H: f64 = 26.0;
    let n = tree.calls.len();
    let children: Vec<Vec<usize>> = (0..n).map(|i| tree.children(i)).collect();
    let width_of = |i: usize| tree.calls[i].0.len() as f64 * CHAR_W + 16.0;
    let spacing = (0..n)
        .filter(|&i| children[i].is_empty())
        .map(width_of)
        .fold(40.0, f64::max)
        + 12.0;
    let mut x = vec![0.0; n];
    let mut depth = vec![0usize; n];
    let mut next_leaf = 0.0;
    // Calls are recorded in the order made, so a caller comes before its
    // callees.
    for i in 0..n {
        depth[i] = tree.calls[i].1.map_or(0, |p| depth[p] + 1);
    }
    fn place(
        i: usize,
        children: &[Vec<usize>],
        x: &mut [f64],
        next_leaf: &mut f64,
        spacing: f64,
    ) {
        if children[i].is_empty() {
            x[i] = *next_leaf;
            *next_leaf += spacing;
        } else {
            for &c in &children[i] {
                place(c, children, x, next_leaf, spacing);
            }
            let first = x[children[i][0]];
            let last = x[*children[i].last().unwrap_or(&i)];
            x[i] = (first + last) / 2.0;
        }
    }
    for root in (0..n).filter(|&i| tree.calls[i].1.is_none()) {
        place(root, &children, &mut x, &mut next_leaf, spacing);
    }
    let widest = (0..n).map(width_of).fold(0.0, f64::max);
    let min_x = (0..n)
        .map(|i| x[i] - width_of(i) / 2.0)
        .fold(f64::INFINITY, f64::min);
    let max_x = (0..n).map(|i| x[i] + width_of(i) / 2.0).fold(0.0, f64::max);
    let shift = 10.0 - min_x.min(0.0);
    let caption_width = caption.len() as f64 * 6.6 + 20.0;
    let width = (max_x + shift + 10.0).max(widest + 20.0).max(caption_width);
    let levels = depth.iter().max().map_or(1, |d| d + 1);
    let height = levels as f64 * LEVEL_H + 30.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0} {height:.0}" width="{width:.0}" height="{height:.0}" font-family="monospace" font-size="12" role="img">"##
    );
    out.push_str(&paper(width, height));
    let _ = writeln!(out, "<title>{}</title>", escape(caption));
    let cy = |i: usize| 16.0 + depth[i] as f64 * LEVEL_H + BOX_H / 2.0;
    // A call never made (a search's cut branch) is drawn dashed and grey.
    let cut = |i: usize| tree.calls[i].0.starts_with('✂');
    for i in 0..n {
        if let Some(p) = tree.calls[i].1 {
            let dash = if cut(i) {
                r#" stroke-dasharray="4 3""#
            } else {
                ""
            };
            let _ = writeln!(
                out,
                r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#7a4a21" stroke-width="1.5"{dash}/>"##,
                x[p] + shift,
                cy(p) + BOX_H / 2.0,
                x[i] + shift,
                cy(i) - BOX_H / 2.0
            );
        }
    }
    for (i, &xi) in x.iter().enumerate() {
        let w = width_of(i);
        let (fill, dash) = match cut(i) {
            true => ("#eeeeee", r#" stroke-dasharray="4 3""#),
            false => ("#f6e7cf", ""),
        };
        let _ = writeln!(
            out,
            r##"<rect x="{:.1}" y="{:.1}" width="{w:.1}" height="{BOX_H}" rx="6" fill="{fill}" stroke="#7a4a21"{dash}/>"##,
            xi + shift - w / 2.0,
            cy(i) - BOX_H / 2.0
        );
        let _ = writeln!(
            out,
            r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" fill="#222">{}</text>"##,
            xi + shift,
            cy(i) + 4.0,
            escape(&tree.calls[i].0)
        );
    }
    let _ = writeln!(
        out,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" font-family="sans-serif" font-size="13" fill="#222">{}</text>"##,
        width / 2.0,
        height - 8.0,
        escape(caption)
    );
    out.push_str("</svg>\n");
    out
}

/// The sheet every picture is drawn on: an opaque, light background, so
/// that its dark labels stay legible in mdBook's dark themes (coal, navy,
/// ayu), where the page behind a transparent picture is dark.
pub fn paper(width: f64, height: f64) -> String {
    format!(
        "<rect x=\"0\" y=\"0\" width=\"{width:.0}\" height=\"{height:.0}\" rx=\"10\" fill=\"#fffaf0\"/>\n"
    )
}
