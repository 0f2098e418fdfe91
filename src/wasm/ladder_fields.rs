//! The ladder file's one type, [`Ladder`], read field by field from what `JSON.parse` made of it:
//! the core module's reader (`readLadder`, and the ladder the rating calls take back), without a
//! general deserializer in the wasm (serde's for this type cost the module 27 KB). Natively the
//! same type is read by serde (`Ladder::parse`); both then check it with [`Ladder::check`].
//! A refusal is the reason alone; the caller says it is the ladder's.

use super::errors::describe;
use crate::number_text;
use crate::rating::ladder::{Ladder, LadderAnchor, LadderEntry, MAX_LEVELS};
use wasm_bindgen::prelude::*;

/// The largest whole number a JS number holds exactly.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// The property `name` of `object` (`undefined` when missing); a throwing getter is a refusal.
fn property(object: &JsValue, name: &str) -> Result<JsValue, String> {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).map_err(|_| format!("its field `{name}` could not be read"))
}

/// The field `name` of `object`, which must be there.
fn required(object: &JsValue, name: &str) -> Result<JsValue, String> {
    let value = property(object, name)?;
    if value.is_undefined() {
        return Err(format!("missing field `{name}`"));
    }
    Ok(value)
}

/// A value of the wrong type for the field `name`: what it holds and what was expected.
fn invalid(value: &JsValue, name: &str, expected: &str) -> String {
    format!("invalid type for `{name}`: {}, expected {expected}", describe(value))
}

/// The string in the field `name` of `object`.
fn text(object: &JsValue, name: &str) -> Result<String, String> {
    let value = required(object, name)?;
    value.as_string().ok_or_else(|| invalid(&value, name, "a string"))
}

/// The number `value` of the field `name` (any finite or infinite number; `check` bounds it).
fn number_in(value: &JsValue, name: &str) -> Result<f64, String> {
    value.as_f64().ok_or_else(|| invalid(value, name, "a number"))
}

/// The number in the field `name` of `object`.
fn number(object: &JsValue, name: &str) -> Result<f64, String> {
    number_in(&required(object, name)?, name)
}

/// The number in the field `name` of `object`, or `None` when it is missing or null.
fn optional_number(object: &JsValue, name: &str) -> Result<Option<f64>, String> {
    let value = property(object, name)?;
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    number_in(&value, name).map(Some)
}

/// The whole number `value` of the field `name`, from 0 to `max`.
fn whole_in(value: &JsValue, name: &str, max: f64) -> Result<f64, String> {
    let n = number_in(value, name)?;
    if n.fract() != 0.0 || !(0.0..=max).contains(&n) {
        return Err(format!("invalid value for `{name}`: {}, expected a whole number from 0 to {}", describe(value), number_text::shown(max)));
    }
    Ok(n)
}

/// The whole number in the field `name` of `object`, from 0 to `max`.
fn whole(object: &JsValue, name: &str, max: f64) -> Result<f64, String> {
    whole_in(&required(object, name)?, name, max)
}

/// The object in `value` (the field `name`), refused when it is not a plain object.
fn object_in<'a>(value: &'a JsValue, name: &str) -> Result<&'a JsValue, String> {
    if value.is_object() && !value.is_function() && !js_sys::Array::is_array(value) {
        Ok(value)
    } else {
        Err(invalid(value, name, "an object"))
    }
}

/// The anchor: a level held at an Elo (`{level, elo}`), else the fitted levels' mean (`{mean}`).
fn anchor(ladder: &JsValue) -> Result<LadderAnchor, String> {
    let value = required(ladder, "anchor")?;
    let anchor = object_in(&value, "anchor")?;
    let (level, elo) = (property(anchor, "level")?, property(anchor, "elo")?);
    if !level.is_undefined() && !elo.is_undefined() {
        return Ok(LadderAnchor::Level { level: whole_in(&level, "anchor's level", 255.0)? as u8, elo: number_in(&elo, "anchor's elo")? });
    }
    let mean = property(anchor, "mean")?;
    if mean.is_undefined() {
        return Err("the anchor must be {level, elo} or {mean}".to_string());
    }
    Ok(LadderAnchor::Mean { mean: number_in(&mean, "anchor's mean")? })
}

/// One entry of the ladder's levels.
fn entry(value: &JsValue) -> Result<LadderEntry, String> {
    let entry = object_in(value, "levels' entry")?;
    let positions = property(entry, "positions")?;
    Ok(LadderEntry {
        level: whole(entry, "level", 255.0)? as u8,
        positions: if positions.is_undefined() || positions.is_null() { None } else { Some(whole_in(&positions, "positions", MAX_SAFE)? as u64) },
        name: text(entry, "name")?,
        description: text(entry, "description")?,
        elo: optional_number(entry, "elo")?,
        games: whole(entry, "games", MAX_SAFE)? as u64,
        score: number(entry, "score")?,
        elo_margin: optional_number(entry, "eloMargin")?,
        elo_below: optional_number(entry, "eloBelow")?,
        elo_above: optional_number(entry, "eloAbove")?,
    })
}

/// The ladder in `value` (plain data, as `JSON.parse` makes it: an object), unchecked, or the
/// reason it is not one.
pub fn ladder_from(value: &JsValue) -> Result<Ladder, String> {
    let levels = required(value, "levels")?;
    if !js_sys::Array::is_array(&levels) {
        return Err(format!("its levels must be a list, not {}", describe(&levels)));
    }
    let count = property(&levels, "length")?.as_f64().unwrap_or(0.0);
    if count > MAX_LEVELS as f64 {
        return Err(format!("a ladder lists at most {MAX_LEVELS} levels, not {}", number_text::shown(count)));
    }
    let levels = (0..count as u32)
        .map(|index| {
            let item = js_sys::Reflect::get_u32(&levels, index).map_err(|_| format!("its level {} could not be read", index + 1))?;
            entry(&item)
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Ladder {
        command: text(value, "command")?,
        ms_per_move: number(value, "msPerMove")?,
        games_per_pair: whole(value, "gamesPerPair", MAX_SAFE)? as u64,
        total_games: whole(value, "totalGames", MAX_SAFE)? as u64,
        fit: text(value, "fit")?,
        anchor: anchor(value)?,
        levels,
    })
}
