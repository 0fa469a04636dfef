//! The appendices.

use super::{named, Chapter};
use crate::figures::{packed_walk, times_as_shown, PackedFact as P};
use crate::generated::{html, table};
use crate::recorded::browser::{quote as browser, BrowserFact as B};
use crate::recorded::count_loops::{line_crossing, spread, CountLoops};
use crate::recorded::engine_history::{
    engine_history_rows, ENGINE_HISTORY_FILE,
};
use crate::recorded::strength::{openings, strength_table, OpeningFact as O};
use crate::recorded::workshop::{time, Step};
use crate::workshop::{agenda_table, agenda_total};

/// Inside the engine.
pub const ENGINE: Chapter = Chapter {
    file: "appendix/engine.md",
    values: &[
        // The walk through the second lap of the opening's relay from
        // pit 3, as the packed board takes it.
        named("packed pit", |_| packed_walk(P::Pit)),
        named("packed lane", |_| packed_walk(P::Lane)),
        named("packed byte", |_| packed_walk(P::Byte)),
        named("packed stones", |_| packed_walk(P::Stones)),
        named("packed entry", |_| packed_walk(P::Entry)),
        named("packed first-sown", |_| packed_walk(P::FirstSown)),
        named("packed end-lane", |_| packed_walk(P::EndLane)),
        named("packed end-byte", |_| packed_walk(P::EndByte)),
        named("packed word", |_| packed_walk(P::Word)),
        // The move sequences of each length up to four from the opening.
        named("perft 4", |_| {
            let opening = ayoayo::engine::Position::opening();
            let counts = ayoayo::engine::perft(&opening, 4);
            let counts: Vec<String> =
                counts.iter().map(u64::to_string).collect();
            Ok(counts.join(", "))
        }),
        // How many times faster the last recorded engine runs perft 8
        // than the first.
        named("history speed-up", |s| {
            let rows = engine_history_rows(s.root)?;
            let (Some(first), Some(last)) = (rows.first(), rows.last()) else {
                anyhow::bail!("{ENGINE_HISTORY_FILE} records no version");
            };
            let times = times_as_shown(first.seconds, last.seconds);
            Ok(format!("{times:.0}"))
        }),
    ],
};

/// How this book is checked.
pub const HOW_THIS_BOOK_IS_CHECKED: Chapter = Chapter {
    file: "appendix/how-this-book-is-checked.md",
    values: &[
        // What the listing checks print for a region renamed.
        named("checker-sample", |s| {
            crate::generated::checker_sample(s.root).map(html)
        }),
    ],
};

/// One suite for four stages.
pub const ONE_SUITE_FOR_FOUR_STAGES: Chapter = Chapter {
    file: "appendix/one-suite-for-four-stages.md",
    values: &[
        // The recorded run of the suite against a broken stage.
        named("mutation-report", |s| {
            crate::recorded::mutation::quote(s.root)
        }),
    ],
};

/// How the book measures.
pub const MEASURING: Chapter = Chapter {
    file: "appendix/measuring.md",
    values: &[
        // How long each count's loop is, in bytes, and which loops of the
        // benchmarks' build cross a line, as a sentence.
        named("loop-bytes", |s| {
            let loops = CountLoops::load(s.root)?;
            Ok(loops.of("stages")[0].bytes.to_string())
        }),
        named("line-crossing stages", |s| {
            Ok(line_crossing(&CountLoops::load(s.root)?, "stages"))
        }),
        named("spread stages", |s| spread(s.data, "stages")),
        named("spread aligned", |s| spread(s.data, "aligned")),
        named("browser size/gzip", |s| browser(s.root, B::Gzip)),
        named("browser think-opening/module-depth", |s| {
            browser(s.root, B::ModuleDepth)
        }),
        named("browser think-opening/native-depth", |s| {
            browser(s.root, B::NativeDepth)
        }),
        named("openings count", |_| Ok(openings(O::Count))),
        named("openings starts", |_| Ok(openings(O::Starts))),
        named("openings depth", |_| Ok(openings(O::Depth))),
        named("openings balance", |_| Ok(openings(O::Balance))),
        named("strength-table", |s| strength_table(s.root).map(table)),
    ],
};

/// Teaching with this book.
pub const TEACHING: Chapter = Chapter {
    file: "appendix/teaching.md",
    values: &[
        named("agenda", |s| agenda_table(s.root).map(table)),
        named("agenda-total", |s| agenda_total(s.root)),
        // The instructor's preparation, each step's recorded time as a
        // range up to a busy laptop's.
        named("prep-time rustlings", |s| time(s.root, Step::Rustlings)),
        named("prep-time exercises", |s| time(s.root, Step::Exercises)),
        named("prep-time release", |s| time(s.root, Step::Release)),
        named("prep-time book", |s| time(s.root, Step::Book)),
        named("prep-time check", |s| time(s.root, Step::Check)),
    ],
};
