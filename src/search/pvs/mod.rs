//! Principal-variation search (negamax alpha-beta, iterative deepening) on a linear evaluation,
//! with a transposition table kept for the whole game, threat pruning, threat extensions and
//! move ordering by table move, killers, history and, near the root, the evaluation itself.
//! Level 11 (PAI Pro) plays it; the analysis uses its multi-PV entry point ([`PvsSearch::multi_pv`]).
//!
//! Threats decide most Pathwayz games, so every node first asks the threat detector:
//! - the player to move can win at once: the node is won, no search needed;
//! - the opponent could win at once: only the moves that stop every such win are searched (none
//!   means the node is lost), and such forced nodes are searched one ply deeper, so a leaf never
//!   stands in the middle of a forcing sequence.
//!
//! Scores follow [`crate::score`], counted from the search's root.

mod multi_pv;

pub use multi_pv::{MultiPv, ScoredMove};

use super::ordering::{History, Killers};
use super::tt::{Bound, TranspositionTable, DEFAULT_SLOTS_LOG2};
use crate::evaluation::linear::LinearEval;
use crate::rules::movelist::MoveList;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::threat_moves::ThreatMoves;
use crate::score::{loss_in, relative_to_node, relative_to_root, terminal, win_in, DECISIVE, WIN};
use crate::search::{Agent, Deadline, SearchHandler, SearchLimits};
use crate::stable_sort;

/// Evaluation points to search units: scores are hundredths of a point.
const UNITS_PER_POINT: f32 = 100.0;
/// The deepest search, in plies from the root.
const MAX_PLY: usize = 128;
/// Extra plies a line may gain from forced replies beyond the nominal depth.
const MAX_EXTENSIONS: u32 = 6;
/// Nodes between clock checks.
const CLOCK_EVERY: u64 = 256;
/// Below this depth, moves are ordered by history alone; from it, by evaluating each child.
const EVALUATED_ORDER_DEPTH: i32 = 2;

/// Which parts of the search are switched on. Level 11 uses them all; the correctness tests
/// switch parts off to compare the search with plain minimax and with itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// The transposition table.
    pub table: bool,
    /// Null windows, immediate-win detection and searching only the moves that stop the
    /// opponent's wins.
    pub threats: bool,
    /// One more ply for forced replies.
    pub extensions: bool,
    /// Late-move reductions: moves the ordering ranks low are searched shallower first.
    pub reductions: bool,
}

impl SearchConfig {
    /// Everything on: level 11.
    pub const FULL: SearchConfig = SearchConfig { table: true, threats: true, extensions: true, reductions: true };
    /// Plain alpha-beta: the same value as minimax at the same depth.
    pub const PLAIN: SearchConfig = SearchConfig { table: false, threats: false, extensions: false, reductions: false };
}

/// Moves searched at full depth before late-move reductions start.
const FULL_DEPTH_MOVES: usize = 4;
/// From this move on, a deep enough search is reduced by two plies instead of one.
const DEEP_REDUCTION_MOVES: usize = 12;

/// The plies by which the `index`-th move (in search order) of a node of `depth` is reduced.
fn reduction(index: usize, depth: i32) -> i32 {
    if depth < 2 || index < FULL_DEPTH_MOVES {
        0
    } else if depth >= 4 && index >= DEEP_REDUCTION_MOVES {
        2
    } else {
        1
    }
}

/// A node's search window and allowance, as its children's searches need them.
#[derive(Clone, Copy)]
struct Node {
    /// Plies left to search below the node (its own extension included).
    depth: i32,
    alpha: i32,
    beta: i32,
    /// Plies from the root to the node.
    ply: u32,
    /// Forced-reply plies left to the node's line.
    extensions: u32,
}

/// Iterative-deepening PVS with a transposition table and threat knowledge.
pub struct PvsSearch {
    evaluator: LinearEval,
    table: TranspositionTable,
    killers: Killers,
    history: History,
    config: SearchConfig,
    timed_out: bool,
    /// Where the last multi-PV deepening stopped, to go on from there.
    deepening: Option<Box<multi_pv::Deepening>>,
}

