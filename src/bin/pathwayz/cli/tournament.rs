//! `pathwayz tournament`: a round robin like the article's, as a Markdown matrix with Elo.

use super::settings::{parse_level, settings_from, PlayArgs};
use super::records::RecordsArgs;
use super::Failure;
use pathwayz::arena::tournament::RoundRobin;
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
    play: PlayArgs,
    #[command(flatten)]
    records: RecordsArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let mut levels = args.levels.clone();
    levels.dedup();
    if levels.len() < 2 || args.games == 0 {
        return Err(Failure("a tournament needs two different levels and at least one game per pair".into()));
    }
    let settings = settings_from(args.play.weights.as_deref())?;
    let records = args.records.open()?;
    let result = RoundRobin::play(&levels, args.games, args.play.ms, args.play.seed, &settings);
    if let Some(records) = records {
        records.write(&result.pairings, &result.outcomes)?;
    }
    println!(
        "Round robin, {} games per pair, {} ms per move, seed {}. Cells: the row level's score against the column level.\n",
        args.games, args.play.ms, args.play.seed
    );
    print!("{}", result.to_markdown());
    Ok(())
}
