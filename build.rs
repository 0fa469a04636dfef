//! Turns every ```rust block of the book into a test (skeptic).
//!
//! New chapters are picked up without editing this file: every markdown
//! file under book/src is read, and cargo reruns this script when anything
//! under book/src changes.

fn main() {
    println!("cargo:rerun-if-changed=book/src");
    let mut chapters = skeptic::markdown_files_of_directory("book/src");
    chapters.sort();
    skeptic::generate_doc_tests(&chapters);
}
