//! Learning the feature weights (native only): TD self-play (the episode and its updates, the
//! block pipeline with its opponent schedule, checkpoints, the learning-curve picture), the fit
//! to level 12's searches (logistic regression) and the win-probability calibration. The
//! experiments that were measured and not shipped live in the `lab` room (feature `lab`).

pub mod calibration;
pub mod checkpoint;
pub mod curve;
pub mod episode;
pub mod exploration;
pub mod logistic_fit;
pub mod pipeline;
pub mod search_distill;
