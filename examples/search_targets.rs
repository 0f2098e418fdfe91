//! Fits pattern tables to what level 12's search thinks of a position, instead of to the next
//! position's one-ply value (an experiment; docs/WEIGHTS.md, "Pattern tables"):
//!
//!   cargo run --release --example search_targets -- GAMES NODES EPOCHS ALPHA OUT
//!
//! Level 12 plays itself from 4 random opening plies with NODES evaluations a move; at every
//! move the position is kept with the search's value of its best move, in evaluation points
//! (clamped to +/-150). The tables are then fitted, on top of the shipped feature weights, by
//! normalised least-mean-squares over EPOCHS passes; every 10th game is held out, and the mean
//! squared error of the features alone and with the tables is printed on both parts.

use pathwayz::agents::puct::PuctAgent;
use pathwayz::agents::random::random_moves;
use pathwayz::agents::search::{SearchHandler, SearchInfo, SearchLimits};
use pathwayz::agents::{Agent, AgentSettings};
use pathwayz::arena::parallel::run_indexed;
use pathwayz::evaluation::linear::LinearEval;
use pathwayz::evaluation::patterns::PatternTables;
use pathwayz::rng::SeededRng;
use pathwayz::Position;
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Keeps the last score a search reported.
struct LastScore(Option<i32>);

impl SearchHandler for LastScore {
    fn info(&mut self, info: &SearchInfo) {
        self.0 = info.score;
    }
}

/// The positions of one self-play game with the search's values, in points for the mover.
fn play(game: usize, nodes: u64, eval: &LinearEval) -> Vec<(Position, f32)> {
    let mut rng = SeededRng::seed_from_u64(5000 + game as u64);
    let mut position = random_moves(Position::new(), 4, &mut rng);
    let mut agent = PuctAgent::new(eval.clone());
    let mut samples = Vec::new();
    while !position.is_over() {
        let mut handler = LastScore(None);
        let limits = SearchLimits::time(60_000.0).with_nodes(nodes);
        let mv = agent.choose(&position, &limits, &mut handler).expect("a move");
        if let Some(score) = handler.0 {
            samples.push((position, (score as f32 / 100.0).clamp(-150.0, 150.0)));
        }
        position.try_play(mv).expect("legal");
    }
    samples
}

fn mean_squared_error(samples: &[(Position, f32)], eval: &LinearEval) -> f32 {
    let total: f32 = samples.iter().map(|(p, target)| (eval.value(p) - target).powi(2)).sum();
    total / samples.len().max(1) as f32
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().map_or(200, |a| a.parse().expect("games"));
    let nodes: u64 = args.get(1).map_or(2000, |a| a.parse().expect("nodes"));
    let epochs: usize = args.get(2).map_or(5, |a| a.parse().expect("epochs"));
    let alpha: f32 = args.get(3).map_or(0.05, |a| a.parse().expect("alpha"));
    let out = args.get(4).cloned().unwrap_or_else(|| "patterns.bin".into());
    let base = AgentSettings::default().learned;
    let per_game = run_indexed(games, |game| play(game, nodes, &base), |_| {});
    let (mut train, mut held_out) = (Vec::new(), Vec::new());
    for (game, samples) in per_game.into_iter().enumerate() {
        if game % 10 == 9 { held_out.extend(samples) } else { train.extend(samples) }
    }
    println!("{} training positions, {} held out", train.len(), held_out.len());
    println!("features alone: mse {:.1} train, {:.1} held out", mean_squared_error(&train, &base), mean_squared_error(&held_out, &base));
    let mut tables = PatternTables::zero();
    let mut rng = SeededRng::seed_from_u64(1);
    for epoch in 1..=epochs {
        train.shuffle(&mut rng);
        let eval = |tables: &PatternTables| LinearEval::with_patterns(base.weights, std::sync::Arc::new(tables.clone()));
        for (position, target) in &train {
            let active = PatternTables::active(position);
            let value = base.value(position) + tables.value(position);
            tables.nudge(&active, alpha * (target - value) / PatternTables::nudge_gain(&active).max(1.0));
        }
        let fitted = eval(&tables);
        println!(
            "epoch {epoch}: mse {:.1} train, {:.1} held out",
            mean_squared_error(&train, &fitted),
            mean_squared_error(&held_out, &fitted)
        );
    }
    std::fs::write(&out, tables.to_bytes()).expect("write the tables");
}
