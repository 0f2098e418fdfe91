//! Fitting the win-probability curve (`analysis/win_probability.rs`) to the outcomes of games:
//! the scale and offset that `pathwayz calibrate` reports (docs/RESULTS.md).

use crate::score::{logistic, DECISIVE, SCALE};

/// How well a logistic scale and offset fit scores and outcomes.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// The scale that minimises the log loss.
    pub scale: f64,
    /// The offset that minimises it with that scale.
    pub offset: f64,
    /// Mean log loss (natural log) at that scale; 0.693 is a coin's.
    pub log_loss: f64,
    /// Predicted against observed, in ten bands of predicted probability: (band's lower edge,
    /// positions, mean predicted, mean outcome).
    pub bands: Vec<(f64, usize, f64, f64)>,
}

/// Mean log loss of a curve over `(score, outcome)` samples (outcome 1 won, 0 lost, 1/2 drawn).
fn log_loss(samples: &[(i32, f64)], scale: f64, offset: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|&(score, outcome)| {
            let p = logistic(score, scale, offset).clamp(1e-6, 1.0 - 1e-6);
            -(outcome * p.ln() + (1.0 - outcome) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The minimum of `f` between `lo` and `hi` by golden-section search.
fn minimise(f: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let a = hi - golden * (hi - lo);
        let b = lo + golden * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Fits scale and offset on undecided `(score, outcome)` samples: golden-section searches of
/// the log loss, in turn over the scale (10 to 100,000 search units, on its logarithm) and the
/// offset (-5,000 to 5,000), until they settle.
pub fn fit_scale(samples: &[(i32, f64)]) -> Fit {
    let samples: Vec<(i32, f64)> = samples.iter().copied().filter(|&(score, _)| score.abs() <= DECISIVE).collect();
    let (mut scale, mut offset) = (SCALE, 0.0);
    for _ in 0..6 {
        scale = minimise(|log_scale| log_loss(&samples, log_scale.exp(), offset), 10f64.ln(), 100_000f64.ln()).exp();
        offset = minimise(|offset| log_loss(&samples, scale, offset), -5_000.0, 5_000.0);
    }
    let mut bands = Vec::new();
    for band in 0..10 {
        let edge = band as f64 / 10.0;
        let members: Vec<(f64, f64)> = samples
            .iter()
            .map(|&(score, outcome)| (logistic(score, scale, offset), outcome))
            .filter(|&(p, _)| p >= edge && (p < edge + 0.1 || band == 9))
            .collect();
        if !members.is_empty() {
            let n = members.len() as f64;
            let predicted = members.iter().map(|m| m.0).sum::<f64>() / n;
            let observed = members.iter().map(|m| m.1).sum::<f64>() / n;
            bands.push((edge, members.len(), predicted, observed));
        }
    }
    Fit { scale, offset, log_loss: log_loss(&samples, scale, offset), bands }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SeededRng;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn the_fit_finds_the_scale_that_made_the_outcomes() {
        let mut rng = SeededRng::seed_from_u64(5);
        let samples: Vec<(i32, f64)> = (0..20_000)
            .map(|_| {
                let score = rng.random_range(-3000..=3000);
                let won = rng.random_bool(logistic(score, 800.0, 300.0));
                (score, if won { 1.0 } else { 0.0 })
            })
            .collect();
        let fit = fit_scale(&samples);
        assert!((fit.scale - 800.0).abs() < 80.0, "{}", fit.scale);
        assert!((fit.offset - 300.0).abs() < 80.0, "{}", fit.offset);
        assert!(fit.log_loss < 0.69);
        for &(_, count, predicted, observed) in &fit.bands {
            assert!(count < 500 || (predicted - observed).abs() < 0.05, "{predicted} vs {observed}");
        }
    }
}
