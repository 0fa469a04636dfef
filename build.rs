//! Turns every ```` ```rust ```` block of the book into a test, with
//! skeptic.
//!
//! A chapter names a listing, an anchored region of the code, with mdBook's
//! `{{#include path:name}}`. skeptic reads markdown as written, so each
//! include is expanded here as mdBook does into a copy of the chapters in
//! `$OUT_DIR`, which skeptic reads; an include that names no region fails
//! `tests/skeptic.rs` with a `compile_error!` naming it, and its chapter's
//! listings go untested until it is mended. `tests/skeptic.rs` includes
//! the tests skeptic generates. Each compiles its listing with the
//! compiler that `RUSTC` names when the test runs, and this script names
//! the listing cache there: a program,
//! `build/listing_rustc.rs` compiled here, that stands in front of the real
//! compiler (cargo sets a `rustc-env` variable for the crate's test
//! programs as they run, too). Without the `listings` feature it does
//! nothing.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // Without `listings` (the workshop's and the browser's builds) there is
    // nothing to generate.
    #[cfg(feature = "listings")]
    listings::generate();
}

// The region reader that xtask and the book's preprocessor use too, through
// the book-text crate, which reads this file by path: a crate published
// from this package needs no crate of this workspace, and carries the
// file. (`Includes::Hidden`, which only the book's program uses, is unused
// here.)
#[cfg(feature = "listings")]
#[allow(dead_code)]
#[path = "build/region.rs"]
mod region;

#[cfg(feature = "listings")]
mod listings {
    use std::env;
    use std::fs;
    use std::path::{Path, PathBuf};
    use std::process::Command;

    use super::region;

    /// The listing cache's source, and the key it files programs under.
    const CACHE_SOURCES: [&str; 2] =
        ["build/listing_rustc.rs", "build/listing_key.rs"];

    /// Expands the chapters into `$OUT_DIR`, generates skeptic's tests from
    /// them and compiles the listing cache.
    pub fn generate() {
        for source in CACHE_SOURCES {
            println!("cargo:rerun-if-changed={source}");
        }
        println!("cargo:rerun-if-changed=build/region.rs");
        let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
        let (mut copies, mut unexpanded) = (Vec::new(), String::new());
        // The chapters, not all of book/src: a page's script or the
        // WebAssembly module changing must not build the crate again. A new
        // chapter is listed in SUMMARY.md, which is one of them.
        for chapter in skeptic::markdown_files_of_directory("book/src") {
            println!("cargo:rerun-if-changed={}", chapter.display());
            let text = fs::read_to_string(&chapter).expect("read a chapter");
            // An include naming no region fails the listings' tests, not
            // the build: the library still builds, so that xtask's listing
            // checks can say which region went and which chapter names it.
            let expanded = match expand(&chapter, &text) {
                Ok(expanded) => expanded,
                Err(e) => {
                    let said = format!("{}: {e}", chapter.display());
                    unexpanded += &format!("compile_error!({said:?});\n");
                    continue;
                }
            };
            let copy = out.join(&chapter);
            fs::create_dir_all(copy.parent().expect("a folder"))
                .expect("make the copy's folder");
            if write_if_changed(&copy, &expanded) {
                // cargo counts a file written while this script runs as
                // changed, so the next `cargo test` would build everything
                // again: dated like its chapter, the copy is not newer.
                let when = fs::metadata(&chapter).and_then(|m| m.modified());
                fs::File::options()
                    .write(true)
                    .open(&copy)
                    .and_then(|f| f.set_modified(when?))
                    .expect("date the copy");
            }
            copies.push(copy);
        }
        copies.sort();
        skeptic::generate_doc_tests(&copies);
        write_if_changed(&out.join("unexpanded.rs"), &unexpanded);
        match build_cache(&out) {
            // skeptic reads `RUSTC` as each listing's test runs.
            Ok(cache) => println!("cargo:rustc-env=RUSTC={}", cache.display()),
            Err(e) => {
                println!(
                    "cargo:warning=listings will compile without a cache: {e}"
                )
            }
        }
    }

    /// Writes `text` to `path` unless it holds it already; whether it wrote.
    fn write_if_changed(path: &Path, text: &str) -> bool {
        let changed = fs::read_to_string(path).ok().as_deref() != Some(text);
        if changed {
            fs::write(path, text).expect("write into OUT_DIR");
        }
        changed
    }

    /// Compiles the listing cache into `$OUT_DIR`, with the real compiler, its
    /// version and the folder it keeps programs in
    /// (`target/<profile>/listing-cache`) built in, and returns its path.
    fn build_cache(out: &Path) -> Result<PathBuf, String> {
        let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
        let fail = |e: std::io::Error| format!("{rustc}: {e}");
        let version = Command::new(&rustc).arg("-vV").output().map_err(fail)?;
        // $OUT_DIR is target/<profile>/build/<package>-<hash>/out.
        let profile = out.ancestors().nth(3).ok_or("OUT_DIR is not cargo's")?;
        let binary =
            out.join(format!("listing-rustc{}", env::consts::EXE_SUFFIX));
        let status = Command::new(&rustc)
            .args(["--edition", "2021", "-C", "opt-level=1", "--crate-name"])
            .args(["listing_rustc", CACHE_SOURCES[0], "-o"])
            .arg(&binary)
            .env("AYOAYO_REAL_RUSTC", &rustc)
            .env(
                "AYOAYO_RUSTC_VERSION",
                String::from_utf8_lossy(&version.stdout).as_ref(),
            )
            .env("AYOAYO_LISTING_CACHE", profile.join("listing-cache"))
            .status()
            .map_err(fail)?;
        if !status.success() {
            return Err(format!(
                "{rustc} could not compile {}",
                CACHE_SOURCES[0]
            ));
        }
        Ok(binary)
    }

    /// The chapter with every `{{#include path:anchor}}` line replaced by the
    /// region it names (the path is relative to the chapter, as for mdBook),
    /// and every hidden one, `# {{#include path:anchor}}`, by its region
    /// hidden line by line.
    fn expand(chapter: &Path, text: &str) -> Result<String, String> {
        let folder = chapter.parent().unwrap_or(Path::new("."));
        region::expand(text, region::Includes::All, |path| {
            let source = folder.join(path);
            println!("cargo:rerun-if-changed={}", source.display());
            fs::read_to_string(&source)
                .map_err(|e| format!("{}: {e}", source.display()))
        })
    }
}
