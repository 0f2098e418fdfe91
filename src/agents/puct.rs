//! Level 12: Monte Carlo tree search guided by the learned evaluation (PUCT selection, as in
//! AlphaZero), with the threat knowledge of level 11 and exact wins and losses.
//!
//! Expanding a node evaluates every child once. Those evaluations give each child its prior (a
//! softmax over the children's values) and its first value estimate, and the best of them is
//! the value backed up the path: a one-ply look-ahead at every leaf, averaged by the tree instead
//! of taken as a minimax, which smooths the evaluation's noise. No random playouts: in Pathwayz
//! they say little.
//!
//! Threats first, as in level 11: a node whose player can win at once is won; a node whose
//! opponent threatens to win only has the moves that stop every threat as children, and none
//! means lost. Won and lost nodes are proven and their proofs climb the tree, so the search
//! plays a forced win as soon as it has found one.

use super::search::{Deadline, SearchHandler, SearchLimits};
use super::tt::{code_move, move_code};
use super::win_probability::SCALE;
use super::Agent;
use crate::evaluation::linear::LinearEval;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::status::Status;
use crate::rules::threats::{blocking_moves, has_winning_move, threats_of, winning_moves};

/// The tree never grows past this many nodes (24 bytes each: 24 MiB); once it is full, leaves
/// keep their first estimate and the search goes on refining what it has.
pub const MAX_NODES: usize = 1 << 20;

/// How a search is tuned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuctConfig {
    /// Weight of the prior-driven exploration term against the mean value.
    pub exploration: f32,
    /// The softmax temperature of the priors, in evaluation points.
    pub prior_temperature: f32,
}

impl PuctConfig {
    /// Level 12's tuning.
    pub const DEFAULT: PuctConfig = PuctConfig { exploration: 1.5, prior_temperature: 4.0 };
}

/// What is known for certain about a node, from the view of the player who moved into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    Unknown,
    Won,
    Lost,
    Drawn,
}

impl Proof {
    /// The certain value (1 won, 0 lost, 1/2 drawn), if known.
    fn value(self) -> Option<f32> {
        match self {
            Proof::Unknown => None,
            Proof::Won => Some(1.0),
            Proof::Lost => Some(0.0),
            Proof::Drawn => Some(0.5),
        }
    }
}

/// A node: the move into it and the statistics of the player who made that move.
#[derive(Clone, Copy, Debug)]
struct Node {
    first_child: u32,
    child_count: u16,
    /// The move into the node as a [`move_code`].
    mv: u8,
    proof: Proof,
    visits: u32,
    /// Sum of the values backed up through the node.
    value_sum: f32,
    /// The evaluation's estimate, counted as one visit.
    estimate: f32,
    prior: f32,
}

impl Node {
    fn new(mv: Option<Move>, estimate: f32, proof: Proof) -> Node {
        Node {
            first_child: 0,
            child_count: 0,
            mv: mv.map_or(u8::MAX, move_code),
            proof,
            visits: 0,
            value_sum: 0.0,
            estimate,
            prior: 0.0,
        }
    }

    fn mean(&self) -> f32 {
        (self.estimate + self.value_sum) / (1 + self.visits) as f32
    }

    fn is_expanded(&self) -> bool {
        self.child_count > 0
    }

    fn children(&self) -> std::ops::Range<usize> {
        self.first_child as usize..self.first_child as usize + self.child_count as usize
    }

    fn mv(&self) -> Move {
        code_move(self.mv).expect("only the root has no move")
    }
}

/// Evaluation-guided PUCT tree search.
pub struct PuctAgent {
    evaluator: LinearEval,
    config: PuctConfig,
    nodes: Vec<Node>,
}

/// The win probability of an evaluation in points for the player it belongs to.
fn probability(points: f32) -> f32 {
    1.0 / (1.0 + (-points * 100.0 / SCALE as f32).exp())
}

impl PuctAgent {
    /// Level 12 on `evaluator`.
    pub fn new(evaluator: LinearEval) -> PuctAgent {
        PuctAgent::configured(evaluator, PuctConfig::DEFAULT)
    }

