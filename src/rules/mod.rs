//! The rules of Pathwayz (docs/RULES.md): board, moves, notation, flips, paths, results, records.

pub mod bitboard;
pub mod color;
pub mod connection;
pub mod error;
pub mod excerpt;
pub mod game;
pub mod movelist;
pub mod mv;
pub mod position;
pub mod record;
pub mod square;
pub mod status;
pub mod tactic;
pub mod threat_moves;
pub mod threats;
pub mod zobrist;
