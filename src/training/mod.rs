//! TD learning of the feature weights by self-play (native only): the episode and its updates,
//! the block pipeline with its opponent schedule, checkpoints, and the learning-curve picture.

pub mod checkpoint;
pub mod curve;
pub mod episode;
pub mod exploration;
pub mod outcome_fit;
pub mod pattern_td;
pub mod pipeline;
