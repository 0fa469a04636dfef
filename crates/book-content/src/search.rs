//! What Part VI quotes of the opponent's search, computed from the crate
//! as it is: the tables of the calls the searches make, and the trap of
//! Part VI weighed by the evaluation.

use anyhow::{Context, Result};
use std::fmt::Write;
use std::sync::OnceLock;

use ayoayo::engine::{perft, Position, RelayMemo};
use ayoayo::game::Weights;
use ayoayo::game::{Limit, Search};

use crate::recorded::tune::FEATURES;

/// Which of Part VI's tables of calls a chapter shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallsTable {
    /// Cutting the tree's: plain minimax against alpha-beta alone.
    Pruning,
    /// Remembering positions': the opponent's search on the trap's board,
    /// each round from an empty table and with the table kept.
    Remembering,
}

/// Part VI's table of calls `which`.
pub fn search_table(which: CallsTable) -> Result<String> {
    match which {
        CallsTable::Pruning => pruning_table(),
        CallsTable::Remembering => remembering_table(),
    }
}

/// How many calls plain minimax (one, the opening's, plus the perft counts)
/// and alpha-beta alone make, looking 1 to 6 plies ahead from the opening
/// (deeper makes every `cargo test` pay for a longer perft). The opponent's
/// search, which makes fewer still, is held to the same value.
fn pruning_table() -> Result<String> {
    let mut out = String::from(
        "| plies ahead | plain minimax | alpha-beta |\n\
         | ---: | ---: | ---: |\n",
    );
    let opening = Position::opening();
    let counts = perft(&opening, 6);
    let mut memo = RelayMemo::new();
    for depth in 1..=6 {
        let minimax = 1 + counts[..depth as usize].iter().sum::<u64>();
        let mut alone = 0;
        let window = (-i32::MAX, i32::MAX);
        let value = ayoayo::game::alpha_beta(
            &opening, depth, window, &mut memo, &mut alone,
        );
        // The evaluation minimax uses, so that only the pruning differs.
        // (The property tests hold both searches to minimax's value.)
        let mut search = Search::with_weights(Weights::MARGIN);
        anyhow::ensure!(
            search.value(&opening, depth) == value,
            "alpha-beta alone and the opponent's search disagree at depth {depth}"
        );
        anyhow::ensure!(
            search.nodes() <= alone && alone <= minimax,
            "at depth {depth}: {} > {alone} or {alone} > {minimax}",
            search.nodes()
        );
        let _ = writeln!(out, "| {depth} | {minimax} | {alone} |");
    }
    Ok(out)
}

/// How many positions each round of deepening on the trap's board visits,
/// the rounds `deepening.svg` draws: from an empty table, and with the
/// table the rounds before it left (the picture's bars), and in all the
/// rounds both ways. Remembering changes the calls, never the value
/// (`deepening_rounds` checks it), and the chapter says it never costs a
/// round calls here.
fn remembering_table() -> Result<String> {
    let mut out = String::from(
        "| plies ahead | from an empty table | after the rounds before | saved |\n\
         | ---: | ---: | ---: | ---: |\n",
    );
    let saved = |afresh: u64, kept: u64| {
        format!(
            "{}%",
            (100.0 * (afresh - kept) as f64 / afresh as f64).round()
        )
    };
    let rounds = crate::figures::deepening_rounds()?;
    for round in &rounds {
        let (a, k) = (round.afresh, round.kept);
        anyhow::ensure!(
            k <= a,
            "round {} costs calls with a kept table now: Remembering \
             positions says no round does",
            round.depth
        );
        let _ =
            writeln!(out, "| {} | {a} | {k} | {} |", round.depth, saved(a, k));
    }
    let all_afresh = rounds.iter().map(|round| round.afresh).sum();
    let all_kept = rounds.iter().map(|round| round.kept).sum();
    let all = saved(all_afresh, all_kept);
    let _ = writeln!(
        out,
        "| rounds 1 to {} | {all_afresh} | {all_kept} | {all} |",
        rounds.len()
    );
    Ok(out)
}

/// The position of Part VI's worked example: after these opening moves,
/// the tuned evaluation and the bare score choose different moves.
pub const WEIGHED_MOVES: [usize; 3] = [3, 7, 4];

/// The deepest margin search on the trap's board that [`weighed`]
/// checks, and that the deepening picture draws.
pub const AGREE: u32 = 6;

