//! Game pairs that share an opening, colours swapped: the pentanomial count of their points
//! (0, 1/2, 1, 3/2 or 2 for the first player, fastchess's `Ptnml(0-2)`), and the Elo difference
//! with its 95% interval and likelihood of superiority computed from it.
//!
//! A pair's two games are correlated (a lopsided opening favours one colour in both), so the
//! variance of the mean score is estimated from the spread of the pairs' results, not of the
//! games': the pentanomial model of fastchess and OpenBench. With `N` pairs, `p_k` the share of
//! pairs scoring `k / 4` a game (k = 0..4), the mean game score is `mu = sum p_k k/4` and the
//! variance of one pair's mean `sigma^2 = sum p_k (k/4 - mu)^2`; the standard error of `mu` is
//! `sqrt(sigma^2 / N)`.

use super::elo_scale::{elo_from_score, format_elo, normal_cdf, Z95};
use std::fmt;

/// The five results a pair can have, as its points for the first player: index `k` holds the
/// pairs that scored `k / 2` points out of 2.
pub const PAIR_POINTS: [f64; 5] = [0.0, 0.5, 1.0, 1.5, 2.0];

/// How many game pairs ended with each of the five results, from the first player's view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pentanomial {
    /// `counts[k]`: the pairs in which the first player took `k / 2` points.
    pub counts: [u32; 5],
}

/// An Elo difference with its 95% interval and likelihood of superiority.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The Elo difference of the mean score (infinite at a perfect score or a zero).
    pub elo: f64,
    /// The 95% interval: the Elo of the mean score minus and plus 1.96 standard errors.
    pub low: f64,
    pub high: f64,
    /// The likelihood of superiority, `Phi((mu - 0.5) / standard error)`: the chance that the
    /// first player is the stronger (1 or 0 when every pair ended alike on one side of 1 point).
    pub los: f64,
}

impl Pentanomial {
    /// Counts one pair in which the first player took `points` (0, 0.5, 1, 1.5 or 2).
    pub fn add_pair(&mut self, points: f64) {
        let index = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.counts[index] += 1;
    }

    /// The pairs of consecutive games `(0, 1), (2, 3), ...` of `scores` (each 1, 0.5 or 0 for the
    /// first player); an odd last game is left out.
    pub fn from_game_scores(scores: &[f64]) -> Pentanomial {
        let mut pentanomial = Pentanomial::default();
        for pair in scores.chunks_exact(2) {
            pentanomial.add_pair(pair[0] + pair[1]);
        }
        pentanomial
    }

    /// Pairs counted.
    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// The mean score a game (0 to 1) and the variance of a pair's mean score, from the shares
    /// `weights[k] / sum(weights)` of the five results.
    pub fn mean_and_variance_of(weights: [f64; 5]) -> (f64, f64) {
        let total: f64 = weights.iter().sum();
        if total <= 0.0 {
            return (0.5, 0.0);
        }
        let value = |k: usize| PAIR_POINTS[k] / 2.0;
        let mean: f64 = (0..5).map(|k| weights[k] / total * value(k)).sum();
        let variance: f64 = (0..5).map(|k| weights[k] / total * (value(k) - mean).powi(2)).sum();
        (mean, variance)
    }

    /// The mean score a game and the variance of a pair's mean score of the counted pairs.
    pub fn mean_and_variance(&self) -> (f64, f64) {
        Pentanomial::mean_and_variance_of(self.counts.map(f64::from))
    }

