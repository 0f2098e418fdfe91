//! Level 7: expectimax against a random opponent. My candidate moves are each scored by the
//! average evaluation over every reply; the candidates are my ten best by the one-ply
//! evaluation (all of them would cost ~190x more for little gain).

use super::scoring::{best_of_candidates, ranked_moves, winning_move};
use crate::evaluation::evaluator::Evaluator;
use crate::rng::SeededRng;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Agent;
use crate::search::{Deadline, SearchHandler, SearchLimits};
use rand::SeedableRng;

/// How many of my moves are averaged over all replies.
pub const CANDIDATES: usize = 10;

/// Expectimax over my best candidates, one ply of chance replies.
pub struct ExpectimaxAgent<E> {
    evaluator: E,
    rng: SeededRng,
}

impl<E: Evaluator> ExpectimaxAgent<E> {
    /// An expectimax player scoring leaves with `evaluator`.
    pub fn new(evaluator: E, seed: u64) -> ExpectimaxAgent<E> {
        ExpectimaxAgent { evaluator, rng: SeededRng::seed_from_u64(seed) }
    }
}

impl<E: Evaluator> Agent for ExpectimaxAgent<E> {
    fn choose(
        &mut self,
        position: &Position,
        limits: &SearchLimits,
        handler: &mut dyn SearchHandler,
    ) -> Option<Move> {
        if let Some(win) = winning_move(position) {
            return Some(win);
        }
        let me = position.to_move();
        let mut deadline = Deadline::new(limits, handler);
        let ranked = ranked_moves(position, &self.evaluator, &mut self.rng, &mut deadline.nodes);
        let candidates = &ranked[..ranked.len().min(CANDIDATES)];
        let evaluator = &self.evaluator;
        let best = best_of_candidates(candidates, 2, &mut deadline, |candidate, deadline| {
            if candidate.child.is_over() {
                return Some(candidate.score);
            }
            let mut total = 0.0f64;
            let replies = candidate.child.legal_moves();
            for &reply in replies.iter() {
                if deadline.expired() {
                    return None;
                }
                let mut grandchild = candidate.child;
                grandchild.play_unchecked(reply);
                total += evaluator.evaluate(&grandchild, me) as f64;
            }
            deadline.nodes += replies.len() as u64;
            Some((total / replies.len() as f64) as f32)
        });
        best
    }
}
