//! `pathwayz levels`: the ladder, with names, descriptions and default times.

use super::Failure;
use pathwayz::agents::level::LEVELS;
use pathwayz::agents::AgentSettings;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Result<(), Failure> {
    for info in LEVELS.iter() {
        println!("{:>2}  {:<24} {:>5} ms  {}", info.number, info.name, info.default_ms, info.description);
    }
    println!("learned weights (levels 5, 10 and 11): {}", AgentSettings::default().learned_source);
    Ok(())
}
