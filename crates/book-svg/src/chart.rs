//! A bar chart in the reader's theme: groups of bars under bold headings,
//! each bar in a trough as long as the longest, with its label to its left
//! and its text to its right.

use crate::style::{GRID, INK, SHEET, TROUGH};
use crate::text_width::width;
use crate::{Font, Look, Paint, Svg};

/// What a bar chart says around its bars.
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
    pub fill: Paint,
}

impl Chart<'_> {
    /// The chart drawn: every bar with its lines above, its label to its
    /// left (ending at `label_w`), and its text to the right of the
    /// longest bar there can be. A bar's `value` is its share of that
    /// length, the most that keeps every text on the picture. The grid's
    /// dashed lines are labelled under the bars.
    pub fn draw(&self, groups: &[(&str, Vec<Bar>)]) -> String {
        let text_w = |s: &str| width(s, 12.0, false) + 6.0;
        let room = self.width - self.label_w - 10.0;
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
        let grid_h = if self.grid.is_empty() { 0.0 } else { 24.0 };
        let foot = 32.0 + 16.0 * self.legend.len() as f64;
        let height = 12.0 + plot + grid_h + foot;
        let mut s = Svg::new(self.width, height, self.title);
        s.follow_theme();
        let x = |share: f64| self.label_w + share * most;
        let bottom = 12.0 + plot;
        // The grid's lines cross the bars, so that a bar's end can be read
        // against them, but never a bar's label above it; its values stand
        // under the last bar.
        let grid = |s: &mut Svg, top: f64, bottom: f64| {
            for &(share, _) in self.grid {
                let dashed = Look::new().stroke(GRID).dashed("4 3");
                s.line((x(share), top), (x(share), bottom), dashed);
            }
        };
        for &(share, label) in self.grid {
            s.mid(x(share), bottom + 16.0, 12, label);
        }
        let mut y = 12.0;
        for (heading, bars) in groups {
            if !heading.is_empty() {
                y += 20.0;
                s.text(10.0, y - 4.0, Font::new(12).bold().ink(INK), heading);
            }
            for bar in bars {
                for line in &bar.above {
                    y += 15.0;
                    on_sheet(&mut s, self.label_w, y, line);
                }
                if !bar.left.is_empty() {
                    s.right(self.label_w - 8.0, y + 19.0, 12, &bar.left);
                }
                // Each bar lies in a trough as long as the longest bar, as
                // stones lie in a board's row, and its text after that.
                let trough = Look::new().faint(TROUGH, 0.6).round(9.0);
                s.rect(self.label_w, y + 5.0, most, 18.0, trough);
                let w = (bar.value * most).max(2.0);
                let filled = Look::new().fill(bar.fill).round(9.0);
                s.rect(self.label_w, y + 5.0, w, 18.0, filled);
                grid(&mut s, y + 4.0, y + 27.0);
                on_sheet(
                    &mut s,
                    self.label_w + most + 6.0,
                    y + 19.0,
                    &bar.text,
                );
                y += 28.0;
            }
        }
        s.finish(self.caption, self.legend)
    }
}

/// Adds the text `s` in ink from (`x`, `y`), on a patch of the sheet that
/// hides any grid line crossing it.
fn on_sheet(s: &mut Svg, x: f64, y: f64, text: &str) {
    let w = width(text, 12.0, false);
    s.rect(x - 2.0, y - 11.0, w + 4.0, 14.0, Look::new().fill(SHEET));
    s.left(x, y, 12, text);
}
