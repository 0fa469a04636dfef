//! The values in the answers to the chapters' questions. A question and its
//! answer are written in the chapter; each number, board or list the answer
//! quotes is marked `<!-- gen: quiz NAME KEY -->`, and computed here from
//! the crate, so that it cannot drift from the code. Where an
//! answer's words make a claim (the move captures, turns are faster), the
//! function that computes its values checks the claim and fails if the
//! crate no longer bears it out.

use anyhow::{anyhow, bail, Context, Result};
use ayoayo::board::{opposite, Board, Outcome, Pit, Player, OPENING};
use ayoayo::conformance::SUITE;
use ayoayo::conformance::{GlobalState, Injected, Iterative, Recursive, Stage};
use ayoayo::engine::{relay_length, Position};
use ayoayo::engine::{trace, Ending, MAX_TRACED_LAPS};
use ayoayo::game::Turn;
use ayoayo::lessons::endless::SEVEN_STONES;
use ayoayo::lessons::merge_sort::{merge_sort, CallTree};
use ayoayo::stages::{global_state, injected, iterative, recursive};

mod challenges;

use crate::generated::MIDGAME;
use crate::measurements::{time_for_people, Measurements};
use challenges::*;

/// A board where player 1's row is empty and player 0 is to move.
const HUNGRY: Board = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];

/// The values an answer quotes, by key.
type Quoted = Vec<(&'static str, String)>;

/// Fails with `why` unless the answer's claim `holds`.
fn check(holds: bool, why: impl Into<String>) -> Result<()> {
    holds.then_some(()).ok_or(anyhow!(why.into()))
}

/// One question of the book.
pub struct Quiz {
    /// Its name, as its markers give it (`quiz NAME KEY`).
    pub name: &'static str,
    /// The chapter that asks it, under `book/src`.
    pub chapter: &'static str,
    /// Computes the values its answer quotes, checking what the answer's
    /// words claim.
    pub quoted: fn(&Measurements) -> Result<Quoted>,
    /// The relay whose stepper checks the answer stone by stone, if any:
    /// a board and the pit sown.
    pub stepper: Option<(Board, usize)>,
}

/// A question with no stepper.
const fn asked(
    name: &'static str,
    chapter: &'static str,
    quoted: fn(&Measurements) -> Result<Quoted>,
) -> Quiz {
    Quiz {
        name,
        chapter,
        quoted,
        stepper: None,
    }
}

/// A question whose answer a stepper checks, sowing `pit` of `board`.
const fn stepped(
    name: &'static str,
    chapter: &'static str,
    quoted: fn(&Measurements) -> Result<Quoted>,
    (board, pit): (Board, usize),
) -> Quiz {
    Quiz {
        name,
        chapter,
        quoted,
        stepper: Some((board, pit)),
    }
}

/// The questions, in book order.
#[rustfmt::skip]
pub const QUIZZES: &[Quiz] = &[
    stepped("opening-3", "part1/the-game.md", opening_3, (OPENING, 3)),
    asked("scoop-twice", "part2/one-board.md", scoop_twice),
    asked("thirteen-stones", "part2/distribute.md", thirteen_stones),
    stepped("relay-by-hand", "part2/sowing.md", relay_by_hand, (MIDGAME, 4)),
    asked("sow-order", "part2/coupling.md", sow_order),
    asked("injected-twice", "part3/boards-in-boards-out.md", injected_twice),
    asked("short-relay", "part3/relay-sowing.md", short_relay),
    asked("asking-first", "part3/a-function-as-an-argument.md", asking_first),
    asked("best-capture", "part3/capturing.md", best_capture),
    asked("opening-permissible", "part4/permissible-moves.md", opening_permissible),
    asked("allocations", "part4/slices-and-cons-cells.md", allocations),
    asked("hungry", "part4/feeding-and-ownership.md", hungry),
    asked("last-move", "part4/ending-the-game.md", last_move),
    asked("filling-pits", "part4/who-won.md", filling_pits),
    asked("merge-sort-calls", "part4/what-linear-recursion-is.md", merge_sort_calls),
    asked("frames-passing", "part5/back-to-loops.md", frames_passing),
    stepped("loop-on-seven", "part5/the-stack.md", loop_on_seven, (SEVEN_STONES, 0)),
    stepped("seven-cycle", "part5/the-move-that-never-ends.md", seven_cycle, (SEVEN_STONES, 0)),
    asked("fastest-sow", "part5/the-cost-of-elegance.md", fastest_sow),
    asked("turns-speed", "part6/turns-and-transitions.md", turns_speed),
    asked("new-future", "part6/undo.md", new_future),
    asked("same-seed", "part6/players.md", same_seed),
    asked("minimax-visits", "part6/an-opponent.md", minimax_visits),
    asked("trap", "part6/a-stronger-opponent.md", trap),
    asked("stored-bound", "part6/remembering-positions.md", stored_bound),
    asked("depth-or-knowledge", "part6/what-the-opponent-knows.md", depth_or_knowledge),
    asked("challenge-distribute", "appendix/challenges.md", challenge_distribute),
    asked("challenge-sowing", "appendix/challenges.md", challenge_sowing),
    asked("challenge-boards", "appendix/challenges.md", challenge_boards),
    asked("challenge-relay", "appendix/challenges.md", challenge_relay),
    asked("challenge-capturing", "appendix/challenges.md", challenge_capturing),
    asked("challenge-ending", "appendix/challenges.md", challenge_ending),
    asked("challenge-loops", "appendix/challenges.md", challenge_loops),
    asked("challenge-never-ends", "appendix/challenges.md", challenge_never_ends),
    asked("who-answers-relay", "appendix/one-suite-for-four-stages.md", who_answers_relay),
];

/// The question `name`'s answer function and stepper.
fn quiz(name: &str) -> Result<&'static Quiz> {
    match QUIZZES.iter().find(|q| q.name == name) {
        Some(quiz) => Ok(quiz),
        None => bail!("no quiz called `{name}`"),
    }
}

