//! The book's self-checks: "predict, then reveal" questions whose answers
//! are computed here from the crate, so that a question cannot drift from
//! the code. A chapter marks one with `<!-- gen: quiz NAME -->`, and
//! `cargo xtask regenerate` writes the question and, in a `<details>` block,
//! the answer.

use ayoayo::board::{opposite, Board, Outcome, Player, OPENING};
use ayoayo::conformance::{GlobalState, Injected, Iterative, Recursive, Stage};
use ayoayo::engine::trace::{trace, Ending, MAX_LAPS};
use ayoayo::engine::{relay_length, Position};
use ayoayo::game::Turn;
use ayoayo::lessons::endless::SEVEN;
use ayoayo::lessons::merge_sort::{merge_sort, CallTree};
use ayoayo::stages::{global_state, injected, iterative, recursive};

use crate::measurements::{human, Data};

/// A board where player 1's row is empty and player 0 is to move.
const HUNGRY: Board = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];

/// Every question: its name, its text, and how to compute its answer.
type Answer = fn(&Data) -> Result<String, String>;

/// The questions, in book order.
pub const QUIZZES: &[(&str, &str, Answer)] = &[
    (
        "opening-3",
        "Player 0 opens by sowing pit 3. How many laps does the relay take, \
         where does it end, and what does the move capture?",
        opening_3,
    ),
    (
        "scoop-twice",
        "The global board holds the opening. `scoop(2)` is called, and then \
         `scoop(2)` again. What does each call return?",
        scoop_twice,
    ),
    (
        "thirteen-stones",
        "Pit 5 holds 13 stones and every other pit 3. Sowing pit 5 skips pit \
         5 itself. Where does the last stone fall, and what does pit 5 hold \
         afterwards?",
        thirteen_stones,
    ),
    (
        "relay-by-hand",
        "Part I relayed pit 0 of the opening. Relay pit 1 instead, by hand \
         or in your head: how many laps until the move stops, and in which \
         pit?",
        relay_by_hand,
    ),
    (
        "sow-twice",
        "The global board holds the opening, and `sow(5, 5)` is called twice \
         in a row. What do the two calls return?",
        sow_twice,
    ),
    (
        "injected-twice",
        "`injected::sow(OPENING, 5, 5)` is called twice in a row. What do the \
         two calls return, and what does `OPENING` hold afterwards?",
        injected_twice,
    ),
    (
        "short-relay",
        "Trace it by hand: sowing pit 0 of `[1, 1, 0, 2, 0, 0, 0, 3, 3, 3, 3, \
         3]`, how many laps does the relay take (one call of `relay` each), \
         and in which pit does the last stone fall?",
        short_relay,
    ),
    (
        "best-opening-capture",
        "Which of player 0's opening moves captures the most stones, and how \
         many?",
        best_opening_capture,
    ),
    (
        "opening-permissible",
        "How many of player 0's six opening moves are permissible?",
        opening_permissible,
    ),
    (
        "possible-after-2",
        "Player 0 opens with pit 2. Which of player 1's potential moves \
         (6 to 11) are possible?",
        possible_after_2,
    ),
    (
        "hungry",
        "Player 0 is to move on a board with one stone in pit 3, three in \
         pit 5, and nothing on player 1's row. Which moves are permissible?",
        hungry,
    ),
    (
        "last-move",
        "Back to the previous chapter's board: one stone in pit 3, three in \
         pit 5, nothing on player 1's row, player 0 to move. Player 0 plays \
         pit 3 anyway, with the score at 30 to 14. What does \
         `sow_and_capture` return?",
        last_move,
    ),
    (
        "filling-pits",
        "The final score is 25 to 23. What does `fill_pits(25, 6)` return, \
         and so who won?",
        filling_pits,
    ),
    (
        "merge-sort-calls",
        "Merge sort of the eight numbers 8, 7, ..., 1: how many calls of \
         `merge_sort` in all, and how many calls does the widest one make?",
        merge_sort_calls,
    ),
    (
        "loop-on-seven",
        "The iterative stage's `relay_sow` on the seven-stone board, from \
         pit 0: what does it return?",
        loop_on_seven,
    ),
    (
        "who-answers-relay",
        "The suite asks each stage for a whole relay (`Stage::relay_sow`). \
         Think back over Parts II to V: which of the four stages has a \
         relay function of its own to answer with?",
        who_answers_relay,
    ),
    (
        "seven-cycle",
        "The seven-stone relay from pit 0 never ends. At which lap does it \
         first come back to a state it has been in, and how many laps long is \
         the loop it then goes round?",
        seven_cycle,
    ),
    (
        "fastest-sow",
        "One lap of sowing, in the three stages that have one: which is \
         fastest, and which slowest?",
        fastest_sow,
    ),
];

