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
#![allow(unsafe_code)]

use std::cell::RefCell;

thread_local! {
    /// The last answer, kept until the next query so that JavaScript can
    /// read it.
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Room for a request of `len` bytes, for JavaScript to write into.
#[no_mangle]
pub extern "C" fn ayoayo_alloc(len: usize) -> *mut u8 {
    let mut room = Vec::<u8>::with_capacity(len);
    let ptr = room.as_mut_ptr();
    std::mem::forget(room);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (from [`ayoayo_alloc`],
/// filled by JavaScript), frees it, and returns where the answer starts.
#[no_mangle]
pub extern "C" fn ayoayo_query(ptr: *mut u8, len: usize) -> *const u8 {
    // SAFETY: `ptr` came from `ayoayo_alloc(len)`, a Vec's buffer of
    // capacity `len`, and JavaScript has written `len` bytes into it; it
    // is taken back exactly once, here.
    let request = unsafe { Vec::from_raw_parts(ptr, len, len) };
    let target = String::from_utf8_lossy(&request);
    let (_, body) = crate::api::answer(&target);
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
