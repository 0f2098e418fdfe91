//! The browser's door: a wasm-bindgen API over the library. Moves cross as notation strings;
//! bad input throws a JS `Error` with a clear message and leaves the game unchanged.
//! Nothing else in the crate imports this module.

use crate::agents::{agent_for, AgentSettings};
use std::cell::RefCell;
use crate::agents::level::{Level, LEVELS};
use crate::agents::search::{SearchHandler, SearchInfo, SearchLimits};
use crate::clock::now_ms;
use crate::bench;
use crate::rules::bitboard::Bitboard;
use crate::rules::game::Game;
use js_sys::{Array, ArrayBuffer, Function, Math, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

thread_local! {
    /// The weights every game's agents play with: the shipped blob unless replaced.
    static SETTINGS: RefCell<AgentSettings> = RefCell::new(AgentSettings::default());
}

/// Where the learned weights (levels 5 and 10) come from: the shipped blob, a loaded one, or
/// hand weights and the reason.
#[wasm_bindgen(js_name = weightsSource)]
pub fn weights_source() -> String {
    SETTINGS.with(|settings| settings.borrow().learned_source.clone())
}

/// Plays levels 5 and 10 with the weights in `bytes` (a `Uint8Array` or `ArrayBuffer` holding a
/// blob as in docs/WEIGHTS.md), named `name`, and returns their description. A bad blob throws,
/// saying why, and the weights in use stay as they were.
#[wasm_bindgen(js_name = loadWeights)]
pub fn load_weights(bytes: JsValue, name: JsValue) -> Result<String, JsError> {
    let bytes = if bytes.is_instance_of::<Uint8Array>() || bytes.is_instance_of::<ArrayBuffer>() {
        Uint8Array::new(&bytes).to_vec()
    } else {
        return Err(error(format!("weights must be a Uint8Array or an ArrayBuffer, not {}", describe(&bytes))));
    };
    let name = if name.is_undefined() { "loaded weights".to_string() } else { expect_string(&name, "the weights' name")? };
    let loaded = AgentSettings::with_blob(&bytes, &name).map_err(error)?;
    let source = loaded.learned_source.clone();
    SETTINGS.with(|settings| *settings.borrow_mut() = loaded);
    Ok(source)
}

/// Plays levels 5 and 10 with hand weights, recording `reason` (say, why the shipped blob
/// could not be loaded) in `weightsSource()`.
#[wasm_bindgen(js_name = useHandWeights)]
pub fn use_hand_weights(reason: JsValue) {
    let reason = reason.as_string().unwrap_or_else(|| "hand weights chosen".into());
    SETTINGS.with(|settings| *settings.borrow_mut() = AgentSettings::hand_only(&reason));
}

/// A new game on the empty board, White to move.
#[wasm_bindgen(js_name = newGame)]
pub fn new_game() -> WasmGame {
    WasmGame { game: Game::new() }
}

/// A game of Pathwayz as JS sees it.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: Game,
}

/// A JS `Error` with `message`.
fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// The string inside `value`, or an error naming what `what` should have been.
fn expect_string(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| error(format!("{what} must be a string, not {}", describe(value))))
}

/// A short description of a JS value for error messages.
fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(number) = value.as_f64() {
        format!("the number {number}")
    } else {
        value.js_typeof().as_string().unwrap_or_else(|| "that value".into())
    }
}

/// Passes search progress to a JS callback as `{depth, nodes, elapsedMs, best}`, at most every
/// 50 ms, so a Web Worker can forward it (and remember the best move so far).
struct JsProgress {
    callback: Option<Function>,
    last_sent_ms: f64,
}

impl SearchHandler for JsProgress {
    fn info(&mut self, info: &SearchInfo) {
        let Some(callback) = &self.callback else { return };
        let now = now_ms();
        if now - self.last_sent_ms < 50.0 {
            return;
        }
        self.last_sent_ms = now;
        let entry = Object::new();
        let best = info.best.map_or(JsValue::NULL, |mv| JsValue::from_str(&mv.to_string()));
        for (key, value) in [
            ("depth", JsValue::from(info.depth)),
            ("nodes", JsValue::from(info.nodes as f64)),
            ("elapsedMs", JsValue::from(info.elapsed_ms)),
            ("best", best),
        ] {
            let _ = Reflect::set(&entry, &JsValue::from_str(key), &value);
        }
        let _ = callback.call1(&JsValue::NULL, &entry);
    }
}

