//! The browser's door: a wasm-bindgen API over the library. Moves cross as notation strings;
//! bad input throws a JS `Error` with a short message and leaves the game unchanged; every
//! number is bounded and every string and buffer is measured before it is copied in.
//! Nothing else in the crate imports this module.
//!
//! The API comes in four parts, each a cargo feature, so that a page downloads only what it
//! uses (`build.sh` builds one wasm module of each: docs/WASM_API.md, "Modules"):
//! - **core** (`api-core`; the page's module for a game shown or played without search): the
//!   `Game` class's rules ([`game`]: moves, records, the board), `recordMoves`, [`race`]
//!   (`game.race()`), [`levels`] (`levels()`, `strengths()`, `maxThinkMs`), [`best_share`]
//!   (`bestShare`) and [`daily`] (`dailyPuzzle`: the day's puzzle, which a page draws from the
//!   release's daily shards without the puzzle file).
//! - **data** (`api-data`, with the core; the page's module for puzzles, exercises and the
//!   player's kept data and for a game with a friend, else loaded at the first data file read
//!   or friend link): [`friend_link`] (a game with a friend by link: about 7 KB of the core's
//!   compressed size, which a replay never uses), [`ladder`] (`readLadder`, its fields read by
//!   [`ladder_fields`]), [`rating`] (`playerRating`), [`puzzles`] (`readPuzzles`,
//!   `puzzleRating`), [`exercises`] (`readExercise`) and [`review`] (`reviewSummary`).
//! - **search** (`api-search`, with the data; the search workers' module): [`game_search`]
//!   (`bestMove`, `ponderSlice`), [`analysis`] (`analyze`, `evaluate`), [`review_move`]
//!   (`reviewMove`), [`coach`] (`coachMove`), [`puzzle_answers`] and [`exercise_answers`] (an
//!   answer judged, a hint, the solution), [`share_search`] (`searchShare`), [`settings`] (the
//!   weights), with [`kept_agents`] (level 11's table kept between searches), [`progress`]
//!   (search reports) and [`answer_report`] (an answer judged).
//! - **pictures** (`api-pictures`; loaded at the first picture asked for): [`diagram`]
//!   (`diagramSvg`, `GifWriter`).
//!
//! Shared by all: [`inputs`] (reading and bounding JS values), [`js_fields`] (reading JS objects
//! and arrays), [`bytes`] (buffers), [`errors`], [`values`] (serde for structured values),
//! [`forced`] (proven results in and out), [`seed`], and [`bench`] (feature `bench` only).

#[cfg(feature = "api-search")]
pub mod analysis;
#[cfg(feature = "api-search")]
pub mod answer_report;
#[cfg(feature = "bench")]
pub mod bench;
#[cfg(feature = "api-core")]
pub mod best_share;
pub mod bytes;
#[cfg(feature = "api-search")]
pub mod coach;
#[cfg(feature = "api-core")]
pub mod daily;
#[cfg(feature = "api-pictures")]
pub mod diagram;
pub mod errors;
#[cfg(feature = "api-search")]
pub mod exercise_answers;
#[cfg(feature = "api-data")]
pub mod exercises;
pub mod forced;
#[cfg(feature = "api-data")]
pub mod friend_link;
#[cfg(feature = "api-core")]
pub mod game;
#[cfg(feature = "api-search")]
pub mod game_search;
pub mod inputs;
pub mod js_fields;
#[cfg(feature = "api-search")]
pub mod kept_agents;
#[cfg(feature = "api-data")]
pub mod ladder;
#[cfg(feature = "api-data")]
pub mod ladder_fields;
#[cfg(feature = "api-core")]
pub mod levels;
#[cfg(feature = "api-search")]
pub mod progress;
#[cfg(feature = "api-search")]
pub mod puzzle_answers;
#[cfg(feature = "api-data")]
pub mod puzzles;
#[cfg(feature = "api-core")]
pub mod race;
#[cfg(feature = "api-data")]
pub mod rating;
#[cfg(feature = "api-data")]
pub mod review;
#[cfg(feature = "api-search")]
pub mod review_move;
pub mod seed;
#[cfg(feature = "api-search")]
pub mod settings;
#[cfg(feature = "api-search")]
pub mod share_search;
pub mod values;

#[cfg(feature = "api-core")]
pub use best_share::best_share;
#[cfg(feature = "api-pictures")]
pub use diagram::{diagram_svg, WasmGifWriter};
#[cfg(feature = "api-data")]
pub use friend_link::{decode_friend_link, encode_friend_link, friend_link_relation, new_friend_game_id};
#[cfg(feature = "api-core")]
pub use game::{new_game, record_moves, WasmGame};
#[cfg(feature = "api-data")]
pub use ladder::read_ladder_file;
#[cfg(feature = "api-core")]
pub use levels::{levels, max_think_ms, strengths};
#[cfg(feature = "api-data")]
pub use rating::player_rating;
#[cfg(feature = "api-data")]
pub use review::review_summary;
#[cfg(feature = "api-search")]
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
