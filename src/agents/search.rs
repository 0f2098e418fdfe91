//! What every search shares: its limits and the handler that hears its progress and can stop it.

use super::root_share::RootShare;
use crate::clock::Stopwatch;
use crate::rules::mv::Move;

/// How long a search may think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchLimits {
    /// Wall-clock budget in milliseconds; the search returns its best move so far when it runs out.
    pub time_ms: f64,
    /// A budget of examined positions, where the search counts them: a limit that does not
    /// depend on the machine or its load, for reproducible matches.
    pub max_nodes: Option<u64>,
    /// Search only this share of the root moves (level 12; see [`RootShare`]).
    pub root_share: Option<RootShare>,
}

impl SearchLimits {
    /// A budget of `time_ms` milliseconds.
    pub fn time(time_ms: f64) -> SearchLimits {
        SearchLimits { time_ms, max_nodes: None, root_share: None }
    }

    /// This budget, also stopped after `nodes` examined positions.
    pub fn with_nodes(self, nodes: u64) -> SearchLimits {
        SearchLimits { max_nodes: Some(nodes), ..self }
    }

    /// This budget, searching only `share` of the root moves.
    pub fn with_share(self, share: RootShare) -> SearchLimits {
        SearchLimits { root_share: Some(share), ..self }
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
    /// The score of `best` from the mover's view, in hundredths of an evaluation point (a win
    /// is worth [`crate::agents::pvs::WIN`] less the plies to it), where the search knows it.
    pub score: Option<i32>,
    /// The principal variation: `best` and the replies the search expects, where it knows them.
    pub pv: Vec<Move>,
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
    /// Positions (or playouts) examined so far, for progress reports.
    pub nodes: u64,
    watch: Stopwatch,
    budget_ms: f64,
    max_nodes: u64,
    handler: &'a mut dyn SearchHandler,
    stopped: bool,
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
            handler,
            stopped: false,
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
        self.latest = SearchInfo { depth, nodes: 0, elapsed_ms: 0.0, best, score, pv };
        self.send();
    }

    /// Sends the latest report with fresh counts.
    fn send(&mut self) {
        self.last_report_ms = self.watch.elapsed_ms();
        self.latest.nodes = self.nodes;
        self.latest.elapsed_ms = self.last_report_ms;
        self.handler.info(&self.latest);
    }
}
