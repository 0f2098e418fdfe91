//! The player's ratings: [`ladder`] (the ladder's data file, the levels' measured Elo), [`glicko2`] (Glickman's system, checked against his worked example),
//! [`periods`] (a history rated one day at a time), [`player`] (a history of games against the
//! ladder's levels, as fixed opponents, with the level to try next) and [`puzzle_attempts`] (the
//! puzzle rating, each attempt a game against the puzzle's rating). Pure arithmetic: it uses no
//! other room.

pub mod glicko2;
pub mod ladder;
pub mod periods;
pub mod player;
pub mod puzzle_attempts;
