//! Ratings of a round robin by maximum likelihood under the Bradley-Terry model (as BayesElo and
//! Ordo fit rating lists): player i scores against j with probability
//! `1 / (1 + 10^((r_j - r_i) / 400))`, a draw counting as half a win.
//!
//! - **The fit** is Hunter's MM algorithm ("MM algorithms for generalized Bradley-Terry models",
//!   Annals of Statistics 2004): with `gamma_i = 10^(r_i / 400)`, `W_i` i's points and `n_ij`
//!   the games of i and j, repeat `gamma_i <- W_i / sum_j n_ij / (gamma_i + gamma_j)` until
//!   nothing moves; each step raises the likelihood, and it converges to the maximum whenever one
//!   exists.
//! - **A maximum exists** only among players who each took points, directly or through others,
//!   from every other (the strongly connected groups of "i took points from j", Zermelo's
//!   condition). A player who lost every game has no finite maximum: its likelihood grows as its
//!   rating falls without end. So only one group is fitted (the anchor's, or the largest, the
//!   first listed among equals), and a player outside it is reported as below (or above) the
//!   whole group with no number of its own, rather than a number made up by a prior.
//! - **The anchor** fixes what the model leaves free: one player at a given Elo, or the fitted
//!   players' mean.
//! - **The intervals** are the normal approximation at the maximum: the inverse of the Fisher
//!   information (`-(ln10/400)^2 n_ij p_ij (1 - p_ij)` off the diagonal, and minus the row's
//!   sum on it), which gives each rating's variance relative to the anchor: 1.96 standard
//!   deviations either side. They treat games as independent and a draw as a half win, so they
//!   are a little wide when draws are common and a little narrow when paired games correlate.

use super::elo_scale::Z95;
use std::fmt;

/// What fixes the ratings' origin.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Anchor {
    /// Player `index` is at `elo` (its interval is 0; the others' are relative to it).
    Player { index: usize, elo: f64 },
    /// The fitted players' mean is this Elo.
    Mean(f64),
}

/// One player's place in a fit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rating {
    /// A fitted Elo and the half-width of its 95% interval, relative to the anchor.
    Fitted { elo: f64, margin95: f64 },
    /// Took no points from the fitted group (directly or through the players it beat): below
    /// every fitted player; `bound` is the lowest fitted Elo.
    Below { bound: f64 },
    /// Lost no points to the fitted group: above every fitted player; `bound` is the highest.
    Above { bound: f64 },
    /// Played no games linking it to the fitted group.
    Unconnected,
}

impl Rating {
    /// The fitted Elo, or None for a player outside the fitted group.
    pub fn elo(&self) -> Option<f64> {
        match self {
            Rating::Fitted { elo, .. } => Some(*elo),
            _ => None,
        }
    }
}

impl fmt::Display for Rating {
    /// `1523 +/- 45`, `< 850`, `> 2100` or `?`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rating::Fitted { elo, margin95 } if *margin95 > 0.0 => write!(f, "{elo:.0} +/- {margin95:.0}"),
            Rating::Fitted { elo, .. } => write!(f, "{elo:.0}"),
            Rating::Below { bound } => write!(f, "< {bound:.0}"),
            Rating::Above { bound } => write!(f, "> {bound:.0}"),
            Rating::Unconnected => write!(f, "?"),
        }
    }
}

/// A fit's ratings, in the players' order, and the anchor they rest on.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingFit {
    pub ratings: Vec<Rating>,
    pub anchor: Anchor,
}

/// How close the MM iterations must come to a fixed point (in natural-log units of gamma).
const TOLERANCE: f64 = 1e-12;
/// A cap on the iterations, far above what a dozen players need.
const MAX_ITERATIONS: usize = 200_000;
/// ln(10) / 400: the derivative of ln(gamma) with respect to the Elo rating.
const ELO_UNIT: f64 = std::f64::consts::LN_10 / 400.0;

