//! Analysis: a value for every legal move (or the best few), deepened one ply at a time with
//! level 11's search until the time runs out: what the page's analysis mode, game review and
//! the CLI's `analyze` and `review` show. The callers give it the learned (TD) weights, on which
//! the win-probability scale was calibrated, where level 11 itself plays the search-fitted ones.
//!
//! Unlike a search for a move, every analysed move gets an exact score (a full window), and no
//! move is left out at the root: a move that loses at once is shown as losing.

use super::pvs::{terminal, PvsAgent, MAX_EXTENSIONS, WIN};
use super::search::Deadline;
use super::win_probability::win_probability;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::threats::has_winning_move;

/// One move's value, from the view of the player to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    /// The move.
    pub mv: Move,
    /// Its score in search units (hundredths of a point; a win is 1,000,000 less its plies).
    pub score: i32,
    /// The chance that the player to move wins after it (a draw counting half).
    pub win_probability: f64,
}

/// What an analysis found.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Plies searched below every move.
    pub depth: u32,
    /// The moves analysed, best first: every legal move, or the best `top`.
    pub moves: Vec<MoveValue>,
    /// The best line, its first move the best move.
    pub pv: Vec<Move>,
}

impl Analysis {
    /// The position's value for the player to move: its best move's.
    pub fn best(&self) -> &MoveValue {
        &self.moves[0]
    }
}

fn value(mv: Move, score: i32, depth: u32) -> MoveValue {
    MoveValue { mv, score, win_probability: win_probability(score, depth) }
}

/// One ply: each move's score as the evaluation of the position it leads to, a loss if the
/// opponent can then win at once. Always finished, whatever the time (a few milliseconds).
fn one_ply(agent: &PvsAgent, position: &Position) -> Vec<(i32, Move)> {
    let mut scored: Vec<(i32, Move)> = position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            let score = match terminal(&child, 1) {
                Some(score) => -score,
                None if has_winning_move(&child) => -(WIN - 2),
                None => -agent.static_score(&child),
            };
            (score, mv)
        })
        .collect();
    scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored
}

impl PvsAgent {
    /// Analyses `position` until the deadline (or until every move's value is decided), giving
    /// the best `top` moves exactly, or every move when `top` is `None`, and `include` exactly
    /// too (after the best `top` if it is not among them). Reports each finished depth. `None`
    /// for a finished game.
    pub fn analyze(&mut self, position: &Position, top: Option<usize>, include: Option<Move>, deadline: &mut Deadline) -> Option<Analysis> {
        if position.is_over() {
            return None;
        }
        self.begin_search();
        let mut scored = one_ply(self, position);
        let keep = top.unwrap_or(scored.len()).clamp(1, scored.len());
        let finish = |scored: &[(i32, Move)], depth: u32, pv: Vec<Move>| {
            let mut moves: Vec<MoveValue> = scored.iter().take(keep).map(|&(score, mv)| value(mv, score, depth)).collect();
            let extra = scored.iter().skip(keep).find(|&&(_, mv)| Some(mv) == include);
            moves.extend(extra.map(|&(score, mv)| value(mv, score, depth)));
            Analysis { depth, moves, pv }
        };
        let mut analysis = finish(&scored, 1, vec![scored[0].1]);
        deadline.report_line(1, Some(scored[0].1), Some(scored[0].0), analysis.pv.clone());
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
                    return Some(analysis);
                }
                next.push((score, mv));
            }
            next.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            scored = next;
            let (best_score, best) = scored[0];
            analysis = finish(&scored, depth, self.principal_variation(position, best, depth));
            deadline.report_line(depth, Some(best), Some(best_score), analysis.pv.clone());
            let decided = analysis.moves.iter().all(|m| m.win_probability == 0.0 || m.win_probability == 1.0);
            if decided || deadline.expired() {
                break;
            }
        }
        Some(analysis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::search::{SearchLimits, Silent};
    use crate::agents::AgentSettings;
    use crate::rules::game::Game;

    fn analyse_including(record: &str, top: Option<usize>, include: Move) -> Analysis {
        let position = *Game::from_record(record).unwrap().position();
        let mut agent = PvsAgent::with_table(AgentSettings::default().learned, 12);
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(30.0), &mut silent);
        agent.analyze(&position, top, Some(include), &mut deadline).unwrap()
    }

    fn analyse(record: &str, ms: f64, top: Option<usize>) -> Analysis {
        let position = *Game::from_record(record).unwrap().position();
        let mut agent = PvsAgent::with_table(AgentSettings::default().learned, 12);
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(ms), &mut silent);
        agent.analyze(&position, top, None, &mut deadline).unwrap()
    }

    #[test]
    fn every_move_is_valued_best_first_even_with_no_time() {
        let analysis = analyse("d4 e5 e4* f6", 0.0, None);
        assert_eq!(analysis.depth, 1);
        assert_eq!(analysis.moves.len(), 2 * (96 - 4));
        assert!(analysis.moves.windows(2).all(|w| w[0].score >= w[1].score));
        assert_eq!(analysis.pv[0], analysis.best().mv);
    }

    #[test]
    fn the_best_few_are_the_top_of_a_full_analysis() {
        let all = analyse("d4 e5 e4* f6 a1 l8*", 0.0, None);
        let few = analyse("d4 e5 e4* f6 a1 l8*", 0.0, Some(3));
        assert_eq!(few.moves, all.moves[..3]);
        let deeper = analyse("d4 e5 e4* f6 a1 l8*", 100.0, Some(3));
        assert_eq!(deeper.moves.len(), 3);
        let last = all.moves.last().unwrap().mv;
        let with_last = analyse_including("d4 e5 e4* f6 a1 l8*", Some(2), last);
        assert_eq!(with_last.moves.len(), 3);
        assert_eq!(with_last.moves[2].mv, last, "the included move comes after the best two");
        assert!(deeper.moves.windows(2).all(|w| w[0].score >= w[1].score));
    }

    #[test]
    fn a_win_in_one_is_certain_and_a_move_that_allows_one_is_lost() {
        // Black threatens f5 (the row of black pieces); White to move can only block.
        let analysis = analyse("", 0.0, None);
        assert!(analysis.moves.iter().all(|m| m.win_probability > 0.0 && m.win_probability < 1.0));
        let position = crate::rules::position::Position::from_rows(
            &["............", "..w.........", "....w.......", "......w.....", "bbbbb.bbbbbb",
              "............", "........w...", "............"],
            crate::rules::color::Color::Black,
        )
        .unwrap();
        let mut agent = PvsAgent::with_table(AgentSettings::default().learned, 12);
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(50.0), &mut silent);
        let black = agent.analyze(&position, None, None, &mut deadline).unwrap();
        assert_eq!(black.best().win_probability, 1.0, "f5 wins for Black");
        let white = agent.analyze(&position.with_turn(crate::rules::color::Color::White), None, None, &mut deadline).unwrap();
        assert!(white.moves.iter().filter(|m| m.win_probability == 0.0).count() > 100, "most moves let f5 through");
    }
}