/// The questions about a relay, and the request of the JSON boundary that
/// traces it: their answers carry a stepper that the engine in the page
/// fills in, to check the answer stone by stone.
pub const CHECKS: &[(&str, &str)] = &[
    ("opening-3", "/api/relay?pit=3"),
    ("relay-by-hand", "/api/relay?pit=1"),
    (
        "loop-on-seven",
        "/api/relay?board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0",
    ),
    (
        "seven-cycle",
        "/api/relay?board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0",
    ),
];

/// The block that marker `quiz NAME` stands for.
pub fn block(name: &str, data: &Data) -> Result<String, String> {
    let (_, question, answer) = QUIZZES
        .iter()
        .find(|(n, ..)| *n == name)
        .ok_or_else(|| format!("no quiz called `{name}`"))?;
    let check = match CHECKS.iter().find(|(n, _)| *n == name) {
        Some((_, target)) => format!(
            "\n\n<div class=\"ayoayo-stepper\" data-query=\"{target}\" \
             data-caption=\"Check it, stone by stone: the engine in this \
             page traces the move\"></div>"
        ),
        None => String::new(),
    };
    Ok(format!(
        "\n\n<div class=\"ayoayo-quiz\">\n\n**Predict, then reveal.** \
         {question}\n\n<details>\n<summary>The answer</summary>\n\n{}{check}\n\n\
         </details>\n</div>\n\n",
        answer(data)?
    ))
}

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

fn opening_3(_: &Data) -> Result<String, String> {
    let turn = Turn::new(Position::opening());
    let t = turn.transition(3).map_err(err)?;
    let mine = Player::owner_of(t.end) == Some(Player::Zero);
    Ok(format!(
        "{} laps, ending in pit {}, on player 0's {} row, so it captures \
         {}: {} stones.",
        t.laps.len(),
        t.end,
        if mine { "own" } else { "opponent's" },
        if mine {
            format!("pit {}", opposite(t.end))
        } else {
            "nothing".to_string()
        },
        t.captured
    ))
}

fn scoop_twice(_: &Data) -> Result<String, String> {
    let _lock = global_state::fresh_board();
    global_state::reset(OPENING).map_err(err)?;
    let first = global_state::scoop(2).map_err(err)?;
    let second = global_state::scoop(2).map_err(err)?;
    Ok(format!(
        "`{first}`, then `{second}`. The same call, with the same argument, \
         answers differently, because the first call changed the board the \
         second one reads."
    ))
}

fn thirteen_stones(_: &Data) -> Result<String, String> {
    let mut board = [3; 12];
    board[5] = 13;
    let (after, end) = injected::sow(board, 5, 5).map_err(err)?;
    Ok(format!(
        "In pit {end}. Thirteen stones go round eleven pits once and two \
         further; pit 5 holds {} stones, since it is skipped.",
        after[5]
    ))
}

fn relay_by_hand(_: &Data) -> Result<String, String> {
    let moved = trace(&OPENING, 1, MAX_LAPS).map_err(err)?;
    let (end, _) = moved.ending.end().ok_or("the opening relay ends")?;
    Ok(format!(
        "{} laps, ending in pit {end}: pit 0's relay turned one pit round.",
        moved.laps
    ))
}

fn sow_twice(_: &Data) -> Result<String, String> {
    let _lock = global_state::fresh_board();
    global_state::reset(OPENING).map_err(err)?;
    let show = |r: Result<usize, ayoayo::board::Error>| match r {
        Ok(pit) => format!("`Ok({pit})`"),
        Err(e) => format!("an error (\"{e}\")"),
    };
    let first = show(global_state::sow(5, 5));
    let second = show(global_state::sow(5, 5));
    Ok(format!(
        "First {first}, then {second}: the first call emptied pit 5 of the \
         one board both calls share."
    ))
}

