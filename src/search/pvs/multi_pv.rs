//! The multi-PV entry point: an exact score for every root move (or the best few), deepened one
//! ply at a time until the time runs out. What the analysis builds on.
//!
//! Unlike a search for a move, every move kept gets an exact score (a full window), and no move
//! is left out at the root: a move that loses at once is scored as lost.
//!
//! Two things keep the values of one report comparable:
//! - every move kept carries its exact score at the depth before too ([`ScoredMove::previous`]),
//!   so the analysis can average away the swing between odd and even depths;
//! - asked again for the same position (the page analyses in rounds of growing length), the
//!   search goes on where the last call stopped, with the moves an interrupted depth scored
//!   already, instead of starting over; so the table entries that depth left behind never give
//!   some moves a deeper value than the others, and no round's work is lost.

use super::{PvsSearch, MAX_EXTENSIONS};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::threats::has_winning_move;
use crate::score::{is_decisive, loss_in, terminal, WIN};
use crate::search::Deadline;
use crate::stable_sort;

/// One root move's value in a multi-PV search, for the player to move (search units,
/// [`crate::score`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoredMove {
    /// The move.
    pub mv: Move,
    /// Its exact score at the depth searched.
    pub score: i32,
    /// Its exact score one ply shallower; `None` at depth 1.
    pub previous: Option<i32>,
}

/// What a multi-PV search found.
#[derive(Clone, Debug, PartialEq)]
pub struct MultiPv {
    /// Plies searched below every move.
    pub depth: u32,
    /// The moves scored, best first: every legal move, or the best `top`, then `include` if it
    /// was not among them.
    pub moves: Vec<ScoredMove>,
    /// The best line, its first move the best move.
    pub pv: Vec<Move>,
}

/// A root move during the deepening: its latest score, and whether that score is exact (a move
/// outside the best few may only be known to be worse than them).
#[derive(Clone, Copy, Debug)]
struct Candidate {
    mv: Move,
    score: i32,
    exact: bool,
    previous: Option<i32>,
}

/// Where a multi-PV deepening stopped, to go on from there when the same question comes again.
#[derive(Clone, Debug)]
pub(super) struct Deepening {
    hash: u64,
    top: Option<usize>,
    include: Option<Move>,
    /// Every root move, best first, as the last finished depth left them.
    candidates: Vec<Candidate>,
    /// The report of the last finished depth.
    found: MultiPv,
    /// Every kept move's value is proven: deeper searches cannot change it.
    decided: bool,
    /// The moves the next depth has scored so far, in the order searched: what an interrupted
    /// depth found, kept for the next call.
    partial: Vec<Candidate>,
}

