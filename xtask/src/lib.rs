//! The book's tasks, run as `cargo xtask <task>` (`main.rs` parses them).
//! What the book shows is computed by the crate `book-content`
//! (crates/book-content); xtask writes it out and runs the tools:
//!
//! - [`regenerate`] writes every generated file from `book-content`, and
//!   says which are stale (`cargo xtask regenerate --check`);
//! - [`wasm`] builds the library for the browser (`cargo xtask wasm`);
//! - `typescript`, with its feature, writes the JSON boundary's types for
//!   the pages' type check;
//! - `measure`, with the `lab` feature, records what the book quotes of
//!   the machine (`cargo xtask measure`, `strength` and `tune`) into
//!   `book/src/data/`, which `book_content::recorded` reads back.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "lab")]
pub mod measure;
pub mod regenerate;
#[cfg(feature = "typescript")]
pub mod typescript;
pub mod wasm;
