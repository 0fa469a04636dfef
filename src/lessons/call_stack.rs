//! The recursion made visible: the calls a linear recursion makes, frame by
//! frame, with each frame's arguments on the way in and its result on the
//! way back, for the book's call-stack steppers.
//!
//! Each function here is the book's recursion with a recorder passed along:
//! Part III's relay (one call a lap), and Part IV's first/rest recursions
//! over a row of pits (`count_stones`, `possible_moves`). The relay is
//! watched for a call whose board and pit repeat an earlier one's: that
//! call would go on calling for ever, so the recording stops there and says
//! so, with every frame still on the stack. A call the rules refuse (an
//! empty pit, a pit past 11) records nothing: its error is the answer.

use serde::{Deserialize, Serialize};

use crate::board::{check_pit, Board, Error, Pit};
use crate::stages::injected::sow;

/// The most calls recorded; a deeper recursion is stopped there.
pub const MAX_RECORDED_CALLS: usize = 400;

/// One step of a recursion: a call made, or a call returning.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum Step {
    /// A call begins; the stack is now `depth` frames deep.
    Call {
        /// How many frames are on the stack, this one included.
        depth: usize,
        /// The call as it would be written, arguments and all.
        call: String,
        /// The board this call receives, where it receives one to draw.
        board: Option<Board>,
        /// The pit this call looks at: the relay's pit to sow, or the
        /// first pit of the list; none for the empty list.
        pit: Option<Pit>,
    },
    /// The frame at `depth` returns `result` and leaves the stack.
    Return {
        /// The depth of the frame returning.
        depth: usize,
        /// What it returns, as it would be printed.
        result: String,
    },
}

impl Step {
    /// The frames on the stack at this step, the returning one included,
    /// as the steppers' bars draw them.
    pub fn depth(&self) -> usize {
        match self {
            Step::Call { depth, .. } | Step::Return { depth, .. } => *depth,
        }
    }
}

/// How a recorded recursion ended (the `ending` of a [`Recording`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Exit {
    /// Every call returned; the outermost returned `result`.
    Returned {
        /// The first call's result.
        result: String,
    },
    /// Call `depth` received the board and pit call `from` did: it would
    /// repeat the calls between them for ever, none of them returning.
    Cycle {
        /// The repeating call's depth: the frames on the stack.
        depth: usize,
        /// The earlier call it repeats.
        from: usize,
    },
    /// The recursion went deeper than [`MAX_RECORDED_CALLS`] without ending.
    Deep,
}

/// A recursion, recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Recording {
    /// The function called.
    pub function: String,
    /// Its calls and returns, in order.
    pub steps: Vec<Step>,
    /// How it ended.
    pub ending: Exit,
}

/// Why a recording stopped before the calls returned.
enum Stop {
    Cycle(usize, usize),
    Deep,
    Refused(Error),
}

/// The steps so far, and the calls on the stack now.
#[derive(Default)]
struct Recorder {
    steps: Vec<Step>,
    depth: usize,
    calls: usize,
    /// The board and pit of each relay call on the stack.
    seen: Vec<(Board, Pit)>,
}

impl Recorder {
    fn call(
        &mut self,
        call: String,
        board: Option<Board>,
        pit: Option<Pit>,
    ) -> Result<(), Stop> {
        if self.calls == MAX_RECORDED_CALLS {
            return Err(Stop::Deep);
        }
        self.calls += 1;
        self.depth += 1;
        let depth = self.depth;
        self.steps.push(Step::Call {
            depth,
            call,
            board,
            pit,
        });
        Ok(())
    }

    fn ret(&mut self, result: String) {
        let depth = self.depth;
        self.steps.push(Step::Return { depth, result });
        self.depth -= 1;
    }

    /// The recording, or the rules' refusal of a call (an empty pit, say),
    /// which leaves nothing worth showing.
    fn finish(
        self,
        function: &str,
        got: Result<String, Stop>,
    ) -> Result<Recording, Error> {
        let ending = match got {
            Ok(result) => Exit::Returned { result },
            Err(Stop::Cycle(depth, from)) => Exit::Cycle { depth, from },
            Err(Stop::Deep) => Exit::Deep,
            Err(Stop::Refused(e)) => return Err(e),
        };
        Ok(Recording {
            function: function.to_string(),
            steps: self.steps,
            ending,
        })
    }
}

fn row(board: &Board) -> String {
    let counts: Vec<String> = board.iter().map(u8::to_string).collect();
    format!("[{}]", counts.join(","))
}

