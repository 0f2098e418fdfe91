//! `game.searchShare(level, ms, share, shares, onInfo)` (the search module): one search worker's
//! part of a level-12 search split between several workers by root moves (see
//! `search::root_share`); the page plays the best of the shares' answers (`bestShare`,
//! [`super::best_share`]).

use super::errors::{error, ApiError};
use super::game::WasmGame;
use super::inputs::{count_of, level, number, think_ms};
use super::kept_agents::with_agent;
use super::progress::{progress_callback, JsProgress};
use super::settings;
use super::values::to_js;
use crate::agents::level::LEVELS;
use crate::number_text;
use crate::search::root_share::{Remembering, RootShare, ShareAnswer, MAX_SHARES};
use crate::search::SearchLimits;
use serde::Serialize;
use wasm_bindgen::prelude::*;


/// A share's answer as JS sees it.
#[derive(Serialize)]
struct ShareReport {
    #[serde(rename = "move")]
    mv: Option<String>,
    score: Option<i32>,
}

/// Share `share` (from 0) of `shares` (1 to 8), checked.
fn root_share(share: &JsValue, shares: &JsValue) -> Result<RootShare, ApiError> {
    let shares = count_of(shares, MAX_SHARES as u32, "the number of shares")?;
    let share = number(share, "the share")?;
    if share.fract() != 0.0 || !(0.0..shares as f64).contains(&share) {
        return Err(error(format!("the share must be a whole number from 0 to {}, not {}", shares - 1, number_text::shown(share))));
    }
    RootShare::new(share as u32, shares).map_err(error)
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// Level 12's search of share `share` (0 to `shares` - 1) of the root moves, split between
    /// `shares` workers (1 to 8), for at most `ms` milliseconds: `{move, score}`, the share's
    /// best move and its score for the player to move (as `bestMove`'s progress reports it), or
    /// `{move: null, score: null}` when the share holds no move (`score` is also null for a lost
    /// position's move, which scores below any other). Play the best-scored answer of
    /// all shares. Throws for another level, a bad share, time or callback, or a finished game.
    #[wasm_bindgen(js_name = searchShare)]
    pub fn search_share(&self, level: JsValue, ms: JsValue, share: JsValue, shares: JsValue, on_info: JsValue) -> Result<JsValue, ApiError> {
        let level = self::level(&level)?;
        if !level.info().splits_root() {
            let splitting: Vec<String> = LEVELS.iter().filter(|info| info.splits_root()).map(|info| info.number.to_string()).collect();
            return Err(error(format!("only level {} splits its search between workers, not level {}", splitting.join(", "), level.number())));
        }
        let time_ms = think_ms(&ms)?;
        let share = root_share(&share, &shares)?;
        let callback = progress_callback(on_info)?;
        let position = self.ongoing("no move")?;
        let mut progress = JsProgress::new(callback);
        let mut remembering = Remembering::new(&mut progress);
        let limits = SearchLimits::time(time_ms).with_share(share);
        let mv = with_agent(level.into(), &settings::current(), |agent| agent.choose(position, &limits, &mut remembering));
        let answer = mv.map(|mv| ShareAnswer::of(mv, &remembering.last));
        let report = ShareReport { mv: answer.map(|a| a.mv.to_string()), score: answer.map(|a| a.score).filter(|&score| score != i32::MIN) };
        to_js(&report)
    }
}
