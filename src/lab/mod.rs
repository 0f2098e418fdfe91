//! The lab (cargo feature `lab`): experiments that were measured and not shipped, kept compiling
//! and tested so their measurements in docs/WEIGHTS.md can be re-run, and out of the wasm and
//! the default command line. Pattern (n-tuple) tables and their TD training, a hidden layer on
//! the features, the linear evaluation with both on top, and the fit to game outcomes.

pub mod extended_eval;
pub mod hidden_layer;
pub mod outcome_fit;
pub mod pattern_td;
pub mod patterns;
