//! Part VI drawn: the opponent's ladder, the toy search tree of the first
//! cut-off, a game's first turns, undo and redo as two stacks, and the
//! trap's board after each of its two captures.

use anyhow::{anyhow, Result};

use ayoayo::board::{opposite, Pit};
use ayoayo::stages::iterative::relay_sow;

use super::{ROUND, WHITE_BOX};
use crate::recorded::strength::{weighed_choices, Matchup};
use book_svg::style::{CARD, DIVIDER, GREEN, HIGHLIGHT, SHEET, SOFT_INK, WOOD};
use book_svg::{Bar, Chart, Font, Look, Mark, Picture, Svg, BOARD_H, BOARD_W};

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

/// An edge of a tree: a line in wood.
const EDGE: Look = Look::new().stroke(WOOD).width(1.6);

/// A cell of a turn's table of transitions.
const CELL: Font = Font::mono(13);

/// The made-up tree of An opponent's first cut-off: your moves, and what
/// each of the opponent's replies to it leaves you. The last reply's value
/// is never drawn, because the search never looks at it.
pub const TOY_TREE: [(&str, [i32; 2]); 2] = [("A", [3, 5]), ("B", [-2, 4])];

/// What a minimax search with alpha-beta does on [`TOY_TREE`]: the worth
/// of each move as far as it was searched, how many of its replies were
/// looked at, and the move it plays.
#[derive(Debug, PartialEq, Eq)]
pub struct ToySearch {
    /// Each move's worth to you (at most this, if its replies were cut).
    pub worth: [i32; 2],
    /// How many of each move's replies were searched.
    pub searched: [usize; 2],
    /// The move played.
    pub best: usize,
}

/// Searches [`TOY_TREE`] as `minimax` with alpha-beta would: you take the
/// best move, the opponent the reply worst for you, and a move's replies
/// stop as soon as one leaves you no better than a move already searched.
pub fn toy_search() -> ToySearch {
    let (mut worth, mut searched) = ([0; 2], [0; 2]);
    let mut alpha = i32::MIN;
    let mut best = 0;
    for (m, (_, replies)) in TOY_TREE.iter().enumerate() {
        let mut value = i32::MAX;
        for &reply in replies {
            searched[m] += 1;
            value = value.min(reply);
            if value <= alpha {
                break;
            }
        }
        worth[m] = value;
        if value > alpha {
            (alpha, best) = (value, m);
        }
    }
    ToySearch {
        worth,
        searched,
        best,
    }
}

/// An opponent's first cut-off drawn: [`TOY_TREE`] as [`toy_search`]
/// searches it, each of the opponent's calls with the window it is handed
/// (in the opponent's view, as `negamax` passes it), the reply it never
/// looks at dashed and unlabelled.
pub fn toy_tree_svg() -> Result<String> {
    let s = toy_search();
    if s.searched != [2, 1] || s.best != 0 {
        return Err(anyhow!(
            "the toy tree should cut B's second reply, but the search gave {s:?}"
        ));
    }
    use crate::numbers::signed;
    let (w, h) = (560.0, 360.0);
    let mut svg = Svg::new(
        w,
        h,
        "Alpha-beta on a tiny tree: B's second reply is never searched",
    );
    let (root, mid_y, leaf_y) = ((w / 2.0, 44.0), 130.0, 244.0);
    let (bw, bh) = (170.0, 56.0);
    // The window each of the opponent's calls is handed, in its view:
    // nothing is sure before A, and A's worth to you is the most the
    // opponent may hold you to at B, so their beta there is its negation.
    let b_beta = signed(-s.worth[0]);
    let windows = [
        "their window: any value".to_string(),
        format!("their window: below {b_beta}"),
    ];
    // The root: your move.
    svg.rect(root.0 - bw / 2.0, root.1 - 22.0, bw, 40.0, ROUND);
    svg.mid(root.0, root.1 - 4.0, 13, "You move");
    let played = TOY_TREE[s.best].0;
    svg.mid(
        root.0,
        root.1 + 12.0,
        12,
        &format!("worth {}: play {played}", signed(s.worth[s.best])),
    );
    for (m, (name, replies)) in TOY_TREE.iter().enumerate() {
        let x = w / 4.0 + m as f64 * w / 2.0;
        svg.line((root.0, root.1 + 18.0), (x, mid_y - 22.0), EDGE);
        let (label_y, label) = ((root.1 + mid_y) / 2.0, format!("move {name}"));
        let centre = (root.0 + x) / 2.0;
        if m == 0 {
            svg.right(centre - 14.0, label_y, 13, &label);
        } else {
            svg.left(centre + 14.0, label_y, 13, &label);
        }
        svg.rect(x - bw / 2.0, mid_y - 22.0, bw, bh, ROUND);
        svg.mid(x, mid_y - 4.0, 13, "The opponent replies");
        let cut = s.searched[m] < replies.len();
        let worth = if cut {
            format!("to you: at most {}", signed(s.worth[m]))
        } else {
            format!("to you: {}, the lesser", signed(s.worth[m]))
        };
        svg.mid(x, mid_y + 12.0, 12, &worth);
        svg.mid(x, mid_y + 28.0, 12, &windows[m]);
        for (r, &value) in replies.iter().enumerate() {
            let lx = x + if r == 0 { -60.0 } else { 60.0 };
            let seen = r < s.searched[m];
            let edge = if seen {
                EDGE
            } else {
                EDGE.width(1.2).dashed("5 4")
            };
            svg.line((x, mid_y + 34.0), (lx, leaf_y - 18.0), edge);
            if seen {
                svg.circle(lx, leaf_y, 18.0, WHITE_BOX);
                svg.mid(lx, leaf_y + 5.0, 14, &signed(value));
                // The reply that made the cut, as the opponent sees it.
                if m == 1 {
                    let theirs =
                        format!("{} to them, past {b_beta}", signed(-value));
                    svg.mid(lx, leaf_y + 36.0, 12, &theirs);
                }
            } else {
                let unseen = Look::new().fill(SHEET).stroke(WOOD).dashed("4 3");
                svg.circle(lx, leaf_y, 18.0, unseen);
                svg.mid(lx, leaf_y + 5.0, 14, "?");
                svg.mid(lx, leaf_y + 36.0, 12, "✂ never searched");
            }
        }
    }
    Ok(svg.finish(
        "A cut-off: B can be no better than its first reply",
        &[
            "Each circle is what a reply leaves you. A is sure of +3 for you,",
            "so at B the opponent's window ends at −3. B's first reply is +2 to",
            "them, past that end, and nothing B's second holds can make B better.",
        ],
    ))
}

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

