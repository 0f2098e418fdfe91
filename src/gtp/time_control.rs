//! The clocks of `time_settings` and `time_left` (GTP 2, Canadian byo-yomi), and the thinking
//! time they give a move.

use crate::rules::color::Color;

/// The time system set by `time_settings MAIN BYO_TIME BYO_STONES` (seconds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeSettings {
    pub main_s: f64,
    pub byo_s: f64,
    pub byo_stones: u32,
}

impl TimeSettings {
    /// `byo_time > 0` with `byo_stones = 0` means no time limit (GTP 2, section 6.3.4).
    pub fn unlimited(&self) -> bool {
        self.byo_s > 0.0 && self.byo_stones == 0
    }
}

/// One side's clock: the seconds left in the current period and, in byo-yomi, the moves that
/// period must hold (0 while in main time).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Clock {
    left_s: f64,
    stones: u32,
}

/// Both sides' clocks under one time system, or none (then every move thinks the engine's
/// own `--ms`).
#[derive(Clone, Debug, Default)]
pub struct TimeControl {
    settings: Option<TimeSettings>,
    clocks: [Option<Clock>; 2],
}

/// Share of the main time left a move in main time may take at most, and the fewest moves it
/// is spread over: a Pathwayz game rarely lasts more than 30 moves a side.
const MAIN_TIME_MOVES: f64 = 15.0;
/// Kept back from every clock for the protocol's round trip.
const SAFETY: f64 = 0.95;

impl TimeControl {
    /// Sets the time system; both clocks start at the main time (or in byo-yomi without one).
    pub fn set(&mut self, settings: TimeSettings) {
        self.settings = Some(settings);
        let clock = Self::fresh(&settings);
        self.clocks = [Some(clock), Some(clock)];
    }

    fn fresh(settings: &TimeSettings) -> Clock {
        if settings.main_s > 0.0 || settings.byo_stones == 0 {
            Clock { left_s: settings.main_s, stones: 0 }
        } else {
            Clock { left_s: settings.byo_s, stones: settings.byo_stones }
        }
    }

    /// Back to the clocks' start (a new game).
    pub fn restart(&mut self) {
        if let Some(settings) = self.settings {
            self.set(settings);
        }
    }

    /// `time_left COLOR SECONDS STONES`: what the controller's clock says.
    pub fn left(&mut self, color: Color, seconds: f64, stones: u32) {
        self.clocks[color.index()] = Some(Clock { left_s: seconds.max(0.0), stones });
    }

    /// The milliseconds `color`'s next move may think, or `None` for no time system (the
    /// engine's own limit then). In byo-yomi: the period's time over its moves left (all of it
    /// for one stone a period); in main time: a share of what is left, plus a byo-yomi move.
    pub fn think_ms(&self, color: Color) -> Option<f64> {
        if self.settings.is_some_and(|s| s.unlimited()) {
            return None;
        }
        let clock = self.clocks[color.index()]?;
        let seconds = if clock.stones > 0 {
            let share = clock.left_s / clock.stones as f64;
            if clock.stones == 1 { share } else { share * SAFETY }
        } else {
            let byo = self.settings.filter(|s| s.byo_stones > 0).map_or(0.0, |s| s.byo_s / s.byo_stones as f64);
            clock.left_s * SAFETY / MAIN_TIME_MOVES + byo
        };
        Some(seconds.max(0.0) * 1000.0)
    }

    /// Charges `ms` to `color`'s clock after its move: main time first, then byo-yomi periods
    /// (a period whose moves are all played starts again full).
    pub fn spend(&mut self, color: Color, ms: f64) {
        let Some(settings) = self.settings else { return };
        let Some(clock) = &mut self.clocks[color.index()] else { return };
        clock.left_s -= ms / 1000.0;
        if clock.stones == 0 {
            if clock.left_s <= 0.0 && settings.byo_stones > 0 {
                *clock = Clock { left_s: settings.byo_s, stones: settings.byo_stones };
            }
            clock.left_s = clock.left_s.max(0.0);
        } else {
            clock.stones -= 1;
            if clock.stones == 0 {
                *clock = Clock { left_s: settings.byo_s, stones: settings.byo_stones };
            }
            clock.left_s = clock.left_s.max(0.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_stone_byo_yomi_is_a_fixed_time_a_move() {
        let mut time = TimeControl::default();
        assert_eq!(time.think_ms(Color::White), None);
        time.set(TimeSettings { main_s: 0.0, byo_s: 0.25, byo_stones: 1 });
        assert_eq!(time.think_ms(Color::White), Some(250.0));
        time.spend(Color::White, 240.0);
        assert_eq!(time.think_ms(Color::White), Some(250.0));
    }

    #[test]
    fn main_time_is_shared_out_and_then_byo_yomi_takes_over() {
        let mut time = TimeControl::default();
        time.set(TimeSettings { main_s: 15.0, byo_s: 10.0, byo_stones: 5 });
        let first = time.think_ms(Color::Black).unwrap();
        assert!((first - (15_000.0 * SAFETY / MAIN_TIME_MOVES + 2_000.0)).abs() < 1e-6, "{first}");
        time.spend(Color::Black, 16_000.0);
        assert!((time.think_ms(Color::Black).unwrap() - 2_000.0 * SAFETY).abs() < 1e-6);
        time.left(Color::Black, 3.0, 2);
        assert!((time.think_ms(Color::Black).unwrap() - 1_500.0 * SAFETY).abs() < 1e-6);
        // White's clock did not move.
        assert_eq!(time.think_ms(Color::White), Some(first));
    }

    #[test]
    fn byo_yomi_without_stones_means_no_limit() {
        let mut time = TimeControl::default();
        time.set(TimeSettings { main_s: 0.0, byo_s: 5.0, byo_stones: 0 });
        assert_eq!(time.think_ms(Color::White), None);
    }
}
