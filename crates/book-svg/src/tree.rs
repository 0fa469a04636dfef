//! A recursion's calls as a tree: each call a box labelled with its
//! arguments, under the call that made it.

use ayoayo::lessons::merge_sort::CallTree;

use crate::style::{ASH, CARD, WOOD};
use crate::text_width::width;
use crate::{Family, Look, Svg};

/// A call tree as an SVG picture: each call a box labelled with its
/// arguments, joined by a line to the call that made it. Each call takes a
/// span of the width, enough for its own box and, side by side, the spans
/// of the calls it made, which sit centred under it in the order made; so
/// no two boxes overlap, and a tree is as narrow as its labels allow.
/// Lines of `legend`, if any, go under the caption.
pub fn call_tree_svg(
    tree: &CallTree,
    caption: &str,
    legend: &[&str],
) -> String {
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
    let caption_width = legend
        .iter()
        .map(|line| width(line, 12.0, false))
        .fold(width(caption, 14.0, false), f64::max)
        + 20.0;
    let width = (max_x - min_x + 20.0).max(widest + 20.0).max(caption_width);
    // The calls stand in the middle of the picture, under its caption.
    let shift = (width - (max_x - min_x)) / 2.0 - min_x;
    let levels = depth.iter().max().map_or(1, |d| d + 1);
    let level_h = LEVEL_H + box_h - 26.0;
    let height = levels as f64 * level_h + 32.0 + 16.0 * legend.len() as f64;
    let mut s = Svg::with_family(width, height, Family::Mono, caption);
    let cy = |i: usize| 16.0 + depth[i] as f64 * level_h + box_h / 2.0;
    // A call never made (a search's cut branch) is drawn dashed and grey.
    let cut = |i: usize| tree.calls[i].0.starts_with('✂');
    let edge = |i: usize| {
        let look = Look::new().stroke(WOOD).width(1.5);
        if cut(i) {
            look.dashed("4 3")
        } else {
            look
        }
    };
    for (i, &(_, caller)) in tree.calls.iter().enumerate() {
        if let Some(p) = caller {
            let from = (x[p] + shift, cy(p) + box_h / 2.0);
            s.line(from, (x[i] + shift, cy(i) - box_h / 2.0), edge(i));
        }
    }
    for (i, &xi) in x.iter().enumerate() {
        let (w, y) = (width_of(i), cy(i) - box_h / 2.0);
        let fill = if cut(i) { ASH } else { CARD };
        s.rect(
            xi + shift - w / 2.0,
            y,
            w,
            box_h,
            edge(i).fill(fill).round(6.0),
        );
        let count = lines(i).count() as f64;
        for (k, line) in lines(i).enumerate() {
            let dy = (k as f64 - (count - 1.0) / 2.0) * LINE_H;
            s.mid(xi + shift, cy(i) + 4.0 + dy, 12, line);
        }
    }
    s.finish(caption, legend)
}