impl PvsSearch {
    /// One ply: each move's score as the evaluation of the position it leads to, a loss if the
    /// opponent can then win at once. Always finished, whatever the time (a few milliseconds).
    fn one_ply(&self, position: &Position) -> Vec<Candidate> {
        let mut scored: Vec<Candidate> = position
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                Candidate { mv, score: self.one_ply_score(&child), exact: true, previous: None }
            })
            .collect();
        stable_sort::sort_by_key(&mut scored, |c| std::cmp::Reverse(c.score));
        scored
    }

    /// The score of a root move searched one ply, from the position `child` it leads to: its
    /// result if it ends the game, a loss if the opponent can then win at once, else the
    /// evaluation.
    fn one_ply_score(&self, child: &Position) -> i32 {
        match terminal(child, 1) {
            Some(score) => -score,
            None if has_winning_move(child) => loss_in(2),
            None => -self.static_score(child),
        }
    }

    /// The exact score of `mv` searched `depth` plies (counting the move itself).
    fn exact_score(&mut self, position: &Position, mv: Move, depth: u32, deadline: &mut Deadline) -> i32 {
        let mut child = *position;
        child.play_unchecked(mv);
        if depth <= 1 {
            return self.one_ply_score(&child);
        }
        -self.negamax(&child, depth as i32 - 1, -WIN - 1, WIN + 1, 1, MAX_EXTENSIONS, deadline)
    }

    /// Scores the moves of `position` until the deadline (or until every kept move's score is
    /// proven, or the limits' deepest depth), the best `top` exactly, or every move when `top`
    /// is `None`, and `include` exactly too. Asked again about the same position with the same
    /// `top` and `include`, goes on from the depth the last call finished. Reports each finished
    /// depth. `None` for a finished game.
    pub fn multi_pv(&mut self, position: &Position, top: Option<usize>, include: Option<Move>, deadline: &mut Deadline) -> Option<MultiPv> {
        if position.is_over() {
            return None;
        }
        self.begin_search();
        let hash = position.hash();
        let resumed = self.deepening.take().filter(|d| d.hash == hash && d.top == top && d.include == include);
        let mut state = match resumed {
            Some(state) => *state,
            None => {
                let candidates = self.one_ply(position);
                let keep = top.unwrap_or(candidates.len()).clamp(1, candidates.len());
                let found = report(&candidates, keep, include, 1, vec![candidates[0].mv]);
                Deepening { hash, top, include, candidates, found, decided: false, partial: Vec::new() }
            }
        };
        let found = &state.found;
        deadline.report_line(found.depth, Some(found.pv[0]), Some(found.moves[0].score), found.pv.clone());
        let max_depth = (position.empty().count()).min(deadline.max_depth());
        let mut depth = state.found.depth + 1;
        while !state.decided && depth <= max_depth && !deadline.expired() {
            let mut partial = std::mem::take(&mut state.partial);
            if !self.deepen(position, &state, &mut partial, depth, deadline) {
                state.partial = partial;
                break;
            }
            // Best first; of equal scores, the exact ones first, so a bound is never reported.
            stable_sort::sort_by_key(&mut partial, |c| std::cmp::Reverse((c.score, c.exact)));
            let keep = top.unwrap_or(partial.len()).clamp(1, partial.len());
            let pv = self.principal_variation(position, partial[0].mv, depth);
            let found = report(&partial, keep, include, depth, pv);
            state.decided = found.moves.iter().all(|m| is_decisive(m.score));
            deadline.report_line(depth, Some(found.pv[0]), Some(found.moves[0].score), found.pv.clone());
            state.candidates = partial;
            state.found = found;
            depth += 1;
        }
        let found = state.found.clone();
        self.deepening = Some(Box::new(state));
        Some(found)
    }

    /// One more depth of the deepening `state`: scores into `next` (which holds the moves an
    /// interrupted call scored already) every move not yet in it, the kept ones exactly, in the
    /// order of the last depth; false if the deadline passed first.
    fn deepen(&mut self, position: &Position, state: &Deepening, next: &mut Vec<Candidate>, depth: u32, deadline: &mut Deadline) -> bool {
        let include = state.include;
        let keep = state.top.unwrap_or(state.candidates.len()).clamp(1, state.candidates.len());
        for last in &state.candidates[next.len()..] {
            let mv = last.mv;
            let previous = last.exact.then_some(last.score);
            let candidate = if next.len() < keep || Some(mv) == include {
                self.exactly(position, mv, previous, depth, deadline)
            } else {
                // Outside the best `keep`, a bound is enough unless the move beats the last of them.
                let mut best_kept: Vec<i32> = next.iter().filter(|c| c.exact).map(|c| c.score).collect();
                stable_sort::sort_by(&mut best_kept, |a, b| b.cmp(a));
                let threshold = best_kept[keep - 1];
                let mut child = *position;
                child.play_unchecked(mv);
                let d = depth as i32 - 1;
                let probe = -self.negamax(&child, d, -threshold - 1, -threshold, 1, MAX_EXTENSIONS, deadline);
                if probe > threshold && !self.timed_out() {
                    self.exactly(position, mv, previous, depth, deadline)
                } else {
                    Candidate { mv, score: probe, exact: false, previous }
                }
            };
            if self.timed_out() {
                return false;
            }
            next.push(candidate);
        }
        true
    }

    /// `mv` scored exactly at `depth`, with its exact score one ply shallower: `previous`, or
    /// searched first when the last depth only bounded it (first, so that the table's entries of
    /// the deeper search do not stand in for the shallower one).
    fn exactly(&mut self, position: &Position, mv: Move, previous: Option<i32>, depth: u32, deadline: &mut Deadline) -> Candidate {
        let previous = previous.or_else(|| Some(self.exact_score(position, mv, depth - 1, deadline)));
        let score = self.exact_score(position, mv, depth, deadline);
        Candidate { mv, score, exact: true, previous }
    }
}

/// The report of one finished depth: the best `keep` of `candidates` (sorted best first), then
/// `include` if it was not among them.
fn report(candidates: &[Candidate], keep: usize, include: Option<Move>, depth: u32, pv: Vec<Move>) -> MultiPv {
    let scored = |c: &Candidate| ScoredMove { mv: c.mv, score: c.score, previous: c.previous };
    let mut moves: Vec<ScoredMove> = candidates.iter().take(keep).map(scored).collect();
    moves.extend(candidates.iter().skip(keep).find(|c| Some(c.mv) == include).map(scored));
    MultiPv { depth, moves, pv }
}
