//! The `--weights PATH` option shared by the commands that play.

use super::Failure;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::search::SearchLimits;
use std::path::{Path, PathBuf};

/// What every command that plays games takes: time per move, seed and weights.
#[derive(clap::Args)]
pub struct PlayArgs {
    /// Thinking time per move in milliseconds (0 to 600000).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ms, default_value = "100")]
    pub ms: f64,
    /// Also stop each search after this many positions (playouts for level 6), for the levels
    /// that search (6 to 12):
    /// a budget that does not depend on the machine or its load.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Seed of the whole run.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Weights blob for levels 5 and 10 (default: the shipped TD one; levels 11 and 12 keep theirs).
    #[arg(long)]
    pub weights: Option<PathBuf>,
}

impl PlayArgs {
    /// The limits each move is searched with.
    pub fn limits(&self) -> SearchLimits {
        let limits = SearchLimits::time(self.ms);
        match self.nodes {
            Some(nodes) => limits.with_nodes(nodes),
            None => limits,
        }
    }
}

/// Random opening moves before the levels take over, so that deterministic players meet in
/// varied positions.
#[derive(clap::Args)]
pub struct OpeningArgs {
    /// Uniformly random moves (fixed by the seed) played before the levels take over.
    #[arg(long, default_value_t = 0)]
    pub opening: u32,
}

impl OpeningArgs {
    /// ", after N random opening moves" for a results header, or nothing without an opening.
    pub fn describe(&self) -> String {
        match self.opening {
            0 => String::new(),
            n => format!(", after {n} random opening moves"),
        }
    }
}

/// The agents' settings: the blob at `path` if given (refused blobs are an error), else the
/// shipped one.
pub fn settings_from(path: Option<&Path>) -> Result<AgentSettings, Failure> {
    match path {
        None => Ok(AgentSettings::default()),
        Some(path) => {
            let bytes = std::fs::read(path)
                .map_err(|e| Failure(format!("cannot read weights {}: {e}", path.display())))?;
            AgentSettings::with_blob(&bytes, &path.display().to_string())
                .map_err(|e| Failure(format!("{}: {e}", path.display())))
        }
    }
}

/// The longest thinking time a command accepts per move: ten minutes. (The wasm API, which
/// answers a page, caps it at one minute.)
pub const MAX_MS: f64 = 600_000.0;

/// A time limit in milliseconds from 0 to [`MAX_MS`], refusing anything else (negative,
/// absurdly long, not finite).
pub fn parse_ms(text: &str) -> Result<f64, String> {
    let quoted = pathwayz::rules::excerpt::Excerpt::of(text);
    let ms: f64 = text.parse().map_err(|_| format!("{quoted} is not a number of milliseconds"))?;
    if (0.0..=MAX_MS).contains(&ms) {
        Ok(ms)
    } else {
        Err(format!("the time must be from 0 to {MAX_MS} milliseconds (ten minutes), not {quoted}"))
    }
}

/// A level number on the ladder.
pub fn parse_level(text: &str) -> Result<pathwayz::Level, String> {
    text.parse().map_err(|e: pathwayz::agents::level::LevelError| e.to_string())
}

/// A strength: a level's number, or `LEVEL@POSITIONS` for one limited to a number of positions
/// a move (`12@3000`).
pub fn parse_strength(text: &str) -> Result<pathwayz::Strength, String> {
    text.parse().map_err(|e: pathwayz::agents::strength::StrengthError| e.to_string())
}
