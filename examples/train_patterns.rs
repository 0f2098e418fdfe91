//! Trains pattern tables by TD self-play on top of the shipped feature weights (an experiment
//! before they go into the weights blob):
//!
//!   cargo run --release --features lab --example train_patterns -- GAMES ALPHA SEED OUT [START]
//!
//! Prints one line per 100 games: games, mean absolute TD error, mean game length.

use pathwayz::agents::weights::AgentSettings;
use pathwayz::lab::pattern_td::train_pattern_block;
use pathwayz::lab::patterns::PatternTables;

/// Games played in parallel from the same tables: small, since their changes add up unchecked.
const BLOCK: usize = 2;
/// Games per line of the log.
const REPORT: usize = 100;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().map_or(2000, |a| a.parse().expect("games"));
    let alpha: f32 = args.get(1).map_or(0.0005, |a| a.parse().expect("alpha"));
    let seed: u64 = args.get(2).map_or(1, |a| a.parse().expect("seed"));
    let out = args.get(3).cloned().unwrap_or_else(|| "patterns.bin".into());
    let mut tables = match args.get(4) {
        Some(path) => PatternTables::from_bytes(&std::fs::read(path).expect("start tables")).expect("valid tables"),
        None => PatternTables::zero(),
    };
    let weights = AgentSettings::default().learned.weights;
    let mut played = 0;
    let (mut error, mut plies) = (0.0, 0.0);
    while played < games {
        let block = BLOCK.min(games - played);
        let log = train_pattern_block(&weights, &mut tables, played, block, alpha, seed);
        played = log.games;
        error += log.mean_error * block as f32;
        plies += log.mean_plies * block as f32;
        if played % REPORT == 0 || played == games {
            println!("{played} {:.2} {:.1}", error / REPORT as f32, plies / REPORT as f32);
            (error, plies) = (0.0, 0.0);
        }
        if played % 1000 == 0 || played == games {
            std::fs::write(&out, tables.to_bytes()).expect("write the tables");
        }
    }
}
