//! The PAI ladder: each level is an [`Agent`] assembled from a search and an evaluation. Levels
//! 1 to 10 are the 2017 ladder, each algorithm in its own file here; levels 11 and 12 are the
//! principal-variation and PUCT searches of [`crate::search`] on the search-fitted weights.

pub mod alphabeta;
pub mod beam;
pub mod expectimax;
pub mod level;
pub mod mcts;
pub mod random;
pub mod reflex;
pub mod scoring;
pub mod strength;
pub mod weights;

use crate::evaluation::evaluator::{AdversarialEval, LongestPathEval};
use crate::search::Agent;
use crate::search::puct::PuctSearch;
use crate::search::pvs::PvsSearch;
use level::Level;
use weights::AgentSettings;

/// The agent that plays `level`, seeded with `seed` where it uses chance, on the weights
/// [`AgentSettings::weights_for`] gives it.
pub fn agent_for(level: Level, seed: u64, settings: &AgentSettings) -> Box<dyn Agent> {
    let weights = || settings.weights_for(level).expect("a level that plays weights").clone();
    match level.number() {
        1 => Box::new(random::RandomAgent::new(seed)),
        2 => Box::new(reflex::ReflexAgent::new(LongestPathEval, seed)),
        3 => Box::new(reflex::ReflexAgent::new(AdversarialEval, seed)),
        4 | 5 => Box::new(reflex::ReflexAgent::new(weights(), seed)),
        6 => Box::new(mcts::MctsAgent::new(seed)),
        7 => Box::new(expectimax::ExpectimaxAgent::new(weights(), seed)),
        8 => Box::new(alphabeta::AlphaBetaAgent::new(weights(), seed)),
        9 => Box::new(beam::BeamAgent::uniform(weights(), seed)),
        10 => Box::new(beam::BeamAgent::narrowing(weights(), seed)),
        11 => Box::new(PvsSearch::new(weights())),
        _ => Box::new(PuctSearch::new(weights())),
    }
}