/// The value `key` of question `name`'s answer (value `quiz NAME KEY`).
pub fn value(name: &str, key: &str, data: &Measurements) -> Result<String> {
    let values = (quiz(name)?.quoted)(data).with_context(|| format!("quiz {name}"))?;
    let keys: Vec<&str> = values.iter().map(|(k, _)| *k).collect();
    let found = values.iter().find(|(k, _)| *k == key);
    found
        .map(|(_, v)| v.clone())
        .with_context(|| format!("quiz {name} has no `{key}`: it has {keys:?}"))
}

/// The keys of question `name`'s values, to check that an answer quotes
/// each of them.
pub fn keys(name: &str, data: &Measurements) -> Result<Vec<&'static str>> {
    Ok((quiz(name)?.quoted)(data)?
        .into_iter()
        .map(|(k, _)| k)
        .collect())
}

/// The stepper that checks question `name`'s answer stone by stone
/// (value `quiz-stepper NAME`): the engine in the page traces the move.
pub fn stepper(name: &str) -> Result<String> {
    let (board, pit) = quiz(name)?
        .stepper
        .with_context(|| format!("quiz {name} has no stepper"))?;
    let board = board.map(|s| s.to_string()).join(",");
    let query = [("board", board), ("pit", pit.to_string())];
    let (target, _) = crate::api("/api/relay", &query)?;
    Ok(format!(
        "\n\n<div class=\"ayoayo-stepper\" data-query=\"{target}\" \
         data-caption=\"Pit {pit} sown stone by stone, traced by the engine \
         in this page\"></div>\n\n"
    ))
}

/// `[1, 2]` as Rust's `{:?}` prints it.
fn debug(value: impl std::fmt::Debug) -> String {
    format!("{value:?}")
}

// ---- Part I ----------------------------------------------------------------

fn opening_3(_: &Measurements) -> Result<Quoted> {
    let turn = Turn::new(Position::opening());
    let t = turn.transition(3)?;
    let mine = Player::owner_of(t.end) == Some(Player::Zero);
    check(
        mine && t.captured > 0,
        "pit 3's move captures on its own row",
    )?;
    Ok(vec![
        ("laps", t.laps.len().to_string()),
        ("end", t.end.to_string()),
        ("across", opposite(t.end).to_string()),
        ("captured", t.captured.to_string()),
    ])
}

// ---- Part II ---------------------------------------------------------------

