//! A game review's search (the search module): `game.reviewMove(ms, played)` values one move
//! against the best in the same analysis; the search worker calls it for every move, and the
//! page turns the values into the review with `reviewSummary` ([`super::review`]).

use super::analysis::with_analyst;
use super::errors::{error, ApiError};
use super::forced::{self, ForcedReport};
use super::game::{read_move, WasmGame};
use super::inputs::think_ms;
use super::progress::JsProgress;
use super::values::to_js;
use crate::analysis::review::{evaluate, Outlook};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One move valued in the position it was played in, as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ValuedMove {
    played: String,
    best: String,
    /// The mover's chance with the best move.
    evaluation: f64,
    /// The mover's chance after the move played.
    after: f64,
    /// The result the best move forces, when proven.
    best_forced: Option<ForcedReport>,
    /// The result the move played forces, when proven.
    after_forced: Option<ForcedReport>,
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// The move `played` (legal here) valued beside the best move by one analysis of this
    /// position for `ms` (0 to 60000), as a review needs it: `{played, best, evaluation, after,
    /// bestForced, afterForced}`, `evaluation` the mover's chance with the best move and `after`
    /// after the move played, the forced results `{winner, moves}` where proven, else `null`.
    /// Throws for a bad time or move (an illegal one: `illegal-move`), or a finished game.
    #[wasm_bindgen(js_name = reviewMove)]
    pub fn review_move(&self, ms: JsValue, played: JsValue) -> Result<JsValue, ApiError> {
        let time_ms = think_ms(&ms)?;
        let played = read_move(&played)?;
        let position = *self.ongoing("no move to review")?;
        position.check(played)?;
        let (evaluation, analysis) = with_analyst(|agent| evaluate(agent, &position, time_ms, Some(played), &mut JsProgress::new(None)));
        let analysis = analysis.ok_or_else(|| error("the game is over"))?;
        let best = analysis.best();
        let after = analysis.moves.iter().find(|m| m.mv == played).map_or(Outlook::estimate(evaluation), Outlook::of);
        to_js(&ValuedMove {
            played: played.to_string(),
            best: best.mv.to_string(),
            evaluation,
            after: after.chance,
            best_forced: forced::report(best.forced),
            after_forced: forced::report(after.forced),
        })
    }
}
