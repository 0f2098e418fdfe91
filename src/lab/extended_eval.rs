//! The linear evaluation with the lab's additions on top: pattern tables and a hidden layer, each
//! added to the features' value. Measured and not shipped (docs/WEIGHTS.md); every level plays
//! [`LinearEval`] alone.

use super::hidden_layer::HiddenLayer;
use super::patterns::PatternTables;
use crate::evaluation::evaluator::{for_player, terminal_score, Evaluator};
use crate::evaluation::features::{features, Features};
use crate::evaluation::linear::{dot, LinearEval};
use crate::evaluation::mover_value::MoverValue;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::threats::Threats;
use std::sync::Arc;

/// Feature weights with optional pattern tables and hidden layer, shared between the copies of
/// an evaluator.
#[derive(Clone, Debug, PartialEq)]
pub struct ExtendedEval {
    /// The feature weights.
    pub linear: LinearEval,
    /// Pattern tables added to the features' value.
    pub patterns: Option<Arc<PatternTables>>,
    /// A hidden layer over the same features, added to their value.
    pub hidden: Option<Arc<HiddenLayer>>,
}

impl ExtendedEval {
    /// The linear evaluation alone.
    pub fn linear(linear: LinearEval) -> ExtendedEval {
        ExtendedEval { linear, patterns: None, hidden: None }
    }

    /// These weights with pattern tables.
    pub fn with_patterns(linear: LinearEval, patterns: Arc<PatternTables>) -> ExtendedEval {
        ExtendedEval { linear, patterns: Some(patterns), hidden: None }
    }

    /// This evaluation with a hidden layer added.
    pub fn with_hidden(self, hidden: Arc<HiddenLayer>) -> ExtendedEval {
        ExtendedEval { hidden: Some(hidden), ..self }
    }

    /// `w . phi` plus the patterns' and the hidden layer's value, for the player to move.
    pub fn value(&self, position: &Position) -> f32 {
        self.value_given(position, &features(position))
    }

    /// [`ExtendedEval::value`], given the position's features `phi`.
    fn value_given(&self, position: &Position, phi: &Features) -> f32 {
        let mut value = dot(&self.linear.weights, phi);
        if let Some(patterns) = &self.patterns {
            value += patterns.value(position);
        }
        if let Some(hidden) = &self.hidden {
            value += hidden.value(phi);
        }
        value
    }
}

impl MoverValue for ExtendedEval {
    fn value_knowing(&self, position: &Position, _your_threats: &Threats) -> f32 {
        self.value(position)
    }

    fn value_of_features(&self, position: &Position, features: &Features, _your_threats: &Threats) -> f32 {
        self.value_given(position, features)
    }
}

impl Evaluator for ExtendedEval {
    fn evaluate(&self, position: &Position, me: Color) -> f32 {
        terminal_score(position, me).unwrap_or_else(|| for_player(self.value(position), position, me))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;
    use crate::rules::threats::threats_of;

    #[test]
    fn without_additions_it_is_the_linear_evaluation_and_patterns_add_their_value() {
        let linear = AgentSettings::default().search_fitted;
        let positions = crate::bench::sample_positions(20, 5);
        let plain = ExtendedEval::linear(linear.clone());
        let mut tables = PatternTables::zero();
        let active = PatternTables::active(&positions[3]);
        tables.nudge(&active, 0.25);
        let with = ExtendedEval::with_patterns(linear.clone(), Arc::new(tables.clone()));
        for position in positions.iter().filter(|p| !p.is_over()) {
            assert_eq!(plain.value(position), linear.value(position));
            let threats = threats_of(position, !position.to_move());
            assert_eq!(plain.value_knowing(position, &threats), linear.value_knowing(position, &threats));
            assert_eq!(with.value(position), linear.value(position) + tables.value(position));
        }
    }
}
