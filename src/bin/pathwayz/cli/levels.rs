//! `pathwayz levels`: the ladder, with names, descriptions and default times.

use super::Failure;
use pathwayz::agents::level::LEVELS;
use pathwayz::agents::weights::{AgentSettings, SEARCH_FITTED_WEIGHTS};
use pathwayz::evaluation::weights_blob::read_blob;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Result<(), Failure> {
    for info in LEVELS.iter() {
        println!("{:>2}  {:<24} {:>5} ms  {}", info.number, info.name, info.default_ms, info.description);
    }
    println!("learned weights (levels 5 and 10, and the analysis): {}", AgentSettings::default().learned_source);
    match read_blob(SEARCH_FITTED_WEIGHTS) {
        Ok(blob) => println!("search-fitted weights (levels 11 and 12): built in weights/pai-search.bin (checksum {:#010x})", blob.checksum),
        Err(error) => println!("search-fitted weights (levels 11 and 12): the learned ones, because the built-in blob was refused: {error}"),
    }
    Ok(())
}
