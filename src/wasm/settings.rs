//! The weights every game's agents play with (levels 5 and 10 and the analysis use the learned
//! ones, levels 11 and 12 the built-in search-fitted ones unless every level plays with hand
//! weights):
//! `weightsSource`, `weightsInUse`, `loadWeights`, `useHandWeights`.

use super::bytes::read_bytes;
use super::errors::{ApiError, ErrorKind};
use super::inputs::{string, MAX_NAME_CHARS};
use super::values::to_js;
use crate::agents::level::{Level, LEVELS};
use crate::agents::weights::AgentSettings;
use crate::rules::excerpt::Excerpt;
use js_sys::JsString;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use std::cell::RefCell;

/// The largest weights blob read. A real blob is a few hundred bytes (docs/WEIGHTS.md); a larger
/// buffer is refused before anything is copied into wasm memory.
pub const MAX_WEIGHTS_BYTES: u32 = 64 * 1024;

thread_local! {
    /// The weights every game's agents play with: the shipped blob unless replaced.
    static SETTINGS: RefCell<AgentSettings> = RefCell::new(AgentSettings::default());
}

/// A copy of the weights in use, so no borrow is held while a search runs.
pub fn current() -> AgentSettings {
    SETTINGS.with(|settings| settings.borrow().clone())
}

fn replace(settings: AgentSettings) {
    SETTINGS.with(|current| *current.borrow_mut() = settings);
}

/// Where the learned weights (levels 5 and 10, and the analysis) come from: the shipped blob, a loaded one, or
/// hand weights and the reason.
#[wasm_bindgen(js_name = weightsSource)]
pub fn weights_source() -> String {
    SETTINGS.with(|settings| settings.borrow().learned_source.clone())
}

/// The weights in use as JS sees them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct WeightsInUse {
    source: String,
    hand_only: bool,
    by_level: Vec<Option<String>>,
}

/// The weights in use: `{source, handOnly, byLevel}`: where the learned weights come from, whether
/// every level fell back to hand weights, and for each level (index 0 is level 1) the source the
/// player should be told of, or `null` where its weights are fixed or it plays none.
#[wasm_bindgen(js_name = weightsInUse)]
pub fn weights_in_use() -> Result<JsValue, ApiError> {
    let settings = current();
    let by_level = LEVELS
        .iter()
        .map(|info| Level::new(info.number as i64).ok().and_then(|level| settings.source_for(level)).map(str::to_string))
        .collect();
    to_js(&WeightsInUse { source: settings.learned_source.clone(), hand_only: settings.hand_only, by_level })
}

/// Plays levels 5 and 10 (and analyses) with the weights in `bytes` (a `Uint8Array` or `ArrayBuffer` holding a
/// blob as in docs/WEIGHTS.md, at most 64 KiB), named `name`, and returns their description.
/// A bad blob throws an `Error` of kind `bad-weights` saying why ("weights blob refused: wrong
/// magic ...; the weights in use stay as they were"), and the weights in use stay as they were:
/// the built-in ones unless replaced, never hand weights in secret.
#[wasm_bindgen(js_name = loadWeights)]
pub fn load_weights(bytes: JsValue, name: JsValue) -> Result<String, ApiError> {
    let bytes = read_bytes(&bytes, "weights", MAX_WEIGHTS_BYTES)?;
    let name = if name.is_undefined() { "loaded weights".to_string() } else { string(&name, "the weights' name", MAX_NAME_CHARS)? };
    let loaded = AgentSettings::with_blob(&bytes, &name)
        .map_err(|refused| ApiError::new(ErrorKind::BadWeights, format!("{refused}; the weights in use stay as they were")))?;
    let source = loaded.learned_source.clone();
    replace(loaded);
    Ok(source)
}

/// Plays levels 5, 10, 11 and 12 with hand weights, recording `reason` (say, why the shipped blob
/// could not be loaded; anything not a string is "hand weights chosen", a long one is cut) in
/// `weightsSource()`.
#[wasm_bindgen(js_name = useHandWeights)]
pub fn use_hand_weights(reason: JsValue) {
    let reason = match reason.dyn_ref::<JsString>() {
        Some(text) if text.length() <= MAX_NAME_CHARS => String::from(text),
        Some(text) => Excerpt::from_parts(&String::from(text.slice(0, MAX_NAME_CHARS)), text.length() as usize).to_string(),
        None => "hand weights chosen".into(),
    };
    replace(AgentSettings::hand_only(&reason));
}
