//! The PAI ladder as JS sees it: `levels()`, and `strengths()`, what the page offers a player.

use super::errors::ApiError;
use super::inputs::MAX_THINK_MS;
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
    /// What its search counts (a search's `nodes`, a strength's `positions`): `"positions"`, or
    /// `"playouts"` for level 6.
    counts: &'static str,
}

/// The PAI levels: `[{level, name, description, defaultMs, keepsSearch, splits, counts}]`.
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
            counts: info.counts(),
        })
        .collect();
    to_js(&entries)
}

/// One strength PAI plays at, for the setup form (its name and description are its level's in
/// `levels()`, with the budget: the page words them in the player's language).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StrengthEntry {
    level: u8,
    /// The most positions a move (`bestMove`'s `positions`); null for the level alone, limited
    /// by its time. A u32 (at most `MAX_POSITIONS`) so that JS gets a number, not a BigInt.
    positions: Option<u32>,
    keeps_search: bool,
    /// Split between the page's workers: the level alone only (a limited strength searches in
    /// one worker, so that it plays the same on every device).
    splits: bool,
}

/// The strengths offered to a player: `[{level, positions, keepsSearch, splits}]`, the twelve
/// levels (`positions` null) then the levels limited to a number of positions a move. The page
/// lists them in the order of the ladder's Elo (`data/ladder.json` rates each by `level` and
/// `positions`) and plays one with `bestMove(level, ms, onInfo, positions)`.
#[wasm_bindgen]
pub fn strengths() -> Result<JsValue, ApiError> {
    let entries: Vec<StrengthEntry> = STRENGTHS
        .iter()
        .map(|strength| StrengthEntry {
            level: strength.level.number(),
            positions: strength.positions.map(|n| n as u32),
            keeps_search: strength.level.info().keeps_search(),
            splits: strength.level.info().splits_root() && strength.positions.is_none(),
        })
        .collect();
    to_js(&entries)
}

/// The longest thinking time a search accepts, in milliseconds: the page bounds its settings by
/// it rather than keeping a copy.
#[wasm_bindgen(js_name = maxThinkMs)]
pub fn max_think_ms() -> f64 {
    MAX_THINK_MS
}