fn injected_twice(_: &Data) -> Result<String, String> {
    let first = injected::sow(OPENING, 5, 5).map_err(err)?;
    let second = injected::sow(OPENING, 5, 5).map_err(err)?;
    if first != second {
        return Err("injected::sow answered differently twice".into());
    }
    Ok(format!(
        "Both return `Ok(({:?}, {}))`, and `OPENING` still holds {:?}: each \
         call sows its own copy of the board.",
        first.0, first.1, OPENING
    ))
}

/// The board of the `short-relay` question.
const SHORT: Board = [1, 1, 0, 2, 0, 0, 0, 3, 3, 3, 3, 3];

fn short_relay(_: &Data) -> Result<String, String> {
    let laps = relay_length(SHORT, 0)
        .map_err(err)?
        .ok_or("the short relay never ends")?;
    let (_, end) = injected::relay(SHORT, 0, 0).map_err(err)?;
    if (laps, end) != (3, 6) {
        return Err(format!("the short relay now takes {laps} laps to {end}"));
    }
    Ok(format!(
        "{laps} laps, ending in pit {end}. Pit 0's stone lands on pit 1, \
         which was not empty; its two stones end on pit 3, which was not \
         empty either; its three stones end on pit {end}, which was."
    ))
}

fn best_opening_capture(_: &Data) -> Result<String, String> {
    let mut all = Vec::new();
    for pit in Player::Zero.row() {
        let captured = Position::opening().play(pit).map_err(err)?.score()[0];
        all.push((pit, captured));
    }
    let most = all.iter().map(|&(_, c)| c).max().unwrap_or(0);
    let best: Vec<String> = all
        .iter()
        .filter(|&&(_, c)| c == most)
        .map(|(pit, _)| pit.to_string())
        .collect();
    let pits = match &best[..] {
        [one] => format!("Pit {one}, which captures"),
        [rest @ .., last] => {
            format!("Pits {} and {last}, which each capture", rest.join(", "))
        }
        [] => return Err("no opening move".into()),
    };
    let counts: Vec<String> = all.iter().map(|(_, c)| c.to_string()).collect();
    Ok(format!(
        "{pits} {most} stones. From pits 0 to 5 the captures are {}.",
        counts.join(", ")
    ))
}

fn opening_permissible(_: &Data) -> Result<String, String> {
    let moves =
        recursive::permissible_moves(&OPENING, Player::Zero).map_err(err)?;
    if moves.len() != 6 {
        return Err(format!("the opening's moves are now {moves:?}"));
    }
    Ok(format!(
        "{} of them: {:?}. Every pit holds stones, every relay ends, and \
         player 1's row is full, so the feeding rule has nothing to say.",
        moves.len(),
        moves
    ))
}

fn possible_after_2(_: &Data) -> Result<String, String> {
    let after = Position::opening().play(2).map_err(err)?;
    let possible = recursive::possible_moves(
        &after.board(),
        recursive::potential_moves(Player::One),
    )
    .map_err(err)?;
    Ok(format!(
        "{possible:?}. The board is then {:?}.",
        after.board()
    ))
}

fn hungry(_: &Data) -> Result<String, String> {
    let moves =
        recursive::permissible_moves(&HUNGRY, Player::Zero).map_err(err)?;
    let (after_3, _) =
        injected::sow_and_capture(HUNGRY, [0, 0], 3).map_err(err)?;
    if moves != [5] {
        return Err(format!("the hungry board's moves are now {moves:?}"));
    }
    Ok(format!(
        "Only {moves:?}. Pit 3's single stone falls into pit 4 and the move \
         ends there, leaving player 1's row as empty as before ({:?}); pit \
         5's stones cross over to player 1.",
        after_3
    ))
}

