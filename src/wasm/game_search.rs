//! `Game`'s own searches (the search module): PAI's move (`bestMove`) and a slice of thinking on
//! the opponent's time (`ponderSlice`), each by a level's agent kept between searches
//! ([`super::kept_agents`]).

use super::errors::{ApiError, ErrorKind};
use super::game::WasmGame;
use super::inputs::{strength, think_ms};
use super::kept_agents::with_agent;
use super::progress::{progress_callback, JsProgress};
use super::settings;
use super::values::to_js;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::SearchLimits;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A ponder slice's answer as JS sees it.
#[derive(Serialize)]
struct PonderSlice {
    best: String,
    decided: bool,
}

impl WasmGame {
    /// The position, unless the game is over: then a `game-over` error saying `nothing` ("no move
    /// to judge") and how the game ended.
    pub(super) fn ongoing(&self, nothing: &str) -> Result<&Position, ApiError> {
        let position = self.game.position();
        if position.is_over() {
            return Err(ApiError::new(ErrorKind::GameOver, format!("{nothing}: the game is over ({})", position.status())));
        }
        Ok(position)
    }

    /// `level`'s move here within `ms`, reporting to the callback `on_info` (all three checked),
    /// and whether the search ended because the position is decided. Refuses a finished game.
    fn search(&self, level: &JsValue, positions: &JsValue, ms: &JsValue, on_info: JsValue) -> Result<(Move, bool), ApiError> {
        let strength = self::strength(level, positions)?;
        let time_ms = think_ms(ms)?;
        let callback = progress_callback(on_info)?;
        let position = self.ongoing("no move")?;
        let mut progress = JsProgress::new(callback);
        let mv = with_agent(strength, &settings::current(), |agent| {
            agent.choose(position, &SearchLimits::time(time_ms), &mut progress)
        })
        .ok_or_else(|| ApiError::new(ErrorKind::GameOver, "no move: the game is over"))?;
        Ok((mv, progress.decided))
    }
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// The move `level` (one of `levels()`) would play, thinking at most `ms` milliseconds
    /// (0 to 60000) and, if `positions` is given (a strength of `strengths()`), examining at most
    /// that many positions (the same move on any device given the time). Does not play it. `onInfo`, if given, is called with progress
    /// `{depth, nodes, elapsedMs, best, score, pv}` (`score` and `pv` where the level knows them). Throws for an unknown level, a bad time or callback,
    /// or a finished game.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self, level: JsValue, ms: JsValue, on_info: JsValue, positions: JsValue) -> Result<String, ApiError> {
        Ok(self.search(&level, &positions, &ms, on_info)?.0.to_string())
    }

    /// One slice of thinking on the opponent's time: `level`'s search of this position for at
    /// most `ms` milliseconds (0 to 60000), as `bestMove` without progress, answering
    /// `{best, decided}`: the move, and whether the search ended because the position is
    /// decided (a proven win or loss, a single move worth playing, the whole tree searched), so
    /// that another slice would learn nothing. What counts is what the level's kept search
    /// keeps (levels 11 and 12) for the next `bestMove`. Throws as `bestMove` does.
    #[wasm_bindgen(js_name = ponderSlice)]
    pub fn ponder_slice(&self, level: JsValue, ms: JsValue) -> Result<JsValue, ApiError> {
        let (best, decided) = self.search(&level, &JsValue::UNDEFINED, &ms, JsValue::UNDEFINED)?;
        to_js(&PonderSlice { best: best.to_string(), decided })
    }
}
