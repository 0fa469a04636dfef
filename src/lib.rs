//! # ayoayo
//!
//! The rules of Ayoayo, the Yoruba member of the mancala family, written four
//! times over as an executable essay on coupling and recursion. The book in
//! `book/` tells the story; every listing in it is a region of a module here.
//!
//! - [`board`]: the vocabulary every stage shares (pits, players, errors).
//! - [`global_state`]: stage one, one global board (Part II).
//! - [`injected`]: stage two, boards in and boards out (Part III).
//! - [`recursive`]: stage three, linear recursion (Part IV).
//! - [`iterative`]: the rules as loops. This is the engine the rest uses.
//! - [`game`]: a referee on top of the engine (repetition ends a game).
//! - [`perft`]: counting move sequences, to check and time the engine.
//! - [`render`]: pictures of the board, as text and as SVG.
//! - [`cli`], [`book`], [`serve`]: the `ayoayo` command line.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod back_to_loops;
pub mod behaviour;
pub mod board;
pub mod book;
pub mod cli;
pub mod cost;
pub mod endless;
pub mod game;
pub mod global_state;
pub mod injected;
pub mod iterative;
pub mod linear;
pub mod listings;
pub mod perft;
pub mod pictures;
pub mod recursive;
pub mod render;
pub mod serve;
