//! A strength PAI plays at: a level, alone (searching for the time it is given) or limited to a
//! number of positions a move. A budget of positions does not depend on the machine or its load,
//! so a limited strength plays the same on a phone and a desktop, and the ladder can rate it once
//! for every device. The page offers [`STRENGTHS`]: the twelve levels and limited strengths where
//! the steps between levels were wide.

use super::level::{Level, LevelError, LEVELS};
use super::weights::AgentSettings;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::{Agent, SearchHandler, SearchLimits};
use std::fmt;

/// A level, limited or not to a number of positions a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strength {
    pub level: Level,
    /// The most positions a search may examine a move (playouts for level 6); `None`: only the
    /// thinking time limits it.
    pub positions: Option<u64>,
}

/// The most positions a limited strength may be given: a budget no device searches in a
/// reasonable time per move.
pub const MAX_POSITIONS: u64 = 100_000_000;

/// The limited strengths offered beside the twelve levels, where the ladder's steps were wide
/// (measured in `docs/RESULTS.md`, "Strengths between the levels"): level 6 at 100,000 playouts
/// between levels 3 and 4, level 8 at 5,000 positions between levels 7 and 5, and level 12 at five
/// budgets from level 11's strength up to its own.
const LIMITED: [(u8, u64); 7] = [(6, 100_000), (8, 5_000), (12, 20_000), (12, 35_000), (12, 60_000), (12, 100_000), (12, 180_000)];

/// Every strength offered to a player: the levels in order, then the limited strengths.
pub const STRENGTHS: [Strength; LEVELS.len() + LIMITED.len()] = {
    let mut all = [Strength { level: Level::FIRST, positions: None }; LEVELS.len() + LIMITED.len()];
    let mut i = 0;
    while i < LEVELS.len() {
        all[i] = Strength { level: Level::nth(i), positions: None };
        i += 1;
    }
    let mut j = 0;
    while j < LIMITED.len() {
        all[LEVELS.len() + j] = Strength { level: Level::nth(LIMITED[j].0 as usize - 1), positions: Some(LIMITED[j].1) };
        j += 1;
    }
    all
};

/// Why a strength was refused, in one short line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StrengthError {
    /// Not a level on the ladder.
    Level(LevelError),
    /// A budget that is not a whole number of positions from 1 to [`MAX_POSITIONS`].
    Positions(String),
    /// A budget for a level that does not search (levels 1 to 5, 7): it would change nothing.
    NotSearching(u8),
}

impl fmt::Display for StrengthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StrengthError::Level(error) => error.fmt(f),
            StrengthError::Positions(text) => write!(f, "{text} is not a number of positions: a whole number from 1 to {MAX_POSITIONS}"),
            StrengthError::NotSearching(level) => write!(f, "level {level} does not search: only levels 6 and 8 to 12 take a number of positions"),
        }
    }
}

impl std::error::Error for StrengthError {}

impl From<Level> for Strength {
    fn from(level: Level) -> Strength {
        Strength { level, positions: None }
    }
}

impl Strength {
    /// `level` limited to `positions` a move (`None`: not limited), if that level searches and
    /// the budget is from 1 to [`MAX_POSITIONS`].
    pub fn new(level: Level, positions: Option<u64>) -> Result<Strength, StrengthError> {
        match positions {
            None => Ok(Strength { level, positions }),
            Some(n) if !(1..=MAX_POSITIONS).contains(&n) => Err(StrengthError::Positions(n.to_string())),
            Some(_) if !Strength::searches(level) => Err(StrengthError::NotSearching(level.number())),
            Some(_) => Ok(Strength { level, positions }),
        }
    }

    /// The strength of level number `level` limited to `positions` (as a file writes them), if
    /// that is a level on the ladder and [`Strength::new`] takes the budget.
    pub fn numbered(level: i64, positions: Option<u64>) -> Result<Strength, StrengthError> {
        Strength::new(Level::new(level).map_err(StrengthError::Level)?, positions)
    }

    /// True for the levels whose search a budget of positions stops (6 and 8 to 12; level 7's
    /// few thousand evaluations are not counted).
    pub fn searches(level: Level) -> bool {
        matches!(level.number(), 6 | 8..=12)
    }

    /// `limits` with this strength's budget added (the smaller one if `limits` has one too).
    pub fn limits(&self, limits: &SearchLimits) -> SearchLimits {
        match (self.positions, limits.max_nodes) {
            (Some(mine), Some(given)) => limits.with_nodes(mine.min(given)),
            (Some(mine), None) => limits.with_nodes(mine),
            (None, _) => *limits,
        }
    }

    /// The player of this strength, seeded with `seed` where it uses chance.
    pub fn agent(&self, seed: u64, settings: &AgentSettings) -> Box<dyn Agent> {
        let agent = super::agent_for(self.level, seed, settings);
        match self.positions {
            None => agent,
            Some(_) => Box::new(LimitedAgent { strength: *self, agent }),
        }
    }

