//! `game.analyze(ms, onInfo, top, include)` and `game.evaluate(ms)`: level 11's view of a position for
//! the page's analysis mode and game review. Its search (and table) is kept between calls while
//! the weights stay the same, so analysing the positions of one game builds on itself.

use super::errors::{error, ApiError};
use super::forced::{self, ForcedReport};
use super::game::{read_move, WasmGame};
use super::progress::progress_callback;
use super::inputs::{count, think_ms};
use super::progress::JsProgress;
use super::settings;
use super::values::to_js;
use crate::analysis::position_analysis::{analyze, Analysis};
use crate::analysis::review::evaluate;
use crate::rules::movelist::MAX_MOVES;
use crate::search::pvs::PvsSearch;
use crate::search::{Deadline, SearchLimits};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// The analysing search and the weights it was made with.
    static ANALYST: RefCell<Option<(String, PvsSearch)>> = const { RefCell::new(None) };
}

/// Runs `work` with the analysing search for the weights in use, taken out of its cell meanwhile
/// (a progress callback that calls back into the module finds no borrow held). The taking and
/// the keeping are functions of their own, so each caller's copy of this one stays small.
pub(super) fn with_analyst<R>(work: impl FnOnce(&mut PvsSearch) -> R) -> R {
    let mut analyst = take_analyst();
    let result = work(&mut analyst.1);
    keep_analyst(analyst);
    result
}

/// The analysing search for the weights in use, out of its cell (a new one when they changed).
#[inline(never)]
fn take_analyst() -> (String, PvsSearch) {
    let settings = settings::current();
    let kept = ANALYST.with(|cell| cell.borrow_mut().take()).filter(|(source, _)| *source == settings.learned_source);
    kept.unwrap_or_else(|| (settings.learned_source.clone(), PvsSearch::new(settings.learned)))
}

/// Puts the analysing search back in its cell.
#[inline(never)]
fn keep_analyst(analyst: (String, PvsSearch)) {
    ANALYST.with(|cell| *cell.borrow_mut() = Some(analyst));
}

/// One move's value as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveReport {
    #[serde(rename = "move")]
    mv: String,
    score: i32,
    win_probability: f64,
    /// The depth this move's value was searched to.
    depth: u32,
    /// The result the move forces, when proven: `{winner, moves}`.
    forced: Option<ForcedReport>,
}

/// An analysis as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AnalysisReport {
    depth: u32,
    /// The position's value for the player to move, as a win probability.
    evaluation: f64,
    /// The result the best move forces, when proven: `{winner, moves}`.
    forced: Option<ForcedReport>,
    moves: Vec<MoveReport>,
    pv: Vec<String>,
    /// `"white"`, `"black"` or `"draw"` for a finished game, else `null`.
    winner: Option<&'static str>,
}

fn report(analysis: Option<&Analysis>, evaluation: f64, winner: Option<&'static str>) -> AnalysisReport {
    AnalysisReport {
        depth: analysis.map_or(0, |a| a.depth),
        evaluation,
        forced: forced::report(analysis.and_then(|a| a.best().forced)),
        moves: analysis
            .iter()
            .flat_map(|a| a.moves.iter().map(|m| (a.depth, m)))
            .map(|(depth, m)| MoveReport {
                mv: m.mv.to_string(),
                score: m.score,
                win_probability: m.win_probability,
                depth,
                forced: forced::report(m.forced),
            })
            .collect(),
        pv: analysis.iter().flat_map(|a| a.pv.iter()).map(|mv| mv.to_string()).collect(),
        winner,
    }
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// Level 11's value of every legal move (or the best `top`, 1 to 192), deepening until `ms`
    /// (0 to 60000) have passed: `{depth, evaluation, forced, moves: [{move, score,
    /// winProbability, depth, forced}], pv, winner}`, moves best first, values from the view of
    /// the player to move; `forced` is `{winner, moves}` where the search proved the result
    /// ("White wins in 3"), else `null`. Asked again about the same position (with the same
    /// `top` and `include`), the analysis goes on from the depth it reached. `include`, a
    /// legal move in notation, is valued exactly by the same search too (after the best `top`
    /// when it is not among them): a review's move played beside the best. `onInfo` hears each
    /// finished depth as `bestMove`'s progress does. A finished game gives its result as the
    /// evaluation and no moves. Throws for a bad time, callback, count or move (an illegal one:
    /// `illegal-move`).
    pub fn analyze(&self, ms: JsValue, on_info: JsValue, top: JsValue, include: JsValue) -> Result<JsValue, ApiError> {
        let time_ms = think_ms(&ms)?;
        let callback = progress_callback(on_info)?;
        let top = if top.is_undefined() || top.is_null() {
            None
        } else {
            let number = top.as_f64().ok_or_else(|| error("the number of moves must be a number"))?;
            Some(count(number, MAX_MOVES as u32, "the number of moves")? as usize)
        };
        let position = *self.game.position();
        let include = if include.is_undefined() || include.is_null() {
            None
        } else {
            let mv = read_move(&include)?;
            position.check(mv)?;
            Some(mv)
        };
        let winner = position.status().winner_name();
        let mut progress = JsProgress::new(callback);
        let (evaluation, analysis) = with_analyst(|agent| {
            let mut deadline = Deadline::new(&SearchLimits::time(time_ms), &mut progress);
            match analyze(agent, &position, top, include, &mut deadline) {
                Some(analysis) => (analysis.best().win_probability, Some(analysis)),
                None => evaluate(agent, &position, 0.0, None, &mut JsProgress::new(None)),
            }
        });
        to_js(&report(analysis.as_ref(), evaluation, winner))
    }

    /// The position's value for the player to move as a win probability (0 to 1), searched for
    /// `ms` (0 to 60000); a finished game gives 1, 0 or 0.5 by its result.
    pub fn evaluate(&self, ms: JsValue) -> Result<f64, ApiError> {
        let time_ms = think_ms(&ms)?;
        let position = *self.game.position();
        Ok(with_analyst(|agent| evaluate(agent, &position, time_ms, None, &mut JsProgress::new(None)).0))
    }
}
