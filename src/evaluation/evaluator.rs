//! Evaluators: how an agent scores a position from one player's view. Finished games score by a
//! terminal utility ([`crate::score`], plies counted from the empty board); the rest by the
//! evaluator's own measure.

use super::linear::LinearEval;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::score::{terminal, WIN};

/// The score of a won game, [`WIN`]; quicker wins score a little higher.
pub const WIN_SCORE: f32 = WIN as f32;

/// Scores positions from one player's view.
pub trait Evaluator: Sync {
    /// How good `position` is for `me`; higher is better.
    fn evaluate(&self, position: &Position, me: Color) -> f32;
}

/// `mover_value`, a value of `position` for the player to move, as `me` sees it: itself, or its
/// negative for the other player.
pub fn for_player(mover_value: f32, position: &Position, me: Color) -> f32 {
    if position.to_move() == me {
        mover_value
    } else {
        -mover_value
    }
}

/// The terminal utility of a finished game for `me`, or `None` while it goes on: the
/// [`crate::score`] of the result, its plies counted from the empty board.
pub fn terminal_score(position: &Position, me: Color) -> Option<f32> {
    Some(for_player(terminal(position, position.ply())? as f32, position, me))
}

/// Level 2's measure: my longest path, nothing else.
pub struct LongestPathEval;

impl Evaluator for LongestPathEval {
    fn evaluate(&self, position: &Position, me: Color) -> f32 {
        position.longest_path(me) as f32
    }
}

/// Level 3's measure: my longest path minus 0.4 times yours.
pub struct AdversarialEval;

impl Evaluator for AdversarialEval {
    fn evaluate(&self, position: &Position, me: Color) -> f32 {
        position.longest_path(me) as f32 - 0.4 * position.longest_path(!me) as f32
    }
}

impl Evaluator for LinearEval {
    fn evaluate(&self, position: &Position, me: Color) -> f32 {
        terminal_score(position, me).unwrap_or_else(|| self.score(position, me))
    }
}
