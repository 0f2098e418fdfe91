//! `pathwayz calibrate`: fits the win-probability scale on the outcomes of self-play games.
//! Plays games of a level against itself from random openings, scores positions of each game
//! with level 11's search at a fixed depth, and fits the logistic scale that best predicts
//! the outcomes (docs/RESULTS.md has the fit of the shipped scale).

use super::Failure;
use super::settings::{parse_level, settings_from};
use pathwayz::analysis::win_probability::offset_at;
use pathwayz::arena::game::play_game;
use pathwayz::arena::parallel::run_indexed;
use pathwayz::score::points;
use pathwayz::score::SCALE;
use pathwayz::search::pvs::PvsSearch;
use pathwayz::search::{Deadline, SearchLimits, Silent};
use pathwayz::training::calibration::fit_scale;
use pathwayz::{Level, Position};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// Games to play.
    #[arg(long, default_value_t = 400)]
    games: usize,
    /// The level that plays both sides.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level, default_value = "5")]
    level: Level,
    /// Uniformly random moves before the level plays, so the games differ.
    #[arg(long, default_value_t = 6)]
    opening: u32,
    /// Depth of the search that scores each position.
    #[arg(long, default_value_t = 2)]
    depth: i32,
    /// Positions scored per game, spread over its length.
    #[arg(long, default_value_t = 8)]
    per_game: usize,
    /// Seed of the whole run.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Weights blob (default: the shipped one).
    #[arg(long)]
    weights: Option<PathBuf>,
}

/// The score and later outcome, for the player to move, of `per_game` positions of one game.
fn game_samples(args: &Args, settings: &pathwayz::agents::weights::AgentSettings, game: usize) -> Vec<(i32, f64)> {
    let outcome = play_game(args.level, args.level, args.opening, &SearchLimits::time(0.0), args.seed.wrapping_add(game as u64), settings);
    let mut agent = PvsSearch::with_table(settings.learned.clone(), 16);
    let plies = outcome.record.moves.len();
    let mut samples = Vec::new();
    for k in 0..args.per_game {
        let ply = args.opening as usize + k * plies.saturating_sub(args.opening as usize) / args.per_game;
        let mut position = Position::new();
        for &mv in &outcome.record.moves[..ply.min(plies)] {
            position.play_unchecked(mv);
        }
        if position.is_over() {
            continue;
        }
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(f64::INFINITY), &mut silent);
        let score = agent.value(&position, args.depth, &mut deadline).expect("no time limit");
        let result = points(outcome.status, position.to_move()).unwrap_or(0.5);
        samples.push((score, result));
    }
    samples
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.games == 0 || args.per_game == 0 || args.depth < 1 {
        return Err(Failure("games, per-game and depth must be at least 1".into()));
    }
    let settings = settings_from(args.weights.as_deref())?;
    let samples: Vec<(i32, f64)> =
        run_indexed(args.games, |game| game_samples(&args, &settings, game), |_| {}).into_iter().flatten().collect();
    let fit = fit_scale(&samples);
    println!(
        "{} positions from {} games of level {} against itself ({} random opening moves), scored at depth {}",
        samples.len(),
        args.games,
        args.level.number(),
        args.opening,
        args.depth
    );
    println!(
        "fitted scale {:.0} and offset {:.0} search units (the build uses {SCALE:.0} and {:.0} at this depth); log loss {:.4} (a coin: 0.6931)",
        fit.scale,
        fit.offset,
        offset_at(args.depth as u32),
        fit.log_loss
    );
    println!("| predicted | positions | mean predicted | won |");
    println!("|---|---|---|---|");
    for (edge, count, predicted, observed) in fit.bands {
        println!("| {:.1}-{:.1} | {count} | {predicted:.3} | {observed:.3} |", edge, edge + 0.1);
    }
    Ok(())
}
