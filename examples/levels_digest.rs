//! The moves every level from 2 to 12 chooses on sample positions, each search bounded by nodes,
//! hashed per level: a change meant not to change play (a refactoring, a speed-up) is checked by
//! printing the same digests before and after. Level 12's own speed and digest: `puct_speed`.
//!
//!   cargo run --release --example levels_digest -- [NODES] [POSITIONS] [SEED]   defaults: 2000 60 5

use pathwayz::agents::agent_for;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::sample_positions;
use pathwayz::search::{SearchLimits, Silent};
use pathwayz::Level;

/// FNV-1a over `bytes`, continuing from `hash`: stable across Rust releases.
fn fnv(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |hash, &byte| (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3))
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("a whole number")).collect();
    let nodes = args.first().copied().unwrap_or(2_000);
    let count = args.get(1).copied().unwrap_or(60) as usize;
    let seed = args.get(2).copied().unwrap_or(5);
    let positions = sample_positions(count, seed);
    let settings = AgentSettings::default();
    let limits = SearchLimits::time(600_000.0).with_nodes(nodes);
    let mut all = 0xcbf2_9ce4_8422_2325;
    for number in 2..=12 {
        let mut agent = agent_for(Level::new(number).expect("a level"), 1, &settings);
        let mut digest = 0xcbf2_9ce4_8422_2325;
        for position in &positions {
            let mv = agent.choose(position, &limits, &mut Silent).map_or("-".to_string(), |m| m.to_string());
            digest = fnv(digest, mv.as_bytes());
            digest = fnv(digest, b" ");
        }
        all = fnv(all, &digest.to_le_bytes());
        println!("level {number:2}: {digest:016x}");
    }
    println!("{} positions at {nodes} nodes, levels 2 to 12: {all:016x}", positions.len());
}