/// The maximum-likelihood ratings of players who took `scores[i][j]` points from j in
/// `games[i][j]` games (both square, symmetric games), anchored by `anchor`.
pub fn fit_ratings(scores: &[Vec<f64>], games: &[Vec<f64>], anchor: Anchor) -> RatingFit {
    let n = scores.len();
    let reach = took_points_from(scores, games);
    let same_group = |i: usize, j: usize| reach[i][j] && reach[j][i];
    let group: Vec<usize> = match anchor {
        Anchor::Player { index, .. } => (0..n).filter(|&j| same_group(index, j)).collect(),
        Anchor::Mean(_) => (0..n)
            .map(|i| (0..n).filter(|&j| same_group(i, j)).collect::<Vec<usize>>())
            .fold(Vec::new(), |best, candidate| if candidate.len() > best.len() { candidate } else { best }),
    };
    let mut ratings = vec![Rating::Unconnected; n];
    if group.is_empty() {
        return RatingFit { ratings, anchor };
    }
    let raw = mm_ratings(scores, games, &group);
    let covariance = covariance(games, &group, &raw);
    let m = group.len();
    // The contrast each rating is read through: itself minus the anchor.
    let contrast = |member: usize| -> Vec<f64> {
        let mut weights = vec![0.0; m];
        weights[member] += 1.0;
        match anchor {
            Anchor::Player { index, .. } => {
                let anchor_member = group.iter().position(|&p| p == index).expect("the anchor is in its group");
                weights[anchor_member] -= 1.0;
            }
            Anchor::Mean(_) => weights.iter_mut().for_each(|w| *w -= 1.0 / m as f64),
        }
        weights
    };
    let origin = match anchor {
        Anchor::Player { index, elo } => elo - raw[group.iter().position(|&p| p == index).expect("anchor in group")],
        Anchor::Mean(elo) => elo - raw.iter().sum::<f64>() / m as f64,
    };
    for (member, &player) in group.iter().enumerate() {
        let weights = contrast(member);
        let variance: f64 = (0..m).flat_map(|a| (0..m).map(move |b| (a, b))).map(|(a, b)| weights[a] * weights[b] * covariance[a][b]).sum();
        ratings[player] = Rating::Fitted { elo: raw[member] + origin, margin95: Z95 * variance.max(0.0).sqrt() };
    }
    let fitted: Vec<f64> = group.iter().filter_map(|&p| ratings[p].elo()).collect();
    let lowest = fitted.iter().copied().fold(f64::INFINITY, f64::min);
    let highest = fitted.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let member = group[0];
    for player in 0..n {
        if group.contains(&player) {
            continue;
        }
        ratings[player] = if reach[player][member] {
            Rating::Above { bound: highest }
        } else if reach[member][player] {
            Rating::Below { bound: lowest }
        } else {
            Rating::Unconnected
        };
    }
    RatingFit { ratings, anchor }
}

/// `reach[i][j]`: i took points from j, directly or through a chain of players each of whom
/// took points from the next (the transitive closure, with `reach[i][i]`).
fn took_points_from(scores: &[Vec<f64>], games: &[Vec<f64>]) -> Vec<Vec<bool>> {
    let n = scores.len();
    let mut reach: Vec<Vec<bool>> = (0..n).map(|i| (0..n).map(|j| i == j || (games[i][j] > 0.0 && scores[i][j] > 0.0)).collect()).collect();
    for k in 0..n {
        let through_k = reach[k].clone();
        for row in reach.iter_mut().filter(|row| row[k]) {
            row.iter_mut().zip(&through_k).for_each(|(cell, &via)| *cell |= via);
        }
    }
    reach
}

