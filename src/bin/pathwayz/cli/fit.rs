//! `pathwayz fit` (lab only: `--features lab`): fits the feature weights to the outcomes of
//! recorded games (logistic regression, `src/lab/outcome_fit.rs`) and writes them as a weights blob in the
//! evaluation's points, so the searches read them on the scale they were tuned for.

use super::Failure;
use super::settings::settings_from;
use pathwayz::evaluation::features::Features;
use pathwayz::evaluation::weights_blob::write_blob;
use pathwayz::lab::outcome_fit::samples_of_game;
use pathwayz::arena::records::RecordedGame;
use pathwayz::score::POINTS_PER_LOGIT;
use pathwayz::training::logistic_fit::{fit_logistic, log_loss, Sample};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// Records files written by `match --records` or `tournament --records` (JSON lines with a
    /// `record` field).
    #[arg(required = true)]
    records: Vec<PathBuf>,
    /// Where to write the fitted weights blob.
    #[arg(long)]
    out: PathBuf,
    /// Skip this many plies at the start of every game (random openings say little).
    #[arg(long, default_value_t = 0)]
    from: usize,
    /// Hold out every Nth game to measure the fit on games it did not see.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
    /// Ridge penalty on the weights (in logistic units).
    #[arg(long, default_value_t = 1e-4)]
    ridge: f64,
    /// Weights to compare with (default: the shipped blob).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// Also report the fit of two weight sets blended from the opening to the ending over
    /// this many plies (an experiment: the blob holds one set).
    #[arg(long)]
    taper: Option<u32>,
}

/// The samples of every game in the records files, one list per game, in file order.
fn read_games(args: &Args) -> Result<Vec<Vec<Sample>>, Failure> {
    let mut games = Vec::new();
    for path in &args.records {
        let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
        let read = RecordedGame::parse_file(&text).map_err(|e| Failure(format!("{} {e}", path.display())))?;
        for (number, game) in read {
            games.push(samples_of_game(&game.record, args.from).map_err(|e| Failure(format!("{} line {number}: {e}", path.display())))?);
        }
    }
    Ok(games)
}

/// The weights scaled by the factor that best predicts the outcomes, in logistic units.
fn best_scaled(samples: &[Sample], weights: &Features) -> (Vec<f64>, f64) {
    let scaled = |c: f64| -> Vec<f64> { weights.iter().map(|&w| c * w as f64).collect() };
    let (mut low, mut high) = (1e-4f64, 1.0f64);
    for _ in 0..60 {
        let a = low + (high - low) / 3.0;
        let b = high - (high - low) / 3.0;
        if log_loss(samples, &scaled(a)) < log_loss(samples, &scaled(b)) {
            high = b;
        } else {
            low = a;
        }
    }
    let c = (low + high) / 2.0;
    (scaled(c), c)
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.holdout < 2 {
        return Err(Failure(format!("--holdout must be at least 2 (every Nth game), not {}", args.holdout)));
    }
    if !(args.ridge.is_finite() && args.ridge >= 0.0) {
        return Err(Failure(format!("--ridge must be a number from 0 up, not {}", args.ridge)));
    }
    let games = read_games(&args)?;
    let game_count = games.len();
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (index, samples) in games.into_iter().enumerate() {
        if index % args.holdout == args.holdout - 1 { held.extend(samples) } else { train.extend(samples) }
    }
    if train.is_empty() || held.is_empty() {
        return Err(Failure(format!("too few finished games to fit and check: {} read", game_count)));
    }
    eprintln!("{} games: {} positions to fit, {} held out", game_count, train.len(), held.len());
    let fitted = fit_logistic(&train, args.ridge);
    let settings = settings_from(args.weights.as_deref())?;
    let (current, factor) = best_scaled(&train, &settings.learned.weights);
    println!("| weights | log loss, fitted games | log loss, held-out games |");
    println!("|---|---|---|");
    println!("| fitted to the outcomes | {:.4} | {:.4} |", log_loss(&train, &fitted), log_loss(&held, &fitted));
    println!(
        "| {} at its best scale ({:.1} points a logistic unit) | {:.4} | {:.4} |",
        settings.learned_source,
        1.0 / factor,
        log_loss(&train, &current),
        log_loss(&held, &current)
    );
    if let Some(span) = args.taper.filter(|&span| span > 0) {
        let span = span as f32;
        let taper = |samples: &[Sample]| -> Vec<Sample> {
            samples
                .iter()
                .map(|s| {
                    let t = (s.ply as f32 / span).min(1.0);
                    let mut features: Vec<f32> = s.features.iter().map(|x| x * (1.0 - t)).collect();
                    features.extend(s.features.iter().map(|x| x * t));
                    Sample { features, ..s.clone() }
                })
                .collect()
        };
        let (train_t, held_t) = (taper(&train), taper(&held));
        let tapered = fit_logistic(&train_t, args.ridge);
        println!("| tapered over {span} plies | {:.4} | {:.4} |", log_loss(&train_t, &tapered), log_loss(&held_t, &tapered));
    }
    let points: Features = std::array::from_fn(|i| (fitted[i] * POINTS_PER_LOGIT) as f32);
    std::fs::write(&args.out, write_blob(&points)).map_err(|e| Failure(format!("cannot write {}: {e}", args.out.display())))?;
    eprintln!("wrote {}", args.out.display());
    Ok(())
}
