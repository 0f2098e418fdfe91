//! Pathwayz: the rules engine, the PAI agents and the tools around them.
//!
//! Rooms, each using only the rooms docs/ARCHITECTURE.md allows it (`tests/rooms.rs` checks):
//! [`rules`] knows the game; [`score`] is the one score
//! convention; [`evaluation`] values positions; [`search`] holds the search machinery and the
//! tree searches; [`agents`] assembles the ladder's levels from searches and evaluations;
//! [`analysis`] values moves and reviews games; [`friend_link`] writes and reads the link of a
//! game played with a friend; [`puzzles`] finds, proves and checks puzzles
//! from PAI's own games; [`diagram`] draws positions and games as pictures (SVG; natively PNG
//! and animated GIF); [`rating`] rates the player's games against the
//! ladder (Glicko-2); [`arena`] and [`training`] (native only) play matches and fit weights;
//! [`number_text`] writes a number into a message (natively and in the wasm); [`stable_sort`]
//! is the crate's one stable sort; [`gtp`] (native only) speaks the Go Text Protocol both ways;
//! `lab` (feature `lab`) keeps the experiments that were measured and not shipped; [`wasm`]
//! (wasm32 only) is the browser's door and nothing imports it. docs/ARCHITECTURE.md draws the map.

pub mod agents;
pub mod analysis;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod bench;
pub mod clock;
pub mod diagram;
pub mod evaluation;
pub mod friend_link;
#[cfg(not(target_arch = "wasm32"))]
pub mod gtp;
#[cfg(all(feature = "lab", not(target_arch = "wasm32")))]
pub mod lab;
pub mod number_text;
pub mod perft;
pub mod puzzles;
pub mod rating;
pub mod rng;
pub mod rules;
pub mod score;
pub mod search;
pub mod stable_sort;
#[cfg(not(target_arch = "wasm32"))]
pub mod training;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use agents::level::Level;
pub use agents::strength::Strength;
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
