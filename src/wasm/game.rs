//! `Game`: one game of Pathwayz as JS sees it, its rules (the core module; the search module
//! adds the searches: [`super::game_search`], analysis, review, coach, shares). Moves cross as
//! notation strings; a refused call throws a JS `Error` and leaves the game unchanged.

use super::errors::ApiError;
use super::inputs::{string, MAX_MOVE_CHARS, MAX_RECORD_CHARS};
use crate::rules::bitboard::Bitboard;
use crate::rules::error::IllegalMove;
use crate::rules::game::Game;
use crate::rules::mv::Move;
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

/// Cells of a set in notation, for the UI.
pub(super) fn cell_names(cells: Bitboard) -> Vec<String> {
    cells.squares().map(|square| square.to_string()).collect()
}

/// The move written in `value` (a string of at most 64 characters).
pub(super) fn read_move(value: &JsValue) -> Result<Move, ApiError> {
    string(value, "a move", MAX_MOVE_CHARS)?.parse().map_err(|refused| ApiError::from(IllegalMove::Notation(refused)))
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
