//! What `cargo xtask measure` and the other recording tasks write into
//! `book/src/data/`, read back: one module for each, with its data file's
//! path and what the book makes of it. The recording itself is xtask's
//! (`xtask/src/measure/`, behind its `lab` feature). The modules:
//! [`browser`] (the module's size and the browser's times), [`measurements`]
//! (criterion's times), [`stack`] (the
//! frames of Part V's counts), [`engine_history`] (each engine version
//! timed), [`endless`] (the endless relays of the first eight moves),
//! [`mutation`] (a broken iterative stage under the conformance suite),
//! [`workshop`] (the instructor's preparation timed), [`strength`] (the
//! matches) and
//! [`tune`] (the weights found by self-play, written into
//! `src/game/tuned.rs`). The chapters quote them through
//! [`crate::generated`].

pub mod browser;
pub mod endless;
pub mod engine_history;
pub mod measurements;
pub mod mutation;
pub mod stack;
pub mod strength;
pub mod tune;
pub mod workshop;

use anyhow::{Context, Result};

use crate::generated::{Sources, Words};

/// The kinds of marker whose values come from the recorded data: each a
/// subcommand of [`crate::generated::Kind`], with its arguments typed.
#[derive(Debug, clap::Subcommand)]
pub enum Marker {
    /// A recorded mean time, as `61 ns` or `1.2 µs`.
    Ns {
        /// The benchmark's id, which may hold spaces.
        #[command(flatten)]
        benchmark: Words,
    },
    /// How many times benchmark A's mean is B's, as `times A / B`.
    Times {
        /// `A / B`, each a benchmark's id.
        #[command(flatten)]
        ratio: Words,
    },
    /// The machine the measurements were taken on.
    Machine,
    /// The table of The cost of elegance.
    CostTable,
    /// The recorded matches of Part VI.
    StrengthTable,
    /// Player A's share of the points against B.
    Share {
        /// The first player, as `ayoayo match` names it.
        a: String,
        /// The second.
        b: String,
    },
    /// A fact of the matches' openings.
    Openings {
        /// Which.
        #[arg(value_enum)]
        what: strength::OpeningFact,
    },
    /// A recorded time of the instructor's preparation, as a range up to a
    /// busy laptop's.
    PrepTime {
        /// Which step.
        #[arg(value_enum)]
        step: workshop::Step,
    },
    /// A fact of the browser's module, or a recorded measurement of it.
    Browser {
        /// Which.
        #[arg(value_enum)]
        fact: crate::recorded::browser::BrowserFact,
    },
    /// A recorded figure of the first moves' endless relays.
    Endless {
        /// Which.
        #[arg(value_enum)]
        row: crate::recorded::endless::EndlessRow,
    },
    /// Part V's recorded stack use.
    Stack {
        /// Which number.
        #[arg(value_enum)]
        number: crate::recorded::stack::StackNumber,
    },
    /// The calls a stack of MIB MiB holds.
    StackCalls {
        /// The stack's size.
        mib: u64,
    },
    /// The compiler Part V's stack was measured with, as `rustc 1.95`.
    StackCompiler,
    /// The stack overflow's message.
    StackStderr,
    /// The recorded mutation run's summary.
    MutationReport,
}

impl Marker {
    /// The value, computed.
    pub fn compute(&self, s: &Sources<'_>) -> Result<String> {
        use crate::generated::table;
        use crate::numbers::thousands;
        use measurements::{cost_table, rounded_as_shown, time_for_people};
        use stack::Stack;
        match self {
            Marker::Ns { benchmark } => {
                s.data.require(&benchmark.text()).map(time_for_people)
            }
            Marker::Times { ratio } => {
                let text = ratio.text();
                let (a, b) =
                    text.split_once(" / ").context("write `times A / B`")?;
                // Of the times as shown, so that the reader's own division
                // agrees.
                let shown =
                    |id: &str| s.data.require(id.trim()).map(rounded_as_shown);
                let ratio = shown(a)? / shown(b)?;
                Ok(if ratio >= 10.0 {
                    format!("{ratio:.0}")
                } else {
                    format!("{ratio:.1}")
                })
            }
            Marker::Machine => Ok(s.data.machine.clone()),
            Marker::CostTable => Ok(table(cost_table(s.data))),
            Marker::StrengthTable => {
                strength::strength_table(s.root).map(table)
            }
            Marker::Share { a, b } => strength::share(s.root, a, b),
            Marker::Openings { what } => Ok(strength::openings(*what)),
            Marker::PrepTime { step } => workshop::time(s.root, *step),
            Marker::Browser { fact } => browser::quote(s.root, *fact),
            Marker::Endless { row } => endless::quote(s.root, *row),
            Marker::Stack { number } => {
                let key = crate::data::row_name(*number);
                Ok(Stack::load(s.root)?.number(&key)?.to_string())
            }
            Marker::StackCalls { mib } => {
                Ok(thousands(Stack::load(s.root)?.calls_in(*mib)?))
            }
            Marker::StackCompiler => stack::compiler(s.root),
            Marker::StackStderr => {
                let stderr = Stack::load(s.root)?.stderr().join("\n");
                Ok(format!("\n\n```text\n{stderr}\n```\n\n"))
            }
            Marker::MutationReport => mutation::quote(s.root),
        }
    }
}
