//! The book against the code, in one test program: one link instead of
//! six after every change (`cargo test --test book listings::`
//! runs one module).

mod figures;
mod generated;
mod layout;
mod listing_cache;
mod listings;
mod wasm;
mod workshop;
