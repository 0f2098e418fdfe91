//! `pathwayz perft DEPTH [--moves "<record>"]`: leaf count on stdout, speed on stderr.

use super::Failure;
use pathwayz::clock::Stopwatch;
use pathwayz::Game;
use pathwayz::perft::perft_counting;

#[derive(clap::Args)]
pub struct Args {
    /// Plies to look ahead.
    depth: u32,
    /// Start from the position after these moves instead of the empty board.
    #[arg(long, default_value = "")]
    moves: String,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let game = Game::from_record(&args.moves)?;
    let watch = Stopwatch::start();
    let (leaves, played) = perft_counting(game.position(), args.depth);
    let seconds = watch.elapsed_ms() / 1000.0;
    println!("{leaves}");
    eprintln!(
        "perft {}: {leaves} leaves in {seconds:.3} s; {played} positions played ({:.0} nodes/s), the last ply counted in bulk",
        args.depth,
        played as f64 / seconds.max(1e-9)
    );
    Ok(())
}
