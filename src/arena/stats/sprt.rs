//! The sequential probability ratio test that stops a match as soon as its pairs tell whether the
//! first player is `elo1` or only `elo0` Elo stronger, with error rates `alpha` (accepting H1
//! when H0 holds) and `beta` (the reverse).
//!
//! The log-likelihood ratio is the normal approximation of the generalised SPRT (Michel Van den
//! Bergh's, used by fishtest, and in this form by fastchess's `SPRT::getLLR` on pentanomial
//! counts and OpenBench): with `N` pairs, `mu` their mean score a game and `sigma^2` the
//! variance of a pair's mean score (see `pentanomial`),
//!
//! `LLR = N (s1 - s0) (2 mu - s0 - s1) / (2 sigma^2)`
//!
//! where `s0` and `s1` are the scores the two hypotheses expect: `1 / (1 + 10^(-elo / 400))` for
//! logistic Elo (the scale the match prints), or `0.5 + nelo sqrt(2 sigma^2) / (800 / ln 10)` for
//! normalized Elo (fastchess's default). As OpenBench and fastchess do, a result no pair has had
//! yet counts as 0.001 pairs, so that a one-sided start (every pair won) does not have zero
//! variance. The test stops when the LLR leaves `(ln(beta / (1 - alpha)), ln((1 - beta) / alpha))`:
//! below, H0 is accepted; above, H1.

use super::elo_scale::score_from_elo;
use super::pentanomial::Pentanomial;
use std::fmt;
use std::str::FromStr;

/// The weight of a pair result not seen yet (OpenBench's and fastchess's regularisation).
pub const UNSEEN_RESULT_WEIGHT: f64 = 1e-3;

/// The Elo scale the hypotheses are stated on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtModel {
    /// Logistic Elo, the scale of the match's Elo line (cutechess-cli's, OpenBench's).
    Logistic,
    /// Normalized Elo (fastchess's default): Elo differences in units of the results' spread.
    Normalized,
}

/// A sequential test's parameters: H0 says the first player is `elo0` stronger, H1 `elo1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    pub model: SprtModel,
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
        Sprt { elo0, elo1, alpha: 0.05, beta: 0.05, model: SprtModel::Logistic }.checked()
    }

    /// The same test with error rates `alpha` and `beta`.
    pub fn with_error_rates(self, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        Sprt { alpha, beta, ..self }.checked()
    }

    /// The same test on another Elo scale.
    pub fn with_model(self, model: SprtModel) -> Sprt {
        Sprt { model, ..self }
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
        let pairs: f64 = weights.iter().sum();
        let (mean, variance) = Pentanomial::mean_and_variance_of(weights);
        let (s0, s1) = match self.model {
            SprtModel::Logistic => (score_from_elo(self.elo0), score_from_elo(self.elo1)),
            SprtModel::Normalized => {
                let score = |nelo: f64| 0.5 + nelo * (2.0 * variance).sqrt() / (800.0 / std::f64::consts::LN_10);
                (score(self.elo0), score(self.elo1))
            }
        };
        pairs * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
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
        let model = match self.model {
            SprtModel::Logistic => "logistic",
            SprtModel::Normalized => "normalized",
        };
        write!(f, "SPRT elo0 {:.1}, elo1 {:.1} ({model}), alpha {}, beta {}", self.elo0, self.elo1, self.alpha, self.beta)
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

    /// The LLR by the formula, written out over the pairs one by one rather than from counts:
    /// each pair an observation of weight 1, each result not yet seen one of weight 0.001.
    fn direct_llr(pairs: &[f64], s0: f64, s1: f64) -> f64 {
        let mut observations: Vec<(f64, f64)> = pairs.iter().map(|&points| (points / 2.0, 1.0)).collect();
        for result in [0.0, 0.5, 1.0, 1.5, 2.0] {
            if !pairs.contains(&result) {
                observations.push((result / 2.0, 0.001));
            }
        }
        let n: f64 = observations.iter().map(|(_, w)| w).sum();
        let mean = observations.iter().map(|(x, w)| x * w).sum::<f64>() / n;
        let variance = observations.iter().map(|(x, w)| w * (x - mean) * (x - mean)).sum::<f64>() / n;
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The first pair after which `direct_llr` leaves (-2.944, 2.944), for 0 against 10 Elo.
    fn direct_crossing(pairs: &[f64]) -> Option<(usize, bool)> {
        let (s0, s1) = (0.5, 1.0 / (1.0 + 10f64.powf(-10.0 / 400.0)));
        let bound = (0.95f64 / 0.05).ln();
        (1..=pairs.len()).find_map(|n| {
            let llr = direct_llr(&pairs[..n], s0, s1);
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
    fn the_llr_of_known_counts_matches_the_formula() {
        // Counts [1, 2, 3, 2, 2]: mean 0.55, variance 0.0975 (see pentanomial's tests).
        // s1 = 1 / (1 + 10^(-10/400)) = 0.514387; LLR = 10 * 0.014387 * (1.1 - 1.014387) / 0.195.
        let counts = Pentanomial { counts: [1, 2, 3, 2, 2] };
        let test = Sprt::new(0.0, 10.0).unwrap();
        assert!((test.llr(&counts) - 0.063_165_5).abs() < 1e-6, "{}", test.llr(&counts));
        let normalized = test.with_model(SprtModel::Normalized);
        assert!((normalized.llr(&counts) - 0.056_894_9).abs() < 1e-6, "{}", normalized.llr(&counts));
        assert!((test.lower_bound() + 2.944_438_979).abs() < 1e-9);
        assert!((test.upper_bound() - 2.944_438_979).abs() < 1e-9);
    }

    #[test]
    fn a_fixed_sequence_crosses_the_bound_where_the_formula_says() {
        let test = Sprt::new(0.0, 10.0).unwrap();
        // A stronger first player: it crosses the upper bound.
        let stronger = pairs([0.05, 0.1, 0.4, 0.2, 0.25], 2000, 7);
        let (pair, upper) = direct_crossing(&stronger).expect("the stronger side is found");
        let decision = test.first_decision(&stronger).unwrap();
        assert!(upper && pair > 10, "{pair}");
        assert_eq!((decision.pair, decision.verdict), (pair, SprtVerdict::AcceptH1));
        // A weaker first player: the lower bound.
        let weaker = pairs([0.2, 0.2, 0.4, 0.1, 0.1], 2000, 8);
        let (pair, upper) = direct_crossing(&weaker).expect("the weaker side is found");
        let decision = test.first_decision(&weaker).unwrap();
        assert!(!upper);
        assert_eq!((decision.pair, decision.verdict), (pair, SprtVerdict::AcceptH0));
        // Just before the crossing, the test goes on.
        let mut before = Pentanomial::default();
        weaker[..pair].iter().for_each(|&points| before.add_pair(points));
        assert_eq!(test.verdict(test.llr(&before)), SprtVerdict::Continue);
    }

    #[test]
    fn a_side_that_wins_every_pair_is_decided_at_once() {
        // Only 2-point pairs: every other result weighs 0.001, so the variance is tiny and the
        // first pair already crosses (as in OpenBench and fastchess).
        let decision = Sprt::new(0.0, 10.0).unwrap().first_decision(&[2.0; 10]).unwrap();
        assert_eq!((decision.pair, decision.verdict), (0, SprtVerdict::AcceptH1));
        assert_eq!(direct_crossing(&[2.0; 10]), Some((0, true)));
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
