//! A puzzle's difficulty: how many of the graded levels (3, 5, 7, 9 and 11) fail to play a
//! solving move, each searching within a budget of positions (never the clock, so the grade is
//! the same on every machine), from a fixed seed.

use crate::agents::agent_for;
use crate::agents::level::Level;
use crate::agents::weights::AgentSettings;
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
