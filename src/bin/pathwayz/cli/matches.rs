//! `pathwayz match`: one level against another over many games, on all cores.

use super::arena_run::play_pairings;
use super::Failure;
use super::records::RecordsArgs;
use super::settings::{parse_level, OpeningArgs, PlayArgs};
use pathwayz::arena::tournament::{match_pairings, tally_for};
use pathwayz::Level;

#[derive(clap::Args)]
pub struct Args {
    /// The level whose score is reported.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    white: Level,
    /// Its opponent.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    black: Level,
    /// Number of games.
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Alternate colours: the --white level plays Black in every other game.
    #[arg(long)]
    swap: bool,
    #[command(flatten)]
    opening: OpeningArgs,
    #[command(flatten)]
    play: PlayArgs,
    #[command(flatten)]
    records: RecordsArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.games == 0 {
        return Err(Failure("a match needs at least one game".into()));
    }
    let pairings = match_pairings(args.white, args.black, args.games, args.swap, args.opening.opening, args.play.seed);
    let outcomes = play_pairings(&pairings, &args.play, &args.records, "match")?;
    let tally = tally_for(args.white, &pairings, &outcomes);
    let plies: u32 = outcomes.iter().map(|o| o.plies()).sum();
    println!(
        "level {} vs level {}: {} games, {} ms per move{}{}, {:.1} moves per game",
        args.white.number(),
        args.black.number(),
        args.games,
        args.play.ms,
        if args.swap { ", colours alternated" } else { "" },
        args.opening.describe(),
        plies as f64 / args.games as f64
    );
    if args.white == args.black {
        println!("(a level against itself: the score is White's)");
    }
    println!("{tally}");
    Ok(())
}
