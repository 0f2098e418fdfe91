//! Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", Boston University, 2013): a
//! player's rating `r`, rating deviation `RD` and volatility `σ`, updated once per rating period
//! from the games of that period, all treated as played at once.
//!
//! The steps are the paper's: convert to the Glicko-2 scale (`μ = (r - 1500) / 173.7178`,
//! `φ = RD / 173.7178`), compute the estimated variance `v` and improvement `Δ` from the games,
//! find the new volatility by the Illinois algorithm (regula falsi, tolerance `ε = 0.000001`),
//! widen `φ` by it, then shrink it by the games and move `μ`. A period without games only
//! widens the deviation: `φ' = √(φ² + σ²)`.

use std::f64::consts::PI;

/// The factor between the Glicko scale and the Glicko-2 scale.
pub const SCALE: f64 = 173.7178;

/// A new player's rating, deviation and volatility (the paper's defaults).
pub const START: Rating = Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 };

/// The system constant τ: how much the volatility may change in a period (the paper suggests
/// 0.3 to 1.2; the example uses 0.5).
pub const TAU: f64 = 0.5;

/// The Illinois algorithm's convergence tolerance.
const EPSILON: f64 = 0.000_001;

/// A player's strength on the Glicko scale: the rating, its deviation (one standard deviation of
/// the estimate, in rating points) and the volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// One game of a rating period: the opponent's rating and deviation, and the player's score
/// (1 a win, ½ a draw, 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub opponent: f64,
    pub opponent_deviation: f64,
    pub score: f64,
}

/// The paper's `g(φ)`: how much an opponent's uncertainty damps what a game says.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// The paper's `E(μ, μj, φj)`: the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The expected score of a player rated `rating` (deviation `deviation`) against an opponent
/// rated `opponent` (deviation `opponent_deviation`), as the update uses it.
pub fn expected_score(rating: f64, opponent: f64, opponent_deviation: f64) -> f64 {
    expected((rating - 1500.0) / SCALE, (opponent - 1500.0) / SCALE, opponent_deviation / SCALE)
}

impl Rating {
    /// The rating after one period with `games` (none: only the deviation grows), with the
    /// system constant `tau`.
    pub fn update(self, games: &[Game], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            return Rating { deviation: (phi * phi + sigma * sigma).sqrt() * SCALE, ..self };
        }
        // Step 3 and 4: the estimated variance and improvement.
        let mut information = 0.0;
        let mut improvement = 0.0;
        for game in games {
            let mu_j = (game.opponent - 1500.0) / SCALE;
            let phi_j = game.opponent_deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            information += g(phi_j).powi(2) * e * (1.0 - e);
            improvement += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / information;
        let delta = v * improvement;
        // Step 5: the new volatility.
        let sigma = new_volatility(phi, sigma, v, delta, tau);
        // Steps 6 and 7: widen by it, then shrink by the games and move.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * improvement;
        // Step 8: back to the Glicko scale.
        Rating { rating: 1500.0 + SCALE * mu, deviation: SCALE * phi, volatility: sigma }
    }

    /// The rating after `periods` periods without games: `φ' = √(φ² + n σ²)`, at most
    /// `ceiling` (in rating points).
    pub fn idle(self, periods: u32, ceiling: f64) -> Rating {
        let phi = self.deviation / SCALE;
        let widened = (phi * phi + periods as f64 * self.volatility * self.volatility).sqrt() * SCALE;
        Rating { deviation: widened.min(ceiling.max(self.deviation)), ..self }
    }
}

/// Step 5: the volatility `σ'` solving `f(x) = 0` for `x = ln σ'²`, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * denominator * denominator) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // At most a few dozen steps in practice; the bound only guards against a NaN loop.
    for _ in 0..200 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: 1500 (RD 200, σ 0.06) beats 1400 (RD 30), loses to 1550
    /// (RD 100) and to 1700 (RD 300), with τ = 0.5: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    #[test]
    fn the_papers_worked_example() {
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            Game { opponent: 1400.0, opponent_deviation: 30.0, score: 1.0 },
            Game { opponent: 1550.0, opponent_deviation: 100.0, score: 0.0 },
            Game { opponent: 1700.0, opponent_deviation: 300.0, score: 0.0 },
        ];
        let after = player.update(&games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.000_01, "{after:?}");
    }

    #[test]
    fn a_period_without_games_widens_the_deviation_only() {
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let after = player.update(&[], TAU);
        assert_eq!((after.rating, after.volatility), (1500.0, 0.06));
        let expected = ((200.0 / SCALE).powi(2) + 0.06f64.powi(2)).sqrt() * SCALE;
        assert!((after.deviation - expected).abs() < 1e-9 && after.deviation > 200.0, "{after:?}");
        assert_eq!(player.idle(1, 350.0), after);
        assert_eq!(player.idle(100_000, 350.0).deviation, 350.0, "never past the ceiling");
    }

    #[test]
    fn a_win_raises_and_a_loss_lowers_the_rating() {
        let game = |score| Game { opponent: 1500.0, opponent_deviation: 50.0, score };
        assert!(START.update(&[game(1.0)], TAU).rating > 1500.0);
        assert!(START.update(&[game(0.0)], TAU).rating < 1500.0);
        assert!((START.update(&[game(0.5)], TAU).rating - 1500.0).abs() < 1e-9);
        assert!((expected_score(1500.0, 1500.0, 50.0) - 0.5).abs() < 1e-12);
    }
}
