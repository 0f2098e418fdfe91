//! A proven result as JS sees it, `{winner: "white" | "black", moves}` ("White wins in 3"), out
//! of an analysis and back in with a review's steps.

use super::errors::{describe, error, ApiError};
use super::js_fields::{field, is_absent, object};
use crate::analysis::forced_result::ForcedResult;
use crate::rules::color::Color;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most moves a side makes in a game: half the board's cells.
const MAX_MOVES: f64 = 48.0;

/// A forced result as JS sees it.
#[derive(Serialize)]
pub struct ForcedReport {
    winner: &'static str,
    moves: u32,
}

/// `forced` for JS (`null` for an estimate).
pub fn report(forced: Option<ForcedResult>) -> Option<ForcedReport> {
    forced.map(|f| ForcedReport { winner: f.winner.name(), moves: f.moves })
}

/// The forced result `value` (`null` or absent for none), or an error naming `what`.
pub fn read(value: &JsValue, what: &str) -> Result<Option<ForcedResult>, ApiError> {
    if is_absent(value) {
        return Ok(None);
    }
    let forced = object(value, what)?;
    let winner = field(forced, "winner", what)?;
    let winner = match winner.as_string().as_deref() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return Err(error(format!("{what}'s winner must be \"white\" or \"black\", not {}", describe(&winner)))),
    };
    let moves = field(forced, "moves", what)?;
    match moves.as_f64() {
        Some(n) if n.fract() == 0.0 && (1.0..=MAX_MOVES).contains(&n) => Ok(Some(ForcedResult { winner, moves: n as u32 })),
        _ => Err(error(format!("{what}'s moves must be a whole number from 1 to 48, not {}", describe(&moves)))),
    }
}