/// What a finished root search found.
#[derive(Clone, Debug, PartialEq)]
pub struct RootResult {
    /// The best move.
    pub best: Move,
    /// Its score, from the mover's view.
    pub score: i32,
    /// The depth searched.
    pub depth: u32,
}

impl PvsSearch {
    /// A level 11 player on `evaluator` with the default 8 MiB table.
    pub fn new(evaluator: LinearEval) -> PvsSearch {
        PvsSearch::with_table(evaluator, DEFAULT_SLOTS_LOG2)
    }

    /// A player with a table of `2^slots_log2` slots of 16 bytes.
    pub fn with_table(evaluator: LinearEval, slots_log2: u32) -> PvsSearch {
        PvsSearch::configured(evaluator, slots_log2, SearchConfig::FULL)
    }

    /// A search with only the parts `config` switches on, for correctness checks.
    pub fn configured(evaluator: LinearEval, slots_log2: u32, config: SearchConfig) -> PvsSearch {
        PvsSearch {
            evaluator,
            table: TranspositionTable::new(slots_log2),
            killers: Killers::new(MAX_PLY),
            history: History::new(),
            config,
            timed_out: false,
            deepening: None,
        }
    }

    /// The static evaluation of an unfinished position for the player to move, in search units.
    pub fn static_score(&self, position: &Position) -> i32 {
        let value = self.evaluator.value(position) * UNITS_PER_POINT;
        value.clamp(-(DECISIVE - 1) as f32, (DECISIVE - 1) as f32) as i32
    }

    /// The negamax value of `position` searched `depth` plies, for the player to move, or
    /// `None` if the deadline passed.
    pub fn value(&mut self, position: &Position, depth: i32, deadline: &mut Deadline) -> Option<i32> {
        self.timed_out = false;
        let score = self.negamax(position, depth, -WIN - 1, WIN + 1, 0, MAX_EXTENSIONS, deadline);
        (!self.timed_out).then_some(score)
    }

    /// Whether the last search ran out of time.
    fn timed_out(&self) -> bool {
        self.timed_out
    }

    /// Clears the out-of-time flag and prepares the table and history for a new search.
    fn begin_search(&mut self) {
        self.timed_out = false;
        self.table.new_search();
        self.history.age();
    }

    /// Orders `moves` best first: the table move, then (deep enough) by the evaluation of the
    /// position each leads to, else killers and history.
    fn order(&self, position: &Position, moves: &mut MoveList, table_move: Option<Move>, depth: i32, ply: usize) {
        let mover = position.to_move();
        let mut keyed: Vec<(i64, Move)> = moves
            .iter()
            .map(|&mv| {
                let key = if Some(mv) == table_move {
                    i64::MAX
                } else if depth >= EVALUATED_ORDER_DEPTH {
                    let mut child = *position;
                    child.play_unchecked(mv);
                    match terminal(&child, 1) {
                        Some(score) => -score as i64 * 1000,
                        None => -self.static_score(&child) as i64 * 1000 + self.history.score(mover, mv) as i64 / 1024,
                    }
                } else if self.killers.is_killer(ply, mv) {
                    i64::MAX / 2
                } else {
                    self.history.score(mover, mv) as i64
                };
                (key, mv)
            })
            .collect();
        stable_sort::sort_by_key(&mut keyed, |&(key, _)| std::cmp::Reverse(key));
        moves.clear();
        for (_, mv) in keyed {
            moves.push(mv);
        }
    }

