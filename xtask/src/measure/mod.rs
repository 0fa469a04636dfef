//! The lab: what `cargo xtask measure`, `strength` and `tune` run a few
//! times a year to record measurements in `book/src/data/` (and the tuned
//! weights in `src/game/tuned.rs`). Everything else in xtask reads those
//! files, on every `cargo test`; this code runs only when asked, so it is
//! built only with the `lab` feature, which `cargo xtask` turns on and
//! `cargo test` does not.

pub mod browser;
pub mod criterion;
pub mod endless;
pub mod engine;
pub mod mutation;
pub mod stack;
pub mod strength;
pub mod tune;
pub mod workshop;
