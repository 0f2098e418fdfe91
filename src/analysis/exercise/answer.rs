//! An exercise answered: whether the player's move is better than the one played in the game (the
//! review's own judgement of a move, [`ReviewedMove::judge`]: within the "good" bound of the best
//! move, 5 points, and neither giving up a forced win nor allowing a forced loss), the line that
//! shows why the game's move failed, and the best move. Every search is the analysis's, bounded by
//! a count of positions, never the clock; given a fresh search each time, every device gives the
//! same answers.

use super::Exercise;
use crate::analysis::forced_result::ForcedResult;
use crate::analysis::position_analysis::{analyze, Analysis};
use crate::analysis::review::{Outlook, ReviewedMove, Verdict};
use crate::rules::error::IllegalMove;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::score::points;
use crate::search::pvs::PvsSearch;
use crate::search::{Deadline, SearchLimits, Silent};

/// The positions each question (an answer judged, the refutation, the best move) may search:
/// under a second in the browser's worker in a quiet position, much less where threats decide.
pub const EXERCISE_NODES: u64 = 200_000;

/// The table a fresh search of an exercise gets: 2^18 slots (4 MiB), enough for its positions.
pub const EXERCISE_TABLE_LOG2: u32 = 18;

/// A wall-clock bound no search should reach, so a very slow device still answers.
const SAFETY_MS: f64 = 60_000.0;

/// The refutation's moves after the game's move when no forced result shows the way to the end.
const SHOWN_PLIES: usize = 4;

/// The longest refutation played after the game's move (a forced win in five is nine plies).
const LONGEST_PLIES: usize = 9;

/// Why an answer is not better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// It is the move played in the game.
    SameMove,
    /// After it the opponent wins by force, in this many of its moves.
    Loses(u32),
    /// It gives up the forced win the best move had (in this many moves).
    MissesWin(u32),
    /// It gives up 5 points or more against the best move.
    Worse,
}

/// An answer judged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// Better than the game's move: within the good bound of the best, or a forced win kept.
    pub right: bool,
    /// Why not, for a wrong answer.
    pub why: Option<Why>,
    /// The win probability it gave up against the best move (not searched for the game's move).
    pub loss: Option<f64>,
}

/// Why the game's move failed: the move and the line that punishes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Refutation {
    /// The game's move, then the opponent's best reply and what follows.
    pub line: Vec<Move>,
    /// The result forced after the game's move, when the search proved one.
    pub forced: Option<ForcedResult>,
    /// The player's chance to win after the game's move.
    pub chance: f64,
}

/// The analysis of `position` (its best move, and `include` valued beside it) within `nodes`;
/// `None` for a finished game.
fn analysis(search: &mut PvsSearch, position: &Position, include: Option<Move>, nodes: u64) -> Option<Analysis> {
    let mut silent = Silent;
    let mut deadline = Deadline::new(&SearchLimits::time(SAFETY_MS).with_nodes(nodes), &mut silent);
    analyze(search, position, Some(1), include, &mut deadline)
}

/// The player's `answer` to `exercise`, judged by a search of `nodes` positions as a review
/// judges a move: right when it is not the game's move, lost less than 5 points against the best
/// move, gave up no forced win and allowed no forced loss. An illegal answer is refused.
pub fn judge(search: &mut PvsSearch, exercise: &Exercise, answer: Move, nodes: u64) -> Result<Judgement, IllegalMove> {
    let position = exercise.position();
    position.check(answer)?;
    if answer == exercise.mistake {
        return Ok(Judgement { right: false, why: Some(Why::SameMove), loss: None });
    }
    let Some(analysis) = analysis(search, position, Some(answer), nodes) else {
        return Ok(Judgement { right: false, why: Some(Why::Worse), loss: None });
    };
    let best = analysis.best();
    let after = analysis.moves.iter().find(|m| m.mv == answer).map_or(Outlook::estimate(best.win_probability), Outlook::of);
    let judged = ReviewedMove::judge(exercise.ply(), position.to_move(), answer, best.mv, Outlook::of(best), after);
    let why = match (judged.walked_into_loss, judged.missed_win, judged.verdict) {
        (Some(moves), _, _) => Some(Why::Loses(moves)),
        (None, Some(moves), _) => Some(Why::MissesWin(moves)),
        (None, None, Verdict::Best | Verdict::Good) => None,
        _ => Some(Why::Worse),
    };
    Ok(Judgement { right: why.is_none(), why, loss: Some(judged.loss) })
}

/// Why the game's move failed: the move, then the opponent's best line after it (to the end of a
/// forced win, else a few moves), searched within `nodes` positions.
pub fn refutation(search: &mut PvsSearch, exercise: &Exercise, nodes: u64) -> Refutation {
    let player = exercise.position().to_move();
    let mut after = *exercise.position();
    after.play_unchecked(exercise.mistake);
    let mut line = vec![exercise.mistake];
    if let Some(outcome) = points(after.status(), player) {
        return Refutation { line, forced: None, chance: outcome };
    }
    let Some(analysis) = analysis(search, &after, None, nodes) else {
        return Refutation { line, forced: None, chance: 0.5 };
    };
    let best = analysis.best();
    let forced = best.forced;
    let shown = match forced {
        Some(result) if result.winner != player => 2 * result.moves as usize - 1,
        _ => SHOWN_PLIES,
    };
    line.extend(analysis.pv.iter().take(shown.min(LONGEST_PLIES)));
    Refutation { line, forced, chance: 1.0 - best.win_probability }
}

