//! The book's text as the tooling reads it, one definition each: what a
//! listing shows ([`region`]: an mdBook `{{#include path:anchor}}` and the
//! anchored region it names) and where a chapter quotes a generated value
//! ([`markers`]). `build.rs` expands the includes for skeptic. The region
//! reader lives in the root package's `build/region.rs`, which `build.rs`
//! and this crate both read by path, so that the published crate needs no
//! crate of this workspace and carries the file itself. xtask checks
//! the listings and computes the values, and `ayoayo-book preprocess` fills the
//! values in. Its tests are xtask's (`xtask/tests/book/`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod markers;
#[path = "../../../build/region.rs"]
pub mod region;
