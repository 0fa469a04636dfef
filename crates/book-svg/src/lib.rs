//! How the book draws: an SVG picture built element by element with the
//! [`svg`] crate, and the three kinds of picture the book draws most
//! (boards, call trees and bar charts). The figures in xtask
//! (`xtask/src/figures/`) lay their pictures out and draw them here.
//!
//! A shape's look is a list of attributes, [`Attrs`], written as SVG names
//! them: `&[("fill", "#fff"), ("stroke", WOOD)]`. Coordinates are written
//! to a tenth of a pixel. Labels are laid out with the widths of DejaVu
//! Sans ([`text_width`]), and the browser tests measure the real text.
//!
//! Player 1's row is drawn on top, right to left, and player 0's below,
//! left to right, so that sowing runs counter-clockwise as on a real
//! board.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod text_width;

use ayoayo::board::Board;
use ayoayo::lessons::merge_sort::CallTree;
use svg::node::element::Element;
use svg::node::{Node, Text, Value};

/// A shape's attributes, as SVG names them.
pub type Attrs<'a> = &'a [(&'a str, &'a str)];

/// How to draw a board as SVG.
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

/// The width of one board, without caption or legend.
pub const BOARD_W: usize = MARGIN * 2 + PIT_W * 6;
/// The height of one board, with its pit numbers, without caption or
/// legend.
pub const BOARD_H: usize = 220;

/// The fill of what a picture points out (a pit, a lap): its marks carry
/// `class="highlight"`, and a picture with one explains it ("Yellow: ...").
pub const HIGHLIGHT: &str = "#f6d776";

/// The stroke of a ring round a pit or a lap (`class="ring"`, "Blue ring: ...").
pub const RING: &str = "#2a6fdb";

/// The wood of the board, and the ink of arrows and of boxes' edges.
pub const WOOD: &str = "#7a4a21";

/// The sheet every picture is drawn on.
pub const SHEET: &str = "#fffaf0";

const PIT_W: usize = 64;
const MARGIN: usize = 40;

/// A coordinate or a length, to a tenth of a pixel.
fn px(v: f64) -> Value {
    let tenths = (v * 10.0).round() / 10.0;
    // -0.0 and 0.0 are written alike.
    Value::from((tenths + 0.0).to_string())
}

/// A picture being drawn: the elements so far (the open groups on top of
/// the picture itself), its size, and the id of its arrow head.
pub struct Svg {
    open: Vec<Element>,
    width: f64,
    height: f64,
    arrow: &'static str,
}

impl Svg {
    /// A picture `width` by `height` with the root's font attributes `font`
    /// and a `title` for screen readers, on an opaque, light sheet, so that
    /// its dark labels stay legible in mdBook's dark themes (coal, navy,
    /// ayu), where the page behind a transparent picture is dark.
    pub fn open(width: f64, height: f64, font: Attrs<'_>, title: &str) -> Svg {
        let size = (0, 0, px(width.round()), px(height.round()));
        let mut root = Element::new("svg");
        root.assign("xmlns", "http://www.w3.org/2000/svg");
        root.assign(
            "viewBox",
            format!("{} {} {} {}", size.0, size.1, size.2, size.3),
        );
        root.assign("width", px(width.round()));
        root.assign("height", px(height.round()));
        root.assign("role", "img");
        for &(name, value) in font {
            root.assign(name, value);
        }
        let mut svg = Svg {
            open: vec![root],
            width,
            height,
            arrow: "",
        };
        let sheet = [("rx", "10"), ("fill", SHEET), ("class", "sheet")];
        svg.rect(0.0, 0.0, width.round(), height.round(), &sheet);
        svg.add(element("title", &[]).with_text(title));
        svg
    }

    /// A picture in sans-serif, 12 pixels unless a text says otherwise.
    pub fn new(width: f64, height: f64, title: &str) -> Svg {
        let font = [("font-family", "sans-serif"), ("font-size", "12")];
        Svg::open(width, height, &font, title)
    }

