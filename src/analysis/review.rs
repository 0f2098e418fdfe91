//! Game review: each move's loss in win probability against the best move, found by analysing
//! every position of a game, and a name for how big the loss was.

use super::forced_result::ForcedResult;
use super::position_analysis::{analyze, Analysis, MoveValue};
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::score::points;
use crate::search::pvs::PvsSearch;
use crate::search::{Deadline, SearchHandler, SearchLimits};

/// How good a move was, by the win probability it lost against the best move; ordered from the
/// best to the worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// The best move, or within 2 points of probability of it.
    Best,
    /// Lost less than 5 points.
    Good,
    /// Lost 5 to 10 points.
    Inaccuracy,
    /// Lost 10 to 20 points.
    Mistake,
    /// Lost 20 points or more.
    Blunder,
}

impl Verdict {
    /// The verdict for a move that lost `loss` (0 to 1) of win probability.
    pub fn of_loss(loss: f64) -> Verdict {
        match loss {
            l if l < 0.02 => Verdict::Best,
            l if l < 0.05 => Verdict::Good,
            l if l < 0.10 => Verdict::Inaccuracy,
            l if l < 0.20 => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }

    /// Its name in lower case: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMove {
    /// Its number in the game, from 1.
    pub ply: u32,
    /// Who played it.
    pub player: Color,
    /// The move played.
    pub played: Move,
    /// The analysis's best move in the position it was played in.
    pub best: Move,
    /// The player's chance to win before the move, with the best move.
    pub before: f64,
    /// The player's chance to win after the move played.
    pub after: f64,
    /// `before - after`, at least 0 (0 when the best move was played).
    pub loss: f64,
    /// The loss in words.
    pub verdict: Verdict,
    /// The winner's moves of the forced win the best move had and the move played gave up.
    pub missed_win: Option<u32>,
    /// The opponent's moves to the forced win the move played allowed, where the best move
    /// did not lose by force.
    pub walked_into_loss: Option<u32>,
}

/// What the mover could expect from a move: the chance to win, and the result it forces when
/// the search proved one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outlook {
    /// The mover's chance to win (a draw counting half).
    pub chance: f64,
    /// The proven result, if any.
    pub forced: Option<ForcedResult>,
}

impl Outlook {
    /// An estimate with no proven result.
    pub fn estimate(chance: f64) -> Outlook {
        Outlook { chance, forced: None }
    }

    /// A move's outlook from its analysis.
    pub fn of(value: &MoveValue) -> Outlook {
        Outlook { chance: value.win_probability, forced: value.forced }
    }

    /// The winner's moves if `player` wins by force.
    fn win_for(&self, player: Color) -> Option<u32> {
        self.forced.filter(|f| f.winner == player).map(|f| f.moves)
    }
}

impl ReviewedMove {
    /// Move `ply` (from 1), played by `player`, judged against the best move: the loss is what it
    /// gave up from `before` (the best move's outlook) to `after` (the played move's), nothing
    /// for the best move itself and never below 0, named by [`Verdict::of_loss`]; a forced win
    /// given up and a forced loss walked into are named too.
    pub fn judge(ply: u32, player: Color, played: Move, best: Move, before: Outlook, after: Outlook) -> ReviewedMove {
        let same = best == played;
        let loss = if same { 0.0 } else { (before.chance - after.chance).max(0.0) };
        let missed_win = before.win_for(player).filter(|_| !same && after.win_for(player).is_none());
        let walked_into_loss = after.win_for(!player).filter(|_| !same && before.win_for(!player).is_none());
        ReviewedMove {
            ply,
            player,
            played,
            best,
            before: before.chance,
            after: after.chance,
            loss,
            verdict: Verdict::of_loss(loss),
            missed_win,
            walked_into_loss,
        }
    }
}

/// The win probability of the player to move in `position`, and the analysis that gave it
/// (`None` for a finished game), with `include` valued exactly beside the best move.
pub fn evaluate(agent: &mut PvsSearch, position: &Position, ms: f64, include: Option<Move>, handler: &mut dyn SearchHandler) -> (f64, Option<Analysis>) {
    if let Some(outcome) = points(position.status(), position.to_move()) {
        return (outcome, None);
    }
    let mut deadline = Deadline::new(&SearchLimits::time(ms), handler);
    let analysis = analyze(agent, position, Some(1), include, &mut deadline).expect("the game goes on");
    (analysis.best().win_probability, Some(analysis))
}