fn scoop_twice(_: &Measurements) -> Result<Quoted> {
    let _lock = ayoayo::conformance::fresh_board();
    global_state::reset(OPENING)?;
    let first = global_state::scoop(2);
    let second = global_state::scoop(2);
    check(first.is_ok() && second.is_ok(), "both scoops are answered")?;
    check(first != second, "the two scoops answer differently")?;
    Ok(vec![
        ("first", format!("`{first:?}`")),
        ("second", format!("`{second:?}`")),
    ])
}

fn thirteen_stones(_: &Measurements) -> Result<Quoted> {
    let mut board = [3; 12];
    board[5] = 13;
    let (after, end) = injected::sow(board, 5, 5)?;
    check(after[5] == 0, "the start pit is skipped")?;
    Ok(vec![("end", end.to_string())])
}

fn relay_by_hand(_: &Measurements) -> Result<Quoted> {
    let moved = trace(&MIDGAME, 4, MAX_TRACED_LAPS)?;
    let (end, _) = moved.ending.end().context("the relay ends")?;
    // The answer says the end pit held stones at the start, and a lap of
    // the move scooped them.
    let laps = moved.recorded_laps();
    check(
        MIDGAME[end] > 0 && laps.iter().any(|lap| lap.from == end),
        format!("pit {end} was not emptied by a lap of the move"),
    )?;
    Ok(vec![
        ("laps", moved.laps.to_string()),
        ("end", end.to_string()),
    ])
}

fn sow_order(_: &Measurements) -> Result<Quoted> {
    let _lock = ayoayo::conformance::fresh_board();
    let mut orders = Vec::new();
    for calls in [[(0, 4), (0, 0)], [(0, 0), (0, 4)]] {
        global_state::reset(OPENING)?;
        let mut ended = Vec::new();
        for (skip, from) in calls {
            ended.push(global_state::sow(skip, from)?);
        }
        orders.push((ended, global_state::game_pits()));
    }
    let ((a, board_a), (b, board_b)) = (&orders[0], &orders[1]);
    // The answer: sowing pit 0 ends alike in both orders (sowing pit 4
    // never reaches pit 0), sowing pit 4 does not, and the boards differ.
    check(
        a[1] == b[0],
        "sowing pit 0 ends differently in the two orders",
    )?;
    check(
        b[1] == a[0] + 1 && board_a != board_b,
        "sowing pit 4 second does not end one pit further",
    )?;
    Ok(vec![
        ("first-ends", format!("{} and {}", a[0], a[1])),
        ("first-board", debug(board_a)),
        ("second-ends", format!("{} and {}", b[0], b[1])),
        ("second-board", debug(board_b)),
    ])
}

// ---- Part III --------------------------------------------------------------

fn injected_twice(_: &Measurements) -> Result<Quoted> {
    let first = injected::sow(OPENING, 5, 5)?;
    let second = injected::sow(OPENING, 5, 5)?;
    check(first == second, "injected::sow answered differently twice")?;
    Ok(vec![
        ("result", format!("`Ok(({:?}, {}))`", first.0, first.1)),
        ("opening", debug(OPENING)),
    ])
}

/// The board of the `short-relay` question.
const SHORT: Board = [1, 1, 0, 2, 0, 0, 0, 3, 3, 3, 3, 3];

fn short_relay(_: &Measurements) -> Result<Quoted> {
    let laps = relay_length(SHORT, 0)?.context("the short relay never ends")?;
    let (_, end) = injected::relay(SHORT, 0, 0)?;
    // The answer walks the laps by hand: one stone to pit 1, two to pit 3,
    // three to the end.
    check(
        (laps, end) == (3, 6),
        format!("the short relay now takes {laps} laps to {end}"),
    )?;
    Ok(vec![
        ("board", format!("`{SHORT:?}`")),
        ("laps", laps.to_string()),
        ("end", end.to_string()),
    ])
}

/// What `relay_sow` costs when it asks first: handed the guess by a lap
/// limit, it sows the opening's relay from pit 0 once to count its laps and
/// once more to play it. The guess and the engine agree on that relay.
fn asking_first(_: &Measurements) -> Result<Quoted> {
    let guess = injected::relay_length_by_limit;
    let counted = guess(OPENING, 0)?.context("the guess calls pit 0 endless")?;
    let known = relay_length(OPENING, 0)?;
    check(
        known == Some(counted),
        "the guess and the engine disagree on the opening's relay from pit 0",
    )?;
    // `relay_sow` sows one lap a call of `relay`, the same laps again.
    let played = trace(&OPENING, 0, MAX_TRACED_LAPS)?.recorded_laps().len();
    check(
        played as u64 == counted,
        format!("the relay plays {played} laps, the guess counted {counted}"),
    )?;
    Ok(vec![
        ("laps", counted.to_string()),
        ("total", (2 * counted).to_string()),
    ])
}

