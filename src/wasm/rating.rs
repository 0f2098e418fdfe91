//! `playerRating(games, ladder)`: the player's Glicko-2 rating from their finished games against
//! PAI's levels (`rating::player`; the ladder as `readLadder` gave it), and the level to try
//! next, so the page keeps no copy of the rule. Everything is read without trust: the history comes from the browser's storage or a
//! file the player picked.

use super::errors::{describe, error, ApiError};
use super::inputs::{count_of, level, string, MAX_DATE_CHARS};
use super::js_fields::{field, is_absent, items, object};
use super::ladder::read_ladder;
use super::values::to_js;
use crate::agents::strength::MAX_POSITIONS;
use crate::number_text;
use crate::rating::player::{day_of, expected_against, rate, PlayedGame};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most games rated at once (a game a minute for a year is fewer).
pub const MAX_GAMES: u32 = 100_000;
/// Elo figures beyond this (in absolute value) are refused as damaged: the ladder's bound.
pub(super) use crate::rating::ladder::MAX_ELO;

/// The rating as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Report {
    rating: f64,
    rd: f64,
    volatility: f64,
    /// Games against a strength with an Elo: the ones that counted.
    rated: usize,
    /// Games against a level the ladder does not rate, left out.
    unrated: usize,
    /// Games the coach helped in, left out.
    coached: usize,
    /// The strength to try next: its level and its budget of positions (null: the level alone).
    suggested_level: Option<u8>,
    suggested_positions: Option<u32>,
    /// The player's expected score against the suggested strength.
    expected: Option<f64>,
}

/// An Elo figure (or a margin, from 0) named `what`, or `None` when absent.
pub(super) fn elo(value: &JsValue, what: &str, min: f64) -> Result<Option<f64>, ApiError> {
    if is_absent(value) {
        return Ok(None);
    }
    match value.as_f64() {
        Some(x) if (min..=MAX_ELO).contains(&x) => Ok(Some(x)),
        Some(x) => Err(error(format!("{what} must be a number from {} to {}, not {}", number_text::shown(min), number_text::shown(MAX_ELO), number_text::shown(x)))),
        None => Err(error(format!("{what} must be a number or null, not {}", describe(value)))),
    }
}

/// One game of the history: `{date, level, positions, result, coached}` (other fields, the
/// colour and the record, are the page's); `date` begins `YYYY-MM-DD`, `positions` is the
/// level's budget of positions a move (absent or `null`: the level alone), `result` is `"win"`,
/// `"draw"` or `"loss"`, `coached` is `true` for a game the coach helped in (absent, `null` or
/// `false`: not).
fn read_game(value: &JsValue, index: usize) -> Result<PlayedGame, ApiError> {
    let what = format!("game {}", index + 1);
    let game = object(value, &what)?;
    let date = string(&field(game, "date", &what)?, &format!("{what}'s date"), MAX_DATE_CHARS)?;
    let day = day_of(&date).ok_or_else(|| error(format!("{what}'s date must begin YYYY-MM-DD, not {date:?}")))?;
    let number = level(&field(game, "level", &what)?).map_err(|e| error(format!("{what}: {}", e.message())))?;
    let positions = field(game, "positions", &what)?;
    let positions = if is_absent(&positions) { None } else { Some(count_of(&positions, MAX_POSITIONS as u32, &format!("{what}'s positions"))?.into()) };
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
    Ok(PlayedGame { day, level: number.number(), positions, score, coached })
}

/// A value for a message: a short string quoted, else its description.
fn shown(value: &JsValue) -> String {
    match value.as_string() {
        Some(text) if text.chars().count() <= 20 => format!("{text:?}"),
        _ => describe(value),
    }
}

/// The player's rating from `games` (`[{date, level, positions, result, coached}]`, at most
/// 100,000, in any order) against `ladder` (the ladder as `readLadder` returned it, or null for
/// none): `{rating, rd, volatility, rated, unrated, coached, suggestedLevel, suggestedPositions,
/// expected}`. Coached games
/// are left out (`coached`: the coach took the player's bad moves back). Glicko-2 from 1500
/// (RD 350, volatility 0.06, τ 0.5), one rating period per UTC day with games; each level is a
/// fixed opponent at its Elo with a deviation of `eloMargin / 1.96` (50 without one), a limited
/// strength (a game's `positions`) its own opponent; games against a strength with `elo` null or
/// not on the ladder are left out (`unrated`). `suggestedLevel` and `suggestedPositions` name the
/// next step up: the rated strength with the lowest Elo at or above the rating (else the
/// strongest); `expected` is the player's expected score against it. Throws (`bad-argument`) for anything else.
#[wasm_bindgen(js_name = playerRating)]
pub fn player_rating(games: JsValue, ladder: JsValue) -> Result<JsValue, ApiError> {
    let ladder = read_ladder(&ladder)?;
    let games = items(&games, MAX_GAMES, "the games")?
        .iter()
        .enumerate()
        .map(|(index, value)| read_game(value, index))
        .collect::<Result<Vec<_>, _>>()?;
    let rated = rate(&games, &ladder);
    to_js(&Report {
        rating: rated.rating.rating,
        rd: rated.rating.deviation,
        volatility: rated.rating.volatility,
        rated: rated.rated,
        unrated: rated.unrated,
        coached: rated.coached,
        suggested_level: rated.suggested.map(|l| l.level),
        suggested_positions: rated.suggested.and_then(|l| l.positions).map(|n| n as u32),
        expected: rated.suggested.and_then(|l| expected_against(rated.rating.rating, &l)),
    })
}
