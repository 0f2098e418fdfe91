//! Puzzles from PAI's own games: positions where one move (or one family of moves on one cell)
//! wins or saves the game, proved by an exact search; their data file, read in the browser too;
//! their difficulty; and (native only) the generator that finds them in level-12 self-play.
//!
//! `proof` proves a position a puzzle, `kind` names what it asks, `format` reads and writes the
//! data file and checks answers, `solving` answers a player move by move (replies, refutations,
//! hints, the rest of the solution), `grade` measures difficulty by which levels fail it and
//! rates it on the ladder's scale, `daily` picks the day's puzzle, `generate` plays the games and
//! collects the puzzles.

pub mod daily;
pub mod format;
#[cfg(not(target_arch = "wasm32"))]
pub mod generate;
pub mod grade;
pub mod kind;
pub mod proof;
pub mod solving;

pub use format::{Puzzle, PuzzleError, Verdict};
pub use kind::Kind;
pub use proof::{prove_position, Proof, ProofSettings, Prover};
pub use solving::{Answer, Why, SOLVING_NODES};
