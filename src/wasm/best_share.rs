//! The move a split search plays (the core module: the page picks it from its workers' answers):
//! `bestShare`, by the engine's rule (`search::root_share::best_answer`), not a copy of it in
//! the page. Each worker's share is searched by `game.searchShare` ([`super::share_search`]).

use super::errors::{error, ApiError};
use super::game::read_move;
use super::js_fields::{field, is_absent, items, object};
use crate::search::root_share::{best_answer, ShareAnswer, MAX_SHARES};
use wasm_bindgen::prelude::*;

/// One share's answer from JS: `{move, score}` (`move` null for an empty share, `score` null for
/// a lost position's move), or `None` for a share that did not answer.
fn read_answer(value: &JsValue, index: usize) -> Result<Option<ShareAnswer>, ApiError> {
    if is_absent(value) {
        return Ok(None);
    }
    let what = format!("answer {index}");
    let answer = object(value, &what)?;
    let mv = field(answer, "move", &what)?;
    if is_absent(&mv) {
        return Ok(None);
    }
    let mv = read_move(&mv)?;
    let score = field(answer, "score", &what)?;
    let score = if is_absent(&score) {
        i32::MIN
    } else {
        match score.as_f64() {
            Some(s) if s.fract() == 0.0 && (i32::MIN as f64..=i32::MAX as f64).contains(&s) => s as i32,
            _ => return Err(error(format!("{what}'s score must be a whole number or null, not {}", super::errors::describe(&score)))),
        }
    };
    Ok(Some(ShareAnswer { mv, score }))
}

/// The move to play from the shares' answers of a split search (`searchShare`'s `{move, score}`,
/// or `null` for a share that did not answer; at most 8): the best score, the first share on a
/// tie, a `null` score counting below every other; `null` when no share answered with a move.
/// Throws for answers that are not such values.
#[wasm_bindgen(js_name = bestShare)]
pub fn best_share(answers: JsValue) -> Result<JsValue, ApiError> {
    let answers = items(&answers, MAX_SHARES as u32, "the shares' answers")?
        .iter()
        .enumerate()
        .map(|(index, value)| read_answer(value, index))
        .collect::<Result<Vec<_>, ApiError>>()?;
    Ok(best_answer(&answers).map_or(JsValue::NULL, |mv| JsValue::from_str(&mv.to_string())))
}