/// The rounds of iterative deepening that the picture `deepening.svg`
/// draws: a search of the score on the trap's board (`WEIGHED_MOVES`, the
/// board of A recursion with a deadline's question), one to
/// [`DEEPENING_ROUNDS`] plies deep. Each is the round's depth, the move it
/// would play, and the positions that round alone visited.
pub fn deepening_rounds() -> Result<Vec<(u32, Pit, u64)>> {
    use ayoayo::engine::Position;
    use ayoayo::game::{Limit, Search, Weights};
    let mut position = Position::opening();
    for pit in crate::recorded::strength::WEIGHED_MOVES {
        position = position.play(pit)?;
    }
    let mut rounds = Vec::new();
    let mut before = 0;
    for depth in 1..=DEEPENING_ROUNDS {
        // A search to `depth` plays rounds 1 to `depth`, as a timed one
        // would: its count, less the last's, is this round's.
        let mut search = Search::with_weights(Weights::MARGIN);
        let chosen = search
            .choose(&position, Limit::Depth(depth), |_| ())
            .ok_or_else(|| anyhow!("the trap's board has no move"))?;
        anyhow::ensure!(chosen.depth == depth, "round {depth} did not finish");
        anyhow::ensure!(chosen.nodes > before, "round {depth} visited nothing");
        rounds.push((depth, chosen.pit, chosen.nodes - before));
        before = chosen.nodes;
    }
    Ok(rounds)
}

/// The positions the rounds of `deepening.svg` visit: `earlier`, every
/// round but the last together, or `last`.
pub fn deepening(key: &str) -> Result<String> {
    let rounds = deepening_rounds()?;
    let [ref earlier @ .., (_, _, last)] = rounds[..] else {
        return Err(anyhow!("no rounds"));
    };
    let earlier: u64 = earlier.iter().map(|&(_, _, n)| n).sum();
    match key {
        "earlier" => Ok(crate::numbers::thousands(earlier)),
        "last" => Ok(crate::numbers::thousands(last)),
        _ => Err(anyhow!("`deepening {key}`: earlier or last")),
    }
}

/// How many rounds `deepening.svg` draws: as many as the chapter's text
/// says were checked.
pub const DEEPENING_ROUNDS: u32 = crate::recorded::strength::AGREE;

