//! Whether the game goes on, and how it ended.

use super::color::Color;
use std::fmt;

/// The state of play after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// No path yet and empty cells left.
    Ongoing,
    /// This colour has a path (or both do and it moved last).
    Won(Color),
    /// The board is full and neither colour has a path.
    Draw,
}

impl Status {
    /// True once the game has ended.
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }

    /// The name reported as `winner`: `"white"`, `"black"`, `"draw"`, or `None` while playing.
    pub fn winner_name(self) -> Option<&'static str> {
        match self {
            Status::Ongoing => None,
            Status::Won(color) => Some(color.name()),
            Status::Draw => Some("draw"),
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("in progress"),
            Status::Won(color) => write!(f, "{color} won"),
            Status::Draw => f.write_str("drawn"),
        }
    }
}
