//! A house rule, written into both versions of permissible moves, to show
//! what a change to the rules costs in each (Part IV, "What a call can
//! see"). The rule: a player who must feed must give the other player as
//! many stones as any move can.
//!
//! The book shows each function only as a diff against the one it changes,
//! which `cargo xtask regenerate` writes; the names stay the same so that
//! the diff shows only what the rule changed.

pub mod one_loop;
pub mod split;
