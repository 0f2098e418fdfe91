//! What a puzzle asks: win in one to four, stop a win, complete a path through a permanent's
//! flips, or break the opponent's path with a permanent.

use crate::rules::mv::Move;
use std::fmt;
use std::str::FromStr;

/// A puzzle's kind, named in the data file by [`Kind::name`].
///
/// Every puzzle has one solution: the moves on one cell ("one family of equivalent moves": the
/// regular piece, the permanent, or both when both solve). What the solver must find is the cell;
/// a position where several cells win or save is no puzzle (a gap that closes from three cells
/// is seen at a glance), and `proof` rejects it. The kinds, applied to the solution:
/// - the mover wins in one move, and only with a permanent: [`Kind::PermanentCompletes`] (a
///   permanent is of the opponent's colour, so its flips alone complete the mover's path);
/// - the mover wins in one with a regular piece (a permanent on the same cell may win too):
///   [`Kind::WinIn`] 1;
/// - the mover wins in two to four: [`Kind::WinIn`] N, whatever the pieces;
/// - the opponent threatens to win and one cell alone saves the game, and only with a
///   permanent: [`Kind::PermanentBreaks`] (its flips break the opponent's path);
/// - the same with a regular piece: [`Kind::MustBlock`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Win in this many moves of the solver (1 to 4).
    WinIn(u32),
    /// Win at once with a permanent whose flips complete the mover's path.
    PermanentCompletes,
    /// The opponent threatens to win; one regular piece (or a family on one cell) stops it.
    MustBlock,
    /// The opponent threatens to win; only a permanent whose flips break its path stops it.
    PermanentBreaks,
}

impl Kind {
    /// The kind of a winning puzzle solved in `moves` moves by `solution` (one cell).
    pub fn of_win(moves: u32, solution: &[Move]) -> Kind {
        if moves == 1 && solution.iter().all(|mv| mv.permanent) {
            Kind::PermanentCompletes
        } else {
            Kind::WinIn(moves)
        }
    }

    /// The kind of a saving puzzle whose solution is `solution` (one cell).
    pub fn of_save(solution: &[Move]) -> Kind {
        if solution.iter().all(|mv| mv.permanent) {
            Kind::PermanentBreaks
        } else {
            Kind::MustBlock
        }
    }

    /// True for the kinds where the mover wins; false for the saves.
    pub fn is_win(self) -> bool {
        matches!(self, Kind::WinIn(_) | Kind::PermanentCompletes)
    }

    /// The name in the data file: `win-1` .. `win-4`, `permanent-completes`, `must-block`,
    /// `permanent-breaks`.
    pub fn name(self) -> String {
        match self {
            Kind::WinIn(n) => format!("win-{n}"),
            Kind::PermanentCompletes => "permanent-completes".into(),
            Kind::MustBlock => "must-block".into(),
            Kind::PermanentBreaks => "permanent-breaks".into(),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl FromStr for Kind {
    type Err = String;

    fn from_str(text: &str) -> Result<Kind, String> {
        match text {
            "win-1" => Ok(Kind::WinIn(1)),
            "win-2" => Ok(Kind::WinIn(2)),
            "win-3" => Ok(Kind::WinIn(3)),
            "win-4" => Ok(Kind::WinIn(4)),
            "permanent-completes" => Ok(Kind::PermanentCompletes),
            "must-block" => Ok(Kind::MustBlock),
            "permanent-breaks" => Ok(Kind::PermanentBreaks),
            _ => Err(format!(
                "unknown kind {}: win-1 to win-4, permanent-completes, must-block or permanent-breaks",
                crate::rules::excerpt::Excerpt::of(text)
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in [Kind::WinIn(1), Kind::WinIn(4), Kind::PermanentCompletes, Kind::MustBlock, Kind::PermanentBreaks] {
            assert_eq!(kind.name().parse::<Kind>(), Ok(kind));
        }
        assert!("win-5".parse::<Kind>().is_err());
    }
}
