//! A puzzle's difficulty: how many of the graded levels (3, 5, 7, 9 and 11) fail to play a
//! solving move, each searching within a budget of positions (never the clock, so the grade is
//! the same on every machine), from a fixed seed; and the rating that puts a puzzle on the
//! ladder's Elo scale.

use crate::agents::agent_for;
use crate::agents::level::Level;
use crate::agents::weights::AgentSettings;
use crate::rating::player::LadderLevel;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::{SearchLimits, Silent};

/// The levels that grade a puzzle, weakest first.
pub const GRADED_LEVELS: [u8; 5] = [3, 5, 7, 9, 11];

/// The seed every graded level plays with.
const GRADE_SEED: u64 = 27;

/// The levels of [`GRADED_LEVELS`] that do not play one of `solution` in `position`, each given
/// `nodes` positions (and no time limit worth the name).
pub fn failing_levels(position: &Position, solution: &[Move], nodes: u64, settings: &AgentSettings) -> Vec<u8> {
    let limits = SearchLimits::time(3_600_000.0).with_nodes(nodes);
    GRADED_LEVELS
        .iter()
        .copied()
        .filter(|&number| {
            let level = Level::new(number as i64).expect("a graded level is on the ladder");
            let mut agent = agent_for(level, GRADE_SEED, settings);
            let chosen = agent.choose(position, &limits, &mut Silent);
            chosen.is_none_or(|mv| !solution.contains(&mv))
        })
        .collect()
}

/// The difficulty: the number of graded levels that fail, 0 to 5.
pub fn difficulty(position: &Position, solution: &[Move], nodes: u64, settings: &AgentSettings) -> u8 {
    failing_levels(position, solution, nodes, settings).len() as u8
}

/// How far beyond the weakest (or strongest) graded level a puzzle that every level solves (or
/// none does) is rated, in Elo.
const BEYOND_THE_GRADED: f64 = 100.0;

/// A puzzle's rating on the ladder's Elo scale (`ladder`: the levels of `data/ladder.json`),
/// from its difficulty: between the strongest graded level that fails it and the weakest that
/// solves it (reading the grade as the weakest `difficulty` levels failing), or beyond the
/// graded levels at either end. Levels without an Elo fall back to a scale around 1500.
pub fn puzzle_rating(difficulty: u8, ladder: &[LadderLevel]) -> f64 {
    let d = (difficulty as usize).min(GRADED_LEVELS.len());
    let elo = |index: usize| ladder.iter().find(|l| l.level == GRADED_LEVELS[index] && l.positions.is_none()).and_then(|l| l.elo);
    let rated = match d {
        0 => elo(0).map(|e| e - BEYOND_THE_GRADED),
        _ if d == GRADED_LEVELS.len() => elo(d - 1).map(|e| e + BEYOND_THE_GRADED),
        _ => elo(d - 1).zip(elo(d)).map(|(failing, solving)| (failing + solving) / 2.0),
    };
    rated.unwrap_or(1500.0 + BEYOND_THE_GRADED * (d as f64 - GRADED_LEVELS.len() as f64 / 2.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_sits_between_the_failing_and_the_solving_levels() {
        let ladder: Vec<LadderLevel> = [(3, 1249.0), (5, 1679.0), (7, 1685.0), (9, 1733.0), (11, 1828.0)]
            .iter()
            .map(|&(level, elo)| LadderLevel { level, positions: None, elo: Some(elo), margin: None })
            .collect();
        assert_eq!(puzzle_rating(0, &ladder), 1149.0);
        assert_eq!(puzzle_rating(1, &ladder), 1464.0);
        assert_eq!(puzzle_rating(4, &ladder), 1780.5);
        assert_eq!(puzzle_rating(5, &ladder), 1928.0);
        let ratings: Vec<f64> = (0..=5).map(|d| puzzle_rating(d, &ladder)).collect();
        assert!(ratings.windows(2).all(|pair| pair[0] < pair[1]), "{ratings:?}");
        assert_eq!(puzzle_rating(2, &[]), 1450.0, "no ladder: the fallback scale");
    }
}