/// The worked example's position, and what one ply of search chooses there
/// with the bare score and then with the tuned weights: each move and the
/// position after it. The two differ.
pub fn weighed_choices() -> Result<(Position, [(usize, Position); 2])> {
    let mut position = Position::opening();
    for pit in WEIGHED_MOVES {
        position = position.play(pit)?;
    }
    let one_ply = |weights: Weights| -> Result<(usize, Position)> {
        let mut values = Vec::new();
        for pit in position.permissible_moves() {
            let child = position.play(pit)?;
            values.push((
                -weights.evaluate(&child, child.is_over()),
                pit,
                child,
            ));
        }
        values.sort_by_key(|&(value, pit, _)| (std::cmp::Reverse(value), pit));
        anyhow::ensure!(
            values.len() > 1 && values[0].0 > values[1].0,
            "one ply with these weights has no single best move"
        );
        Ok((values[0].1, values[0].2))
    };
    let greedy = one_ply(Weights::MARGIN)?;
    let weighed = one_ply(Weights::TUNED)?;
    anyhow::ensure!(
        greedy.0 != weighed.0,
        "both evaluations choose pit {}",
        greedy.0
    );
    Ok((position, [greedy, weighed]))
}

/// What `weighed` quotes of Part VI's worked example, in which one ply of
/// search with [`Weights::MARGIN`] and one with [`Weights::TUNED`] choose
/// different moves, and deeper margin searches side with the tuned choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeighedFact {
    /// How the position is reached, as `3, 7 and 4`.
    Moves,
    /// The board.
    Board,
    /// The player to move.
    Mover,
    /// The bare score's move.
    Greedy,
    /// The tuned weights' move.
    Weighed,
    /// The stones the bare score's move captures.
    GreedyWins,
    /// The stones the tuned weights' move captures.
    WeighedWins,
    /// The most the reply to the bare score's move captures.
    GreedyBack,
    /// The most the reply to the tuned weights' move captures.
    WeighedBack,
    /// The deepest margin search checked, all from two plies on agreeing
    /// with the weighed move.
    Agree,
    /// The mover's lead in pits that relay on after the bare score's move.
    GreedyRelays,
    /// The mover's lead in pits that relay on after the tuned weights' move.
    WeighedRelays,
    /// The evaluation's counts after each move, as a table.
    Table,
}

/// A value of Part VI's worked example (value `weighed FACT`), after
/// checking what the chapter says of it.
pub fn weighed(fact: WeighedFact) -> Result<String> {
    // The example is the code's alone: worked out once a run.
    static WORKED: OnceLock<Result<Vec<(WeighedFact, String)>, String>> =
        OnceLock::new();
    let worked =
        WORKED.get_or_init(|| work_weighed().map_err(|e| format!("{e:#}")));
    let worked = worked.as_ref().map_err(|e| anyhow::anyhow!(e.clone()))?;
    let found = worked.iter().find(|(f, _)| *f == fact);
    let found = found.with_context(|| format!("no worked {fact:?}"))?;
    Ok(found.1.clone())
}

/// Every fact of the worked example, after checking what the chapter says
/// of it.
fn work_weighed() -> Result<Vec<(WeighedFact, String)>> {
    let (position, [(greedy, after_greedy), (weighed, after_weighed)]) =
        weighed_choices()?;
    let mover = position.to_move().index();
    let wins =
        |child: &Position| child.score()[mover] - position.score()[mover];
    // The chapter says the weighed move takes the smaller capture.
    anyhow::ensure!(
        wins(&after_greedy) > wins(&after_weighed),
        "the weighed move does not take the smaller capture"
    );
    // The most stones the opponent's best reply captures.
    let back = |child: &Position| -> Result<u32> {
        let mut most = 0;
        for pit in child.permissible_moves() {
            let reply = child.play(pit)?;
            most =
                most.max(reply.score()[1 - mover] - child.score()[1 - mover]);
        }
        Ok(most)
    };
    anyhow::ensure!(
        back(&after_greedy)? > back(&after_weighed)?,
        "the reply does not punish the greedy move"
    );
    // Margin searches of 2 to AGREE plies choose the weighed move too.
    for depth in 2..=AGREE {
        let mut search = Search::with_weights(Weights::MARGIN);
        let chosen = search.choose(&position, Limit::Depth(depth), |_| ());
        anyhow::ensure!(
            chosen.map(|c| c.pit) == Some(weighed),
            "margin at depth {depth} chooses another move"
        );
    }
    let plain = |n: u32| n.to_string();
    let signed = crate::numbers::signed;
    use WeighedFact as F;
    let [a, b, c] = WEIGHED_MOVES;
    let table = weighed_table(
        mover,
        [(greedy, &after_greedy), (weighed, &after_weighed)],
    )?;
    Ok(vec![
        (F::Moves, format!("{a}, {b} and {c}")),
        (F::Board, format!("{:?}", position.board())),
        (F::Mover, mover.to_string()),
        (F::Greedy, greedy.to_string()),
        (F::Weighed, weighed.to_string()),
        (F::GreedyWins, plain(wins(&after_greedy))),
        (F::WeighedWins, plain(wins(&after_weighed))),
        (F::GreedyBack, plain(back(&after_greedy)?)),
        (F::WeighedBack, plain(back(&after_weighed)?)),
        (F::Agree, AGREE.to_string()),
        (
            F::GreedyRelays,
            signed(feature_count(&after_greedy, "relays")?),
        ),
        (
            F::WeighedRelays,
            signed(feature_count(&after_weighed, "relays")?),
        ),
        (F::Table, table),
    ])
}