    /// Its name: the level's, with the budget ("PAI Monte Carlo, 3,000 positions"; level 6's
    /// counts playouts).
    pub fn name(&self) -> String {
        let info = self.level.info();
        match self.positions {
            None => info.name.to_string(),
            Some(n) => format!("{}, {} {}", info.name, grouped(n), info.counts()),
        }
    }

    /// How it plays, in one line: the level's description, and its budget.
    pub fn description(&self) -> String {
        let info = self.level.info();
        match self.positions {
            None => info.description.to_string(),
            Some(n) => format!("{} Limited to {} {} a move.", info.description, grouped(n), info.counts()),
        }
    }
}

/// `n` with its thousands grouped: 30000 → "30,000".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `12` for a level alone, `12@3000` for one limited to 3,000 positions a move.
impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.positions {
            None => write!(f, "{}", self.level.number()),
            Some(n) => write!(f, "{}@{n}", self.level.number()),
        }
    }
}

/// Reads what [`Strength`]'s `Display` writes: `LEVEL` or `LEVEL@POSITIONS`.
impl std::str::FromStr for Strength {
    type Err = StrengthError;
    fn from_str(text: &str) -> Result<Strength, StrengthError> {
        let (level, positions) = match text.split_once('@') {
            Some((level, positions)) => (level, Some(positions)),
            None => (text, None),
        };
        let level: Level = level.parse().map_err(StrengthError::Level)?;
        let positions = match positions {
            None => None,
            Some(text) => Some(text.trim().parse::<u64>().map_err(|_| StrengthError::Positions(crate::rules::excerpt::Excerpt::of(text).to_string()))?),
        };
        Strength::new(level, positions)
    }
}

/// A level's agent held to a budget of positions a move, whatever limits it is handed.
struct LimitedAgent {
    strength: Strength,
    agent: Box<dyn Agent>,
}

impl Agent for LimitedAgent {
    fn choose(&mut self, position: &Position, limits: &SearchLimits, handler: &mut dyn SearchHandler) -> Option<Move> {
        self.agent.choose(position, &self.strength.limits(limits), handler)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(n: i64) -> Level {
        Level::new(n).unwrap()
    }

    #[test]
    fn strengths_read_and_write_back() {
        for strength in STRENGTHS {
            assert_eq!(strength.to_string().parse::<Strength>(), Ok(strength));
        }
        assert_eq!("12@3000".parse::<Strength>(), Ok(Strength { level: level(12), positions: Some(3000) }));
        assert_eq!("7".parse::<Strength>(), Ok(Strength::from(level(7))));
        assert!(matches!("13".parse::<Strength>(), Err(StrengthError::Level(_))));
        assert_eq!("5@100".parse::<Strength>(), Err(StrengthError::NotSearching(5)));
        assert!(matches!("12@0".parse::<Strength>(), Err(StrengthError::Positions(_))));
        assert!(matches!("12@-4".parse::<Strength>(), Err(StrengthError::Positions(_))));
        assert!(matches!("12@1e9".parse::<Strength>(), Err(StrengthError::Positions(_))));
        assert!("12@".parse::<Strength>().unwrap_err().to_string().contains("not a number of positions"));
        assert!(format!("12@{}", "9".repeat(5000)).parse::<Strength>().unwrap_err().to_string().len() < 200);
    }

    #[test]
    fn the_offered_strengths_are_the_levels_then_the_limited_ones() {
        assert_eq!(STRENGTHS[..LEVELS.len()].iter().map(|s| s.level.number()).collect::<Vec<_>>(), (1..=12).collect::<Vec<u8>>());
        assert!(STRENGTHS[..LEVELS.len()].iter().all(|s| s.positions.is_none()));
        assert!(STRENGTHS[LEVELS.len()..].iter().all(|s| s.positions.is_some() && Strength::searches(s.level)));
        assert_eq!(Strength { level: level(12), positions: Some(30_000) }.name(), "PAI Monte Carlo, 30,000 positions");
    }

    #[test]
    fn a_budget_takes_the_smaller_limit() {
        let limited = Strength::new(level(12), Some(3000)).unwrap();
        assert_eq!(limited.limits(&SearchLimits::time(200.0)).max_nodes, Some(3000));
        assert_eq!(limited.limits(&SearchLimits::time(200.0).with_nodes(500)).max_nodes, Some(500));
        assert_eq!(Strength::from(level(12)).limits(&SearchLimits::time(200.0)).max_nodes, None);
    }

    #[test]
    fn a_limited_strength_plays_the_move_of_its_budget_whatever_its_time() {
        let settings = AgentSettings::default();
        let position = Position::default();
        let limited = Strength::new(level(12), Some(2000)).unwrap();
        let long = limited.agent(1, &settings).choose(&position, &SearchLimits::time(600_000.0), &mut crate::search::Silent);
        let budget = Strength::from(level(12)).agent(1, &settings).choose(&position, &SearchLimits::time(600_000.0).with_nodes(2000), &mut crate::search::Silent);
        assert_eq!(long, budget);
    }
}
