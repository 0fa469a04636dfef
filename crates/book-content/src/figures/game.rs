//! Part VI drawn, the game: its first turns with the transitions each
//! holds, and undo and redo as two stacks.

use anyhow::{anyhow, Result};

use ayoayo::board::Pit;

use super::EDGE;
use book_svg::style::{CARD, DIVIDER, HIGHLIGHT, SOFT_INK, WOOD};
use book_svg::{Font, Look, Mark, Picture, Svg, BOARD_H, BOARD_W};

/// A cell of a turn's table of transitions.
const CELL: Font = Font::mono(13);

/// The moves of Turns and transitions' picture of a game.
pub const GAME_MOVES: [Pit; 2] = [2, 9];

/// A game after [`GAME_MOVES`], as the crate keeps it: one turn under
/// another, each a board beside a line per transition it holds, the one
/// played marked, and an arrow from it to the turn its `after` makes.
pub fn game_turns_svg() -> Result<String> {
    use ayoayo::engine::Position;
    use ayoayo::game::{Game, Turn};
    let mut turns = vec![Turn::new(Position::opening())];
    for pit in GAME_MOVES {
        let last = turns.last().expect("a turn");
        let after = last
            .transition(pit)
            .map_err(|e| anyhow!("pit {pit}: {e}"))?
            .after;
        turns.push(Turn::new(after));
    }
    // The crate's own game reaches the same turns.
    let mut game = Game::new();
    for pit in GAME_MOVES {
        game.play(pit).map_err(|e| anyhow!("pit {pit}: {e}"))?;
    }
    if *game.position() != *turns.last().expect("a turn").position() {
        return Err(anyhow!(
            "the picture's turns and the crate's game disagree"
        ));
    }
    let scale = 0.8;
    let board_h = BOARD_H as f64 * scale;
    let (row_h, top, left, text_x) =
        (board_h + 34.0, 14.0, 10.0, BOARD_W as f64 * scale + 40.0);
    let width = BOARD_W as f64 * scale + 360.0;
    let height = top + row_h * turns.len() as f64 + 30.0;
    let mut svg = Svg::new(
        width,
        height,
        "A game after pits 2 and 9: three turns and the transitions each holds",
    );
    svg.arrow_head("game-turns-arrow");
    // Each turn's heading, and the next turn's, which the arrow points at.
    let headings: Vec<String> = turns
        .iter()
        .enumerate()
        .map(|(k, turn)| {
            let mover = turn.position().to_move().index();
            match k {
                0 => format!("Turn 0, the opening: player {mover} to move"),
                _ => format!(
                    "Turn {k}, after pit {}: player {mover} to move",
                    GAME_MOVES[k - 1]
                ),
            }
        })
        .collect();
    for (k, turn) in turns.iter().enumerate() {
        let y = top + k as f64 * row_h;
        let played = GAME_MOVES.get(k).copied();
        let highlight: Vec<Pit> = played.into_iter().collect();
        let picture = Picture {
            highlight: &highlight,
            ..Picture::default()
        };
        svg.small_board(left, y, scale, &turn.position().board(), &picture);
        svg.left(text_x, y + 14.0, 13, &headings[k]);
        let columns = [
            ("", 0.0),
            ("pit", 40.0),
            ("laps", 90.0),
            ("ends in", 160.0),
            ("takes", 220.0),
        ];
        for (name, dx) in &columns[1..] {
            svg.right(text_x + dx, y + 34.0, 12, name);
        }
        for (i, t) in turn.transitions().iter().enumerate() {
            let line_y = y + 52.0 + i as f64 * 17.0;
            let chosen = Some(t.pit) == played;
            let cells = [
                if chosen {
                    "▶".to_string()
                } else {
                    String::new()
                },
                t.pit.to_string(),
                t.laps.len().to_string(),
                t.end.to_string(),
                t.captured.to_string(),
            ];
            for ((_, dx), cell) in columns.iter().zip(&cells) {
                let font = if cell == "▶" { CELL } else { CELL.end() };
                let font = if chosen { font.bold() } else { font };
                svg.text(text_x + dx, line_y, font, cell);
            }
            if chosen {
                let (x, next) =
                    (text_x + 250.0, top + (k + 1) as f64 * row_h + 9.0);
                let corner = [
                    (text_x + 230.0, line_y - 4.0),
                    (x, line_y - 4.0),
                    (x, next),
                ];
                svg.polyline(&corner, EDGE);
                let heading_w =
                    book_svg::text_width::width(&headings[k + 1], 13.0, false);
                svg.arrow((x, next), (text_x + heading_w + 8.0, next), false);
                svg.left(x + 6.0, (line_y + next) / 2.0, 12, "after");
            }
        }
    }
    Ok(svg.finish(
        "A game is its turns; each turn holds every move worked out",
        &["Yellow: the pit played, marked ▶ in its turn. Its transition's after is the next turn."],
    ))
}

