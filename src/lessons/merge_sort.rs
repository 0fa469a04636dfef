//! What linear recursion is: merge sort, which calls itself twice, beside
//! its merge, which calls itself at most once.
//!
//! Both take a [`CallTree`] and record each call in it, so the book's call
//! graphs are drawn from what the code really did (see `crates/book-content/src/figures/catalogue.rs`).

/// A record of calls: each call, what it was given, and who called it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CallTree {
    /// Every call in the order made: its label and its caller's index.
    pub calls: Vec<(String, Option<usize>)>,
    open: Vec<usize>,
}

impl CallTree {
    /// An empty record.
    pub fn new() -> CallTree {
        CallTree::default()
    }

    /// Records a call labelled `label`, made by the call still open.
    pub fn enter(&mut self, label: String) {
        let parent = self.open.last().copied();
        self.calls.push((label, parent));
        self.open.push(self.calls.len() - 1);
    }

    /// Records a call the latest open call would have made, but did not
    /// (a search's cut branches): it is drawn, and never opened.
    fn not_made(&mut self, label: String) {
        let parent = self.open.last().copied();
        self.calls.push((label, parent));
    }

    /// Records that the latest open call has returned.
    pub fn leave(&mut self) {
        self.open.pop();
    }

    /// The calls that call `index` made.
    pub fn children(&self, index: usize) -> Vec<usize> {
        (0..self.calls.len())
            .filter(|&i| self.calls[i].1 == Some(index))
            .collect()
    }

    /// The most calls any one call made: 1 means linear recursion.
    pub fn widest(&self) -> usize {
        (0..self.calls.len())
            .map(|i| self.children(i).len())
            .max()
            .unwrap_or(0)
    }
}

/// Records every call, labelled with the pit played to reach it.
impl crate::game::CallWatcher for CallTree {
    fn enter(&mut self, pit: Option<crate::board::Pit>) {
        CallTree::enter(
            self,
            pit.map_or("start".to_string(), |p| p.to_string()),
        );
    }
    /// The call's label gains a second line: the value it returned, as
    /// the tree stepper says it (`+90`, `−360`).
    fn leave(&mut self, value: i32) {
        if let Some(&open) = self.open.last() {
            let sign = match value {
                v if v > 0 => "+",
                v if v < 0 => "−",
                _ => "",
            };
            self.calls[open].0 += &format!("\n{sign}{}", value.unsigned_abs());
        }
        CallTree::leave(self);
    }
    fn cut(&mut self, pits: impl Iterator<Item = crate::board::Pit>) {
        for pit in pits {
            self.not_made(format!("✂ {pit}"));
        }
    }
}

// ANCHOR: merge_sort
/// Sorts `list`: sort each half, then merge the two.
pub fn merge_sort(list: &[i32], calls: &mut CallTree) -> Vec<i32> {
    calls.enter(format!("{list:?}"));
    let sorted = if list.len() <= 1 {
        list.to_vec()
    } else {
        let (half, other_half) = list.split_at(list.len() / 2);
        let sorted_half = merge_sort(half, calls);
        let sorted_other_half = merge_sort(other_half, calls);
        merge(&sorted_half, &sorted_other_half, &mut CallTree::new())
    };
    calls.leave();
    sorted
}
// ANCHOR_END: merge_sort

// ANCHOR: merge
/// Merges two sorted lists into one sorted list.
pub fn merge(left: &[i32], right: &[i32], calls: &mut CallTree) -> Vec<i32> {
    merge_into(left, right, Vec::new(), calls)
}

/// Moves the smaller first element onto `so_far`, then merges the rest.
fn merge_into(
    left: &[i32],
    right: &[i32],
    mut so_far: Vec<i32>,
    calls: &mut CallTree,
) -> Vec<i32> {
    calls.enter(format!("{left:?} {right:?} {so_far:?}"));
    let merged = match (left, right) {
        ([], rest) | (rest, []) => {
            so_far.extend_from_slice(rest);
            so_far
        }
        ([l, left_rest @ ..], [r, right_rest @ ..]) => {
            if l <= r {
                so_far.push(*l);
                merge_into(left_rest, right, so_far, calls)
            } else {
                so_far.push(*r);
                merge_into(left, right_rest, so_far, calls)
            }
        }
    };
    calls.leave();
    merged
}
// ANCHOR_END: merge
