//! How long a search may think: time, nodes and the share of the root moves it takes.

use super::root_share::RootShare;

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
    /// The deepest iteration a deepening search may start (the analysis's multi-PV honours it):
    /// values at one known depth, for tests and measurements.
    pub max_depth: Option<u32>,
}

impl SearchLimits {
    /// A budget of `time_ms` milliseconds.
    pub fn time(time_ms: f64) -> SearchLimits {
        SearchLimits { time_ms, max_nodes: None, root_share: None, max_depth: None }
    }

    /// This budget, also stopped after `nodes` examined positions.
    pub fn with_nodes(self, nodes: u64) -> SearchLimits {
        SearchLimits { max_nodes: Some(nodes), ..self }
    }

    /// This budget, deepening no further than `depth` plies.
    pub fn with_depth(self, depth: u32) -> SearchLimits {
        SearchLimits { max_depth: Some(depth), ..self }
    }

    /// This budget, searching only `share` of the root moves.
    pub fn with_share(self, share: RootShare) -> SearchLimits {
        SearchLimits { root_share: Some(share), ..self }
    }
}
