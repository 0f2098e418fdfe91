//! The trainer's whole state, saved after every block so a run can resume exactly where it was.

use super::episode::Opponent;
use super::pipeline::BlockLog;
use crate::evaluation::features::{Features, FEATURE_COUNT, FEATURE_SET_ID};
use serde::{Deserialize, Serialize};
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

/// The checkpoint file as written: JSON with these fields, in this order.
#[derive(Serialize, Deserialize)]
struct CheckpointFile {
    feature_set: u32,
    seed: u64,
    alpha: f32,
    learner: Vec<f32>,
    opponent: OpponentFile,
    log: Vec<LogLine>,
}

/// `{"kind": "self", "weights": [...]}` or `{"kind": "baseline", "weights": []}`.
#[derive(Serialize, Deserialize)]
struct OpponentFile {
    kind: OpponentKind,
    #[serde(default)]
    weights: Vec<f32>,
}

#[derive(Serialize, Deserialize)]
enum OpponentKind {
    #[serde(rename = "self")]
    FrozenCopy,
    #[serde(rename = "baseline")]
    Baseline,
}

/// One [`BlockLog`] as written.
#[derive(Serialize, Deserialize)]
struct LogLine {
    block: usize,
    games: usize,
    win_rate: f32,
    opponent: String,
    weight_norm: f32,
}

/// `list` as this build's weights, or what is wrong with it.
fn weights(list: &[f32], what: &str) -> Result<Features, String> {
    let weights: Features =
        list.try_into().map_err(|_| format!("{what} has {} weights, expected {FEATURE_COUNT}", list.len()))?;
    if weights.iter().all(|weight| weight.is_finite()) {
        Ok(weights)
    } else {
        Err(format!("{what} holds a non-number"))
    }
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

    fn to_file(&self) -> CheckpointFile {
        let opponent = match &self.opponent {
            Opponent::Weights(w) => OpponentFile { kind: OpponentKind::FrozenCopy, weights: w.to_vec() },
            Opponent::AdversarialBaseline => OpponentFile { kind: OpponentKind::Baseline, weights: Vec::new() },
        };
        CheckpointFile {
            feature_set: FEATURE_SET_ID,
            seed: self.seed,
            alpha: self.alpha,
            learner: self.learner.to_vec(),
            opponent,
            log: self
                .log
                .iter()
                .map(|l| LogLine {
                    block: l.block,
                    games: l.games,
                    win_rate: l.win_rate,
                    opponent: l.opponent.clone(),
                    weight_norm: l.weight_norm,
                })
                .collect(),
        }
    }

    fn from_file(file: CheckpointFile) -> Result<Checkpoint, String> {
        if file.feature_set != FEATURE_SET_ID {
            return Err("the checkpoint was made for another feature set".into());
        }
        let opponent = match file.opponent.kind {
            OpponentKind::FrozenCopy => Opponent::Weights(Box::new(weights(&file.opponent.weights, "opponent weights")?)),
            OpponentKind::Baseline => Opponent::AdversarialBaseline,
        };
        let log = file
            .log
            .into_iter()
            .map(|l| BlockLog {
                block: l.block,
                games: l.games,
                win_rate: l.win_rate,
                opponent: l.opponent,
                weight_norm: l.weight_norm,
            })
            .collect();
        Ok(Checkpoint {
            seed: file.seed,
            alpha: file.alpha,
            learner: weights(&file.learner, "learner weights")?,
            opponent,
            log,
        })
    }

    /// The state as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_file()).expect("a checkpoint is plain data")
    }

    /// Reads a state written by [`Checkpoint::to_json`], saying what is wrong if it cannot.
    pub fn from_json(text: &[u8]) -> Result<Checkpoint, String> {
        let file: CheckpointFile = serde_json::from_slice(text).map_err(|e| format!("not a checkpoint: {e}"))?;
        Checkpoint::from_file(file)
    }

    /// Writes the checkpoint to `path` (through a temporary file, so a crash leaves the old one).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let temporary = path.with_extension("tmp");
        std::fs::write(&temporary, self.to_json())?;
        std::fs::rename(temporary, path)
    }

    /// Reads a checkpoint from `path`.
    pub fn load(path: &Path) -> Result<Checkpoint, String> {
        let text = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Checkpoint::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))
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
        assert_eq!(Checkpoint::from_json(state.to_json().as_bytes()), Ok(state));
    }

    #[test]
    fn the_file_format_is_the_one_earlier_builds_wrote() {
        let mut state = Checkpoint::new(hand_weights(), 0.002, 7);
        state.log.push(BlockLog { block: 1, games: 50, win_rate: 0.5, opponent: "self".into(), weight_norm: 2.0 });
        let value: serde_json::Value = serde_json::from_str(&state.to_json()).unwrap();
        let keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ["feature_set", "seed", "alpha", "learner", "opponent", "log"]);
        assert_eq!(value["opponent"]["kind"], "self");
        assert_eq!(value["log"][0]["win_rate"], 0.5);
        let mut baseline = value.clone();
        baseline["opponent"] = serde_json::json!({ "kind": "baseline", "weights": [] });
        let read = Checkpoint::from_json(baseline.to_string().as_bytes()).unwrap();
        assert_eq!(read.opponent, Opponent::AdversarialBaseline);
    }

    #[test]
    fn damaged_checkpoints_are_refused_with_a_reason() {
        let good: serde_json::Value = serde_json::from_str(&Checkpoint::new(hand_weights(), 0.002, 7).to_json()).unwrap();
        let damaged = |change: &dyn Fn(&mut serde_json::Value)| {
            let mut value = good.clone();
            change(&mut value);
            Checkpoint::from_json(value.to_string().as_bytes()).unwrap_err()
        };
        assert!(damaged(&|v| v["feature_set"] = 1.into()).contains("another feature set"));
        assert!(damaged(&|v| v["learner"] = serde_json::json!([1.0])).contains("has 1 weights"));
        assert!(damaged(&|v| v["opponent"]["kind"] = "nobody".into()).contains("unknown variant"));
        assert!(damaged(&|v| v["seed"] = serde_json::Value::Null).contains("not a checkpoint"));
        assert!(Checkpoint::from_json(b"{").unwrap_err().contains("not a checkpoint"));
    }
}
