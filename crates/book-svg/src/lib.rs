//! How the book draws. A figure (`crates/book-content/src/figures/`) works out
//! what a picture shows and where; this crate draws it, element by
//! element, with the [`svg`] crate.
//!
//! - [`Svg`] is a picture being drawn: rectangles, circles, lines, paths
//!   and texts, each in a typed [`Look`] or [`Font`] from [`style`], whose
//!   colours are one palette;
//! - [`board`] draws a board (boards are the book's commonest picture),
//!   [`chart`] a bar chart that follows the reader's theme, and [`tree`]
//!   a recursion's calls;
//! - [`text_width`] says how wide a label is drawn, and wraps text.
//!
//! Coordinates are written to a tenth of a pixel.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod chart;
pub mod style;
pub mod text_width;
pub mod tree;

pub use board::{board_svg, Picture, BOARD_H, BOARD_W};
pub use chart::{Bar, Chart};
pub use style::{Anchor, Family, Font, Look, Mark, Paint};
pub use tree::call_tree_svg;

use svg::node::element::Element;
use svg::node::{Node, Text, Value};

use style::{INK, SHEET, SOFT_INK, WOOD};

/// A coordinate or a length, to a tenth of a pixel.
fn px(v: f64) -> Value {
    // Adding 0.0 writes -0.0 as 0.
    Value::from(((v * 10.0).round() / 10.0 + 0.0).to_string())
}

/// A picture being drawn: the elements so far (the open groups on top of
/// the picture itself), its size, and the id of its arrow head.
pub struct Svg {
    open: Vec<Element>,
    width: f64,
    height: f64,
    arrow: &'static str,
    /// Whether it follows the reader's theme: then what its themed paints
    /// paint carries their class.
    themed: bool,
}

impl Svg {
    /// A picture `width` by `height`, its text 12 pixels in `family`, with
    /// a `title` for screen readers, on an opaque, light sheet, so that its
    /// dark labels stay legible in mdBook's dark themes (coal, navy, ayu),
    /// where the page behind a transparent picture is dark.
    pub fn with_family(
        width: f64,
        height: f64,
        family: Family,
        title: &str,
    ) -> Svg {
        let (w, h) = (width.round(), height.round());
        let mut root = Element::new("svg");
        root.assign("xmlns", "http://www.w3.org/2000/svg");
        root.assign("viewBox", format!("0 0 {w} {h}"));
        root.assign("width", px(w));
        root.assign("height", px(h));
        root.assign("role", "img");
        let typeface = match family {
            Family::Mono => "monospace",
            Family::Sans | Family::Inherit => "sans-serif",
        };
        root.assign("font-family", typeface);
        root.assign("font-size", "12");
        let mut svg = Svg {
            open: vec![root],
            width,
            height,
            arrow: "",
            themed: false,
        };
        let sheet = Look::new().fill(SHEET).round(10.0).mark(Mark::Sheet);
        svg.rect(0.0, 0.0, w, h, sheet);
        let mut title_element = Element::new("title");
        title_element.append(Text::new(title));
        svg.add(title_element);
        svg
    }

    /// A picture in sans-serif (see [`Svg::with_family`]).
    pub fn new(width: f64, height: f64, title: &str) -> Svg {
        Svg::with_family(width, height, Family::Sans, title)
    }

    /// Has a chart follow the reader's theme. A picture shown by `<img>`
    /// takes the page's `color-scheme` as its `prefers-color-scheme`, and
    /// mdBook makes it dark in the coal, navy and ayu themes: there the
    /// palette's themed colours ([`style::dark_css`]) turn the chart's
    /// sheet dark, its ink light, and each bar a lighter shade. Board
    /// pictures keep their light sheet.
    pub fn follow_theme(&mut self) {
        self.themed = true;
        let mut css = Element::new("style");
        css.append(Text::new(style::dark_css()));
        self.add(css);
    }

    /// Adds an element to the picture, or to the group open in it.
    fn add(&mut self, node: Element) {
        let last = self.open.len() - 1;
        self.open[last].append(node);
    }

    /// The element `name` at the coordinates `at`.
    fn at(name: &str, at: &[(&str, f64)]) -> Element {
        let mut e = Element::new(name);
        for &(attribute, value) in at {
            e.assign(attribute, px(value));
        }
        e
    }

    /// Adds the shape `e`, looking as `look` says.
    fn shape(&mut self, mut e: Element, look: Look) {
        let mut classes: Vec<String> = look
            .mark
            .map(|m| m.class().to_string())
            .into_iter()
            .collect();
        match look.fill {
            Some(paint) => {
                e.assign("fill", paint.hex);
                if self.themed && paint.dark.is_some() {
                    classes.push(format!("fill-{}", paint.name));
                }
            }
            None => e.assign("fill", "none"),
        }
        if let Some(opacity) = look.opacity {
            e.assign("fill-opacity", opacity);
        }
        if let Some(paint) = look.stroke {
            e.assign("stroke", paint.hex);
            if self.themed && paint.dark.is_some() {
                classes.push(format!("stroke-{}", paint.name));
            }
        }
        if let Some(width) = look.width {
            e.assign("stroke-width", width);
        }
        if let Some(dash) = look.dash {
            e.assign("stroke-dasharray", dash);
        }
        if let Some(r) = look.round {
            e.assign("rx", r);
        }
        if look.arrow {
            e.assign("marker-end", format!("url(#{})", self.arrow));
        }
        if !classes.is_empty() {
            e.assign("class", classes.join(" "));
        }
        self.add(e);
    }

    /// Opens a group moved to (`x`, `y`) and drawn `scale` times its size:
    /// what is drawn goes into it until [`Svg::close_group`].
    pub fn open_group(&mut self, x: f64, y: f64, scale: f64) {
        let mut group = Element::new("g");
        let at =
            format!("translate({},{}) scale({scale})", x.round(), y.round());
        group.assign("transform", at);
        self.open.push(group);
    }

