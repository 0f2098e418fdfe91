//! The fixed benchmark workload shared by `pathwayz bench` and the wasm build: perft from
//! seeded positions (generation + play + result check) and uniformly random playouts from the
//! empty board. Counts form a signature, so a change in behaviour shows beside the speed.

use crate::agents::agent_for;
use crate::agents::random::random_playout;
use crate::agents::weights::AgentSettings;
use crate::clock::Stopwatch;
use crate::Level;
use crate::perft::perft_played;
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::status::Status;
use crate::search::{SearchLimits, Silent};
use rand::{RngExt, SeedableRng};
use std::fmt;

/// What `run` measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BenchReport {
    /// Moves played by the perft part.
    pub perft_moves: u64,
    /// Leaves counted by the perft part.
    pub perft_leaves: u64,
    /// Milliseconds the perft part took.
    pub perft_ms: f64,
    /// Random playouts run.
    pub playouts: u64,
    /// Moves played in all playouts.
    pub playout_moves: u64,
    /// Playouts won by White, by Black, and drawn.
    pub white_wins: u64,
    pub black_wins: u64,
    pub draws: u64,
    /// Milliseconds the playouts took.
    pub playout_ms: f64,
}

impl BenchReport {
    /// Moves played per second in the perft part.
    pub fn perft_moves_per_second(&self) -> f64 {
        self.perft_moves as f64 / (self.perft_ms / 1000.0)
    }

    /// Random games per second from the empty board.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / (self.playout_ms / 1000.0)
    }

    /// The counts alone, equal on every platform for the same workload.
    pub fn signature(&self) -> String {
        format!(
            "perft leaves {} moves {}; playouts {} moves {} white {} black {} draws {}",
            self.perft_leaves,
            self.perft_moves,
            self.playouts,
            self.playout_moves,
            self.white_wins,
            self.black_wins,
            self.draws
        )
    }
}

impl fmt::Display for BenchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "signature: {}", self.signature())?;
        writeln!(
            f,
            "movegen+play+result: {:.0} moves/s ({} moves in {:.0} ms)",
            self.perft_moves_per_second(),
            self.perft_moves,
            self.perft_ms
        )?;
        write!(
            f,
            "random playouts: {:.0} games/s ({} games, {:.1} moves each, in {:.0} ms)",
            self.playouts_per_second(),
            self.playouts,
            self.playout_moves as f64 / self.playouts.max(1) as f64,
            self.playout_ms
        )
    }
}

/// The perft start positions: prefixes of one seeded random game, each still going on.
pub fn bench_positions() -> Vec<Position> {
    let mut rng = SeededRng::seed_from_u64(2017);
    let mut position = Position::new();
    let mut found = vec![position];
    let mut snapshots = [20u32, 40].into_iter().peekable();
    while let Some(&ply) = snapshots.peek() {
        if position.is_over() {
            position = Position::new();
            continue;
        }
        let empties = position.empty().count();
        let square = position.empty().nth(rng.random_range(0..empties)).expect("below count");
        let mv = crate::rules::mv::Move { square, permanent: rng.random_bool(0.25) };
        position.play_unchecked(mv);
        if position.ply() == ply && !position.is_over() {
            found.push(position);
            snapshots.next();
        }
    }
    found
}

/// Runs the workload: perft to depth 3 from each bench position, then `playouts` random
/// games from the empty board with a fixed seed.
pub fn run(playouts: u64) -> BenchReport {
    let mut report = BenchReport::default();
    let watch = Stopwatch::start();
    for position in bench_positions() {
        let (leaves, moves) = perft_played(&position, 3);
        report.perft_leaves += leaves;
        report.perft_moves += moves;
    }
    report.perft_ms = watch.elapsed_ms();

    let watch = Stopwatch::start();
    let mut rng = SeededRng::seed_from_u64(1);
    for _ in 0..playouts {
        let end = random_playout(Position::new(), &mut rng);
        report.playout_moves += end.ply() as u64;
        match end.status() {
            Status::Won(Color::White) => report.white_wins += 1,
            Status::Won(Color::Black) => report.black_wins += 1,
            _ => report.draws += 1,
        }
    }
    report.playouts = playouts;
    report.playout_ms = watch.elapsed_ms();
    report
}

/// `count` non-final positions sampled from seeded random games with varied permanent rates:
/// the positions the think-time benchmark and the agent tests use.
pub fn sample_positions(count: usize, seed: u64) -> Vec<Position> {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut positions = Vec::with_capacity(count);
    while positions.len() < count {
        let rate = [0.1, 0.3, 0.5, 0.8][positions.len() % 4];
        let mut position = Position::new();
        while !position.is_over() && positions.len() < count {
            if rng.random_bool(0.3) {
                positions.push(position);
            }
            let empty = position.empty();
            let square = empty.nth(rng.random_range(0..empty.count())).expect("below count");
            position.play_unchecked(crate::rules::mv::Move { square, permanent: rng.random_bool(rate) });
        }
    }
    positions
}

/// `count` unfinished positions from seeded games of level 11 against itself (each search
/// bounded by `nodes`, so the same on every machine), every game opened with four random moves:
/// positions like those a player analyses, for the analysis's consistency checks.
pub fn self_play_positions(count: usize, seed: u64, nodes: u64) -> Vec<Position> {
    let mut rng = SeededRng::seed_from_u64(seed);
    let settings = AgentSettings::default();
    let limits = SearchLimits::time(600_000.0).with_nodes(nodes);
    let mut agent = agent_for(Level::new(11).expect("level 11"), seed, &settings);
    let mut positions = Vec::with_capacity(count);
    while positions.len() < count {
        let mut position = Position::new();
        for _ in 0..4 {
            let moves = position.legal_moves();
            position.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
        while !position.is_over() && positions.len() < count {
            if rng.random_bool(0.25) {
                positions.push(position);
            }
            let Some(mv) = agent.choose(&position, &limits, &mut Silent) else { break };
            position.play_unchecked(mv);
        }
    }
    positions
}

/// Think times of one level over the sample positions, in milliseconds.
#[derive(Clone, Debug)]
pub struct ThinkTimes {
    pub level: Level,
    pub median_ms: f64,
    pub worst_ms: f64,
}

/// Times `level` (at `ms` per move, or its default) on `positions` sample positions.
pub fn think_times(level: Level, ms: Option<f64>, positions: usize, settings: &AgentSettings) -> ThinkTimes {
    let budget = ms.unwrap_or(level.info().default_ms as f64);
    let mut agent = agent_for(level, 1, settings);
    let mut times: Vec<f64> = sample_positions(positions, 99)
        .iter()
        .map(|position| {
            let watch = Stopwatch::start();
            agent.choose(position, &SearchLimits::time(budget), &mut Silent);
            watch.elapsed_ms()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    ThinkTimes { level, median_ms: times[times.len() / 2], worst_ms: *times.last().unwrap_or(&0.0) }
}

impl fmt::Display for ThinkTimes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "level {:>2} {:<24} median {:>8.2} ms  worst {:>8.2} ms",
            self.level.number(),
            self.level.info().name,
            self.median_ms,
            self.worst_ms
        )
    }
}
