//! The player's rating from their games against the ladder: every level is a fixed opponent at
//! its measured Elo (`www/data/ladder.json`), and the player's Glicko-2 rating is worked out
//! from the whole history, one rating period per calendar day (UTC) with games, the days without
//! games between them widening the deviation. The rating is therefore a function of the history
//! and the ladder alone: the same games give the same rating on any device, an imported history
//! is rated at once, and a ladder measured again re-rates the old games with the new figures.

use super::glicko2::{expected_score, Game, Rating};
use super::periods::rate_by_day;

/// An opponent's deviation when the ladder gives no interval: about the standard error of a level
/// rated from 88 games of a round robin (`1 / sqrt(88 · 0.25 · (ln 10 / 400)²)` ≈ 37), rounded up.
pub const DEFAULT_OPPONENT_DEVIATION: f64 = 50.0;

/// The normal quantile of a 95% interval: `eloMargin` is 1.96 deviations.
const MARGIN_TO_DEVIATION: f64 = 1.96;

/// A strength of the ladder as the rating sees it: its level's number, its budget of positions a
/// move (`None`: the level alone), its Elo (`None`: the fit could not rate it) and the half-width
/// of its 95% interval, if known.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LadderLevel {
    pub level: u8,
    pub positions: Option<u64>,
    pub elo: Option<f64>,
    pub margin: Option<f64>,
}

impl LadderLevel {
    /// The level's deviation: its margin over 1.96, else [`DEFAULT_OPPONENT_DEVIATION`].
    pub fn deviation(&self) -> f64 {
        self.margin.filter(|m| *m > 0.0).map_or(DEFAULT_OPPONENT_DEVIATION, |m| m / MARGIN_TO_DEVIATION)
    }
}

/// A finished game of the history: the day it was played (days since 1970-01-01, UTC), the level
/// played and its budget of positions (`None`: the level alone), the player's score (1 won, ½ drawn, 0 lost) and whether the coach helped the player
/// (a coached game is kept in the history but never rated).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayedGame {
    pub day: i64,
    pub level: u8,
    pub positions: Option<u64>,
    pub score: f64,
    pub coached: bool,
}

/// The player's rating from a history.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerRating {
    pub rating: Rating,
    /// The games that counted: against a level with an Elo.
    pub rated: usize,
    /// The games left out: against a strength the ladder does not rate (no Elo, or not listed).
    pub unrated: usize,
    /// The games left out because the coach helped the player.
    pub coached: usize,
    /// The strength to try next: the one with the lowest Elo at or above the rating, else the
    /// strongest; `None` for a ladder without a rated strength.
    pub suggested: Option<LadderLevel>,
}

/// The player's rating from `games` (in any order) against `ladder`. A coached game is left out
/// (the coach took bad moves back: the result is not the player's alone), and so is a game
/// against a level with no Elo (`elo` null in the ladder: the fit only bounds it) or not in the
/// ladder, counted as unrated: a bound is not a rating to be measured against.
pub fn rate(games: &[PlayedGame], ladder: &[LadderLevel]) -> PlayerRating {
    let opponent = |game: &PlayedGame| ladder.iter().find(|l| l.level == game.level && l.positions == game.positions && l.elo.is_some());
    let coached = games.iter().filter(|game| game.coached).count();
    let rated: Vec<(i64, Game)> = games
        .iter()
        .filter(|game| !game.coached)
        .filter_map(|game| {
            let level = opponent(game)?;
            Some((game.day, Game { opponent: level.elo?, opponent_deviation: level.deviation(), score: game.score }))
        })
        .collect();
    let count = rated.len();
    let rating = rate_by_day(rated);
    PlayerRating { rating, rated: count, unrated: games.len() - coached - count, coached, suggested: suggest(rating.rating, ladder) }
}

/// The strength to try next for a player rated `rating`: the next step up the ladder, the rated
/// strength with the lowest Elo at or above it (the closest challenge, an expected score of at
/// most one half), else the strongest.
pub fn suggest(rating: f64, ladder: &[LadderLevel]) -> Option<LadderLevel> {
    let rated = ladder.iter().filter_map(|l| Some((l, l.elo?)));
    let above = rated.clone().filter(|(_, elo)| *elo >= rating).min_by(|a, b| a.1.total_cmp(&b.1));
    above.or_else(|| rated.max_by(|a, b| a.1.total_cmp(&b.1))).map(|(level, _)| *level)
}

/// The player's expected score against `level` (for the suggestion's explanation).
pub fn expected_against(rating: f64, level: &LadderLevel) -> Option<f64> {
    Some(expected_score(rating, level.elo?, level.deviation()))
}