/// The members' maximum-likelihood Elo ratings (up to a common shift) by Hunter's MM algorithm.
fn mm_ratings(scores: &[Vec<f64>], games: &[Vec<f64>], group: &[usize]) -> Vec<f64> {
    let m = group.len();
    let points: Vec<f64> = group.iter().map(|&i| group.iter().map(|&j| if i == j { 0.0 } else { scores[i][j] }).sum()).collect();
    let mut gamma = vec![1.0f64; m];
    for _ in 0..MAX_ITERATIONS {
        let next: Vec<f64> = (0..m)
            .map(|a| {
                let denominator: f64 = (0..m)
                    .filter(|&b| b != a)
                    .map(|b| games[group[a]][group[b]] / (gamma[a] + gamma[b]))
                    .sum();
                if denominator > 0.0 {
                    points[a] / denominator
                } else {
                    gamma[a]
                }
            })
            .collect();
        // Rescale to a geometric mean of 1: the model fixes only ratios.
        let log_mean = next.iter().map(|g| g.ln()).sum::<f64>() / m as f64;
        let next: Vec<f64> = next.iter().map(|g| (g.ln() - log_mean).exp()).collect();
        let change = next.iter().zip(&gamma).map(|(a, b)| (a.ln() - b.ln()).abs()).fold(0.0, f64::max);
        gamma = next;
        if change < TOLERANCE {
            break;
        }
    }
    gamma.iter().map(|g| g.ln() / ELO_UNIT).collect()
}

/// The covariance (Elo^2) of the members' ratings at `elo` with the first member held fixed: the
/// inverse of the Fisher information without the first member's row and column, bordered by 0.
fn covariance(games: &[Vec<f64>], group: &[usize], elo: &[f64]) -> Vec<Vec<f64>> {
    let m = group.len();
    let mut information = vec![vec![0.0; m]; m];
    for a in 0..m {
        for b in 0..m {
            if a != b {
                let p = 1.0 / (1.0 + 10f64.powf((elo[b] - elo[a]) / 400.0));
                let weight = ELO_UNIT * ELO_UNIT * games[group[a]][group[b]] * p * (1.0 - p);
                information[a][b] -= weight;
                information[a][a] += weight;
            }
        }
    }
    let reduced: Vec<Vec<f64>> = information[1..].iter().map(|row| row[1..].to_vec()).collect();
    let inverse = invert(reduced);
    let mut covariance = vec![vec![0.0; m]; m];
    for a in 1..m {
        for b in 1..m {
            covariance[a][b] = inverse[a - 1][b - 1];
        }
    }
    covariance
}

