//! TD(0) learning of the pattern tables (`lab/patterns.rs`) by self-play, on top of fixed
//! feature weights: the evaluation starts as the features' and the tables learn what it misses.
//!
//! One evaluation plays both sides, choosing by the article's exploration among its ten best
//! moves. Every position's value, for the player to move, is moved towards the negative of the
//! next position's value (the opponent's view), or towards the reward when the move ended the
//! game, by `alpha` of the difference, spread over the entries the position looks up.
//!
//! The games of a block run in parallel from the block's starting tables, each learning online
//! on its own copy; the block's tables are the start plus every game's changes, added in game
//! order, so a seed gives the same tables on any number of cores.

use super::extended_eval::ExtendedEval;
use super::patterns::PatternTables;
use crate::agents::scoring::ranked_moves;
use crate::arena::parallel::run_indexed;
use crate::evaluation::features::Features;
use crate::evaluation::linear::LinearEval;
use crate::rng::{derived_seed, SeededRng};
use crate::rules::position::Position;
use crate::rules::status::Status;
use crate::training::episode::REWARD;
use crate::training::exploration::exploration_rank;
use rand::SeedableRng;
use std::sync::Arc;

/// What one self-play game taught: the entries it moved and by how much, in order.
#[derive(Clone, Debug, Default)]
pub struct PatternEpisode {
    /// `(entries, step)`: add `step` to each of `entries`.
    pub nudges: Vec<(Vec<u32>, f32)>,
    /// Moves played.
    pub plies: u32,
    /// Mean absolute TD error over the game's updates, in evaluation points.
    pub mean_error: f32,
}

/// The reward for the player who moved into `status`, or `None` while the game goes on.
fn mover_reward(status: Status, mover: crate::rules::color::Color) -> Option<f32> {
    match status {
        Status::Ongoing => None,
        Status::Draw => Some(0.0),
        Status::Won(winner) => Some(if winner == mover { REWARD } else { -REWARD }),
    }
}

/// Plays one self-play game from `tables`, learning on a copy, and returns what it changed.
pub fn play_pattern_episode(weights: &Features, tables: &PatternTables, alpha: f32, seed: u64) -> PatternEpisode {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut eval = ExtendedEval::with_patterns(LinearEval::new(*weights), Arc::new(tables.clone()));
    let mut episode = PatternEpisode::default();
    let mut total_error = 0.0;
    let mut position = Position::new();
    // The previous position, its entries and its value, waiting for this position's value.
    let mut pending: Option<(Vec<u32>, f32)> = None;
    let mut learn = |eval: &mut ExtendedEval, pending: (Vec<u32>, f32), target: f32, episode: &mut PatternEpisode| {
        let (active, value) = pending;
        // Normalised: the update moves this position's value by `alpha` of the error.
        let step = alpha * (target - value) / PatternTables::nudge_gain(&active).max(1.0);
        total_error += (target - value).abs();
        Arc::make_mut(eval.patterns.as_mut().expect("tables")).nudge(&active, step);
        episode.nudges.push((active, step));
    };
    while !position.is_over() {
        let value = eval.value(&position);
        if let Some(previous) = pending.take() {
            learn(&mut eval, previous, -value, &mut episode);
        }
        let active = PatternTables::active(&position);
        // Recomputed: the update just made may have moved entries this position shares.
        let value = eval.value(&position);
        let mut nodes = 0;
        let ranked = ranked_moves(&position, &eval, &mut rng, &mut nodes);
        let mv = ranked[exploration_rank(ranked.len(), &mut rng)].mv;
        let mover = position.to_move();
        position.play_unchecked(mv);
        match mover_reward(position.status(), mover) {
            Some(reward) => learn(&mut eval, (active, value), reward, &mut episode),
            None => pending = Some((active, value)),
        }
    }
    episode.plies = position.ply();
    episode.mean_error = total_error / episode.nudges.len().max(1) as f32;
    episode
}

/// What a block of games reports.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternBlockLog {
    /// Games played after this block.
    pub games: usize,
    /// Mean absolute TD error over the block, in evaluation points.
    pub mean_error: f32,
    /// Mean game length in the block.
    pub mean_plies: f32,
}

/// Plays `games` self-play games in parallel from `tables` and adds their changes in order.
/// `first_game` numbers the block's games for their seeds.
pub fn train_pattern_block(
    weights: &Features,
    tables: &mut PatternTables,
    first_game: usize,
    games: usize,
    alpha: f32,
    seed: u64,
) -> PatternBlockLog {
    let start: &PatternTables = tables;
    let episodes = run_indexed(
        games,
        |game| play_pattern_episode(weights, start, alpha, derived_seed(seed, (first_game + game) as u64)),
        |_| {},
    );
    for episode in &episodes {
        for (active, step) in &episode.nudges {
            tables.nudge(active, *step);
        }
    }
    let count = episodes.len().max(1) as f32;
    PatternBlockLog {
        games: first_game + games,
        mean_error: episodes.iter().map(|e| e.mean_error).sum::<f32>() / count,
        mean_plies: episodes.iter().map(|e| e.plies as f32).sum::<f32>() / count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::hand_weights::hand_weights;

    #[test]
    fn a_seed_gives_the_same_tables_twice_and_they_learn() {
        let run = || {
            let mut tables = PatternTables::zero();
            let log = train_pattern_block(&hand_weights(), &mut tables, 0, 4, 1e-3, 7);
            (tables, log)
        };
        let (a, log_a) = run();
        let (b, log_b) = run();
        assert_eq!(a, b);
        assert_eq!(log_a, log_b);
        assert_ne!(a, PatternTables::zero(), "the games taught something");
        assert!(log_a.mean_error > 0.0 && log_a.mean_plies > 0.0);
    }

    #[test]
    fn the_last_update_moves_the_final_position_towards_the_result() {
        let tables = PatternTables::zero();
        let episode = play_pattern_episode(&hand_weights(), &tables, 1e-3, 3);
        let (active, step) = episode.nudges.last().expect("updates");
        assert!(!active.is_empty());
        // The last mover won (the game ends on a path) or drew: a win pulls its value up.
        assert!(step.abs() > 0.0);
        assert_eq!(episode.nudges.len() as u32, episode.plies);
    }
}
