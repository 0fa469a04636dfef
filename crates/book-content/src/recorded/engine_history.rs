//! What each change to the engine bought: `perft 8` timed with every
//! version of the engine in one run (`cargo xtask measure engine`, through
//! the `history` benchmark), recorded in [`ENGINE_HISTORY_FILE`] and drawn
//! as the measuring appendix's chart.

use anyhow::{Context, Result};
use std::path::Path;

/// Where the engine's history of speed-ups is recorded.
pub const ENGINE_HISTORY_FILE: &str = "book/src/data/engine-history.tsv";

/// One version of the engine as recorded.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct EngineRow {
    /// Its name in the `history` benchmark.
    pub name: String,
    /// What the version changed.
    pub change: String,
    /// `perft 8`'s time, in seconds.
    pub seconds: f64,
}

/// The recorded history of the engine, oldest version first.
pub fn engine_history_rows(root: &Path) -> Result<Vec<EngineRow>> {
    crate::data::data_rows(&crate::read(root, ENGINE_HISTORY_FILE)?)
        .context(ENGINE_HISTORY_FILE)
}