/// The inverse of a small symmetric positive definite matrix, by Gauss-Jordan elimination with
/// partial pivoting.
fn invert(mut matrix: Vec<Vec<f64>>) -> Vec<Vec<f64>> {
    let n = matrix.len();
    let mut inverse: Vec<Vec<f64>> = (0..n).map(|i| (0..n).map(|j| if i == j { 1.0 } else { 0.0 }).collect()).collect();
    for column in 0..n {
        let pivot = (column..n).max_by(|&a, &b| matrix[a][column].abs().total_cmp(&matrix[b][column].abs())).expect("a row");
        matrix.swap(column, pivot);
        inverse.swap(column, pivot);
        let scale = matrix[column][column];
        for j in 0..n {
            matrix[column][j] /= scale;
            inverse[column][j] /= scale;
        }
        for row in 0..n {
            if row != column {
                let factor = matrix[row][column];
                for j in 0..n {
                    matrix[row][j] -= factor * matrix[column][j];
                    inverse[row][j] -= factor * inverse[column][j];
                }
            }
        }
    }
    inverse
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::stats::elo_scale::score_from_elo;
    use crate::rng::SeededRng;
    use rand::{RngExt, SeedableRng};

    /// `games_per_pair` simulated games (no draws) between players of the planted ratings.
    fn simulate(planted: &[f64], games_per_pair: usize, seed: u64) -> (Vec<Vec<f64>>, Vec<Vec<f64>>) {
        let n = planted.len();
        let mut rng = SeededRng::seed_from_u64(seed);
        let mut scores = vec![vec![0.0; n]; n];
        let mut games = vec![vec![0.0; n]; n];
        for i in 0..n {
            for j in i + 1..n {
                for _ in 0..games_per_pair {
                    let first_wins = rng.random::<f64>() < score_from_elo(planted[i] - planted[j]);
                    let (winner, loser) = if first_wins { (i, j) } else { (j, i) };
                    scores[winner][loser] += 1.0;
                    games[i][j] += 1.0;
                    games[j][i] += 1.0;
                }
            }
        }
        (scores, games)
    }

    #[test]
    fn the_fit_recovers_planted_ratings_within_its_intervals() {
        let planted = [1000.0, 1080.0, 1160.0, 1300.0, 1450.0, 1600.0];
        let (scores, games) = simulate(&planted, 200, 1);
        let fit = fit_ratings(&scores, &games, Anchor::Player { index: 0, elo: 1000.0 });
        assert_eq!(fit.ratings[0], Rating::Fitted { elo: 1000.0, margin95: 0.0 });
        for (i, rating) in fit.ratings.iter().enumerate().skip(1) {
            let Rating::Fitted { elo, margin95 } = *rating else { panic!("{rating:?}") };
            assert!((elo - planted[i]).abs() <= margin95, "player {i}: {elo:.1} +/- {margin95:.1}, planted {}", planted[i]);
            assert!(margin95 > 20.0 && margin95 < 80.0, "{margin95}");
        }
    }

    #[test]
    fn the_fit_solves_the_likelihood_equations() {
        // At the maximum, every player's expected points equal its points.
        let (scores, games) = simulate(&[0.0, 50.0, 120.0, 400.0], 30, 2);
        let fit = fit_ratings(&scores, &games, Anchor::Mean(1500.0));
        let elo: Vec<f64> = fit.ratings.iter().map(|r| r.elo().unwrap()).collect();
        assert!((elo.iter().sum::<f64>() / 4.0 - 1500.0).abs() < 1e-9);
        for i in 0..4 {
            let points: f64 = scores[i].iter().sum();
            let expected: f64 = (0..4).filter(|&j| j != i).map(|j| games[i][j] * score_from_elo(elo[i] - elo[j])).sum();
            assert!((points - expected).abs() < 1e-6, "player {i}: {points} points, {expected} expected");
        }
    }

    #[test]
    fn a_player_that_lost_every_game_is_below_the_rest_with_no_number() {
        // Player 0 lost all its games, player 3 won all of its; 1 and 2 split theirs.
        let scores = vec![
            vec![0.0, 0.0, 0.0, 0.0],
            vec![4.0, 0.0, 2.5, 0.0],
            vec![4.0, 1.5, 0.0, 0.0],
            vec![4.0, 4.0, 4.0, 0.0],
        ];
        let games = vec![vec![0.0, 4.0, 4.0, 4.0], vec![4.0, 0.0, 4.0, 4.0], vec![4.0, 4.0, 0.0, 4.0], vec![4.0, 4.0, 4.0, 0.0]];
        let fit = fit_ratings(&scores, &games, Anchor::Player { index: 2, elo: 1500.0 });
        let Rating::Fitted { elo: second, .. } = fit.ratings[1] else { panic!("{:?}", fit.ratings) };
        // 2.5 of 4 points: 400 log10(2.5 / 1.5) = 88.7 Elo above player 2.
        assert!((second - 1588.7).abs() < 0.1, "{second}");
        assert_eq!(fit.ratings[0], Rating::Below { bound: 1500.0 });
        assert_eq!(fit.ratings[0].to_string(), "< 1500");
        assert_eq!(fit.ratings[3], Rating::Above { bound: second });
        // The mean anchor fits the largest group, with the same result.
        let by_mean = fit_ratings(&scores, &games, Anchor::Mean(1000.0));
        assert_eq!(by_mean.ratings[0].to_string(), format!("< {:.0}", 1000.0 - 88.7 / 2.0));
    }
}
