//! The player's puzzle rating: each first attempt at a puzzle is a game against a fixed opponent
//! at the puzzle's rating (solved: a win, failed: a loss), rated by day like the games against
//! the ladder, so puzzles and games share one scale.

use super::glicko2::{Game, Rating};
use super::periods::rate_by_day;

/// A puzzle's deviation as an opponent: its rating comes from a coarse grade (how many of five
/// levels fail it), so it is less certain than a ladder level's.
pub const PUZZLE_DEVIATION: f64 = 100.0;

/// One attempt: the day (days since 1970-01-01), the puzzle's rating and whether it was solved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleAttempt {
    pub day: i64,
    pub puzzle_rating: f64,
    pub solved: bool,
}

/// The puzzle rating after `attempts` (in any order).
pub fn rate_attempts(attempts: &[PuzzleAttempt]) -> Rating {
    let games = attempts
        .iter()
        .map(|attempt| {
            let score = if attempt.solved { 1.0 } else { 0.0 };
            (attempt.day, Game { opponent: attempt.puzzle_rating, opponent_deviation: PUZZLE_DEVIATION, score })
        })
        .collect();
    rate_by_day(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::glicko2::{START, TAU};

    #[test]
    fn solving_raises_failing_lowers_and_one_day_is_one_period() {
        assert_eq!(rate_attempts(&[]), START);
        let attempt = |day, solved| PuzzleAttempt { day, puzzle_rating: 1600.0, solved };
        let up = rate_attempts(&[attempt(5, true), attempt(5, true)]);
        let by_hand = START.update(&[Game { opponent: 1600.0, opponent_deviation: PUZZLE_DEVIATION, score: 1.0 }; 2], TAU);
        assert_eq!(up, by_hand);
        assert!(up.rating > 1500.0 && up.deviation < 350.0);
        let down = rate_attempts(&[attempt(5, false), attempt(6, false)]);
        assert!(down.rating < 1500.0, "{down:?}");
        assert_eq!(rate_attempts(&[attempt(6, false), attempt(5, false)]), down, "order does not matter");
    }
}
