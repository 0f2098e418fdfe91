//! `tournament --ladder PATH`: the round robin's result as the JSON ladder the web page reads
//! (`www/data/ladder.json`): each level's name, description, Elo with its 95% interval, games
//! and score, the fit's anchor, and the command that measured them.

use super::Failure;
use pathwayz::arena::stats::{Anchor, Rating, RatingFit};
use pathwayz::arena::tournament::RoundRobin;
use pathwayz::rating::ladder::{Ladder, LadderAnchor, LadderEntry};
use std::path::PathBuf;

/// Where to write the ladder.
#[derive(clap::Args)]
pub struct LadderArgs {
    /// Also write the levels with their Elo as JSON for the web page (like www/data/ladder.json):
    /// {command, msPerMove, gamesPerPair (the most of any pair), totalGames, fit, anchor, levels: [{level, name, description, elo,
    /// eloMargin, games, score}]}; a level outside the fitted group has elo null and eloBelow
    /// (or eloAbove): the fitted Elo it is below (above).
    #[arg(long)]
    pub ladder: Option<PathBuf>,
}

/// The ladder of `result` with the ratings of `fit`; `command` says how it was measured.
pub fn ladder_of(result: &RoundRobin, fit: &RatingFit, command: &str, ms: f64, games_per_pair: usize) -> Ladder {
    let levels = result
        .levels
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let games: f64 = result.games[i].iter().sum();
            let points: f64 = result.score[i].iter().sum();
            let (margin, below, above) = match fit.ratings[i] {
                Rating::Fitted { margin95, .. } => (Some(margin95.round()), None, None),
                Rating::Below { bound } => (None, Some(bound.round()), None),
                Rating::Above { bound } => (None, None, Some(bound.round())),
                Rating::Unconnected => (None, None, None),
            };
            LadderEntry {
                level: level.level.number(),
                positions: level.positions,
                name: level.name(),
                description: level.description(),
                elo: fit.ratings[i].elo().map(f64::round),
                games: games as u64,
                score: (1000.0 * points / games.max(1.0)).round() / 1000.0,
                elo_margin: margin,
                elo_below: below,
                elo_above: above,
            }
        })
        .collect();
    let anchor = match fit.anchor {
        Anchor::Player { index, elo } => LadderAnchor::Level { level: result.levels[index].level.number(), elo },
        Anchor::Mean(elo) => LadderAnchor::Mean { mean: elo },
    };
    // Each game is counted once per side.
    let total: f64 = result.games.iter().flatten().sum::<f64>() / 2.0;
    Ladder {
        command: command.to_string(),
        ms_per_move: ms,
        games_per_pair: games_per_pair as u64,
        total_games: total as u64,
        fit: "Bradley-Terry maximum likelihood; eloMargin: half the 95% interval (Fisher information), relative to the anchor".to_string(),
        anchor,
        levels,
    }
}

impl LadderArgs {
    /// Writes the ladder if `--ladder` was given.
    pub fn write(&self, result: &RoundRobin, fit: &RatingFit, ms: f64, games_per_pair: usize) -> Result<(), Failure> {
        let Some(path) = &self.ladder else { return Ok(()) };
        let command = std::iter::once("pathwayz".to_string()).chain(std::env::args().skip(1)).collect::<Vec<_>>().join(" ");
        let text = serde_json::to_string_pretty(&ladder_of(result, fit, &command, ms, games_per_pair))? + "\n";
        std::fs::write(path, text).map_err(|e| Failure(format!("cannot write the ladder to {}: {e}", path.display())))
    }
}
