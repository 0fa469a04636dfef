//! How deep the stack is when a handed-out helper runs, so that a test can
//! tell a recursion from a loop by what it does, not by how it is spelled.
//! A recursion calls the helper from deeper and deeper frames; a loop calls
//! it from the same frame every time. How far below a test's frame the
//! helper runs also says how much the functions in between keep on the
//! stack.

/// The most marks kept: enough for any relay or list the tests give.
const MOST: usize = 4096;

/// Marks kept in place, so that marking never allocates (a test may count
/// allocations): where the stack stood, and how many.
struct Marks {
    at: [usize; MOST],
    len: usize,
}

thread_local! {
    /// Where the stack stood at each `mark` on this thread, up to `MOST`.
    static MARKS: std::cell::RefCell<Marks> =
        const { std::cell::RefCell::new(Marks { at: [0; MOST], len: 0 }) };
}

/// The marks so far, forgotten.
fn take() -> Vec<usize> {
    MARKS.with(|marks| {
        let mut marks = marks.borrow_mut();
        let taken = marks.at[..marks.len].to_vec();
        marks.len = 0;
        taken
    })
}

/// Notes where the stack stands now.
#[inline(never)]
pub fn mark() {
    let here = 0u8;
    // The address of a local is where this frame sits on the stack.
    let at = std::hint::black_box(&here) as *const u8 as usize;
    MARKS.with(|marks| {
        let mut marks = marks.borrow_mut();
        if marks.len < MOST {
            let len = marks.len;
            marks.at[len] = at;
            marks.len += 1;
        }
    });
}

/// Runs `work`, and says how many different stack depths it called `mark`
/// from, and how many times it called it.
#[allow(dead_code)]
pub fn depths<T>(work: impl FnOnce() -> T) -> (T, usize, usize) {
    take();
    let answer = work();
    let mut marks = take();
    let calls = marks.len();
    marks.sort_unstable();
    marks.dedup();
    (answer, marks.len(), calls)
}

/// Runs `work`, and says how many bytes of stack it used at most, measured
/// down to each `mark`: what the functions between here and the marks keep
/// in their frames.
#[allow(dead_code)]
#[inline(never)]
pub fn stack_used<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let here = 0u8;
    let top = std::hint::black_box(&here) as *const u8 as usize;
    take();
    let answer = work();
    let deepest = take().into_iter().min();
    (answer, deepest.map_or(0, |at| top.saturating_sub(at)))
}
