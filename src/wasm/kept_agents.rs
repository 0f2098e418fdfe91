//! Agents kept between searches: levels 11 and 12 learn from their earlier searches of a game
//! (level 11's transposition table, 8 MiB; level 12's tree, at most 24 MiB, of which the part
//! under the position reached is kept), so a worker's agent for them is made once and reused
//! while the strength (the level and its budget of positions) and the weights stay the same (the
//! levels whose `LevelInfo::keeps_search` is true).
//! Other levels get a fresh agent for every search.

use super::seed::random_seed;
use crate::agents::weights::AgentSettings;
use crate::Strength;
use crate::search::Agent;
use std::cell::RefCell;

/// A kept agent and what it was made for.
struct Kept {
    strength: Strength,
    weights: String,
    agent: Box<dyn Agent>,
}

thread_local! {
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// Runs `search` with the agent for `strength` on `settings`: the kept one when it was made for
/// the same strength and weights, else a new one (kept afterwards if the level is worth keeping).
/// A search at a level not worth keeping (a hint at level 10) gets a fresh agent and leaves the
/// kept one as it is, so the tree PAI built (and pondered) survives the hint. The kept agent is
/// taken out of its cell while the search runs, so a progress callback that calls back into the
/// module finds no borrow held.
pub fn with_agent<R>(strength: Strength, settings: &AgentSettings, search: impl FnOnce(&mut dyn Agent) -> R) -> R {
    if !strength.level.info().keeps_search() {
        return search(strength.agent(random_seed(), settings).as_mut());
    }
    let reusable = KEPT
        .with(|cell| cell.borrow_mut().take())
        .filter(|kept| kept.strength == strength && kept.weights == settings.learned_source);
    let mut kept = reusable.unwrap_or_else(|| Kept {
        strength,
        weights: settings.learned_source.clone(),
        agent: strength.agent(random_seed(), settings),
    });
    let result = search(kept.agent.as_mut());
    KEPT.with(|cell| *cell.borrow_mut() = Some(kept));
    result
}
