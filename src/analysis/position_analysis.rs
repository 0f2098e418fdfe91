//! A position's analysis: a value and a win probability for every legal move (or the best few),
//! from the principal-variation search's multi-PV entry point deepened until the time runs out.
//! The callers give the search the learned (TD) weights, on which the win-probability scale was
//! calibrated, where level 11 itself plays the search-fitted ones.

use super::forced_result::ForcedResult;
use super::win_probability::settled_win_probability;
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Deadline;
use crate::search::pvs::{MultiPv, PvsSearch};
use crate::stable_sort;

/// One move's value, from the view of the player to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    /// The move.
    pub mv: Move,
    /// Its score in search units ([`crate::score`]: hundredths of a point; a win is 1,000,000
    /// less its plies).
    pub score: i32,
    /// The chance that the player to move wins after it (a draw counting half), from the scores
    /// of the last two depths ([`settled_win_probability`]).
    pub win_probability: f64,
    /// The result it forces, when the search proved one.
    pub forced: Option<ForcedResult>,
}

/// What an analysis found.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Plies searched below every move.
    pub depth: u32,
    /// The moves analysed, best first by their win probability (of equal ones, by the deeper
    /// score): every legal move, or the best `top`, and the move to include.
    pub moves: Vec<MoveValue>,
    /// The best line, its first move the best move.
    pub pv: Vec<Move>,
}

impl Analysis {
    /// The position's value for the player to move: its best move's.
    pub fn best(&self) -> &MoveValue {
        &self.moves[0]
    }

    /// The search's scores, for `mover`, with their win probabilities and proven results.
    fn of(found: MultiPv, mover: Color) -> Analysis {
        let depth = found.depth;
        let mut moves = found
            .moves
            .into_iter()
            .map(|m| MoveValue {
                mv: m.mv,
                score: m.score,
                win_probability: settled_win_probability(m.score, m.previous, depth),
                forced: ForcedResult::of(m.score, mover),
            })
            .collect::<Vec<_>>();
        stable_sort::sort_by(&mut moves, |a, b| b.win_probability.total_cmp(&a.win_probability).then(b.score.cmp(&a.score)));
        Analysis { depth, moves, pv: found.pv }
    }
}

/// Analyses `position` with `search` until the deadline (or until every move's value is
/// decided), giving the best `top` moves exactly, or every move when `top` is `None`, and
/// `include` exactly too (after the best `top` if it is not among them). Reports each finished
/// depth. `None` for a finished game.
pub fn analyze(search: &mut PvsSearch, position: &Position, top: Option<usize>, include: Option<Move>, deadline: &mut Deadline) -> Option<Analysis> {
    let mut analysis = Analysis::of(search.multi_pv(position, top, include, deadline)?, position.to_move());
    // The line starts with the best move by the settled values, which may not be the deepest
    // depth's best alone.
    let best = analysis.best().mv;
    if analysis.pv.first() != Some(&best) {
        analysis.pv = search.principal_variation(position, best, analysis.depth);
    }
    Some(analysis)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;
    use crate::rules::game::Game;
    use crate::search::{SearchLimits, Silent};

    fn analyse_including(record: &str, top: Option<usize>, include: Move) -> Analysis {
        let position = *Game::from_record(record).unwrap().position();
        let mut agent = PvsSearch::with_table(AgentSettings::default().learned, 12);
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(60_000.0).with_nodes(2_000), &mut silent);
        analyze(&mut agent, &position, top, Some(include), &mut deadline).unwrap()
    }

    fn analyse(record: &str, ms: f64, top: Option<usize>) -> Analysis {
        let position = *Game::from_record(record).unwrap().position();
        let mut agent = PvsSearch::with_table(AgentSettings::default().learned, 12);
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(ms), &mut silent);
        analyze(&mut agent, &position, top, None, &mut deadline).unwrap()
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
        assert!(with_last.moves.iter().any(|m| m.mv == last), "the included move is valued too");
        assert!(deeper.moves.windows(2).all(|w| w[0].win_probability >= w[1].win_probability));
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
        let mut agent = PvsSearch::with_table(AgentSettings::default().learned, 12);
        let mut silent = Silent;
        let mut deadline = Deadline::new(&SearchLimits::time(60_000.0).with_nodes(5_000), &mut silent);
        let black = analyze(&mut agent, &position, None, None, &mut deadline).unwrap();
        assert_eq!(black.best().win_probability, 1.0, "f5 wins for Black");
        let white = analyze(&mut agent, &position.with_turn(crate::rules::color::Color::White), None, None, &mut deadline).unwrap();
        assert!(white.moves.iter().filter(|m| m.win_probability == 0.0).count() > 100, "most moves let f5 through");
    }
}
