//! Level 6: Monte Carlo tree search with UCB1 selection and uniformly random playouts, taking
//! an immediate win first. Budgeted by time, up to the article's 250,000 playouts per move.

use super::random::random_playout;
use super::scoring::winning_move;
use crate::rng::SeededRng;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::score::points;
use crate::search::Agent;
use crate::search::{Deadline, SearchHandler, SearchLimits};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// The article's playouts per move: the most this agent runs.
pub const MAX_PLAYOUTS: u64 = 250_000;
/// UCB1's exploration constant.
const EXPLORATION: f64 = std::f64::consts::SQRT_2;
/// Playouts between progress reports.
const REPORT_EVERY: u64 = 4096;
/// Primes above the largest move count: stepping by one visits every move in a scrambled order.
const STRIDES: [usize; 4] = [193, 197, 199, 211];

/// A node of the tree: the move into it and the statistics of the player who made that move.
struct Node {
    mv: Option<Move>,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Playout results for the player who moved into this node: 1 a win, 0.5 a draw.
    wins: f32,
    /// Children created so far, of `move_count`.
    expanded: u16,
    move_count: u16,
    /// Where in the scrambled order of legal moves the children start.
    offset: u16,
    stride: u16,
}

const NONE: u32 = u32::MAX;

/// UCB1 Monte Carlo tree search.
pub struct MctsAgent {
    rng: SeededRng,
    max_playouts: u64,
}

impl MctsAgent {
    /// A tree search whose playouts are seeded by `seed`.
    pub fn new(seed: u64) -> MctsAgent {
        MctsAgent { rng: SeededRng::seed_from_u64(seed), max_playouts: MAX_PLAYOUTS }
    }

    fn new_node(&mut self, mv: Option<Move>, parent: u32, position: &Position) -> Node {
        let move_count = position.legal_move_count();
        Node {
            mv,
            parent,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            wins: 0.0,
            expanded: 0,
            move_count: move_count as u16,
            offset: if move_count > 0 { self.rng.random_range(0..move_count) as u16 } else { 0 },
            stride: *STRIDES.choose(&mut self.rng).expect("strides are listed") as u16,
        }
    }
}

/// The child of `parent` with the best UCB1 value.
fn select_child(nodes: &[Node], parent: u32) -> u32 {
    let log_visits = (nodes[parent as usize].visits.max(1) as f64).ln();
    let mut best = NONE;
    let mut best_value = f64::NEG_INFINITY;
    let mut child = nodes[parent as usize].first_child;
    while child != NONE {
        let node = &nodes[child as usize];
        let visits = node.visits.max(1) as f64;
        let value = node.wins as f64 / visits + EXPLORATION * (log_visits / visits).sqrt();
        if value > best_value {
            best_value = value;
            best = child;
        }
        child = node.next_sibling;
    }
    best
}

impl Agent for MctsAgent {
    fn choose(
        &mut self,
        root_position: &Position,
        limits: &SearchLimits,
        handler: &mut dyn SearchHandler,
    ) -> Option<Move> {
        if root_position.is_over() {
            return None;
        }
        if let Some(win) = winning_move(root_position) {
            return Some(win);
        }
        let mut deadline = Deadline::new(limits, handler);
        let root = self.new_node(None, NONE, root_position);
        // Room for a typical search up front: growing a large arena mid-search costs time.
        let mut nodes = Vec::with_capacity(1 << 16);
        nodes.push(root);
        let mut playouts = 0u64;
        while playouts < self.max_playouts && !(playouts > 0 && deadline.expired()) {
            // Selection: descend through fully expanded nodes.
            let mut current = 0u32;
            let mut position = *root_position;
            loop {
                let node = &nodes[current as usize];
                if position.is_over() || node.expanded < node.move_count {
                    break;
                }
                current = select_child(&nodes, current);
                position.play_unchecked(nodes[current as usize].mv.expect("children have moves"));
            }
            // Expansion: one new child, in the node's scrambled move order.
            if !position.is_over() {
                let node = &nodes[current as usize];
                let index = (node.offset as usize + node.expanded as usize * node.stride as usize)
                    % node.move_count as usize;
                let mv = position.nth_legal_move(index).expect("index below move count");
                position.play_unchecked(mv);
                let mut child = self.new_node(Some(mv), current, &position);
                child.next_sibling = nodes[current as usize].first_child;
                let child_index = nodes.len() as u32;
                nodes.push(child);
                let parent = &mut nodes[current as usize];
                parent.first_child = child_index;
                parent.expanded += 1;
                current = child_index;
            }
            // Simulation and back-propagation.
            let end = random_playout(position, &mut self.rng);
            playouts += 1;
            let mut walk = current;
            let mut mover_of_walk = !position.to_move();
            while walk != NONE {
                let node = &mut nodes[walk as usize];
                node.visits += 1;
                node.wins += points(end.status(), mover_of_walk).expect("a playout ends the game") as f32;
                walk = node.parent;
                mover_of_walk = !mover_of_walk;
            }
            deadline.nodes = playouts;
            if playouts.is_multiple_of(REPORT_EVERY) {
                let best = most_visited(&nodes);
                deadline.report(0, best);
            }
        }
        let best = most_visited(&nodes);
        deadline.report(0, best);
        best
    }
}

/// The root's most visited child.
fn most_visited(nodes: &[Node]) -> Option<Move> {
    let mut child = nodes[0].first_child;
    let mut best: Option<(u32, Move)> = None;
    while child != NONE {
        let node = &nodes[child as usize];
        if best.is_none_or(|(visits, _)| node.visits > visits) {
            best = node.mv.map(|mv| (node.visits, mv));
        }
        child = node.next_sibling;
    }
    best.map(|(_, mv)| mv)
}
