//! The one interface of every player: a position and limits in, a move out, progress heard on
//! the way.

use super::limits::SearchLimits;
use super::progress::SearchHandler;
use crate::rules::mv::Move;
use crate::rules::position::Position;

/// Something that chooses moves: a level of the ladder, or a search any level is built on.
pub trait Agent {
    /// A legal move for `position` within `limits`, or `None` if the game is over (or, for a
    /// search of a [`super::root_share::RootShare`], if that share holds no move).
    /// Reports progress to `handler` and stops early when it asks.
    fn choose(
        &mut self,
        position: &Position,
        limits: &SearchLimits,
        handler: &mut dyn SearchHandler,
    ) -> Option<Move>;
}