/// A step of Undo is a pop's picture: a move played, or one taken back.
#[derive(Clone, Copy, Debug)]
pub enum Step {
    /// `Game::play` with this pit.
    Play(Pit),
    /// `Game::undo`.
    Undo,
}

/// The steps of the undo picture, the quiz's own: two moves, both taken
/// back, then a new move.
pub const UNDO_STEPS: [Step; 5] = [
    Step::Play(2),
    Step::Play(9),
    Step::Undo,
    Step::Undo,
    Step::Play(3),
];

/// The crate's game after each of [`UNDO_STEPS`], the start first: the
/// moves it keeps, and the moves waiting for `redo`, the next first.
pub fn undo_states() -> Result<Vec<(Vec<Pit>, Vec<Pit>)>> {
    use ayoayo::game::Game;
    let mut game = Game::new();
    let state = |game: &Game| {
        let mut later = game.clone();
        let undone: Vec<Pit> = std::iter::from_fn(|| later.redo()).collect();
        (game.moves().to_vec(), undone)
    };
    let mut states = vec![state(&game)];
    for step in UNDO_STEPS {
        match step {
            Step::Play(pit) => {
                game.play(pit).map_err(|e| anyhow!("pit {pit}: {e}"))?;
            }
            Step::Undo => {
                game.undo().ok_or_else(|| anyhow!("nothing to undo"))?;
            }
        }
        states.push(state(&game));
    }
    Ok(states)
}

/// Undo and redo as two stacks, one column a step of [`UNDO_STEPS`]: on
/// the left the game's turns, each named by the move that led to it, on
/// the right the moves taken back, waiting for `redo`. What a step pushed
/// is yellow with a thick edge.
pub fn undo_stacks_svg() -> Result<String> {
    let states = undo_states()?;
    let (column_w, left, base) = (118.0, 12.0, 132.0);
    let (box_h, turn_w, undone_w) = (26.0, 56.0, 46.0);
    let width = left * 2.0 + column_w * states.len() as f64;
    let mut svg = Svg::new(
        width,
        204.0,
        "Undo and redo as two stacks, after each of five steps",
    );
    let plain = Look::new().fill(CARD).stroke(WOOD).round(4.0);
    let pushed = plain.fill(HIGHLIGHT).width(2.5).mark(Mark::Highlight);
    for (k, (moves, undone)) in states.iter().enumerate() {
        let x = left + k as f64 * column_w;
        // Where the moves waiting for redo stand, right of the turns.
        let ux = x + 12.0 + turn_w;
        let heading = match k {
            0 => "start".to_string(),
            _ => match UNDO_STEPS[k - 1] {
                Step::Play(pit) => format!("play {pit}"),
                Step::Undo => "undo".to_string(),
            },
        };
        let bold = Font::new(13).middle().bold();
        svg.text(x + column_w / 2.0, 26.0, bold, &heading);
        if k > 0 {
            let dash = Look::new().stroke(DIVIDER).dashed("3 3");
            svg.line((x, 12.0), (x, base + 24.0), dash);
        }
        // The turns, the start at the bottom.
        let turns = std::iter::once("start".to_string())
            .chain(moves.iter().map(|pit| format!("after {pit}")));
        let before = k.checked_sub(1).map(|j| &states[j]);
        let (old_moves, old_undone) =
            before.map_or((0, 0), |(m, u)| (m.len(), u.len()));
        for (i, label) in turns.enumerate() {
            let y = base - (i + 1) as f64 * (box_h + 2.0);
            let new = k > 0 && i > old_moves;
            svg.rect(
                x + 6.0,
                y,
                turn_w,
                box_h,
                if new { pushed } else { plain },
            );
            svg.mid(x + 6.0 + turn_w / 2.0, y + 17.0, 12, &label);
        }
        // The moves waiting for redo, the next one on top.
        for (i, pit) in undone.iter().rev().enumerate() {
            let y = base - (i + 1) as f64 * (box_h + 2.0);
            let new =
                k > 0 && undone.len() > old_undone && i + 1 == undone.len();
            svg.rect(ux, y, undone_w, box_h, if new { pushed } else { plain });
            svg.mid(ux + undone_w / 2.0, y + 17.0, 12, &format!("pit {pit}"));
        }
        if undone.is_empty() && old_undone > 0 {
            let italic = Font::new(12).middle().italic().ink(SOFT_INK);
            svg.text(ux + undone_w / 2.0, base - 10.0, italic, "emptied");
        }
        svg.line((x + 4.0, base), (x + column_w - 4.0, base), EDGE);
        svg.mid(x + 6.0 + turn_w / 2.0, base + 17.0, 12, "turns");
        svg.mid(ux + undone_w / 2.0, base + 17.0, 12, "undone");
    }
    Ok(svg.finish(
        "Undo pops a turn, keeping its move and visit for redo. A new move empties redo.",
        &["Yellow: what the step pushed, edged thick. Each turn is named by the move that led to it."],
    ))
}
