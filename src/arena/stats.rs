//! Scores with confidence intervals, and Elo ratings fitted to pairwise results.

use std::fmt;

/// Wins, draws and losses from one side's view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Adds one game scored 1, 0.5 or 0.
    pub fn add(&mut self, score: f64) {
        if score > 0.75 {
            self.wins += 1;
        } else if score > 0.25 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// (wins + draws / 2) / games, from 0 to 1.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// Half-width of the 95% confidence interval of the score (normal approximation).
    pub fn margin95(&self) -> f64 {
        let n = self.games() as f64;
        if n < 2.0 {
            return 1.0;
        }
        let mean = self.score();
        let square_mean = (self.wins as f64 + 0.25 * self.draws as f64) / n;
        let variance = (square_mean - mean * mean).max(0.0);
        1.96 * (variance / n).sqrt()
    }
}

impl fmt::Display for Tally {
    /// `score 87.5% +/- 9.1 (W 17 D 1 L 2)`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "score {:.1}% +/- {:.1} (W {} D {} L {})",
            100.0 * self.score(),
            100.0 * self.margin95(),
            self.wins,
            self.draws,
            self.losses
        )
    }
}

/// Elo ratings (mean 1500) that best explain `scores[i][j]`, the points player i took from
/// `games[i][j]` games against j: a Bradley-Terry fit by gradient ascent on the likelihood.
pub fn fit_elo(scores: &[Vec<f64>], games: &[Vec<f64>]) -> Vec<f64> {
    let n = scores.len();
    let mut ratings = vec![0.0f64; n];
    for _ in 0..5000 {
        let mut gradient = vec![0.0; n];
        for i in 0..n {
            for j in 0..n {
                if i != j && games[i][j] > 0.0 {
                    let expected = 1.0 / (1.0 + 10f64.powf((ratings[j] - ratings[i]) / 400.0));
                    gradient[i] += scores[i][j] - games[i][j] * expected;
                }
            }
        }
        for (rating, slope) in ratings.iter_mut().zip(&gradient) {
            // A small pull towards the mean keeps perfect scores from running off to infinity.
            *rating += 4.0 * slope - 0.01 * *rating;
        }
    }
    let mean = ratings.iter().sum::<f64>() / n.max(1) as f64;
    ratings.iter().map(|r| r - mean + 1500.0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_reads_like_the_issue_example() {
        let tally = Tally { wins: 17, draws: 1, losses: 2 };
        // variance (17 + 0.25) / 20 - 0.875^2 = 0.096875; 1.96 * sqrt(0.096875 / 20) = 0.136
        assert_eq!(tally.to_string(), "score 87.5% +/- 13.6 (W 17 D 1 L 2)");
    }

    #[test]
    fn elo_orders_players_by_results() {
        let scores = vec![vec![0.0, 6.0, 9.0], vec![4.0, 0.0, 7.0], vec![1.0, 3.0, 0.0]];
        let games = vec![vec![0.0, 10.0, 10.0], vec![10.0, 0.0, 10.0], vec![10.0, 10.0, 0.0]];
        let elo = fit_elo(&scores, &games);
        assert!(elo[0] > elo[1] && elo[1] > elo[2], "{elo:?}");
        assert!((elo.iter().sum::<f64>() / 3.0 - 1500.0).abs() < 1e-6);
    }
}
