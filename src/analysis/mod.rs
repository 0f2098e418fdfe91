//! Analysis: what the page's analysis mode, the game review and the CLI's `analyze` and `review`
//! show. Values every move of a position with the principal-variation search's multi-PV entry
//! point ([`crate::search::pvs`]), turns scores into win probabilities on a fitted scale, and
//! judges the moves of a game by the probability they lost (and one move, for the coach, before
//! the opponent answers it); a proven score is told as a forced result ("White wins in 3"). The
//! moves a review finds wanting become exercises, whose answers are judged by the same rule
//! ("learn from your mistakes").

pub mod coach;
pub mod exercise;
pub mod forced_result;
pub mod position_analysis;
pub mod review;
pub mod win_probability;
