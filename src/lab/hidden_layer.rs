//! A hidden layer added to the linear evaluation: `v . relu(U phi + b)`, in evaluation points,
//! over the same 65 features. It lets the value depend on combinations of features (a threat
//! matters more when the path is long) that one weight per feature cannot express.

use crate::evaluation::features::{Features, FEATURE_COUNT};

/// One hidden unit: `output * relu(row . phi + bias)`.
#[derive(Clone, Debug, PartialEq)]
struct Unit {
    row: Features,
    bias: f32,
    /// In evaluation points.
    output: f32,
}

/// The layer's units (an experiment, docs/WEIGHTS.md; no shipped level uses one).
#[derive(Clone, Debug, PartialEq)]
pub struct HiddenLayer {
    units: Vec<Unit>,
}

impl HiddenLayer {
    /// The layer's contribution to the value of a position with these features.
    pub fn value(&self, phi: &Features) -> f32 {
        let mut total = 0.0;
        for unit in &self.units {
            let activation = unit.bias + unit.row.iter().zip(phi).map(|(u, x)| u * x).sum::<f32>();
            if activation > 0.0 {
                total += unit.output * activation;
            }
        }
        total
    }

    /// A layer trained on standardised features, `(phi - mean) / spread`, in logistic units,
    /// folded back onto raw features and scaled to evaluation points (`points_per_logit`).
    /// `rows` holds the units' rows one after the other; the linear part is not kept here.
    /// `None` if the lengths disagree or a spread is not positive.
    pub fn from_standardised(
        rows: &[f32],
        biases: &[f32],
        outputs: &[f32],
        mean: &[f32],
        spread: &[f32],
        points_per_logit: f32,
    ) -> Option<HiddenLayer> {
        let lengths_agree = rows.len() == biases.len() * FEATURE_COUNT
            && outputs.len() == biases.len()
            && mean.len() == FEATURE_COUNT
            && spread.len() == FEATURE_COUNT;
        if !lengths_agree || !spread.iter().all(|&s| s > 0.0) {
            return None;
        }
        let units = biases
            .iter()
            .zip(outputs)
            .zip(rows.chunks(FEATURE_COUNT))
            .map(|((&bias, &output), row)| {
                let folded: Features = std::array::from_fn(|i| row[i] / spread[i]);
                Unit {
                    bias: bias - (0..FEATURE_COUNT).map(|i| folded[i] * mean[i]).sum::<f32>(),
                    row: folded,
                    output: output * points_per_logit,
                }
            })
            .collect();
        Some(HiddenLayer { units })
    }

    /// The layer as text: one line per unit, its bias, its output weight, then its row.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for unit in &self.units {
            let numbers: Vec<String> = [unit.bias, unit.output].iter().chain(&unit.row).map(|x| format!("{x:e}")).collect();
            text.push_str(&numbers.join(" "));
            text.push('\n');
        }
        text
    }

    /// Reads [`HiddenLayer::to_text`]; `None` for no unit, a short or long line, or a number
    /// that is not finite.
    pub fn from_text(text: &str) -> Option<HiddenLayer> {
        let mut units = Vec::new();
        for line in text.lines() {
            let numbers: Vec<f32> = line.split_whitespace().map(|x| x.parse().ok().filter(|x: &f32| x.is_finite())).collect::<Option<_>>()?;
            if numbers.len() != FEATURE_COUNT + 2 {
                return None;
            }
            units.push(Unit { bias: numbers[0], output: numbers[1], row: std::array::from_fn(|i| numbers[i + 2]) });
        }
        (!units.is_empty()).then_some(HiddenLayer { units })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_the_standardisation_keeps_the_value() {
        let rows: Vec<f32> = (0..2 * FEATURE_COUNT).map(|i| ((i * 7 % 11) as f32 - 5.0) / 10.0).collect();
        let (biases, outputs) = ([0.3, -0.2], [1.5, -0.7]);
        let mean: Vec<f32> = (0..FEATURE_COUNT).map(|i| (i % 5) as f32 / 10.0).collect();
        let spread: Vec<f32> = (0..FEATURE_COUNT).map(|i| 0.5 + (i % 3) as f32 / 4.0).collect();
        let layer = HiddenLayer::from_standardised(&rows, &biases, &outputs, &mean, &spread, 100.0).unwrap();
        let phi: Features = std::array::from_fn(|i| (i % 4) as f32 / 3.0);
        let mut expected = 0.0;
        for unit in 0..2 {
            let a: f32 = biases[unit]
                + (0..FEATURE_COUNT).map(|i| rows[unit * FEATURE_COUNT + i] * (phi[i] - mean[i]) / spread[i]).sum::<f32>();
            expected += 100.0 * outputs[unit] * a.max(0.0);
        }
        assert!((layer.value(&phi) - expected).abs() < 1e-3 * expected.abs().max(1.0), "{} vs {expected}", layer.value(&phi));
        assert_eq!(HiddenLayer::from_text(&layer.to_text()), Some(layer));
        assert_eq!(HiddenLayer::from_text("1 2 3"), None);
        assert_eq!(HiddenLayer::from_text(""), None, "no unit");
        assert_eq!(HiddenLayer::from_standardised(&rows, &biases, &outputs[..1], &mean, &spread, 100.0), None);
        let mut flat = spread.clone();
        flat[3] = 0.0;
        assert_eq!(HiddenLayer::from_standardised(&rows, &biases, &outputs, &mean, &flat, 100.0), None);
    }
}
