//! The PAI ladder as JS sees it: `levels()`.

use super::values::to_js;
use crate::agents::level::LEVELS;
use serde::Serialize;
use super::errors::ApiError;
use wasm_bindgen::prelude::*;

/// One level of the ladder, for the setup form.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LevelEntry {
    level: u8,
    name: &'static str,
    description: &'static str,
    default_ms: u32,
}

/// The PAI levels: `[{level, name, description, defaultMs}]`.
#[wasm_bindgen]
pub fn levels() -> Result<JsValue, ApiError> {
    let entries: Vec<LevelEntry> = LEVELS
        .iter()
        .map(|info| LevelEntry {
            level: info.number,
            name: info.name,
            description: info.description,
            default_ms: info.default_ms,
        })
        .collect();
    to_js(&entries)
}
