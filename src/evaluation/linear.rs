//! The linear evaluation `w . phi` over the smart features, plus, when it has them, the sum of
//! the pattern tables' entries (`patterns.rs`).

use super::features::{features, Features};
use super::patterns::PatternTables;
use crate::rules::color::Color;
use crate::rules::position::Position;
use std::sync::Arc;

/// A weight per feature and optional pattern tables; the score is the features' dot product
/// with the weights plus the patterns' value.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearEval {
    /// The weights, in feature order.
    pub weights: Features,
    /// Pattern tables added to the features' value, shared between the copies of an evaluator.
    pub patterns: Option<Arc<PatternTables>>,
}

impl LinearEval {
    /// An evaluation with these weights and no patterns.
    pub fn new(weights: Features) -> LinearEval {
        LinearEval { weights, patterns: None }
    }

    /// An evaluation with these weights and pattern tables.
    pub fn with_patterns(weights: Features, patterns: Arc<PatternTables>) -> LinearEval {
        LinearEval { weights, patterns: Some(patterns) }
    }

    /// `w . phi(position)` plus the patterns' value: the value for the player to move, whether
    /// or not the game is over.
    pub fn value(&self, position: &Position) -> f32 {
        let linear = dot(&self.weights, &features(position));
        match &self.patterns {
            Some(patterns) => linear + patterns.value(position),
            None => linear,
        }
    }

    /// The value for `me`: the mover's value, or its negative for the other player.
    pub fn score(&self, position: &Position, me: Color) -> f32 {
        let value = self.value(position);
        if position.to_move() == me {
            value
        } else {
            -value
        }
    }
}

/// The dot product of two feature-length vectors.
pub fn dot(a: &Features, b: &Features) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
