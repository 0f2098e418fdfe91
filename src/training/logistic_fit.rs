//! Logistic regression of a probability on the features of positions, solved by Newton's
//! method: how `pathwayz distill` fits the weights to the win chances level 12's searches found
//! (soft labels), and how the lab's outcome fit fits them to the results of games.

/// One position: its features from the mover's view and the probability to fit for the mover
/// (a result, 1 won, 0 lost, 1/2 drawn, or a search's win chance).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The features of the position (any number, the same for every sample of a fit).
    pub features: Vec<f32>,
    /// What the player to move went on to score.
    pub outcome: f64,
    /// Moves played before the position.
    pub ply: usize,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn linear(weights: &[f64], features: &[f32]) -> f64 {
    weights.iter().zip(features).map(|(w, &x)| w * x as f64).sum()
}

/// Mean log loss (natural log) of `sigmoid(weights . phi)` as the mover's chance; 0.693 is a coin's.
pub fn log_loss(samples: &[Sample], weights: &[f64]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(linear(weights, &s.features)).clamp(1e-9, 1.0 - 1e-9);
            -(s.outcome * p.ln() + (1.0 - s.outcome) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The weights, in logistic units, that minimise the mean log loss plus `ridge / 2 * |w|^2`
/// (one per feature of the samples). Newton's method from zero: the loss is convex, so a few
/// steps reach the minimum.
pub fn fit_logistic(samples: &[Sample], ridge: f64) -> Vec<f64> {
    let n = samples.first().map_or(0, |s| s.features.len());
    let count = samples.len().max(1) as f64;
    let mut weights = vec![0.0; n];
    for _ in 0..50 {
        let mut gradient = vec![0.0; n];
        let mut hessian = vec![vec![0.0; n]; n];
        for sample in samples {
            let x: Vec<f64> = sample.features.iter().map(|&v| v as f64).collect();
            let p = sigmoid(linear(&weights, &sample.features));
            let curvature = (p * (1.0 - p)).max(1e-6);
            for i in 0..n {
                if x[i] == 0.0 {
                    continue;
                }
                gradient[i] += (p - sample.outcome) * x[i];
                for (h, &xj) in hessian[i][i..].iter_mut().zip(&x[i..]) {
                    *h += curvature * x[i] * xj;
                }
            }
        }
        // Mean over the samples, ridge added, lower triangle mirrored from the upper: both indices are needed.
        #[allow(clippy::needless_range_loop)]
        for i in 0..n {
            gradient[i] = gradient[i] / count + ridge * weights[i];
            for j in i..n {
                hessian[i][j] = hessian[i][j] / count + if i == j { ridge } else { 0.0 };
                hessian[j][i] = hessian[i][j];
            }
        }
        let step = solve(hessian, gradient);
        let mut largest: f64 = 0.0;
        for (w, s) in weights.iter_mut().zip(&step) {
            *w -= s;
            largest = largest.max(s.abs());
        }
        if largest < 1e-7 {
            break;
        }
    }
    weights
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (`a` is symmetric positive
/// definite here, thanks to the ridge).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for column in 0..n {
        let pivot = (column..n).max_by(|&r, &s| a[r][column].abs().total_cmp(&a[s][column].abs())).expect("rows left");
        a.swap(column, pivot);
        b.swap(column, pivot);
        let lead = a[column][column];
        if lead.abs() < 1e-300 {
            continue;
        }
        let pivot_row = a[column].clone();
        for row in column + 1..n {
            let factor = a[row][column] / lead;
            if factor == 0.0 {
                continue;
            }
            for (value, pivot) in a[row][column..].iter_mut().zip(&pivot_row[column..]) {
                *value -= factor * pivot;
            }
            b[row] -= factor * b[column];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let tail: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = if a[row][row].abs() < 1e-300 { 0.0 } else { (b[row] - tail) / a[row][row] };
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::features::FEATURE_COUNT;
    use crate::rng::SeededRng;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn newton_recovers_the_weights_that_made_the_outcomes() {
        let mut rng = SeededRng::seed_from_u64(3);
        let mut truth = [0.0; FEATURE_COUNT];
        truth[0] = 2.0;
        truth[5] = -1.5;
        truth[FEATURE_COUNT - 1] = 0.3;
        let samples: Vec<Sample> = (0..40_000)
            .map(|_| {
                let mut features = vec![0.0f32; FEATURE_COUNT];
                for x in features.iter_mut() {
                    *x = rng.random_range(-1.0..1.0);
                }
                features[FEATURE_COUNT - 1] = 1.0;
                let p = sigmoid(linear(&truth, &features));
                Sample { features, outcome: if rng.random_bool(p) { 1.0 } else { 0.0 }, ply: 0 }
            })
            .collect();
        let fitted = fit_logistic(&samples, 1e-6);
        for (index, (f, t)) in fitted.iter().zip(&truth).enumerate() {
            assert!((f - t).abs() < 0.1, "weight {index}: fitted {f}, true {t}");
        }
        assert!(log_loss(&samples, &fitted) <= log_loss(&samples, &truth) + 1e-9, "the fit is the minimum on its data");
    }
}
