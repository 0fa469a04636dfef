//! The values in the answers to the chapters' questions. A question and its
//! answer are written in the chapter; each number, board or list the answer
//! quotes is marked `<!-- gen: quiz NAME KEY -->`, and computed here from
//! the crate, so that it cannot drift from the code. Where an
//! answer's words make a claim (the move captures, turns are faster), the
//! function that computes its values checks the claim and fails if the
//! crate no longer bears it out.

use anyhow::{anyhow, Context, Result};
use ayoayo::board::{Board, OPENING};
use ayoayo::lessons::endless::SEVEN_STONES;
use std::collections::HashMap;
use std::sync::OnceLock;

mod challenges;
mod game;
mod recursion;
mod rules;

use crate::generated::MIDGAME;
use crate::recorded::measurements::Measurements;
pub use game::{first_cut, CutFact};

/// The values an answer quotes, by key.
type Quoted = Vec<(&'static str, String)>;

/// Fails with `why` unless the answer's claim `holds`.
fn check(holds: bool, why: impl Into<String>) -> Result<()> {
    holds.then_some(()).ok_or(anyhow!(why.into()))
}

/// One question of the book.
#[derive(Debug)]
pub struct Quiz {
    /// Its name, as its markers give it (`quiz NAME KEY`).
    pub name: &'static str,
    /// The chapter that asks it, under `book/src`.
    pub chapter: &'static str,
    /// Computes the values its answer quotes, by key, checking what the
    /// answer's words claim. The chapter's markers must quote every one
    /// ([`crate::generated::values`] checks), and a marker naming another
    /// is refused.
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
        stepper: Some((board, pit)),
        ..asked(name, chapter, quoted)
    }
}

/// The questions, in book order.
#[rustfmt::skip]
pub const QUIZZES: &[Quiz] = &[
    stepped("opening-3", "part1/the-game.md", rules::opening_3, (OPENING, 3)),
    asked("scoop-twice", "part2/one-board.md", rules::scoop_twice),
    asked("thirteen-stones", "part2/distribute.md", rules::thirteen_stones),
    stepped("relay-by-hand", "part2/sowing.md", rules::relay_by_hand, (MIDGAME, 4)),
    asked("sow-order", "part2/coupling.md", rules::sow_order),
    asked("injected-twice", "part3/boards-in-boards-out.md", rules::injected_twice),
    asked("short-relay", "part3/relay-sowing.md", rules::short_relay),
    asked("asking-first", "part3/a-function-as-an-argument.md", rules::asking_first),
    asked("best-capture", "part3/capturing.md", rules::best_capture),
    asked("opening-permissible", "part4/permissible-moves.md", recursion::opening_permissible),
    asked("allocations", "part4/slices-and-cons-cells.md", recursion::allocations),
    asked("shared-row", "part4/ownership.md", recursion::shared_row),
    asked("hungry", "part4/feeding.md", recursion::hungry),
    asked("last-move", "part4/ending-the-game.md", recursion::last_move),
    asked("filling-pits", "part4/who-won.md", recursion::filling_pits),
    asked("merge-sort-calls", "part4/what-linear-recursion-is.md", recursion::merge_sort_calls),
    stepped("loop-on-seven", "part5/the-stack.md", recursion::loop_on_seven, (SEVEN_STONES, 0)),
    stepped("seven-cycle", "part5/the-move-that-never-ends.md", recursion::seven_cycle, (SEVEN_STONES, 0)),
    asked("fastest-sow", "part5/the-cost-of-elegance.md", recursion::fastest_sow),
    asked("turns-speed", "part6/turns-and-transitions.md", game::turns_speed),
    asked("new-future", "part6/undo.md", game::new_future),
    asked("greedy-asked", "part6/players.md", game::greedy_asked),
    asked("minimax-visits", "part6/an-opponent.md", game::minimax_visits),
    asked("a-and-b", "part6/cutting-the-tree.md", game::a_and_b),
    asked("trap", "part6/a-recursion-with-a-deadline.md", game::trap),
    asked("turned-trap", "part6/what-the-leaves-know.md", game::turned_trap),
    asked("stored-bound", "part6/remembering-positions.md", game::stored_bound),
    asked("challenge-sowing", "appendix/challenges.md", challenges::challenge_sowing),
    asked("challenge-boards", "appendix/challenges.md", challenges::challenge_boards),
    asked("challenge-relay", "appendix/challenges.md", challenges::challenge_relay),
    asked("challenge-capturing", "appendix/challenges.md", challenges::challenge_capturing),
    asked("challenge-ending", "appendix/challenges.md", challenges::challenge_ending),
    asked("challenge-loops", "appendix/challenges.md", challenges::challenge_loops),
    asked("challenge-never-ends", "appendix/challenges.md", challenges::challenge_never_ends),
    asked("who-answers-relay", "appendix/one-suite-for-four-stages.md", recursion::who_answers_relay),
];

