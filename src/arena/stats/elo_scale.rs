//! The logistic Elo scale of the chess rating lists and the normal approximation the match
//! statistics use: a score (0 to 1) to an Elo difference and back, and the normal distribution's
//! cumulative function for likelihoods of superiority.

/// The two-sided 95% quantile of the standard normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Elo difference whose expected score is `score`: `-400 log10(1 / score - 1)`; infinite at
/// a score of 0 or 1.
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The expected score (0 to 1) of a player `elo` points stronger: `1 / (1 + 10^(-elo / 400))`.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// P(Z <= x) for a standard normal Z, to about 1e-7 (through [`erf`]).
pub fn normal_cdf(x: f64) -> f64 {
    0.5 * (1.0 + erf(x / std::f64::consts::SQRT_2))
}

/// The error function, by Abramowitz and Stegun's formula 7.1.26 (absolute error below 1.5e-7),
/// which is plenty for a percentage printed with one decimal.
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let polynomial = t * (0.254_829_592 + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let magnitude = 1.0 - polynomial * (-x * x).exp();
    if x < 0.0 {
        -magnitude
    } else {
        magnitude
    }
}

/// An Elo difference as printed: a sign, one decimal, `+inf`/`-inf` past a perfect score.
pub fn format_elo(elo: f64) -> String {
    if elo.is_infinite() {
        (if elo > 0.0 { "+inf" } else { "-inf" }).to_string()
    } else {
        format!("{elo:+.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_maps_scores_to_elo_and_back() {
        // 3/4 of the points: 400 log10(3) = 190.85 Elo.
        assert!((elo_from_score(0.75) - 190.848_501_887_864_9).abs() < 1e-9);
        assert_eq!(elo_from_score(0.5), 0.0);
        assert!((score_from_elo(190.848_501_887_864_9) - 0.75).abs() < 1e-12);
        assert_eq!(elo_from_score(1.0), f64::INFINITY);
        assert_eq!(format_elo(-12.345), "-12.3");
        assert_eq!(format_elo(f64::INFINITY), "+inf");
    }

    #[test]
    fn the_normal_cdf_matches_its_table() {
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((normal_cdf(1.0) - 0.841_344_746).abs() < 2e-7);
        assert!((normal_cdf(Z95) - 0.975).abs() < 2e-7);
        assert!((normal_cdf(-2.0) - 0.022_750_132).abs() < 2e-7);
    }
}
