//! The player's rating: [`glicko2`] (Glickman's system, checked against his worked example) and
//! [`player`] (a history of games against the ladder's levels, as fixed opponents, rated by it,
//! with the level to try next). Pure arithmetic: it uses no other room.

pub mod glicko2;
pub mod player;
