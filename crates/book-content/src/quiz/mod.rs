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
    /// The values its answer quotes, as its markers name them: a marker
    /// naming another is refused as it is read, and `quoted` must compute
    /// exactly these.
    pub keys: &'static [&'static str],
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
    keys: &'static [&'static str],
    quoted: fn(&Measurements) -> Result<Quoted>,
) -> Quiz {
    Quiz {
        name,
        chapter,
        keys,
        quoted,
        stepper: None,
    }
}

/// A question whose answer a stepper checks, sowing `pit` of `board`.
const fn stepped(
    name: &'static str,
    chapter: &'static str,
    keys: &'static [&'static str],
    quoted: fn(&Measurements) -> Result<Quoted>,
    (board, pit): (Board, usize),
) -> Quiz {
    Quiz {
        stepper: Some((board, pit)),
        ..asked(name, chapter, keys, quoted)
    }
}

/// The questions, in book order.
#[rustfmt::skip]
pub const QUIZZES: &[Quiz] = &[
    stepped("opening-3", "part1/the-game.md", &["across", "captured", "end", "laps"], rules::opening_3, (OPENING, 3)),
    asked("scoop-twice", "part2/one-board.md", &["first", "second"], rules::scoop_twice),
    asked("thirteen-stones", "part2/distribute.md", &["beyond", "end", "others", "pit", "stones"], rules::thirteen_stones),
    stepped("relay-by-hand", "part2/sowing.md", &["end", "laps"], rules::relay_by_hand, (MIDGAME, 4)),
    asked("sow-order", "part2/coupling.md", &["first-board", "first-ends", "second-board", "second-ends"], rules::sow_order),
    asked("injected-twice", "part3/boards-in-boards-out.md", &["opening", "result"], rules::injected_twice),
    asked("short-relay", "part3/relay-sowing.md", &["board", "end", "laps"], rules::short_relay),
    asked("asking-first", "part3/a-function-as-an-argument.md", &["laps", "total"], rules::asking_first),
    asked("best-capture", "part3/capturing.md", &["best", "each", "most"], rules::best_capture),
    asked("opening-permissible", "part4/permissible-moves.md", &["count", "moves"], recursion::opening_permissible),
    asked("allocations", "part4/slices-and-cons-cells.md", &["empty", "kept", "moves", "total"], recursion::allocations),
    asked("shared-row", "part4/ownership.md", &["answer", "first", "left", "popped", "second"], recursion::shared_row),
    asked("hungry", "part4/feeding.md", &["after-3", "board", "moves"], recursion::hungry),
    asked("last-move", "part4/ending-the-game.md", &["board", "pit", "result", "score", "total"], recursion::last_move),
    asked("filling-pits", "part4/who-won.md", &["captured", "filled", "left", "other", "to-fill", "winner"], recursion::filling_pits),
    asked("merge-sort-calls", "part4/what-linear-recursion-is.md", &["calls", "leaves"], recursion::merge_sort_calls),
    asked("passing-frames", "part5/back-to-loops.md", &["board", "calls"], recursion::passing_frames),
    stepped("loop-on-seven", "part5/the-stack.md", &["error"], recursion::loop_on_seven, (SEVEN_STONES, 0)),
    stepped("seven-cycle", "part5/the-move-that-never-ends.md", &["from", "lap", "length"], recursion::seven_cycle, (SEVEN_STONES, 0)),
    asked("fastest-sow", "part5/the-cost-of-elegance.md", &["order"], recursion::fastest_sow),
    asked("turns-speed", "part6/turns-and-transitions.md", &["ratio", "table"], game::turns_speed),
    asked("new-future", "part6/undo.md", &["first", "moves", "second", "then"], game::new_future),
    asked("same-seed", "part6/players.md", &["plies"], game::same_seed),
    asked("minimax-visits", "part6/an-opponent.md", &["children", "grandchildren", "positions"], game::minimax_visits),
    asked("trap", "part6/a-recursion-with-a-deadline.md", &["greedy", "greedy-back", "greedy-wins", "weighed", "weighed-back", "weighed-wins"], game::trap),
    asked("turned-trap", "part6/what-the-opponent-knows.md", &["weighed"], game::turned_trap),
    asked("stored-bound", "part6/remembering-positions.md", &["floor", "pit", "under"], game::stored_bound),
    asked("challenge-sowing", "appendix/challenges.md", &["end", "own-across", "own-captured", "own-end", "own-starts", "starts"], challenges::challenge_sowing),
    asked("challenge-boards", "appendix/challenges.md", &["checks"], challenges::challenge_boards),
    asked("challenge-relay", "appendix/challenges.md", &["distribute", "frames", "relay"], challenges::challenge_relay),
    asked("challenge-capturing", "appendix/challenges.md", &["across-4", "across-5", "stones-4", "stones-5", "turned-4", "turned-5"], challenges::challenge_capturing),
    asked("challenge-ending", "appendix/challenges.md", &["frames"], challenges::challenge_ending),
    asked("challenge-loops", "appendix/challenges.md", &["pits"], challenges::challenge_loops),
    asked("challenge-never-ends", "appendix/challenges.md", &["brent", "floyd", "gap", "relay-sow", "saved"], challenges::challenge_never_ends),
    asked("who-answers-relay", "appendix/one-suite-for-four-stages.md", &["answer", "silent"], recursion::who_answers_relay),
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
            let quoted = (quiz.quoted)(data)
                .map_err(|e| format!("quiz {}: {e:#}", quiz.name))?;
            let mut computed: Vec<&str> =
                quoted.iter().map(|(k, _)| *k).collect();
            computed.sort_unstable();
            if computed != quiz.keys {
                return Err(format!(
                    "quiz {} computes {computed:?}, but QUIZZES gives it {:?}",
                    quiz.name, quiz.keys
                ));
            }
            Ok(quoted)
        });
        computed.as_ref().map_err(|e| anyhow!(e.clone()))
    }
}

