//! Game records: moves in notation separated by spaces, `f4 g5* f5`.

use super::error::IllegalMove;
use super::mv::Move;
use std::fmt;

/// A move of a record that could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The ply of the bad move, counting from 1.
    pub ply: usize,
    /// The move as written in the record.
    pub text: String,
    /// Why it was refused.
    pub reason: IllegalMove,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({:?}) of the record: {}", self.ply, self.text, self.reason)
    }
}

impl std::error::Error for RecordError {}

/// Parses the moves of a record, without playing them. Any whitespace separates moves;
/// an empty record is the empty game.
pub fn parse_record(text: &str) -> Result<Vec<Move>, RecordError> {
    text.split_whitespace()
        .enumerate()
        .map(|(index, token)| {
            token.parse::<Move>().map_err(|error| RecordError {
                ply: index + 1,
                text: token.to_string(),
                reason: error.into(),
            })
        })
        .collect()
}

/// Prints moves as a canonical record: lower case, single spaces.
pub fn format_record(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
}
