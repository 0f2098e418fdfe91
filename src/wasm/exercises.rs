//! "Learn from your mistakes" for the page, without a search (the core module): an exercise read
//! from its line (`readExercise`). An exercise crosses as its line (`RECORD | MOVE`, as
//! `reviewSummary` gives it), read again and checked on every call; the calls that search are
//! [`super::exercise_answers`]'s.

use super::errors::{error, ApiError};
use super::inputs::{string, MAX_RECORD_CHARS};
use super::values::to_js;
use crate::analysis::exercise::Exercise;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The longest exercise line read: a record and a move.
const MAX_LINE_CHARS: u32 = MAX_RECORD_CHARS + 16;

/// The exercise in its `line`.
pub(super) fn read_exercise_line(line: &JsValue) -> Result<Exercise, ApiError> {
    let text = string(line, "the exercise", MAX_LINE_CHARS)?;
    text.parse().map_err(|e| error(format!("the exercise: {e}")))
}

/// An exercise as the page keeps it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ExerciseInfo {
    id: String,
    line: String,
    record: String,
    to_move: &'static str,
    #[serde(rename = "move")]
    mv: String,
    ply: u32,
}

/// The exercise of `line` (`"a1 a8 b1 | e4"`: the moves before, a bar, the move played):
/// `{id, line, record, toMove, move, ply}`, `line` in canonical form, `record` the moves to its
/// position, `move` the game's move, `ply` its number in the game (from 1) and `id` 16
/// hexadecimal digits of the position and the move (the same mistake reached by two games is one
/// exercise). Throws (`bad-argument`) for a line that is not one: a record that cannot be
/// replayed, a finished game, a move that cannot be played there.
#[wasm_bindgen(js_name = readExercise)]
pub fn read_exercise(line: JsValue) -> Result<JsValue, ApiError> {
    let exercise = read_exercise_line(&line)?;
    to_js(&ExerciseInfo {
        id: exercise.id(),
        line: exercise.to_string(),
        record: exercise.record.to_string(),
        to_move: exercise.position().to_move().name(),
        mv: exercise.mistake.to_string(),
        ply: exercise.ply(),
    })
}
