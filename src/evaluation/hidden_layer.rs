//! A hidden layer added to the linear evaluation: `v . relu(U phi + b)`, in evaluation points,
//! over the same 65 features. It lets the value depend on combinations of features (a threat
//! matters more when the path is long) that one weight per feature cannot express.

use super::features::{Features, FEATURE_COUNT};

/// The layer's weights: a row of `U` and an entry of `b` and `v` per hidden unit.
#[derive(Clone, Debug, PartialEq)]
pub struct HiddenLayer {
    /// `U`, one row of [`FEATURE_COUNT`] weights per unit.
    pub rows: Vec<Features>,
    /// `b`, one bias per unit.
    pub biases: Vec<f32>,
    /// `v`, one output weight per unit, in evaluation points.
    pub outputs: Vec<f32>,
}

impl HiddenLayer {
    /// The layer's contribution to the value of a position with these features.
    pub fn value(&self, phi: &Features) -> f32 {
        let mut total = 0.0;
        for ((row, bias), output) in self.rows.iter().zip(&self.biases).zip(&self.outputs) {
            let activation = bias + row.iter().zip(phi).map(|(u, x)| u * x).sum::<f32>();
            if activation > 0.0 {
                total += output * activation;
            }
        }
        total
    }

    /// A layer trained on standardised features, `(phi - mean) / spread`, in logistic units,
    /// folded back onto raw features and scaled to evaluation points (`points_per_logit`).
    /// `rows` holds the units' rows one after the other. The linear part is not kept here.
    pub fn from_standardised(
        rows: &[f32],
        biases: &[f32],
        outputs: &[f32],
        mean: &[f32],
        spread: &[f32],
        points_per_logit: f32,
    ) -> HiddenLayer {
        let mut folded_rows = Vec::new();
        let mut folded_biases = Vec::new();
        for (unit, &bias) in biases.iter().enumerate() {
            let row = &rows[unit * FEATURE_COUNT..(unit + 1) * FEATURE_COUNT];
            let folded: Features = std::array::from_fn(|i| row[i] / spread[i]);
            folded_biases.push(bias - (0..FEATURE_COUNT).map(|i| folded[i] * mean[i]).sum::<f32>());
            folded_rows.push(folded);
        }
        HiddenLayer {
            rows: folded_rows,
            biases: folded_biases,
            outputs: outputs.iter().map(|v| v * points_per_logit).collect(),
        }
    }

    /// The layer as text: one line per unit, its bias, its output weight, then its row.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for ((row, bias), output) in self.rows.iter().zip(&self.biases).zip(&self.outputs) {
            let numbers: Vec<String> = [*bias, *output].iter().chain(row).map(|x| format!("{x:e}")).collect();
            text.push_str(&numbers.join(" "));
            text.push('\n');
        }
        text
    }

    /// Reads [`HiddenLayer::to_text`]; `None` if a line is damaged.
    pub fn from_text(text: &str) -> Option<HiddenLayer> {
        let mut layer = HiddenLayer { rows: Vec::new(), biases: Vec::new(), outputs: Vec::new() };
        for line in text.lines() {
            let numbers: Vec<f32> = line.split_whitespace().map(|x| x.parse().ok().filter(|x: &f32| x.is_finite())).collect::<Option<_>>()?;
            if numbers.len() != FEATURE_COUNT + 2 {
                return None;
            }
            layer.biases.push(numbers[0]);
            layer.outputs.push(numbers[1]);
            layer.rows.push(std::array::from_fn(|i| numbers[i + 2]));
        }
        Some(layer)
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
        let layer = HiddenLayer::from_standardised(&rows, &biases, &outputs, &mean, &spread, 100.0);
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
    }
}
