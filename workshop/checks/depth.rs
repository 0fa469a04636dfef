// How deep the stack is when a handed-out helper runs, so that a test can
// tell a recursion from a loop by what it does, not by how it is spelled.
// A recursion calls the helper from deeper and deeper frames; a loop calls
// it from the same frame every time.

thread_local! {
    /// Where the stack stood at each `mark` on this thread, up to a bound.
    static MARKS: std::cell::RefCell<Vec<usize>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The most marks kept: enough for any relay or list the tests give.
const MOST: usize = 4096;

/// Notes where the stack stands now.
#[inline(never)]
pub fn mark() {
    let here = 0u8;
    // The address of a local is where this frame sits on the stack.
    let at = std::hint::black_box(&here) as *const u8 as usize;
    MARKS.with(|marks| {
        let mut marks = marks.borrow_mut();
        if marks.len() < MOST {
            marks.push(at);
        }
    });
}

/// Runs `work`, and says how many different stack depths it called `mark`
/// from, and how many times it called it.
#[allow(dead_code)]
pub fn depths<T>(work: impl FnOnce() -> T) -> (T, usize, usize) {
    MARKS.with(|marks| marks.borrow_mut().clear());
    let answer = work();
    let mut marks = MARKS.with(|marks| marks.take());
    let calls = marks.len();
    marks.sort_unstable();
    marks.dedup();
    (answer, marks.len(), calls)
}
