//! The ladder's data file (`www/data/ladder.json`): each level's Elo as a tournament measured
//! it, with the command that did. `pathwayz tournament --ladder` writes it, `--prior` reads it
//! back, the page rates the player against its levels, and the tests read it: all through
//! [`Ladder`].

use super::player::LadderLevel;
use serde::{Deserialize, Serialize};

/// The whole file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ladder {
    /// The command that measured it.
    pub command: String,
    /// The thinking time of the games, in milliseconds a move.
    pub ms_per_move: f64,
    /// The most games any pair of levels played.
    pub games_per_pair: u64,
    /// The games played, each counted once.
    pub total_games: u64,
    /// How the Elo were fitted, in words.
    pub fit: String,
    /// What the Elo are measured from.
    pub anchor: LadderAnchor,
    /// The levels measured, in the order they were given.
    pub levels: Vec<LadderEntry>,
}

/// What a ladder's Elo are measured from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LadderAnchor {
    /// One level held at an Elo.
    Level { level: u8, elo: f64 },
    /// The mean of the fitted levels.
    Mean { mean: f64 },
}

/// One level of the ladder.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LadderEntry {
    /// The level's number.
    pub level: u8,
    /// Its name.
    pub name: String,
    /// How it plays, in one line.
    pub description: String,
    /// Its fitted Elo; `None` (null) when the fit could only bound it.
    pub elo: Option<f64>,
    /// The games it played.
    pub games: u64,
    /// Its mean score in them, 0 to 1.
    pub score: f64,
    /// Half its Elo's 95% interval, for a fitted level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo_margin: Option<f64>,
    /// For a level that won no game against the fitted group: the fitted Elo it is below.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo_below: Option<f64>,
    /// For a level that lost none: the fitted Elo it is above.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elo_above: Option<f64>,
}

impl Ladder {
    /// The levels as the player's rating sees them: number, Elo and margin.
    pub fn rated_levels(&self) -> Vec<LadderLevel> {
        self.levels.iter().map(|entry| LadderLevel { level: entry.level, elo: entry.elo, margin: entry.elo_margin }).collect()
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_ladder_reads_whole_and_writes_back_byte_for_byte() {
        let text = include_str!("../../www/data/ladder.json");
        let ladder: Ladder = serde_json::from_str(text).expect("the shipped ladder reads");
        assert_eq!(serde_json::to_string_pretty(&ladder).expect("it writes") + "\n", text);
        let rated = ladder.rated_levels();
        assert_eq!(rated.len(), ladder.levels.len());
        assert!(rated.iter().filter(|level| level.elo.is_some()).all(|level| level.margin.is_some()));
    }
}
