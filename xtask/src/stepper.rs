//! The relay steppers of the book: each is a move, recorded frame by frame
//! from the engine's one trace (`ayoayo::engine::trace`, through the JSON
//! boundary) when the book is generated, and written into the chapter as
//! HTML that `book/ayoayo.js` turns into a board with buttons. A test fails if a chapter's frames differ from
//! what the engine does now.

use ayoayo::board::{Board, Player, OPENING};
use ayoayo::lessons::endless::SEVEN;

/// The steppers: a name, the board, the player to move, the pit played,
/// and a caption.
pub const STEPPERS: [(&str, Board, Player, usize, &str); 4] = [
    (
        "opening-3",
        OPENING,
        Player::Zero,
        3,
        "The opening, pit 3: the relay ends in pit 0 and captures pit 11",
    ),
    (
        "opening-0",
        OPENING,
        Player::Zero,
        0,
        "The opening, pit 0: four laps, ending in pit 9",
    ),
    (
        "reply-11",
        [5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6, 1],
        Player::One,
        11,
        "After pit 2 of the opening, player 1 sows pit 11: ten laps",
    ),
    (
        "seven-stones",
        SEVEN,
        Player::Zero,
        0,
        "Seven stones, pit 0: after lap 1 the relay loops, and never ends",
    ),
];

/// The HTML of stepper `name`: a `div` the script fills in, holding the
/// frames as JSON.
pub fn html(name: &str) -> Result<String, String> {
    let (_, board, player, pit, caption) = STEPPERS
        .iter()
        .find(|(n, ..)| *n == name)
        .ok_or_else(|| format!("no stepper called `{name}`"))?;
    let board: Vec<String> = board.iter().map(u8::to_string).collect();
    let target = format!(
        "/api/relay?board={}&to_move={}&pit={pit}",
        board.join(","),
        player.index()
    );
    let (status, json) = ayoayo::api::answer(&target);
    if status != 200 {
        return Err(format!("{target}: {json}"));
    }
    Ok(format!(
        "<div class=\"ayoayo-stepper\" data-caption=\"{caption}\">\n<script type=\"application/json\">{json}</script>\n</div>"
    ))
}

/// The recorded game the Play page offers when its engine cannot load: game 1
/// of a match between `search` and `greedy`, seeded like the strength
/// matches, each ply's position as `ayoayo replay --json` would give it.
pub fn recorded_game() -> Result<String, String> {
    use ayoayo::game::{play_match, Spec};
    let players = [Spec::Search(ayoayo::game::Limit::Depth(8)), Spec::Greedy];
    let played = play_match(players, 1, crate::strength::SEED)
        .next()
        .ok_or("the match played no game")?;
    let moves: Vec<String> =
        played.moves.iter().map(usize::to_string).collect();
    let target = format!("/api/replay?moves={}", moves.join(","));
    let (status, plies) = ayoayo::api::answer(&target);
    if status != 200 {
        return Err(format!("{target}: {plies}"));
    }
    Ok(format!(
        "<div class=\"ayoayo-replay\" data-caption=\"A recorded game from one of the even openings: search:8 (player 0) against greedy (player 1)\">\n<script type=\"application/json\">{{\"moves\":[{}],\"plies\":{plies}}}</script>\n</div>",
        moves.join(",")
    ))
}
