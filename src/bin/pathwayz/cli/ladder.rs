//! `tournament --ladder PATH`: the round robin's result as the JSON ladder the web page reads
//! (`www/data/ladder.json`): each level's name, description, Elo, games and score, and the
//! command that measured them.

use super::Failure;
use pathwayz::arena::stats::fit_elo;
use pathwayz::arena::tournament::RoundRobin;
use serde_json::json;
use std::path::PathBuf;

/// Where to write the ladder.
#[derive(clap::Args)]
pub struct LadderArgs {
    /// Also write the levels with their Elo as JSON for the web page (like www/data/ladder.json):
    /// {command, msPerMove, gamesPerPair, levels: [{level, name, description, elo, games, score}]}.
    #[arg(long)]
    pub ladder: Option<PathBuf>,
}

/// The ladder of `result` as JSON; `command` says how it was measured.
pub fn ladder_json(result: &RoundRobin, command: &str, ms: f64, games_per_pair: usize) -> serde_json::Value {
    let elo = fit_elo(&result.score, &result.games);
    let levels: Vec<_> = result
        .levels
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let games: f64 = result.games[i].iter().sum();
            let points: f64 = result.score[i].iter().sum();
            json!({
                "level": level.number(),
                "name": level.info().name,
                "description": level.info().description,
                "elo": elo[i].round(),
                "games": games as u64,
                "score": (1000.0 * points / games.max(1.0)).round() / 1000.0,
            })
        })
        .collect();
    json!({ "command": command, "msPerMove": ms, "gamesPerPair": games_per_pair, "levels": levels })
}

impl LadderArgs {
    /// Writes the ladder if `--ladder` was given.
    pub fn write(&self, result: &RoundRobin, ms: f64, games_per_pair: usize) -> Result<(), Failure> {
        let Some(path) = &self.ladder else { return Ok(()) };
        let command = std::iter::once("pathwayz".to_string()).chain(std::env::args().skip(1)).collect::<Vec<_>>().join(" ");
        let text = serde_json::to_string_pretty(&ladder_json(result, &command, ms, games_per_pair))? + "\n";
        std::fs::write(path, text).map_err(|e| Failure(format!("cannot write the ladder to {}: {e}", path.display())))
    }
}
