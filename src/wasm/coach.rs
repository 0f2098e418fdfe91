//! `game.coachMove(played, threshold, ms, nodes)`: the coach's judgement of one move before the
//! opponent answers it (`analysis::coach`: the review's verdict, the reply that punishes the
//! move, and whether the coach stops at the player's threshold), so the page keeps no copy of
//! the rule. The search worker calls it; the search is bounded by time and by positions.

use super::analysis::with_analyst;
use super::errors::{describe, error, ApiError};
use super::game::{read_move, WasmGame};
use super::inputs::{count_of, think_ms};
use super::progress::JsProgress;
use super::values::to_js;
use crate::analysis::coach::{coach, Threshold};
use crate::search::SearchLimits;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most positions one judgement may search.
pub const MAX_COACH_NODES: u32 = 10_000_000;

/// The coach's judgement as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CoachReport {
    played: String,
    best: String,
    /// The mover's chance with the best move, and after the move played.
    before: f64,
    after: f64,
    loss: f64,
    verdict: &'static str,
    missed_win: Option<u32>,
    walked_into_loss: Option<u32>,
    /// The opponent's best answer to the move (`null` when the move ends the game).
    reply: Option<String>,
    /// The move is bad enough to stop for at the threshold given.
    stops: bool,
}

/// The threshold named by `value`: `"mistake"` or `"blunder"`.
fn threshold(value: &JsValue) -> Result<Threshold, ApiError> {
    value
        .as_string()
        .and_then(|name| Threshold::named(&name))
        .ok_or_else(|| error(format!("the coach's threshold must be \"mistake\" or \"blunder\", not {}", describe(value))))
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// The coach's judgement of `played` (a legal move here) before the opponent answers it:
    /// one analysis of this position, for at most `ms` (0 to 60000) and `nodes` positions (1 to
    /// 10,000,000), values the best move and `played` as `reviewMove` does, and the move is
    /// judged by the review's rule: `{played, best, before, after, loss, verdict, missedWin,
    /// walkedIntoLoss, reply, stops}` (`verdict` as `reviewSummary` names it; `reply` the
    /// opponent's best answer, the move that punishes a bad one, `null` when `played` ends the
    /// game; `stops` when the verdict is `threshold` (`"mistake"` or `"blunder"`) or worse, or
    /// the move walked into a forced loss). Throws for a bad move (an illegal one:
    /// `illegal-move`), threshold, time or count, or a finished game (`game-over`).
    #[wasm_bindgen(js_name = coachMove)]
    pub fn coach_move(&self, played: JsValue, threshold_name: JsValue, ms: JsValue, nodes: JsValue) -> Result<JsValue, ApiError> {
        let played = read_move(&played)?;
        let threshold = threshold(&threshold_name)?;
        let time_ms = think_ms(&ms)?;
        let nodes = count_of(&nodes, MAX_COACH_NODES, "the coach's positions")?;
        let position = *self.ongoing("no move to judge")?;
        position.check(played)?;
        let limits = SearchLimits::time(time_ms).with_nodes(u64::from(nodes));
        let found = with_analyst(|agent| coach(agent, &position, played, threshold, &limits, &mut JsProgress::new(None)));
        let judged = &found.judged;
        to_js(&CoachReport {
            played: judged.played.to_string(),
            best: judged.best.to_string(),
            before: judged.before,
            after: judged.after,
            loss: judged.loss,
            verdict: judged.verdict.name(),
            missed_win: judged.missed_win,
            walked_into_loss: judged.walked_into_loss,
            reply: found.reply.map(|mv| mv.to_string()),
            stops: found.stops,
        })
    }
}
