//! From search scores to the chance of winning: a logistic curve whose scale was fitted on
//! the outcomes of games (`pathwayz calibrate`, reported in docs/RESULTS.md).

use crate::score::{is_decisive, logistic, SCALE};

/// What a score searched to an even depth overstates the chances of the player it belongs to,
/// in search units: the leaves have that player to move, and each side takes the best of many
/// noisy evaluations. Fitted at depth 2: +1,050.
pub const OFFSET_EVEN: f64 = 1050.0;

/// The same for an odd depth, where the leaves have the opponent to move: fitted at depths 1
/// and 3, -1,242 and -980.
pub const OFFSET_ODD: f64 = -1100.0;

/// The offset for a score searched `depth` plies deep.
pub fn offset_at(depth: u32) -> f64 {
    if depth.is_multiple_of(2) { OFFSET_EVEN } else { OFFSET_ODD }
}

/// The probability that the player whose score this is, searched `depth` plies deep, wins (a
/// draw counting half): 1 or 0 for a decided score, else the fitted logistic.
pub fn win_probability(score: i32, depth: u32) -> f64 {
    logistic(score, SCALE, offset_at(depth))
}

/// The chance a move's scores at the last two depths give together: a proven result as it is,
/// else the mean of the chances at `depth` and one ply shallower (`previous`). A search's value
/// swings between odd and even depths (the leaves alternate between the two players to move);
/// the fitted offsets take out the average swing, and the mean of two neighbouring depths most
/// of what is left, so the value moves when the position's does, not with the depth's parity
/// (measured in docs/RESULTS.md, "Analysis values"). `previous` is `None` at depth 1.
pub fn settled_win_probability(score: i32, previous: Option<i32>, depth: u32) -> f64 {
    match previous {
        Some(previous) if !is_decisive(score) && depth > 1 => {
            (win_probability(score, depth) + win_probability(previous, depth - 1)) / 2.0
        }
        _ => win_probability(score, depth),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::WIN;

    #[test]
    fn the_offset_is_half_wins_are_certain_and_the_curve_rises() {
        for depth in [1, 2, 5] {
            assert!((win_probability(offset_at(depth) as i32, depth) - 0.5).abs() < 1e-9);
            assert_eq!(win_probability(WIN - 3, depth), 1.0);
            assert_eq!(win_probability(-(WIN - 3), depth), 0.0);
            assert!(win_probability(100, depth) < win_probability(1000, depth));
        }
        assert!(win_probability(0, 1) > 0.5 && win_probability(0, 2) < 0.5, "odd leaves understate, even overstate");
    }
}
