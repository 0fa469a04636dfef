//! What each chapter shows that only it shows, laid out like the book: a
//! module for a part, and in it a table for each chapter of the values its
//! markers name, each beside the function that computes it. A marker found
//! in a chapter is either one of the kinds many chapters share, with its
//! arguments ([`crate::generated::Kind`]: a quiz's value, a benchmark's
//! time, a constant, a relay's laps, a stepper), or a name that chapter's
//! table gives: `grep` finds the name here.
//!
//! Computing the values checks both ways: every marker a chapter holds is
//! a shared kind or in its table, and every name in a chapter's table is
//! a marker of that chapter.

use anyhow::Result;

use crate::generated::Sources;

mod appendix;
mod part5;
mod part6;

/// A value one chapter names: the marker's words, and what computes them.
pub struct Named {
    /// The marker's words, `<!-- gen: NAME -->`.
    pub name: &'static str,
    /// Computes the value from the sources.
    pub compute: fn(&Sources<'_>) -> Result<String>,
}

/// A chapter's values: its file under `book/src`, and what it names.
pub struct Chapter {
    /// The chapter's file, under `book/src`.
    pub file: &'static str,
    /// The values only it names.
    pub values: &'static [Named],
}

/// `name`, computed by `compute`: a row of a chapter's table.
const fn named(
    name: &'static str,
    compute: fn(&Sources<'_>) -> Result<String>,
) -> Named {
    Named { name, compute }
}

/// Every chapter with values of its own, in book order.
pub const CHAPTERS: &[Chapter] = &[
    part5::THE_STACK,
    part5::THE_MOVE_THAT_NEVER_ENDS,
    part5::THE_COST_OF_ELEGANCE,
    part6::CUTTING_THE_TREE,
    part6::A_RECURSION_WITH_A_DEADLINE,
    part6::WHAT_THE_LEAVES_KNOW,
    part6::REMEMBERING_POSITIONS,
    part6::PLAY,
    appendix::ENGINE,
    appendix::HOW_THIS_BOOK_IS_CHECKED,
    appendix::ONE_SUITE_FOR_FOUR_STAGES,
    appendix::MEASURING,
    appendix::TEACHING,
];

/// The value `name` that the chapter `file` names, if its table has it.
pub fn named_in(file: &str, name: &str) -> Option<&'static Named> {
    values_of(file).iter().find(|n| n.name == name)
}

/// The table of the chapter `file`, empty if it names no value of its own.
pub fn values_of(file: &str) -> &'static [Named] {
    CHAPTERS
        .iter()
        .find(|c| c.file == file)
        .map_or(&[], |c| c.values)
}
