//! `pathwayz distill`: level 12 plays itself and the feature weights are fitted to the win
//! probabilities its searches found (`src/training/search_distill.rs`); written as a weights
//! blob, the way level 12's shipped weights were made.

use super::Failure;
use super::settings::settings_from;
use pathwayz::arena::parallel::run_indexed;
use pathwayz::arena::progress::Progress;
use pathwayz::evaluation::weights_blob::write_blob;
use pathwayz::training::search_distill::{excess_log_loss, fit_weights, play_searched_game, split_samples, SearchedGame};
use std::io::Write;
use std::path::PathBuf;

/// Most self-play games one run plays: far more than any fit needs, and a guard against a typo.
const MAX_GAMES: usize = 1_000_000;

/// Largest node budget a move: about ten seconds of search.
const MAX_NODES: u64 = 10_000_000;

#[derive(clap::Args)]
pub struct Args {
    /// Where to write the fitted weights blob.
    #[arg(long)]
    out: PathBuf,
    /// Self-play games to play (ignored with --from-data).
    #[arg(long, default_value_t = 4000)]
    games: usize,
    /// Evaluations level 12 searches a move (a budget, so the games do not depend on the machine).
    #[arg(long, default_value_t = 2000)]
    nodes: u64,
    /// Weights level 12 plays the self-play games with (default: the shipped TD blob).
    #[arg(long)]
    teacher: Option<PathBuf>,
    /// Game i opens with random moves drawn from seed + i.
    #[arg(long, default_value_t = 5000)]
    seed: u64,
    /// Also write the games played to this file, one line each (read back with --from-data).
    #[arg(long, conflicts_with = "from_data")]
    data: Option<PathBuf>,
    /// Fit on games written by --data instead of playing new ones.
    #[arg(long, num_args = 1..)]
    from_data: Vec<PathBuf>,
    /// Share of the game's result in each target (0: the search's chance alone).
    #[arg(long, default_value_t = 0.0)]
    mix: f64,
    /// Hold out every Nth game to measure the fit on games it did not see.
    #[arg(long, default_value_t = 10)]
    holdout: usize,
}

/// Checks the numbers before any game is played.
fn check(args: &Args) -> Result<(), Failure> {
    if !(1..=MAX_GAMES).contains(&args.games) {
        return Err(Failure(format!("--games must be from 1 to {MAX_GAMES}, not {}", args.games)));
    }
    if !(1..=MAX_NODES).contains(&args.nodes) {
        return Err(Failure(format!("--nodes must be from 1 to {MAX_NODES}, not {}", args.nodes)));
    }
    if !(0.0..=1.0).contains(&args.mix) {
        return Err(Failure(format!("--mix must be from 0 to 1, not {}", args.mix)));
    }
    if args.holdout < 2 {
        return Err(Failure(format!("--holdout must be at least 2 (every Nth game), not {}", args.holdout)));
    }
    Ok(())
}

/// The games of the data files, in order; a damaged line is an error naming it.
fn read_games(paths: &[PathBuf]) -> Result<Vec<SearchedGame>, Failure> {
    let mut games = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
        for (number, line) in text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty()) {
            let game = SearchedGame::from_line(line).map_err(|e| Failure(format!("{} line {}: {e}", path.display(), number + 1)))?;
            games.push(game);
        }
    }
    Ok(games)
}

/// Plays the self-play games on every core, with a progress bar.
fn play_games(args: &Args) -> Result<Vec<SearchedGame>, Failure> {
    let teacher = settings_from(args.teacher.as_deref())?;
    // Opened before the games, so that a path that cannot be written fails at once, not after them.
    let data = match &args.data {
        Some(path) => Some((path, std::fs::File::create(path).map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?)),
        None => None,
    };
    eprintln!("level 12 on {} plays {} games at {} evaluations a move", teacher.learned_source, args.games, args.nodes);
    let progress = Progress::new("self-play", args.games);
    let games = run_indexed(
        args.games,
        |game| play_searched_game(args.seed.wrapping_add(game as u64), args.nodes, &teacher.learned),
        |done| progress.update(done),
    );
    if let Some((path, mut file)) = data {
        let text: String = games.iter().map(|game| game.to_line() + "\n").collect();
        file.write_all(text.as_bytes()).map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
    }
    Ok(games)
}

pub fn run(args: Args) -> Result<(), Failure> {
    check(&args)?;
    let games = if args.from_data.is_empty() { play_games(&args)? } else { read_games(&args.from_data)? };
    let (fitted_on, held_out) = split_samples(&games, args.holdout, args.mix);
    if fitted_on.is_empty() || held_out.is_empty() {
        return Err(Failure(format!("too few searched positions to fit and check: {} games", games.len())));
    }
    eprintln!("{} games: {} positions to fit, {} held out", games.len(), fitted_on.len(), held_out.len());
    let weights = fit_weights(&fitted_on);
    let teacher = settings_from(args.teacher.as_deref())?;
    println!("| weights | log loss less the targets' entropy, fitted games | held-out games |");
    println!("|---|---|---|");
    println!("| fitted to the searches | {:.4} | {:.4} |", excess_log_loss(&fitted_on, &weights), excess_log_loss(&held_out, &weights));
    println!(
        "| {} | {:.4} | {:.4} |",
        teacher.learned_source,
        excess_log_loss(&fitted_on, &teacher.learned.weights),
        excess_log_loss(&held_out, &teacher.learned.weights)
    );
    std::fs::write(&args.out, write_blob(&weights)).map_err(|e| Failure(format!("cannot write {}: {e}", args.out.display())))?;
    eprintln!("wrote {}", args.out.display());
    Ok(())
}
