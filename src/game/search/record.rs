//! The search recorded call by call for the book's pictures and steppers:
//! what a recorded search keeps, and how it is told to a [`CallWatcher`]
//! once the search is over, so that the watching stays out of the search.

use super::Search;
use crate::board::Pit;
use crate::engine::Position;

/// What watches the calls a search makes, to record them for the book's
/// pictures and steppers.
pub trait CallWatcher {
    /// A call for the position after `pit` (`None` for the root) begins.
    fn enter(&mut self, pit: Option<Pit>);
    /// That call returns `value`.
    fn leave(&mut self, value: i32);
    /// The call still open was cut short: the moves `pits` were not
    /// searched, since the opponent would never allow this position.
    fn cut(&mut self, _pits: impl Iterator<Item = Pit>) {}
}

/// One thing a recorded search did, kept until the search ends and then
/// told to its [`CallWatcher`]: what keeps the watching out of the search.
#[derive(Debug)]
pub(super) enum CallEvent {
    /// A call searches the children of its position, in this order.
    Order(Vec<Pit>),
    /// A call for the position after this move begins.
    Enter(Pit),
    /// That call returns, its move worth this much to the player who made it.
    Leave(i32),
}

/// Tells `calls` that the innermost open call returns `value`, after the
/// moves it offered and never entered, which a cut-off skipped.
fn close(
    open: &mut Vec<(Vec<Pit>, usize)>,
    calls: &mut impl CallWatcher,
    value: i32,
) {
    if let Some((offered, entered)) = open.pop() {
        if entered < offered.len() {
            calls.cut(offered[entered..].iter().copied());
        }
    }
    calls.leave(value);
}

impl Search {
    /// [`Search::value`] with every call recorded in `calls`.
    pub fn value_recording_calls(
        &mut self,
        position: &Position,
        depth: u32,
        calls: &mut impl CallWatcher,
    ) -> i32 {
        self.recording = Some(Vec::new());
        let value = self.value(position, depth);
        let events = self.recording.take().unwrap_or_default();
        // Each open call: the moves it offered, and how many it entered.
        // Those it offered and never entered were cut off.
        let mut open = vec![(Vec::new(), 0)];
        calls.enter(None);
        for event in events {
            match event {
                CallEvent::Order(pits) => {
                    if let Some(top) = open.last_mut() {
                        top.0 = pits;
                    }
                }
                CallEvent::Enter(pit) => {
                    if let Some(top) = open.last_mut() {
                        top.1 += 1;
                    }
                    calls.enter(Some(pit));
                    open.push((Vec::new(), 0));
                }
                CallEvent::Leave(value) => close(&mut open, calls, value),
            }
        }
        close(&mut open, calls, value);
        value
    }
}
