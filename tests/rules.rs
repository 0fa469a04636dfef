//! The rules, the engine, the game layer, the lessons, the JSON boundary
//! and the command line (its contract, and under hostile input) against
//! their tests, in one test program: one link instead of nine after
//! every change (`cargo test --test rules engine::` runs one module).

mod api;
mod cli;
mod conformance;
mod engine;
mod front_page;
mod game;
mod hostile;
mod lessons;
mod stages;
mod support;
mod text;
