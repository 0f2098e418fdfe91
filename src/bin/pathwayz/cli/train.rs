//! `pathwayz train`: TD self-play training, written as a weights blob with its log and curve.

use super::Failure;
use pathwayz::arena::progress::Progress;
use pathwayz::evaluation::features::FEATURE_COUNT;
use pathwayz::evaluation::hand_weights::hand_weights;
use pathwayz::evaluation::weights_blob::write_blob;
use pathwayz::training::checkpoint::Checkpoint;
use pathwayz::training::curve::learning_curve_svg;
use pathwayz::training::pipeline::{train_block, BLOCK_GAMES};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    /// Training games in all (rounded up to whole blocks of 50).
    #[arg(long, default_value_t = 5000)]
    games: usize,
    /// Learning rate alpha.
    #[arg(long, default_value_t = 0.001)]
    alpha: f32,
    /// Seed: the same seed gives the same weights.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Starting weights: `hand` (PAI-style hand weights) or `zero`.
    #[arg(long, default_value = "hand", value_parser = ["hand", "zero"])]
    init: String,
    /// Where to write the weights blob; the log (`.log.csv`) and curve (`.curve.svg`) go beside it.
    #[arg(long)]
    out: PathBuf,
    /// Checkpoint written after every block (default: the blob path with `.checkpoint.json`).
    #[arg(long)]
    checkpoint: Option<PathBuf>,
    /// Continue the run saved in this checkpoint (its seed and alpha are kept).
    #[arg(long)]
    resume: Option<PathBuf>,
}

fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_stem().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

pub fn run(args: Args) -> Result<(), Failure> {
    if !(args.alpha.is_finite() && args.alpha > 0.0) {
        return Err(Failure(format!("the learning rate must be a positive number, not {}", args.alpha)));
    }
    let mut state = match &args.resume {
        Some(path) => Checkpoint::load(path).map_err(Failure)?,
        None => {
            let initial = if args.init == "zero" { [0.0; FEATURE_COUNT] } else { hand_weights() };
            Checkpoint::new(initial, args.alpha, args.seed)
        }
    };
    let checkpoint = args.checkpoint.clone().unwrap_or_else(|| beside(&args.out, ".checkpoint.json"));
    let blocks = args.games.div_ceil(BLOCK_GAMES);
    let done_blocks = state.log.len();
    if done_blocks >= blocks {
        eprintln!("the checkpoint already holds {} games", state.games());
    }
    let progress = Progress::new("training", (blocks.saturating_sub(done_blocks)) * BLOCK_GAMES);
    println!("block,games,win_rate,opponent,weight_norm");
    for block in done_blocks..blocks {
        let base = (block - done_blocks) * BLOCK_GAMES;
        train_block(&mut state, |done| progress.update(base + done));
        let line = state.log.last().expect("a block was logged");
        println!("{},{},{:.3},{},{:.3}", line.block, line.games, line.win_rate, line.opponent, line.weight_norm);
        state.save(&checkpoint).map_err(|e| Failure(format!("cannot write {}: {e}", checkpoint.display())))?;
    }
    let write = |path: PathBuf, bytes: Vec<u8>| {
        std::fs::write(&path, bytes).map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))
    };
    write(args.out.clone(), write_blob(&state.learner))?;
    let mut csv = String::from("block,games,win_rate,opponent,weight_norm\n");
    for line in &state.log {
        csv += &format!("{},{},{:.3},{},{:.3}\n", line.block, line.games, line.win_rate, line.opponent, line.weight_norm);
    }
    write(beside(&args.out, ".log.csv"), csv.into_bytes())?;
    write(beside(&args.out, ".curve.svg"), learning_curve_svg(&state.log).into_bytes())?;
    eprintln!(
        "wrote {} ({} games, seed {}, alpha {}), its log and learning curve",
        args.out.display(),
        state.games(),
        state.seed,
        state.alpha
    );
    Ok(())
}
