//! Level 1: a uniformly random legal move.

use crate::rng::SeededRng;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Agent;
use crate::search::{SearchHandler, SearchLimits};
use rand::{RngExt, SeedableRng};

/// Picks uniformly among the legal moves.
pub struct RandomAgent {
    rng: SeededRng,
}

impl RandomAgent {
    /// A random player whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: SeededRng::seed_from_u64(seed) }
    }
}

impl Agent for RandomAgent {
    fn choose(
        &mut self,
        position: &Position,
        _limits: &SearchLimits,
        _handler: &mut dyn SearchHandler,
    ) -> Option<Move> {
        random_move(position, &mut self.rng)
    }
}

/// A uniformly random legal move in `position`, or `None` when the game is over.
pub fn random_move(position: &Position, rng: &mut SeededRng) -> Option<Move> {
    let count = position.legal_move_count();
    if count == 0 {
        return None;
    }
    position.nth_legal_move(rng.random_range(0..count))
}

/// Plays uniformly random moves from `position` to the end of the game; returns the end.
pub fn random_playout(position: Position, rng: &mut SeededRng) -> Position {
    random_moves(position, u32::MAX, rng)
}

/// Plays up to `plies` uniformly random moves from `position`, fewer if the game ends first.
pub fn random_moves(mut position: Position, plies: u32, rng: &mut SeededRng) -> Position {
    for _ in 0..plies {
        let Some(mv) = random_move(&position, rng) else { break };
        position.play_unchecked(mv);
    }
    position
}
