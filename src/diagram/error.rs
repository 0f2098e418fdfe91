//! Why a picture was refused: each a short message that quotes at most the start of what was
//! given.

use super::caption::MAX_CAPTION_CHARS;
use super::{MAX_SIZE, MIN_SIZE};
use crate::number_text::shown;
use crate::rules::excerpt::Excerpt;
use crate::rules::record::RecordError;
use std::fmt;

/// A picture that cannot be made from what was asked.
#[derive(Clone, Debug, PartialEq)]
pub enum DiagramError {
    /// The size (the picture's width in pixels) is not a whole number in range.
    Size(f64),
    /// The record does not replay: its bad move and why.
    Record(RecordError),
    /// The position asked for is past the record's end (or negative).
    Ply { ply: f64, moves: usize },
    /// The caption is too long (its length in characters).
    CaptionLength(usize),
    /// The caption holds a control character (its code point).
    CaptionCharacter(u32),
    /// A colour's name is not one of the palette's.
    UnknownColour(String),
    /// A colour's value cannot be read.
    Colour { name: String, text: String },
    /// The time a frame is shown is out of range (milliseconds).
    Delay(f64),
    /// The picture could not be drawn or written (native: the renderer's or encoder's words).
    Render(String),
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Size(size) => {
                write!(f, "the picture's size must be a whole number of pixels from {MIN_SIZE} to {MAX_SIZE}, not {}", shown(*size))
            }
            DiagramError::Record(error) => write!(f, "{error}"),
            DiagramError::Ply { ply, moves } => {
                write!(f, "the position must be a whole number of moves from 0 to {moves}, not {}", shown(*ply))
            }
            DiagramError::CaptionLength(chars) => {
                write!(f, "a caption has at most {MAX_CAPTION_CHARS} characters, not {chars}")
            }
            DiagramError::CaptionCharacter(code) => write!(f, "a caption cannot hold the control character U+{code:04X}"),
            DiagramError::UnknownColour(name) => {
                write!(f, "{} is not a colour of the picture: they are {}", Excerpt::of(name), super::palette::Palette::NAMES.join(", "))
            }
            DiagramError::Colour { name, text } => {
                write!(f, "the colour {name} must be #rrggbb, rgb(r, g, b) or rgba(r, g, b, a), not {}", Excerpt::of(text))
            }
            DiagramError::Delay(ms) => {
                write!(f, "a frame is shown from {} to {} milliseconds, not {}", super::MIN_DELAY_MS, super::MAX_DELAY_MS, shown(*ms))
            }
            DiagramError::Render(why) => write!(f, "the picture could not be made: {why}"),
        }
    }
}

impl std::error::Error for DiagramError {}

impl From<RecordError> for DiagramError {
    fn from(error: RecordError) -> DiagramError {
        DiagramError::Record(error)
    }
}
