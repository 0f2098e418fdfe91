//! Matches between two levels, and tournaments among many (round robins, or the pairs a
//! schedule picks).

use super::game::{play_players, GameOutcome};
use super::parallel::run_indexed;
use super::player::{Entrants, Player};
use super::progress::Progress;
use super::schedule::all_pairs;
use super::stats::{fit_ratings, Anchor, Pentanomial, RatingFit, Tally};
use crate::gtp::EngineError;
use crate::Strength;
use crate::rng::derived_seed;
use crate::rules::color::Color;
use crate::search::SearchLimits;
use std::sync::atomic::{AtomicBool, Ordering};

/// The Elo of the fitted levels' mean when a round robin names no anchor.
pub const MEAN_ELO: f64 = 1500.0;

/// The seed of game `index` of a run seeded with `seed`.
fn game_seed(seed: u64, index: usize) -> u64 {
    derived_seed(seed, index as u64)
}

/// One pairing to play: who is White, who is Black, how many random opening moves, the seed.
#[derive(Clone, Copy, Debug)]
pub struct Pairing {
    pub white: Player,
    pub black: Player,
    pub opening: u32,
    pub seed: u64,
}

/// Plays every pairing on all cores, showing progress; outcomes in pairing order, or the first
/// game's error (an external engine that failed) in pairing order.
pub fn play_all(pairings: &[Pairing], limits: &SearchLimits, entrants: &Entrants, label: &str) -> Result<Vec<GameOutcome>, EngineError> {
    play_with_progress(pairings, limits, entrants, &Progress::new(label, pairings.len()), 0)
}

/// Plays every pairing on all cores; `progress` hears `done_before` plus the games finished.
/// Outcomes in pairing order. After a game fails, the games not yet begun are not played, and
/// the error of the first failed game (in pairing order) is returned, naming its game number.
pub fn play_with_progress(
    pairings: &[Pairing],
    limits: &SearchLimits,
    entrants: &Entrants,
    progress: &Progress,
    done_before: usize,
) -> Result<Vec<GameOutcome>, EngineError> {
    let failed = AtomicBool::new(false);
    let results = run_indexed(
        pairings.len(),
        |i| {
            if failed.load(Ordering::Relaxed) {
                return None;
            }
            let pairing = &pairings[i];
            let result = play_players(pairing.white, pairing.black, pairing.opening, limits, pairing.seed, entrants)
                .map_err(|e| EngineError(format!("game {}: {e}", done_before + i + 1)));
            if result.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
            Some(result)
        },
        |done| progress.update(done_before + done),
    );
    let mut outcomes = Vec::with_capacity(results.len());
    let mut skipped = false;
    for result in results {
        match result {
            Some(Ok(outcome)) => outcomes.push(outcome),
            Some(Err(error)) => return Err(error),
            None => skipped = true,
        }
    }
    assert!(!skipped, "games are skipped only after a failure");
    Ok(outcomes)
}

/// The pairings of a match: `first` as White in every game, each with its own seed; or with
/// `swap`, game pairs that share a seed (so the same random opening) with colours swapped, `first`
/// White in the even games, so that an opening's bias for one colour cancels within its pair.
/// Each game starts with `opening` random moves.
pub fn match_pairings(first: Player, second: Player, games: usize, swap: bool, opening: u32, seed: u64) -> Vec<Pairing> {
    (0..games)
        .map(|i| {
            let first_is_white = !swap || i % 2 == 0;
            let (white, black) = if first_is_white { (first, second) } else { (second, first) };
            let seed_index = if swap { i - i % 2 } else { i };
            Pairing { white, black, opening, seed: game_seed(seed, seed_index) }
        })
        .collect()
}

/// The scores (1, 0.5 or 0) of `player` in the games of `pairings`, in order.
pub fn scores_for(player: Player, pairings: &[Pairing], outcomes: &[GameOutcome]) -> Vec<f64> {
    pairings
        .iter()
        .zip(outcomes)
        .map(|(pairing, outcome)| outcome.score_for(if pairing.white == player { Color::White } else { Color::Black }))
        .collect()
}

/// The pentanomial count of `player`'s game pairs (games 0 and 1, 2 and 3, ...).
pub fn pentanomial_for(player: Player, pairings: &[Pairing], outcomes: &[GameOutcome]) -> Pentanomial {
    Pentanomial::from_game_scores(&scores_for(player, pairings, outcomes))
}

/// The tally of `player` over the games in `pairings` it played.
pub fn tally_for(player: Player, pairings: &[Pairing], outcomes: &[GameOutcome]) -> Tally {
    let mut tally = Tally::default();
    scores_for(player, pairings, outcomes).into_iter().for_each(|score| tally.add(score));
    tally
}

/// The pairings of a round robin: every pair of `strengths` plays `games_per_pair` games, half
/// with each colour, in game pairs that share a seed (so the same random opening) with colours
/// swapped, as in a match with `swap`.
pub fn round_robin_pairings(strengths: &[Strength], games_per_pair: usize, opening: u32, seed: u64) -> Vec<Pairing> {
    pairings_of(&all_pairs(strengths), games_per_pair, opening, seed)
}

