//! The answers of the chapters' "predict, then reveal" blocks (`quiz NAME`):
//! each question is written in its chapter, above the marker, and its answer
//! computed from the crate so that it cannot drift from the code.

use anyhow::{anyhow, bail, Context, Result};
use ayoayo::board::{opposite, Board, Outcome, Player, OPENING};
use ayoayo::conformance::{GlobalState, Injected, Iterative, Recursive, Stage};
use ayoayo::engine::{relay_length, Position};
use ayoayo::engine::{trace, Ending, MAX_LAPS};
use ayoayo::game::Turn;
use ayoayo::lessons::endless::SEVEN;
use ayoayo::lessons::merge_sort::{merge_sort, CallTree};
use ayoayo::stages::{global_state, injected, iterative, recursive, STAGES};

use crate::generated::MIDGAME;
use crate::measurements::{human, Data};

/// A board where player 1's row is empty and player 0 is to move.
const HUNGRY: Board = [0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];

/// How to compute a question's answer.
type Answer = fn(&Data) -> Result<String>;

/// Fails with `why` unless the prose's claim `holds`.
fn check(holds: bool, why: impl Into<String>) -> Result<()> {
    holds.then_some(()).ok_or(anyhow!(why.into()))
}

/// The relay, if any, whose stepper checks an answer stone by stone: a
/// board and the pit sown.
type Stepper = Option<(Board, usize)>;

/// The answers, in book order.
pub const QUIZZES: &[(&str, Answer, Stepper)] = &[
    ("opening-3", opening_3, Some((OPENING, 3))),
    ("scoop-twice", scoop_twice, None),
    ("thirteen-stones", thirteen_stones, None),
    ("relay-by-hand", relay_by_hand, Some((MIDGAME, 4))),
    ("sow-order", sow_order, None),
    ("injected-twice", injected_twice, None),
    ("short-relay", short_relay, None),
    ("best-capture", best_capture, None),
    ("opening-permissible", opening_permissible, None),
    ("allocations", allocations, None),
    ("hungry", hungry, None),
    ("last-move", last_move, None),
    ("filling-pits", filling_pits, None),
    ("merge-sort-calls", merge_sort_calls, None),
    ("loop-on-seven", loop_on_seven, Some((SEVEN, 0))),
    ("who-answers-relay", who_answers_relay, None),
    ("seven-cycle", seven_cycle, Some((SEVEN, 0))),
    ("fastest-sow", fastest_sow, None),
    ("turns-speed", turns_speed, None),
    ("new-future", new_future, None),
    ("same-seed", same_seed, None),
    ("minimax-visits", minimax_visits, None),
    ("depth-or-knowledge", depth_or_knowledge, None),
];

/// The answer that the marker `quiz NAME` stands for (the question stands
/// above it in the chapter), with a stepper if the answer is a relay.
pub fn block(name: &str, data: &Data) -> Result<String> {
    let Some((_, answer, check)) = QUIZZES.iter().find(|(n, ..)| *n == name) else {
        bail!("no quiz called `{name}`");
    };
    let answer = answer(data).with_context(|| format!("quiz {name}"))?;
    let check = match check {
        None => String::new(),
        Some((board, pit)) => {
            let board = board.map(|s| s.to_string()).join(",");
            let query = [("board", board), ("pit", pit.to_string())];
            let (target, _) = crate::api("/api/relay", &query)?;
            format!(
                "\n\n<div class=\"ayoayo-stepper\" data-query=\"{target}\" \
                 data-caption=\"Check it, stone by stone: the engine in this \
                 page traces the move\"></div>"
            )
        }
    };
    Ok(format!(
        "\n\n<details>\n<summary>The answer</summary>\n\n{answer}{check}\n\n\
         </details>\n\n"
    ))
}

