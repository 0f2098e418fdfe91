//! `pathwayz bench`: the fixed workload of `pathwayz::bench`, signature and speeds.

use super::Failure;

#[derive(clap::Args)]
pub struct Args {
    /// Random playouts from the empty board.
    #[arg(long, default_value_t = 100_000)]
    playouts: u64,
}

pub fn run(args: Args) -> Result<(), Failure> {
    println!("{}", pathwayz::bench::run(args.playouts));
    Ok(())
}
