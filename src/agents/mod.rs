//! The PAI agents: each level is an [`Agent`] that picks a move through the position API.

pub mod level;
pub mod random;
pub mod search;

use crate::rules::mv::Move;
use crate::rules::position::Position;
use level::{Level, LevelError};
use search::{SearchHandler, SearchLimits};

/// Something that chooses moves.
pub trait Agent {
    /// A legal move for `position` within `limits`, or `None` if the game is over.
    /// Reports progress to `handler` and stops early when it asks.
    fn choose(
        &mut self,
        position: &Position,
        limits: &SearchLimits,
        handler: &mut dyn SearchHandler,
    ) -> Option<Move>;
}

/// The agent that plays `level`, seeded with `seed` where it uses chance.
pub fn agent_for(level: Level, seed: u64) -> Result<Box<dyn Agent>, LevelError> {
    match level.number() {
        1 => Ok(Box::new(random::RandomAgent::new(seed))),
        _ => Err(LevelError::NotAvailable(level)),
    }
}
