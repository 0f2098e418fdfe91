//! Evaluation: the smart features (declared once, in `features`), their weights, and the
//! evaluators the agents and searches score with.

pub mod distance;
pub mod evaluator;
pub mod features;
pub mod groups;
pub mod hand_weights;
pub mod incremental;
pub mod linear;
pub mod mover_value;
pub mod neighbour_counts;
pub mod side_analysis;
pub mod weights_blob;
