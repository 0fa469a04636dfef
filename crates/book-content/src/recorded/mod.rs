//! What `cargo xtask measure` and the other recording tasks write into
//! `book/src/data/`, read back: one module for each, with its data file's
//! path and what the book makes of it. The recording itself is xtask's
//! (`xtask/src/measure/`, behind its `lab` feature). The modules:
//! [`browser`] (the module's size and the browser's times), [`measurements`]
//! (criterion's times), [`count_loops`] (where the release build puts
//! each count's loop), [`stack`] (the
//! frames of Part V's counts), [`engine_history`] (each engine version
//! timed), [`endless`] (the endless relays of the first eight moves),
//! [`mutation`] (a broken iterative stage under the conformance suite),
//! [`workshop`] (the instructor's preparation timed), [`strength`] (the
//! matches) and
//! [`tune`] (the weights found by self-play, written into
//! `src/game/tuned.rs`). The chapters quote them through
//! [`crate::generated`].

pub mod browser;
pub mod count_loops;
pub mod endless;
pub mod engine_history;
pub mod measurements;
pub mod mutation;
pub mod stack;
pub mod strength;
pub mod tune;
pub mod workshop;
