//! The values in the answers to Part VI's questions: turns, undo, players
//! and the opponent's search.

use anyhow::{bail, Context, Result};
use ayoayo::board::{Pit, Player};
use ayoayo::engine::Position;

use super::{check, debug, Quoted};
use crate::recorded::measurements::{time_for_people, Measurements};

pub(super) fn turns_speed(data: &Measurements) -> Result<Quoted> {
    let positions = data.require("game/100 random games/positions")?;
    let turns = data.require("game/100 random games/turns")?;
    // The answer: faster, but by less than the up to three times that
    // bare positions walk each endless relay.
    check(turns < positions, "games on turns are faster")?;
    check(positions / turns < 2.0, "turns are twice as fast or more")?;
    let table = format!(
        "\n\n| games played on | time for 100 random games |\n\
         | --- | ---: |\n\
         | positions | {} |\n\
         | turns | {} |\n",
        time_for_people(positions),
        time_for_people(turns),
    );
    Ok(vec![
        ("table", table),
        ("ratio", format!("{:.1}", positions / turns)),
    ])
}

/// The quiz's steps are the undo picture's, [`crate::figures::UNDO_STEPS`]:
/// two moves, both taken back, then a new move.
pub(super) fn new_future(_: &Measurements) -> Result<Quoted> {
    let states = crate::figures::undo_states()?;
    let [.., (_, undone), (moves, waiting)] = states.as_slice() else {
        bail!("the undo picture has fewer than two steps");
    };
    use crate::figures::{Step, UNDO_STEPS};
    // The question tells the steps as two moves, both undone, and a third.
    let [Step::Play(first), Step::Play(second), Step::Undo, Step::Undo, Step::Play(then)] =
        UNDO_STEPS
    else {
        bail!("the undo picture's steps are no longer two moves, two undos and a move");
    };
    check(*undone == [first, second], "the two moves were undone")?;
    check(waiting.is_empty(), "redo brought a move back")?;
    Ok(vec![
        ("first", first.to_string()),
        ("second", second.to_string()),
        ("then", then.to_string()),
        ("moves", debug(moves)),
    ])
}

/// The seed the chapter's players are made with.
const SEED: u64 = 7;

/// One greedy player asked again and again for its opening move, until it
/// first changes its mind: the seed fixes the run of draws, not each one.
/// A fresh player with the same seed must give the same answers.
pub(super) fn greedy_asked(_: &Measurements) -> Result<Quoted> {
    use ayoayo::game::{Computer, Game, Strategy};
    let answers = || {
        let mut player = Computer::new(Strategy::Greedy, SEED);
        let mut answers: Vec<Pit> = Vec::new();
        while answers.len() < 20 && answers.iter().all(|&a| a == answers[0]) {
            answers.push(player.choose(&Game::new()).context("a move")?);
        }
        Ok::<_, anyhow::Error>(answers)
    };
    let (first, again) = (answers()?, answers()?);
    check(first == again, "two players with one seed chose alike")?;
    let [.., before, last] = first.as_slice() else {
        bail!("the player changed its mind on the first ask");
    };
    check(before != last, "the player changed its mind within 20 asks")?;
    let shown: Vec<String> = first.iter().map(|p| p.to_string()).collect();
    Ok(vec![
        ("seed", SEED.to_string()),
        ("answers", crate::numbers::listed(&shown)),
        ("asks", crate::numbers::in_words(first.len() as u64)),
    ])
}

pub(super) fn minimax_visits(_: &Measurements) -> Result<Quoted> {
    let counts = ayoayo::engine::perft(&Position::opening(), 2);
    check(counts == [6, 30], "the opening's first two plies")?;
    // No position one ply in is over, so evaluation happens only where the
    // depth runs out.
    let mut memo = ayoayo::engine::RelayMemo::new();
    let over = Position::opening()
        .children(&mut memo)
        .filter(|(_, child)| child.is_over())
        .count();
    check(over == 0, "a game over after one move")?;
    Ok(vec![
        ("positions", (1 + counts[0] + counts[1]).to_string()),
        ("children", crate::numbers::in_words(counts[0])),
        ("grandchildren", counts[1].to_string()),
    ])
}

/// What `first-cut` quotes of the tree stepper's first cut-off: player
/// 1's move A, already searched and the best so far, and move B, whose
/// first reply leaves player 1 worse off than A, so that B's other replies
/// are cut.
#[derive(Clone, Copy, Debug)]
pub enum CutFact {
    /// The board searched.
    Board,
    /// Its score.
    Score,
    /// A's pit.
    APit,
    /// What A is worth to player 1.
    AValue,
    /// B's pit.
    BPit,
    /// The move above B, player 0's, which tells B from the other calls
    /// for the same pit.
    BUnder,
    /// What B's first reply leaves player 1.
    BFirst,
    /// The same from player 0's side, who moves after B: a floor.
    BFloor,
}