fn last_move(_: &Data) -> Result<String, String> {
    let (board, score, over) =
        recursive::sow_and_capture(HUNGRY, [30, 14], 3).map_err(err)?;
    if !over {
        return Err("pit 3 of the hungry board no longer ends the game".into());
    }
    Ok(format!(
        "`Ok(({board:?}, {score:?}, {over}))`. Player 1's row is still \
         empty after the move, so the game is over and player 0 takes the \
         stones left on the board. Note the total: {} stones, all of them \
         captured.",
        score[0] + score[1]
    ))
}

fn filling_pits(_: &Data) -> Result<String, String> {
    let filled = recursive::fill_pits(25, 6);
    let outcome = recursive::who_won_filling_pits([25, 23]).map_err(err)?;
    if filled != recursive::Filled::Over {
        return Err(format!("fill_pits(25, 6) is now {filled:?}"));
    }
    Ok(format!(
        "`{filled:?}`: six pits of four take 24 stones, and one is left over. \
         So {}.",
        match outcome {
            Outcome::Winner(p) => format!("{p} won"),
            Outcome::Tie => "it is a tie".to_string(),
        }
    ))
}

fn merge_sort_calls(_: &Data) -> Result<String, String> {
    let mut trace = CallTree::new();
    let sorted = merge_sort(&[8, 7, 6, 5, 4, 3, 2, 1], &mut trace);
    if sorted != [1, 2, 3, 4, 5, 6, 7, 8] {
        return Err("merge sort did not sort".into());
    }
    Ok(format!(
        "{} calls, and the widest makes {}: more than one call per call, so \
         merge sort is not linear recursion.",
        trace.calls.len(),
        trace.widest()
    ))
}

fn loop_on_seven(_: &Data) -> Result<String, String> {
    match iterative::relay_sow(SEVEN, 0) {
        Ok(done) => Err(format!("the seven-stone relay ended: {done:?}")),
        Err(e) => Ok(format!(
            "An error: \"{e}\". The loop needs no stack to go round forever, \
             so it has to notice the repetition itself, and it does."
        )),
    }
}

fn who_answers_relay(_: &Data) -> Result<String, String> {
    let answers = [
        (
            GlobalState::NAME,
            GlobalState::relay_sow(OPENING, 0).is_some(),
        ),
        (Injected::NAME, Injected::relay_sow(OPENING, 0).is_some()),
        (Recursive::NAME, Recursive::relay_sow(OPENING, 0).is_some()),
        (Iterative::NAME, Iterative::relay_sow(OPENING, 0).is_some()),
    ];
    let yes: Vec<&str> = answers
        .iter()
        .filter(|(_, a)| *a)
        .map(|(n, _)| *n)
        .collect();
    let no: Vec<&str> = answers
        .iter()
        .filter(|(_, a)| !*a)
        .map(|(n, _)| *n)
        .collect();
    if no != [GlobalState::NAME, Recursive::NAME] {
        return Err(format!("the stages answering `None` are now {no:?}"));
    }
    Ok(format!(
        "{} answer; {} answer `None`. The global-state stage relays by \
         hand, and the recursive stage borrows Part III's relay; its relays \
         are still checked, through the whole moves it plays.",
        yes.join(" and "),
        no.join(" and ")
    ))
}

fn seven_cycle(_: &Data) -> Result<String, String> {
    let moved = trace(&SEVEN, 0, MAX_LAPS).map_err(err)?;
    let Ending::Cycle { from, length } = moved.ending else {
        return Err("the seven-stone relay did not repeat".into());
    };
    Ok(format!(
        "The state after lap {} (the board, and the pit to sow next) is the \
         state it was in after lap {from}: from then on it goes round the \
         same loop of {length} laps for ever.",
        moved.laps
    ))
}

fn fastest_sow(data: &Data) -> Result<String, String> {
    let mut stages = Vec::new();
    for stage in ["global state", "injected", "iterative"] {
        stages.push((data.require(&format!("cost/sow/{stage}"))?, stage));
    }
    stages.sort_by(|a, b| a.0.total_cmp(&b.0));
    let list: Vec<String> = stages
        .iter()
        .map(|(ns, stage)| format!("{stage} ({})", human(*ns)))
        .collect();
    Ok(format!(
        "From fastest to slowest, as measured for this book: {}.",
        list.join(", ")
    ))
}