/// Part III's relay from `pit`, one call a lap: `relay(board, skip_pit,
/// current_pit)` sows from `current_pit`, and if the last stone fell on
/// stones it calls itself from there.
pub fn relay_calls(board: Board, pit: Pit) -> Result<Recording, Error> {
    let mut rec = Recorder::default();
    let outcome = check_pit(pit)
        .map_err(Stop::Refused)
        .and_then(|pit| relay(board, pit, pit, &mut rec));
    let outcome =
        outcome.map(|(board, end)| format!("({}, {end})", row(&board)));
    rec.finish("relay", outcome)
}

fn relay(
    before: Board,
    skip_pit: Pit,
    current_pit: Pit,
    rec: &mut Recorder,
) -> Result<(Board, Pit), Stop> {
    let call = format!("relay({}, {skip_pit}, {current_pit})", row(&before));
    rec.call(call, Some(before), Some(current_pit))?;
    if let Some(from) =
        rec.seen.iter().position(|&s| s == (before, current_pit))
    {
        return Err(Stop::Cycle(rec.depth, from + 1));
    }
    rec.seen.push((before, current_pit));
    let (after, last_pit) =
        sow(before, skip_pit, current_pit).map_err(Stop::Refused)?;
    let result = if after[last_pit] == 1 {
        (after, last_pit)
    } else {
        relay(after, skip_pit, last_pit, rec)?
    };
    rec.seen.pop();
    rec.ret(format!("({}, {})", row(&result.0), result.1));
    Ok(result)
}

fn list(pits: &[Pit]) -> String {
    let pits: Vec<String> = pits.iter().map(usize::to_string).collect();
    format!("[{}]", pits.join(", "))
}

/// Part IV's `count_stones(board, pits)` over `pits`: the first pit's
/// stones plus the count of the rest, down to the empty list.
pub fn count_calls(board: Board, pits: &[Pit]) -> Result<Recording, Error> {
    let mut rec = Recorder::default();
    let outcome = count(&board, pits, &mut rec).map(|n| n.to_string());
    rec.finish("count_stones", outcome)
}

fn count(board: &Board, pits: &[Pit], rec: &mut Recorder) -> Result<u32, Stop> {
    let call = format!("count_stones(board, {})", list(pits));
    rec.call(call, Some(*board), pits.first().copied())?;
    let total = match pits {
        [] => 0,
        [first, rest @ ..] => {
            let first = check_pit(*first).map_err(Stop::Refused)?;
            u32::from(board[first]) + count(board, rest, rec)?
        }
    };
    rec.ret(total.to_string());
    Ok(total)
}

/// Part V's `count_stones_passing(board, pits, so_far)`, Part IV's count
/// with an accumulator: the
/// sum so far goes down with the rest, and the empty list returns it. The
/// recursive call is the last thing each frame does, yet every frame stays
/// on the stack until the one below it returns, as Rust keeps them.
pub fn count_so_far_calls(
    board: Board,
    pits: &[Pit],
) -> Result<Recording, Error> {
    let mut rec = Recorder::default();
    let outcome = count_so_far(&board, pits, 0, &mut rec);
    rec.finish("count_stones_passing", outcome.map(|n| n.to_string()))
}

fn count_so_far(
    board: &Board,
    pits: &[Pit],
    so_far: u32,
    rec: &mut Recorder,
) -> Result<u32, Stop> {
    let call = format!("count_stones_passing(board, {}, {so_far})", list(pits));
    rec.call(call, Some(*board), pits.first().copied())?;
    let total = match pits {
        [] => so_far,
        [first, rest @ ..] => {
            let first = check_pit(*first).map_err(Stop::Refused)?;
            count_so_far(board, rest, so_far + u32::from(board[first]), rec)?
        }
    };
    rec.ret(total.to_string());
    Ok(total)
}

/// Part IV's `possible_moves(board, moves)`: the first move if its pit
/// holds stones, before the possible moves of the rest.
pub fn possible_calls(board: Board, moves: &[Pit]) -> Result<Recording, Error> {
    let mut rec = Recorder::default();
    let outcome = possible(&board, moves, &mut rec).map(|m| list(&m));
    rec.finish("possible_moves", outcome)
}

fn possible(
    board: &Board,
    moves: &[Pit],
    rec: &mut Recorder,
) -> Result<Vec<Pit>, Stop> {
    let call = format!("possible_moves(board, {})", list(moves));
    rec.call(call, Some(*board), moves.first().copied())?;
    let found = match moves {
        [] => Vec::new(),
        [first, rest @ ..] => {
            let first = check_pit(*first).map_err(Stop::Refused)?;
            let possible_rest = possible(board, rest, rec)?;
            if board[first] > 0 {
                [vec![first], possible_rest].concat()
            } else {
                possible_rest
            }
        }
    };
    rec.ret(list(&found));
    Ok(found)
}