/// A late board whose captures differ move by move.
const LATE: Board = [0, 1, 1, 0, 0, 1, 3, 1, 2, 1, 1, 2];

fn best_capture(_: &Measurements) -> Result<Quoted> {
    let counts = LATE.map(u64::from);
    let start = Position::from_counts(&counts, [20, 15], 0)?;
    let mut all = Vec::new();
    for pit in Player::Zero.row().filter(|&pit| LATE[pit] > 0) {
        all.push((pit, start.play(pit)?.score()[0] - 20));
    }
    let most = all.iter().map(|&(_, c)| c).max().unwrap_or(0);
    let best: Vec<usize> = all
        .iter()
        .filter(|&&(_, c)| c == most)
        .map(|&(p, _)| p)
        .collect();
    let [best] = best[..] else {
        return Err(anyhow!("more than one best move: {best:?}"));
    };
    let each: Vec<String> = all
        .iter()
        .map(|(pit, c)| format!("pit {pit} captures {c}"))
        .collect();
    Ok(vec![
        ("best", best.to_string()),
        ("most", most.to_string()),
        ("each", each.join(", ")),
    ])
}

// ---- Part IV ---------------------------------------------------------------

fn opening_permissible(_: &Measurements) -> Result<Quoted> {
    let moves = recursive::permissible_moves(&OPENING, Player::Zero, relay_length)?;
    check(
        moves.len() == 6,
        format!("the opening's moves are now {moves:?}"),
    )?;
    Ok(vec![
        ("count", moves.len().to_string()),
        ("moves", debug(moves)),
    ])
}

fn allocations(_: &Measurements) -> Result<Quoted> {
    let board = [1, 0, 2, 0, 1, 0, 0, 3, 0, 2, 2, 0];
    let row = recursive::potential_moves(Player::One);
    let kept = recursive::possible_moves(&board, row)?;
    Ok(vec![
        ("total", (2 * kept.len()).to_string()),
        ("kept", kept.len().to_string()),
        ("moves", debug(&kept)),
        ("empty", (row.len() - kept.len()).to_string()),
    ])
}

fn hungry(_: &Measurements) -> Result<Quoted> {
    let moves = recursive::permissible_moves(&HUNGRY, Player::Zero, relay_length)?;
    let (after_3, _) = injected::sow_and_capture(HUNGRY, [0, 0], 3, relay_length)?;
    check(
        moves == [5],
        format!("the hungry board's moves are now {moves:?}"),
    )?;
    check(
        Player::One.row().all(|p| after_3[p] == 0),
        "pit 3 feeds player 1",
    )?;
    Ok(vec![("moves", debug(moves)), ("after-3", debug(after_3))])
}

fn last_move(_: &Measurements) -> Result<Quoted> {
    let (board, score, over) = recursive::sow_and_capture(HUNGRY, [30, 14], 3, relay_length)?;
    check(over, "pit 3 of the hungry board no longer ends the game")?;
    Ok(vec![
        ("result", format!("`Ok(({board:?}, {score:?}, {over}))`")),
        ("total", (score[0] + score[1]).to_string()),
    ])
}

fn filling_pits(_: &Measurements) -> Result<Quoted> {
    let filled = recursive::fill_pits(25, 6);
    let outcome = recursive::who_won_filling_pits([25, 23])?;
    check(
        filled == recursive::Filled::Over,
        format!("fill_pits(25, 6) is now {filled:?}"),
    )?;
    let Outcome::Winner(winner) = outcome else {
        return Err(anyhow!("filling the pits now ties"));
    };
    Ok(vec![
        ("filled", format!("`{filled:?}`")),
        ("winner", winner.to_string()),
    ])
}

