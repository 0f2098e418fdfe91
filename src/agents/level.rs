//! The PAI ladder's levels, the ten of 2017 and the two beyond: numbers, names and descriptions
//! are the API contract.

use std::fmt;

/// A PAI level: 1 (random) to 10 (narrowing beam minimax) as in the 2017 ladder, then the levels
/// beyond it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// What the ladder says about one level.
#[derive(Clone, Copy, Debug)]
pub struct LevelInfo {
    /// The level's number.
    pub number: u8,
    /// Short name.
    pub name: &'static str,
    /// One line on how it plays.
    pub description: &'static str,
    /// Thinking time it is meant to be given, in milliseconds.
    pub default_ms: u32,
}

impl LevelInfo {
    /// True if the level's player learns from its earlier searches of a game (level 11's
    /// transposition table, level 12's tree): it is worth keeping between moves, and thinking on
    /// the opponent's time helps it.
    pub fn keeps_search(&self) -> bool {
        matches!(self.number, 11 | 12)
    }

    /// True if the level's search can be split between several searchers by root moves
    /// ([`crate::search::root_share::RootShare`]).
    pub fn splits_root(&self) -> bool {
        self.number == 12
    }

    /// What its search counts, the unit of its budget and of its progress: `"playouts"` for
    /// level 6 (random games played to the end), `"positions"` for the others.
    pub fn counts(&self) -> &'static str {
        if self.number == 6 { "playouts" } else { "positions" }
    }
}

/// Every level, in order.
pub const LEVELS: [LevelInfo; 12] = [
    LevelInfo { number: 1, name: "Random", description: "Plays a uniformly random legal move.", default_ms: 0 },
    LevelInfo { number: 2, name: "Baseline", description: "Maximises its longest path.", default_ms: 0 },
    LevelInfo { number: 3, name: "Adversarial baseline", description: "Maximises its longest path minus 0.4 times yours.", default_ms: 0 },
    LevelInfo { number: 4, name: "Hand-weighted features", description: "One-ply reflex on hand-weighted smart features.", default_ms: 0 },
    LevelInfo { number: 5, name: "TDL-weighted features", description: "One-ply reflex on smart features weighted by TD learning.", default_ms: 0 },
    LevelInfo { number: 6, name: "Monte Carlo tree search", description: "UCB1 tree search with random playouts.", default_ms: 1000 },
    LevelInfo { number: 7, name: "Expectimax", description: "Scores each move by the average over the opponent's replies.", default_ms: 500 },
    LevelInfo { number: 8, name: "Minimax", description: "Alpha-beta minimax on hand weights, deeper as the board fills.", default_ms: 1000 },
    LevelInfo { number: 9, name: "Beam minimax", description: "Minimax over the best 5 moves at each of 3 plies.", default_ms: 500 },
    LevelInfo { number: 10, name: "Narrowing beam minimax", description: "Minimax over my best 10, your best 5, my best 1, on TDL weights.", default_ms: 500 },
    LevelInfo { number: 11, name: "PAI Pro", description: "Deepening alpha-beta with a transposition table, threat pruning and connection-distance features.", default_ms: 1000 },
    LevelInfo { number: 12, name: "PAI Monte Carlo", description: "Tree search (PUCT) on weights fitted to its own searches, with threat knowledge and proven wins.", default_ms: 1000 },
];

/// A level number that is not on the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// Not a whole number on the ladder.
    Unknown(String),
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::Unknown(text) => {
                write!(f, "unknown level {text}: levels are whole numbers from 1 to {}", LEVELS.len())
            }
        }
    }
}

impl std::error::Error for LevelError {}

impl Level {
    /// Level 1.
    pub const FIRST: Level = Level(1);

    /// The level at `index` of [`LEVELS`] (level `index + 1`).
    pub const fn nth(index: usize) -> Level {
        Level(LEVELS[index].number)
    }

    /// The level numbered `number`, if it is on the ladder.
    pub fn new(number: i64) -> Result<Level, LevelError> {
        if (1..=LEVELS.len() as i64).contains(&number) {
            Ok(Level(number as u8))
        } else {
            Err(LevelError::Unknown(number.to_string()))
        }
    }

    /// The level for a JS number, if it is a whole number on the ladder (the caller says why
    /// not: no float is written here, so the wasm carries no float formatting for it).
    pub fn from_f64(number: f64) -> Option<Level> {
        (number.fract() == 0.0 && (1.0..=LEVELS.len() as f64).contains(&number)).then_some(Level(number as u8))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Its name, description, default time and how its search is run.
    pub fn info(self) -> &'static LevelInfo {
        &LEVELS[self.0 as usize - 1]
    }
}

impl std::str::FromStr for Level {
    type Err = LevelError;
    fn from_str(text: &str) -> Result<Level, LevelError> {
        let number: i64 = text.trim().parse().map_err(|_| LevelError::Unknown(format!("{text:?}")))?;
        Level::new(number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_numbered_in_order() {
        for (index, info) in LEVELS.iter().enumerate() {
            assert_eq!(info.number as usize, index + 1);
            assert_eq!(Level::new(index as i64 + 1).unwrap().info().number, info.number);
        }
        for bad in [0, LEVELS.len() as i64 + 1, -1] {
            assert!(matches!(Level::new(bad), Err(LevelError::Unknown(_))));
        }
        for bad in [0.0, 1.5, f64::NAN, f64::INFINITY, -3.0] {
            assert!(Level::from_f64(bad).is_none(), "{bad}");
        }
        assert!("x".parse::<Level>().is_err());
    }

    #[test]
    fn the_tree_searches_keep_their_search_and_level_12_alone_splits_its_root() {
        let keeping: Vec<u8> = LEVELS.iter().filter(|info| info.keeps_search()).map(|info| info.number).collect();
        let splitting: Vec<u8> = LEVELS.iter().filter(|info| info.splits_root()).map(|info| info.number).collect();
        assert_eq!((keeping, splitting), (vec![11, 12], vec![12]));
    }
}
