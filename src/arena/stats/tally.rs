//! The trinomial count of single games (wins, draws, losses) and its score with a 95% interval.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_reads_like_the_issue_example() {
        let tally = Tally { wins: 17, draws: 1, losses: 2 };
        // variance (17 + 0.25) / 20 - 0.875^2 = 0.096875; 1.96 * sqrt(0.096875 / 20) = 0.136
        assert_eq!(tally.to_string(), "score 87.5% +/- 13.6 (W 17 D 1 L 2)");
    }
}
