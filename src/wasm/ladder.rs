//! `readLadder(file)`: the ladder's data file (`www/data/ladder.json`) read by its one type,
//! [`Ladder`] (field by field: [`super::ladder_fields`], then [`Ladder::check`]), and handed to JS
//! in the file's own shape. The calls
//! that rate against the ladder (`playerRating`, `readPuzzles`) take back what it returned and
//! read it through the same type, so the page keeps no reader of its own.

use super::bytes::read_bytes;
use super::errors::{describe, error, ApiError};
use super::inputs::string;
use super::js_fields::{field, is_absent, items};
use super::ladder_fields::ladder_from;
use super::values::to_js;
use crate::rating::ladder::{Ladder, LadderError, MAX_LEVELS};
use crate::rating::player::LadderLevel;
use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The longest ladder read, in bytes or characters (the shipped file is under 5 KB).
const MAX_LADDER_CHARS: u32 = 1_000_000;

/// The ladder in the plain JSON data `value` (what `JSON.parse` made: no getters, no Proxy).
fn ladder_of(value: JsValue) -> Result<Ladder, ApiError> {
    if !value.is_object() || js_sys::Array::is_array(&value) {
        let held = if js_sys::Array::is_array(&value) { "an array".to_string() } else { describe(&value) };
        return Err(error(format!("the ladder: {}", LadderError::unreadable(format!("the file holds {held}, not an object")))));
    }
    let ladder = ladder_from(&value).map_err(|reason| error(format!("the ladder: {}", LadderError::unreadable(reason))))?;
    ladder.check().map_err(|e| error(format!("the ladder: {e}")))?;
    Ok(ladder)
}

/// The ladder in the JSON `text`.
fn parse(text: &str) -> Result<Ladder, ApiError> {
    let value = js_sys::JSON::parse(text).map_err(|thrown| {
        let reason = thrown.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).unwrap_or_default();
        error(format!("the ladder: {}", LadderError::unreadable(format!("not JSON ({reason})"))))
    })?;
    ladder_of(value)
}

/// The ladder file (`www/data/ladder.json`, as `pathwayz tournament --ladder` writes it) in
/// `file`, a `Uint8Array`, an `ArrayBuffer` (UTF-8) or a string, at most 1,000,000 long: `{command,
/// msPerMove, gamesPerPair, totalGames, fit, anchor, levels: [{level, name, description, elo,
/// games, score, eloMargin?, eloBelow?, eloAbove?}]}`, the file's own fields (`elo` null for a
/// level the fit could only bound: then `eloBelow` or `eloAbove`). Throws (`bad-argument`) with
/// the reason for a damaged file: not JSON, a field missing or of the wrong type, a level 0 or
/// listed twice, an Elo beyond ±10,000, a negative margin, more than 64 levels.
#[wasm_bindgen(js_name = readLadder)]
pub fn read_ladder_file(file: JsValue) -> Result<JsValue, ApiError> {
    let text = if file.is_string() {
        string(&file, "the ladder file", MAX_LADDER_CHARS)?
    } else if file.is_instance_of::<js_sys::Uint8Array>() || file.is_instance_of::<js_sys::ArrayBuffer>() {
        let bytes = read_bytes(&file, "the ladder file", MAX_LADDER_CHARS)?;
        String::from_utf8(bytes).map_err(|_| error("the ladder file is not UTF-8 text"))?
    } else {
        return Err(error(format!("the ladder file must be a Uint8Array, an ArrayBuffer or a string, not {}", describe(&file))));
    };
    to_js(&parse(&text)?)
}

/// The levels of `ladder`, a ladder as `readLadder` returned it (or `null`: no ladder, no level
/// rated), read again through [`Ladder`]: written out by `JSON.stringify` (a getter that throws or
/// a cycle is refused; `NaN` becomes `null`, as in a file), its levels counted first.
pub(super) fn read_ladder(ladder: &JsValue) -> Result<Vec<LadderLevel>, ApiError> {
    if is_absent(ladder) {
        return Ok(Vec::new());
    }
    if !ladder.is_object() || ladder.is_function() || js_sys::Array::is_array(ladder) {
        return Err(error(format!("the ladder must be an object as readLadder returns it, or null, not {}", describe(ladder))));
    }
    items(&field(ladder, "levels", "the ladder")?, MAX_LEVELS as u32, "the ladder's levels")?;
    let written = js_sys::JSON::stringify(ladder).map_err(|_| error("the ladder could not be written out as JSON"))?;
    let written: JsValue = written.into();
    let length = written.dyn_ref::<JsString>().map(JsString::length).ok_or_else(|| error("the ladder could not be written out as JSON"))?;
    if length > MAX_LADDER_CHARS {
        return Err(error(format!("the ladder is {length} characters as JSON: at most {MAX_LADDER_CHARS} are read")));
    }
    Ok(parse(&written.as_string().unwrap_or_default())?.rated_levels())
}
