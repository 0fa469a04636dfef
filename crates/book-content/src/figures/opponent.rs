//! Part VI drawn, what the opponent knows and how it fares: the trap's
//! board after each of its two captures, and the ladder of matches.

use anyhow::{anyhow, Result};

use ayoayo::board::opposite;
use ayoayo::stages::iterative::relay_sow;

use crate::recorded::strength::Matchup;
use crate::search::weighed_choices;
use book_svg::style::GREEN;
use book_svg::{Bar, Chart, Picture, Svg, BOARD_H, BOARD_W};

/// How the opponent fares: one bar a matchup, the share of the points the
/// first player took over both seats, against the even line at 50%; each
/// matchup named above its bar, so that the chart is narrow enough for a
/// phone.
pub fn ladder_svg(matchups: &[Matchup]) -> Result<String> {
    if matchups.is_empty() {
        return Err(anyhow!("no matches recorded"));
    }
    let bars = matchups.iter().map(|m| {
        let ([a, b], [won, lost, tied]) = (&m.players, m.results);
        Bar {
            above: vec![format!("{a} vs {b}")],
            left: String::new(),
            value: m.points(),
            text: format!(
                "{:.0}%  ({won}–{lost}, {tied} tied)",
                m.points() * 100.0
            ),
            fill: GREEN,
        }
    });
    let chart = Chart {
        title: "Each matchup's share of the points for the player named first",
        caption: "Share of the points for the player named first",
        legend: &[
            "A tie is half a point. Each matchup is played",
            "from both seats; search thinks up to 200 ms a move.",
        ],
        width: 400.0,
        label_w: 20.0,
        grid: &[(0.0, "0%"), (0.5, "50%"), (1.0, "100%")],
    };
    Ok(chart.draw(&[("", bars.collect())]))
}

/// What the opponent knows, worked on one position: the trap's board after
/// each of its two captures, one board above the other so that the picture
/// fits the book's column, each with the pit sown from and the pit captured
/// marked, for a reader to count what the evaluation counts.
pub fn weighed_svg() -> Result<String> {
    let (position, choices) = weighed_choices()?;
    let mover = position.to_move();
    let (w, h) = (BOARD_W as f64, BOARD_H as f64);
    let width = 730.0;
    let panel = 30.0 + h + 16.0;
    let title = format!(
        "The trap's board after each of {mover}'s two captures, \
         pit {} and pit {}",
        choices[0].0, choices[1].0
    );
    let legend =
        ["Dashed circle: the pit captured. Red slash: the pit sown from."];
    let mut s = Svg::new(width, 2.0 * panel + 24.0 + 16.0 + 12.0, &title);
    let x = (width - w) / 2.0;
    for (i, (pit, after)) in choices.iter().enumerate() {
        let (_, end) = relay_sow(position.board(), *pit)?;
        let taken = opposite(end);
        let won =
            after.score()[mover.index()] - position.score()[mover.index()];
        anyhow::ensure!(
            won > 0 && after.board()[taken] == 0 && position.board()[taken] > 0,
            "pit {pit} does not capture pit {taken}"
        );
        let y = i as f64 * panel;
        let heading = format!(
            "After pit {pit}, which captures {won} stones from pit {taken}"
        );
        s.mid(width / 2.0, y + 22.0, 13, &heading);
        let marks = Picture {
            skipped: &[*pit],
            captured: &[taken],
            ..Picture::default()
        };
        s.board(x, y + 30.0, &after.board(), &marks);
    }
    let caption =
        format!("The trap's board after each of {mover}'s two captures");
    Ok(s.finish(&caption, &legend))
}
