//! Level 8: minimax with alpha-beta pruning on the hand-weighted evaluation, deepened one ply
//! at a time while the clock allows, so it looks deeper as the board fills and the tree narrows.

use super::scoring::{ranked_moves, shuffled_moves, winning_move};
use crate::evaluation::evaluator::{terminal_score, Evaluator};
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Agent;
use crate::search::{Deadline, SearchHandler, SearchLimits};
use crate::stable_sort;
use rand::SeedableRng;

/// Iterative-deepening alpha-beta minimax.
pub struct AlphaBetaAgent<E> {
    evaluator: E,
    rng: SeededRng,
}

impl<E: Evaluator> AlphaBetaAgent<E> {
    /// An alpha-beta player scoring leaves with `evaluator`.
    pub fn new(evaluator: E, seed: u64) -> AlphaBetaAgent<E> {
        AlphaBetaAgent { evaluator, rng: SeededRng::seed_from_u64(seed) }
    }

    /// The minimax value for `me` within (alpha, beta), or `None` if time ran out.
    fn search(
        &mut self,
        position: &Position,
        depth: u32,
        mut alpha: f32,
        mut beta: f32,
        me: Color,
        deadline: &mut Deadline,
    ) -> Option<f32> {
        if let Some(score) = terminal_score(position, me) {
            return Some(score);
        }
        if depth == 0 {
            deadline.nodes += 1;
            return Some(self.evaluator.evaluate(position, me));
        }
        if deadline.expired() {
            return None;
        }
        // Good moves first where the subtree is big enough to repay scoring every child.
        let moves: Vec<Move> = if depth >= 2 {
            let ranked = ranked_moves(position, &self.evaluator, &mut self.rng, &mut deadline.nodes);
            ranked.into_iter().map(|s| s.mv).collect()
        } else {
            shuffled_moves(position, &mut self.rng)
        };
        let maximising = position.to_move() == me;
        let mut best = if maximising { f32::NEG_INFINITY } else { f32::INFINITY };
        for mv in moves {
            let mut child = *position;
            child.play_unchecked(mv);
            let score = self.search(&child, depth - 1, alpha, beta, me, deadline)?;
            if maximising {
                best = best.max(score);
                alpha = alpha.max(score);
            } else {
                best = best.min(score);
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }
}

impl<E: Evaluator> Agent for AlphaBetaAgent<E> {
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
        let mut order: Vec<(Move, Position, f32)> = ranked_moves(position, &self.evaluator, &mut self.rng, &mut deadline.nodes)
            .into_iter()
            .map(|s| (s.mv, s.child, s.score))
            .collect();
        let mut best = order.first().map(|&(mv, _, _)| mv);
        deadline.report(1, best);
        let max_depth = position.empty().count();
        for depth in 2..=max_depth {
            let mut alpha = f32::NEG_INFINITY;
            let mut rescored = Vec::with_capacity(order.len());
            let mut finished = true;
            for &(mv, child, _) in &order {
                match self.search(&child, depth - 1, alpha, f32::INFINITY, me, &mut deadline) {
                    Some(score) => {
                        alpha = alpha.max(score);
                        rescored.push((mv, child, score));
                    }
                    None => {
                        finished = false;
                        break;
                    }
                }
            }
            // A partial iteration still counts if it beat the previous best, searched first.
            if let Some(&(mv, _, score)) = rescored.iter().max_by(|a, b| a.2.total_cmp(&b.2)) {
                if finished || rescored.first().is_some_and(|first| score > first.2) {
                    best = Some(mv);
                }
            }
            if !finished {
                break;
            }
            deadline.report(depth, best);
            // Moves refuted by the window are only bounds; a stable sort keeps their old order.
            stable_sort::sort_by(&mut rescored, |a, b| b.2.total_cmp(&a.2));
            order = rescored;
            if order.first().is_some_and(|m| super::scoring::is_won_or_lost(m.2)) {
                break;
            }
        }
        best
    }
}