/// The best move of `exercise`'s position by a search of `nodes` positions (what "show the
/// solution" plays).
pub fn best_move(search: &mut PvsSearch, exercise: &Exercise, nodes: u64) -> Move {
    analysis(search, exercise.position(), None, nodes).map_or(exercise.mistake, |analysis| analysis.best().mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;
    use crate::rules::color::Color;
    use crate::rules::status::Status;

    /// White builds row 1 and Black row 8; White, to move, can win at l1 or l2 and Black
    /// threatens l7 and l8. In the game White played e4, and Black won.
    const RACE: &str = "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 | e4";

    fn fresh() -> PvsSearch {
        PvsSearch::with_table(AgentSettings::default().learned, EXERCISE_TABLE_LOG2)
    }

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    /// The position after `moves` from the exercise's.
    fn after(exercise: &Exercise, moves: &[Move]) -> Position {
        let mut position = *exercise.position();
        for &m in moves {
            position.try_play(m).unwrap();
        }
        position
    }

    /// Whether the player to move in `position` has a move that wins at once (the rules alone).
    fn wins_at_once(position: &Position) -> bool {
        position.legal_moves().iter().any(|&m| {
            let mut child = *position;
            child.play_unchecked(m);
            child.status() == Status::Won(position.to_move())
        })
    }

    #[test]
    fn the_winning_moves_are_right_and_the_others_lose() {
        let exercise: Exercise = RACE.parse().unwrap();
        for answer in exercise.position().legal_moves().iter().copied() {
            let won = after(&exercise, &[answer]).status() == Status::Won(Color::White);
            let judged = judge(&mut fresh(), &exercise, answer, EXERCISE_NODES).unwrap();
            if answer == exercise.mistake {
                assert_eq!(judged, Judgement { right: false, why: Some(Why::SameMove), loss: None });
            } else if won {
                assert!(judged.right, "{answer} wins at once: {judged:?}");
            } else if wins_at_once(&after(&exercise, &[answer])) {
                // Black then wins at once (l7 or l8): the rules say so, whatever the search.
                assert!(!judged.right, "{answer} lets Black win: {judged:?}");
            }
        }
        let judged = judge(&mut fresh(), &exercise, mv("a4"), EXERCISE_NODES).unwrap();
        assert_eq!(judged.why, Some(Why::Loses(1)), "{judged:?}");
        assert!(judge(&mut fresh(), &exercise, mv("a1"), EXERCISE_NODES).is_err(), "an occupied cell");
    }

    #[test]
    fn the_refutation_plays_the_games_move_and_the_opponents_win() {
        let exercise: Exercise = RACE.parse().unwrap();
        let refutation = refutation(&mut fresh(), &exercise, EXERCISE_NODES);
        assert_eq!(refutation.line[0], exercise.mistake);
        assert_eq!(refutation.line.len(), 2, "Black wins with its first move: {refutation:?}");
        assert_eq!(after(&exercise, &refutation.line).status(), Status::Won(Color::Black), "{refutation:?}");
        assert_eq!(refutation.forced, Some(ForcedResult { winner: Color::Black, moves: 1 }));
        assert_eq!(refutation.chance, 0.0);
    }

    #[test]
    fn the_best_move_wins_and_is_judged_right() {
        let exercise: Exercise = RACE.parse().unwrap();
        let best = best_move(&mut fresh(), &exercise, EXERCISE_NODES);
        assert_eq!(after(&exercise, &[best]).status(), Status::Won(Color::White), "{best}");
        assert!(judge(&mut fresh(), &exercise, best, EXERCISE_NODES).unwrap().right);
    }

    #[test]
    fn in_a_quiet_position_the_best_move_is_right_the_games_move_wrong_and_answers_repeat() {
        // An opening where White's move was not forced either way.
        let exercise: Exercise = "f4 g5 | a8".parse().unwrap();
        let best = best_move(&mut fresh(), &exercise, EXERCISE_NODES);
        if best != exercise.mistake {
            let judged = judge(&mut fresh(), &exercise, best, EXERCISE_NODES).unwrap();
            assert_eq!((judged.right, judged.loss), (true, Some(0.0)), "{best}: {judged:?}");
        }
        assert!(!judge(&mut fresh(), &exercise, exercise.mistake, EXERCISE_NODES).unwrap().right);
        for answer in ["g4", "a1*", "f5"] {
            let first = judge(&mut fresh(), &exercise, mv(answer), EXERCISE_NODES).unwrap();
            assert_eq!(first, judge(&mut fresh(), &exercise, mv(answer), EXERCISE_NODES).unwrap(), "the same answer twice: {answer}");
            assert_eq!(first.right, first.loss.unwrap() < 0.05, "{answer}: right within the good bound alone, no forced result so early: {first:?}");
        }
        let line = refutation(&mut fresh(), &exercise, EXERCISE_NODES).line;
        assert!((2..=1 + SHOWN_PLIES).contains(&line.len()), "no forced result: a few moves shown: {line:?}");
        assert_eq!(line, refutation(&mut fresh(), &exercise, EXERCISE_NODES).line, "the same line twice");
    }
}
