//! `dailyPuzzle(date, count)`: the index of the day's puzzle, in the core so that a page can
//! draw the day's puzzle from the release's daily shards (the puzzles as `readPuzzles` reads
//! them, cut by the release build) without the puzzle file or the data readers.

use super::errors::{error, ApiError};
use super::inputs::{count_of, string, MAX_DATE_CHARS};
use crate::puzzles::daily::daily_index;
use crate::rating::player::day_of;
use wasm_bindgen::prelude::*;

/// The most puzzles a file or a count may hold.
pub const MAX_PUZZLES: u32 = 100_000;

/// The index of the day's puzzle among `count`: `date` begins `YYYY-MM-DD` (the UTC day;
/// `toISOString()` writes it). The same date gives the same puzzle on every device; consecutive
/// days visit every puzzle once before any comes again.
#[wasm_bindgen(js_name = dailyPuzzle)]
pub fn daily_puzzle(date: JsValue, count: JsValue) -> Result<u32, ApiError> {
    let date = string(&date, "the date", MAX_DATE_CHARS)?;
    let day = day_of(&date).ok_or_else(|| error(format!("the date must begin YYYY-MM-DD, not {date:?}")))?;
    let count = count_of(&count, MAX_PUZZLES, "the count")?;
    Ok(daily_index(day, count).expect("a count is at least 1"))
}