    /// A search tuned by `config`.
    pub fn configured(evaluator: LinearEval, config: PuctConfig) -> PuctAgent {
        PuctAgent { evaluator, config, nodes: Vec::new() }
    }

    /// Gives node `index` (at `position`) its children; returns the value to back up, from the
    /// view of the player who moved into it. Counts one node per evaluation.
    fn expand(&mut self, index: usize, position: &Position, deadline: &mut Deadline) -> f32 {
        let node_proof = match position.status() {
            Status::Won(winner) if winner == position.to_move() => Proof::Lost,
            Status::Won(_) => Proof::Won,
            Status::Draw => Proof::Drawn,
            Status::Ongoing if has_winning_move(position) => Proof::Lost,
            Status::Ongoing => Proof::Unknown,
        };
        if node_proof != Proof::Unknown {
            self.nodes[index].proof = node_proof;
            return node_proof.value().expect("proven");
        }
        let their_threats = threats_of(position, !position.to_move());
        let moves = if their_threats.is_empty() {
            position.legal_moves()
        } else {
            let blocks = blocking_moves(position, &their_threats);
            if blocks.is_empty() {
                self.nodes[index].proof = Proof::Won;
                return 1.0;
            }
            blocks
        };
        if self.nodes.len() + moves.len() > MAX_NODES {
            return self.nodes[index].estimate;
        }
        let first_child = self.nodes.len();
        let mut best_points = f32::NEG_INFINITY;
        let mut logits = Vec::with_capacity(moves.len());
        for &mv in moves.iter() {
            let mut child = *position;
            child.play_unchecked(mv);
            deadline.nodes += 1;
            let (points, proof) = match child.status() {
                Status::Ongoing => (-self.evaluator.value(&child), Proof::Unknown),
                Status::Draw => (0.0, Proof::Drawn),
                Status::Won(winner) if winner == position.to_move() => (f32::INFINITY, Proof::Won),
                Status::Won(_) => (f32::NEG_INFINITY, Proof::Lost),
            };
            best_points = best_points.max(points);
            logits.push(points);
            let estimate = proof.value().unwrap_or_else(|| probability(points));
            self.nodes.push(Node::new(Some(mv), estimate, proof));
        }
        // Softmax priors, measured from the best child so that nothing overflows.
        let temperature = self.config.prior_temperature;
        let weights: Vec<f32> = logits
            .iter()
            .map(|&points| if best_points.is_finite() { ((points - best_points) / temperature).exp() } else { (points == best_points) as u8 as f32 })
            .collect();
        let total: f32 = weights.iter().sum();
        for (node, weight) in self.nodes[first_child..].iter_mut().zip(&weights) {
            node.prior = weight / total;
        }
        let parent = &mut self.nodes[index];
        parent.first_child = first_child as u32;
        parent.child_count = moves.len() as u16;
        self.update_proof(index);
        match self.nodes[index].proof.value() {
            Some(value) => value,
            None => 1.0 - probability(best_points),
        }
    }

    /// Proves node `index` from its children where they decide it: one child won for the
    /// player to move makes it lost; every child lost (or drawn at best) decides it too.
    fn update_proof(&mut self, index: usize) {
        let node = self.nodes[index];
        if !node.is_expanded() || node.proof != Proof::Unknown {
            return;
        }
        let mut all_proven = true;
        let mut any_drawn = false;
        for child in &self.nodes[node.children()] {
            match child.proof {
                Proof::Won => {
                    self.nodes[index].proof = Proof::Lost;
                    return;
                }
                Proof::Unknown => all_proven = false,
                Proof::Drawn => any_drawn = true,
                Proof::Lost => {}
            }
        }
        if all_proven {
            self.nodes[index].proof = if any_drawn { Proof::Drawn } else { Proof::Won };
        }
    }

    /// The child of `index` to descend into: the best by mean value plus prior-weighted
    /// exploration, never a child proven lost while another remains.
    fn select(&self, index: usize) -> usize {
        let node = &self.nodes[index];
        let sqrt_visits = ((node.visits + 1) as f32).sqrt();
        let mut best = node.first_child as usize;
        let mut best_score = f32::NEG_INFINITY;
        for child_index in node.children() {
            let child = &self.nodes[child_index];
            let score = match child.proof {
                Proof::Won => f32::INFINITY,
                Proof::Lost => -1e9,
                _ => child.mean() + self.config.exploration * child.prior * sqrt_visits / (1 + child.visits) as f32,
            };
            if score > best_score {
                best_score = score;
                best = child_index;
            }
        }
        best
    }

