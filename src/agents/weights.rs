//! The weights the levels play with: the blobs built into the library (so the CLI and the
//! browser play the same bytes), read once, with hand weights as the fallback that says why.

use super::level::Level;
use crate::evaluation::hand_weights::hand_weights;
use crate::evaluation::linear::LinearEval;
use crate::evaluation::weights_blob::{read_blob, BlobError};

/// The weights blob shipped with the game (`www/weights/pai-td.bin`), built into the library so
/// that the CLI and the browser play with the same bytes.
pub const SHIPPED_WEIGHTS: &[u8] = include_bytes!("../../www/weights/pai-td.bin");

/// The weights levels 11 and 12 play with (`www/weights/pai-search.bin`): the same features,
/// fitted to the win chances level 12's own searches found (docs/WEIGHTS.md, "Weights fitted to
/// level 12's searches"). Built in like [`SHIPPED_WEIGHTS`].
pub const SEARCH_FITTED_WEIGHTS: &[u8] = include_bytes!("../../www/weights/pai-search.bin");

/// The weights the agents play with: hand weights (levels 4, 7, 8, 9), learned weights (levels
/// 5 and 10, and the analysis) and search-fitted weights (levels 11 and 12), with a word on
/// where the learned ones came from.
#[derive(Clone, Debug)]
pub struct AgentSettings {
    /// PAI-style hand weights.
    pub hand: LinearEval,
    /// Weights learned by TD self-play.
    pub learned: LinearEval,
    /// Where `learned` came from, for the user.
    pub learned_source: String,
    /// Weights fitted to level 12's own searches: the built-in [`SEARCH_FITTED_WEIGHTS`], or
    /// hand weights when every level plays with hand weights.
    pub search_fitted: LinearEval,
    /// True when every level plays hand weights ([`AgentSettings::hand_only`]).
    pub hand_only: bool,
}

/// Which of the weights a level plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelWeights {
    /// Levels 1, 2, 3 and 6: no weights.
    None,
    /// Levels 4, 7, 8 and 9: the hand weights.
    Hand,
    /// Levels 5 and 10: the learned (TD) weights, which a publisher may replace.
    Learned,
    /// Levels 11 and 12: the built-in search-fitted weights.
    SearchFitted,
}

impl LevelWeights {
    /// The weights `level` plays with.
    pub fn of(level: Level) -> LevelWeights {
        match level.number() {
            4 | 7 | 8 | 9 => LevelWeights::Hand,
            5 | 10 => LevelWeights::Learned,
            11 | 12 => LevelWeights::SearchFitted,
            _ => LevelWeights::None,
        }
    }
}

/// The built-in search-fitted weights; the TD weights `fallback` if they were ever refused.
fn search_fitted_or(fallback: &LinearEval) -> LinearEval {
    read_blob(SEARCH_FITTED_WEIGHTS).map_or_else(|_| fallback.clone(), |blob| LinearEval::new(blob.weights))
}

impl AgentSettings {
    /// Settings with learned weights read from `blob`, described as `source`; levels 11 and 12
    /// keep the built-in search-fitted weights.
    pub fn with_blob(blob: &[u8], source: &str) -> Result<AgentSettings, BlobError> {
        let blob = read_blob(blob)?;
        let learned = LinearEval::new(blob.weights);
        Ok(AgentSettings {
            hand: LinearEval::new(hand_weights()),
            search_fitted: search_fitted_or(&learned),
            learned,
            learned_source: format!("{source} (checksum {:#010x})", blob.checksum),
            hand_only: false,
        })
    }

    /// Settings falling back to hand weights for every level, saying why.
    pub fn hand_only(reason: &str) -> AgentSettings {
        AgentSettings {
            hand: LinearEval::new(hand_weights()),
            learned: LinearEval::new(hand_weights()),
            learned_source: format!("hand weights, because {reason}"),
            search_fitted: LinearEval::new(hand_weights()),
            hand_only: true,
        }
    }

    /// The weights `level` plays with, if it plays any.
    pub fn weights_for(&self, level: Level) -> Option<&LinearEval> {
        match LevelWeights::of(level) {
            LevelWeights::None => None,
            LevelWeights::Hand => Some(&self.hand),
            LevelWeights::Learned => Some(&self.learned),
            LevelWeights::SearchFitted => Some(&self.search_fitted),
        }
    }

