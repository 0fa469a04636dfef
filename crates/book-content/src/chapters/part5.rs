//! Part V: iteration, the stack, the move that never ends, and what
//! recursion costs.

use anyhow::{Context as _, Result};

use super::{named, Chapter};
use crate::cycles::{floyd_steps, long_relay, LongRelayFact};
use crate::generated::{table, Sources};
use crate::numbers::thousands;
use crate::recorded::count_loops::{count, slowest_and_fastest};
use crate::recorded::measurements::{cost_table, interval_for_people};
use crate::recorded::stack::{compiler, Stack, StackNumber};

/// A number of Part V's recorded stack use.
fn stack(s: &Sources<'_>, number: StackNumber) -> Result<String> {
    let key = crate::data::row_name(number);
    Ok(Stack::load(s.root)?.number(&key)?.to_string())
}

/// How many calls a stack of `mib` MiB holds, by the recorded frames.
fn calls_in(s: &Sources<'_>, mib: u64) -> Result<String> {
    Ok(thousands(Stack::load(s.root)?.calls_in(mib)?))
}

/// The stack.
pub const THE_STACK: Chapter = Chapter {
    file: "part5/the-stack.md",
    values: &[
        // The lines round `count_stones`'s call of itself, as the tests
        // build it.
        named("assembly", |s| crate::assembly::quote(s.root)),
        // The lines that hand the injected `relay` its board, in a release
        // build.
        named("relay-call", |s| crate::assembly::relay_quote(s.root)),
        named("stack bytes-per-call/recursive", |s| {
            stack(s, StackNumber::Recursive)
        }),
        named("stack bytes-per-call/accumulator", |s| {
            stack(s, StackNumber::Accumulator)
        }),
        named("stack-calls 1", |s| calls_in(s, 1)),
        named("stack-calls 2", |s| calls_in(s, 2)),
        named("stack-calls 8", |s| calls_in(s, 8)),
        // The compiler the stack was measured with, as `rustc 1.95`.
        named("stack-compiler", |s| compiler(s.root)),
        // The stack overflow's message, as the child printed it.
        named("stack-stderr", |s| {
            let stderr = Stack::load(s.root)?.stderr().join("\n");
            Ok(format!("\n\n```text\n{stderr}\n```\n\n"))
        }),
    ],
};

/// The move that never ends.
pub const THE_MOVE_THAT_NEVER_ENDS: Chapter = Chapter {
    file: "part5/the-move-that-never-ends.md",
    values: &[
        // How many of 200 random games, seeded with 2019, meet a move
        // that never ends.
        named("endless-games 200 2019", |_| {
            let mut rng = ayoayo::game::Rng::with_seed(2019);
            let met = ayoayo::lessons::endless::games_meeting_an_endless_move(
                200, &mut rng,
            );
            Ok(met.to_string())
        }),
        named("long-relay laps", |_| long_relay(LongRelayFact::Laps)),
        named("long-relay moves", |_| long_relay(LongRelayFact::Moves)),
        named("long-relay pit", |_| long_relay(LongRelayFact::Pit)),
        // The steps Floyd's walkers take on the seven stones before they meet.
        named("seven floyd", |_| Ok(floyd_steps()?.to_string())),
    ],
};

/// The cost of elegance.
pub const THE_COST_OF_ELEGANCE: Chapter = Chapter {
    file: "part5/the-cost-of-elegance.md",
    values: &[
        // The loop a release build makes of all three counts.
        named("assembly release", |s| {
            crate::assembly::release_quote(s.root)
        }),
        named("cost-table", |s| Ok(table(cost_table(s.data)))),
        named("stack release/instructions/recursive", |s| {
            stack(s, StackNumber::Instructions)
        }),
        // The counts whose benchmarks took longest and least, as the
        // chapter names them, and criterion's intervals for them.
        named("slowest stages", |s| {
            count_named(slowest_and_fastest(s.data, "stages")?.0)
        }),
        named("fastest stages", |s| {
            count_named(slowest_and_fastest(s.data, "stages")?.1)
        }),
        named("slowest-interval stages", |s| {
            count_interval(s, slowest_and_fastest(s.data, "stages")?.0)
        }),
        named("fastest-interval stages", |s| {
            count_interval(s, slowest_and_fastest(s.data, "stages")?.1)
        }),
    ],
};

/// How the chapter names the count whose benchmark ends in `key`.
fn count_named(key: &str) -> Result<String> {
    let count = count(key).context("no such count")?;
    Ok(count.named.to_string())
}

/// Criterion's interval for `count`'s benchmark in the benchmarks' build.
fn count_interval(s: &Sources<'_>, count: &str) -> Result<String> {
    let timing = s.data.timing(&format!("stages/count stones/{count}"))?;
    Ok(interval_for_people(timing))
}
