//! What every search shares: its limits and the handler that hears its progress and can stop it.

use crate::clock::Stopwatch;
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

/// A search's clock and its handler together: knows when to stop, and passes progress on.
pub struct Deadline<'a> {
    watch: Stopwatch,
    budget_ms: f64,
    handler: &'a mut dyn SearchHandler,
    stopped: bool,
}

impl<'a> Deadline<'a> {
    /// Starts the clock for `limits`.
    pub fn new(limits: &SearchLimits, handler: &'a mut dyn SearchHandler) -> Deadline<'a> {
        Deadline { watch: Stopwatch::start(), budget_ms: limits.time_ms.max(0.0), handler, stopped: false }
    }

    /// True once the budget is spent or the handler asked to stop; stays true after that.
    pub fn expired(&mut self) -> bool {
        if !self.stopped {
            self.stopped = self.watch.elapsed_ms() >= self.budget_ms || self.handler.should_stop();
        }
        self.stopped
    }

    /// Milliseconds since the search began.
    pub fn elapsed_ms(&self) -> f64 {
        self.watch.elapsed_ms()
    }

    /// Passes progress to the handler, stamping the elapsed time.
    pub fn report(&mut self, depth: u32, nodes: u64, best: Option<Move>) {
        let info = SearchInfo { depth, nodes, elapsed_ms: self.watch.elapsed_ms(), best };
        self.handler.info(&info);
    }
}
