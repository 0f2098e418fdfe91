//! The linear evaluation `w . phi` over the smart features, plus, when it has them, the sum of
//! the pattern tables' entries (`patterns.rs`) and a hidden layer's output (`hidden_layer.rs`).

use super::features::{features, features_knowing, Features};
use super::hidden_layer::HiddenLayer;
use super::patterns::PatternTables;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::threats::Threats;
use std::sync::Arc;

/// A weight per feature, with optional pattern tables and hidden layer (experiments, not in
/// any shipped level); the score is the features' dot product with the weights plus the
/// patterns' and the layer's values. Without the two it is linear, as every level plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearEval {
    /// The weights, in feature order.
    pub weights: Features,
    /// Pattern tables added to the features' value, shared between the copies of an evaluator.
    pub patterns: Option<Arc<PatternTables>>,
    /// A hidden layer over the same features, added to their value, shared like the patterns.
    pub hidden: Option<Arc<HiddenLayer>>,
}

impl LinearEval {
    /// An evaluation with these weights, and no patterns or hidden layer.
    pub fn new(weights: Features) -> LinearEval {
        LinearEval { weights, patterns: None, hidden: None }
    }

    /// An evaluation with these weights and pattern tables.
    pub fn with_patterns(weights: Features, patterns: Arc<PatternTables>) -> LinearEval {
        LinearEval { weights, patterns: Some(patterns), hidden: None }
    }

    /// These weights and patterns with a hidden layer added.
    pub fn with_hidden(self, hidden: Arc<HiddenLayer>) -> LinearEval {
        LinearEval { hidden: Some(hidden), ..self }
    }

    /// `w . phi(position)` plus the patterns' and the hidden layer's value: the value for the
    /// player to move, whether or not the game is over.
    pub fn value(&self, position: &Position) -> f32 {
        let phi = features(position);
        let mut value = dot(&self.weights, &phi);
        if let Some(patterns) = &self.patterns {
            value += patterns.value(position);
        }
        if let Some(hidden) = &self.hidden {
            value += hidden.value(&phi);
        }
        value
    }

    /// [`LinearEval::value`] of a position still in play, given the threats of the player not to
    /// move there (see [`features_knowing`]). Linear weights only: the patterns and the hidden
    /// layer are left out.
    pub fn value_knowing(&self, position: &Position, your_threats: &Threats) -> f32 {
        dot(&self.weights, &features_knowing(position, your_threats))
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
