//! What the workshop's exercises share: [`depth`] and [`in_time`], which
//! some handed-out helpers and tests call, and, for the tests alone (the
//! `own-work` feature), [`own_work`], which checks that an answer is the
//! learner's own.

pub mod depth;
pub mod in_time;
#[cfg(feature = "own-work")]
pub mod own_work;
