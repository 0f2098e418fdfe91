//! Search machinery: the limits a search takes, its clock and progress reports, the
//! transposition table and move ordering, and the two tree searches the strongest levels are
//! built on: principal-variation search ([`pvs`], level 11 and the analysis) and evaluation-guided
//! PUCT ([`puct`], level 12). Knows the rules through the position API and the evaluation
//! through [`crate::evaluation`]; knows nothing of levels, the page or analysis.

mod agent;
pub mod candidate_moves;
mod deadline;
mod limits;
pub mod ordering;
mod progress;
pub mod puct;
pub mod pvs;
pub mod root_share;
#[cfg(not(target_arch = "wasm32"))]
pub mod split_search;
pub mod tt;

pub use agent::Agent;
pub use deadline::Deadline;
pub use limits::SearchLimits;
pub use progress::{SearchHandler, SearchInfo, Silent};
