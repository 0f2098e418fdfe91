//! "Learn from your mistakes": a move a review found wanting, offered again as an exercise. Which
//! moves become one ([`becomes_exercise`]: a mistake or a blunder, a forced win missed, a forced
//! loss walked into), the exercise itself (the position before the move and the move played) and
//! its one-line text, `RECORD | MOVE`, which the page keeps and gives back. Judging an answer is
//! [`answer`]'s.

pub mod answer;

use super::review::{ReviewedMove, Verdict};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::record::Record;
use std::fmt;
use std::str::FromStr;

/// Whether a reviewed move is worth an exercise: it lost 10 points or more (a mistake or a
/// blunder), gave up a forced win, or allowed a forced loss.
pub fn becomes_exercise(reviewed: &ReviewedMove) -> bool {
    matches!(reviewed.verdict, Verdict::Mistake | Verdict::Blunder) || reviewed.missed_win.is_some() || reviewed.walked_into_loss.is_some()
}

/// A position from a game and the move played there, which the player is asked to better.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// The moves that lead to the position, from the empty board.
    pub record: Record,
    /// The move played there in the game.
    pub mistake: Move,
    /// The position before the move (the record replayed).
    position: Position,
}

/// Why a text is not an exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseError(pub String);

impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ExerciseError {}

impl Exercise {
    /// The exercise of the move `mistake` after `record`: refused when the record cannot be
    /// replayed, the game is over there, or the move cannot be played.
    pub fn new(record: Record, mistake: Move) -> Result<Exercise, ExerciseError> {
        let game = record.replay().map_err(|e| ExerciseError(e.to_string()))?;
        let position = *game.position();
        position.check(mistake).map_err(|e| ExerciseError(format!("its move: {e}")))?;
        Ok(Exercise { record, mistake, position })
    }

    /// The exercise of the move of `record` numbered `ply` (from 1), if the review `reviewed`
    /// of that move makes it one ([`becomes_exercise`]).
    pub fn from_review(record: &Record, reviewed: &ReviewedMove) -> Option<Exercise> {
        let before = (reviewed.ply as usize).checked_sub(1)?;
        if !becomes_exercise(reviewed) || record.moves.get(before) != Some(&reviewed.played) {
            return None;
        }
        Exercise::new(Record { moves: record.moves[..before].to_vec() }, reviewed.played).ok()
    }

    /// The position the player is asked about.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The number of the move asked for in its game, from 1.
    pub fn ply(&self) -> u32 {
        self.record.moves.len() as u32 + 1
    }

    /// The exercise's id, 16 hexadecimal digits: of the position and the move, so the same
    /// mistake reached by two games (or reviewed twice) is one exercise.
    pub fn id(&self) -> String {
        // The position's Zobrist hash (fixed keys, rules::zobrist) mixed with the move's code.
        let mixed = self.position.hash() ^ (u64::from(self.mistake.code()) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        format!("{mixed:016x}")
    }
}

impl fmt::Display for Exercise {
    /// `a1 a8 b1 | e4`: the record, a bar, the move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.record.moves.is_empty() {
            write!(f, "| {}", self.mistake)
        } else {
            write!(f, "{} | {}", self.record, self.mistake)
        }
    }
}

impl FromStr for Exercise {
    type Err = ExerciseError;

    /// Reads the text [`Exercise`]'s `Display` writes (any whitespace around the parts).
    fn from_str(text: &str) -> Result<Exercise, ExerciseError> {
        let (record, mistake) = text.split_once('|').ok_or_else(|| ExerciseError("an exercise is written RECORD | MOVE".into()))?;
        let record: Record = record.parse().map_err(|e: crate::rules::record::RecordError| ExerciseError(e.to_string()))?;
        let mistake: Move = mistake.trim().parse().map_err(|e| ExerciseError(format!("its move: {e}")))?;
        Exercise::new(record, mistake)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::review::Outlook;
    use crate::rules::color::Color;

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    #[test]
    fn mistakes_blunders_and_forced_results_become_exercises_and_lesser_moves_do_not() {
        let judged = |before: f64, after: f64| ReviewedMove::judge(3, Color::White, mv("a1"), mv("b1"), Outlook::estimate(before), Outlook::estimate(after));
        assert!(!becomes_exercise(&judged(0.6, 0.59)), "best");
        assert!(!becomes_exercise(&judged(0.6, 0.56)), "good");
        assert!(!becomes_exercise(&judged(0.6, 0.52)), "an inaccuracy");
        assert!(becomes_exercise(&judged(0.6, 0.45)), "a mistake");
        assert!(becomes_exercise(&judged(0.6, 0.2)), "a blunder");
        // A forced loss walked into counts even where the chances hardly moved.
        let lost = Outlook { chance: 0.05, forced: Some(crate::analysis::forced_result::ForcedResult { winner: Color::Black, moves: 3 }) };
        assert!(becomes_exercise(&ReviewedMove::judge(3, Color::White, mv("a1"), mv("b1"), Outlook::estimate(0.1), lost)));
    }

    #[test]
    fn the_text_round_trips_and_bad_texts_are_refused() {
        let exercise: Exercise = " a1  a8 B1 |  e4* ".parse().unwrap();
        assert_eq!(exercise.to_string(), "a1 a8 b1 | e4*");
        assert_eq!(exercise.ply(), 4);
        assert_eq!(exercise.position().to_move(), Color::Black);
        assert_eq!("| d4".parse::<Exercise>().unwrap().ply(), 1);
        assert_eq!("| d4".parse::<Exercise>().unwrap().to_string(), "| d4");
        for bad in ["a1 a8", "a1 a1 | b2", "a1 | a1", "a1 | z9", "a1 | "] {
            assert!(bad.parse::<Exercise>().is_err(), "{bad}");
        }
        // A finished game has no move to better.
        let won = "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1";
        assert!(format!("{won} | l8").parse::<Exercise>().is_err());
    }

    #[test]
    fn the_id_names_the_position_and_the_move_not_the_way_there() {
        let id = |text: &str| text.parse::<Exercise>().unwrap().id();
        assert_eq!(id("a1 a8 b1 b8 | c1"), id("b1 b8 a1 a8 | c1"), "the same position by another order");
        assert_ne!(id("a1 a8 b1 b8 | c1"), id("a1 a8 b1 b8 | c1*"));
        assert_ne!(id("a1 a8 b1 b8 | c1"), id("a1 a8 b1 b7 | c1"));
        assert_eq!(id("| d4").len(), 16);
    }

    #[test]
    fn a_review_gives_the_exercise_of_the_position_before_the_move() {
        let record: Record = "a1 a8 b1 b8".parse().unwrap();
        let blunder = ReviewedMove::judge(3, Color::White, mv("b1"), mv("c1"), Outlook::estimate(0.6), Outlook::estimate(0.3));
        let exercise = Exercise::from_review(&record, &blunder).unwrap();
        assert_eq!(exercise.to_string(), "a1 a8 | b1");
        let fine = ReviewedMove::judge(3, Color::White, mv("b1"), mv("c1"), Outlook::estimate(0.6), Outlook::estimate(0.59));
        assert_eq!(Exercise::from_review(&record, &fine), None);
        let elsewhere = ReviewedMove::judge(3, Color::White, mv("c1"), mv("d1"), Outlook::estimate(0.6), Outlook::estimate(0.3));
        assert_eq!(Exercise::from_review(&record, &elsewhere), None, "not the record's move");
    }
}
