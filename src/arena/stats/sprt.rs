//! The sequential probability ratio test that stops a match as soon as its pairs tell whether the
//! first player is `elo1` or only `elo0` Elo stronger, with error rates `alpha` (accepting H1
//! when H0 holds) and `beta` (the reverse).
//!
//! The log-likelihood ratio is the generalised SPRT's on the pentanomial counts, as fastchess
//! (`SPRT::getLLR_logistic`) and OpenBench (`PentanomialSPRT`) compute it, after Michel Van den
//! Bergh ("Comments on normalized Elo", proposition 1.1): under a hypothesis that expects a mean
//! game score `s`, the pair results' distribution is the one closest to the observed shares
//! `p^_k` that has mean `s`, `p_k = p^_k / (1 + theta (a_k - s))` with `a_k = k / 4` the result's
//! score a game and `theta` the root of `sum p^_k (a_k - s) / (1 + theta (a_k - s)) = 0`; then
//!
//! `LLR = N sum_k p^_k ln(p1_k / p0_k)`
//!
//! with `N` the pairs and `s0`, `s1` = `1 / (1 + 10^(-elo / 400))` for H0's and H1's logistic Elo
//! (the scale the match prints). As both tools do, a result no pair has had yet counts as 0.001
//! pairs, so that every hypothesis has a distribution to be measured against.
//!
//! Why not the older normal approximation `N (s1 - s0)(2 mu - s0 - s1) / (2 sigma^2)` (cutechess-
//! cli, fastchess before 1.0): its variance is zero until two pair results differ, so a match that
//! one side wins pair after pair never stops (the LLR stays 0); regularised as above it goes the
//! other way and accepts H1 after a single won pair (level 5 against level 4 did, at 0 and 30
//! Elo). The likelihood form above stops a one-sided match after about 20 pairs instead.
//! The test stops when the LLR leaves `(ln(beta / (1 - alpha)), ln((1 - beta) / alpha))`: below,
//! H0 is accepted; above, H1.

use super::elo_scale::score_from_elo;
use super::pentanomial::Pentanomial;
use std::fmt;
use std::str::FromStr;

/// The weight of a pair result not seen yet (OpenBench's and fastchess's regularisation).
pub const UNSEEN_RESULT_WEIGHT: f64 = 1e-3;

/// A sequential test's parameters: H0 says the first player is `elo0` stronger, H1 `elo1`
/// (logistic Elo).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What the test says after some pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// The LLR fell to the lower bound: the first player is not `elo1` stronger.
    AcceptH0,
    /// The LLR rose to the upper bound: the first player is at least `elo0` stronger.
    AcceptH1,
    /// Neither bound reached.
    Continue,
}

/// Where a test decided: after pair `pair` (counted from 0), with this LLR.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtDecision {
    pub pair: usize,
    pub verdict: SprtVerdict,
    pub llr: f64,
}

/// Why SPRT parameters were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SprtError {
    /// Not two or four comma-separated values.
    Shape,
    /// A value that is not a finite number (quoted in part).
    NotANumber(String),
    /// `elo0` is not below `elo1`.
    Order,
    /// `alpha` or `beta` outside (0, 1), or their sum not below 1.
    ErrorRates,
}

impl fmt::Display for SprtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SprtError::Shape => write!(f, "the SPRT takes ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA (e.g. 0,10 or 0,10,0.05,0.05)"),
            SprtError::NotANumber(text) => write!(f, "{text} is not a number (the SPRT takes ELO0,ELO1[,ALPHA,BETA])"),
            SprtError::Order => write!(f, "the SPRT's ELO0 must be below its ELO1"),
            SprtError::ErrorRates => write!(f, "the SPRT's ALPHA and BETA must be above 0 with a sum below 1"),
        }
    }
}

impl std::error::Error for SprtError {}

impl Sprt {
    /// A test of `elo0` against `elo1` (logistic Elo) with error rates 0.05.
    pub fn new(elo0: f64, elo1: f64) -> Result<Sprt, SprtError> {
        Sprt { elo0, elo1, alpha: 0.05, beta: 0.05 }.checked()
    }

    /// The same test with error rates `alpha` and `beta`.
    pub fn with_error_rates(self, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        Sprt { alpha, beta, ..self }.checked()
    }

