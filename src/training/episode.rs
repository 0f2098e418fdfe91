//! One training game: TD(0) on the linear evaluation, updated every two plies.
//!
//! Before each of the learner's moves its position is evaluated (V1); after the opponent's
//! reply, evaluated again (V2), or, at the end of the game, given the reward. Then
//! `w += alpha * (V2 - V1) * phi(before)`.

use super::exploration::exploration_rank;
use crate::agents::scoring::ranked_moves;
use crate::evaluation::evaluator::{AdversarialEval, Evaluator};
use crate::evaluation::features::{features, Features};
use crate::evaluation::linear::{dot, LinearEval};
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::status::Status;
use rand::SeedableRng;

/// The reward for winning a training game (its negative for losing; 0 for a draw).
pub const REWARD: f32 = 100.0;

/// Who the learner plays against.
#[derive(Clone, Debug, PartialEq)]
pub enum Opponent {
    /// A frozen copy of weights, choosing with the same exploration as the learner.
    Weights(Box<Features>),
    /// Level 3, the adversarial baseline.
    AdversarialBaseline,
}

/// What one game taught.
#[derive(Clone, Debug)]
pub struct EpisodeResult {
    /// The learner's weights after the game.
    pub weights: Features,
    /// 1 if the learner won, 0.5 for a draw, 0 for a loss.
    pub score: f32,
    /// Moves played.
    pub plies: u32,
}

/// One TD(0) step: moves `weights` by `alpha * (target - predicted) * phi`.
pub fn td_update(weights: &mut Features, phi: &Features, predicted: f32, target: f32, alpha: f32) {
    let error = target - predicted;
    for (w, x) in weights.iter_mut().zip(phi) {
        *w += alpha * error * x;
    }
}

/// The learner's reward for a finished game.
fn reward(status: Status, learner: Color) -> f32 {
    match status {
        Status::Won(winner) if winner == learner => REWARD,
        Status::Won(_) => -REWARD,
        _ => 0.0,
    }
}

/// A move by exploration among the top ten of `evaluator`'s ranking.
fn explore(position: &Position, evaluator: &dyn Evaluator, rng: &mut SeededRng) -> crate::rules::mv::Move {
    let mut nodes = 0;
    let ranked = ranked_moves(position, evaluator, rng, &mut nodes);
    ranked[exploration_rank(ranked.len(), rng)].mv
}

/// Plays one game with the learner as `learner`, learning as it goes from `start` weights.
pub fn play_episode(start: &Features, opponent: &Opponent, learner: Color, alpha: f32, seed: u64) -> EpisodeResult {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut eval = LinearEval::new(*start);
    let opponent_eval: Box<dyn Evaluator> = match opponent {
        Opponent::Weights(weights) => Box::new(LinearEval::new(**weights)),
        Opponent::AdversarialBaseline => Box::new(AdversarialEval),
    };
    let mut position = Position::new();
    let mut pending: Option<(Features, f32)> = None;
    while !position.is_over() {
        if position.to_move() == learner {
            let phi = features(&position);
            let value = dot(&eval.weights, &phi);
            if let Some((previous_phi, previous_value)) = pending.take() {
                td_update(&mut eval.weights, &previous_phi, previous_value, value, alpha);
            }
            pending = Some((phi, dot(&eval.weights, &phi)));
            let mv = explore(&position, &eval, &mut rng);
            position.play_unchecked(mv);
        } else {
            let mv = match opponent {
                Opponent::Weights(_) => explore(&position, opponent_eval.as_ref(), &mut rng),
                Opponent::AdversarialBaseline => {
                    let mut nodes = 0;
                    ranked_moves(&position, opponent_eval.as_ref(), &mut rng, &mut nodes)[0].mv
                }
            };
            position.play_unchecked(mv);
        }
    }
    let outcome = reward(position.status(), learner);
    if let Some((phi, value)) = pending {
        td_update(&mut eval.weights, &phi, value, outcome, alpha);
    }
    EpisodeResult {
        weights: eval.weights,
        score: (outcome / REWARD + 1.0) / 2.0,
        plies: position.ply(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::features::FEATURE_COUNT;

    #[test]
    fn a_better_than_expected_outcome_raises_the_weights_of_present_features() {
        let mut weights = [0.0; FEATURE_COUNT];
        let mut phi = [0.0; FEATURE_COUNT];
        phi[0] = 0.5;
        phi[3] = 1.0;
        td_update(&mut weights, &phi, 0.0, REWARD, 0.01);
        assert!(weights[0] > 0.0 && weights[3] > weights[0]);
        assert_eq!(weights[1], 0.0, "absent features keep their weight");
        let mut worse = [0.0; FEATURE_COUNT];
        td_update(&mut worse, &phi, 10.0, -REWARD, 0.01);
        assert!(worse[0] < 0.0 && worse[3] < 0.0);
    }

    #[test]
    fn the_update_moves_the_prediction_towards_the_target() {
        let mut weights = crate::evaluation::hand_weights::hand_weights();
        let position = crate::rules::game::Game::from_record("d4 e5 e4* f6").unwrap().position().to_owned();
        let phi = features(&position);
        let before = dot(&weights, &phi);
        td_update(&mut weights, &phi, before, before + 50.0, 0.01);
        let after = dot(&weights, &phi);
        assert!(after > before && after < before + 50.0, "{before} -> {after}");
    }

    #[test]
    fn an_episode_is_fixed_by_its_seed() {
        let start = crate::evaluation::hand_weights::hand_weights();
        let a = play_episode(&start, &Opponent::AdversarialBaseline, Color::Black, 1e-3, 9);
        let b = play_episode(&start, &Opponent::AdversarialBaseline, Color::Black, 1e-3, 9);
        assert_eq!(a.weights, b.weights);
        assert_eq!(a.plies, b.plies);
        assert_ne!(a.weights, start, "a game teaches something");
    }
}
