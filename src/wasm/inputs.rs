//! Reading what JS passes in: every number checked against its bounds and every string's length
//! checked before it is copied into wasm memory, each refusal a short JS `Error`.

use super::errors::{describe, error, ApiError};
use super::js_fields::is_absent;
use crate::agents::level::{Level, LEVELS};
use crate::agents::strength::{Strength, MAX_POSITIONS};
use crate::number_text;
use crate::rules::excerpt::{Excerpt, EXCERPT_CHARS};
use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The longest a search may think, in milliseconds: one minute.
pub const MAX_THINK_MS: f64 = 60_000.0;

/// The longest move text read (a move is 2-4 characters; whitespace around it is allowed).
pub const MAX_MOVE_CHARS: u32 = 64;
/// The longest game record read (a whole game is at most 96 moves, about 400 characters).
pub const MAX_RECORD_CHARS: u32 = 65_536;
/// The longest name or reason kept for the weights; longer ones are refused.
pub const MAX_NAME_CHARS: u32 = 200;
/// The longest date read (`toISOString` writes 24 characters).
pub const MAX_DATE_CHARS: u32 = 64;

/// The strength `level` and `positions` name: a level's number (`levels()`), limited to
/// `positions` a move (a whole number from 1 to `MAX_POSITIONS`) unless that is absent
/// (`undefined` or `null`): then the level alone. Only the levels that search take a budget.
pub fn strength(level: &JsValue, positions: &JsValue) -> Result<Strength, ApiError> {
    let level = self::level(level)?;
    if is_absent(positions) {
        return Ok(level.into());
    }
    let positions = count_of(positions, MAX_POSITIONS as u32, "the number of positions")?;
    Strength::new(level, Some(positions.into())).map_err(|e| error(e.to_string()))
}

/// The level `value` names: a whole number on the ladder (`levels()`).
pub fn level(value: &JsValue) -> Result<Level, ApiError> {
    let number = value
        .as_f64()
        .ok_or_else(|| error(format!("the level must be a number, not {}", describe(value))))?;
    Level::from_f64(number).ok_or_else(|| {
        error(format!("unknown level {}: levels are whole numbers from 1 to {}", number_text::shown(number), LEVELS.len()))
    })
}

/// A thinking time in milliseconds, from 0 to [`MAX_THINK_MS`].
pub fn think_ms(value: &JsValue) -> Result<f64, ApiError> {
    let ms = value
        .as_f64()
        .ok_or_else(|| error(format!("the time must be a number of milliseconds, not {}", describe(value))))?;
    if (0.0..=MAX_THINK_MS).contains(&ms) {
        Ok(ms)
    } else {
        Err(error(format!("the time must be from 0 to {} milliseconds, not {}", number_text::shown(MAX_THINK_MS), number_text::shown(ms))))
    }
}

/// The number in `value`, or an error naming `what`.
pub fn number(value: &JsValue, what: &str) -> Result<f64, ApiError> {
    value.as_f64().ok_or_else(|| error(format!("{what} must be a number, not {}", describe(value))))
}

/// The count in `value`: a number (else an error naming `what`) that [`count`] takes.
pub fn count_of(value: &JsValue, max: u32, what: &str) -> Result<u32, ApiError> {
    count(number(value, what)?, max, what)
}

/// A whole number from 1 to `max` (a count from JS), or an error naming `what`.
pub fn count(value: f64, max: u32, what: &str) -> Result<u32, ApiError> {
    if value.fract() == 0.0 && (1.0..=max as f64).contains(&value) {
        Ok(value as u32)
    } else {
        Err(error(format!("{what} must be a whole number from 1 to {max}, not {}", number_text::shown(value))))
    }
}

/// The string in `value`, at most `max_chars` UTF-16 units long, or an error naming `what`:
/// a longer string is refused (quoting its start) before it is copied into wasm memory.
pub fn string(value: &JsValue, what: &str, max_chars: u32) -> Result<String, ApiError> {
    let Some(text) = value.dyn_ref::<JsString>() else {
        return Err(error(format!("{what} must be a string, not {}", describe(value))));
    };
    let length = text.length();
    if length > max_chars {
        let head = text.slice(0, EXCERPT_CHARS as u32 * 2).as_string().unwrap_or_default();
        let quoted = Excerpt::from_parts(&head, length as usize);
        return Err(error(format!("{what} must be at most {max_chars} characters, not {length}: {quoted}")));
    }
    Ok(text.as_string().unwrap_or_default())
}
