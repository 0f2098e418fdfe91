//! A search's clock and its handler together: when to stop, and progress passed on.

use super::limits::SearchLimits;
use super::progress::{SearchHandler, SearchInfo};
use crate::clock::Stopwatch;
use crate::rules::mv::Move;

/// A search's clock and its handler together: knows when to stop, and passes progress on.
pub struct Deadline<'a> {
    /// Positions (or playouts) examined so far, for progress reports.
    pub nodes: u64,
    watch: Stopwatch,
    budget_ms: f64,
    max_nodes: u64,
    max_depth: u32,
    handler: &'a mut dyn SearchHandler,
    stopped: bool,
    decided: bool,
    latest: SearchInfo,
    last_report_ms: f64,
}

/// Milliseconds between the progress reports a long search sends on its own.
const REPORT_INTERVAL_MS: f64 = 100.0;

impl<'a> Deadline<'a> {
    /// Starts the clock for `limits`.
    pub fn new(limits: &SearchLimits, handler: &'a mut dyn SearchHandler) -> Deadline<'a> {
        Deadline {
            nodes: 0,
            watch: Stopwatch::start(),
            budget_ms: limits.time_ms.max(0.0),
            max_nodes: limits.max_nodes.unwrap_or(u64::MAX),
            max_depth: limits.max_depth.unwrap_or(u32::MAX),
            handler,
            stopped: false,
            decided: false,
            latest: SearchInfo::default(),
            last_report_ms: 0.0,
        }
    }

    /// True once the time or node budget is spent or the handler asked to stop; stays true after that.
    /// Between reports from the agent, repeats the latest one every 100 ms with fresh counts.
    pub fn expired(&mut self) -> bool {
        if !self.stopped {
            let elapsed = self.watch.elapsed_ms();
            self.stopped = elapsed >= self.budget_ms || self.nodes >= self.max_nodes || self.handler.should_stop();
            if !self.stopped && elapsed - self.last_report_ms >= REPORT_INTERVAL_MS {
                self.send();
            }
        }
        self.stopped
    }

    /// The search's last word when it ends because the position is decided
    /// ([`SearchInfo::decided`]): the latest report is sent again, so marked, with fresh counts
    /// (the handler hears it even from a search that had nothing else to report).
    pub fn decided(&mut self) {
        self.decided = true;
        self.send();
    }

    /// The deepest iteration the limits allow.
    pub fn max_depth(&self) -> u32 {
        self.max_depth
    }

    /// Milliseconds since the search began.
    pub fn elapsed_ms(&self) -> f64 {
        self.watch.elapsed_ms()
    }

    /// Passes progress to the handler, stamping the node count and elapsed time.
    pub fn report(&mut self, depth: u32, best: Option<Move>) {
        self.report_line(depth, best, None, Vec::new());
    }

    /// Passes progress with a score and a principal variation to the handler.
    pub fn report_line(&mut self, depth: u32, best: Option<Move>, score: Option<i32>, pv: Vec<Move>) {
        self.latest = SearchInfo { depth, nodes: 0, elapsed_ms: 0.0, best, score, pv, decided: false };
        self.send();
    }

    /// Sends the latest report with fresh counts (and whether the search is decided).
    fn send(&mut self) {
        self.last_report_ms = self.watch.elapsed_ms();
        self.latest.nodes = self.nodes;
        self.latest.elapsed_ms = self.last_report_ms;
        self.latest.decided = self.decided;
        self.handler.info(&self.latest);
    }
}