    /// The negamax value of `position` within (alpha, beta), `ply` plies from the root, with
    /// `extensions` forced-reply plies left to the line; 0 (with `timed_out` set) if the
    /// deadline passed.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &Position,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        extensions: u32,
        deadline: &mut Deadline,
    ) -> i32 {
        if let Some(score) = terminal(position, ply) {
            return score;
        }
        deadline.nodes += 1;
        if deadline.nodes.is_multiple_of(CLOCK_EVERY) && deadline.expired() {
            self.timed_out = true;
        }
        if self.timed_out {
            return 0;
        }
        // The table before the threats: it never holds a position whose player wins at once
        // (such a node returns before it stores), so the answer is the same, found sooner.
        let hash = position.hash();
        let mut table_move = None;
        if self.config.table {
            if let Some(hit) = self.table.probe(hash) {
                table_move = hit.best;
                let score = relative_to_root(hit.score, ply);
                if hit.depth >= depth {
                    let usable = match hit.bound {
                        Bound::Exact => true,
                        Bound::Lower => score >= beta,
                        Bound::Upper => score <= alpha,
                    };
                    if usable {
                        return score;
                    }
                }
            }
        }
        let mut extensions = if self.config.extensions { extensions } else { 0 };
        let threat_moves = if self.config.threats { ThreatMoves::of(position) } else { ThreatMoves::Free };
        let forced = match &threat_moves {
            ThreatMoves::Win(_) => return win_in(ply + 1),
            ThreatMoves::Blocks(blocks) if blocks.is_empty() => return loss_in(ply + 2),
            ThreatMoves::Blocks(blocks) => {
                // A forced reply costs no depth, within the line's allowance.
                if extensions > 0 && (depth <= 0 || blocks.len() <= 4) {
                    extensions -= 1;
                    depth += 1;
                }
                true
            }
            ThreatMoves::Free => false,
        };
        if depth <= 0 {
            return self.static_score(position);
        }
        let mut moves = threat_moves.or_every(|| position.legal_moves());
        let ply_index = (ply as usize).min(MAX_PLY - 1);
        self.order(position, &mut moves, table_move, depth, ply_index);

        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_move = None;
        let mover = position.to_move();
        for (index, &mv) in moves.iter().enumerate() {
            let mut child = *position;
            child.play_unchecked(mv);
            let node = Node { depth, alpha, beta, ply, extensions };
            let score = self.child_score(&child, index, !forced, &node, deadline);
            if self.timed_out {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.killers.add(ply_index, mv);
                self.history.reward(mover, mv, depth);
                break;
            }
        }
        if self.config.table {
            let bound = if best_score >= beta {
                Bound::Lower
            } else if best_score > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table.store(hash, depth, bound, relative_to_node(best_score, ply), best_move);
        }
        best_score
    }

    /// The score of `child`, the `index`-th move (in search order) of `node`, from the node's
    /// player's view: the first move (or every move, with threats switched off) with the
    /// node's window; the others with a null window first, reduced by [`reduction`] when
    /// `reducible` and reductions are on, searched again at full depth if the reduced probe
    /// beats alpha, and with the full window if the probe lands inside it. No search is started
    /// once the deadline has passed (`timed_out`: the score is then meaningless).
    fn child_score(&mut self, child: &Position, index: usize, reducible: bool, node: &Node, deadline: &mut Deadline) -> i32 {
        let Node { depth, alpha, beta, ply, extensions } = *node;
        if index == 0 || !self.config.threats {
            return -self.negamax(child, depth - 1, -beta, -alpha, ply + 1, extensions, deadline);
        }
        let reduced = if self.config.reductions && reducible { reduction(index, depth) } else { 0 };
        let mut probe = -self.negamax(child, depth - 1 - reduced, -alpha - 1, -alpha, ply + 1, extensions, deadline);
        if probe > alpha && reduced > 0 && !self.timed_out {
            probe = -self.negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1, extensions, deadline);
        }
        if probe > alpha && probe < beta && !self.timed_out {
            -self.negamax(child, depth - 1, -beta, -alpha, ply + 1, extensions, deadline)
        } else {
            probe
        }
    }

    /// The moves worth searching at the root ([`ThreatMoves`]): a win if there is one, else the
    /// moves that stop the opponent's wins if it threatens any (with threats switched on), else
    /// every legal move; every legal move too when nothing stops the opponent's wins.
    fn root_moves(&self, position: &Position) -> MoveList {
        match ThreatMoves::of(position) {
            ThreatMoves::Blocks(_) if !self.config.threats => position.legal_moves(),
            lost if lost.is_lost() => position.legal_moves(),
            moves => moves.or_every(|| position.legal_moves()),
        }
    }

    /// The principal variation from the table, starting with `best`, at most `depth` moves.
    pub fn principal_variation(&self, position: &Position, best: Move, depth: u32) -> Vec<Move> {
        let mut line = vec![best];
        let mut current = *position;
        current.play_unchecked(best);
        while line.len() < depth.max(1) as usize && !current.is_over() {
            let Some(mv) = self.table.probe(current.hash()).and_then(|hit| hit.best) else { break };
            if current.check(mv).is_err() {
                break;
            }
            current.play_unchecked(mv);
            line.push(mv);
        }
        line
    }

    /// Searches `position` one iteration at a time until `max_depth`, the deadline, or a
    /// decided result; returns the best move of the deepest finished iteration (or of a partial
    /// one whose new best beat the previous best searched first).
    pub fn search(&mut self, position: &Position, max_depth: u32, deadline: &mut Deadline) -> Option<RootResult> {
        if position.is_over() {
            return None;
        }
        self.begin_search();
        let mut moves = self.root_moves(position);
        if moves.len() == 1 {
            let best = moves[0];
            let mut child = *position;
            child.play_unchecked(best);
            let score = terminal(&child, 1).map_or_else(|| -self.static_score(&child), |s| -s);
            deadline.report_line(1, Some(best), Some(score), vec![best]);
            deadline.decided();
            return Some(RootResult { best, score, depth: 1 });
        }
        self.order(position, &mut moves, None, EVALUATED_ORDER_DEPTH, 0);
        let mut result = RootResult { best: moves[0], score: 0, depth: 0 };
        for depth in 1..=max_depth.max(1) {
            let mut alpha = -WIN - 1;
            let mut scored: Vec<(i32, Move)> = Vec::with_capacity(moves.len());
            let mut finished = true;
            self.timed_out = false;
            for (index, &mv) in moves.iter().enumerate() {
                let mut child = *position;
                child.play_unchecked(mv);
                // The root's window is open above, and its forced moves are reduced like any.
                let node = Node { depth: depth as i32, alpha, beta: WIN + 1, ply: 0, extensions: MAX_EXTENSIONS };
                let score = self.child_score(&child, index, true, &node, deadline);
                if self.timed_out {
                    finished = false;
                    break;
                }
                scored.push((score, mv));
                alpha = alpha.max(score);
            }
            let Some(&(top_score, top)) = scored.iter().max_by_key(|(score, _)| *score) else { break };
            let improved = scored.first().is_some_and(|&(first, _)| top_score > first);
            if finished || improved {
                result = RootResult { best: top, score: top_score, depth: if finished { depth } else { depth - 1 } };
            }
            if !finished {
                break;
            }
            // A proven result, or the deepest iteration any search makes, leaves nothing to learn.
            let decided = top_score.abs() > DECISIVE || depth + 1 >= MAX_PLY as u32;
            let pv = self.principal_variation(position, top, depth);
            deadline.report_line(depth, Some(top), Some(top_score), pv);
            // Searched moves first, best first; refuted ones keep their order behind.
            stable_sort::sort_by_key(&mut scored, |&(score, _)| std::cmp::Reverse(score));
            moves.clear();
            for (_, mv) in scored {
                moves.push(mv);
            }
            if decided {
                deadline.decided();
                break;
            }
            if deadline.expired() {
                break;
            }
        }
        Some(result)
    }
}

impl Agent for PvsSearch {
    fn choose(&mut self, position: &Position, limits: &SearchLimits, handler: &mut dyn SearchHandler) -> Option<Move> {
        let mut deadline = Deadline::new(limits, handler);
        self.search(position, MAX_PLY as u32 - 1, &mut deadline).map(|result| result.best)
    }
}
