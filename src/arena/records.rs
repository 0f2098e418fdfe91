//! The records file (`--records PATH` of `pathwayz match` and `tournament`; PAI's games, the
//! `records.jsonl` that ladders, fits and puzzles are studied from): one game a JSON line,
//! `{"game", "white", "black", "opening", "winner", "plies", "record"}`, `white` and `black` a
//! level's number, `{"level", "positions"}` for a level limited to a number of positions a move,
//! or an external engine's command, `winner` `"white"`, `"black"`, `"draw"` or null
//! (unfinished), `record` the moves in the rules' notation. The CLI writes and reads it
//! (`tournament --from-records`, `fit`), and the examples and tests read it: all through
//! [`RecordedGame`].

use crate::agents::strength::Strength;
use crate::rules::record::Record;
use crate::rules::status::Status;
use crate::rules::color::Color;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One game of a records file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedGame {
    /// Its number in the run, from 1.
    pub game: usize,
    pub white: RecordedPlayer,
    pub black: RecordedPlayer,
    /// The random opening moves played before the sides took over.
    pub opening: u32,
    /// Who won: `None` (null) for a game not finished.
    pub winner: Option<Winner>,
    /// The moves played.
    pub plies: u32,
    /// The game, replayable (`pathwayz replay "<record>"`).
    #[serde(serialize_with = "record_text", deserialize_with = "record_of_text")]
    pub record: Record,
}

/// A side of a recorded game: a level by its number, a level limited to a number of positions a
/// move, or an external engine by its command.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RecordedPlayer {
    Level(i64),
    Limited { level: i64, positions: u64 },
    Engine(String),
}

/// A finished game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    White,
    Black,
    Draw,
}

impl Winner {
    /// The result of a game in `status`: `None` while it goes on.
    pub fn of(status: Status) -> Option<Winner> {
        match status {
            Status::Ongoing => None,
            Status::Won(Color::White) => Some(Winner::White),
            Status::Won(Color::Black) => Some(Winner::Black),
            Status::Draw => Some(Winner::Draw),
        }
    }
}

impl RecordedPlayer {
    /// How a side of `strength` is written.
    pub fn of(strength: Strength) -> RecordedPlayer {
        let level = strength.level.number().into();
        match strength.positions {
            None => RecordedPlayer::Level(level),
            Some(positions) => RecordedPlayer::Limited { level, positions },
        }
    }

    /// The strength of PAI this side is, or why it is not one (an engine, a number off the
    /// ladder, a budget a level does not take).
    pub fn strength(&self) -> Result<Strength, String> {
        match self {
            RecordedPlayer::Level(number) => Strength::numbered(*number, None).map_err(|e| e.to_string()),
            RecordedPlayer::Limited { level, positions } => Strength::numbered(*level, Some(*positions)).map_err(|e| e.to_string()),
            RecordedPlayer::Engine(command) => Err(format!("an external engine ({}), not a level", crate::rules::excerpt::Excerpt::of(command))),
        }
    }
}

impl RecordedGame {
    /// White's score: 1 won, 0 lost, ½ drawn or unfinished.
    pub fn white_score(&self) -> f64 {
        match self.winner {
            Some(Winner::White) => 1.0,
            Some(Winner::Black) => 0.0,
            Some(Winner::Draw) | None => 0.5,
        }
    }

    /// Every game of the records file `text`, in order, each with its line's number (from 1;
    /// blank lines skipped); a bad line is refused with its number.
    pub fn parse_file(text: &str) -> Result<Vec<(usize, RecordedGame)>, RecordsError> {
        text.lines()
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty())
            .map(|(index, line)| {
                let game = serde_json::from_str(line).map_err(|e| RecordsError { line: index + 1, reason: shortened(e.to_string()) })?;
                Ok((index + 1, game))
            })
            .collect()
    }

    /// The game as one line of the file (no newline).
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("a recorded game is plain data")
    }
}

/// A line of a records file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordsError {
    /// Its number, from 1.
    pub line: usize,
    pub reason: String,
}

impl fmt::Display for RecordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for RecordsError {}

/// The longest reason kept from the JSON reader (it may quote a whole field).
const MAX_REASON_CHARS: usize = 160;

fn shortened(reason: String) -> String {
    match reason.char_indices().nth(MAX_REASON_CHARS) {
        Some((cut, _)) => format!("{}…", &reason[..cut]),
        None => reason,
    }
}

fn record_text<S: Serializer>(record: &Record, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(record)
}

fn record_of_text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Record, D::Error> {
    let text = String::deserialize(deserializer)?;
    text.parse().map_err(serde::de::Error::custom)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::level::Level;

    #[test]
    fn a_recorded_sitting_reads_and_writes_back_line_for_line() {
        let text = include_str!("../../docs/ladder-games/sitting101.jsonl");
        let games = RecordedGame::parse_file(text).expect("the sitting reads");
        assert_eq!(games.len(), text.lines().count());
        for ((number, game), line) in games.iter().zip(text.lines()) {
            assert_eq!(text.lines().nth(number - 1), Some(line));
            assert_eq!(game.to_line(), line);
            assert_eq!(game.record.moves.len() as u32, game.plies);
        }
    }

    #[test]
    fn sides_scores_and_damaged_lines() {
        let line = r#"{"game":3,"white":"my engine --fast","black":12,"opening":4,"winner":null,"plies":2,"record":"f4 g5*"}"#;
        let games = RecordedGame::parse_file(&format!("\n{line}\n")).unwrap();
        assert_eq!(games.len(), 1);
        let (number, game) = &games[0];
        assert_eq!(*number, 2, "the blank line counted");
        assert_eq!(game.black.strength(), Ok(Level::new(12).unwrap().into()));
        assert!(game.white.strength().unwrap_err().contains("an external engine (\"my engine --fast\")"));
        assert_eq!(game.white_score(), 0.5);
        assert_eq!(game.to_line(), line);
        let refused = |text: &str| RecordedGame::parse_file(text).unwrap_err().to_string();
        assert!(refused(&format!("{line}\n{{")).starts_with("line 2: EOF while parsing"), "{}", refused("{"));
        assert!(refused(&line.replace("f4 g5*", "f4 zz")).starts_with("line 1: move 2 of the record"), "{}", refused(&line.replace("f4 g5*", "f4 zz")));
        assert!(refused(&line.replace("null", "\"red\"")).starts_with("line 1: unknown variant `red`"));
        assert!(refused(&line.replace("f4 g5*", &"x".repeat(100_000))).len() < 300);
        assert_eq!(RecordedPlayer::Level(13).strength().unwrap_err(), Level::new(13).unwrap_err().to_string());
    }

    #[test]
    fn a_limited_side_reads_and_writes_back() {
        let line = r#"{"game":1,"white":{"level":12,"positions":3000},"black":11,"opening":4,"winner":"black","plies":2,"record":"f4 g5*"}"#;
        let (_, game) = RecordedGame::parse_file(line).unwrap().remove(0);
        let limited: Strength = "12@3000".parse().unwrap();
        assert_eq!(game.white.strength(), Ok(limited));
        assert_eq!(RecordedPlayer::of(limited), game.white);
        assert_eq!(RecordedPlayer::of(Level::new(11).unwrap().into()), game.black);
        assert_eq!(game.to_line(), line);
        let refused = RecordedGame::parse_file(&line.replace("\"level\":12", "\"level\":5")).unwrap().remove(0).1.white.strength();
        assert_eq!(refused.unwrap_err(), "level 5 does not search: only levels 6 and 8 to 12 take a number of positions");
    }
}