    /// Has a chart follow the reader's theme. A picture shown by `<img>`
    /// takes the page's `color-scheme` as its `prefers-color-scheme`, and
    /// mdBook makes it dark in the coal, navy and ayu themes: there the
    /// chart's sheet turns dark, near the page, its ink light, and each bar
    /// a lighter shade that stands out from the dark sheet. Board pictures
    /// keep their light sheet.
    pub fn follow_theme(&mut self) {
        let css = concat!(
            "@media (prefers-color-scheme: dark) { ",
            ".sheet { fill: #262a31 } ",
            r##"[fill="#222"], [fill="#333"], [fill="#555"] { fill: #eceae6 } "##,
            r##"[stroke="#333"] { stroke: #9aa0a6 } "##,
            r##"[fill="#b5523b"] { fill: #d9735c } [fill="#b07d1e"] { fill: #d9a441 } "##,
            r##"[fill="#3b6ea5"] { fill: #6b9ad6 } [fill="#5b8c5a"] { fill: #7fb07e } "##,
            r##"[fill="#2f7d32"] { fill: #5fb865 } [fill="#ffffff"] { fill: #111 } "##,
            r##"[fill="#efe2c6"] { fill: #363b44 } }"##,
        );
        self.add(element("style", &[]).with_text(css));
    }

    /// Adds an element to the picture, or to the group open in it.
    pub fn add(&mut self, node: Element) {
        let last = self.open.len() - 1;
        self.open[last].append(node);
    }

    /// Opens a group moved to (`x`, `y`) and drawn `scale` times its size:
    /// what is added goes into it until [`Svg::close_group`].
    pub fn open_group(&mut self, x: f64, y: f64, scale: f64) {
        let at =
            format!("translate({},{}) scale({scale})", x.round(), y.round());
        self.open.push(element("g", &[("transform", &at)]));
    }

    /// Closes the group [`Svg::open_group`] opened.
    pub fn close_group(&mut self) {
        if self.open.len() > 1 {
            let group = self.open.pop().expect("a group is open");
            self.add(group);
        }
    }

    /// Adds the text `s` at (`x`, `y`) with the attributes `style`.
    pub fn text(&mut self, x: f64, y: f64, style: Attrs<'_>, s: &str) {
        let text = element("text", style).at(&[("x", x), ("y", y)]);
        self.add(text.with_text(s));
    }

    /// Adds the text `s` in ink, anchored at (`x`, `y`) by its `at` (its
    /// start, middle or end).
    pub fn label(&mut self, x: f64, y: f64, at: &str, size: u32, s: &str) {
        let size = size.to_string();
        let style =
            [("text-anchor", at), ("font-size", &size), ("fill", "#222")];
        self.text(x, y, &style, s);
    }

    /// Adds the text `s` in ink, centred on `x`.
    pub fn mid(&mut self, x: f64, y: f64, size: u32, s: &str) {
        self.label(x, y, "middle", size, s);
    }

