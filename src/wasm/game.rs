//! `Game`: one game of Pathwayz as JS sees it. Moves cross as notation strings; a refused call
//! throws a JS `Error` and leaves the game unchanged.

use super::errors::{describe, error, ApiError, ErrorKind};
use super::inputs::{strength, string, think_ms, MAX_MOVE_CHARS, MAX_RECORD_CHARS};
use super::kept_agents::with_agent;
use super::progress::JsProgress;
use super::settings;
use super::values::to_js;
use crate::rules::bitboard::Bitboard;
use crate::rules::error::IllegalMove;
use crate::rules::game::Game;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::SearchLimits;
use js_sys::Function;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A new game on the empty board, White to move.
#[wasm_bindgen(js_name = newGame)]
pub fn new_game() -> WasmGame {
    WasmGame { game: Game::new() }
}

/// The moves of a game record (at most 65536 characters), first to last, each in canonical
/// notation: `"F4  g5*"` gives `["f4", "g5*"]`, the empty record none. The rules' own reader
/// (`Record`, any whitespace between moves) reads it and the moves are replayed, so a record
/// that could not be loaded is refused the same way `fromRecord` refuses it, naming the bad
/// move and its ply. The page's one way to take a record apart (docs/PAGE.md).
#[wasm_bindgen(js_name = recordMoves)]
pub fn record_moves(record: JsValue) -> Result<Vec<String>, ApiError> {
    let text = string(&record, "a game record", MAX_RECORD_CHARS)?;
    Ok(notation(Game::from_record(&text)?.moves()))
}

/// `moves` in standard notation, one string a move.
fn notation(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|mv| mv.to_string()).collect()
}

/// A game of Pathwayz as JS sees it.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    pub(super) game: Game,
}

/// The progress callback in `value`: `None` for `undefined` or `null`, else it must be a function.
pub(super) fn progress_callback(value: JsValue) -> Result<Option<Function>, ApiError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value.dyn_into::<Function>().map(Some).map_err(|value| {
        error(format!("the progress callback must be a function, not {}", describe(&value)))
    })
}

/// Cells of a set in notation, for the UI.
pub(super) fn cell_names(cells: Bitboard) -> Vec<String> {
    cells.squares().map(|square| square.to_string()).collect()
}

/// A ponder slice's answer as JS sees it.
#[derive(Serialize)]
struct PonderSlice {
    best: String,
    decided: bool,
}

/// The move written in `value` (a string of at most 64 characters).
pub(super) fn read_move(value: &JsValue) -> Result<Move, ApiError> {
    string(value, "a move", MAX_MOVE_CHARS)?.parse().map_err(|refused| ApiError::from(IllegalMove::Notation(refused)))
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
    /// The legal moves in notation (regular and permanent on every empty cell).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.game.position().legal_moves().iter().map(|mv| mv.to_string()).collect()
    }

    /// Plays a move given in notation (`c4`, `c4*`) and returns it in canonical form.
    /// Throws, leaving the game unchanged, if it is malformed, off the board or illegal.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(&mut self, mv: JsValue) -> Result<String, ApiError> {
        let mv = read_move(&mv)?;
        self.game.try_play(mv)?;
        Ok(mv.to_string())
    }

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

    /// Takes back the last move and returns it, or `null` at the start of the game.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|mv| mv.to_string())
    }

    /// The moves so far as a record: `f4 g5* f5`.
    pub fn moves(&self) -> String {
        self.game.record()
    }

    /// The moves played, one string each in standard notation (the record's moves, without
    /// reading the record again).
    #[wasm_bindgen(js_name = moveList)]
    pub fn move_list(&self) -> Vec<String> {
        notation(self.game.moves())
    }

    /// The board as 8 strings of 12 characters (`.`, `w`, `b`, `W`, `B`), top row first.
    pub fn board(&self) -> Vec<String> {
        self.game.position().rows()
    }

    /// `"white"` or `"black"`: who moves next (after the end, who would have).
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> String {
        self.game.position().to_move().name().to_string()
    }

    /// `"white"`, `"black"` or `"draw"` once the game is over; `null` while it goes on.
    pub fn winner(&self) -> JsValue {
        match self.game.position().status().winner_name() {
            Some(name) => JsValue::from_str(name),
            None => JsValue::NULL,
        }
    }

    /// Number of moves played.
    pub fn ply(&self) -> u32 {
        self.game.position().ply()
    }

    /// The cells the last move flipped, in notation (empty after a regular move).
    #[wasm_bindgen(js_name = lastFlips)]
    pub fn last_flips(&self) -> Vec<String> {
        cell_names(self.game.last_flips())
    }

    /// The cells that would flip if `mv` were played (for a preview); throws on a bad move.
    #[wasm_bindgen(js_name = previewFlips)]
    pub fn preview_flips(&self, mv: JsValue) -> Result<Vec<String>, ApiError> {
        let mv = read_move(&mv)?;
        self.game.position().check(mv)?;
        Ok(cell_names(self.game.position().flips(mv)))
    }

    /// The cells of the winner's path once the game is won; empty otherwise.
    #[wasm_bindgen(js_name = winningPath)]
    pub fn winning_path(&self) -> Vec<String> {
        match self.game.position().status() {
            crate::Status::Won(color) => cell_names(self.game.position().path_cells(color)),
            _ => Vec::new(),
        }
    }

    /// Replaces this game with the one a record describes (at most 65536 characters). Throws,
    /// naming the bad move and its ply, and leaves this game unchanged if the record cannot be
    /// replayed.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(&mut self, text: JsValue) -> Result<(), ApiError> {
        let text = string(&text, "a game record", MAX_RECORD_CHARS)?;
        self.game = Game::from_record(&text)?;
        Ok(())
    }
}