fn opening_3(_: &Data) -> Result<String> {
    let turn = Turn::new(Position::opening());
    let t = turn.transition(3)?;
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

fn scoop_twice(_: &Data) -> Result<String> {
    let _lock = global_state::fresh_board();
    global_state::reset(OPENING)?;
    let first = global_state::scoop(2);
    let second = global_state::scoop(2);
    check(first.is_ok() && second.is_ok(), "both scoops are answered")?;
    let (first, second) = (format!("{first:?}"), format!("{second:?}"));
    Ok(format!(
        "`{first}`, then `{second}`. The same call, with the same argument, \
         answers differently, because the first call changed the board the \
         second one reads."
    ))
}

fn thirteen_stones(_: &Data) -> Result<String> {
    let mut board = [3; 12];
    board[5] = 13;
    let (after, end) = injected::sow(board, 5, 5)?;
    Ok(format!(
        "In pit {end}. Thirteen stones go round eleven pits once and two \
         further; pit 5 holds {} stones, since it is skipped.",
        after[5]
    ))
}

fn relay_by_hand(_: &Data) -> Result<String> {
    let moved = trace(&MIDGAME, 4, MAX_LAPS)?;
    let (end, _) = moved.ending.end().context("the relay ends")?;
    Ok(format!(
        "{} laps, ending in pit {end}, which was empty.",
        moved.laps
    ))
}

fn sow_order(_: &Data) -> Result<String> {
    let _lock = global_state::fresh_board();
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
    check(a[0] != b[1] && board_a != board_b, "the orders agreed")?;
    Ok(format!(
        "No. In the first order the calls end in pits {} and {}, leaving \
         {board_a:?}; in the second, in pits {} and {}, leaving {board_b:?}. \
         The second call of each order sows stones the first one moved.",
        a[0], a[1], b[0], b[1]
    ))
}

fn minimax_visits(_: &Data) -> Result<String> {
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
    Ok(format!(
        "{} positions: the opening, its {} children and their {} children, \
         one call each. `evaluate` runs {} times, once at each position two \
         plies ahead, where the depth runs out; no position one ply in is \
         the end of a game.",
        1 + counts[0] + counts[1],
        counts[0],
        counts[1],
        counts[1]
    ))
}

fn turns_speed(data: &Data) -> Result<String> {
    let positions = data.require("game/100 random games/positions")?;
    let turns = data.require("game/100 random games/turns")?;
    let (word, ratio) = match turns < positions {
        true => ("Faster", positions / turns),
        false => ("Slower", turns / positions),
    };
    Ok(format!(
        "{word}, although each turn also records every lap of every move:\n\n\
         | games played on | time for 100 random games |\n\
         | --- | ---: |\n\
         | positions | {} |\n\
         | turns | {} |\n\n\
         {ratio:.1} times {}. (The positions row comes from another run than \
         Part V's table, and the two differ by no more than such runs do.)",
        human(positions),
        human(turns),
        word.to_lowercase(),
    ))
}

fn same_seed(_: &Data) -> Result<String> {
    use ayoayo::game::{play_match, Spec};
    let game = |seed| {
        let players = [Spec::Random, Spec::Greedy];
        play_match(players, 1, seed)
            .next()
            .context("a game was played")
    };
    let (first, again, other) = (game(7)?, game(7)?, game(8)?);
    check(first.moves == again.moves, "seed 7 played two games")?;
    check(first.moves != other.moves, "seeds 7 and 8 played one game")?;
    Ok(format!(
        "Twice the same game, move for move: {} plies, ending {} to {}. Every \
         choice of the random player, and the opening the game starts from, \
         comes from generators seeded from the match's seed. Seed 8 plays \
         another game ({} plies, ending {} to {}), the same one every time.",
        first.moves.len(),
        first.score[0],
        first.score[1],
        other.moves.len(),
        other.score[0],
        other.score[1],
    ))
}

fn depth_or_knowledge(_: &Data) -> Result<String> {
    let share = |a, b| crate::strength::points(&crate::root(), a, b);
    // Each change alone: the same depth with and without the knowledge,
    // the same knowledge with and without the deadline's depth.
    let knowing = share("search:8", "margin:8")?;
    let deeper = share("search", "search:8")?;
    check(knowing > 0.5 && deeper > 0.5, "both changes pay")?;
    let more = if deeper > knowing {
        "The depth"
    } else {
        "The knowledge"
    };
    Ok(format!(
        "{more}, though both pay. With the same knowledge, the deadline's \
         extra depth takes {:.0}% of the points (`search` against \
         `search:8`); at the same eight plies, the knowledge alone takes \
         {:.0}% from the score alone (`search:8` against `margin:8`).",
        deeper * 100.0,
        knowing * 100.0,
    ))
}

fn new_future(_: &Data) -> Result<String> {
    let mut game = ayoayo::game::Game::new();
    game.play(2)?;
    game.play(9)?;
    let undone = [game.undo(), game.undo()];
    check(undone == [Some(9), Some(2)], "the two moves were undone")?;
    game.play(3)?;
    let redone = game.redo();
    check(redone.is_none(), "redo brought a move back")?;
    Ok(format!(
        "Nothing: `redo` returns `None`, and the moves are {:?}. Playing pit 3 \
         made a new future, and the moves taken back, 9 and then 2, were \
         forgotten: `play` empties the stack of moves undone.",
        game.moves()
    ))
}

fn injected_twice(_: &Data) -> Result<String> {
    let first = injected::sow(OPENING, 5, 5)?;
    let second = injected::sow(OPENING, 5, 5)?;
    check(first == second, "injected::sow answered differently twice")?;
    Ok(format!(
        "Both return `Ok(({:?}, {}))`, and `OPENING` still holds {:?}: each \
         call sows its own copy of the board.",
        first.0, first.1, OPENING
    ))
}

/// The board of the `short-relay` question.
const SHORT: Board = [1, 1, 0, 2, 0, 0, 0, 3, 3, 3, 3, 3];

fn short_relay(_: &Data) -> Result<String> {
    let laps = relay_length(SHORT, 0)?.context("the short relay never ends")?;
    let (_, end) = injected::relay(SHORT, 0, 0)?;
    check(
        (laps, end) == (3, 6),
        format!("the short relay now takes {laps} laps to {end}"),
    )?;
    Ok(format!(
        "{laps} laps, ending in pit {end}. Pit 0's stone lands on pit 1, \
         which was not empty; its two stones end on pit 3, which was not \
         empty either; its three stones end on pit {end}, which was."
    ))
}

/// A late board whose captures differ move by move.
const LATE: Board = [0, 1, 1, 0, 0, 1, 3, 1, 2, 1, 1, 2];

fn best_capture(_: &Data) -> Result<String> {
    let counts = LATE.map(u64::from);
    let start = Position::from_counts(&counts, [20, 15], 0)?;
    let mut all = Vec::new();
    for pit in Player::Zero.row().filter(|&pit| LATE[pit] > 0) {
        all.push((pit, start.play(pit)?.score()[0] - 20));
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
        [] => return Err(anyhow!("no move")),
    };
    let each: Vec<String> = all
        .iter()
        .map(|(pit, c)| format!("pit {pit} captures {c}"))
        .collect();
    Ok(format!("{pits} {most}. Move by move: {}.", each.join(", ")))
}

fn opening_permissible(_: &Data) -> Result<String> {
    let moves = recursive::permissible_moves(&OPENING, Player::Zero, relay_length)?;
    check(
        moves.len() == 6,
        format!("the opening's moves are now {moves:?}"),
    )?;
    Ok(format!(
        "{} of them: {:?}. Every pit holds stones, every relay ends, and \
         player 1's row is full, so the feeding rule has nothing to say.",
        moves.len(),
        moves
    ))
}

fn allocations(_: &Data) -> Result<String> {
    let board = [1, 0, 2, 0, 1, 0, 0, 3, 0, 2, 2, 0];
    let row = recursive::potential_moves(Player::One);
    let kept = recursive::possible_moves(&board, row)?;
    Ok(format!(
        "{} in all. Each of the {} moves kept, {kept:?}, costs a one-element \
         `vec![first]` and the vector `concat` builds; the {} empty pits \
         cost nothing, and neither does the empty list at the end. Passing \
         one vector down, the same calls allocate only when it grows.",
        2 * kept.len(),
        kept.len(),
        row.len() - kept.len()
    ))
}

fn hungry(_: &Data) -> Result<String> {
    let moves = recursive::permissible_moves(&HUNGRY, Player::Zero, relay_length)?;
    let (after_3, _) = injected::sow_and_capture(HUNGRY, [0, 0], 3, relay_length)?;
    check(
        moves == [5],
        format!("the hungry board's moves are now {moves:?}"),
    )?;
    Ok(format!(
        "Only {moves:?}. Pit 3's single stone falls into pit 4 and the move \
         ends there, leaving player 1's row as empty as before ({:?}); pit \
         5's stones cross over to player 1.",
        after_3
    ))
}

fn last_move(_: &Data) -> Result<String> {
    let (board, score, over) = recursive::sow_and_capture(HUNGRY, [30, 14], 3, relay_length)?;
    check(over, "pit 3 of the hungry board no longer ends the game")?;
    Ok(format!(
        "`Ok(({board:?}, {score:?}, {over}))`. Player 1's row is still \
         empty after the move, so the game is over and player 0 takes the \
         stones left on the board. Note the total: {} stones, all of them \
         captured.",
        score[0] + score[1]
    ))
}

fn filling_pits(_: &Data) -> Result<String> {
    let filled = recursive::fill_pits(25, 6);
    let outcome = recursive::who_won_filling_pits([25, 23])?;
    check(
        filled == recursive::Filled::Over,
        format!("fill_pits(25, 6) is now {filled:?}"),
    )?;
    Ok(format!(
        "`{filled:?}`: six pits of four take 24 stones, and one is left over. \
         So {}.",
        match outcome {
            Outcome::Winner(p) => format!("{p} won"),
            Outcome::Tie => "it is a tie".to_string(),
        }
    ))
}

fn merge_sort_calls(_: &Data) -> Result<String> {
    let mut trace = CallTree::new();
    let sorted = merge_sort(&[8, 7, 6, 5, 4, 3, 2, 1], &mut trace);
    check(
        sorted == [1, 2, 3, 4, 5, 6, 7, 8],
        "merge sort did not sort",
    )?;
    Ok(format!(
        "{} calls, and the widest makes {}: more than one call per call, so \
         merge sort is not linear recursion.",
        trace.calls.len(),
        trace.widest()
    ))
}

fn loop_on_seven(_: &Data) -> Result<String> {
    match iterative::relay_sow(SEVEN, 0) {
        Ok(done) => Err(anyhow!("the seven-stone relay ended: {done:?}")),
        Err(e) => Ok(format!(
            "It would go round without end, and its caller would wait for \
             ever: a lap needs no new stack, so nothing runs out and nothing \
             crashes. A hang instead of a crash is why the loop must notice \
             the repetition itself; the crate's does, and returns an error: \
             \"{e}\"."
        )),
    }
}

fn who_answers_relay(_: &Data) -> Result<String> {
    let answers = [
        (
            GlobalState::NAME,
            GlobalState::relay_sow(OPENING, 0).is_some(),
        ),
        (Injected::NAME, Injected::relay_sow(OPENING, 0).is_some()),
        (Recursive::NAME, Recursive::relay_sow(OPENING, 0).is_some()),
        (Iterative::NAME, Iterative::relay_sow(OPENING, 0).is_some()),
    ];
    let names = |answered: bool| -> Vec<&str> {
        answers
            .iter()
            .filter(|a| a.1 == answered)
            .map(|a| a.0)
            .collect()
    };
    let (yes, no) = (names(true), names(false));
    check(
        no == [GlobalState::NAME, Recursive::NAME],
        format!("the stages answering `None` are now {no:?}"),
    )?;
    Ok(format!(
        "{} answer; {} answer `None`. The global-state stage relays by \
         hand, and the recursive stage borrows Part III's relay; its relays \
         are still checked, through the whole moves it plays.",
        yes.join(" and "),
        no.join(" and ")
    ))
}

fn seven_cycle(_: &Data) -> Result<String> {
    let moved = trace(&SEVEN, 0, MAX_LAPS)?;
    let Ending::Cycle { from, length } = moved.ending else {
        return Err(anyhow!("the seven-stone relay did not repeat"));
    };
    Ok(format!(
        "The state after lap {} (the board, and the pit to sow next) is the \
         state it was in after lap {from}: from then on it goes round the \
         same loop of {length} laps for ever.",
        moved.laps
    ))
}

fn fastest_sow(data: &Data) -> Result<String> {
    // Every stage with a one-lap sow measured (the recursive stage has
    // none: its sow is the injected one).
    let mut stages: Vec<(f64, &str)> = STAGES
        .iter()
        .filter_map(|&(_, stage)| Some((data.require(&format!("cost/sow/{stage}")).ok()?, stage)))
        .collect();
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
