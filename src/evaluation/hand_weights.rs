//! PAI-style hand weights for the 65 features: the one place they are written down.
//! "My" features are the player to move's; positive weights help the player to move. Scales assume the features' normalised ranges
//! (`docs/FEATURES.md`), so a weight is worth roughly that many points at the feature's top.
//! Tuned by hand against level 3 (`pathwayz match --white 4 --black 3 --games 400 --swap --ms 0`):
//! valuing pieces that cannot be flipped, and the cells that flip many, took level 4 from 63% to 71%.

use super::features::{Features, FEATURE_COUNT, SIDE_FEATURES};

/// My features' weights, in the order of the per-player feature list.
const MY_WEIGHTS: [f32; SIDE_FEATURES] = [
    10.0, // LongestPath: the article's myLongestPath 10
    4.0,  // LongestPathSquared: long paths matter more than their length
    2.0,  // ColumnsOccupied
    6.0,  // Permanents: mine can never be flipped (the article's myNumPerm is 3; 6 plays better here)
    3.0,  // Pieces
    5.0, 1.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, // Regulars by empty neighbours 0..8: walled-in ones are as safe as permanents
    -1.0, -2.0, -3.0, -4.0, // FlipCells 1, 2, 3, 4+: cells where one permanent flips that many of mine
    2.0,  // LongestPermanentPath
    6.0,  // LongestPathAfterOneMove: the look-ahead
    3.0,  // LongestPathAfterOneMoveSquared
    -3.0, // PathBlockedBothEnds
    8.0,  // WinningCells: cells where my next piece completes my path
    60.0, // HasWinningCell: I am to move, so I win now
    -20.0, // Distance: each move still needed to connect costs
    -10.0, // DistanceSquared: far behind is worse than linearly
    5.0,  // TwoMovesAway: one move makes a threat
    2.0,  // CarrierCells: many shortest paths are hard to block
    60.0, // PermanentWinningCells: I am to move, so I win now
];

/// Your features' weights.
const YOUR_WEIGHTS: [f32; SIDE_FEATURES] = [
    -6.0, // LongestPath: the article's yourLongestPath -6
    -4.0, // LongestPathSquared
    -1.0, // ColumnsOccupied
    -5.0, // Permanents
    -2.0, // Pieces
    -4.0, -0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, // Regulars by empty neighbours 0..8
    1.0, 2.0, 3.0, 4.0, // FlipCells: where I can flip yours
    -2.0, // LongestPermanentPath
    -6.0, // LongestPathAfterOneMove
    -4.0, // LongestPathAfterOneMoveSquared
    3.0,  // PathBlockedBothEnds
    -15.0, // WinningCells: your threats; I can block one, rarely two
    -10.0, // HasWinningCell
    20.0, // Distance
    10.0, // DistanceSquared
    -8.0, // TwoMovesAway: one move from a threat
    -2.0, // CarrierCells
    -15.0, // PermanentWinningCells: your threats
];

/// Weights of the comparisons: my/your ahead now, my/your ahead after one move, my/your
/// connection distance shorter; then the constant tempo.
const SHARED_WEIGHTS: [f32; 7] = [2.0, -2.0, 2.0, -2.0, 3.0, -3.0, 0.0];

/// The hand weights as one vector, in feature order.
pub fn hand_weights() -> Features {
    let mut weights = [0.0; FEATURE_COUNT];
    weights[..SIDE_FEATURES].copy_from_slice(&MY_WEIGHTS);
    weights[SIDE_FEATURES..2 * SIDE_FEATURES].copy_from_slice(&YOUR_WEIGHTS);
    weights[2 * SIDE_FEATURES..].copy_from_slice(&SHARED_WEIGHTS);
    weights
}
