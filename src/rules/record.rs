//! Game records: moves in notation separated by spaces, `f4 g5* f5`.

use super::error::IllegalMove;
use super::excerpt::Excerpt;
use super::game::Game;
use super::mv::Move;
use std::fmt;
use std::str::FromStr;

/// A move of a record that could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The ply of the bad move, counting from 1.
    pub ply: usize,
    /// The move as written in the record (its start, if it is long).
    pub text: Excerpt,
    /// Why it was refused.
    pub reason: IllegalMove,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.reason {
            // The notation error quotes the text itself.
            IllegalMove::Notation(_) => write!(f, "move {} of the record: {}", self.ply, self.reason),
            _ => write!(f, "move {} ({}) of the record: {}", self.ply, self.text, self.reason),
        }
    }
}

impl std::error::Error for RecordError {}

/// The moves of a record as written, in order: any whitespace separates them. The one reading
/// of a record's text, for [`Record`] and [`Game::play_record`].
pub fn record_tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split_whitespace()
}

/// A game record: the moves in order, written `f4 g5* f5`. Reading checks the notation of each
/// move; [`Record::replay`] checks that they can be played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The moves, first to last.
    pub moves: Vec<Move>,
}

impl Record {
    /// Plays the record from the empty board; the first move that cannot be played is
    /// reported with its ply.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = Game::new();
        for (index, &mv) in self.moves.iter().enumerate() {
            game.try_play(mv).map_err(|reason| RecordError { ply: index + 1, text: Excerpt::of(&mv.to_string()), reason })?;
        }
        Ok(game)
    }
}

impl FromStr for Record {
    type Err = RecordError;

    /// Any whitespace separates moves; an empty text is the empty game.
    fn from_str(text: &str) -> Result<Record, RecordError> {
        let moves = record_tokens(text)
            .enumerate()
            .map(|(index, token)| {
                token.parse::<Move>().map_err(|error| RecordError {
                    ply: index + 1,
                    text: Excerpt::of(token),
                    reason: error.into(),
                })
            })
            .collect::<Result<Vec<Move>, RecordError>>()?;
        Ok(Record { moves })
    }
}

impl fmt::Display for Record {
    /// Canonical form: lower case, single spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, mv) in self.moves.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{mv}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_print_and_replay() {
        let record: Record = "  F4 g5*\tf5 ".parse().unwrap();
        assert_eq!(record.to_string(), "f4 g5* f5");
        assert_eq!(record.replay().unwrap().record(), "f4 g5* f5");
        assert_eq!("".parse::<Record>().unwrap().moves.len(), 0);
        let unreadable = "f4 g5 x9x".parse::<Record>().unwrap_err();
        assert_eq!((unreadable.ply, unreadable.text.head()), (3, "x9x"));
        let unplayable = "f4 g5 f4".parse::<Record>().unwrap().replay().unwrap_err();
        assert_eq!(unplayable.ply, 3);
        assert!(matches!(unplayable.reason, IllegalMove::Occupied(_)));
    }

    #[test]
    fn a_huge_bad_token_gives_a_short_message_naming_its_ply() {
        for token in ["x".repeat(10_000_000), "\u{1}".repeat(10_000_000)] {
            let message = format!("d4 e5 {token} f6").parse::<Record>().unwrap_err().to_string();
            assert!(message.starts_with("move 3 of the record: \""), "{message}");
            assert!(message.len() < 300, "{} bytes: {message}", message.len());
            let message = crate::Game::from_record(&format!("d4 {token}")).unwrap_err().to_string();
            assert!(message.starts_with("move 2 of the record: \""), "{message}");
            assert!(message.len() < 300, "{} bytes: {message}", message.len());
        }
    }
}
