//! What `cargo xtask tune` finds by self-play and writes, whole, into
//! [`TUNED_FILE`]: the opponent's weights, each trial recorded in
//! [`TUNING_FILE`], and the even openings every match starts from.

use anyhow::{anyhow, Context, Result};
use std::path::Path;

use ayoayo::board::PITS;
use ayoayo::game::{opening_value, Weights, OPENING_BALANCE};

/// Where the tuning's trials are recorded.
pub const TUNING_FILE: &str = "book/src/data/tuning.tsv";

/// The tuning's rounds: how deep its players search, and how far each
/// trial moves a weight. Coarse steps at a shallow depth, where games are
/// quick, then finer ones deeper, where the weights will be used.
pub const TUNING_ROUNDS: [(u32, i32); 5] =
    [(6, 40), (6, 20), (6, 10), (8, 20), (8, 10)];

/// Games a trial plays from each seat.
pub const TUNING_GAMES: usize = 100;

/// The share of the points, in percent, that new weights must pass to be
/// kept.
pub const KEEP_PERCENT: u32 = 55;

/// A field of [`Weights`]: its name, and where it is.
pub type Feature = (&'static str, fn(&mut Weights) -> &mut i32);

/// [`Weights`]' fields, in order.
pub const FEATURES: [Feature; 6] = [
    ("captured", |w| &mut w.captured),
    ("on_row", |w| &mut w.on_row),
    ("mobility", |w| &mut w.mobility),
    ("targets", |w| &mut w.targets),
    ("relays", |w| &mut w.relays),
    ("must_feed", |w| &mut w.must_feed),
];

/// The weights the recorded tuning found (its last line).
pub fn tuned(root: &Path) -> Result<Weights> {
    tuned_in(&crate::read(root, TUNING_FILE)?)
}

/// The weights a text of [`TUNING_FILE`] records on its last line.
pub fn tuned_in(text: &str) -> Result<Weights> {
    let last = text.lines().last().unwrap_or_default();
    let found: Vec<(String, [i32; 6])> = crate::data::data_rows(last)
        .with_context(|| format!("{TUNING_FILE}: the last line"))?;
    let Some((_, numbers)) = found.into_iter().find(|(t, _)| t == "tuned")
    else {
        return Err(anyhow!(
            "{TUNING_FILE}: the last line must be `tuned` and six weights"
        ));
    };
    let mut weights = Weights::MARGIN;
    for ((_, field), n) in FEATURES.iter().zip(numbers) {
        *field(&mut weights) = n;
    }
    Ok(weights)
}

/// The file that holds what tuning found, written whole by
/// [`tuned_source`].
pub const TUNED_FILE: &str = "src/game/tuned.rs";

/// The text of [`TUNED_FILE`]: the tuned `weights` and the match
/// `openings`, as rustfmt would leave them, marked as generated.
pub fn tuned_source(weights: &Weights, openings: &[[usize; 3]]) -> String {
    let mut weights = *weights;
    let fields: String = FEATURES
        .iter()
        .map(|(name, field)| {
            format!("        {name}: {},\n", *field(&mut weights))
        })
        .collect();
    // Six a line (rustfmt is told to leave them so).
    let rows: String = openings
        .chunks(6)
        .map(|row| {
            let row: Vec<String> =
                row.iter().map(|o| format!("{o:?}")).collect();
            format!("    {},\n", row.join(", "))
        })
        .collect();
    format!(
        "//! Written by `cargo xtask tune`, whole: do not edit. What self-play\n\
         //! found: the opponent's weights (every trial is recorded beside the\n\
         //! book's data) and the openings every match starts from. A test\n\
         //! fails when this file is not what the tooling writes.\n\
         \n\
         use crate::board::Pit;\n\
         use crate::game::search::Weights;\n\
         \n\
         // ANCHOR: tuned\n\
         impl Weights {{\n\
         \x20   /// The weights `cargo xtask tune` found by self-play, which\n\
         \x20   /// records every trial beside the book's other data.\n\
         \x20   pub const TUNED: Weights = Weights {{\n{fields}    }};\n\
         }}\n\
         // ANCHOR_END: tuned\n\
         \n\
         /// The starts of match games: every three moves from the opening after\n\
         /// which a search on the score alone, `OPENING_DEPTH` plies ahead, finds\n\
         /// the game within `OPENING_BALANCE` stones of even.\n\
         /// A random start is often lost for one side whatever it plays next,\n\
         /// and played from both seats such a game says nothing about who plays\n\
         /// better; these are not.\n\
         #[rustfmt::skip]\n\
         pub const OPENINGS: [[Pit; 3]; {}] = [\n{rows}];\n",
        openings.len()
    )
}

/// Every three permissible moves from the opening, in pit order.
pub fn starts() -> impl Iterator<Item = [usize; 3]> {
    (0..PITS * PITS * PITS)
        .map(|n| [n / (PITS * PITS), n / PITS % PITS, n % PITS])
        .filter(|moves| {
            let mut game = ayoayo::game::Game::new();
            moves.iter().all(|&pit| game.play(pit).is_ok())
        })
}

/// Every start that leaves a game [`OPENING_BALANCE`] stones or less from
/// even: the match openings.
pub fn balanced_openings() -> Vec<[usize; 3]> {
    starts()
        .filter(|moves| {
            opening_value(moves).is_some_and(|v| v.abs() <= OPENING_BALANCE)
        })
        .collect()
}
