//! `pathwayz bench`: the fixed workload of `pathwayz::bench`, signature and speeds; with
//! `--think`, each level's think time over sample positions.

use super::Failure;
use super::settings::parse_ms;
use pathwayz::agents::level::LEVELS;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::think_times;
use pathwayz::Level;

#[derive(clap::Args)]
pub struct Args {
    /// Random playouts from the empty board.
    #[arg(long, default_value_t = 100_000)]
    playouts: u64,
    /// Measure every level's think time instead (median and worst over sample positions).
    #[arg(long)]
    think: bool,
    /// With --think: the time limit per move, 0 to 600000 ms (default: each level's own).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ms)]
    ms: Option<f64>,
    /// With --think: how many sample positions.
    #[arg(long, default_value_t = 200)]
    positions: usize,
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.think {
        let settings = AgentSettings::default();
        for info in LEVELS.iter() {
            let level = Level::new(info.number as i64)?;
            println!("{}", think_times(level, args.ms, args.positions.max(1), &settings));
        }
    } else {
        println!("{}", pathwayz::bench::run(args.playouts));
    }
    Ok(())
}