    /// The Elo difference of the counted pairs with its 95% interval and LOS (fastchess's
    /// pentanomial Elo and LOS); with fewer than two pairs the interval is unbounded and the LOS
    /// 50%, for one pair says nothing of the spread.
    pub fn elo(&self) -> EloEstimate {
        let (mean, variance) = self.mean_and_variance();
        let pairs = self.pairs() as f64;
        let elo = elo_from_score(mean);
        if pairs < 2.0 {
            return EloEstimate { elo, low: f64::NEG_INFINITY, high: f64::INFINITY, los: 0.5 };
        }
        let error = (variance / pairs).sqrt();
        let los = if error > 0.0 {
            normal_cdf((mean - 0.5) / error)
        } else if mean > 0.5 {
            1.0
        } else if mean < 0.5 {
            0.0
        } else {
            0.5
        };
        EloEstimate { elo, low: elo_from_score(mean - Z95 * error), high: elo_from_score(mean + Z95 * error), los }
    }
}

impl fmt::Display for Pentanomial {
    /// `pairs 40, points 0/0.5/1/1.5/2: [2, 0, 10, 1, 27]`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d, e] = self.counts;
        write!(f, "pairs {}, points 0/0.5/1/1.5/2: [{a}, {b}, {c}, {d}, {e}]", self.pairs())
    }
}

impl fmt::Display for EloEstimate {
    /// `Elo +85.2 (95%: +48.3 to +125.0), LOS 100.0%`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Elo {} (95%: {} to {}), LOS {:.1}%",
            format_elo(self.elo),
            format_elo(self.low),
            format_elo(self.high),
            100.0 * self.los
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_counted_by_their_points() {
        let scores = [1.0, 0.0, 1.0, 1.0, 0.5, 1.0, 0.0, 0.0, 1.0];
        let pentanomial = Pentanomial::from_game_scores(&scores);
        assert_eq!(pentanomial.counts, [1, 0, 1, 1, 1], "the odd last game is left out");
        assert_eq!(pentanomial.to_string(), "pairs 4, points 0/0.5/1/1.5/2: [1, 0, 1, 1, 1]");
    }

    /// Worked by hand: pairs [1, 2, 3, 2, 2] (10 pairs). Mean score
    /// (0*1 + 0.25*2 + 0.5*3 + 0.75*2 + 1*2) / 10 = 5.5 / 10 = 0.55. Variance of a pair's mean:
    /// (1*0.3025 + 2*0.09 + 3*0.0025 + 2*0.04 + 2*0.2025) / 10 = 0.975 / 10 = 0.0975; standard
    /// error sqrt(0.0975 / 10) = 0.098742. Elo -400 log10(1/0.55 - 1) = 34.860; the interval's
    /// scores 0.55 -+ 1.959964 * 0.098742 = 0.356470 and 0.743530, Elo -102.62 and +184.91;
    /// LOS Phi(0.05 / 0.098742) = Phi(0.50637) = 0.69370.
    #[test]
    fn elo_and_los_match_the_hand_computed_values() {
        let pentanomial = Pentanomial { counts: [1, 2, 3, 2, 2] };
        let (mean, variance) = pentanomial.mean_and_variance();
        assert!((mean - 0.55).abs() < 1e-12 && (variance - 0.0975).abs() < 1e-12);
        let estimate = pentanomial.elo();
        assert!((estimate.elo - 34.860).abs() < 0.01, "{estimate:?}");
        assert!((estimate.low + 102.62).abs() < 0.02, "{estimate:?}");
        assert!((estimate.high - 184.91).abs() < 0.02, "{estimate:?}");
        assert!((estimate.los - 0.69370).abs() < 1e-4, "{estimate:?}");
        assert_eq!(estimate.to_string(), "Elo +34.9 (95%: -102.6 to +184.9), LOS 69.4%");
    }

    #[test]
    fn one_sided_results_have_certain_los() {
        let sweep = Pentanomial { counts: [0, 0, 0, 0, 5] }.elo();
        assert_eq!((sweep.elo, sweep.los), (f64::INFINITY, 1.0));
        let mirrored = Pentanomial { counts: [0, 0, 7, 0, 0] }.elo();
        assert_eq!((mirrored.elo, mirrored.low, mirrored.high, mirrored.los), (0.0, 0.0, 0.0, 0.5));
    }
}