/// The day number (days since 1970-01-01) of a date `YYYY-MM-DD` at the start of `text` (an ISO
/// 8601 date or date-time, as `Date.prototype.toISOString` writes it), or `None`.
pub fn day_of(text: &str) -> Option<i64> {
    let digits = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = text.get(range)?;
        // Digits folded by hand: the standard parser would link its error handling into the core.
        part.bytes().try_fold(0, |n: i64, b| b.is_ascii_digit().then(|| n * 10 + i64::from(b - b'0')))
    };
    if text.get(4..5)? != "-" || text.get(7..8)? != "-" {
        return None;
    }
    let (year, month, day) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days_in_month = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month[month as usize - 1] {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::glicko2::{START, TAU};

    fn ladder() -> Vec<LadderLevel> {
        vec![
            LadderLevel { level: 1, positions: None, elo: None, margin: None },
            LadderLevel { level: 2, positions: None, elo: Some(1200.0), margin: Some(98.0) },
            LadderLevel { level: 5, positions: None, elo: Some(1680.0), margin: None },
            LadderLevel { level: 12, positions: Some(3000), elo: Some(1900.0), margin: Some(50.0) },
            LadderLevel { level: 12, positions: None, elo: Some(2050.0), margin: Some(60.0) },
        ]
    }

    #[test]
    fn days_count_from_the_epoch() {
        assert_eq!(day_of("1970-01-01"), Some(0));
        assert_eq!(day_of("2000-03-01T10:00:00.000Z"), Some(11_017));
        assert_eq!(day_of("2026-11-25T21:44:41.000Z"), Some(20_782));
        for bad in ["", "2026-13-01", "2026-02-29", "2026/01/01", "20x6-01-01", "2026-1-01"] {
            assert_eq!(day_of(bad), None, "{bad}");
        }
        assert_eq!(day_of("2024-02-29"), Some(19_782));
    }

    #[test]
    fn no_games_leave_the_start_and_suggest_the_closest_level_above() {
        let rated = rate(&[], &ladder());
        assert_eq!(rated.rating, START);
        assert_eq!((rated.rated, rated.unrated, rated.coached, rated.suggested.map(|l| l.level)), (0, 0, 0, Some(5)));
        assert_eq!(suggest(3000.0, &ladder()), Some(ladder()[4]), "above every level: the strongest");
        assert_eq!(suggest(1800.0, &ladder()), Some(ladder()[3]), "the next step up is level 12 limited");
        assert_eq!(suggest(1950.0, &ladder()), Some(ladder()[4]));
        assert_eq!(suggest(1500.0, &[LadderLevel { level: 1, positions: None, elo: None, margin: None }]), None);
    }

    #[test]
    fn unrated_levels_are_left_out_and_deviations_come_from_the_margin() {
        let games = [
            PlayedGame { day: 10, level: 1, positions: None, score: 1.0, coached: false },
            PlayedGame { day: 10, level: 7, positions: None, score: 1.0, coached: false },
            PlayedGame { day: 10, level: 12, positions: Some(4000), score: 1.0, coached: false },
            PlayedGame { day: 10, level: 2, positions: None, score: 1.0, coached: false },
        ];
        let rated = rate(&games, &ladder());
        assert_eq!((rated.rated, rated.unrated), (1, 3), "level 12 at 4,000 positions is not on the ladder");
        assert_eq!(ladder()[1].deviation(), 50.0);
        assert_eq!(ladder()[2].deviation(), DEFAULT_OPPONENT_DEVIATION);
        let alone = rate(&games[3..], &ladder());
        assert_eq!(rated.rating, alone.rating);
    }

    #[test]
    fn a_limited_strength_is_its_own_opponent() {
        let game = |positions| PlayedGame { day: 10, level: 12, positions, score: 0.0, coached: false };
        let limited = rate(&[game(Some(3000))], &ladder()).rating;
        let by_hand = START.update(&[Game { opponent: 1900.0, opponent_deviation: 50.0 / 1.96, score: 0.0 }], TAU);
        assert_eq!(limited, by_hand, "rated against 12@3000's Elo, not level 12's");
        assert_ne!(rate(&[game(None)], &ladder()).rating, limited);
    }

    #[test]
    fn coached_games_are_kept_out_of_the_rating() {
        let game = |level, score, coached| PlayedGame { day: 10, level, positions: None, score, coached };
        let games = [game(5, 1.0, true), game(2, 0.0, false), game(1, 1.0, true), game(1, 0.0, false)];
        let rated = rate(&games, &ladder());
        assert_eq!((rated.rated, rated.unrated, rated.coached), (1, 1, 2));
        assert_eq!(rated.rating, rate(&[game(2, 0.0, false)], &ladder()).rating, "as if the coached games were not there");
        let all_coached = rate(&[game(5, 1.0, true)], &ladder());
        assert_eq!((all_coached.rating, all_coached.rated), (START, 0));
    }

    #[test]
    fn one_day_is_one_period_and_idle_days_widen_the_deviation() {
        let win = |day| PlayedGame { day, level: 5, positions: None, score: 1.0, coached: false };
        let same_day = rate(&[win(3), win(3)], &ladder()).rating;
        let by_hand = START.update(&[Game { opponent: 1680.0, opponent_deviation: 50.0, score: 1.0 }; 2], TAU);
        assert_eq!(same_day, by_hand);
        let next_day = rate(&[win(3), win(4)], &ladder()).rating;
        let month_later = rate(&[win(33), win(3)], &ladder()).rating;
        assert!(month_later.deviation > next_day.deviation, "{month_later:?} {next_day:?}");
        assert!(next_day.rating > 1500.0 && next_day.deviation < 350.0);
    }
}
