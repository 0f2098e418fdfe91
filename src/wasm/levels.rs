//! The PAI ladder as JS sees it: `levels()`.

use super::errors::ApiError;
use super::values::to_js;
use crate::agents::level::LEVELS;
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
