//! Scoring and ranking the moves of a position with an evaluator: the step every reflex and
//! beam agent shares.

use crate::evaluation::evaluator::{Evaluator, WIN_SCORE};
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::threats::{threats_of, winning_moves};
use crate::search::Deadline;
use crate::stable_sort;
use rand::seq::SliceRandom;

/// A move with the position it leads to and that position's score.
#[derive(Clone, Copy, Debug)]
pub struct ScoredMove {
    pub mv: Move,
    pub child: Position,
    pub score: f32,
}

/// The legal moves in a random order, so that equal scores are broken by chance.
pub fn shuffled_moves(position: &Position, rng: &mut SeededRng) -> Vec<Move> {
    let mut moves = position.legal_moves().to_vec();
    moves.shuffle(rng);
    moves
}

/// Every legal move scored from the mover's view by `evaluator`, best first; ties in random
/// order. Counts evaluations into `nodes`.
pub fn ranked_moves(
    position: &Position,
    evaluator: &dyn Evaluator,
    rng: &mut SeededRng,
    nodes: &mut u64,
) -> Vec<ScoredMove> {
    let mover = position.to_move();
    let mut scored: Vec<ScoredMove> = shuffled_moves(position, rng)
        .into_iter()
        .map(|mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            ScoredMove { mv, child, score: evaluator.evaluate(&child, mover) }
        })
        .collect();
    *nodes += scored.len() as u64;
    stable_sort::sort_by(&mut scored, |a, b| b.score.total_cmp(&a.score));
    scored
}

/// The move with the highest score, ties broken at random.
pub fn best_by_evaluation(position: &Position, evaluator: &dyn Evaluator, rng: &mut SeededRng) -> Option<Move> {
    let mut nodes = 0;
    ranked_moves(position, evaluator, rng, &mut nodes).first().map(|s| s.mv)
}

/// A move that wins at once for the player to move, if there is one: of the threat detector's
/// winning moves, the first in the order of [`Position::legal_moves`] (cell by cell, regular
/// before permanent), which is the order of [`Move::code`].
pub fn winning_move(position: &Position) -> Option<Move> {
    winning_moves(position).moves().min_by_key(|mv| mv.code())
}

/// True if `color`, were it to move now, would have a move that wins at once.
pub fn threatens_to_win(position: &Position, color: Color) -> bool {
    !threats_of(position, color).is_empty()
}

/// True if `score`, an evaluator's (levels 7 to 10: a finished game's utility is [`WIN_SCORE`]
/// less its plies from the empty board), is a won or lost game rather than an estimate.
pub fn is_won_or_lost(score: f32) -> bool {
    score.abs() >= WIN_SCORE / 2.0
}

/// Scores each of `candidates` with `score_one` until the deadline, reporting the best so far
/// at `depth` after each; returns the best finished one, or the first candidate if none
/// finished (the ranking's choice).
pub fn best_of_candidates(
    candidates: &[ScoredMove],
    depth: u32,
    deadline: &mut Deadline,
    mut score_one: impl FnMut(&ScoredMove, &mut Deadline) -> Option<f32>,
) -> Option<Move> {
    let mut best: Option<(Move, f32)> = None;
    for candidate in candidates {
        if deadline.expired() {
            break;
        }
        if let Some(score) = score_one(candidate, deadline) {
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((candidate.mv, score));
            }
            deadline.report(depth, best.map(|(mv, _)| mv));
        }
    }
    best.map(|(mv, _)| mv).or_else(|| candidates.first().map(|c| c.mv))
}