    /// One descent from the root to a leaf, its expansion and the backing up of its value.
    fn iterate(&mut self, root: &Position, deadline: &mut Deadline, path: &mut Vec<usize>) {
        path.clear();
        path.push(0);
        let mut position = *root;
        let mut index = 0;
        let mut value = loop {
            let node = &self.nodes[index];
            if let Some(value) = node.proof.value() {
                break value;
            }
            if !node.is_expanded() {
                break self.expand(index, &position, deadline);
            }
            index = self.select(index);
            position.play_unchecked(self.nodes[index].mv());
            path.push(index);
        };
        for &index in path.iter().rev() {
            self.update_proof(index);
            let node = &mut self.nodes[index];
            node.visits += 1;
            node.value_sum += value;
            value = 1.0 - value;
        }
    }

    /// The root's child to play: a proven win, else the most visited of the children not
    /// proven lost (the better mean breaking ties).
    fn best_child(&self) -> Option<usize> {
        let root = &self.nodes[0];
        let rank = |index: &usize| {
            let child = &self.nodes[*index];
            let proof_rank = match child.proof {
                Proof::Won => 3,
                Proof::Lost => 0,
                _ => 1,
            };
            (proof_rank, child.visits, (child.mean() * 1e6) as i64)
        };
        root.children().max_by_key(rank)
    }

    /// The most visited line from the root's best child.
    fn principal_variation(&self, first: usize) -> Vec<Move> {
        let mut line = vec![self.nodes[first].mv()];
        let mut index = first;
        while self.nodes[index].is_expanded() && line.len() < 32 {
            let node = &self.nodes[index];
            let Some(next) = node.children().max_by_key(|&c| (self.nodes[c].visits, self.nodes[c].proof == Proof::Won)) else { break };
            if self.nodes[next].visits == 0 && self.nodes[next].proof == Proof::Unknown {
                break;
            }
            line.push(self.nodes[next].mv());
            index = next;
        }
        line
    }

    /// Sends the current best move, its value in search units and its line.
    fn report(&self, deadline: &mut Deadline) {
        let Some(best) = self.best_child() else { return };
        let child = &self.nodes[best];
        let score = match child.proof {
            Proof::Won => super::pvs::WIN - 1,
            Proof::Lost => -(super::pvs::WIN - 1),
            _ => {
                let p = child.mean().clamp(1e-4, 1.0 - 1e-4) as f64;
                (SCALE * (p / (1.0 - p)).ln()) as i32
            }
        };
        let pv = self.principal_variation(best);
        deadline.report_line(pv.len() as u32, Some(child.mv()), Some(score), pv);
    }
}

/// Iterations between progress reports.
const REPORT_EVERY: u32 = 256;

impl Agent for PuctAgent {
    fn choose(&mut self, position: &Position, limits: &SearchLimits, handler: &mut dyn SearchHandler) -> Option<Move> {
        if position.is_over() {
            return None;
        }
        if let Some(win) = winning_moves(position).moves().next() {
            return Some(win);
        }
        let mut deadline = Deadline::new(limits, handler);
        self.nodes.clear();
        self.nodes.push(Node::new(None, 0.5, Proof::Unknown));
        let mut path = Vec::with_capacity(64);
        let mut iterations = 0u32;
        loop {
            self.iterate(position, &mut deadline, &mut path);
            iterations += 1;
            let root = &self.nodes[0];
            let decided = root.proof != Proof::Unknown || root.child_count == 1;
            if decided || deadline.expired() {
                break;
            }
            if iterations.is_multiple_of(REPORT_EVERY) {
                self.report(&mut deadline);
            }
        }
        self.report(&mut deadline);
        // A root lost at once (threats no move stops) has no children: any move will do.
        self.best_child().map(|index| self.nodes[index].mv()).or_else(|| position.nth_legal_move(0))
    }
}
