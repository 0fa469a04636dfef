//! Checks that an exercise's answer is the learner's own work, shared by
//! every exercise's tests (and its solution's). The answer may not use the
//! crate's version of what it asks for, under any name; where an exercise
//! asks for a recursion, the answer must be one, with no loop or iterator
//! adaptor doing the walking; and where it asks for a tail call, every call
//! to itself must be the last thing it does.
//!
//! The checks read the exercise's source as Rust, with syn (the parser that
//! procedural macros use), so spacing, comments, strings, braces and
//! renamed imports cannot hide code from them. Code inside a macro is
//! invisible to a parser, so the learner's code may use only the standard
//! macros whose arguments are expressions (`println!`, `vec!`, `assert!` and
//! the like), which the checks read too.

mod answers;
mod calls;
mod source;
mod statics;
mod tails;

pub use answers::no_crate_answers;
pub use calls::{calls_itself, recursion_only, without};
pub use statics::{locked_once, no_other_statics};
pub use tails::tail_calls_only;
