//! `pathwayz tournament`: a round robin like the article's, as a Markdown matrix with Elo.

use super::arena_run::play_pairings;
use super::Failure;
use super::ladder::LadderArgs;
use super::records::RecordsArgs;
use super::settings::{parse_level, OpeningArgs, PlayArgs};
use pathwayz::arena::tournament::{round_robin_pairings, RoundRobin};
use pathwayz::Level;

#[derive(clap::Args)]
pub struct Args {
    /// Levels taking part, comma separated.
    #[arg(long, allow_negative_numbers = true, value_delimiter = ',', value_parser = parse_level, default_value = "2,3,4,5,6,7,8,9,10")]
    levels: Vec<Level>,
    /// Games per pair, half with each colour.
    #[arg(long, default_value_t = 20)]
    games: usize,
    #[command(flatten)]
    opening: OpeningArgs,
    #[command(flatten)]
    play: PlayArgs,
    #[command(flatten)]
    records: RecordsArgs,
    #[command(flatten)]
    ladder: LadderArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let mut levels = args.levels.clone();
    levels.dedup();
    if levels.len() < 2 || args.games == 0 {
        return Err(Failure("a tournament needs two different levels and at least one game per pair".into()));
    }
    let pairings = round_robin_pairings(&levels, args.games, args.opening.opening, args.play.seed);
    let outcomes = play_pairings(&pairings, &args.play, &args.records, "tournament")?;
    let result = RoundRobin::from_games(&levels, &pairings, &outcomes);
    println!(
        "Round robin, {} games per pair, {} ms per move{}, seed {}. Cells: the row level's score against the column level.\n",
        args.games, args.play.ms, args.opening.describe(), args.play.seed
    );
    print!("{}", result.to_markdown());
    args.ladder.write(&result, args.play.ms, args.games)
}
