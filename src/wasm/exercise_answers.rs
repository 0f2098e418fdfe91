//! "Learn from your mistakes"'s calls that search (the search module): an answer judged with the
//! line that shows why the game's move failed (`exerciseAnswer`), and the best move
//! (`exerciseSolution`), so the page keeps no copy of the rule that judges an answer. The calls
//! take the shape of the puzzle calls (`line`, the moves played since, the move) so the page's
//! puzzle machinery runs both; every search is a fresh one bounded by [`EXERCISE_NODES`]
//! positions, never the clock.

use super::answer_report::AnswerReport;
use super::errors::ApiError;
use super::exercises::read_exercise_line;
use super::forced;
use super::game::read_move;
use super::js_fields::items;
use super::settings;
use super::values::to_js;
use crate::analysis::exercise::answer::{best_move, judge, refutation, Why, EXERCISE_NODES, EXERCISE_TABLE_LOG2};
use crate::search::pvs::PvsSearch;
use wasm_bindgen::prelude::*;

/// The moves played since the exercise's position: none (an exercise is one move).
fn read_played(played: &JsValue) -> Result<(), ApiError> {
    items(played, 0, "the moves played (an exercise is one move)").map(|_| ())
}

/// A fresh search on the weights the analysis plays, so every call gives the same answer.
fn fresh_search() -> PvsSearch {
    PvsSearch::with_table(settings::current().learned, EXERCISE_TABLE_LOG2)
}

/// The player's `move` in the exercise `line` (`played`: the moves since, none), judged:
/// `{right, solved, reply, refutation, refutes, why, winIn, loss, refutedForced, refutedChance}`.
/// Right (and `solved`): not the game's move, within 5 points of the best move and giving up no
/// forced win nor allowing a forced loss, as a review judges a move. Wrong: `why` is `"same-move"`,
/// `"loses"` (the opponent then wins in `winIn` moves), `"misses-win"` (the forced win in `winIn`
/// given up), `"worse"` (it gave up `loss`, at least 0.05) or `"illegal"`; `refutation` is why the
/// game's move failed, played from the exercise's position: `refutes` (the game's move), then
/// the opponent's best line, to the end of a forced win (`refutedForced`, `{winner, moves}`),
/// else four moves, with the player's chance after the game's move (`refutedChance`). Throws
/// (`bad-argument`) for a bad line, bad notation, or moves in `played`.
#[wasm_bindgen(js_name = exerciseAnswer)]
pub fn exercise_answer(line: JsValue, played: JsValue, mv: JsValue) -> Result<JsValue, ApiError> {
    let exercise = read_exercise_line(&line)?;
    read_played(&played)?;
    let mv = read_move(&mv)?;
    let Ok(judged) = judge(&mut fresh_search(), &exercise, mv, EXERCISE_NODES) else {
        // An exercise's own fields are there, each null.
        return to_js(&AnswerReport {
            why: Some("illegal"),
            refutes: Some(None),
            loss: Some(None),
            refuted_forced: Some(None),
            refuted_chance: Some(None),
            ..AnswerReport::default()
        });
    };
    let (why, win_in) = match judged.why {
        None => (None, None),
        Some(Why::SameMove) => (Some("same-move"), None),
        Some(Why::Loses(moves)) => (Some("loses"), Some(moves)),
        Some(Why::MissesWin(moves)) => (Some("misses-win"), Some(moves)),
        Some(Why::Worse) => (Some("worse"), None),
    };
    let refuted = (!judged.right).then(|| refutation(&mut fresh_search(), &exercise, EXERCISE_NODES));
    to_js(&AnswerReport {
        right: judged.right,
        solved: judged.right,
        reply: None,
        refutation: refuted.as_ref().map_or_else(Vec::new, |r| r.line.iter().map(|m| m.to_string()).collect()),
        refutes: Some(refuted.as_ref().map(|_| exercise.mistake.to_string())),
        why,
        win_in,
        loss: Some(judged.loss),
        refuted_forced: Some(refuted.as_ref().and_then(|r| forced::report(r.forced))),
        refuted_chance: Some(refuted.as_ref().map(|r| r.chance)),
    })
}

/// The solution of the exercise `line` (`played`: the moves since, none): `[best]`, the best
/// move by the same search the answers are judged with.
#[wasm_bindgen(js_name = exerciseSolution)]
pub fn exercise_solution(line: JsValue, played: JsValue) -> Result<Vec<String>, ApiError> {
    let exercise = read_exercise_line(&line)?;
    read_played(&played)?;
    Ok(vec![best_move(&mut fresh_search(), &exercise, EXERCISE_NODES).to_string()])
}
