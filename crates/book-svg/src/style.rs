//! How a shape or a text looks, typed: a figure says "a card edged in
//! wood" or "13 pixels, bold, centred" and never spells an attribute. The
//! book's colours are named here, in one palette.

/// A colour of the book's palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paint {
    /// Its name, which gives what it paints a class (`fill-ink`,
    /// `stroke-grid`) when a chart recolours it in a dark theme.
    pub name: &'static str,
    /// The colour on the light sheet.
    pub hex: &'static str,
    /// The colour a chart gives it on a dark sheet, if it changes.
    pub dark: Option<&'static str>,
}

const fn paint(name: &'static str, hex: &'static str) -> Paint {
    Paint {
        name,
        hex,
        dark: None,
    }
}

const fn themed(
    name: &'static str,
    hex: &'static str,
    dark: &'static str,
) -> Paint {
    Paint {
        name,
        hex,
        dark: Some(dark),
    }
}

/// The sheet every picture is drawn on: paper, or a dark slate in a
/// chart that follows a dark theme.
pub const SHEET: Paint = themed("sheet", "#fffaf0", "#262a31");
/// Text and the darkest lines.
pub const INK: Paint = themed("ink", "#222", "#eceae6");
/// Secondary text: pit numbers, legends, types.
pub const SOFT_INK: Paint = themed("soft-ink", "#333", "#eceae6");
/// Text that says what is not there ("unused"), and the stones' edges.
pub const GREY: Paint = themed("grey", "#555", "#eceae6");
/// A chart's grid lines.
pub const GRID: Paint = themed("grid", "#333", "#9aa0a6");
/// The trough a bar lies in.
pub const TROUGH: Paint = themed("trough", "#efe2c6", "#363b44");
/// The board's wood.
pub const BOARD: Paint = paint("board", "#c8925a");
/// Dark wood: the board's rim, arrows, and the edges of boxes.
pub const WOOD: Paint = paint("wood", "#7a4a21");
/// A pit.
pub const PIT: Paint = paint("pit", "#8b5a2b");
/// A pit's rim.
pub const PIT_RIM: Paint = paint("pit-rim", "#5a3412");
/// A stone.
pub const STONE: Paint = paint("stone", "#eee8dc");
/// A box: a call, a frame, a turn.
pub const CARD: Paint = paint("card", "#f6e7cf");
/// A plain white box: a cell of a list.
pub const WHITE: Paint = paint("white", "#fff");
/// A box for what was never done: a call never made, a frame gone.
pub const ASH: Paint = paint("ash", "#e4e4e4");
/// The fill of what a picture points out (a pit, a lap), which a legend
/// explains ("Yellow: ...").
pub const HIGHLIGHT: Paint = paint("highlight", "#f6d776");
/// A ring round a pit or a lap ("Blue ring: ...").
pub const RING: Paint = paint("ring", "#2a6fdb");
/// The slash across the pit a move was sown from.
pub const SLASH: Paint = paint("slash", "#b00");
/// A dashed divider between a picture's columns.
pub const DIVIDER: Paint = paint("divider", "#b9a27f");
/// A green mark: the states a cycle search keeps, a window of values.
pub const GREEN: Paint = themed("green", "#2f7d32", "#5fb865");
/// A chart's bars, one colour a stage: global state, injected, recursive,
/// iterative.
pub const BARS: [Paint; 4] = [
    themed("bar-red", "#b5523b", "#d9735c"),
    themed("bar-ochre", "#b07d1e", "#d9a441"),
    themed("bar-sage", "#5b8c5a", "#7fb07e"),
    themed("bar-blue", "#3b6ea5", "#6b9ad6"),
];

/// Every colour that a chart recolours on a dark sheet.
const THEMED: [Paint; 11] = [
    SHEET, INK, SOFT_INK, GREY, GRID, TROUGH, GREEN, BARS[0], BARS[1], BARS[2],
    BARS[3],
];

/// The style sheet that recolours a chart on a dark sheet, by class.
pub fn dark_css() -> String {
    let sheet = SHEET.dark.unwrap_or(SHEET.hex);
    let mut css = format!(
        "@media (prefers-color-scheme: dark) {{ .sheet {{ fill: {sheet} }}"
    );
    for p in THEMED {
        if let Some(dark) = p.dark {
            css += &format!(" .fill-{0} {{ fill: {dark} }} .stroke-{0} {{ stroke: {dark} }}", p.name);
        }
    }
    css + " }"
}

/// What a mark on a picture means, as its class says it; a picture with a
/// mark says in its legend what the mark is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The sheet under the whole picture.
    Sheet,
    /// Pointed out ("Yellow: ...").
    Highlight,
    /// Ringed ("Blue ring: ...").
    Ring,
    /// Struck through ("Red slash: ...").
    Skipped,
    /// Its stones captured ("Dashed circle: ...").
    Captured,
}

