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

    /// [`MoverValue::value_of_features`] of every position of `batch`, in order, into `values`
    /// (cleared first): the same values, which an evaluation may find faster together.
    fn values_of_features(&self, batch: &[Featured], values: &mut Vec<f32>) {
        values.clear();
        values.extend(batch.iter().map(|item| self.value_of_features(&item.position, &item.features, &item.your_threats)));
    }
}

/// A position still in play with its features and the threats of the player not to move: what
/// [`MoverValue::values_of_features`] values.
#[derive(Clone, Debug)]
pub struct Featured {
    /// The position.
    pub position: Position,
    /// Its features.
    pub features: Features,
    /// Where the player not to move would win at once.
    pub your_threats: Threats,
}
