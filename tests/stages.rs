//! The four stages: each one's own tests, some of them shown in the book,
//! and the stages' agreement with each other and with the engine.

mod agreement;
mod global_state;
mod injected;
mod recursive;
