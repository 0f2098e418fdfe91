//! How much the analysis's value of a position moves from one depth to the next, over positions
//! from level 11's self-play: the settled value the page shows (the mean of the last two depths)
//! beside the single depth's value. Each depth goes on from the one before, as the page's rounds
//! do. Reported in docs/RESULTS.md, "Analysis values".
//!
//!   cargo run --release --example analysis_depths -- [POSITIONS] [DEEPEST] [SEED] [TOP]
//!   defaults: 200 5 1 0 (TOP 0: every move, as the page analyses; 1: the best move alone)

use pathwayz::analysis::position_analysis::analyze;
use pathwayz::analysis::win_probability::win_probability;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::self_play_positions;
use pathwayz::search::pvs::PvsSearch;
use pathwayz::search::{Deadline, SearchLimits, Silent};

/// Mean (signed and absolute), 90th and 99th percentile and largest of `changes`, in points of
/// probability.
fn summary(changes: Vec<f64>) -> String {
    let signed = 100.0 * changes.iter().sum::<f64>() / changes.len() as f64;
    let mut gaps: Vec<f64> = changes.iter().map(|c| c.abs()).collect();
    gaps.sort_by(f64::total_cmp);
    let at = |q: f64| 100.0 * gaps[((gaps.len() - 1) as f64 * q).round() as usize];
    let mean = 100.0 * gaps.iter().sum::<f64>() / gaps.len() as f64;
    format!("bias {signed:+5.1}  mean {mean:4.1}  p90 {:4.1}  p99 {:4.1}  max {:4.1}", at(0.9), at(0.99), at(1.0))
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("a whole number")).collect();
    let count = args.first().copied().unwrap_or(200) as usize;
    let deepest = args.get(1).copied().unwrap_or(5) as u32;
    let seed = args.get(2).copied().unwrap_or(1);
    let top = args.get(3).copied().filter(|&n| n > 0).map(|n| n as usize);
    let positions = self_play_positions(count, seed, 1_000);
    let settings = AgentSettings::default();
    // values[depth - 1][position]: (settled, single depth)
    let mut values = vec![Vec::new(); deepest as usize];
    for position in &positions {
        let mut search = PvsSearch::with_table(settings.learned.clone(), 18);
        for depth in 1..=deepest {
            let limits = SearchLimits::time(600_000.0).with_depth(depth);
            let analysis = analyze(&mut search, position, top, None, &mut Deadline::new(&limits, &mut Silent)).expect("unfinished");
            let best = analysis.best();
            let single = analysis.moves.iter().map(|m| win_probability(m.score, analysis.depth)).fold(0.0, f64::max);
            values[depth as usize - 1].push((best.win_probability, single));
        }
    }
    println!("{} positions from level 11's self-play (seed {seed}); change of the best move's value, depth d to d+1:", positions.len());
    for d in 1..deepest as usize {
        let settled = values[d].iter().zip(&values[d - 1]).map(|(a, b)| a.0 - b.0).collect();
        let single = values[d].iter().zip(&values[d - 1]).map(|(a, b)| a.1 - b.1).collect();
        println!("  {} to {}: settled   {}", d, d + 1, summary(settled));
        println!("          single    {}", summary(single));
    }
}
