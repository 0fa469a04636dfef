//! The crate's front-page example, run: `src/lib.rs` shows
//! `examples/front_page.rs` on docs.rs, and this runs the same file.

include!("../examples/front_page.rs");

#[test]
fn the_front_page_example_runs() {
    main();
}