/// Iterative deepening on the trap's board, a bar a round: the positions
/// the round visited, and the move it would play if time ran out after it.
pub fn deepening_svg() -> Result<String> {
    let rounds = deepening_rounds()?;
    let most = rounds.iter().map(|&(_, _, n)| n).max().unwrap_or(1) as f64;
    let [(_, first, _), ref later @ .., (_, last, _)] = rounds[..] else {
        return Err(anyhow!("fewer than two rounds"));
    };
    anyhow::ensure!(
        later.iter().all(|&(_, pit, _)| pit == last) && first != last,
        "round 1 is not the only round to play its own move"
    );
    let bars = rounds.iter().map(|&(depth, pit, nodes)| Bar {
        above: Vec::new(),
        left: format!("round {depth}"),
        value: nodes as f64 / most,
        text: format!("pit {pit}, {}", crate::numbers::thousands(nodes)),
        fill: GREEN,
    });
    let caption =
        format!("Round 1 would play pit {first}, every later round pit {last}");
    let chart = Chart {
        title: "Iterative deepening on the trap's board: the positions each \
                round visits, and the move it would play",
        caption: &caption,
        legend: &[
            "Bar: the positions one round visited. After it: the move",
            "that round would play, and how many positions it visited.",
        ],
        width: 400.0,
        label_w: 70.0,
        grid: &[],
    };
    Ok(chart.draw(&[("", bars.collect())]))
}

/// Remembering positions' worked bound, drawn as two number lines of what B
/// is worth to the opponent, who moves there: on the first visit B's window
/// runs up to `beta` (minus A's worth) and the first reply lands past it,
/// so the search stops and the table keeps a floor; on a later visit at the
/// same depth the floor and the window share no value, so the entry answers
/// without a reply searched.
pub fn stored_bound_svg() -> Result<String> {
    use crate::numbers::signed;
    let s = toy_search();
    let beta = -s.worth[0];
    let first = -TOY_TREE[1].1[0];
    if s.searched[1] != 1 || first < beta {
        return Err(anyhow!("B's first reply should pass its beta, but {s:?}"));
    }
    let (lo, hi) = (beta.min(first) - 5, beta.max(first) + 4);
    let (w, h) = (560.0, 340.0);
    let (x0, x1) = (30.0, 530.0);
    let px = |v: i32| x0 + f64::from(v - lo) / f64::from(hi - lo) * (x1 - x0);
    let mut svg = Svg::new(
        w,
        h,
        "A floor stored at B closes B's window when the search meets B again",
    );
    let rows = [
        "First visit to B: the opponent's first reply",
        "A later visit at the same depth: the table's entry",
    ];
    for (k, title) in rows.iter().enumerate() {
        let y = 28.0 + k as f64 * 134.0;
        svg.left(x0, y, 13, title);
        // The window: every value below beta, since alpha is unbounded.
        svg.rect(
            x0,
            y + 14.0,
            px(beta) - x0,
            24.0,
            Look::new().faint(GREEN, 0.18).stroke(GREEN),
        );
        let window = format!("window, below beta {}", signed(beta));
        svg.left(x0 + 6.0, y + 31.0, 12, &window);
        let line_y = y + 56.0;
        svg.line((x0, line_y), (x1, line_y), EDGE.width(1.4));
        for v in lo..=hi {
            let x = px(v);
            let tick = Look::new().stroke(WOOD);
            svg.line((x, line_y - 4.0), (x, line_y + 4.0), tick);
            svg.mid(x, line_y + 18.0, 11, &signed(v));
        }
        if k == 0 {
            let drop = Look::new().stroke(WOOD).dashed("3 3");
            svg.line((px(first), y + 37.0), (px(first), line_y), drop);
            svg.circle(px(first), y + 26.0, 11.0, WHITE_BOX);
            svg.mid(px(first), y + 30.0, 11, &signed(first));
            let cut = format!(
                "first reply, past beta: ✂ cut, store a floor of {}",
                signed(first)
            );
            svg.mid(w / 2.0, y + 96.0, 12, &cut);
        } else {
            let floor = Look::new().fill(HIGHLIGHT).stroke(WOOD);
            svg.rect(px(first), y + 14.0, x1 - px(first), 24.0, floor);
            let floor = format!("floor, at least {}", signed(first));
            svg.left(px(first) + 6.0, y + 31.0, 12, &floor);
            let hit = format!(
                "No value is in both: the window closes, and {} comes back with no reply searched",
                signed(first)
            );
            svg.mid(w / 2.0, y + 96.0, 12, &hit);
        }
    }
    let why = format!(
        "A's {} for you is the opponent's beta at B, so {}.",
        signed(s.worth[0]),
        signed(beta)
    );
    Ok(svg.finish(
        "What a cut-off leaves in the table, and what it answers later",
        &[
            "Values are what B is worth to the opponent, who moves there.",
            &why,
        ],
    ))
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
