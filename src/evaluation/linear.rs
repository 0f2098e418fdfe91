//! The linear evaluation `w . phi` over the smart features: what every learned level plays.

use super::evaluator::for_player;
use super::features::{features, features_knowing, Features};
use super::mover_value::{Featured, MoverValue};
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

    fn values_of_features(&self, batch: &[Featured], values: &mut Vec<f32>) {
        values.clear();
        let mut quads = batch.chunks_exact(4);
        for quad in &mut quads {
            values.extend(dot_four(&self.weights, [&quad[0].features, &quad[1].features, &quad[2].features, &quad[3].features]));
        }
        values.extend(quads.remainder().iter().map(|item| dot(&self.weights, &item.features)));
    }
}

/// The dot product of two feature-length vectors.
pub fn dot(a: &Features, b: &Features) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// [`dot`] of `weights` with four vectors, bit for bit: each sum adds the same products in the
/// same order, from the same start as `sum`, but the four run side by side, so that each addition
/// need not wait for the one before it (a chain of 65 dependent additions is what one costs).
fn dot_four(weights: &Features, features: [&Features; 4]) -> [f32; 4] {
    let mut sums = [-0.0f32; 4];
    for (index, weight) in weights.iter().enumerate() {
        for (sum, phi) in sums.iter_mut().zip(features) {
            *sum += weight * phi[index];
        }
    }
    sums
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::features::FEATURE_COUNT;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn four_dot_products_side_by_side_are_each_dot_bit_for_bit() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(65);
        let mut random = |zeros: bool| -> Features {
            std::array::from_fn(|_| if zeros && rng.random_range(0..3) == 0 { 0.0 } else { rng.random_range(-40.0..40.0f32) })
        };
        for round in 0..2000 {
            let weights = random(false);
            let vectors = [random(round % 2 == 0), random(false), random(true), random(false)];
            let sums = dot_four(&weights, [&vectors[0], &vectors[1], &vectors[2], &vectors[3]]);
            for (sum, vector) in sums.iter().zip(&vectors) {
                assert_eq!(sum.to_bits(), dot(&weights, vector).to_bits());
            }
        }
        let zeros = [0.0; FEATURE_COUNT];
        assert_eq!(dot_four(&zeros, [&zeros; 4])[0].to_bits(), dot(&zeros, &zeros).to_bits(), "the sign of an empty sum");
    }
}
