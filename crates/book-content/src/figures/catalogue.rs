//! Every picture the book shows, by its file name: computed by the crate,
//! drawn by the other files of [`crate::figures`] and by `book_svg`.
//! `cargo xtask regenerate` writes them into `book/src/images/`, and a test
//! checks that every picture there is exactly what this module draws, so a
//! picture cannot disagree with the code. The call graphs are recorded by
//! running `ayoayo::lessons::merge_sort` and the search with a record of
//! their calls; the charts (the cost of elegance, the engine's history, the
//! ladder) are drawn from the recorded data.

use anyhow::Result;
use ayoayo::board::{Board, Player, OPENING};
use ayoayo::engine::Position;
use ayoayo::game::{Search, Weights};
use ayoayo::lessons::merge_sort::{merge, merge_sort, CallTree};
use ayoayo::stages::iterative::{relay_sow, sow, sow_and_capture};

use std::path::Path;

use crate::figures;
use crate::recorded::engine_history::engine_history_rows;
use crate::recorded::measurements::{cost_chart, Measurements};
use crate::recorded::stack::Stack;
use crate::recorded::strength::load;
use book_svg::{board_svg as svg, call_tree_svg, Picture};

/// The late position (player 0 to move) and depth of the search whose
/// calls Part VI draws.
pub const SEARCHED: (Board, u32) = ([1, 0, 2, 0, 1, 0, 0, 1, 0, 1, 1, 0], 3);

/// The score of the position searched, player 0 to move.
pub const SEARCHED_SCORE: ayoayo::board::Score = [20, 21];

/// Where the pictures live, relative to the repository's root.
pub const IMAGES_DIR: &str = "book/src/images";

/// Every picture of the book: its file name under [`IMAGES_DIR`] and its
/// SVG text. The chart needs the recorded measurements.
pub fn book_pictures(
    root: &Path,
    data: &Measurements,
) -> Result<Vec<(&'static str, String)>> {
    let mut out = Vec::new();
    let plain = |caption| Picture {
        caption,
        ..Picture::default()
    };
    out.push((
        "opening.svg",
        svg(
            &OPENING,
            &plain("The opening: four stones in each of the twelve pits"),
        ),
    ));
    let (sown, end) = sow(OPENING, 0, 0)?;
    out.push((
        "sow-from-0.svg",
        svg(
            &sown,
            &Picture {
                highlight: &[end],
                skipped: &[0],
                legend: "Yellow: where the last stone fell. Red slash: the start, emptied.",
                ..plain("After sowing pit 0: the last stone falls in pit 4")
            },
        ),
    ));
    let (relayed, end) = relay_sow(OPENING, 0)?;
    // The end pit held stones at the start: a lap scooped it empty first.
    let moved =
        ayoayo::engine::trace(&OPENING, 0, ayoayo::engine::MAX_TRACED_LAPS)?;
    anyhow::ensure!(
        OPENING[end] > 0
            && moved.recorded_laps().iter().any(|lap| lap.from == end),
        "the relay from pit 0 no longer ends in a pit an earlier lap emptied"
    );
    let relayed_caption = format!(
        "Relay sowing from pit 0 ends in pit {end}, which a lap had emptied"
    );
    out.push((
        "relay-from-0.svg",
        svg(
            &relayed,
            &Picture {
                highlight: &[end],
                skipped: &[0],
                legend: "Yellow: the end pit. Red slash: the start pit, which every lap skips.",
                ..plain(&relayed_caption)
            },
        ),
    ));
    let (captured, _, _) = sow_and_capture(OPENING, [0, 0], 3)?;
    out.push((
        "capture-from-3.svg",
        svg(
            &captured,
            &Picture {
                highlight: &[0],
                skipped: &[3],
                captured: &[11],
                legend: "Yellow: the end pit. Dashed circle: captured. Red slash: the start.",
                ..plain("Pit 3's relay ends in pit 0 and captures pit 11's six stones")
            },
        ),
    ));
    let late: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    out.push((
        "feeding.svg",
        svg(
            &late,
            // No mark: the blue ring means a lap's scooped pit everywhere,
            // and the caption names the one pit that feeds.
            &plain("Player 1's row is empty: only pit 2 leaves a stone on it"),
        ),
    ));
    let mut sort_calls = CallTree::new();
    merge_sort(&[7, 1, 3, 4, 5, 0, 2, 6], &mut sort_calls);
    out.push((
        "merge-sort-calls.svg",
        call_tree_svg(
            &sort_calls,
            "The calls of merge_sort([7, 1, 3, 4, 5, 0, 2, 6]): a tree",
            &[],
        ),
    ));
    let mut merge_calls = CallTree::new();
    merge(&[1, 3, 4, 7], &[0, 2, 5, 6], &mut merge_calls);
    out.push((
        "merge-calls.svg",
        call_tree_svg(
            &merge_calls,
            "merge_into's calls: the lists left, then what is merged",
            &[],
        ),
    ));
    let (late, depth) = SEARCHED;
    let position = Position::new(late, SEARCHED_SCORE, Player::Zero)?;
    let mut search_calls = CallTree::new();
    Search::with_weights(Weights::MARGIN).value_recording_calls(
        &position,
        depth,
        &mut search_calls,
    );
    out.push((
        "search-calls.svg",
        call_tree_svg(
            &search_calls,
            "A box holds a move and its worth in stones to its mover.",
            &["A box whose replies were cut holds only a bound. Dashed boxes were never searched."],
        ),
    ));
    out.push(("cost-of-elegance.svg", cost_chart(data)));
    out.push(("relay-laps-from-0.svg", figures::relay_laps_svg()?));
    out.push(("endless-cycle.svg", figures::cycle_svg()?));
    out.push(("stack-frames.svg", figures::stack_svg(&Stack::load(root)?)?));
    out.push(("slice-and-cons.svg", figures::slice_svg()?));
    out.push(("alpha-beta-toy.svg", figures::toy_tree_svg()?));
    out.push(("stored-bound.svg", figures::stored_bound_svg()?));
    out.push(("repetition-hole.svg", figures::repetition_hole_svg()?));
    out.push(("game-turns.svg", figures::game_turns_svg()?));
    out.push(("undo-stacks.svg", figures::undo_stacks_svg()?));
    let source = |file| crate::read(root, file);
    out.push((
        "coupling.svg",
        figures::coupling_svg(
            &source("src/stages/global_state.rs")?,
            &source("src/stages/injected.rs")?,
        )?,
    ));
    out.push(("rotation.svg", figures::rotation_svg()?));
    out.push(("packed-board.svg", figures::packed_svg()?));
    out.push(("packed-lap.svg", figures::packed_lap_svg()?));
    out.push((
        "engine-history.svg",
        figures::history_svg(&engine_history_rows(root)?)?,
    ));
    out.push(("ladder.svg", figures::ladder_svg(&load(root)?)?));
    out.push(("deepening.svg", figures::deepening_svg()?));
    out.push(("weighed.svg", figures::weighed_svg()?));
    Ok(out)
}