/// The pairings of a tournament of `pairs` (a round robin's, or a schedule's from
/// `schedule::neighbour_pairs`), each playing `games_per_pair` games as in a round robin.
pub fn pairings_of(pairs: &[(Strength, Strength)], games_per_pair: usize, opening: u32, seed: u64) -> Vec<Pairing> {
    let mut pairings = Vec::new();
    for &(first, second) in pairs {
        for game in 0..games_per_pair {
            let (white, black) = if game % 2 == 0 { (first, second) } else { (second, first) };
            let (white, black) = (Player::Pai(white), Player::Pai(black));
            let seed_index = pairings.len() - game % 2;
            pairings.push(Pairing { white, black, opening, seed: game_seed(seed, seed_index) });
        }
    }
    pairings
}

/// A round robin's results: `score[i][j]` points strength i took from j in `games[i][j]` games.
pub struct RoundRobin {
    pub levels: Vec<Strength>,
    pub score: Vec<Vec<f64>>,
    pub games: Vec<Vec<f64>>,
}

impl RoundRobin {
    /// The results of the games `pairings` (from [`round_robin_pairings`]) ended with `outcomes`.
    pub fn from_games(levels: &[Strength], pairings: &[Pairing], outcomes: &[GameOutcome]) -> RoundRobin {
        let level = |player: Player| match player {
            Player::Pai(strength) => strength,
            Player::Engine(_) => panic!("a round robin is between levels"),
        };
        let results: Vec<(Strength, Strength, f64)> = pairings
            .iter()
            .zip(outcomes)
            .map(|(pairing, outcome)| (level(pairing.white), level(pairing.black), outcome.score_for(Color::White)))
            .collect();
        RoundRobin::from_results(levels, &results)
    }

    /// The results of games given as (White, Black, White's score), each between two of `levels`.
    pub fn from_results(levels: &[Strength], results: &[(Strength, Strength, f64)]) -> RoundRobin {
        let n = levels.len();
        let position = |level: Strength| levels.iter().position(|&l| l == level).expect("listed level");
        let mut score = vec![vec![0.0; n]; n];
        let mut games = vec![vec![0.0; n]; n];
        for &(white, black, white_score) in results {
            let (w, b) = (position(white), position(black));
            score[w][b] += white_score;
            score[b][w] += 1.0 - white_score;
            games[w][b] += 1.0;
            games[b][w] += 1.0;
        }
        RoundRobin { levels: levels.to_vec(), score, games }
    }

    /// The levels' Elo by maximum likelihood (Bradley-Terry), anchored on `anchor` (a level of
    /// the round robin at an Elo), or with the fitted levels' mean at [`MEAN_ELO`] without one.
    pub fn ratings(&self, anchor: Option<(Strength, f64)>) -> RatingFit {
        let anchor = match anchor {
            Some((level, elo)) => {
                let index = self.levels.iter().position(|&l| l == level).expect("the anchor is a level of the round robin");
                Anchor::Player { index, elo }
            }
            None => Anchor::Mean(MEAN_ELO),
        };
        fit_ratings(&self.score, &self.games, anchor)
    }

    /// What the ratings of `fit` rest on, for a results header: "level 5 at 1500" or "the mean
    /// of the fitted levels at 1500".
    pub fn describe_anchor(&self, fit: &RatingFit) -> String {
        match fit.anchor {
            Anchor::Player { index, elo } => format!("level {} at {elo:.0}", self.levels[index]),
            Anchor::Mean(elo) => format!("the mean of the fitted levels at {elo:.0}"),
        }
    }

    /// The win-rate matrix as Markdown (row's score against column), with totals and the Elo of
    /// `fit` (with its 95% interval; a level outside the fitted group as `< X` or `> X`).
    pub fn to_markdown(&self, fit: &RatingFit) -> String {
        let n = self.levels.len();
        let mut out = String::from("| level |");
        for level in &self.levels {
            out += &format!(" vs {level} |");
        }
        out += " total | Elo (95%) |\n|---|";
        out += &"---|".repeat(n + 2);
        out.push('\n');
        for (i, level) in self.levels.iter().enumerate() {
            out += &format!("| {level} {} |", level.name());
            for j in 0..n {
                if i == j {
                    out += " - |";
                } else if self.games[i][j] == 0.0 {
                    out += " · |";
                } else {
                    out += &format!(" {:.0}% |", 100.0 * self.score[i][j] / self.games[i][j].max(1.0));
                }
            }
            let total_score: f64 = self.score[i].iter().sum();
            let total_games: f64 = self.games[i].iter().sum();
            out += &format!(" {:.0}% | {} |\n", 100.0 * total_score / total_games.max(1.0), fit.ratings[i]);
        }
        out
    }
}