    fn checked(self) -> Result<Sprt, SprtError> {
        if self.elo0.is_nan() || self.elo1.is_nan() || self.elo0 >= self.elo1 {
            return Err(SprtError::Order);
        }
        let rates_fit = self.alpha > 0.0 && self.beta > 0.0 && self.alpha + self.beta < 1.0;
        if !rates_fit {
            return Err(SprtError::ErrorRates);
        }
        Ok(self)
    }

    /// `ln(beta / (1 - alpha))`: at or below it, H0 is accepted.
    pub fn lower_bound(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// `ln((1 - beta) / alpha)`: at or above it, H1 is accepted.
    pub fn upper_bound(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The log-likelihood ratio of H1 against H0 after the pairs of `pentanomial` (0 before any).
    pub fn llr(&self, pentanomial: &Pentanomial) -> f64 {
        if pentanomial.pairs() == 0 {
            return 0.0;
        }
        let weights = pentanomial.counts.map(|count| if count == 0 { UNSEEN_RESULT_WEIGHT } else { f64::from(count) });
        llr_of_weights(weights, score_from_elo(self.elo0), score_from_elo(self.elo1))
    }

    /// What an LLR of `llr` says.
    pub fn verdict(&self, llr: f64) -> SprtVerdict {
        if llr <= self.lower_bound() {
            SprtVerdict::AcceptH0
        } else if llr >= self.upper_bound() {
            SprtVerdict::AcceptH1
        } else {
            SprtVerdict::Continue
        }
    }

    /// The first pair, in order, after which the test decides on the pairs `pair_points` (each
    /// 0 to 2 points for the first player), or None if it never does.
    pub fn first_decision(&self, pair_points: &[f64]) -> Option<SprtDecision> {
        let mut pentanomial = Pentanomial::default();
        pair_points.iter().enumerate().find_map(|(pair, &points)| {
            pentanomial.add_pair(points);
            let llr = self.llr(&pentanomial);
            match self.verdict(llr) {
                SprtVerdict::Continue => None,
                verdict => Some(SprtDecision { pair, verdict, llr }),
            }
        })
    }
}

/// The scores a game of the five pair results: 0, 1/4, 1/2, 3/4, 1.
const RESULT_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// The generalised log-likelihood ratio of a mean game score `s1` against `s0` for pairs
/// observed `weights[k]` times with result `k` (a weight may be 0; both scores must lie strictly
/// between the lowest and the highest result observed).
pub fn llr_of_weights(weights: [f64; 5], s0: f64, s1: f64) -> f64 {
    let total: f64 = weights.iter().sum();
    let shares = weights.map(|w| w / total);
    let (p0, p1) = (closest_with_mean(shares, s0), closest_with_mean(shares, s1));
    total * (0..5).filter(|&k| shares[k] > 0.0).map(|k| shares[k] * (p1[k] / p0[k]).ln()).sum::<f64>()
}

/// The distribution of the five results with mean game score `s` that is most likely to have
/// produced the observed `shares` (Van den Bergh's proposition 1.1): `shares[k] / (1 + theta
/// (a_k - s))`, `theta` found by bisection on the interval where every term stays positive.
pub fn closest_with_mean(shares: [f64; 5], s: f64) -> [f64; 5] {
    let seen: Vec<f64> = (0..5).filter(|&k| shares[k] > 0.0).map(|k| RESULT_SCORES[k]).collect();
    let (lowest, highest) = (seen[0], seen[seen.len() - 1]);
    assert!(lowest < s && s < highest, "a mean of {s} is out of the observed results' reach");
    // Decreasing in theta, from +infinity just above -1 / (highest - s) to -infinity just below
    // -1 / (lowest - s).
    let slope = |theta: f64| -> f64 {
        (0..5).filter(|&k| shares[k] > 0.0).map(|k| shares[k] * (RESULT_SCORES[k] - s) / (1.0 + theta * (RESULT_SCORES[k] - s))).sum()
    };
    let (mut low, mut high) = (-1.0 / (highest - s), -1.0 / (lowest - s));
    for _ in 0..200 {
        let middle = 0.5 * (low + high);
        if middle <= low || middle >= high {
            break;
        }
        if slope(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    let theta = 0.5 * (low + high);
    let mut distribution = [0.0; 5];
    for k in 0..5 {
        distribution[k] = shares[k] / (1.0 + theta * (RESULT_SCORES[k] - s));
    }
    distribution
}

impl FromStr for Sprt {
    type Err = SprtError;

    /// `ELO0,ELO1` or `ELO0,ELO1,ALPHA,BETA` (logistic Elo; alpha and beta 0.05 if not given).
    fn from_str(text: &str) -> Result<Sprt, SprtError> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        if parts.len() != 2 && parts.len() != 4 {
            return Err(SprtError::Shape);
        }
        let numbers = parts
            .iter()
            .map(|part| match part.parse::<f64>() {
                Ok(number) if number.is_finite() => Ok(number),
                _ => Err(SprtError::NotANumber(crate::rules::excerpt::Excerpt::of(part).to_string())),
            })
            .collect::<Result<Vec<f64>, SprtError>>()?;
        let test = Sprt::new(numbers[0], numbers[1])?;
        match numbers[..] {
            [_, _, alpha, beta] => test.with_error_rates(alpha, beta),
            _ => Ok(test),
        }
    }
}

impl fmt::Display for Sprt {
    /// `SPRT elo0 0.0, elo1 10.0 (logistic), alpha 0.05, beta 0.05`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SPRT elo0 {:.1}, elo1 {:.1} (logistic), alpha {}, beta {}", self.elo0, self.elo1, self.alpha, self.beta)
    }
}

impl fmt::Display for SprtVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SprtVerdict::AcceptH0 => "H0 accepted",
            SprtVerdict::AcceptH1 => "H1 accepted",
            SprtVerdict::Continue => "inconclusive",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SeededRng;
    use rand::{RngExt, SeedableRng};

    /// The LLR written out independently of the module's solver: the constrained maximum found by
    /// Newton's method on theta (from 0, halving steps that leave the domain) over the pairs one
    /// by one, each result not yet seen weighing 0.001 pairs.
    fn direct_llr(pairs: &[f64], elo0: f64, elo1: f64) -> f64 {
        let scores = [0.0, 0.25, 0.5, 0.75, 1.0];
        let mut weights = [0.0f64; 5];
        for &points in pairs {
            weights[(points * 2.0) as usize] += 1.0;
        }
        let weights = weights.map(|w| if w == 0.0 { 0.001 } else { w });
        let total: f64 = weights.iter().sum();
        let fitted = |s: f64| -> Vec<f64> {
            let mut theta = 0.0f64;
            for _ in 0..100 {
                let value: f64 = (0..5).map(|k| weights[k] / total * (scores[k] - s) / (1.0 + theta * (scores[k] - s))).sum();
                let derivative: f64 = (0..5).map(|k| -weights[k] / total * ((scores[k] - s) / (1.0 + theta * (scores[k] - s))).powi(2)).sum();
                let mut step = value / derivative;
                while (0..5).any(|k| 1.0 + (theta - step) * (scores[k] - s) <= 0.0) {
                    step /= 2.0;
                }
                theta -= step;
            }
            (0..5).map(|k| weights[k] / total / (1.0 + theta * (scores[k] - s))).collect()
        };
        let score = |elo: f64| 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
        let (p0, p1) = (fitted(score(elo0)), fitted(score(elo1)));
        (0..5).map(|k| weights[k] * (p1[k] / p0[k]).ln()).sum()
    }

    /// The first pair after which `direct_llr` leaves (-2.944, 2.944), for 0 against `elo1` Elo.
    fn direct_crossing(pairs: &[f64], elo1: f64) -> Option<(usize, bool)> {
        let bound = (0.95f64 / 0.05).ln();
        (1..=pairs.len()).find_map(|n| {
            let llr = direct_llr(&pairs[..n], 0.0, elo1);
            (llr.abs() >= bound).then_some((n - 1, llr > 0.0))
        })
    }

    /// Pair results drawn with the given chances of 0, 0.5, 1, 1.5 and 2 points.
    fn pairs(chances: [f64; 5], count: usize, seed: u64) -> Vec<f64> {
        let mut rng = SeededRng::seed_from_u64(seed);
        (0..count)
            .map(|_| {
                let mut u: f64 = rng.random();
                for (k, chance) in chances.iter().enumerate() {
                    if u < *chance {
                        return k as f64 / 2.0;
                    }
                    u -= chance;
                }
                2.0
            })
            .collect()
    }

    #[test]
    fn on_two_results_the_llr_is_the_binomial_one() {
        // Only 0- and 2-point pairs (3 and 7 of them): the closest distribution with mean s puts
        // 1 - s and s on them, so the LLR is the textbook one of 10 Bernoulli trials:
        // 3 ln((1 - s1) / (1 - s0)) + 7 ln(s1 / s0).
        let (s0, s1) = (0.5, score_from_elo(50.0));
        let expected = 3.0 * ((1.0 - s1) / (1.0 - s0)).ln() + 7.0 * (s1 / s0).ln();
        let llr = llr_of_weights([3.0, 0.0, 0.0, 0.0, 7.0], s0, s1);
        assert!((llr - expected).abs() < 1e-9, "{llr} against {expected}");
        let closest = closest_with_mean([0.1, 0.2, 0.3, 0.2, 0.2], 0.6);
        assert!((closest.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{closest:?}");
        assert!((closest.iter().zip(RESULT_SCORES).map(|(p, a)| p * a).sum::<f64>() - 0.6).abs() < 1e-12);
        let test = Sprt::new(0.0, 10.0).unwrap();
        assert!((test.lower_bound() + 2.944_438_979).abs() < 1e-9);
        assert!((test.upper_bound() - 2.944_438_979).abs() < 1e-9);
    }

    #[test]
    fn a_fixed_sequence_crosses_the_bound_where_the_formula_says() {
        let test = Sprt::new(0.0, 10.0).unwrap();
        // A stronger first player: it crosses the upper bound.
        let stronger = pairs([0.05, 0.1, 0.4, 0.2, 0.25], 2000, 7);
        let (pair, upper) = direct_crossing(&stronger, 10.0).expect("the stronger side is found");
        let decision = test.first_decision(&stronger).unwrap();
        assert!(upper && pair > 10, "{pair}");
        assert_eq!((decision.pair, decision.verdict), (pair, SprtVerdict::AcceptH1));
        assert!((decision.llr - direct_llr(&stronger[..=pair], 0.0, 10.0)).abs() < 1e-6);
        // A weaker first player: the lower bound.
        let weaker = pairs([0.2, 0.2, 0.4, 0.1, 0.1], 2000, 8);
        let (pair, upper) = direct_crossing(&weaker, 10.0).expect("the weaker side is found");
        let decision = test.first_decision(&weaker).unwrap();
        assert!(!upper && pair > 10, "{pair}");
        assert_eq!((decision.pair, decision.verdict), (pair, SprtVerdict::AcceptH0));
        // Just before the crossing, the test goes on.
        let mut before = Pentanomial::default();
        weaker[..pair].iter().for_each(|&points| before.add_pair(points));
        assert_eq!(test.verdict(test.llr(&before)), SprtVerdict::Continue);
    }

    #[test]
    fn a_side_that_wins_every_pair_is_decided_after_a_few_pairs() {
        let all_won = [2.0; 100];
        let decision = Sprt::new(0.0, 50.0).unwrap().first_decision(&all_won).unwrap();
        assert_eq!(decision.verdict, SprtVerdict::AcceptH1);
        // About 0.134 a pair (each pair's likelihood ratio once the unseen results are weighed):
        // 22 pairs reach 2.94, just short of 2.944; the 23rd crosses.
        assert_eq!(decision.pair, 22, "{decision:?}");
        assert_eq!(direct_crossing(&all_won, 50.0), Some((22, true)));
    }

    #[test]
    fn parameters_are_parsed_and_checked() {
        let test: Sprt = "0,10".parse().unwrap();
        assert_eq!((test.elo0, test.elo1, test.alpha, test.beta), (0.0, 10.0, 0.05, 0.05));
        let test: Sprt = "-5, 5, 0.1, 0.2".parse().unwrap();
        assert_eq!((test.elo0, test.elo1, test.alpha, test.beta), (-5.0, 5.0, 0.1, 0.2));
        assert_eq!("5".parse::<Sprt>(), Err(SprtError::Shape));
        assert_eq!("0,10,0.05".parse::<Sprt>(), Err(SprtError::Shape));
        assert!(matches!("a,b".parse::<Sprt>(), Err(SprtError::NotANumber(_))));
        assert_eq!("10,0".parse::<Sprt>(), Err(SprtError::Order));
        assert_eq!("0,10,0.6,0.5".parse::<Sprt>(), Err(SprtError::ErrorRates));
        assert_eq!("0,10,0,0.05".parse::<Sprt>(), Err(SprtError::ErrorRates));
    }
}
