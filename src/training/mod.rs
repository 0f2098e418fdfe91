//! Learning the feature weights (native only): TD self-play (the episode and its updates, the
//! block pipeline with its opponent schedule, checkpoints, the learning-curve picture), fits to
//! game outcomes and to level 12's searches, and the pattern-table experiment.

pub mod calibration;
pub mod checkpoint;
pub mod curve;
pub mod episode;
pub mod exploration;
pub mod outcome_fit;
pub mod pattern_td;
pub mod pipeline;
pub mod search_distill;
