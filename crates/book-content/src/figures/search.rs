//! Part VI drawn, the search: the toy tree of the first cut-off, the
//! bound that cut-off leaves in the table, and the rounds of deepening.

use anyhow::{anyhow, Result};

use ayoayo::board::Pit;

use super::{EDGE, ROUND, WHITE_BOX};
use book_svg::style::{GREEN, HIGHLIGHT, SHEET, WOOD};
use book_svg::{Bar, Chart, Look, Svg};

/// A position the search never looked at: a dashed circle on the sheet.
const NEVER_SEARCHED: Look = Look::new().fill(SHEET).stroke(WOOD).dashed("4 3");

/// The edge to a position the search never looked at.
const NEVER_SEARCHED_EDGE: Look = EDGE.width(1.2).dashed("5 4");

/// The made-up tree of Cutting the tree's first cut-off: your moves, and what
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

/// Cutting the tree's first cut-off drawn: [`TOY_TREE`] as [`toy_search`]
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
            let edge = if seen { EDGE } else { NEVER_SEARCHED_EDGE };
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
                svg.circle(lx, leaf_y, 18.0, NEVER_SEARCHED);
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

/// Remembering positions' hole in the table, drawn as two paths to the
/// same position B, whose reply leads to a position P. On the left the
/// path never met P, so B's searched value, stored in the table, lets the
/// game go on past P. On the right the path has met P twice, so that reply
/// would end the game by repetition, yet the table answers for B before
/// any reply is searched. A third occurrence ends a game, as the rules
/// say.
pub fn repetition_hole_svg() -> Result<String> {
    let (w, h) = (600.0, 456.0);
    let mut svg = Svg::new(
        w,
        h,
        "A value stored for B along one path answers for B along another",
    );
    let (left, right) = (140.0, 420.0);
    let r = 18.0;
    let elided = EDGE.width(1.2).dashed("2 4");
    let node = |svg: &mut Svg, x: f64, y: f64, name: &str, look: Look| {
        svg.circle(x, y, r, look);
        svg.mid(x, y + 5.0, 13, name);
    };
    let b_look = Look::new().fill(HIGHLIGHT).stroke(WOOD);
    let (top, b_y, p_y) = (86.0, 236.0, 326.0);
    // The first visit: a path that never met P, B searched, P met once.
    svg.mid(left, 28.0, 13, "First visit to B");
    svg.mid(left, 46.0, 12, "B is searched, and its value stored");
    node(&mut svg, left, top, "root", WHITE_BOX);
    svg.line((left, top + r), (left, b_y - r), elided);
    svg.left(left + 12.0, (top + b_y) / 2.0, 12, "moves that never");
    svg.left(left + 12.0, (top + b_y) / 2.0 + 15.0, 12, "reach P");
    node(&mut svg, left, b_y, "B", b_look);
    svg.line((left, b_y + r), (left, p_y - r), EDGE);
    svg.left(left + 12.0, (b_y + p_y) / 2.0 + 4.0, 12, "a reply");
    node(&mut svg, left, p_y, "P", WHITE_BOX);
    svg.mid(left, p_y + 38.0, 12, "P for the first time:");
    svg.mid(left, p_y + 53.0, 12, "the game goes on");
    // The later visit: P twice on the path, then B from the table.
    svg.mid(right, 28.0, 13, "A later visit to B");
    svg.mid(right, 46.0, 12, "the table answers for B");
    node(&mut svg, right, top, "root", WHITE_BOX);
    let stops = [(136.0, "P, first time"), (186.0, "P, second time")];
    let mut y = top;
    for (at, note) in stops {
        svg.line((right, y + r), (right, at - r), elided);
        node(&mut svg, right, at, "P", WHITE_BOX);
        svg.left(right + 28.0, at + 4.0, 12, note);
        y = at;
    }
    svg.line((right, y + r), (right, b_y - r), elided);
    node(&mut svg, right, b_y, "B", b_look);
    svg.left(right + 28.0, b_y + 4.0, 12, "stored value reused");
    svg.line((right, b_y + r), (right, p_y - r), NEVER_SEARCHED_EDGE);
    node(&mut svg, right, p_y, "P", NEVER_SEARCHED);
    svg.mid(right, p_y + 38.0, 12, "P a third time would end the game,");
    svg.mid(right, p_y + 53.0, 12, "but this reply is never searched");
    Ok(svg.finish(
        "The hole the table leaves",
        &[
            "On the right, B's value from the left says the game goes on",
            "past P, where the same reply would now end it by repetition.",
        ],
    ))
}