impl Mark {
    /// The class the mark gives its shape.
    pub fn class(self) -> &'static str {
        match self {
            Mark::Sheet => "sheet",
            Mark::Highlight => "highlight",
            Mark::Ring => "ring",
            Mark::Skipped => "skipped",
            Mark::Captured => "captured",
        }
    }
}

/// How a shape looks: its fill and stroke, how wide and how dashed the
/// stroke is, how round its corners, and what it marks.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Look {
    pub(crate) fill: Option<Paint>,
    pub(crate) opacity: Option<f64>,
    pub(crate) stroke: Option<Paint>,
    pub(crate) width: Option<f64>,
    pub(crate) dash: Option<&'static str>,
    pub(crate) round: Option<f64>,
    pub(crate) mark: Option<Mark>,
    pub(crate) arrow: bool,
}

impl Look {
    /// A shape with no fill and no stroke.
    pub const fn new() -> Look {
        Look {
            fill: None,
            opacity: None,
            stroke: None,
            width: None,
            dash: None,
            round: None,
            mark: None,
            arrow: false,
        }
    }

    /// Filled with `paint`.
    pub const fn fill(mut self, paint: Paint) -> Look {
        self.fill = Some(paint);
        self
    }

    /// Filled with `paint`, `opacity` of it showing.
    pub const fn faint(mut self, paint: Paint, opacity: f64) -> Look {
        self.fill = Some(paint);
        self.opacity = Some(opacity);
        self
    }

    /// Edged with `paint`.
    pub const fn stroke(mut self, paint: Paint) -> Look {
        self.stroke = Some(paint);
        self
    }

    /// Its stroke `width` pixels wide.
    pub const fn width(mut self, width: f64) -> Look {
        self.width = Some(width);
        self
    }

    /// Its stroke dashed, dash and gap as `pattern` gives them (`"4 3"`).
    pub const fn dashed(mut self, pattern: &'static str) -> Look {
        self.dash = Some(pattern);
        self
    }

    /// Its corners rounded to a radius of `r`.
    pub const fn round(mut self, r: f64) -> Look {
        self.round = Some(r);
        self
    }

    /// Marking what `mark` says.
    pub const fn mark(mut self, mark: Mark) -> Look {
        self.mark = Some(mark);
        self
    }

    /// Ending in the picture's arrow head (see `Svg::arrow_head`).
    pub const fn arrow(mut self) -> Look {
        self.arrow = true;
        self
    }
}

/// Which way a text stands from its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// It starts there.
    Start,
    /// It is centred there.
    Middle,
    /// It ends there.
    End,
}

/// A text's typeface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// The picture's own.
    Inherit,
    /// Sans-serif.
    Sans,
    /// Monospace, for code.
    Mono,
}

/// How a text looks: its size, typeface, weight, slant, ink and anchor,
/// and a halo round it that keeps it legible across a line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Font {
    pub(crate) size: u32,
    pub(crate) family: Family,
    pub(crate) anchor: Anchor,
    pub(crate) bold: bool,
    pub(crate) italic: bool,
    pub(crate) ink: Paint,
    pub(crate) halo: Option<(Paint, f64)>,
}

impl Font {
    /// `size` pixels in the picture's typeface, in ink, from its point.
    pub const fn new(size: u32) -> Font {
        Font {
            size,
            family: Family::Inherit,
            anchor: Anchor::Start,
            bold: false,
            italic: false,
            ink: INK,
            halo: None,
        }
    }

    /// `size` pixels of monospace.
    pub const fn mono(size: u32) -> Font {
        Font::new(size).family(Family::Mono)
    }

    /// `size` pixels high instead.
    pub const fn size(mut self, size: u32) -> Font {
        self.size = size;
        self
    }

    /// In the typeface `family`.
    pub const fn family(mut self, family: Family) -> Font {
        self.family = family;
        self
    }

    /// Centred on its point.
    pub const fn middle(mut self) -> Font {
        self.anchor = Anchor::Middle;
        self
    }

    /// Ending at its point.
    pub const fn end(mut self) -> Font {
        self.anchor = Anchor::End;
        self
    }

    /// Bold.
    pub const fn bold(mut self) -> Font {
        self.bold = true;
        self
    }

    /// Italic.
    pub const fn italic(mut self) -> Font {
        self.italic = true;
        self
    }

    /// In `paint` rather than ink.
    pub const fn ink(mut self, paint: Paint) -> Font {
        self.ink = paint;
        self
    }

    /// With a halo of `paint`, `width` wide, under its letters.
    pub const fn halo(mut self, paint: Paint, width: f64) -> Font {
        self.halo = Some((paint, width));
        self
    }
}
