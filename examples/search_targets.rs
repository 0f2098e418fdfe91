//! Fits pattern tables to what level 12's search thinks of a position, on top of feature
//! weights (an experiment; docs/WEIGHTS.md, "Pattern tables"). The searched games come from
//! `pathwayz distill --data DATA`, which also fits the weights:
//!
//!   cargo run --release --features lab --example search_targets -- DATA WEIGHTS MIX EPOCHS ALPHA TABLES_OUT
//!
//! Each searched position's target is `(1 - MIX) * search + MIX * result`, a probability for
//! the mover. The tables are fitted on top of the WEIGHTS blob by normalised steps on the log
//! loss, EPOCHS passes, keeping the tables of the pass with the best held-out loss (every 10th
//! game is held out); the log loss with and without the tables is printed on both parts.

use pathwayz::agents::weights::AgentSettings;
use pathwayz::lab::extended_eval::ExtendedEval;
use pathwayz::lab::patterns::PatternTables;
use pathwayz::Position;
use pathwayz::rng::SeededRng;
use pathwayz::score::{win_chance_of_points, POINTS_PER_LOGIT};
use pathwayz::training::search_distill::SearchedGame;
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// A searched position and its target chance for the mover.
type Target = (Position, f64);

/// Mean log loss of the evaluation's win probability against the targets, less the targets'
/// own entropy (so 0 is a perfect fit).
fn log_loss(targets: &[Target], eval: &ExtendedEval) -> f64 {
    let total: f64 = targets
        .iter()
        .map(|(position, target)| {
            let p = win_chance_of_points(eval.value(position)).clamp(1e-6, 1.0 - 1e-6) as f64;
            let t = target.clamp(1e-6, 1.0 - 1e-6);
            t * (t / p).ln() + (1.0 - t) * ((1.0 - t) / (1.0 - p)).ln()
        })
        .sum();
    total / targets.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 6 {
        eprintln!("usage: search_targets DATA WEIGHTS MIX EPOCHS ALPHA TABLES_OUT");
        std::process::exit(2);
    }
    let text = std::fs::read_to_string(&args[0]).expect("a readable data file");
    let weights = AgentSettings::with_blob(&std::fs::read(&args[1]).expect("a readable blob"), &args[1]).expect("a valid blob").learned;
    let mix: f64 = args[2].parse().expect("mix");
    let epochs: usize = args[3].parse().expect("epochs");
    let alpha: f32 = args[4].parse().expect("alpha");
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (index, line) in text.lines().enumerate() {
        let game = SearchedGame::from_line(line).expect("a data line");
        let game_targets = game.targets(mix);
        if index % 10 == 9 { held.extend(game_targets) } else { train.extend(game_targets) }
    }
    println!("{} positions to fit, {} held out", train.len(), held.len());
    let plain = ExtendedEval::linear(weights.clone());
    println!("weights alone: log loss {:.4} fitted, {:.4} held out", log_loss(&train, &plain), log_loss(&held, &plain));
    let mut tables = PatternTables::zero();
    let mut best = (log_loss(&held, &plain), tables.clone());
    let mut rng = SeededRng::seed_from_u64(1);
    for epoch in 1..=epochs {
        train.shuffle(&mut rng);
        for (position, target) in &train {
            let active = PatternTables::active(position);
            let p = win_chance_of_points(weights.value(position) + tables.value(position));
            // The log loss's gradient in points, scaled so that an even position moves by the
            // whole error in points at alpha 1.
            let error = 4.0 * POINTS_PER_LOGIT as f32 * (*target as f32 - p);
            tables.nudge(&active, alpha * error / PatternTables::nudge_gain(&active).max(1.0));
        }
        let with = ExtendedEval::with_patterns(weights.clone(), std::sync::Arc::new(tables.clone()));
        let (fit_loss, held_loss) = (log_loss(&train, &with), log_loss(&held, &with));
        println!("epoch {epoch}: with tables, log loss {fit_loss:.4} fitted, {held_loss:.4} held out");
        if held_loss < best.0 {
            best = (held_loss, tables.clone());
        }
    }
    std::fs::write(&args[5], best.1.to_bytes()).expect("write the tables");
}