/// The value `key` of `quiz`'s answer (value `quiz NAME KEY`).
pub fn value(
    quiz: &Quiz,
    key: &str,
    answers: &Answers,
    data: &Measurements,
) -> Result<String> {
    let name = quiz.name;
    let values = answers.of(quiz, data)?;
    check_key(quiz, key).map_err(|e| anyhow!(e))?;
    let found = values.iter().find(|(k, _)| *k == key);
    found
        .map(|(_, v)| v.clone())
        .with_context(|| format!("quiz {name} did not compute `{key}`"))
}

/// Whether `quiz`'s answer quotes a value called `key`, or which it does:
/// how a marker's `quiz NAME KEY` is checked as it is read.
pub fn check_key(quiz: &Quiz, key: &str) -> Result<(), String> {
    if quiz.keys.contains(&key) {
        return Ok(());
    }
    let has = quiz.keys.join(", ");
    Err(format!("quiz {} has no `{key}`: it has {has}", quiz.name))
}

/// The stepper that checks `quiz`'s answer stone by stone (value
/// `quiz-stepper NAME`): the engine in the page traces the move.
pub fn stepper(quiz: &Quiz) -> Result<String> {
    let name = quiz.name;
    let (board, pit) = quiz
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

/// The kinds of marker a question's answer quotes: each a subcommand of
/// [`crate::generated::Value`].
#[derive(Debug, clap::Subcommand)]
pub enum Marker {
    /// A value in the answer to a chapter's question.
    Quiz {
        /// The question, as `quiz::QUIZZES` names it.
        #[arg(value_parser = named)]
        quiz: &'static Quiz,
        /// Which of its values.
        key: String,
    },
    /// The stepper that checks a question's answer.
    QuizStepper {
        /// The question.
        #[arg(value_parser = named)]
        quiz: &'static Quiz,
    },
    /// Part VI's first alpha-beta cut-off, worked by hand.
    FirstCut {
        /// Which fact.
        #[arg(value_enum)]
        fact: CutFact,
    },
}

impl Marker {
    /// The value, computed.
    pub fn compute(&self, s: &crate::generated::Sources<'_>) -> Result<String> {
        match self {
            Marker::Quiz { quiz, key } => value(quiz, key, &s.answers, s.data),
            Marker::QuizStepper { quiz } => stepper(quiz),
            Marker::FirstCut { fact } => first_cut(*fact),
        }
    }
}
