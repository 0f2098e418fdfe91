//! Benchmark-only entry points (cargo feature `bench`, built into pkg-bench/ by
//! `./build.sh bench`; not in the shipped module): `thinkTimes` and `runBench`.

use super::errors::{error, ApiError};
use super::inputs::{count, MAX_THINK_MS};
use super::settings;
use crate::agents::level::{Level, LEVELS};
use crate::bench;
use crate::number_text;
use wasm_bindgen::prelude::*;

/// The most sample positions `thinkTimes` times per level.
pub const MAX_POSITIONS: u32 = 1_000;
/// The most random playouts `runBench` plays.
pub const MAX_PLAYOUTS: u32 = 10_000_000;

/// Each level's median and worst think time over `positions` (1 to 1000) sample positions at
/// `ms` per move (0 to 60000; a negative `ms` means each level's default), as text:
/// `pathwayz bench --think` in wasm.
#[wasm_bindgen(js_name = thinkTimes)]
pub fn think_times(ms: f64, positions: f64) -> Result<String, ApiError> {
    let budget = if ms < 0.0 {
        None
    } else if ms <= MAX_THINK_MS {
        Some(ms)
    } else {
        return Err(error(format!(
            "the time must be from 0 to {} milliseconds (or negative for each level's default), not {}",
            number_text::shown(MAX_THINK_MS),
            number_text::shown(ms)
        )));
    };
    let positions = count(positions, MAX_POSITIONS, "the number of positions")?;
    let settings = settings::current();
    let mut lines = Vec::new();
    for info in LEVELS.iter() {
        let level = Level::new(info.number as i64).map_err(error)?;
        lines.push(bench::think_times(level, budget, positions as usize, &settings).to_string());
    }
    Ok(lines.join("\n"))
}

/// Runs the `pathwayz bench` workload with `playouts` (1 to 10,000,000) random games and
/// returns its report (signature and speeds) as text, to compare wasm with native.
#[wasm_bindgen(js_name = runBench)]
pub fn run_bench(playouts: f64) -> Result<String, ApiError> {
    let playouts = count(playouts, MAX_PLAYOUTS, "the number of playouts")?;
    Ok(bench::run(playouts as u64).to_string())
}

/// The most nodes a `puctSpeed` search may take.
pub const MAX_PUCT_NODES: u32 = 1_000_000;

/// Level 12's speed at a fixed node budget, as `examples/puct_speed.rs` measures it natively:
/// searches `positions` (1 to 1000) sample positions of `seed` with `nodes` (1 to 1,000,000)
/// nodes each, a fresh tree each, and reports the milliseconds, the evaluations a second and an
/// FNV digest of the moves chosen (the same moves give the same digest in every build).
#[wasm_bindgen(js_name = puctSpeed)]
pub fn puct_speed(nodes: f64, positions: f64, seed: f64) -> Result<String, ApiError> {
    use crate::search::puct::PuctSearch;
    use crate::search::{Agent, SearchLimits, Silent};
    let nodes = count(nodes, MAX_PUCT_NODES, "the number of nodes")?;
    let positions = count(positions, MAX_POSITIONS, "the number of positions")?;
    let seed = count(seed, u32::MAX, "the seed")?;
    let samples = bench::sample_positions(positions as usize, seed as u64);
    let weights = settings::current().search_fitted;
    let limits = SearchLimits::time(600_000.0).with_nodes(nodes as u64);
    let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
    let watch = crate::clock::Stopwatch::start();
    for position in &samples {
        let mut agent = PuctSearch::new(weights.clone());
        let mv = agent.choose(position, &limits, &mut Silent).map_or("-".to_string(), |m| m.to_string());
        for byte in mv.bytes().chain([b' ']) {
            digest = (digest ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
    let ms = watch.elapsed_ms();
    let evaluations = nodes as f64 * samples.len() as f64;
    Ok(format!("{} positions at {nodes} nodes: {ms:.0} ms, {:.0} evaluations/s, moves digest {digest:016x}", samples.len(), evaluations / ms * 1000.0))
}