    /// Adds a rectangle with the attributes `style`.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, style: Attrs<'_>) {
        let at = [("x", x), ("y", y), ("width", w), ("height", h)];
        self.add(element("rect", style).at(&at));
    }

    /// Adds a circle of radius `r` with the attributes `style`.
    pub fn circle(&mut self, x: f64, y: f64, r: f64, style: Attrs<'_>) {
        self.add(element("circle", style).at(&[
            ("cx", x),
            ("cy", y),
            ("r", r),
        ]));
    }

    /// Adds a line with the attributes `style`.
    pub fn line(&mut self, a: (f64, f64), b: (f64, f64), style: Attrs<'_>) {
        let ((x1, y1), (x2, y2)) = (a, b);
        let at = [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)];
        self.add(element("line", style).at(&at));
    }

    /// Adds the path `d`, unfilled, with the attributes `style`.
    pub fn path(&mut self, d: &str, style: Attrs<'_>) {
        let path = element("path", &[("d", d), ("fill", "none")]);
        self.add(path.with(style));
    }

    /// Defines the picture's arrow head, `id`, in wood.
    pub fn arrow_head(&mut self, id: &'static str) {
        self.arrow = id;
        let head =
            element("path", &[("d", "M 0 0 L 10 5 L 0 10 z"), ("fill", WOOD)]);
        let marker = element(
            "marker",
            &[
                ("id", id),
                ("viewBox", "0 0 10 10"),
                ("refX", "9"),
                ("refY", "5"),
                ("markerWidth", "7"),
                ("markerHeight", "7"),
                ("orient", "auto-start-reverse"),
            ],
        );
        self.add(element("defs", &[]).child(marker.child(head)));
    }

    /// The attribute that ends a line with the arrow head.
    pub fn arrow_end(&self) -> String {
        format!("url(#{})", self.arrow)
    }

    /// Adds an arrow from `a` to `b`, dashed or not.
    pub fn arrow(&mut self, a: (f64, f64), b: (f64, f64), dashed: bool) {
        let end = self.arrow_end();
        let mut style = vec![
            ("stroke", WOOD),
            ("stroke-width", "1.6"),
            ("marker-end", end.as_str()),
        ];
        if dashed {
            style.push(("stroke-dasharray", "5 3"));
        }
        self.line(a, b, &style);
    }

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
        board_body(self, board, p);
        self.close_group();
    }

    /// The picture with a caption (if any) and lines of legend at its
    /// foot, closed: every picture ends here, so that every caption looks
    /// the same. The picture's height leaves them 24 and 16 pixels a line.
    pub fn finish(mut self, caption: &str, legend: &[&str]) -> String {
        let x = self.width / 2.0;
        let mut y = self.height - 8.0 - 16.0 * legend.len() as f64;
        let sans = [("text-anchor", "middle"), ("font-family", "sans-serif")];
        if !caption.is_empty() {
            let style =
                [sans[0], sans[1], ("font-size", "14"), ("fill", "#222")];
            self.text(x, y, &style, caption);
        }
        for line in legend {
            y += 16.0;
            let style =
                [sans[0], sans[1], ("font-size", "12"), ("fill", "#333")];
            self.text(x, y, &style, line);
        }
        while self.open.len() > 1 {
            self.close_group();
        }
        format!("{}\n", self.open[0])
    }

    /// Adds the text `s` in ink from (`x`, `y`), on a patch of the sheet
    /// that hides any grid line crossing it.
    fn on_sheet(&mut self, x: f64, y: f64, s: &str) {
        let w = text_width::width(s, 12.0, false);
        self.rect(x - 2.0, y - 11.0, w + 4.0, 14.0, &[("fill", SHEET)]);
        self.label(x, y, "start", 12, s);
    }

    /// A bar chart in the reader's theme, `width` wide: groups of bars under
    /// a bold heading each (none if empty), every bar with its lines above,
    /// its label to its left (ending at `label_w`), and its text to the
    /// right of the longest bar there can be. A bar's `value` is its share
    /// of that length, the most that keeps every text on the picture.
    /// `grid` draws dashed lines at shares, labelled under the bars.
    pub fn bar_chart(chart: &Chart<'_>, groups: &[(&str, Vec<Bar>)]) -> String {
        let text_w = |s: &str| text_width::width(s, 12.0, false) + 6.0;
        let room = chart.width - chart.label_w - 10.0;
        let bars = groups.iter().flat_map(|(_, bars)| bars);
        // Every bar's text stands in one column after the longest bar.
        let most = room - bars.map(|b| text_w(&b.text)).fold(0.0, f64::max);
        let lines = |bars: &Vec<Bar>| -> f64 {
            bars.iter()
                .map(|b| 28.0 + 15.0 * b.above.len() as f64)
                .sum()
        };
        let heads = groups.iter().filter(|(h, _)| !h.is_empty()).count();
        let plot: f64 = groups.iter().map(|(_, bars)| lines(bars)).sum::<f64>()
            + 20.0 * heads as f64;
        let grid_h = if chart.grid.is_empty() { 0.0 } else { 24.0 };
        let foot = 32.0 + 16.0 * chart.legend.len() as f64;
        let height = 12.0 + plot + grid_h + foot;
        let mut s = Svg::new(chart.width, height, chart.title);
        s.follow_theme();
        let x = |share: f64| chart.label_w + share * most;
        let bottom = 12.0 + plot;
        // The grid's lines cross the bars, so that a bar's end can be read
        // against them, but never a bar's label above it; its values stand
        // under the last bar.
        let grid = |s: &mut Svg, top: f64, bottom: f64| {
            for &(share, _) in chart.grid {
                let style = [("stroke", "#333"), ("stroke-dasharray", "4 3")];
                s.line((x(share), top), (x(share), bottom), &style);
            }
        };
        for &(share, label) in chart.grid {
            s.mid(x(share), bottom + 16.0, 12, label);
        }
        let mut y = 12.0;
        for (heading, bars) in groups {
            if !heading.is_empty() {
                y += 20.0;
                let bold = [("font-weight", "bold"), ("fill", "#222")];
                s.text(10.0, y - 4.0, &bold, heading);
            }
            for bar in bars {
                for line in &bar.above {
                    y += 15.0;
                    s.on_sheet(chart.label_w, y, line);
                }
                let w = (bar.value * most).max(2.0);
                if !bar.left.is_empty() {
                    let x = chart.label_w - 8.0;
                    s.label(x, y + 19.0, "end", 12, &bar.left);
                }
                // Each bar lies in a trough as long as the longest bar, as
                // stones lie in a board's row, and its text after that.
                let trough =
                    [("fill", "#efe2c6"), ("fill-opacity", "0.6"), ("rx", "9")];
                s.rect(chart.label_w, y + 5.0, most, 18.0, &trough);
                let fill = [("fill", bar.fill.as_str()), ("rx", "9")];
                s.rect(chart.label_w, y + 5.0, w, 18.0, &fill);
                grid(&mut s, y + 4.0, y + 27.0);
                s.on_sheet(chart.label_w + most + 6.0, y + 19.0, &bar.text);
                y += 28.0;
            }
        }
        s.finish(chart.caption, chart.legend)
    }
}

