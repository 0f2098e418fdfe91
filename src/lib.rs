//! Pathwayz: the rules engine, the PAI agents and the tools around them.
//!
//! Layers: [`rules`] knows the game; [`agents`] choose moves through the position API only;
//! [`wasm`] (wasm32 only) is the browser's door and nothing imports it.

pub mod agents;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod bench;
pub mod clock;
pub mod evaluation;
pub mod perft;
pub mod rng;
pub mod rules;
#[cfg(not(target_arch = "wasm32"))]
pub mod training;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use agents::level::Level;
pub use rules::bitboard::Bitboard;
pub use rules::color::Color;
pub use rules::error::{IllegalMove, ParseMoveError};
pub use rules::game::Game;
pub use rules::movelist::MoveList;
pub use rules::mv::Move;
pub use rules::position::Position;
pub use rules::record::{Record, RecordError};
pub use rules::square::Square;
pub use rules::status::Status;