fn merge_sort_calls(_: &Measurements) -> Result<Quoted> {
    let mut trace = CallTree::new();
    let sorted = merge_sort(&[8, 7, 6, 5, 4, 3, 2, 1], &mut trace);
    check(
        sorted == [1, 2, 3, 4, 5, 6, 7, 8],
        "merge sort did not sort",
    )?;
    check(trace.widest() > 1, "merge sort makes one call per call")?;
    let calls = 0..trace.calls.len();
    let leaves = calls.filter(|&i| trace.children(i).is_empty()).count();
    Ok(vec![
        ("calls", trace.calls.len().to_string()),
        ("leaves", leaves.to_string()),
    ])
}

// ---- Part V ----------------------------------------------------------------

/// The frames alive when the accumulating count reaches the empty list,
/// on the stepper's row: one a pit and one for the empty list, as the
/// right option says.
fn frames_passing(_: &Measurements) -> Result<Quoted> {
    use ayoayo::lessons::call_stack::{count_so_far_calls, Step};
    let row: Vec<Pit> = Player::Zero.row().collect();
    let recorded = count_so_far_calls(MIDGAME, &row)?;
    let deepest = recorded.steps.iter().map(Step::depth).max();
    let deepest = deepest.context("the count makes calls")?;
    check(
        deepest == row.len() + 1,
        format!("{deepest} frames at the deepest, over {} pits", row.len()),
    )?;
    Ok(vec![
        ("frames", deepest.to_string()),
        ("pits", row.len().to_string()),
    ])
}

fn loop_on_seven(_: &Measurements) -> Result<Quoted> {
    match iterative::relay_sow(SEVEN_STONES, 0) {
        Ok(done) => Err(anyhow!("the seven-stone relay ended: {done:?}")),
        Err(e) => Ok(vec![("error", e.to_string())]),
    }
}

fn who_answers_relay(_: &Measurements) -> Result<Quoted> {
    let answers = [
        (
            GlobalState::NAME,
            GlobalState::relay_sow(OPENING, 0).is_some(),
        ),
        (Injected::NAME, Injected::relay_sow(OPENING, 0).is_some()),
        (Recursive::NAME, Recursive::relay_sow(OPENING, 0).is_some()),
        (Iterative::NAME, Iterative::relay_sow(OPENING, 0).is_some()),
    ];
    let names = |answered: bool| -> String {
        let names: Vec<&str> = answers
            .iter()
            .filter(|a| a.1 == answered)
            .map(|a| a.0)
            .collect();
        names.join(" and ")
    };
    // The answer explains why the global-state and recursive stages say
    // nothing.
    let silent = format!("{} and {}", GlobalState::NAME, Recursive::NAME);
    check(
        names(false) == silent,
        format!("the stages answering `None` are now {}", names(false)),
    )?;
    Ok(vec![("answer", names(true)), ("silent", names(false))])
}

fn seven_cycle(_: &Measurements) -> Result<Quoted> {
    let moved = trace(&SEVEN_STONES, 0, MAX_TRACED_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        return Err(anyhow!("the seven-stone relay did not repeat"));
    };
    Ok(vec![
        ("lap", moved.laps.to_string()),
        ("from", from.to_string()),
        ("length", length.to_string()),
    ])
}

/// The stages' one-lap sows, fastest first, as the cost chapter's second
/// self-check answers: stage four fastest and the global stage slowest.
fn fastest_sow(data: &Measurements) -> Result<Quoted> {
    // Every stage with a one-lap sow measured (the recursive stage has
    // none: its sow is the injected one).
    let mut stages: Vec<(f64, &str)> = SUITE
        .iter()
        .map(|&(stage, _)| stage)
        .filter_map(|stage| Some((data.require(&format!("cost/sow/{stage}")).ok()?, stage)))
        .collect();
    stages.sort_by(|a, b| a.0.total_cmp(&b.0));
    let names: Vec<&str> = stages.iter().map(|(_, stage)| *stage).collect();
    check(
        names == ["iterative", "injected", "global state"],
        "a lap is not fastest in stage four and slowest in the global stage",
    )?;
    let list: Vec<String> = stages
        .iter()
        .map(|(ns, stage)| format!("{stage} ({})", time_for_people(*ns)))
        .collect();
    Ok(vec![("order", list.join(", "))])
}

// ---- Part VI ---------------------------------------------------------------