/// Reviews the game that `moves` play from the empty board, analysing the position before each
/// move for `ms` milliseconds; `on_position(done, total)` hears the progress after each. The
/// best move and the move played are valued by the same analysis, so the loss compares like
/// with like. The moves must be legal (a parsed `Record` replays them first).
pub fn review(agent: &mut PvsSearch, moves: &[Move], ms: f64, handler: &mut dyn SearchHandler,
              mut on_position: impl FnMut(usize, usize)) -> Vec<ReviewedMove> {
    let mut position = Position::new();
    let mut reviewed = Vec::with_capacity(moves.len());
    for (index, &played) in moves.iter().enumerate() {
        let (before, analysis) = evaluate(agent, &position, ms, Some(played), handler);
        let analysis = analysis.expect("a move was played, so the game went on");
        let best = analysis.best();
        let after = analysis.moves.iter().find(|m| m.mv == played).map_or(Outlook::estimate(before), Outlook::of);
        reviewed.push(ReviewedMove::judge(index as u32 + 1, position.to_move(), played, best.mv, Outlook::of(best), after));
        position.play_unchecked(played);
        on_position(index + 1, moves.len());
    }
    reviewed
}

/// A player's accuracy over a review: 100 less the mean loss in points of probability, so a
/// player who always found the best move scores 100.
pub fn accuracy(moves: &[ReviewedMove], player: Color) -> Option<f64> {
    let losses: Vec<f64> = moves.iter().filter(|m| m.player == player).map(|m| m.loss).collect();
    (!losses.is_empty()).then(|| 100.0 * (1.0 - losses.iter().sum::<f64>() / losses.len() as f64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;
    use crate::rules::record::Record;
    use crate::search::Silent;

    #[test]
    fn verdicts_follow_the_stated_thresholds() {
        let cases = [(0.0, "best"), (0.019, "best"), (0.03, "good"), (0.07, "inaccuracy"), (0.15, "mistake"), (0.5, "blunder")];
        for (loss, name) in cases {
            assert_eq!(Verdict::of_loss(loss).name(), name, "{loss}");
        }
    }

    #[test]
    fn forced_wins_given_up_and_losses_walked_into_are_named() {
        let (a, b) = ("a1".parse().unwrap(), "b1".parse().unwrap());
        let win = |winner, moves| Outlook { chance: if winner == Color::White { 1.0 } else { 0.0 }, forced: Some(ForcedResult { winner, moves }) };
        let even = Outlook::estimate(0.5);
        let judged = |before, after| ReviewedMove::judge(5, Color::White, a, b, before, after);
        assert_eq!(judged(win(Color::White, 2), even).missed_win, Some(2));
        assert_eq!(judged(win(Color::White, 2), win(Color::White, 4)).missed_win, None, "a slower win is still a win");
        assert_eq!(judged(win(Color::White, 2), win(Color::Black, 1)).walked_into_loss, Some(1));
        assert_eq!(judged(even, win(Color::Black, 3)).walked_into_loss, Some(3));
        assert_eq!(judged(win(Color::Black, 5), win(Color::Black, 3)).walked_into_loss, None, "lost whatever it played");
        let best_played = ReviewedMove::judge(5, Color::White, a, a, win(Color::White, 2), win(Color::White, 2));
        assert_eq!((best_played.missed_win, best_played.walked_into_loss, best_played.loss), (None, None, 0.0));
    }

    #[test]
    fn every_move_is_valued_against_the_best_and_the_loser_ends_lost() {
        // White builds row 1 from a1 towards l1 (Black took l2 first) while Black builds row 8
        // too late: somewhere Black lets White's threats become unstoppable; White wins on l1.
        let record: Record =
            "a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7 l1".parse().unwrap();
        let mut agent = PvsSearch::with_table(AgentSettings::default().learned, 12);
        let mut progress = Vec::new();
        // 0 ms: the analysis's first depth alone, the same on any machine however loaded.
        let reviewed = review(&mut agent, &record.moves, 0.0, &mut Silent, |done, total| progress.push((done, total)));
        assert_eq!(reviewed.len(), record.moves.len());
        assert_eq!(progress.last(), Some(&(record.moves.len(), record.moves.len())));
        let last = reviewed.last().unwrap();
        assert_eq!((last.after, last.loss), (1.0, 0.0), "the winning move");
        let black_last = &reviewed[reviewed.len() - 2];
        assert_eq!(black_last.after, 0.0, "a7 lets l1 through: {black_last:?}");
        assert_eq!(black_last.walked_into_loss, Some(1), "White wins in 1 after a7: {black_last:?}");
        assert!(reviewed.iter().all(|m| m.missed_win.is_none()), "White took its win");
        assert!(reviewed.iter().all(|m| m.loss >= 0.0 && (m.played != m.best || m.loss == 0.0)));
        assert!(accuracy(&reviewed, Color::White).unwrap() > accuracy(&reviewed, Color::Black).unwrap());
    }
}
