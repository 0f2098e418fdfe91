//! The trainer's whole state, saved after every block so a run can resume exactly where it was.

use super::episode::Opponent;
use super::pipeline::BlockLog;
use crate::evaluation::features::{Features, FEATURE_COUNT, FEATURE_SET_ID};
use serde_json::{json, Value};
use std::path::Path;

/// Everything needed to continue a training run.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    /// The run's seed.
    pub seed: u64,
    /// Learning rate.
    pub alpha: f32,
    /// The learner's weights now.
    pub learner: Features,
    /// Its current opponent.
    pub opponent: Opponent,
    /// One line per block played.
    pub log: Vec<BlockLog>,
}

impl Checkpoint {
    /// A fresh run from `initial` weights, its opponent a frozen copy of them.
    pub fn new(initial: Features, alpha: f32, seed: u64) -> Checkpoint {
        Checkpoint { seed, alpha, learner: initial, opponent: Opponent::Weights(Box::new(initial)), log: Vec::new() }
    }

    /// Training games played so far.
    pub fn games(&self) -> usize {
        self.log.last().map_or(0, |line| line.games)
    }

    /// The state as JSON.
    pub fn to_json(&self) -> Value {
        let (kind, weights) = match &self.opponent {
            Opponent::Weights(w) => ("self", w.to_vec()),
            Opponent::AdversarialBaseline => ("baseline", Vec::new()),
        };
        json!({
            "feature_set": FEATURE_SET_ID,
            "seed": self.seed,
            "alpha": self.alpha,
            "learner": self.learner.to_vec(),
            "opponent": { "kind": kind, "weights": weights },
            "log": self.log.iter().map(|l| json!({
                "block": l.block, "games": l.games, "win_rate": l.win_rate,
                "opponent": l.opponent, "weight_norm": l.weight_norm,
            })).collect::<Vec<_>>(),
        })
    }

    /// Reads a state written by [`Checkpoint::to_json`], saying what is wrong if it cannot.
    pub fn from_json(value: &Value) -> Result<Checkpoint, String> {
        let weights = |v: &Value, what: &str| -> Result<Features, String> {
            let list = v.as_array().ok_or(format!("{what} is not a list"))?;
            if list.len() != FEATURE_COUNT {
                return Err(format!("{what} has {} weights, expected {FEATURE_COUNT}", list.len()));
            }
            let mut out = [0.0; FEATURE_COUNT];
            for (slot, item) in out.iter_mut().zip(list) {
                *slot = item.as_f64().filter(|x| x.is_finite()).ok_or(format!("{what} holds a non-number"))? as f32;
            }
            Ok(out)
        };
        if value["feature_set"].as_u64() != Some(FEATURE_SET_ID as u64) {
            return Err("the checkpoint was made for another feature set".into());
        }
        let opponent = match value["opponent"]["kind"].as_str() {
            Some("self") => Opponent::Weights(Box::new(weights(&value["opponent"]["weights"], "opponent weights")?)),
            Some("baseline") => Opponent::AdversarialBaseline,
            _ => return Err("unknown opponent kind".into()),
        };
        let log = value["log"]
            .as_array()
            .ok_or("log is not a list")?
            .iter()
            .map(|l| {
                Some(BlockLog {
                    block: l["block"].as_u64()? as usize,
                    games: l["games"].as_u64()? as usize,
                    win_rate: l["win_rate"].as_f64()? as f32,
                    opponent: l["opponent"].as_str()?.to_string(),
                    weight_norm: l["weight_norm"].as_f64()? as f32,
                })
            })
            .collect::<Option<Vec<_>>>()
            .ok_or("a log line is damaged")?;
        Ok(Checkpoint {
            seed: value["seed"].as_u64().ok_or("seed missing")?,
            alpha: value["alpha"].as_f64().ok_or("alpha missing")? as f32,
            learner: weights(&value["learner"], "learner weights")?,
            opponent,
            log,
        })
    }

    /// Writes the checkpoint to `path` (through a temporary file, so a crash leaves the old one).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let temporary = path.with_extension("tmp");
        std::fs::write(&temporary, serde_json::to_vec_pretty(&self.to_json())?)?;
        std::fs::rename(temporary, path)
    }

    /// Reads a checkpoint from `path`.
    pub fn load(path: &Path) -> Result<Checkpoint, String> {
        let text = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let value: Value = serde_json::from_slice(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
        Checkpoint::from_json(&value).map_err(|e| format!("{}: {e}", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::hand_weights::hand_weights;

    #[test]
    fn checkpoints_round_trip_exactly() {
        let mut state = Checkpoint::new(hand_weights(), 0.002, 7);
        state.learner[3] = 0.123_456_79;
        state.opponent = Opponent::AdversarialBaseline;
        state.log.push(BlockLog { block: 1, games: 50, win_rate: 0.62, opponent: "self".into(), weight_norm: 71.5 });
        assert_eq!(Checkpoint::from_json(&state.to_json()), Ok(state));
    }
}