/// An element named `name` with the attributes `attrs`.
pub fn element(name: &str, attrs: Attrs<'_>) -> Element {
    Element::new(name).with(attrs)
}

/// Building an element: more attributes, coordinates, a child, text.
pub trait Build {
    /// The element with the attributes `attrs` as well.
    fn with(self, attrs: Attrs<'_>) -> Self;
    /// The element with the coordinates or lengths `at`, to a tenth of a
    /// pixel.
    fn at(self, at: &[(&str, f64)]) -> Self;
    /// The element with `child` inside it.
    fn child(self, child: Element) -> Self;
    /// The element with the text `s` inside it, escaped.
    fn with_text(self, s: &str) -> Self;
}

impl Build for Element {
    fn with(mut self, attrs: Attrs<'_>) -> Element {
        for &(name, value) in attrs {
            self.assign(name, value);
        }
        self
    }

    fn at(mut self, at: &[(&str, f64)]) -> Element {
        for &(name, value) in at {
            self.assign(name, px(value));
        }
        self
    }

    fn child(mut self, child: Element) -> Element {
        self.append(child);
        self
    }

    fn with_text(mut self, s: &str) -> Element {
        self.append(Text::new(s));
        self
    }
}

/// What a bar chart says around its bars (see `Svg::bar_chart`).
pub struct Chart<'a> {
    /// Its title, for screen readers.
    pub title: &'a str,
    /// Its caption, under the bars.
    pub caption: &'a str,
    /// Its legend, under the caption.
    pub legend: &'a [&'a str],
    /// The picture's width.
    pub width: f64,
    /// Where the bars start; their labels end 8 pixels before.
    pub label_w: f64,
    /// Dashed lines across the bars at these shares, with their labels.
    pub grid: &'a [(f64, &'a str)],
}

/// One bar of a chart.
pub struct Bar {
    /// Lines of text above the bar, from where it starts.
    pub above: Vec<String>,
    /// Its label, to its left.
    pub left: String,
    /// Its share of the longest bar, 0 to 1.
    pub value: f64,
    /// The text to its right.
    pub text: String,
    /// Its colour.
    pub fill: String,
}

