//! Fits the evaluation to what level 12's search thinks of a position, instead of to the next
//! position's one-ply value (an experiment; docs/WEIGHTS.md, "Pattern tables"). Two steps:
//!
//!   cargo run --release --example search_targets -- play GAMES NODES DATA [WEIGHTS]
//!   cargo run --release --example search_targets -- fit DATA MIX EPOCHS ALPHA WEIGHTS_OUT TABLES_OUT
//!
//! `play`: level 12 (on the shipped weights, or on the WEIGHTS blob) plays itself from 4 random opening plies with NODES evaluations a move; each
//! game becomes a line of DATA: the record, then per ply the search's win probability for the
//! mover (`-` for the random plies), then the result for White (1, 0 or 0.5).
//!
//! `fit`: each searched position's target is `(1 - MIX) * search + MIX * result`, a probability
//! for the mover. The 65 feature weights are fitted to the targets by logistic regression
//! (soft labels); pattern tables are then fitted on top of them by normalised steps on the log
//! loss, EPOCHS passes, keeping the tables of the pass with the best held-out loss. Every 10th
//! game is held out; the log loss of the shipped weights, the fitted weights and the fitted
//! weights with tables is printed on both parts.

use pathwayz::agents::puct::PuctAgent;
use pathwayz::agents::random::random_move;
use pathwayz::agents::search::{SearchHandler, SearchInfo, SearchLimits};
use pathwayz::agents::win_probability::SCALE;
use pathwayz::agents::{Agent, AgentSettings};
use pathwayz::arena::parallel::run_indexed;
use pathwayz::evaluation::features::{features, Features};
use pathwayz::evaluation::linear::LinearEval;
use pathwayz::evaluation::patterns::PatternTables;
use pathwayz::evaluation::weights_blob::write_blob;
use pathwayz::rng::SeededRng;
use pathwayz::rules::record::Record;
use pathwayz::training::outcome_fit::{fit_outcomes, Sample};
use pathwayz::{Color, Position, Status};
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Evaluation points per logistic unit, the searches' scale.
const POINTS_PER_LOGIT: f32 = (SCALE / 100.0) as f32;

/// Keeps the last score a search reported.
struct LastScore(Option<i32>);

impl SearchHandler for LastScore {
    fn info(&mut self, info: &SearchInfo) {
        self.0 = info.score;
    }
}

/// One self-play game as a line of the data file.
fn play(game: usize, nodes: u64, eval: &LinearEval) -> String {
    let mut rng = SeededRng::seed_from_u64(5000 + game as u64);
    let mut position = Position::new();
    let mut moves = Vec::new();
    for _ in 0..4 {
        let Some(mv) = random_move(&position, &mut rng) else { break };
        moves.push(mv);
        position.play_unchecked(mv);
    }
    let mut agent = PuctAgent::new(eval.clone());
    let mut chances = vec!["-".to_string(); moves.len()];
    while !position.is_over() {
        let mut handler = LastScore(None);
        let limits = SearchLimits::time(60_000.0).with_nodes(nodes);
        let mv = agent.choose(&position, &limits, &mut handler).expect("a move");
        chances.push(handler.0.map_or("-".into(), |score| format!("{:.4}", 1.0 / (1.0 + (-(score as f64) / SCALE).exp()))));
        moves.push(mv);
        position.try_play(mv).expect("legal");
    }
    let result = match position.status() {
        Status::Won(Color::White) => "1",
        Status::Won(Color::Black) => "0",
        _ => "0.5",
    };
    let record: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    format!("{}\t{}\t{}", record.join(" "), chances.join(","), result)
}

