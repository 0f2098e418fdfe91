//! Moves and their notation: `c4` for a regular piece, `c4*` for a permanent.

use super::error::ParseMoveError;
use super::excerpt::Excerpt;
use super::square::{Square, CELLS, COLS, ROWS};
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

    /// The move as one byte, `cell * 2 + permanent`: below [`Move::CODES`], for tables indexed by
    /// move and for compact trees.
    pub fn code(self) -> u8 {
        (self.square.index() * 2 + self.permanent as usize) as u8
    }

    /// The move a byte from [`Move::code`] stands for; `None` from [`Move::CODES`] up.
    pub fn from_code(code: u8) -> Option<Move> {
        let index = code as usize / 2;
        (index < CELLS).then(|| Move { square: Square::from_index(index).expect("below CELLS"), permanent: code % 2 == 1 })
    }

    /// How many codes there are: every cell, regular or permanent.
    pub const CODES: usize = 2 * CELLS;
}

impl fmt::Display for Move {
    /// Canonical notation, lower case: `c4` or `c4*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.square, if self.permanent { "*" } else { "" })
    }
}

/// Most digits a row number may be written with (`c004` is `c4`; more is malformed).
const MAX_ROW_DIGITS: usize = 3;

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses `c4` or `c4*`; upper case and surrounding whitespace are accepted. A refusal
    /// names the character where the text stops being a move.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let trimmed = text.trim();
        let leading = text[..text.len() - text.trim_start().len()].chars().count();
        // `index` counts characters of `trimmed` from 0; the message counts from 1 in `text`.
        let malformed = |index: usize| ParseMoveError::Malformed { text: Excerpt::of(text), at: leading + index + 1 };
        let mut chars = trimmed.chars();
        let letter = match chars.next() {
            Some(letter) if letter.is_ascii_alphabetic() => letter.to_ascii_lowercase(),
            _ => return Err(malformed(0)),
        };
        let mut row_number = 0usize;
        let mut digits = 0;
        let mut permanent = false;
        for (index, ch) in chars.enumerate().map(|(index, ch)| (index + 1, ch)) {
            match ch {
                _ if permanent => return Err(malformed(index)),
                '0'..='9' if digits < MAX_ROW_DIGITS => {
                    row_number = row_number * 10 + (ch as usize - '0' as usize);
                    digits += 1;
                }
                '*' if digits > 0 => permanent = true,
                _ => return Err(malformed(index)),
            }
        }
        if digits == 0 {
            return Err(malformed(1));
        }
        let col = (letter as u8 - b'a') as usize;
        let square = match row_number.checked_sub(1) {
            Some(row) if col < COLS && row < ROWS => Square::new(row, col),
            _ => None,
        };
        let square = square.ok_or_else(|| ParseMoveError::OffBoard(Excerpt::of(trimmed)))?;
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
    fn every_move_has_its_own_code_and_codes_round_trip() {
        let mut seen = [false; Move::CODES];
        for square in Square::all() {
            for mv in [Move::regular(square), Move::permanent(square)] {
                assert_eq!(Move::from_code(mv.code()), Some(mv));
                assert!(!std::mem::replace(&mut seen[mv.code() as usize], true), "{mv} shares its code");
            }
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(Move::from_code(Move::CODES as u8), None);
        assert_eq!(Move::from_code(u8::MAX), None);
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
        for text in ["", " ", "4c", "c", "c4**", "c4x", "c 4", "*c4", "é4", "c-1", "cc4", "c0004", "c*"] {
            assert!(matches!(text.parse::<Move>(), Err(ParseMoveError::Malformed { .. })), "{text:?}");
        }
    }

    #[test]
    fn a_refusal_names_the_character_at_fault() {
        for (text, at) in [("", 1), ("4c", 1), ("c", 2), ("c*", 2), ("c4x", 3), ("c4**", 4), ("  c4x ", 5), ("éé", 1), ("c0004", 5)] {
            match text.parse::<Move>() {
                Err(ParseMoveError::Malformed { at: found, .. }) => assert_eq!(found, at, "{text:?}"),
                other => panic!("{text:?} gave {other:?}"),
            }
        }
        let message = "c4x".parse::<Move>().unwrap_err().to_string();
        assert!(message.starts_with("\"c4x\" is not a move (at character 3)"), "{message}");
    }

    #[test]
    fn a_huge_token_gives_a_short_message() {
        for huge in ["a".repeat(10_000_000), "\u{7}".repeat(10_000_000), format!("c{}", "9".repeat(10_000_000))] {
            let message = huge.parse::<Move>().unwrap_err().to_string();
            assert!(message.len() < 250, "{} bytes: {message}", message.len());
            assert!(message.contains("(10000000 characters)") || message.contains("(10000001 characters)"), "{message}");
        }
    }
}
