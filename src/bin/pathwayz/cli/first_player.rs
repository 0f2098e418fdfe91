//! `pathwayz first-player`: a level against itself, to measure the first player's advantage.

use super::arena_run::play_pairings;
use super::Failure;
use super::records::RecordsArgs;
use super::settings::{parse_level, OpeningArgs, PlayArgs};
use pathwayz::arena::tournament::{match_pairings, tally_for};
use pathwayz::Level;

#[derive(clap::Args)]
pub struct Args {
    /// The level that plays both sides (the article used its best reflex level).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level, default_value = "5")]
    level: Level,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    #[command(flatten)]
    opening: OpeningArgs,
    #[command(flatten)]
    play: PlayArgs,
    #[command(flatten)]
    records: RecordsArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.games == 0 {
        return Err(Failure("at least one game is needed".into()));
    }
    let pairings = match_pairings(args.level.into(), args.level.into(), args.games, false, args.opening.opening, args.play.seed);
    let outcomes = play_pairings(&pairings, &[], &args.play, &args.records, "first-player")?;
    let tally = tally_for(args.level.into(), &pairings, &outcomes);
    println!(
        "level {} against itself, {} games{}: white wins {}, black wins {}, draws {}",
        args.level.number(),
        args.games,
        args.opening.describe(),
        tally.wins,
        tally.losses,
        tally.draws
    );
    println!("first player (White) {tally}");
    Ok(())
}