/// A fact of the tree stepper's first cut-off (value `first-cut FACT`),
/// after checking the search still makes it as the chapter tells it.
pub fn first_cut(fact: CutFact) -> Result<String> {
    use ayoayo::lessons::search_tree::{search_tree, TreeStep};
    let (late, depth) = crate::figures::SEARCHED;
    let [mine, theirs] = crate::figures::SEARCHED_SCORE;
    let position =
        Position::new(late, crate::figures::SEARCHED_SCORE, Player::Zero)?;
    let steps = search_tree(&position, depth).steps;
    // Each call's parent, move and depth, and each value returned, in order.
    let mut calls = std::collections::HashMap::new();
    let mut returned = Vec::new();
    let mut cut = None;
    for step in &steps {
        match step {
            TreeStep::Call {
                id,
                parent,
                pit,
                depth,
                ..
            } => {
                calls.insert(*id, (*parent, *pit, *depth));
            }
            TreeStep::Return { id, value } => returned.push((*id, *value)),
            TreeStep::Cut { id, .. } => {
                cut = Some(*id);
                break;
            }
        }
    }
    let b = cut.context("the search cuts nothing")?;
    let (parent, _, b_depth) = calls[&b];
    check(
        b_depth == 2,
        "the first cut is in a call for one of player 1's moves",
    )?;
    // A: the best of B's elder siblings, worth to player 1 what it returned.
    let (a, a_value) = returned
        .iter()
        .filter(|(id, _)| calls[id].0 == parent)
        .max_by_key(|(_, value)| *value)
        .copied()
        .context("B has no elder sibling")?;
    // B's first reply returns its worth to player 0: to player 1, negated.
    let first = returned
        .iter()
        .find(|(id, _)| calls[id].0 == Some(b))
        .map(|(_, value)| -value)
        .context("B's first reply never returned")?;
    check(
        first < a_value,
        "B's first reply leaves player 1 worse off than A",
    )?;
    use crate::numbers::signed;
    let pit = |id| {
        calls[&id]
            .1
            .map(|p: Pit| p.to_string())
            .context("a call with no move")
    };
    match fact {
        // The position searched, as the chapter names it.
        CutFact::Board => Ok(format!("{late:?}")),
        CutFact::Score => Ok(format!("{mine} to {theirs}")),
        CutFact::APit => pit(a),
        CutFact::AValue => Ok(signed(a_value)),
        CutFact::BPit => pit(b),
        CutFact::BUnder => pit(parent.context("B is the root")?),
        CutFact::BFirst => Ok(signed(first)),
        CutFact::BFloor => Ok(signed(-first)),
    }
}

/// Cutting the tree asks where the tree stepper's first cut's A and B
/// are, and what each is worth to player 1.
pub(super) fn a_and_b(_: &Measurements) -> Result<Quoted> {
    Ok(vec![
        ("a-pit", first_cut(CutFact::APit)?),
        ("a-value", first_cut(CutFact::AValue)?),
        ("b-pit", first_cut(CutFact::BPit)?),
        ("b-first", first_cut(CutFact::BFirst)?),
    ])
}

/// Part VI's trap: two captures, the bigger a trap, as the worked example
/// of the evaluation (`weighed KEY`) has them.
pub(super) fn trap(_: &Measurements) -> Result<Quoted> {
    use crate::search::{weighed, WeighedFact as F};
    let facts = [
        ("greedy", F::Greedy),
        ("greedy-wins", F::GreedyWins),
        ("greedy-back", F::GreedyBack),
        ("weighed", F::Weighed),
        ("weighed-wins", F::WeighedWins),
        ("weighed-back", F::WeighedBack),
    ];
    facts
        .into_iter()
        .map(|(key, fact)| Ok((key, weighed(fact)?)))
        .collect()
}

/// What the leaves know: its quiz asks which counts favour the smaller capture
/// that the tuned weights play on the trap's board.
pub(super) fn turned_trap(_: &Measurements) -> Result<Quoted> {
    use crate::search::{weighed, WeighedFact};
    Ok(vec![("weighed", weighed(WeighedFact::Weighed)?)])
}

/// Remembering positions asks what the table may store for Cutting the
/// tree's first cut: the position after B, where player 0 moves, is worth at
/// least the first reply to player 0 (the replies not searched can only be
/// better for them), so its entry is a floor, a ceiling seen from player 1.
pub(super) fn stored_bound(_: &Measurements) -> Result<Quoted> {
    Ok(vec![
        ("pit", first_cut(CutFact::BPit)?),
        ("under", first_cut(CutFact::BUnder)?),
        ("floor", first_cut(CutFact::BFloor)?),
    ])
}
