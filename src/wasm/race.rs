//! The race to connect for the page: `game.race()` gives each colour's moves still needed and
//! the cells of one of its cheapest paths between the edges, by the engine's connection distance
//! (`evaluation::distance::shortest_connection`), so the page keeps no copy of its costs.

use super::errors::ApiError;
use super::game::{cell_names, WasmGame};
use super::values::to_js;
use crate::evaluation::distance::{shortest_connection, UNREACHABLE};
use crate::rules::color::Color;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One colour in the race, as JS sees it.
#[derive(Serialize)]
struct Side {
    /// Moves still needed: 0 once connected, `null` when the other colour's permanents wall
    /// every path off.
    moves: Option<u32>,
    /// The cells of one cheapest path from column a to column l, in notation (empty when walled off).
    cells: Vec<String>,
}

/// Both colours in the race.
#[derive(Serialize)]
struct Race {
    white: Side,
    black: Side,
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// The race to connect in this position: `{white: {moves, cells}, black: {moves, cells}}`,
    /// each colour's moves still needed (its own pieces count nothing, an empty cell one move,
    /// one of the other colour's regular pieces two, since a permanent beside it would flip it;
    /// the other colour's permanents are walls; `null` when they wall every path off) and the
    /// cells of one of its cheapest paths from column a to column l, in notation.
    pub fn race(&self) -> Result<JsValue, ApiError> {
        let position = self.game.position();
        let side = |color| {
            let connection = shortest_connection(position, color);
            let moves = (connection.moves != UNREACHABLE).then_some(connection.moves);
            Side { moves, cells: cell_names(connection.cells) }
        };
        to_js(&Race { white: side(Color::White), black: side(Color::Black) })
    }
}