/// What the tuned evaluation counts after each of two moves, for the
/// mover and minus the opponent, each count beside its weight, and the
/// weighed sum, which must be the evaluation's value.
/// The field of [`Weights`] named `feature` in `FEATURES`.
fn feature_field(feature: &str) -> Result<fn(&mut Weights) -> &mut i32> {
    FEATURES
        .iter()
        .find(|(f, _)| *f == feature)
        .map(|&(_, field)| field)
        .with_context(|| format!("`Weights` has no field {feature}"))
}

/// One count of the evaluation, for the player who just moved into
/// `child`, minus the opponent's: the evaluation with that count's weight
/// at 1 and every other at 0, from the mover's side.
fn feature_count(child: &Position, feature: &str) -> Result<i32> {
    let mut weights = Weights {
        captured: 0,
        ..Weights::MARGIN
    };
    *feature_field(feature)?(&mut weights) = 1;
    Ok(-weights.evaluate(child, false))
}

fn weighed_table(
    mover: usize,
    moves: [(usize, &Position); 2],
) -> Result<String> {
    // Each count in the chapter's order, by its field in `FEATURES`.
    let rows = [
        ("stones captured", "captured"),
        ("pits to move from", "mobility"),
        ("pits that relay on", "relays"),
        ("stones facing an empty pit", "targets"),
        ("stones on the row", "on_row"),
        ("the other player must feed", "must_feed"),
    ];
    let [(a, after_a), (b, after_b)] = moves;
    let mut out = format!(
        "| counted for player {mover}, minus the other | weight | after pit {a} | after pit {b} |\n\
         | --- | ---: | ---: | ---: |\n"
    );
    let mut totals = [0, 0];
    // What the second move gains over the first, row by row, weighed.
    let mut gains = Vec::new();
    for (name, feature) in rows {
        let weight = *feature_field(feature)?(&mut { Weights::TUNED });
        let counts = [
            feature_count(after_a, feature)?,
            feature_count(after_b, feature)?,
        ];
        for (total, n) in totals.iter_mut().zip(counts) {
            *total += weight * n;
        }
        gains.push(weight * (counts[1] - counts[0]));
        let [x, y] = counts.map(crate::numbers::signed);
        let weight = if weight < 0 {
            crate::numbers::signed(weight)
        } else {
            weight.to_string()
        };
        writeln!(out, "| {name} | {weight} | {x} | {y} |")?;
    }
    // The chapter: the first move is ahead on stones, but the second's
    // pits that relay on alone are worth more, and its room to move and
    // fewer stones facing an empty pit help it too.
    anyhow::ensure!(
        gains[0] < 0 && gains[2] > -gains[0] && gains[1] > 0 && gains[3] > 0,
        "the table no longer reads as the chapter says: {gains:?}"
    );
    // The chapter: self-play found stones on the row and the duty to feed
    // worth nothing, and stones facing an empty pit slightly against.
    let tuned = Weights::TUNED;
    anyhow::ensure!(
        tuned.on_row == 0 && tuned.must_feed == 0 && tuned.targets < 0,
        "the tuned weights no longer read as the chapter says: {tuned:?}"
    );
    for (total, child) in totals.iter().zip([after_a, after_b]) {
        anyhow::ensure!(
            *total == -Weights::TUNED.evaluate(child, false),
            "the counts do not add up to the evaluation"
        );
    }
    let [x, y] = totals.map(crate::numbers::signed);
    writeln!(out, "| weighed, in hundredths of a stone | | {x} | {y} |")?;
    Ok(out)
}
