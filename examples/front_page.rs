// The crate at a glance: replay a game, and follow a move lap by lap.
use ayoayo::board::OPENING;
use ayoayo::engine::{trace, Ending, MAX_TRACED_LAPS};
use ayoayo::game::Game;

fn main() {
    // Replay a game: each move is a pit number, and undo takes one back.
    let mut game = Game::new();
    for pit in [2, 9, 1] {
        game.play(pit).expect("a permissible move");
    }
    game.undo();
    assert_eq!(game.moves(), [2, 9]);

    // Follow the first move of a game, pit 0, lap by lap.
    let relay =
        trace(&OPENING, 0, MAX_TRACED_LAPS).expect("pit 0 holds stones");
    for lap in relay.recorded_laps() {
        println!(
            "{} stones from pit {}, the last into {}",
            lap.stones, lap.from, lap.to
        );
    }
    assert_eq!(relay.laps, 4);
    assert_eq!(relay.ending, Ending::Stop { end: 9 });
}
