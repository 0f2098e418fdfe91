//! A match that stops on its SPRT: the game pairs are played on all cores in batches, and after
//! each batch the test is read pair by pair in order, so where it stops depends only on the seed
//! and the games, never on the number of cores or which game finished first.

use super::game::GameOutcome;
use super::parallel::threads;
use super::progress::Progress;
use super::stats::sprt::{Sprt, SprtDecision};
use super::player::{Entrants, Player};
use super::tournament::{play_with_progress, scores_for, Pairing};
use crate::gtp::EngineError;
use crate::search::SearchLimits;

/// Game pairs played a batch, per thread: enough to keep the cores busy past the slowest game.
const BATCH_PAIRS_PER_THREAD: usize = 2;

/// How a match under an SPRT went.
pub struct SprtMatch {
    /// The games counted, in order: every pair up to the one the test decided on (or all).
    pub outcomes: Vec<GameOutcome>,
    /// Where the test decided, or None if the games ran out first (inconclusive).
    pub decision: Option<SprtDecision>,
    /// Games played, counted or not: the last batch can run past the deciding pair.
    pub played: usize,
}

/// The points (0 to 2) `first` took in each pair of consecutive games.
pub fn pair_points(first: Player, pairings: &[Pairing], outcomes: &[GameOutcome]) -> Vec<f64> {
    scores_for(first, pairings, outcomes).chunks_exact(2).map(|pair| pair[0] + pair[1]).collect()
}

/// Plays the game pairs of `pairings` (from `match_pairings` with colours swapped: games 2k and
/// 2k+1 share their opening) until `test` decides on `first`'s pair results or the pairings run
/// out. `label` names the progress bar. An external engine's failure ends the match with its error.
pub fn play_sprt_match(
    pairings: &[Pairing],
    first: Player,
    test: &Sprt,
    limits: &SearchLimits,
    entrants: &Entrants,
    label: &str,
) -> Result<SprtMatch, EngineError> {
    let progress = Progress::new(label, pairings.len());
    let batch_games = 2 * BATCH_PAIRS_PER_THREAD * threads().max(1);
    let mut outcomes: Vec<GameOutcome> = Vec::with_capacity(pairings.len());
    while outcomes.len() + 1 < pairings.len() {
        let end = (outcomes.len() + batch_games).min(pairings.len() - pairings.len() % 2);
        let batch = play_with_progress(&pairings[outcomes.len()..end], limits, entrants, &progress, outcomes.len())?;
        outcomes.extend(batch);
        if let Some(decision) = test.first_decision(&pair_points(first, pairings, &outcomes)) {
            let played = outcomes.len();
            progress.finish();
            outcomes.truncate(2 * (decision.pair + 1));
            return Ok(SprtMatch { outcomes, decision: Some(decision), played });
        }
    }
    let played = outcomes.len();
    Ok(SprtMatch { outcomes, decision: None, played })
}
