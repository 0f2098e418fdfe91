//! What a search reports as it goes, and the handler that hears it and can stop it.

use crate::rules::mv::Move;

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
    /// is worth [`crate::score::WIN`] less the plies to it), where the search knows it.
    pub score: Option<i32>,
    /// The principal variation: `best` and the replies the search expects, where it knows them.
    pub pv: Vec<Move>,
    /// Whether the search ends because the position is decided, before its limits: a proven
    /// win or loss, a single move worth playing, or the whole tree searched. Searching it
    /// again, or longer, would change nothing (a ponder stops there).
    pub decided: bool,
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
