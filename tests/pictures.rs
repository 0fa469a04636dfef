//! The pictures in the book are the ones the crate draws.
//!
//! `UPDATE_LISTINGS=1 cargo test --test pictures` redraws them.

use std::fs;
use std::path::PathBuf;

use ayoayo::listings::files_with_extension;
use ayoayo::pictures::book_pictures;

fn images() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("book/src/images")
}

#[test]
fn every_picture_is_drawn_by_the_renderer() {
    let dir = images();
    let update = std::env::var_os("UPDATE_LISTINGS").is_some_and(|v| !v.is_empty() && v != "0");
    let mut stale = Vec::new();
    for (name, svg) in book_pictures() {
        let path = dir.join(name);
        if update {
            fs::create_dir_all(&dir).unwrap();
            fs::write(&path, &svg).unwrap();
        }
        if fs::read_to_string(&path).ok().as_deref() != Some(svg.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "these pictures differ from what src/pictures.rs draws: {stale:?}; \
         run `UPDATE_LISTINGS=1 cargo test --test pictures` to redraw them"
    );
}

#[test]
fn the_book_shows_no_picture_the_renderer_did_not_draw() {
    let drawn: Vec<&str> = book_pictures().iter().map(|(n, _)| *n).collect();
    let on_disk = files_with_extension(&images(), "svg").unwrap();
    for path in on_disk {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        assert!(
            drawn.contains(&name.as_str()),
            "book/src/images/{name} is not drawn by src/pictures.rs"
        );
    }
    let book = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("book/src");
    for chapter in files_with_extension(&book, "md").unwrap() {
        let text = fs::read_to_string(&chapter).unwrap();
        for piece in text.split("images/").skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| !matches!(c, ')' | '"' | ' '))
                .collect();
            assert!(
                drawn.contains(&name.as_str()),
                "{}: images/{name} is not drawn by src/pictures.rs",
                chapter.display()
            );
        }
    }
}

#[test]
fn the_cost_table_is_the_committed_data() {
    let data = ayoayo::cost::parse_tsv(ayoayo::cost::DATA)
        .expect("book/src/data/cost-of-elegance.tsv parses");
    let chapter =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("book/src/part5/the-cost-of-elegance.md");
    let text = fs::read_to_string(chapter).unwrap();
    let table = ayoayo::cost::table_markdown(&data);
    assert!(
        text.contains(&table),
        "the table in the-cost-of-elegance.md is not the one book/src/data/cost-of-elegance.tsv gives:\n{table}\n\
         run `cargo bench --bench elegance && cargo run --example cost_of_elegance` to redraw it"
    );
}
