//! What a tree search values its leaves with: a position's value for the player to move.

use super::features::Features;
use crate::rules::position::Position;
use crate::rules::threats::Threats;

/// A position's value for the player to move, in evaluation points. The shipped one is
/// [`super::linear::LinearEval`]; the lab's experiments plug in others.
pub trait MoverValue {
    /// The value of `position`, still in play, for the player to move, given the threats of the
    /// player not to move (`threats_of(position, !mover)`), which the search has at hand.
    fn value_knowing(&self, position: &Position, your_threats: &Threats) -> f32;

    /// The value of `position`, still in play, for the player to move, given its `features`
    /// (computed by the search, incrementally: `evaluation::incremental`) and the threats of the
    /// player not to move. An evaluation on the feature table uses them; the default ignores them.
    fn value_of_features(&self, position: &Position, features: &Features, your_threats: &Threats) -> f32 {
        let _ = features;
        self.value_knowing(position, your_threats)
    }
}
