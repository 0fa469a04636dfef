// Not part of the crate: the book shows it, and xtask/tests/book/listings.rs checks that
// rustc refuses it with error E0502. The game is cut down to the two
// signatures of src/game/history.rs that matter here, which the listing
// takes in as hidden lines.

// ANCHOR: cut_down_game
pub struct Transition {
    pub pit: usize,
}

pub struct Turn {
    pub transitions: Vec<Transition>,
}

pub struct Game {
    turns: Vec<Turn>,
}

impl Game {
    // The real `play` also pushes the next turn, which is why it needs
    // `&mut self`; the turn played keeps all its transitions.
    pub fn play(&mut self, pit: usize) -> Result<&Transition, String> {
        let turn = self.turns.last_mut().ok_or("no turn")?;
        turn.transitions
            .iter()
            .find(|t| t.pit == pit)
            .ok_or_else(|| format!("no pit {pit}"))
    }

    pub fn turn(&self) -> &Turn {
        &self.turns[self.turns.len() - 1]
    }
}
// ANCHOR_END: cut_down_game

// ANCHOR: held_transition
pub fn tell(game: &mut Game, pit: usize) -> Result<String, String> {
    let moved = game.play(pit)?;
    let next = game.turn().transitions.len();
    Ok(format!("played pit {}; {next} moves now", moved.pit))
}
// ANCHOR_END: held_transition
