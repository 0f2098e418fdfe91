//! The PAI ladder as JS sees it: `levels()`, and `strengths()`, what the page offers a player.

use super::errors::ApiError;
use super::values::to_js;
use crate::agents::level::LEVELS;
use crate::agents::strength::STRENGTHS;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One level of the ladder, for the setup form.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LevelEntry {
    level: u8,
    name: &'static str,
    description: &'static str,
    default_ms: u32,
    /// The worker keeps its search between moves: thinking on the player's time helps it.
    keeps_search: bool,
    /// Its search is split between the page's workers by root moves (`searchShare`).
    splits: bool,
}

/// The PAI levels: `[{level, name, description, defaultMs, keepsSearch, splits}]`.
#[wasm_bindgen]
pub fn levels() -> Result<JsValue, ApiError> {
    let entries: Vec<LevelEntry> = LEVELS
        .iter()
        .map(|info| LevelEntry {
            level: info.number,
            name: info.name,
            description: info.description,
            default_ms: info.default_ms,
            keeps_search: info.keeps_search(),
            splits: info.splits_root(),
        })
        .collect();
    to_js(&entries)
}

/// One strength PAI plays at, for the setup form.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StrengthEntry {
    /// What `bestMove` takes: the level's number, or `"LEVEL@POSITIONS"`.
    id: JsonStrengthId,
    level: u8,
    /// The most positions a move; null for the level alone (limited by its time).
    positions: Option<u64>,
    name: String,
    description: String,
    default_ms: u32,
    keeps_search: bool,
    /// Split between the page's workers: the level alone only (a limited strength searches in
    /// one worker, so that it plays the same on every device).
    splits: bool,
}

/// A strength's id as JS holds it: a number for a level alone, a text for a limited strength.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonStrengthId {
    Level(u8),
    Limited(String),
}

/// The strengths offered to a player: `[{id, level, positions, name, description, defaultMs,
/// keepsSearch, splits}]`, the twelve levels (`id` their number, `positions` null) then the
/// levels limited to a number of positions a move (`id` `"12@30000"`). The page lists them in
/// the order of the ladder's Elo (`data/ladder.json` rates each by `level` and `positions`).
#[wasm_bindgen]
pub fn strengths() -> Result<JsValue, ApiError> {
    let entries: Vec<StrengthEntry> = STRENGTHS
        .iter()
        .map(|strength| {
            let info = strength.level.info();
            StrengthEntry {
                id: match strength.positions {
                    None => JsonStrengthId::Level(info.number),
                    Some(_) => JsonStrengthId::Limited(strength.to_string()),
                },
                level: info.number,
                positions: strength.positions,
                name: strength.name(),
                description: strength.description(),
                default_ms: info.default_ms,
                keeps_search: info.keeps_search(),
                splits: info.splits_root() && strength.positions.is_none(),
            }
        })
        .collect();
    to_js(&entries)
}
