//! `playerRating(games, ladder)`: the player's Glicko-2 rating from their finished games against
//! PAI's levels (`rating::player`; the ladder as `readLadder` gave it), and the level to try
//! next, so the page keeps no copy of the rule. Everything is read without trust: the history comes from the browser's storage or a
//! file the player picked.

use super::errors::{describe, error, short_number, ApiError};
use super::inputs::{level, string};
use super::js_fields::{field, is_absent, items, object};
use super::ladder::read_ladder;
use super::values::to_js;
use crate::rating::player::{day_of, expected_against, rate, PlayedGame};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most games rated at once (a game a minute for a year is fewer).
pub const MAX_GAMES: u32 = 100_000;
/// The longest date read (`toISOString` writes 24 characters).
pub(super) const MAX_DATE_CHARS: u32 = 64;
/// Elo figures beyond this (in absolute value) are refused as damaged: the ladder's bound.
pub(super) use crate::rating::ladder::MAX_ELO;

/// The rating as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Report {
    rating: f64,
    rd: f64,
    volatility: f64,
    /// Games against a level with an Elo: the ones that counted.
    rated: usize,
    /// Games against a level the ladder does not rate, left out.
    unrated: usize,
    /// Games the coach helped in, left out.
    coached: usize,
    suggested_level: Option<u8>,
    /// The player's expected score against the suggested level.
    expected: Option<f64>,
}

/// An Elo figure (or a margin, from 0) named `what`, or `None` when absent.
pub(super) fn elo(value: &JsValue, what: &str, min: f64) -> Result<Option<f64>, ApiError> {
    if is_absent(value) {
        return Ok(None);
    }
    match value.as_f64() {
        Some(x) if (min..=MAX_ELO).contains(&x) => Ok(Some(x)),
        Some(x) => Err(error(format!("{what} must be a number from {min} to {MAX_ELO}, not {}", short_number(x)))),
        None => Err(error(format!("{what} must be a number or null, not {}", describe(value)))),
    }
}

/// One game of the history: `{date, level, result, coached}` (other fields, the colour and the
/// record, are the page's); `date` begins `YYYY-MM-DD`, `result` is `"win"`, `"draw"` or
/// `"loss"`, `coached` is `true` for a game the coach helped in (absent, `null` or `false`: not).
fn read_game(value: &JsValue, index: usize) -> Result<PlayedGame, ApiError> {
    let what = format!("game {}", index + 1);
    let game = object(value, &what)?;
    let date = string(&field(game, "date", &what)?, &format!("{what}'s date"), MAX_DATE_CHARS)?;
    let day = day_of(&date).ok_or_else(|| error(format!("{what}'s date must begin YYYY-MM-DD, not {date:?}")))?;
    let number = level(&field(game, "level", &what)?).map_err(|e| error(format!("{what}: {}", e.message())))?;
    let result = field(game, "result", &what)?;
    let score = match result.as_string().as_deref() {
        Some("win") => 1.0,
        Some("draw") => 0.5,
        Some("loss") => 0.0,
        _ => return Err(error(format!("{what}'s result must be \"win\", \"draw\" or \"loss\", not {}", shown(&result)))),
    };
    let coached = field(game, "coached", &what)?;
    let coached = match coached.as_bool() {
        Some(flag) => flag,
        None if is_absent(&coached) => false,
        None => return Err(error(format!("{what}'s coached must be true or false, not {}", describe(&coached)))),
    };
    Ok(PlayedGame { day, level: number.number(), score, coached })
}

/// A value for a message: a short string quoted, else its description.
fn shown(value: &JsValue) -> String {
    match value.as_string() {
        Some(text) if text.chars().count() <= 20 => format!("{text:?}"),
        _ => describe(value),
    }
}

/// The player's rating from `games` (`[{date, level, result, coached}]`, at most 100,000, in any
/// order) against `ladder` (the ladder as `readLadder` returned it, or null for none):
/// `{rating, rd, volatility, rated, unrated, coached, suggestedLevel, expected}`. Coached games
/// are left out (`coached`: the coach took the player's bad moves back). Glicko-2 from 1500
/// (RD 350, volatility 0.06, τ 0.5), one rating period per UTC day with games; each level is a
/// fixed opponent at its Elo with a deviation of `eloMargin / 1.96` (50 without one); games
/// against a level with `elo` null are left out (`unrated`). `suggestedLevel` is the rated
/// level with the lowest Elo at or above the rating (else the strongest), `expected` the
/// player's expected score against it. Throws (`bad-argument`) for anything else.
#[wasm_bindgen(js_name = playerRating)]
pub fn player_rating(games: JsValue, ladder: JsValue) -> Result<JsValue, ApiError> {
    let ladder = read_ladder(&ladder)?;
    let games = items(&games, MAX_GAMES, "the games")?
        .iter()
        .enumerate()
        .map(|(index, value)| read_game(value, index))
        .collect::<Result<Vec<_>, _>>()?;
    let rated = rate(&games, &ladder);
    let suggested = rated.suggested.and_then(|n| ladder.iter().find(|l| l.level == n));
    to_js(&Report {
        rating: rated.rating.rating,
        rd: rated.rating.deviation,
        volatility: rated.rating.volatility,
        rated: rated.rated,
        unrated: rated.unrated,
        coached: rated.coached,
        suggested_level: rated.suggested,
        expected: suggested.and_then(|l| expected_against(rated.rating.rating, l)),
    })
}
