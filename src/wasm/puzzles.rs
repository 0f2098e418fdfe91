//! The puzzles for the page's puzzle mode, what it needs without a search (the data module): the
//! data file read (`readPuzzles`) and the player's puzzle rating (`puzzleRating`), so the page
//! keeps no copy of a puzzle rule. The day's puzzle (`dailyPuzzle`) is the core's
//! ([`super::daily`]); the calls that search (an answer judged, a hint, the solution) are
//! [`super::puzzle_answers`]'s.

use super::errors::{describe, error, ApiError};
use super::daily::MAX_PUZZLES;
use super::inputs::{string, MAX_DATE_CHARS};
use super::js_fields::{field, items, object};
use super::ladder::read_ladder;
use super::rating::{elo, MAX_ELO, MAX_GAMES};
use super::values::to_js;
use crate::puzzles::grade::puzzle_rating;
use crate::puzzles::Puzzle;
use crate::rating::player::day_of;
use crate::rating::puzzle_attempts::{rate_attempts, PuzzleAttempt};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The longest data file read (the shipped one is under 80 KB).
const MAX_FILE_CHARS: u32 = 4_000_000;

/// A puzzle as the page lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PuzzleInfo {
    id: String,
    line: String,
    record: String,
    to_move: &'static str,
    kind: String,
    moves: u32,
    difficulty: u8,
    rating: f64,
}

/// Every puzzle of the data file `text` (`www/data/puzzles.txt`), rated on `ladder` (the ladder
/// as `readLadder` returned it, or null): `[{id, line, record, toMove, kind, moves, difficulty, rating}]`,
/// `line` being what the other puzzle calls take. Throws (`bad-argument`) for a damaged file,
/// naming the first bad line.
#[wasm_bindgen(js_name = readPuzzles)]
pub fn read_puzzles(text: JsValue, ladder: JsValue) -> Result<JsValue, ApiError> {
    let text = string(&text, "the puzzle file", MAX_FILE_CHARS)?;
    let ladder = read_ladder(&ladder)?;
    let puzzles = Puzzle::parse_file(&text).map_err(|e| error(format!("the puzzle file: {e}")))?;
    if puzzles.len() > MAX_PUZZLES as usize {
        return Err(error(format!("the puzzle file holds {} puzzles: at most {MAX_PUZZLES} are read", puzzles.len())));
    }
    let infos: Vec<PuzzleInfo> = puzzles
        .iter()
        .map(|puzzle| PuzzleInfo {
            id: puzzle.id.clone(),
            line: puzzle.to_string(),
            record: puzzle.record.to_string(),
            to_move: puzzle.position().to_move().name(),
            kind: puzzle.kind.name(),
            moves: puzzle.moves,
            difficulty: puzzle.difficulty,
            rating: puzzle_rating(puzzle.difficulty, &ladder),
        })
        .collect();
    to_js(&infos)
}

/// One attempt: `{date, rating, solved}`.
fn read_attempt(value: &JsValue, index: usize) -> Result<PuzzleAttempt, ApiError> {
    let what = format!("attempt {}", index + 1);
    let attempt = object(value, &what)?;
    let date = string(&field(attempt, "date", &what)?, &format!("{what}'s date"), MAX_DATE_CHARS)?;
    let day = day_of(&date).ok_or_else(|| error(format!("{what}'s date must begin YYYY-MM-DD, not {date:?}")))?;
    let rating_name = format!("{what}'s rating");
    let puzzle_rating = elo(&field(attempt, "rating", &what)?, &rating_name, -MAX_ELO)?
        .ok_or_else(|| error(format!("{rating_name} is missing: it must be a number")))?;
    let solved = field(attempt, "solved", &what)?;
    let solved = solved.as_bool().ok_or_else(|| error(format!("{what}'s solved must be true or false, not {}", describe(&solved))))?;
    Ok(PuzzleAttempt { day, puzzle_rating, solved })
}

/// The puzzle rating as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RatingReport {
    rating: f64,
    rd: f64,
    volatility: f64,
    rated: usize,
}

/// The player's puzzle rating from `attempts` (`[{date, rating, solved}]`, at most 100,000, in
/// any order; `rating` the puzzle's): `{rating, rd, volatility, rated}`. Glicko-2 from 1500 (RD
/// 350), one rating period per UTC day, each attempt a game against a fixed opponent at the
/// puzzle's rating (deviation 100), solved a win. Throws (`bad-argument`) for anything else.
#[wasm_bindgen(js_name = puzzleRating)]
pub fn puzzle_rating_of(attempts: JsValue) -> Result<JsValue, ApiError> {
    let attempts = items(&attempts, MAX_GAMES, "the attempts")?
        .iter()
        .enumerate()
        .map(|(index, value)| read_attempt(value, index))
        .collect::<Result<Vec<_>, _>>()?;
    let rating = rate_attempts(&attempts);
    to_js(&RatingReport { rating: rating.rating, rd: rating.deviation, volatility: rating.volatility, rated: attempts.len() })
}