    /// Where the weights `level` plays with come from, where the player should be told: the
    /// learned weights' source for the levels that play them, and for every learned level when
    /// all fell back to hand weights; `None` where the weights are fixed or there are none.
    pub fn source_for(&self, level: Level) -> Option<&str> {
        match LevelWeights::of(level) {
            LevelWeights::Learned => Some(&self.learned_source),
            LevelWeights::SearchFitted if self.hand_only => Some(&self.learned_source),
            _ => None,
        }
    }
}

impl Default for AgentSettings {
    /// The shipped blob; hand weights (and the reason) if it were ever refused.
    fn default() -> AgentSettings {
        AgentSettings::with_blob(SHIPPED_WEIGHTS, "shipped weights/pai-td.bin")
            .unwrap_or_else(|error| AgentSettings::hand_only(&error.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::agent_for;
    use crate::agents::level::Level;
    use crate::rules::mv::Move;
    use crate::rules::position::Position;
    use crate::search::{SearchLimits, Silent};

    #[test]
    fn the_player_is_told_of_the_learned_weights_where_a_level_plays_them() {
        let shipped = AgentSettings::default();
        let told: Vec<u8> = (1..=12).filter(|&n| shipped.source_for(Level::new(n).unwrap()).is_some()).map(|n| n as u8).collect();
        assert_eq!(told, [5, 10]);
        assert_eq!(shipped.source_for(Level::new(5).unwrap()), Some(shipped.learned_source.as_str()));
        let hand = AgentSettings::hand_only("chosen");
        let told: Vec<u8> = (1..=12).filter(|&n| hand.source_for(Level::new(n).unwrap()).is_some()).map(|n| n as u8).collect();
        assert_eq!(told, [5, 10, 11, 12], "when every level fell back, the search-fitted levels say so too");
        for n in 1..=12 {
            let level = Level::new(n).unwrap();
            let plays = shipped.weights_for(level).is_some();
            assert_eq!(plays, ![1, 2, 3, 6].contains(&n), "level {n}");
        }
        assert_eq!(shipped.weights_for(Level::new(11).unwrap()), Some(&shipped.search_fitted));
        assert_eq!(shipped.weights_for(Level::new(7).unwrap()), Some(&shipped.hand));
    }

    #[test]
    fn level_12_plays_the_built_in_search_fitted_weights_unless_all_play_hand_weights() {
        let fitted = read_blob(SEARCH_FITTED_WEIGHTS).expect("the built-in search-fitted blob reads").weights;
        let shipped = AgentSettings::default();
        assert_eq!(shipped.search_fitted.weights, fitted);
        assert_ne!(shipped.search_fitted.weights, shipped.learned.weights, "two different fits");
        let loaded = AgentSettings::with_blob(SHIPPED_WEIGHTS, "another copy").expect("the shipped blob reads");
        assert_eq!(loaded.search_fitted.weights, fitted, "loading TD weights leaves level 12's alone");
        let hand = AgentSettings::hand_only("chosen");
        assert_eq!(hand.search_fitted.weights, hand_weights());
    }

    /// The moves `level` chooses on `positions` with `settings`, each searched to a node budget.
    fn moves_of(level: i64, positions: &[Position], settings: &AgentSettings) -> Vec<Option<Move>> {
        let level = Level::new(level).expect("a level");
        let limits = SearchLimits::time(60_000.0).with_nodes(3000);
        positions
            .iter()
            .map(|position| agent_for(level, 1, settings).choose(position, &limits, &mut Silent))
            .collect()
    }

    #[test]
    fn level_11_plays_the_search_fitted_weights_and_level_10_the_loaded_ones() {
        let positions = crate::bench::sample_positions(24, 3);
        let shipped = AgentSettings::default();
        let loaded = AgentSettings::with_blob(&crate::evaluation::weights_blob::write_blob(&hand_weights()), "hand weights as a blob")
            .expect("a blob of hand weights reads");
        assert_eq!(moves_of(11, &positions, &shipped), moves_of(11, &positions, &loaded), "loaded weights leave level 11 alone");
        assert_ne!(moves_of(10, &positions, &shipped), moves_of(10, &positions, &loaded), "level 10 plays the loaded weights");
        let td_for_all = AgentSettings { search_fitted: shipped.learned.clone(), ..shipped.clone() };
        assert_ne!(moves_of(11, &positions, &shipped), moves_of(11, &positions, &td_for_all), "level 11 plays the search-fitted weights");
    }
}
