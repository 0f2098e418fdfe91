//! The multi-PV entry point: an exact score for every root move (or the best few), deepened one
//! ply at a time until the time runs out. What the analysis builds on.
//!
//! Unlike a search for a move, every move kept gets an exact score (a full window), and no move
//! is left out at the root: a move that loses at once is scored as lost.

use super::{PvsSearch, MAX_EXTENSIONS};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::threats::has_winning_move;
use crate::score::{is_decisive, loss_in, terminal, WIN};
use crate::search::Deadline;

/// What a multi-PV search found.
#[derive(Clone, Debug, PartialEq)]
pub struct MultiPv {
    /// Plies searched below every move.
    pub depth: u32,
    /// The moves scored, best first, each with its score for the player to move (search units,
    /// [`crate::score`]): every legal move, or the best `top`, then `include` if it was not
    /// among them.
    pub moves: Vec<(Move, i32)>,
    /// The best line, its first move the best move.
    pub pv: Vec<Move>,
}

impl PvsSearch {
    /// One ply: each move's score as the evaluation of the position it leads to, a loss if the
    /// opponent can then win at once. Always finished, whatever the time (a few milliseconds).
    fn one_ply(&self, position: &Position) -> Vec<(i32, Move)> {
        let mut scored: Vec<(i32, Move)> = position
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                let score = match terminal(&child, 1) {
                    Some(score) => -score,
                    None if has_winning_move(&child) => loss_in(2),
                    None => -self.static_score(&child),
                };
                (score, mv)
            })
            .collect();
        scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        scored
    }

    /// Scores the moves of `position` until the deadline (or until every kept move's score is
    /// proven), the best `top` exactly, or every move when `top` is `None`, and `include` exactly
    /// too. Reports each finished depth. `None` for a finished game.
    pub fn multi_pv(&mut self, position: &Position, top: Option<usize>, include: Option<Move>, deadline: &mut Deadline) -> Option<MultiPv> {
        if position.is_over() {
            return None;
        }
        self.begin_search();
        let mut scored = self.one_ply(position);
        let keep = top.unwrap_or(scored.len()).clamp(1, scored.len());
        let finish = |scored: &[(i32, Move)], depth: u32, pv: Vec<Move>| {
            let mut moves: Vec<(Move, i32)> = scored.iter().take(keep).map(|&(score, mv)| (mv, score)).collect();
            let extra = scored.iter().skip(keep).find(|&&(_, mv)| Some(mv) == include);
            moves.extend(extra.map(|&(score, mv)| (mv, score)));
            MultiPv { depth, moves, pv }
        };
        let mut found = finish(&scored, 1, vec![scored[0].1]);
        deadline.report_line(1, Some(scored[0].1), Some(scored[0].0), found.pv.clone());
        let max_depth = position.empty().count();
        for depth in 2..=max_depth {
            let mut next: Vec<(i32, Move)> = Vec::with_capacity(scored.len());
            for &(_, mv) in &scored {
                let mut child = *position;
                child.play_unchecked(mv);
                let d = depth as i32 - 1;
                let score = if next.len() < keep || Some(mv) == include {
                    -self.negamax(&child, d, -WIN - 1, WIN + 1, 1, MAX_EXTENSIONS, deadline)
                } else {
                    // Outside the best `keep`, a bound is enough unless the move beats the last of them.
                    let mut best_kept: Vec<i32> = next.iter().map(|&(s, _)| s).collect();
                    best_kept.sort_unstable_by(|a, b| b.cmp(a));
                    let threshold = best_kept[keep - 1];
                    let probe = -self.negamax(&child, d, -threshold - 1, -threshold, 1, MAX_EXTENSIONS, deadline);
                    if probe > threshold && !self.timed_out() {
                        -self.negamax(&child, d, -WIN - 1, WIN + 1, 1, MAX_EXTENSIONS, deadline)
                    } else {
                        probe
                    }
                };
                if self.timed_out() {
                    return Some(found);
                }
                next.push((score, mv));
            }
            next.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            scored = next;
            let (best_score, best) = scored[0];
            found = finish(&scored, depth, self.principal_variation(position, best, depth));
            deadline.report_line(depth, Some(best), Some(best_score), found.pv.clone());
            let decided = found.moves.iter().all(|&(_, score)| is_decisive(score));
            if decided || deadline.expired() {
                break;
            }
        }
        Some(found)
    }
}
