//! The WebAssembly boundary: the book's pages load this crate, compiled
//! for `wasm32-unknown-unknown`, and talk to it through three exports,
//! bytes in and bytes out. `engine.js` (beside the module in the built
//! book) wraps them as `query(target)`, which answers exactly what
//! `ayoayo api TARGET` prints.
//!
//! - `ayoayo_alloc(len)`: room for a request of `len` bytes.
//! - `ayoayo_query(ptr, len)`: answers the request written there (and
//!   frees it); returns where the answer's bytes start.
//! - `ayoayo_answer_len()`: how many bytes the last answer holds.
//!
//! It imports one function, `ayoayo.now`: the search's clock (`now_ms` in
//! `src/game/search.rs`), since `std` has none on this target.
//!
//! These few lines are what wasm-bindgen would generate for one function
//! from a string to a string. Written by hand, they need no
//! `wasm-bindgen-cli`, whose version must match the library's exactly, and
//! the module builds with nothing but a compiler for the target.
#![allow(unsafe_code)]

use std::cell::RefCell;

thread_local! {
    /// The last answer, kept until the next query so that JavaScript can
    /// read it.
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Room for a request of `len` bytes, for JavaScript to write into and
/// hand to [`ayoayo_query`].
#[no_mangle]
pub extern "C" fn ayoayo_alloc(len: usize) -> *mut u8 {
    Box::into_raw(vec![0u8; len].into_boxed_slice()).cast()
}

/// Answers the request of `len` bytes at `ptr`, frees it, and returns
/// where the answer starts (its length is [`ayoayo_answer_len`]).
///
/// # Safety
///
/// `ptr` must come from `ayoayo_alloc(len)`, with the same `len`, and be
/// handed over once: it is freed here.
#[no_mangle]
pub unsafe extern "C" fn ayoayo_query(ptr: *mut u8, len: usize) -> *const u8 {
    let slice = std::ptr::slice_from_raw_parts_mut(ptr, len);
    // SAFETY: by this function's contract, `ptr` and `len` are those of a
    // `Box<[u8]>` that `ayoayo_alloc` leaked, taken back exactly once.
    let request = unsafe { Box::from_raw(slice) };
    let target = String::from_utf8_lossy(&request);
    let (Ok(body) | Err(body)) = crate::api::answer_json(&target);
    ANSWER.with(|answer| {
        let mut answer = answer.borrow_mut();
        *answer = format!("{body}\n").into_bytes();
        answer.as_ptr()
    })
}

/// How many bytes the last answer holds.
#[no_mangle]
pub extern "C" fn ayoayo_answer_len() -> usize {
    ANSWER.with(|answer| answer.borrow().len())
}