/// One round of iterative deepening on the trap's board, as
/// `deepening.svg` and Remembering positions' table count it.
#[derive(Clone, Copy, Debug)]
pub struct DeepeningRound {
    /// How many plies ahead the round looks.
    pub depth: u32,
    /// The move the round would play, if time ran out after it.
    pub pit: Pit,
    /// The positions the round visits from an empty table.
    pub afresh: u64,
    /// The positions it visits with the table the rounds before it left,
    /// as the opponent deepens.
    pub kept: u64,
}

/// The rounds of iterative deepening that the picture `deepening.svg`
/// draws and Remembering positions tabulates: a search of the score on
/// the trap's board (`WEIGHED_MOVES`, the board of A recursion with a
/// deadline's question), one to [`DEEPENING_ROUNDS`] plies deep, each
/// round counted from an empty table and with the table the rounds before
/// it left. Both find the value a search to that depth by `choose` finds,
/// and the move is the one `choose` would play.
pub fn deepening_rounds() -> Result<Vec<DeepeningRound>> {
    use ayoayo::engine::Position;
    use ayoayo::game::{Limit, Search, Weights};
    let mut position = Position::opening();
    for pit in crate::search::WEIGHED_MOVES {
        position = position.play(pit)?;
    }
    let mut rounds = Vec::new();
    let mut kept = Search::with_weights(Weights::MARGIN);
    for depth in 1..=DEEPENING_ROUNDS {
        let chosen = Search::with_weights(Weights::MARGIN)
            .choose(&position, Limit::Depth(depth), |_| ())
            .ok_or_else(|| anyhow!("the trap's board has no move"))?;
        anyhow::ensure!(chosen.depth == depth, "round {depth} did not finish");
        let mut afresh = Search::with_weights(Weights::MARGIN);
        let value = afresh.value(&position, depth);
        // The whole window, keeping the table the rounds before filled.
        let found = kept.value_within(&position, depth, -i32::MAX, i32::MAX);
        anyhow::ensure!(
            value == chosen.value && found == value,
            "round {depth}: a kept table or the deepening changed the value"
        );
        rounds.push(DeepeningRound {
            depth,
            pit: chosen.pit,
            afresh: afresh.nodes(),
            kept: kept.nodes(),
        });
    }
    Ok(rounds)
}

/// What `deepening` counts of the rounds deepening.svg draws.
#[derive(Clone, Copy, Debug)]
pub enum Rounds {
    /// The last alone, from an empty table.
    Alone,
    /// What all the rounds, with the table kept, visit beyond the last
    /// alone: what always having a finished answer costs.
    Beyond,
}

/// The positions the rounds of `deepening.svg` visit, as `rounds_of` says.
pub fn deepening(rounds_of: Rounds) -> Result<String> {
    let rounds = deepening_rounds()?;
    let [ref earlier @ .., last] = rounds[..] else {
        return Err(anyhow!("no rounds"));
    };
    let earlier: u64 = earlier.iter().map(|round| round.kept).sum();
    let beyond = (earlier + last.kept).checked_sub(last.afresh);
    Ok(crate::numbers::thousands(match rounds_of {
        Rounds::Alone => last.afresh,
        Rounds::Beyond => beyond
            .ok_or_else(|| anyhow!("deepening costs less than one round"))?,
    }))
}

/// How many rounds `deepening.svg` draws: as many as the chapter's text
/// says were checked.
pub const DEEPENING_ROUNDS: u32 = crate::search::AGREE;

/// Iterative deepening on the trap's board, a bar a round: the positions
/// the round visited, and the move it would play if time ran out after it.
pub fn deepening_svg() -> Result<String> {
    let rounds = deepening_rounds()?;
    let most = rounds.iter().map(|round| round.kept).max().unwrap_or(1) as f64;
    let [first, ref later @ .., last] = rounds[..] else {
        return Err(anyhow!("fewer than two rounds"));
    };
    let (first, last) = (first.pit, last.pit);
    anyhow::ensure!(
        later.iter().all(|round| round.pit == last) && first != last,
        "round 1 is not the only round to play its own move"
    );
    let bars = rounds.iter().map(
        |&DeepeningRound {
             depth, pit, kept, ..
         }| Bar {
            above: Vec::new(),
            left: format!("round {depth}"),
            value: kept as f64 / most,
            text: format!(
                "{} visited, pit {pit}",
                crate::numbers::thousands(kept)
            ),
            fill: GREEN,
        },
    );
    let caption =
        format!("Round 1 would play pit {first}, every later round pit {last}");
    let chart = Chart {
        title: "Iterative deepening on the trap's board: the positions each \
                round visits, and the move it would play",
        caption: &caption,
        legend: &[
            "Bar: the positions one round visited, helped by what",
            "earlier rounds stored. After it: how many positions",
            "it visited, and the move that round would play.",
        ],
        width: 400.0,
        label_w: 70.0,
        grid: &[],
    };
    Ok(chart.draw(&[("", bars.collect())]))
}
