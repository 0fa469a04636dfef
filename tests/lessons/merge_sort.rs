//! Merge sort against merge (Part IV): the test the book shows.

use ayoayo::lessons::merge_sort::*;
use pretty_assertions::assert_eq;

#[test]
// ANCHOR: linear_or_not
fn merge_sort_branches_and_merge_does_not() {
    let mut sort_calls = CallTree::new();
    assert_eq!(
        merge_sort(&[7, 1, 3, 4, 5, 0, 2, 6], &mut sort_calls),
        [0, 1, 2, 3, 4, 5, 6, 7]
    );
    assert_eq!(sort_calls.calls.len(), 15);
    assert_eq!(sort_calls.widest(), 2); // each call may make two: a tree

    let mut merge_calls = CallTree::new();
    assert_eq!(
        merge(&[1, 3, 4, 7], &[0, 2, 5, 6], &mut merge_calls),
        [0, 1, 2, 3, 4, 5, 6, 7]
    );
    assert_eq!(merge_calls.calls.len(), 8);
    assert_eq!(merge_calls.widest(), 1); // at most one: a line
}
// ANCHOR_END: linear_or_not