/// Cells of a set in notation, for the UI.
fn cell_names(cells: Bitboard) -> Vec<String> {
    cells.squares().map(|square| square.to_string()).collect()
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
    pub fn apply_move(&mut self, mv: JsValue) -> Result<String, JsError> {
        let text = expect_string(&mv, "a move")?;
        let mv = self.game.try_play_notation(&text).map_err(error)?;
        Ok(mv.to_string())
    }

    /// The move `level` (1..10) would play, thinking at most `ms` milliseconds. Does not play it.
    /// `onInfo`, if given, is called with progress `{depth, nodes, elapsedMs, best}`.
    /// Throws for an unknown level, a bad time or callback, or a finished game.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self, level: JsValue, ms: JsValue, on_info: JsValue) -> Result<String, JsError> {
        let number = level
            .as_f64()
            .ok_or_else(|| error(format!("the level must be a number, not {}", describe(&level))))?;
        let level = Level::from_f64(number).map_err(error)?;
        let time_ms = ms.as_f64().ok_or_else(|| {
            error(format!("the time must be a number of milliseconds, not {}", describe(&ms)))
        })?;
        if !time_ms.is_finite() || time_ms < 0.0 {
            return Err(error(format!(
                "the time must be zero or more milliseconds, not {time_ms}"
            )));
        }
        let callback = if on_info.is_undefined() || on_info.is_null() {
            None
        } else {
            Some(on_info.dyn_into::<Function>().map_err(|value| {
                error(format!("the progress callback must be a function, not {}", describe(&value)))
            })?)
        };
        let position = self.game.position();
        if position.is_over() {
            return Err(error(format!("no move: the game is over ({})", position.status())));
        }
        let seed = (Math::random() * 9_007_199_254_740_992.0) as u64;
        let mut agent = SETTINGS.with(|settings| agent_for(level, seed, &settings.borrow()));
        let mv = agent
            .choose(position, &SearchLimits::time(time_ms), &mut JsProgress { callback, last_sent_ms: f64::NEG_INFINITY })
            .ok_or_else(|| error("no move: the game is over"))?;
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
    pub fn preview_flips(&self, mv: JsValue) -> Result<Vec<String>, JsError> {
        let text = expect_string(&mv, "a move")?;
        let mv = text.parse().map_err(error)?;
        self.game.position().check(mv).map_err(error)?;
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

    /// Replaces this game with the one a record describes. Throws, naming the bad move and its
    /// ply, and leaves this game unchanged if the record cannot be replayed.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(&mut self, text: JsValue) -> Result<(), JsError> {
        let text = expect_string(&text, "a game record")?;
        self.game = Game::from_record(&text).map_err(error)?;
        Ok(())
    }
}

/// The PAI levels: `[{level, name, description, defaultMs}]`.
#[wasm_bindgen]
pub fn levels() -> Result<Array, JsError> {
    let list = Array::new();
    for info in LEVELS.iter() {
        let entry = Object::new();
        for (key, value) in [
            ("level", JsValue::from(info.number)),
            ("name", JsValue::from(info.name)),
            ("description", JsValue::from(info.description)),
            ("defaultMs", JsValue::from(info.default_ms)),
        ] {
            Reflect::set(&entry, &JsValue::from(key), &value).map_err(|_| error("levels()"))?;
        }
        list.push(&entry);
    }
    Ok(list)
}

/// Each level's median and worst think time over `positions` sample positions at `ms` per move
/// (a negative `ms` means each level's default), as text: `pathwayz bench --think` in wasm.
#[wasm_bindgen(js_name = thinkTimes)]
pub fn think_times(ms: f64, positions: u32) -> Result<String, JsError> {
    let budget = if ms < 0.0 { None } else { Some(ms) };
    let mut lines = Vec::new();
    for info in LEVELS.iter() {
        let level = Level::new(info.number as i64).map_err(error)?;
        let times = SETTINGS.with(|settings| {
            bench::think_times(level, budget, positions.max(1) as usize, &settings.borrow())
        });
        lines.push(times.to_string());
    }
    Ok(lines.join("\n"))
}

/// Runs the `pathwayz bench` workload with `playouts` random games and returns its report
/// (signature and speeds) as text, to compare wasm with native.
#[wasm_bindgen(js_name = runBench)]
pub fn run_bench(playouts: u32) -> String {
    bench::run(playouts as u64).to_string()
}
