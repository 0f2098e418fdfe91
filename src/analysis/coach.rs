//! The coach: a player's move judged before the opponent answers it, by the review's own rule
//! ([`ReviewedMove::judge`]: the same search values the best move and the move played), with the
//! reply that punishes it, and whether it is bad enough to stop the game for: a verdict at or
//! beyond the player's chosen [`Threshold`], or a forced loss walked into.

use super::position_analysis::analyze;
use super::review::{Outlook, ReviewedMove, Verdict};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::pvs::PvsSearch;
use crate::search::{Deadline, SearchHandler, SearchLimits};

/// The deepest search for the punishing reply when the judging search's table holds none.
const REPLY_DEPTH: u32 = 2;

/// How bad a move must be for the coach to stop: a mistake (or worse), or only a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Threshold {
    Mistake,
    Blunder,
}

impl Threshold {
    /// The threshold named `mistake` or `blunder`.
    pub fn named(name: &str) -> Option<Threshold> {
        match name {
            "mistake" => Some(Threshold::Mistake),
            "blunder" => Some(Threshold::Blunder),
            _ => None,
        }
    }

    /// The least verdict the coach stops for.
    pub fn verdict(self) -> Verdict {
        match self {
            Threshold::Mistake => Verdict::Mistake,
            Threshold::Blunder => Verdict::Blunder,
        }
    }
}

/// What the coach found about one move.
#[derive(Clone, Debug, PartialEq)]
pub struct Coaching {
    /// The move judged as a review judges it.
    pub judged: ReviewedMove,
    /// The opponent's best answer to it (the one that punishes a bad move); `None` when the move
    /// ends the game.
    pub reply: Option<Move>,
    /// The move is bad enough to stop for.
    pub stops: bool,
}

/// Whether the coach stops for `judged` at `threshold`: its verdict reaches the threshold, or it
/// walked into a forced loss.
pub fn stops_for(judged: &ReviewedMove, threshold: Threshold) -> bool {
    judged.verdict >= threshold.verdict() || judged.walked_into_loss.is_some()
}

/// Judges `played` (legal in `position`, which is not over) within `limits`: one analysis of
/// `position` values the best move and `played` (as the review does), then the reply is the
/// line the search found under `played`, or a search of at most [`REPLY_DEPTH`] plies (and the
/// limits' nodes) after it.
pub fn coach(agent: &mut PvsSearch, position: &Position, played: Move, threshold: Threshold, limits: &SearchLimits,
             handler: &mut dyn SearchHandler) -> Coaching {
    let mut deadline = Deadline::new(limits, handler);
    let analysis = analyze(agent, position, Some(1), Some(played), &mut deadline).expect("the game goes on");
    let best = analysis.best();
    let after = analysis.moves.iter().find(|m| m.mv == played).map_or(Outlook::estimate(best.win_probability), Outlook::of);
    let judged = ReviewedMove::judge(position.ply() + 1, position.to_move(), played, best.mv, Outlook::of(best), after);
    let stops = stops_for(&judged, threshold);
    let (used_nodes, used_ms) = (deadline.nodes, deadline.elapsed_ms());
    let reply = punishing_reply(agent, position, played, limits, used_nodes, used_ms);
    Coaching { judged, reply, stops }
}