    /// Closes the group [`Svg::open_group`] opened.
    pub fn close_group(&mut self) {
        if self.open.len() > 1 {
            if let Some(group) = self.open.pop() {
                self.add(group);
            }
        }
    }

    /// Adds a rectangle.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, look: Look) {
        let at = [("x", x), ("y", y), ("width", w), ("height", h)];
        self.shape(Svg::at("rect", &at), look);
    }

    /// Adds a circle of radius `r`.
    pub fn circle(&mut self, x: f64, y: f64, r: f64, look: Look) {
        self.shape(Svg::at("circle", &[("cx", x), ("cy", y), ("r", r)]), look);
    }

    /// Adds a line from `a` to `b`.
    pub fn line(&mut self, a: (f64, f64), b: (f64, f64), look: Look) {
        let ((x1, y1), (x2, y2)) = (a, b);
        let at = [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)];
        self.shape(Svg::at("line", &at), look);
    }

    /// Adds straight lines through `points`, in order.
    pub fn polyline(&mut self, points: &[(f64, f64)], look: Look) {
        let at: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{} {}", px(x), px(y)))
            .collect();
        let mut e = Element::new("path");
        e.assign("d", format!("M {}", at.join(" L ")));
        self.shape(e, look);
    }

    /// Adds a curve from `from` to `to`, drawn towards `control`.
    pub fn curve(
        &mut self,
        from: (f64, f64),
        control: (f64, f64),
        to: (f64, f64),
        look: Look,
    ) {
        let at = |(x, y): (f64, f64)| format!("{} {}", px(x), px(y));
        let mut e = Element::new("path");
        e.assign("d", format!("M {} Q {} {}", at(from), at(control), at(to)));
        self.shape(e, look);
    }

    /// Adds the text `s` at (`x`, `y`) in `font`.
    pub fn text(&mut self, x: f64, y: f64, font: Font, s: &str) {
        let mut e = Element::new("text");
        e.assign("x", px(x));
        e.assign("y", px(y));
        match font.anchor {
            Anchor::Start => {}
            Anchor::Middle => e.assign("text-anchor", "middle"),
            Anchor::End => e.assign("text-anchor", "end"),
        }
        match font.family {
            Family::Inherit => {}
            Family::Sans => e.assign("font-family", "sans-serif"),
            Family::Mono => e.assign("font-family", "monospace"),
        }
        e.assign("font-size", font.size);
        if font.bold {
            e.assign("font-weight", "bold");
        }
        if font.italic {
            e.assign("font-style", "italic");
        }
        e.assign("fill", font.ink.hex);
        if self.themed && font.ink.dark.is_some() {
            e.assign("class", format!("fill-{}", font.ink.name));
        }
        if let Some((paint, width)) = font.halo {
            e.assign("stroke", paint.hex);
            e.assign("stroke-width", width);
            e.assign("paint-order", "stroke");
        }
        e.append(Text::new(s));
        self.add(e);
    }

    /// Adds the text `s` in ink, `size` pixels, starting at (`x`, `y`).
    pub fn left(&mut self, x: f64, y: f64, size: u32, s: &str) {
        self.text(x, y, Font::new(size), s);
    }

    /// Adds the text `s` in ink, `size` pixels, centred on `x`.
    pub fn mid(&mut self, x: f64, y: f64, size: u32, s: &str) {
        self.text(x, y, Font::new(size).middle(), s);
    }

    /// Adds the text `s` in ink, `size` pixels, ending at `x`.
    pub fn right(&mut self, x: f64, y: f64, size: u32, s: &str) {
        self.text(x, y, Font::new(size).end(), s);
    }

    /// Defines the picture's arrow head, `id`, in wood, for the shapes
    /// whose [`Look::arrow`] ends in it.
    pub fn arrow_head(&mut self, id: &'static str) {
        self.arrow = id;
        let mut head = Element::new("path");
        head.assign("d", "M 0 0 L 10 5 L 0 10 z");
        head.assign("fill", WOOD.hex);
        let mut marker = Element::new("marker");
        for (name, value) in [
            ("id", id),
            ("viewBox", "0 0 10 10"),
            ("refX", "9"),
            ("refY", "5"),
            ("markerWidth", "7"),
            ("markerHeight", "7"),
            ("orient", "auto-start-reverse"),
        ] {
            marker.assign(name, value);
        }
        marker.append(head);
        let mut defs = Element::new("defs");
        defs.append(marker);
        self.add(defs);
    }

    /// Adds an arrow in wood from `a` to `b`, dashed or not.
    pub fn arrow(&mut self, a: (f64, f64), b: (f64, f64), dashed: bool) {
        let look = Look::new().stroke(WOOD).width(1.6).arrow();
        self.line(a, b, if dashed { look.dashed("5 3") } else { look });
    }

    /// The picture with a caption (if any) and lines of legend at its
    /// foot, closed: every picture ends here, so that every caption looks
    /// the same. The picture's height leaves them 24 and 16 pixels a line.
    pub fn finish(mut self, caption: &str, legend: &[&str]) -> String {
        let x = self.width / 2.0;
        let mut y = self.height - 8.0 - 16.0 * legend.len() as f64;
        let sans = |size| Font::new(size).family(Family::Sans).middle();
        if !caption.is_empty() {
            self.text(x, y, sans(14).ink(INK), caption);
        }
        for line in legend {
            y += 16.0;
            self.text(x, y, sans(12).ink(SOFT_INK), line);
        }
        while self.open.len() > 1 {
            self.close_group();
        }
        format!("{}\n", self.open[0])
    }
}
