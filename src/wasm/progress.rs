//! Search progress for JS: `{depth, nodes, elapsedMs, best, score, pv}` passed to a callback.

use super::errors::{describe, error, ApiError};
use super::values::to_js;
use crate::clock::now_ms;
use crate::search::{SearchHandler, SearchInfo};
use js_sys::Function;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The progress callback in `value`: `None` for `undefined` or `null`, else it must be a function.
pub fn progress_callback(value: JsValue) -> Result<Option<Function>, ApiError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value.dyn_into::<Function>().map(Some).map_err(|value| {
        error(format!("the progress callback must be a function, not {}", describe(&value)))
    })
}

/// Milliseconds between two reports to JS.
const REPORT_EVERY_MS: f64 = 50.0;

/// One progress report as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProgressReport {
    /// Depth reached, or 0 where depth means nothing.
    pub depth: u32,
    /// Positions or playouts examined (a JS number).
    pub nodes: f64,
    /// Milliseconds since the search began.
    pub elapsed_ms: f64,
    /// The best move so far in notation, or `null`.
    pub best: Option<String>,
    /// The score of `best` for the player to move in hundredths of an evaluation point (a win
    /// is 1,000,000 less the plies to it), or `null` where the level does not say.
    pub score: Option<i32>,
    /// The line the search expects, `best` first, in notation; empty where the level does not say.
    pub pv: Vec<String>,
}

/// Passes search progress to a JS callback at most every 50 ms, so a Web Worker can forward it
/// (and remember the best move so far). A callback that throws is ignored. Hears every report,
/// sent on or not, for whether the search said the position is decided.
pub struct JsProgress {
    callback: Option<Function>,
    last_sent_ms: f64,
    /// Whether a report said the search ends because the position is decided ([`SearchInfo::decided`]).
    pub decided: bool,
}

impl JsProgress {
    /// Reports to `callback`, if any.
    pub fn new(callback: Option<Function>) -> JsProgress {
        JsProgress { callback, last_sent_ms: f64::NEG_INFINITY, decided: false }
    }
}

impl SearchHandler for JsProgress {
    fn info(&mut self, info: &SearchInfo) {
        self.decided |= info.decided;
        let Some(callback) = &self.callback else { return };
        let now = now_ms();
        if now - self.last_sent_ms < REPORT_EVERY_MS {
            return;
        }
        self.last_sent_ms = now;
        let report = ProgressReport {
            depth: info.depth,
            nodes: info.nodes as f64,
            elapsed_ms: info.elapsed_ms,
            best: info.best.map(|mv| mv.to_string()),
            score: info.score,
            pv: info.pv.iter().map(|mv| mv.to_string()).collect(),
        };
        if let Ok(value) = to_js(&report) {
            let _ = callback.call1(&JsValue::NULL, &value);
        }
    }
}
