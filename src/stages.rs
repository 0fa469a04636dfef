//! The four stages of the book, in the order it builds them. Each rewrites
//! the rules; none rewrites the vocabulary ([`crate::board`]), which is all
//! they share.
//!
//! - [`global_state`]: one global board (Part II).
//! - [`injected`]: boards in, boards out (Part III).
//! - [`recursive`]: linear recursion, first and rest (Part IV).
//! - [`iterative`]: the same rules as loops (Part V).
//!
//! A stage depends on the vocabulary and on earlier stages, never on a later
//! one. The injected stage's [`injected::relay_sow`] must know whether a
//! relay ends before it recurses through it, and how to find that out is the
//! subject of Part V, so the caller hands it a way
//! ([`RelayLength`](crate::board::RelayLength)): the engine's, in practice.

pub mod global_state;
pub mod injected;
pub mod iterative;
pub mod recursive;
