//! Levels 2 to 5: one-ply reflex. Every legal move is played and the result scored; the best
//! score wins, ties broken at random.

use super::scoring::best_by_evaluation;
use crate::evaluation::evaluator::Evaluator;
use crate::rng::SeededRng;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Agent;
use crate::search::{SearchHandler, SearchLimits};
use rand::SeedableRng;

/// Plays the move whose result `evaluator` likes best for the mover.
pub struct ReflexAgent<E> {
    evaluator: E,
    rng: SeededRng,
}

impl<E: Evaluator> ReflexAgent<E> {
    /// A reflex player scoring with `evaluator`, breaking ties with `seed`.
    pub fn new(evaluator: E, seed: u64) -> ReflexAgent<E> {
        ReflexAgent { evaluator, rng: SeededRng::seed_from_u64(seed) }
    }
}

impl<E: Evaluator> Agent for ReflexAgent<E> {
    /// Always scores every move (a few hundred evaluations), whatever the time limit.
    fn choose(
        &mut self,
        position: &Position,
        _limits: &SearchLimits,
        handler: &mut dyn SearchHandler,
    ) -> Option<Move> {
        let best = best_by_evaluation(position, &self.evaluator, &mut self.rng);
        handler.info(&crate::search::SearchInfo {
            depth: 1,
            nodes: position.legal_move_count() as u64,
            elapsed_ms: 0.0,
            best,
            ..Default::default()
        });
        best
    }
}
