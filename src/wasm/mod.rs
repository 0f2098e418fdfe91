//! The browser's door: a wasm-bindgen API over the library. Moves cross as notation strings;
//! bad input throws a JS `Error` with a short message and leaves the game unchanged; every
//! number is bounded and every string and buffer is measured before it is copied in.
//! Nothing else in the crate imports this module.
//!
//! One file per part: [`game`] (the `Game` class, `recordMoves`), [`analysis`] (`analyze`, `evaluate`), [`review`]
//! (`reviewMove`, `reviewSummary`), [`coach`] (`coachMove`: one move judged before the opponent answers), [`exercises`] (learn from your mistakes: `readExercise`, `exerciseAnswer`, `exerciseSolution`), [`answer_report`] (an answer judged: a puzzle's or an exercise's), [`forced`] (proven results in and out), [`kept_agents`] (level 11's table kept between
//! searches), [`levels`], [`ladder`] (`readLadder`), [`rating`] (`playerRating`), [`puzzles`] (the puzzle mode's calls), [`friend_link`] (a game with a friend by link), [`race`] (`race`: the race to connect), [`diagram`] (`diagramSvg`, `GifWriter`: pictures of positions and games), [`settings`] (the weights), [`share_search`] (one worker's share of a split search),
//! [`progress`] (search reports), [`inputs`] (reading and bounding JS values, `maxThinkMs`), [`js_fields`] (reading JS objects and arrays), [`bytes`] (buffers), [`errors`],
//! [`values`] (serde for structured values), [`seed`], and [`bench`] (feature `bench` only).

pub mod analysis;
pub mod answer_report;
#[cfg(feature = "bench")]
pub mod bench;
pub mod bytes;
pub mod coach;
pub mod diagram;
pub mod errors;
pub mod exercises;
pub mod forced;
pub mod friend_link;
pub mod game;
pub mod inputs;
pub mod js_fields;
pub mod kept_agents;
pub mod ladder;
pub mod levels;
pub mod progress;
pub mod puzzles;
pub mod race;
pub mod rating;
pub mod review;
pub mod seed;
pub mod settings;
pub mod share_search;
pub mod values;

pub use diagram::{diagram_svg, WasmGifWriter};
pub use friend_link::{decode_friend_link, encode_friend_link, friend_link_relation, new_friend_game_id};
pub use game::{new_game, record_moves, WasmGame};
pub use inputs::max_think_ms;
pub use ladder::read_ladder_file;
pub use levels::{levels, strengths};
pub use rating::player_rating;
pub use review::review_summary;
pub use share_search::best_share;
pub use settings::{load_weights, use_hand_weights, weights_in_use, weights_source};

use wasm_bindgen::prelude::*;

/// Runs when the module is instantiated: a Rust panic, which should never happen, is then
/// reported on the console with its message instead of a bare `unreachable`.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The engine's release version, from `Cargo.toml`: the same as the page's and the package's.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
