//! `pathwayz tournament`: a round robin like the article's (or, with `--neighbours`, only the pairs
//! neighbouring in an earlier ladder), as a Markdown matrix with each level's Elo fitted by
//! maximum likelihood, with its 95% interval and a stated anchor.

use super::arena_run::play_pairings;
use super::Failure;
use super::ladder::LadderArgs;
use super::recorded_games::read_recorded_games;
use super::records::RecordsArgs;
use super::settings::{parse_strength, OpeningArgs, PlayArgs};
use pathwayz::arena::schedule::{all_pairs, neighbour_pairs};
use pathwayz::arena::tournament::{pairings_of, RoundRobin};
use pathwayz::rating::ladder::Ladder;
use pathwayz::Strength;

#[derive(clap::Args)]
pub struct Args {
    /// Levels taking part, comma separated; LEVEL@POSITIONS for a level limited to a number of
    /// positions a move (12@3000).
    #[arg(long, allow_negative_numbers = true, value_delimiter = ',', value_parser = parse_strength, default_value = "2,3,4,5,6,7,8,9,10")]
    levels: Vec<Strength>,
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
    anchor: Option<(Strength, f64)>,
    #[command(flatten)]
    ladder: LadderArgs,
    /// Play only the pairs at most N apart in the order of --prior (a ladder JSON such as
    /// www/data/ladder.json): each level meets the N just below and the N just above it; far
    /// pairs say little about either.
    #[arg(long, requires = "prior")]
    neighbours: Option<usize>,
    /// The earlier ladder that --neighbours orders the levels by; a level it does not rate plays
    /// everyone.
    #[arg(long, requires = "neighbours")]
    prior: Option<std::path::PathBuf>,
    /// Play nothing: fit the games of these --records files (of earlier tournaments or matches
    /// between levels; repeat the option for several), every level in them taking part. Give --ms
    /// as the games were played, for the ladder's msPerMove.
    #[arg(long, num_args = 1.., conflicts_with_all = ["neighbours", "records"])]
    from_records: Vec<std::path::PathBuf>,
}

/// Each strength's Elo in the ladder JSON at `path` (strengths with `elo` null are left out).
fn read_prior(path: &std::path::Path) -> Result<Vec<(Strength, f64)>, Failure> {
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read the prior ladder {shown}: {e}")))?;
    let ladder = Ladder::parse(&text).map_err(|e| Failure(format!("the prior ladder {shown}: {e}")))?;
    let mut prior = Vec::new();
    for entry in &ladder.levels {
        let strength = entry.strength().map_err(|e| Failure(format!("the prior ladder {shown} has a bad level: {e}")))?;
        if let Some(elo) = entry.elo.filter(|e| e.is_finite()) {
            prior.push((strength, elo));
        }
    }
    Ok(prior)
}

/// `LEVEL=ELO` (the level may be LEVEL@POSITIONS).
fn parse_anchor(text: &str) -> Result<(Strength, f64), String> {
    let quoted = pathwayz::rules::excerpt::Excerpt::of(text);
    let (level, elo) = text.split_once('=').ok_or_else(|| format!("{quoted} is not LEVEL=ELO (e.g. 5=1500)"))?;
    let level = parse_strength(level.trim())?;
    if level.positions.is_some() {
        return Err(format!("{quoted}: the anchor must be a level alone, not one limited to a number of positions"));
    }
    match elo.trim().parse::<f64>() {
        Ok(elo) if elo.is_finite() => Ok((level, elo)),
        _ => Err(format!("{quoted} is not LEVEL=ELO (e.g. 5=1500)")),
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    if !args.from_records.is_empty() {
        return fit_records(&args);
    }
    let mut levels = args.levels.clone();
    levels.dedup();
    if levels.len() < 2 || args.games == 0 {
        return Err(Failure("a tournament needs two different levels and at least one game per pair".into()));
    }
    check_anchor(args.anchor, &levels, "the tournament")?;
    let pairs = match (args.neighbours, &args.prior) {
        (Some(width), Some(path)) if width > 0 => neighbour_pairs(&levels, &read_prior(path)?, width),
        (Some(_), _) => return Err(Failure("--neighbours must be at least 1".into())),
        _ => all_pairs(&levels),
    };
    let pairings = pairings_of(&pairs, args.games, args.opening.opening, args.play.seed);
    let outcomes = play_pairings(&pairings, &[], &args.play, &args.records, "tournament")?;
    let result = RoundRobin::from_games(&levels, &pairings, &outcomes);
    let games_played = format!(
        "{}, {} games per pair (game pairs share an opening, colours swapped), {} ms per move{}, seed {}",
        match args.neighbours {
            Some(width) => format!("Each level against the {width} below and above it in the prior ladder ({} pairs; `·`: not played)", pairs.len()),
            None => "Round robin".to_string(),
        },
        args.games,
        args.play.ms,
        args.opening.describe(),
        args.play.seed,
    );
    report(&args, &result, &games_played, args.games)
}

/// `--from-records`: the games of the files fitted and shown as a tournament's.
fn fit_records(args: &Args) -> Result<(), Failure> {
    let games = read_recorded_games(&args.from_records)?;
    let mut levels: Vec<Strength> = games.iter().flat_map(|(white, black, _)| [*white, *black]).collect();
    levels.sort();
    levels.dedup();
    if levels.len() < 2 {
        return Err(Failure("the records hold no game between two different levels".into()));
    }
    check_anchor(args.anchor, &levels, "the records")?;
    let results: Vec<(Strength, Strength, f64)> = games.iter().map(|(white, black, game)| (*white, *black, game.white_score())).collect();
    let result = RoundRobin::from_results(&levels, &results);
    let most_per_pair = result.games.iter().flatten().fold(0.0f64, |most, &n| most.max(n)) as usize;
    let games_read = format!(
        "{} games from {} records files, {} ms per move (as given; `·`: not played)",
        games.len(),
        args.from_records.len(),
        args.play.ms
    );
    report(args, &result, &games_read, most_per_pair)
}

/// Refuses an anchor level that has no games in `games_of` (the tournament or the records).
fn check_anchor(anchor: Option<(Strength, f64)>, levels: &[Strength], games_of: &str) -> Result<(), Failure> {
    match anchor {
        Some((level, _)) if !levels.contains(&level) => Err(Failure(format!("the anchor, level {level}, does not play in {games_of}"))),
        _ => Ok(()),
    }
}

/// A tournament's report, whether its games were played or read: the header (`games` says which
/// games and how they were played, the rest how to read the table), the matrix with each level's
/// fitted Elo, and the ladder JSON if asked for.
fn report(args: &Args, result: &RoundRobin, games: &str, games_per_pair: usize) -> Result<(), Failure> {
    let fit = result.ratings(args.anchor);
    println!(
        "{games}. Cells: the row level's score against the column level. Elo: Bradley-Terry maximum likelihood with \
         95% intervals (Fisher information) relative to the anchor, {}; `< X` took no points from the fitted levels \
         (`> X` lost none).\n",
        result.describe_anchor(&fit)
    );
    print!("{}", result.to_markdown(&fit));
    args.ladder.write(result, &fit, args.play.ms, games_per_pair)
}
