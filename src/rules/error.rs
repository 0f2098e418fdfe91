//! Why a move or a move text was refused.

use super::excerpt::Excerpt;
use super::mv::Move;
use super::status::Status;
use std::fmt;

/// A move text that does not name a move. Holds only an [`Excerpt`] of the text, so a huge
/// input gives a short message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Not of the form letter, row number, optional `*`; `at` is the character (from 1, in the
    /// text as written) where it goes wrong.
    Malformed { text: Excerpt, at: usize },
    /// Well formed, but the column is past `l` or the row outside 1..8.
    OffBoard(Excerpt),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Malformed { text, at } => write!(
                f,
                "{text} is not a move (at character {at}): write a column a-l, a row 1-8 and '*' for a permanent, like c4 or c4*"
            ),
            ParseMoveError::OffBoard(text) => {
                write!(f, "{text} is off the board: columns run a-l and rows 1-8")
            }
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// A move that cannot be played in the current position, or text that is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The text does not name a move on the board.
    Notation(ParseMoveError),
    /// The cell already holds a piece.
    Occupied(Move),
    /// The game has ended; no move is legal.
    GameOver(Move, Status),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Notation(error) => error.fmt(f),
            IllegalMove::Occupied(mv) => {
                write!(f, "{mv} is illegal: cell {} is already occupied", mv.square)
            }
            IllegalMove::GameOver(mv, status) => {
                write!(f, "{mv} is illegal: the game is over ({status})")
            }
        }
    }
}

impl std::error::Error for IllegalMove {}

impl From<ParseMoveError> for IllegalMove {
    fn from(error: ParseMoveError) -> IllegalMove {
        IllegalMove::Notation(error)
    }
}