fn turns_speed(data: &Measurements) -> Result<Quoted> {
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
fn new_future(_: &Measurements) -> Result<Quoted> {
    let states = crate::figures::undo_states()?;
    let [.., (_, undone), (moves, waiting)] = states.as_slice() else {
        bail!("the undo picture has fewer than two steps");
    };
    check(*undone == [2, 9], "the two moves were undone")?;
    check(waiting.is_empty(), "redo brought a move back")?;
    Ok(vec![("moves", debug(moves))])
}

fn same_seed(_: &Measurements) -> Result<Quoted> {
    use ayoayo::game::{play_match, Strategy};
    let game = |seed| {
        let players = [Strategy::Random, Strategy::Greedy];
        play_match(players, 1, seed)
            .next()
            .context("a game was played")
    };
    let (first, again, other) = (game(7)?, game(7)?, game(8)?);
    check(first.moves == again.moves, "seed 7 played two games")?;
    check(first.moves != other.moves, "seeds 7 and 8 played one game")?;
    let score = |s: [u32; 2]| format!("{} to {}", s[0], s[1]);
    Ok(vec![
        ("plies", first.moves.len().to_string()),
        ("score", score(first.score)),
        ("other-plies", other.moves.len().to_string()),
        ("other-score", score(other.score)),
    ])
}

fn minimax_visits(_: &Measurements) -> Result<Quoted> {
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
        ("children", counts[0].to_string()),
        ("grandchildren", counts[1].to_string()),
    ])
}

/// The tree stepper's first cut-off, in the toy tree's terms (value
/// `first-cut KEY`): player 1's move A, already searched and the best so
/// far, and move B, whose first reply leaves player 1 worse off than A, so
/// that B's other replies are cut. `board` and `score` name the position
/// searched.
pub fn first_cut(key: &str) -> Result<String> {
    use ayoayo::lessons::search_tree::{search_tree, TreeStep};
    let (late, depth) = crate::figures::SEARCHED;
    let [mine, theirs] = crate::figures::SEARCHED_SCORE;
    // The position searched, as the chapter names it.
    match key {
        "board" => return Ok(format!("{late:?}")),
        "score" => return Ok(format!("{mine} to {theirs}")),
        _ => {}
    }
    let position = Position::new(late, crate::figures::SEARCHED_SCORE, Player::Zero)?;
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
    use crate::words::signed;
    let pit = |id| {
        calls[&id]
            .1
            .map(|p: Pit| p.to_string())
            .context("a call with no move")
    };
    match key {
        "a-pit" => pit(a),
        "a-value" => Ok(signed(a_value)),
        "b-pit" => pit(b),
        "b-first" => Ok(signed(first)),
        // The same fact from player 0's side, who moves after B: a floor.
        "b-floor" => Ok(signed(-first)),
        _ => bail!("`first-cut {key}`: write a-pit, a-value, b-pit, b-first or b-floor"),
    }
}

/// Part VI's trap: two captures, the bigger a trap, as the worked example
/// of the evaluation (`weighed KEY`) has them.
fn trap(_: &Measurements) -> Result<Quoted> {
    let keys = [
        "greedy",
        "greedy-wins",
        "greedy-back",
        "weighed",
        "weighed-wins",
        "weighed-back",
    ];
    keys.into_iter()
        .map(|key| Ok((key, crate::strength::weighed(key)?)))
        .collect()
}

/// Remembering positions asks what the table may store for An opponent's
/// first cut: the position after B, where player 0 moves, is worth at
/// least the first reply to player 0 (the replies not searched can only be
/// better for them), so its entry is a floor, a ceiling seen from player 1.
fn stored_bound(_: &Measurements) -> Result<Quoted> {
    Ok(vec![
        ("pit", first_cut("b-pit")?),
        ("first", first_cut("b-first")?),
        ("floor", first_cut("b-floor")?),
    ])
}

fn depth_or_knowledge(_: &Measurements) -> Result<Quoted> {
    let share = |a, b| crate::strength::points(&crate::root(), a, b);
    // Each change alone: the same depth with and without the knowledge,
    // the same knowledge with and without the deadline's depth.
    let knowing = share("search:8", "margin:8")?;
    let deeper = share("search", "search:8")?;
    check(knowing > 0.5 && deeper > 0.5, "both changes pay")?;
    check(deeper > knowing, "the depth buys more than the knowledge")?;
    Ok(vec![
        ("deeper", format!("{:.0}%", deeper * 100.0)),
        ("knowing", format!("{:.0}%", knowing * 100.0)),
    ])
}
