//! The `ayoayo` binary: see [`ayoayo::cli`].

use clap::Parser;

fn main() -> std::process::ExitCode {
    ayoayo::cli::run(ayoayo::cli::Cli::parse())
}
