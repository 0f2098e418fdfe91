//! Levels 9 and 10: beam minimax. At each ply only the best few moves by the evaluation (from
//! the mover's view) are searched: level 9 keeps 5, 5, 5; level 10 narrows 10, 5, 1 and, when
//! the opponent threatens to win at once, falls back to a full-width two-ply search.

use super::scoring::{best_of_candidates, ranked_moves, threatens_to_win, winning_move};
use crate::evaluation::evaluator::{terminal_score, Evaluator, WIN_SCORE};
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Agent;
use crate::search::{Deadline, SearchHandler, SearchLimits};
use rand::SeedableRng;

/// Beam minimax with a width per ply.
pub struct BeamAgent<E> {
    evaluator: E,
    widths: Vec<usize>,
    full_width_when_threatened: bool,
    rng: SeededRng,
}

impl<E: Evaluator> BeamAgent<E> {
    /// Level 9's shape: the best 5 moves at each of 3 plies.
    pub fn uniform(evaluator: E, seed: u64) -> BeamAgent<E> {
        BeamAgent { evaluator, widths: vec![5, 5, 5], full_width_when_threatened: false, rng: SeededRng::seed_from_u64(seed) }
    }

    /// Level 10's shape: my best 10, your best 5, my best 1; full width when threatened.
    pub fn narrowing(evaluator: E, seed: u64) -> BeamAgent<E> {
        BeamAgent { evaluator, widths: vec![10, 5, 1], full_width_when_threatened: true, rng: SeededRng::seed_from_u64(seed) }
    }

    /// The minimax value for `me` of `position`, searching `widths` below it; `None` if time ran out.
    fn value(&mut self, position: &Position, widths: &[usize], me: Color, deadline: &mut Deadline) -> Option<f32> {
        if let Some(score) = terminal_score(position, me) {
            return Some(score);
        }
        if deadline.expired() {
            return None;
        }
        let Some((&width, deeper)) = widths.split_first() else {
            deadline.nodes += 1;
            return Some(self.evaluator.evaluate(position, me));
        };
        let ranked = ranked_moves(position, &self.evaluator, &mut self.rng, &mut deadline.nodes);
        let mover = position.to_move();
        if deeper.is_empty() && mover == me {
            return ranked.first().map(|best| best.score);
        }
        let mut best: Option<f32> = None;
        for candidate in ranked.iter().take(width) {
            let score = self.value(&candidate.child, deeper, me, deadline)?;
            best = Some(match best {
                None => score,
                Some(b) if mover == me => b.max(score),
                Some(b) => b.min(score),
            });
        }
        best
    }

    /// Full-width two plies with alpha cuts: my move that leaves the best worst case.
    fn two_ply(&mut self, position: &Position, deadline: &mut Deadline) -> Option<Move> {
        let me = position.to_move();
        let ranked = ranked_moves(position, &self.evaluator, &mut self.rng, &mut deadline.nodes);
        let evaluator = &self.evaluator;
        best_of_candidates(&ranked, 2, deadline, |candidate, deadline| {
            if candidate.child.is_over() || threatens_to_win(&candidate.child, !me) {
                return Some(if candidate.child.is_over() { candidate.score } else { -WIN_SCORE });
            }
            let mut worst = f32::INFINITY;
            for &reply in candidate.child.legal_moves().iter() {
                if deadline.expired() {
                    return None;
                }
                let mut grandchild = candidate.child;
                grandchild.play_unchecked(reply);
                deadline.nodes += 1;
                worst = worst.min(evaluator.evaluate(&grandchild, me));
            }
            Some(worst)
        })
    }
}

impl<E: Evaluator> Agent for BeamAgent<E> {
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
        if self.full_width_when_threatened && threatens_to_win(position, !me) {
            return self.two_ply(position, &mut deadline);
        }
        let ranked = ranked_moves(position, &self.evaluator, &mut self.rng, &mut deadline.nodes);
        let (&width, deeper) = self.widths.split_first()?;
        let candidates: Vec<_> = ranked.into_iter().take(width).collect();
        let deeper = deeper.to_vec();
        let depth = self.widths.len() as u32;
        best_of_candidates(&candidates, depth, &mut deadline, |candidate, deadline| {
            self.value(&candidate.child, &deeper, me, deadline)
        })
    }
}
