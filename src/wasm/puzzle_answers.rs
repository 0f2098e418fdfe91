//! A puzzle's calls that search (the search module): a player's answer judged with PAI's reply
//! or refutation (`puzzleAnswer`), a hint's region (`puzzleHint`) and the rest of the solution
//! (`puzzleSolution`). A puzzle crosses as its line of the data file (`readPuzzles`' `line`),
//! read again and checked on every call; every search is bounded by [`SOLVING_NODES`]
//! positions, never the clock.

use super::answer_report::AnswerReport;
use super::errors::{error, ApiError};
use super::game::read_move;
use super::inputs::string;
use super::js_fields::items;
use super::values::to_js;
use crate::puzzles::format::MAX_LINE;
use crate::puzzles::solving::hint_region;
use crate::puzzles::{Puzzle, Why, SOLVING_NODES};
use crate::rules::mv::Move;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most moves played in a puzzle (a win in four is seven).
const MAX_PLAYED: u32 = 16;

/// The puzzle in its data-file `line`.
fn read_puzzle(line: &JsValue) -> Result<Puzzle, ApiError> {
    let text = string(line, "the puzzle", MAX_LINE as u32)?;
    Puzzle::parse(text.trim()).map_err(|e| error(format!("the puzzle: {e}")))
}

/// The moves played since the puzzle's position (`["f4", "g5*"]`).
fn read_played(played: &JsValue) -> Result<Vec<Move>, ApiError> {
    items(played, MAX_PLAYED, "the moves played")?
        .iter()
        .map(read_move)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| error(format!("the moves played: {}", e.message())))
}

fn notation(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

/// The solver's `move` after `played` in the puzzle `line`, judged: `{right, solved, reply,
/// refutation, why, winIn}`. Right: `reply` is the defender's answer to play next unless `solved`.
/// Wrong: `refutation` is the line from the opponent's reply that shows why, `why` is
/// `"opponent-wins"` (its win in `winIn` moves), `"no-forced-win"` (the reply leaves no win within
/// the moves left), `"illegal"` or `"unproven"` (the search ran out). Throws (`bad-argument`) for a
/// bad line, bad notation, or `played` that cannot be played or ends on the defender's turn.
#[wasm_bindgen(js_name = puzzleAnswer)]
pub fn puzzle_answer(line: JsValue, played: JsValue, mv: JsValue) -> Result<JsValue, ApiError> {
    let puzzle = read_puzzle(&line)?;
    let played = read_played(&played)?;
    let mv = read_move(&mv)?;
    let answer = puzzle.answer(&played, mv, SOLVING_NODES).map_err(|refused| error(refused.0))?;
    let (why, win_in) = match answer.why {
        None => (None, None),
        Some(Why::OpponentWins(moves)) => (Some("opponent-wins"), Some(moves)),
        Some(Why::NoForcedWin) => (Some("no-forced-win"), None),
        Some(Why::Illegal) => (Some("illegal"), None),
        Some(Why::Unproven) => (Some("unproven"), None),
    };
    to_js(&AnswerReport {
        right: answer.right,
        solved: answer.solved,
        reply: answer.reply.map(|reply| reply.to_string()),
        refutation: notation(&answer.refutation),
        why,
        win_in,
        ..AnswerReport::default()
    })
}

/// A hint's cells.
#[derive(Serialize)]
struct Hint {
    cells: Vec<String>,
}

/// The region a hint marks after `played` (the solver to move): `{cells}`, the block of 4 rows
/// by 3 columns holding the next solving move, empty when no move solves the puzzle any more.
#[wasm_bindgen(js_name = puzzleHint)]
pub fn puzzle_hint(line: JsValue, played: JsValue) -> Result<JsValue, ApiError> {
    let puzzle = read_puzzle(&line)?;
    let played = read_played(&played)?;
    let next = puzzle.next_solving_move(&played, SOLVING_NODES).map_err(|refused| error(refused.0))?;
    let cells = next.map(|mv| hint_region(mv.square).iter().map(|cell| cell.to_string()).collect()).unwrap_or_default();
    to_js(&Hint { cells })
}

/// The rest of the solution after `played` (either side to move): the main line's while
/// `played` follows it, else a defence and a win found by search; empty when the puzzle is
/// finished or can no longer be solved.
#[wasm_bindgen(js_name = puzzleSolution)]
pub fn puzzle_solution(line: JsValue, played: JsValue) -> Result<Vec<String>, ApiError> {
    let puzzle = read_puzzle(&line)?;
    let played = read_played(&played)?;
    if puzzle.position_after(&played).is_none() {
        return Err(error("the moves played cannot be played"));
    }
    Ok(notation(&puzzle.rest_of_solution(&played, SOLVING_NODES)))
}
