//! A proven result in words a player reads: "White wins in 3", counted in the winner's moves.

use crate::rules::color::Color;
use crate::score::plies_to_result;
use std::fmt;

/// A result the search proved: who wins, and in how many of their own moves (the winning move
/// included) from the position the score was found in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedResult {
    /// The side that wins.
    pub winner: Color,
    /// The winner's moves until the win, at least 1.
    pub moves: u32,
}

impl ForcedResult {
    /// The result a score proves, for `mover` (the player the score belongs to, to move at the
    /// score's origin); `None` for an estimate. A win at ply p is the mover's ⌈p/2⌉-th move; a
    /// loss at ply p is the opponent's (p/2)-th.
    pub fn of(score: i32, mover: Color) -> Option<ForcedResult> {
        let plies = plies_to_result(score)?;
        let winner = if plies > 0 { mover } else { !mover };
        Some(ForcedResult { winner, moves: plies.unsigned_abs().div_ceil(2) })
    }
}

impl fmt::Display for ForcedResult {
    /// `White wins in 3`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winner = if self.winner == Color::White { "White" } else { "Black" };
        write!(f, "{winner} wins in {}", self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::{loss_in, win_in};

    #[test]
    fn plies_become_the_winners_moves() {
        assert_eq!(ForcedResult::of(win_in(1), Color::White), Some(ForcedResult { winner: Color::White, moves: 1 }));
        assert_eq!(ForcedResult::of(win_in(5), Color::Black), Some(ForcedResult { winner: Color::Black, moves: 3 }));
        // Black to move loses at ply 4: White's second move wins.
        assert_eq!(ForcedResult::of(loss_in(4), Color::Black), Some(ForcedResult { winner: Color::White, moves: 2 }));
        assert_eq!(ForcedResult::of(loss_in(2), Color::White).unwrap().to_string(), "Black wins in 1");
        assert_eq!(ForcedResult::of(1234, Color::White), None);
    }
}
