//! PAI-style hand weights: each feature's is written beside it in the feature table
//! (`features.rs`); this gathers them into one vector. "My" features are the player to move's;
//! positive weights help the player to move. Scales assume the features' normalised ranges
//! (`docs/FEATURES.md`), so a weight is worth roughly that many points at the feature's top.
//! Tuned by hand against level 3 (`pathwayz match --white 4 --black 3 --games 400 --swap --ms 0`):
//! valuing pieces that cannot be flipped, and the cells that flip many, took level 4 from 63% to 71%.

use super::features::{Features, FEATURE_COUNT, MY_HAND_WEIGHTS, SHARED_HAND_WEIGHTS, SIDE_FEATURES, YOUR_HAND_WEIGHTS};

/// The hand weights as one vector, in feature order.
pub fn hand_weights() -> Features {
    let mut weights = [0.0; FEATURE_COUNT];
    weights[..SIDE_FEATURES].copy_from_slice(&MY_HAND_WEIGHTS);
    weights[SIDE_FEATURES..2 * SIDE_FEATURES].copy_from_slice(&YOUR_HAND_WEIGHTS);
    weights[2 * SIDE_FEATURES..].copy_from_slice(&SHARED_HAND_WEIGHTS);
    weights
}
