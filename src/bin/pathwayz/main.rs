//! `pathwayz`: the command line over the library (replay, perft, bench, ...).

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    std::process::exit(cli::run());
}

#[cfg(target_arch = "wasm32")]
fn main() {}
