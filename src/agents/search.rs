//! What every search shares: its limits and the handler that hears its progress and can stop it.

use crate::rules::mv::Move;

/// How long a search may think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchLimits {
    /// Wall-clock budget in milliseconds; the search returns its best move so far when it runs out.
    pub time_ms: f64,
}

impl SearchLimits {
    /// A budget of `time_ms` milliseconds.
    pub fn time(time_ms: f64) -> SearchLimits {
        SearchLimits { time_ms }
    }
}

/// Progress of a search, as reported to a [`SearchHandler`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchInfo {
    /// Depth reached (plies), or 0 where depth means nothing.
    pub depth: u32,
    /// Positions or playouts examined so far.
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub elapsed_ms: f64,
    /// The best move found so far.
    pub best: Option<Move>,
}

/// Hears a search's progress and may ask it to stop (the CLI, the benchmark, the Web Worker).
pub trait SearchHandler {
    /// Called now and then with progress.
    fn info(&mut self, _info: &SearchInfo) {}
    /// Polled during the search; `true` makes it return its best move now.
    fn should_stop(&mut self) -> bool {
        false
    }
}

/// A handler that ignores progress and never stops a search.
pub struct Silent;

impl SearchHandler for Silent {}
