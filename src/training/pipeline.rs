//! The automated training pipeline: games in blocks of 50 against an opponent that adopts the
//! learner's weights when it wins at least 60% of a block, and is replaced by the adversarial
//! baseline when it wins less than 40%, until it recovers.
//!
//! The games of a block run in parallel, each learning online from the block's starting
//! weights; the block's weights are the start plus every game's change, added in game order.
//! So a seed gives the same weights on any number of cores.

use super::checkpoint::Checkpoint;
use super::episode::{play_episode, Opponent};
use crate::arena::parallel::run_indexed;
use crate::evaluation::features::Features;
use crate::rng::derived_seed;
use crate::rules::color::Color;

/// Games per block.
pub const BLOCK_GAMES: usize = 50;
/// A block score at or above this makes the opponent adopt the learner's weights.
pub const PROMOTE_AT: f32 = 0.6;
/// A block score below this sends the learner back to the adversarial baseline.
pub const DEMOTE_BELOW: f32 = 0.4;

/// One block's line of the training log.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockLog {
    /// Block number, from 1.
    pub block: usize,
    /// Training games played after this block.
    pub games: usize,
    /// The learner's score in the block (wins + draws / 2) / games.
    pub win_rate: f32,
    /// Whom it played: `self` (a frozen copy of its weights) or `baseline`.
    pub opponent: String,
    /// Euclidean norm of the learner's weights after the block.
    pub weight_norm: f32,
}

/// The name of an opponent in the log.
pub fn opponent_name(opponent: &Opponent) -> &'static str {
    match opponent {
        Opponent::Weights(_) => "self",
        Opponent::AdversarialBaseline => "baseline",
    }
}

fn norm(weights: &Features) -> f32 {
    weights.iter().map(|w| w * w).sum::<f32>().sqrt()
}

/// Plays one block from `state`, updating its weights, opponent and log.
pub fn train_block(state: &mut Checkpoint, on_game: impl Fn(usize) + Sync) {
    let start = state.learner;
    let block_index = state.log.len();
    let opponent = state.opponent.clone();
    let alpha = state.alpha;
    let seed = state.seed;
    let results = run_indexed(
        BLOCK_GAMES,
        |game| {
            let global = block_index * BLOCK_GAMES + game;
            let learner = if global.is_multiple_of(2) { Color::White } else { Color::Black };
            let game_seed = derived_seed(seed, global as u64);
            play_episode(&start, &opponent, learner, alpha, game_seed)
        },
        on_game,
    );
    let mut weights = start;
    for result in &results {
        for ((w, after), before) in weights.iter_mut().zip(&result.weights).zip(&start) {
            *w += after - before;
        }
    }
    let win_rate = results.iter().map(|r| r.score).sum::<f32>() / BLOCK_GAMES as f32;
    state.learner = weights;
    state.log.push(BlockLog {
        block: block_index + 1,
        games: (block_index + 1) * BLOCK_GAMES,
        win_rate,
        opponent: opponent_name(&opponent).to_string(),
        weight_norm: norm(&weights),
    });
    if win_rate >= PROMOTE_AT {
        state.opponent = Opponent::Weights(Box::new(weights));
    } else if win_rate < DEMOTE_BELOW {
        state.opponent = Opponent::AdversarialBaseline;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::hand_weights::hand_weights;

    #[test]
    fn a_seed_gives_the_same_weights_twice() {
        let run = || {
            let mut state = Checkpoint::new(hand_weights(), 1e-3, 5);
            train_block(&mut state, |_| {});
            state
        };
        let (a, b) = (run(), run());
        assert_eq!(a.learner, b.learner);
        assert_eq!(a.log, b.log);
        assert_ne!(a.learner, hand_weights());
        assert_eq!(a.log[0].games, BLOCK_GAMES);
    }
}
