//! Level 12's speed at a fixed node budget: searches sample positions (a fresh tree each) and
//! prints the time taken, the evaluations a second and a digest of the moves chosen, so that a
//! change meant only to be faster can be checked to choose the same moves.
//!
//!   cargo run --release --example puct_speed -- [NODES] [POSITIONS] [SEED]   defaults: 40000 100 7

use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::sample_positions;
use pathwayz::search::Agent;
use pathwayz::search::puct::PuctSearch;
use pathwayz::search::{SearchLimits, Silent};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Instant;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("a whole number")).collect();
    let nodes = args.first().copied().unwrap_or(40_000);
    let count = args.get(1).copied().unwrap_or(100) as usize;
    let seed = args.get(2).copied().unwrap_or(7);
    let positions = sample_positions(count, seed);
    let weights = AgentSettings::default().search_fitted;
    let limits = SearchLimits::time(60_000.0).with_nodes(nodes);
    let mut digest = DefaultHasher::new();
    let started = Instant::now();
    for position in &positions {
        let mut agent = PuctSearch::new(weights.clone());
        let mv = agent.choose(position, &limits, &mut Silent);
        mv.map(|m| m.to_string()).hash(&mut digest);
    }
    let seconds = started.elapsed().as_secs_f64();
    let evaluations = nodes as f64 * positions.len() as f64;
    println!(
        "{} positions at {nodes} nodes: {seconds:.2} s, {:.0} evaluations/s, moves digest {:016x}",
        positions.len(),
        evaluations / seconds,
        digest.finish()
    );
}
