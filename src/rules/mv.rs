//! Moves and their notation: `c4` for a regular piece, `c4*` for a permanent.

use super::error::ParseMoveError;
use super::square::{Square, COLS, ROWS};
use std::fmt;
use std::str::FromStr;

/// A move: the cell played and whether the piece is a permanent of the opponent's colour
/// (which flips the regular pieces around it) rather than a regular piece of the mover's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The cell the piece goes on.
    pub square: Square,
    /// True for a permanent piece of the opponent's colour.
    pub permanent: bool,
}

impl Move {
    /// A regular piece of the mover's colour on `square`.
    pub const fn regular(square: Square) -> Move {
        Move { square, permanent: false }
    }

    /// A permanent piece of the opponent's colour on `square`.
    pub const fn permanent(square: Square) -> Move {
        Move { square, permanent: true }
    }
}

impl fmt::Display for Move {
    /// Canonical notation, lower case: `c4` or `c4*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.square, if self.permanent { "*" } else { "" })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses `c4` or `c4*`; upper case and surrounding whitespace are accepted.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let trimmed = text.trim();
        let malformed = || ParseMoveError::Malformed(text.to_string());
        let (cell, permanent) = match trimmed.strip_suffix('*') {
            Some(cell) => (cell, true),
            None => (trimmed, false),
        };
        let mut chars = cell.chars();
        let letter = chars.next().ok_or_else(malformed)?.to_ascii_lowercase();
        let digits = chars.as_str();
        let digits_ok = !digits.is_empty()
            && digits.len() <= 3
            && digits.bytes().all(|b| b.is_ascii_digit());
        if !letter.is_ascii_lowercase() || !digits_ok {
            return Err(malformed());
        }
        let col = (letter as u8 - b'a') as usize;
        let row_number: usize = digits.parse().map_err(|_| malformed())?;
        if col >= COLS || row_number == 0 || row_number > ROWS {
            return Err(ParseMoveError::OffBoard(trimmed.to_string()));
        }
        let square = Square::new(row_number - 1, col).ok_or_else(malformed)?;
        Ok(Move { square, permanent })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_move() {
        for square in Square::all() {
            for mv in [Move::regular(square), Move::permanent(square)] {
                assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
            }
        }
    }

    #[test]
    fn corners_are_named_as_in_the_rules() {
        assert_eq!(Move::regular(Square::new(0, 0).unwrap()).to_string(), "a1");
        assert_eq!(Move::permanent(Square::new(7, 11).unwrap()).to_string(), "l8*");
        assert_eq!(Move::regular(Square::new(3, 2).unwrap()).to_string(), "c4");
    }

    #[test]
    fn upper_case_and_whitespace_are_accepted() {
        assert_eq!(" C4* ".parse::<Move>().unwrap().to_string(), "c4*");
        assert_eq!("L8".parse::<Move>().unwrap().to_string(), "l8");
    }

    #[test]
    fn off_board_and_malformed_text_are_told_apart() {
        for text in ["m4", "a9", "a0", "z12", "m1*"] {
            assert!(matches!(text.parse::<Move>(), Err(ParseMoveError::OffBoard(_))), "{text}");
        }
        for text in ["", " ", "4c", "c", "c4**", "c4x", "c 4", "*c4", "é4", "c-1", "cc4"] {
            assert!(matches!(text.parse::<Move>(), Err(ParseMoveError::Malformed(_))), "{text:?}");
        }
    }
}