/// The opponent's best answer to `played`: from the table the judging search left, else from a
/// shallow search of the position after it, within what the judging left of the limits (`used`
/// nodes and `used_ms`; at least 1,000 nodes where the time allows them).
fn punishing_reply(agent: &mut PvsSearch, position: &Position, played: Move, limits: &SearchLimits, used: u64, used_ms: f64) -> Option<Move> {
    let mut after = *position;
    after.play_unchecked(played);
    if after.is_over() {
        return None;
    }
    if let Some(&reply) = agent.principal_variation(position, played, 2).get(1) {
        return Some(reply);
    }
    let nodes = limits.max_nodes.map_or(u64::MAX, |max| max.saturating_sub(used).max(1_000));
    let mut silent = crate::search::Silent;
    let mut deadline = Deadline::new(&SearchLimits::time((limits.time_ms - used_ms).max(0.0)).with_nodes(nodes), &mut silent);
    agent.search(&after, REPLY_DEPTH, &mut deadline).map(|found| found.best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;
    use crate::rules::game::Game;
    use crate::search::Silent;

    /// Black's row 8 runs from a8 to k8 and White has l7: White to move. The block l8 loses at
    /// once (a black permanent, white-coloured, on l6 flips l7 black); a permanent that flips
    /// Black's row apart (e7*, f7*, ...) holds.
    const PLANTED: &str = "l7 a8 a1 b8 c1 c8 e1 d8 g1 e8 i1 f8 k1 g8 a3 h8 c3 i8 e3 j8 g3 k8";

    fn coached(record: &str, played: &str, threshold: Threshold) -> Coaching {
        let position = *Game::from_record(record).unwrap().position();
        let mut agent = PvsSearch::with_table(AgentSettings::default().learned, 12);
        coach(&mut agent, &position, played.parse().unwrap(), threshold, &SearchLimits::time(60_000.0).with_nodes(20_000), &mut Silent)
    }

    #[test]
    fn thresholds_are_the_review_verdicts() {
        assert_eq!(Threshold::named("mistake"), Some(Threshold::Mistake));
        assert_eq!(Threshold::named("blunder").map(Threshold::verdict), Some(Verdict::Blunder));
        assert_eq!(Threshold::named("inaccuracy"), None);
        assert!(Verdict::Blunder > Verdict::Mistake && Verdict::Mistake > Verdict::Inaccuracy && Verdict::Good > Verdict::Best);
    }

    #[test]
    fn a_move_that_lets_the_opponent_connect_stops_the_game_with_the_winning_reply() {
        let coaching = coached(PLANTED, "l8", Threshold::Blunder);
        assert!(coaching.stops, "{coaching:?}");
        assert_eq!((coaching.judged.ply, coaching.judged.player), (23, crate::rules::color::Color::White));
        assert_eq!((coaching.judged.verdict, coaching.judged.walked_into_loss), (Verdict::Blunder, Some(1)));
        let reply = coaching.reply.expect("Black has a reply");
        let mut game = Game::from_record(&format!("{PLANTED} l8")).unwrap();
        game.try_play(reply).unwrap();
        assert_eq!(game.position().status().winner_name(), Some("black"), "the reply {reply} connects Black");
    }

    #[test]
    fn a_good_move_does_not_stop_the_game_at_either_threshold() {
        for threshold in [Threshold::Mistake, Threshold::Blunder] {
            let coaching = coached(PLANTED, "f7*", threshold);
            assert!(!coaching.stops, "{coaching:?}");
            assert!(coaching.judged.verdict <= Verdict::Good && coaching.judged.walked_into_loss.is_none(), "{coaching:?}");
        }
    }

    #[test]
    fn the_stop_follows_the_verdict_and_the_forced_loss() {
        let (a, b) = ("a1".parse().unwrap(), "b1".parse().unwrap());
        let judged = |loss: f64, lost: Option<crate::analysis::forced_result::ForcedResult>| {
            let after = Outlook { chance: 0.6 - loss, forced: lost };
            ReviewedMove::judge(9, crate::rules::color::Color::White, a, b, Outlook::estimate(0.6), after)
        };
        assert!(!stops_for(&judged(0.15, None), Threshold::Blunder));
        assert!(stops_for(&judged(0.15, None), Threshold::Mistake));
        assert!(!stops_for(&judged(0.09, None), Threshold::Mistake));
        assert!(stops_for(&judged(0.25, None), Threshold::Blunder));
        let lost = Some(crate::analysis::forced_result::ForcedResult { winner: crate::rules::color::Color::Black, moves: 3 });
        assert!(stops_for(&judged(0.01, lost), Threshold::Blunder), "a forced loss walked into stops, whatever the loss");
    }
}
