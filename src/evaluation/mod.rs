//! Evaluation: the smart features, their weights, and the evaluators the agents score with.

pub mod distance;
pub mod evaluator;
pub mod features;
pub mod hand_weights;
pub mod hidden_layer;
pub mod linear;
pub mod patterns;
pub mod side_analysis;
pub mod weights_blob;
