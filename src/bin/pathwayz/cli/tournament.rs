//! `pathwayz tournament`: a round robin like the article's, as a Markdown matrix with each
//! level's Elo fitted by maximum likelihood, with its 95% interval and a stated anchor.

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
    /// Fix the Elo scale with LEVEL=ELO, e.g. 5=1500: that level gets that Elo and the others'
    /// intervals are relative to it (default: the mean of the fitted levels is 1500).
    #[arg(long, value_parser = parse_anchor)]
    anchor: Option<(Level, f64)>,
    #[command(flatten)]
    ladder: LadderArgs,
}

/// `LEVEL=ELO`.
fn parse_anchor(text: &str) -> Result<(Level, f64), String> {
    let quoted = pathwayz::rules::excerpt::Excerpt::of(text);
    let (level, elo) = text.split_once('=').ok_or_else(|| format!("{quoted} is not LEVEL=ELO (e.g. 5=1500)"))?;
    let level = parse_level(level.trim())?;
    match elo.trim().parse::<f64>() {
        Ok(elo) if elo.is_finite() => Ok((level, elo)),
        _ => Err(format!("{quoted} is not LEVEL=ELO (e.g. 5=1500)")),
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    let mut levels = args.levels.clone();
    levels.dedup();
    if levels.len() < 2 || args.games == 0 {
        return Err(Failure("a tournament needs two different levels and at least one game per pair".into()));
    }
    if let Some((level, _)) = args.anchor {
        if !levels.contains(&level) {
            return Err(Failure(format!("the anchor, level {}, does not play in the tournament", level.number())));
        }
    }
    let pairings = round_robin_pairings(&levels, args.games, args.opening.opening, args.play.seed);
    let outcomes = play_pairings(&pairings, &[], &args.play, &args.records, "tournament")?;
    let result = RoundRobin::from_games(&levels, &pairings, &outcomes);
    let fit = result.ratings(args.anchor);
    println!(
        "Round robin, {} games per pair (game pairs share an opening, colours swapped), {} ms per move{}, seed {}. \
         Cells: the row level's score against the column level. Elo: Bradley-Terry maximum likelihood with 95% \
         intervals (Fisher information) relative to the anchor, {}; `< X` took no points from the fitted \
         levels (`> X` lost none).\n",
        args.games,
        args.play.ms,
        args.opening.describe(),
        args.play.seed,
        result.describe_anchor(&fit)
    );
    print!("{}", result.to_markdown(&fit));
    args.ladder.write(&result, &fit, args.play.ms, args.games)
}