/// `text` in lines no wider than `max` pixels at `size` in DejaVu Sans,
/// broken between words. A short number with its punctuation ("0),")
/// never starts a line alone: the word before it goes down with it.
pub fn wrap(text: &str, size: f64, max: f64) -> Vec<String> {
    let fits = |line: &str| text_width::width(line, size, false) <= max;
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if fits(&format!("{line} {word}")) => {
                line.push(' ');
                line.push_str(word);
            }
            Some(line)
                if word.chars().count() <= 3
                    && word.starts_with(|c: char| c.is_ascii_digit())
                    && line.contains(' ') =>
            {
                let (kept, last) = line.rsplit_once(' ').unwrap_or_default();
                let moved = format!("{last} {word}");
                *line = kept.to_string();
                lines.push(moved);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The board as an SVG picture, for the book.
pub fn board_svg(board: &Board, picture: &Picture<'_>) -> String {
    let caption_h = if picture.caption.is_empty() { 0 } else { 24 };
    let legend_h = if picture.legend.is_empty() { 0 } else { 16 };
    let (width, height) = (BOARD_W, BOARD_H + caption_h + legend_h);
    let title = format!("Ayoayo board, pits 0 to 11: {board:?}");
    let font = [("font-family", "sans-serif")];
    let mut s = Svg::open(width as f64, height as f64, &font, &title);
    board_body(&mut s, board, picture);
    let legend = match picture.legend {
        "" => &[][..],
        _ => std::slice::from_ref(&picture.legend),
    };
    s.finish(picture.caption, legend)
}

/// Draws the board itself (wood, pits, stones, marks, pit numbers) in a box
/// [`BOARD_W`] by [`BOARD_H`] at the origin.
fn board_body(s: &mut Svg, board: &Board, picture: &Picture<'_>) {
    let (x, w) = ((MARGIN - 12) as f64, (PIT_W * 6 + 24) as f64);
    let wood = [
        ("rx", "24"),
        ("fill", "#c8925a"),
        ("stroke", WOOD),
        ("stroke-width", "3"),
    ];
    s.rect(x, 30.0, w, 160.0, &wood);
    for (pit, &stones) in board.iter().enumerate() {
        let (col, row) = if pit < 6 { (pit, 1) } else { (11 - pit, 0) };
        let cx = (MARGIN + PIT_W * col + PIT_W / 2) as f64;
        let cy = (70 + row * 80) as f64;
        let hi = picture.highlight.contains(&pit);
        let fill = if hi { HIGHLIGHT } else { "#8b5a2b" };
        let color = if hi { "#222" } else { "#fff" };
        let mut hollow =
            vec![("fill", fill), ("stroke", "#5a3412"), ("stroke-width", "2")];
        if hi {
            hollow.push(("class", "highlight"));
        }
        s.circle(cx, cy, 26.0, &hollow);
        let dots = usize::from(stones).min(12);
        // A count of two digits is wider: its stones ring it further out,
        // and smaller, so that they stay inside the pit.
        let (ring, size) = if stones < 10 {
            (16.0, 4.0)
        } else {
            (19.5, 3.2)
        };
        for k in 0..dots {
            let angle = k as f64 * std::f64::consts::TAU / 12.0;
            let (dx, dy) = (ring * angle.cos(), ring * angle.sin());
            let stone = [
                ("fill", "#eee8dc"),
                ("stroke", "#555"),
                ("stroke-width", "0.8"),
            ];
            s.circle(cx + dx, cy + dy, size, &stone);
        }
        // The start pit's slash goes under its count, which keeps a halo
        // of the pit's colour so that it stays readable across the slash.
        if picture.skipped.contains(&pit) {
            let slash = [
                ("stroke", "#b00"),
                ("stroke-width", "3"),
                ("class", "skipped"),
            ];
            s.line((cx - 20.0, cy - 20.0), (cx + 20.0, cy + 20.0), &slash);
        }
        let count = [
            ("text-anchor", "middle"),
            ("font-size", "18"),
            ("font-weight", "bold"),
            ("fill", color),
            ("stroke", fill),
            ("stroke-width", "5"),
            ("paint-order", "stroke"),
        ];
        s.text(cx, cy + 6.0, &count, &stones.to_string());
        if picture.ringed.contains(&pit) {
            let ring = [
                ("fill", "none"),
                ("stroke", RING),
                ("stroke-width", "4"),
                ("class", "ring"),
            ];
            s.circle(cx, cy, 30.0, &ring);
        }
        if picture.captured.contains(&pit) {
            let dashed = [
                ("fill", "none"),
                ("stroke", SHEET),
                ("stroke-width", "3"),
                ("stroke-dasharray", "6 4"),
                ("class", "captured"),
            ];
            s.circle(cx, cy, 31.0, &dashed);
        }
        let y = if row == 0 { 20.0 } else { 210.0 };
        let number = [
            ("text-anchor", "middle"),
            ("font-size", "13"),
            ("fill", "#333"),
        ];
        s.text(cx, y, &number, &format!("pit {pit}"));
    }
    let side = [("font-size", "13"), ("fill", "#333")];
    s.text(8.0, 75.0, &side, "P1");
    s.text(8.0, 155.0, &side, "P0");
}

/// `s` with the characters that XML and HTML give a meaning escaped, for
/// text and for a quoted attribute alike.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A call tree as an SVG picture: each call a box labelled with its
/// arguments, joined by a line to the call that made it. Each call takes a
/// span of the width, enough for its own box and, side by side, the spans
/// of the calls it made, which sit centred under it in the order made; so
/// no two boxes overlap, and a tree is as narrow as its labels allow.
pub fn call_tree_svg(tree: &CallTree, caption: &str) -> String {
    const CHAR_W: f64 = 7.2;
    const LEVEL_H: f64 = 56.0;
    const LINE_H: f64 = 14.0;
    const GAP: f64 = 5.0;
    let n = tree.calls.len();
    let children: Vec<Vec<usize>> = (0..n).map(|i| tree.children(i)).collect();
    // A label may have two lines: a search's call, then the value it
    // returned.
    let lines = |i: usize| tree.calls[i].0.split('\n');
    let most_lines = (0..n).map(|i| lines(i).count()).max().unwrap_or(1);
    let box_h = most_lines as f64 * LINE_H + 12.0;
    let width_of = |i: usize| {
        // At least three characters wide, so that a box holding one digit
        // is not squeezed round it.
        let widest = lines(i).map(|l| l.chars().count()).max().unwrap_or(0);
        widest.max(3) as f64 * CHAR_W + 14.0
    };
    // Calls are recorded in the order made, so a caller comes before its
    // callees: spans are summed from the last call back, and laid out
    // from the first on.
    let below = |i: usize, span: &[f64]| {
        let callees = &children[i];
        let gaps = callees.len().saturating_sub(1) as f64 * GAP;
        callees.iter().map(|&c| span[c]).sum::<f64>() + gaps
    };
    let mut span = vec![0.0; n];
    for i in (0..n).rev() {
        span[i] = width_of(i).max(below(i, &span));
    }
    let (mut left, mut depth, mut next_root) =
        (vec![0.0; n], vec![0usize; n], 0.0);
    for i in 0..n {
        match tree.calls[i].1 {
            Some(caller) => depth[i] = depth[caller] + 1,
            None => {
                left[i] = next_root;
                next_root += span[i] + GAP;
            }
        }
        let mut at = left[i] + (span[i] - below(i, &span)) / 2.0;
        for &c in &children[i] {
            left[c] = at;
            at += span[c] + GAP;
        }
    }
    let x: Vec<f64> = (0..n).map(|i| left[i] + span[i] / 2.0).collect();
    let widest = (0..n).map(width_of).fold(0.0, f64::max);
    let min_x = (0..n)
        .map(|i| x[i] - width_of(i) / 2.0)
        .fold(f64::INFINITY, f64::min);
    let max_x = (0..n).map(|i| x[i] + width_of(i) / 2.0).fold(0.0, f64::max);
    let caption_width = text_width::width(caption, 14.0, false) + 20.0;
    let width = (max_x - min_x + 20.0).max(widest + 20.0).max(caption_width);
    // The calls stand in the middle of the picture, under its caption.
    let shift = (width - (max_x - min_x)) / 2.0 - min_x;
    let levels = depth.iter().max().map_or(1, |d| d + 1);
    let level_h = LEVEL_H + box_h - 26.0;
    let height = levels as f64 * level_h + 32.0;
    let font = [("font-family", "monospace"), ("font-size", "12")];
    let mut s = Svg::open(width, height, &font, caption);
    let cy = |i: usize| 16.0 + depth[i] as f64 * level_h + box_h / 2.0;
    // A call never made (a search's cut branch) is drawn dashed and grey.
    let cut = |i: usize| tree.calls[i].0.starts_with('✂');
    let dashed = |i: usize| if cut(i) { "4 3" } else { "none" };
    for (i, &(_, caller)) in tree.calls.iter().enumerate() {
        if let Some(p) = caller {
            let from = (x[p] + shift, cy(p) + box_h / 2.0);
            let style = [
                ("stroke", WOOD),
                ("stroke-width", "1.5"),
                ("stroke-dasharray", dashed(i)),
            ];
            s.line(from, (x[i] + shift, cy(i) - box_h / 2.0), &style);
        }
    }
    for (i, &xi) in x.iter().enumerate() {
        let (w, y) = (width_of(i), cy(i) - box_h / 2.0);
        let fill = if cut(i) { "#eeeeee" } else { "#f6e7cf" };
        let style = [
            ("rx", "6"),
            ("fill", fill),
            ("stroke", WOOD),
            ("stroke-dasharray", dashed(i)),
        ];
        s.rect(xi + shift - w / 2.0, y, w, box_h, &style);
        let style = [("text-anchor", "middle"), ("fill", "#222")];
        let count = lines(i).count() as f64;
        for (k, line) in lines(i).enumerate() {
            let dy = (k as f64 - (count - 1.0) / 2.0) * LINE_H;
            s.text(xi + shift, cy(i) + 4.0 + dy, &style, line);
        }
    }
    s.finish(caption, &[])
}
