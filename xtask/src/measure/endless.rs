//! `cargo xtask measure endless`: the endless relays of the first moves of
//! all games, walked once and recorded in [`ENDLESS_FILE`](book_content::recorded::endless::ENDLESS_FILE).

use anyhow::{Context, Result};
use std::collections::BTreeSet;

use ayoayo::engine::Position;
use ayoayo::engine::{trace, Ending, RelayMemo};

use book_content::recorded::endless::MOVES;

/// Walks every position reached in fewer than [`MOVES`] moves, tries every
/// non-empty pit of the player to move, and returns the data file's text:
/// the endless relays met (each position and pit once), how many of them
/// come back to the state after their first lap, their shortest and
/// longest cycles in laps, and the longest relay that ends.
pub fn measure() -> Result<String> {
    let mut frontier = vec![Position::opening()];
    let mut seen = BTreeSet::new();
    let (mut cycles, mut longest_legal, mut first_lap) = (Vec::new(), 0, 0);
    let mut memo = RelayMemo::new();
    for _ in 0..MOVES {
        let mut next = Vec::new();
        for position in &frontier {
            let board = position.board();
            for pit in position.to_move().row() {
                if board[pit] == 0 || !seen.insert((board, pit)) {
                    continue;
                }
                let relay = trace(&board, pit, 0)?;
                match relay.ending {
                    Ending::Cycle { from, length } => {
                        cycles.push(length);
                        // It came back to the state after its first lap.
                        first_lap += usize::from(from == 1);
                    }
                    _ => longest_legal = longest_legal.max(relay.laps),
                }
            }
            next.extend(position.children(&mut memo).map(|(_, p)| p));
        }
        frontier = next;
    }
    let shortest = cycles.iter().min().context("no endless relay met")?;
    let longest = cycles.iter().max().context("no endless relay met")?;
    let notes = format!(
        "the endless relays of the first {MOVES} moves of all games (each board and pit once): how many, how many come back to the state after their first lap, and their cycles in laps; and the longest relay that ends"
    );
    use book_content::data::row_name;
    use book_content::recorded::endless::EndlessRow as Row;
    let rows = [
        (row_name(Row::Relays), cycles.len() as u64),
        (row_name(Row::FirstLap), first_lap as u64),
        (row_name(Row::Shortest), *shortest),
        (row_name(Row::Longest), *longest),
        (row_name(Row::LongestLegal), longest_legal),
    ];
    book_content::data::data_file(&notes, &rows)
}
