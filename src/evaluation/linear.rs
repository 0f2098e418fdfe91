//! The linear evaluation `w . phi` over the smart features: what every learned level plays.

use super::evaluator::for_player;
use super::features::{features, features_knowing, Features};
use super::mover_value::MoverValue;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::threats::Threats;

/// A weight per feature; the score is the features' dot product with the weights.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearEval {
    /// The weights, in feature order.
    pub weights: Features,
}

impl LinearEval {
    /// An evaluation with these weights.
    pub fn new(weights: Features) -> LinearEval {
        LinearEval { weights }
    }

    /// `w . phi(position)`: the value for the player to move, whether or not the game is over.
    pub fn value(&self, position: &Position) -> f32 {
        dot(&self.weights, &features(position))
    }

    /// The value for `me`: the mover's value, or its negative for the other player.
    pub fn score(&self, position: &Position, me: Color) -> f32 {
        for_player(self.value(position), position, me)
    }
}

impl MoverValue for LinearEval {
    fn value_knowing(&self, position: &Position, your_threats: &Threats) -> f32 {
        dot(&self.weights, &features_knowing(position, your_threats))
    }

    fn value_of_features(&self, _position: &Position, features: &Features, _your_threats: &Threats) -> f32 {
        dot(&self.weights, features)
    }
}

/// The dot product of two feature-length vectors.
pub fn dot(a: &Features, b: &Features) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