/// The question called `name`, or which questions there are: how a
/// marker's `quiz NAME` is read.
pub fn named(name: &str) -> Result<&'static Quiz, String> {
    match QUIZZES.iter().find(|q| q.name == name) {
        Some(quiz) => Ok(quiz),
        None => {
            let names: Vec<&str> = QUIZZES.iter().map(|q| q.name).collect();
            Err(format!("no quiz called `{name}`: {}", names.join(", ")))
        }
    }
}

/// Each question's answer, computed at most once however many of its
/// values the chapters quote.
pub struct Answers(HashMap<&'static str, OnceLock<Result<Quoted, String>>>);

impl Default for Answers {
    fn default() -> Answers {
        Answers(QUIZZES.iter().map(|q| (q.name, OnceLock::new())).collect())
    }
}

impl Answers {
    /// The values `quiz`'s answer quotes, computed from `data` the first
    /// time they are asked for.
    fn of(&self, quiz: &Quiz, data: &Measurements) -> Result<&Quoted> {
        let once = self.0.get(quiz.name).context("a quiz not in QUIZZES")?;
        let computed = once.get_or_init(|| {
            (quiz.quoted)(data)
                .map_err(|e| format!("quiz {}: {e:#}", quiz.name))
        });
        computed.as_ref().map_err(|e| anyhow!(e.clone()))
    }

    /// The values of the answers computed so far that no marker in
    /// `quoted` names (each `quiz NAME KEY`), as `quiz NAME KEY`: an
    /// answer computes exactly what its chapter quotes.
    pub fn unquoted(&self, quoted: impl Fn(&str) -> bool) -> Vec<String> {
        let mut unquoted = Vec::new();
        for quiz in QUIZZES {
            let Some(Ok(values)) =
                self.0.get(quiz.name).and_then(OnceLock::get)
            else {
                continue;
            };
            for (key, _) in values {
                let name = format!("quiz {} {key}", quiz.name);
                if !quoted(&name) {
                    unquoted.push(name);
                }
            }
        }
        unquoted
    }
}

/// The value `key` of `quiz`'s answer (value `quiz NAME KEY`).
pub fn value(
    quiz: &Quiz,
    key: &str,
    answers: &Answers,
    data: &Measurements,
) -> Result<String> {
    let values = answers.of(quiz, data)?;
    match values.iter().find(|(k, _)| *k == key) {
        Some((_, value)) => Ok(value.clone()),
        None => {
            let mut has: Vec<&str> = values.iter().map(|(k, _)| *k).collect();
            has.sort_unstable();
            let has = has.join(", ");
            Err(anyhow!("quiz {} has no `{key}`: it has {has}", quiz.name))
        }
    }
}

/// The stepper that checks `quiz`'s answer stone by stone (value
/// `quiz-stepper NAME`): the engine in the page traces the move. Without
/// JavaScript it says why it is empty; the answer above it stands alone.
pub fn stepper(quiz: &Quiz) -> Result<String> {
    let name = quiz.name;
    let (board, pit) = quiz
        .stepper
        .with_context(|| format!("quiz {name} has no stepper"))?;
    let board = board.map(|s| s.to_string()).join(",");
    let query = [("board", board), ("pit", pit.to_string())];
    let (target, _) = crate::api("/api/relay", &query)?;
    let caption = format!(
        "Pit {pit} sown stone by stone, traced by the engine in this page"
    );
    let instead = crate::generated::widgets::without_script(&caption);
    Ok(format!(
        "\n\n<div class=\"ayoayo-stepper\" data-query=\"{target}\" \
         data-caption=\"{caption}\">\n{instead}\n</div>\n\n"
    ))
}

/// `[1, 2]` as Rust's `{:?}` prints it.
fn debug(value: impl std::fmt::Debug) -> String {
    format!("{value:?}")
}

/// The stones on `board`, as a question gives them: "one stone in pit 3,
/// three in pit 5", every pit that holds any, in order.
fn stones_in_words(board: &Board) -> String {
    let held = (0..board.len()).filter(|&pit| board[pit] > 0);
    let said: Vec<String> = held
        .enumerate()
        .map(|(i, pit)| {
            let n = crate::numbers::in_words(board[pit].into());
            match (i, board[pit]) {
                (0, 1) => format!("{n} stone in pit {pit}"),
                (0, _) => format!("{n} stones in pit {pit}"),
                _ => format!("{n} in pit {pit}"),
            }
        })
        .collect();
    said.join(", ")
}
