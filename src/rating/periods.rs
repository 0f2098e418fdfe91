//! Rating periods: a whole history of results rated from the start, one Glicko-2 period per
//! calendar day with results, the idle days between them widening the deviation. Games against
//! the ladder's levels and puzzle attempts are both rated this way, so each rating is a
//! function of its history alone.

use super::glicko2::{Game, Rating, START, TAU};
use crate::stable_sort;

/// The largest deviation: a new player's (the paper's 350).
pub const MAX_DEVIATION: f64 = 350.0;

/// The rating after `results` (each the day it was played, days since 1970-01-01, and the game
/// against a fixed opponent), in any order, from [`START`].
pub fn rate_by_day(mut results: Vec<(i64, Game)>) -> Rating {
    stable_sort::sort_by_key(&mut results, |(day, _)| *day);
    let mut rating = START;
    let mut start = 0;
    while start < results.len() {
        let day = results[start].0;
        let end = start + results[start..].iter().take_while(|(d, _)| *d == day).count();
        if start > 0 {
            let idle = (day - results[start - 1].0 - 1).clamp(0, u32::MAX as i64) as u32;
            rating = rating.idle(idle, MAX_DEVIATION);
        }
        let period: Vec<Game> = results[start..end].iter().map(|(_, game)| *game).collect();
        rating = rating.update(&period, TAU);
        rating.deviation = rating.deviation.min(MAX_DEVIATION);
        start = end;
    }
    rating
}