/// The searched positions of the data file, one list per game, as feature samples with their
/// positions.
fn read_data(path: &str, mix: f64) -> Vec<Vec<(Position, Sample)>> {
    let text = std::fs::read_to_string(path).expect("a readable data file");
    text.lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let record: Record = fields[0].parse().expect("a record");
            let white_result: f64 = fields[2].parse().expect("a result");
            let mut position = Position::new();
            let mut samples = Vec::new();
            for (&mv, chance) in record.moves.iter().zip(fields[1].split(',')) {
                if let Ok(search) = chance.parse::<f64>() {
                    let result = if position.to_move() == Color::White { white_result } else { 1.0 - white_result };
                    let target = (1.0 - mix) * search + mix * result;
                    let sample = Sample { features: features(&position).to_vec(), outcome: target, ply: position.ply() as usize };
                    samples.push((position, sample));
                }
                position.try_play(mv).expect("a legal record");
            }
            samples
        })
        .collect()
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean log loss of the evaluation's win probability (points over the searches' scale) against
/// the targets, less the targets' own entropy (so 0 is a perfect fit).
fn log_loss(samples: &[(Position, Sample)], eval: &LinearEval) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|(position, sample)| {
            let p = sigmoid(eval.value(position) / POINTS_PER_LOGIT).clamp(1e-6, 1.0 - 1e-6) as f64;
            let t = sample.outcome.clamp(1e-6, 1.0 - 1e-6);
            t * (t / p).ln() + (1.0 - t) * ((1.0 - t) / (1.0 - p)).ln()
        })
        .sum();
    total / samples.len().max(1) as f64
}

fn play_command(args: &[String]) {
    let games: usize = args[0].parse().expect("games");
    let nodes: u64 = args[1].parse().expect("nodes");
    let base = match args.get(3) {
        Some(path) => AgentSettings::with_blob(&std::fs::read(path).expect("a readable blob"), path).expect("a valid blob").learned,
        None => AgentSettings::default().learned,
    };
    let lines = run_indexed(games, |game| play(game, nodes, &base), |_| {});
    std::fs::write(&args[2], lines.join("\n") + "\n").expect("write the data");
}

fn fit_command(args: &[String]) {
    let mix: f64 = args[1].parse().expect("mix");
    let epochs: usize = args[2].parse().expect("epochs");
    let alpha: f32 = args[3].parse().expect("alpha");
    let games = read_data(&args[0], mix);
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (game, samples) in games.into_iter().enumerate() {
        if game % 10 == 9 { held.extend(samples) } else { train.extend(samples) }
    }
    println!("{} positions to fit, {} held out", train.len(), held.len());
    let shipped = AgentSettings::default().learned;
    println!("shipped weights: log loss {:.4} fitted, {:.4} held out", log_loss(&train, &shipped), log_loss(&held, &shipped));
    let plain: Vec<Sample> = train.iter().map(|(_, s)| s.clone()).collect();
    let fitted = fit_outcomes(&plain, 1e-4);
    let weights: Features = std::array::from_fn(|i| fitted[i] as f32 * POINTS_PER_LOGIT);
    let base = LinearEval::new(weights);
    println!("fitted weights: log loss {:.4} fitted, {:.4} held out", log_loss(&train, &base), log_loss(&held, &base));
    std::fs::write(&args[4], write_blob(&weights)).expect("write the weights");
    let mut tables = PatternTables::zero();
    let mut best = (log_loss(&held, &base), tables.clone());
    let mut rng = SeededRng::seed_from_u64(1);
    for epoch in 1..=epochs {
        train.shuffle(&mut rng);
        for (position, sample) in &train {
            let active = PatternTables::active(position);
            let p = sigmoid((base.value(position) + tables.value(position)) / POINTS_PER_LOGIT);
            // The log loss's gradient in points, scaled so that an even position moves by the
            // whole error in points at alpha 1.
            let error = 4.0 * POINTS_PER_LOGIT * (sample.outcome as f32 - p);
            tables.nudge(&active, alpha * error / PatternTables::nudge_gain(&active).max(1.0));
        }
        let with = LinearEval::with_patterns(weights, std::sync::Arc::new(tables.clone()));
        let (fit_loss, held_loss) = (log_loss(&train, &with), log_loss(&held, &with));
        println!("epoch {epoch}: with tables, log loss {fit_loss:.4} fitted, {held_loss:.4} held out");
        if held_loss < best.0 {
            best = (held_loss, tables.clone());
        }
    }
    std::fs::write(&args[5], best.1.to_bytes()).expect("write the tables");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") if (4..=5).contains(&args.len()) => play_command(&args[1..]),
        Some("fit") if args.len() == 7 => fit_command(&args[1..]),
        _ => eprintln!("usage: search_targets play GAMES NODES DATA [WEIGHTS] | fit DATA MIX EPOCHS ALPHA WEIGHTS_OUT TABLES_OUT"),
    }
}
