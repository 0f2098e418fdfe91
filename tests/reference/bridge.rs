//! The engine's colours and results in the reference's terms, for the tests that compare them.
//! Kept apart from the plain engine, which knows nothing of the fast one.

use super::{Outcome, Side};
use pathwayz::{Color, Status};

/// The reference's side for an engine colour.
pub fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The reference's outcome for an engine status.
pub fn outcome(status: Status) -> Outcome {
    match status {
        Status::Ongoing => Outcome::Playing,
        Status::Won(color) => Outcome::Winner(side(color)),
        Status::Draw => Outcome::Draw,
    }
}
