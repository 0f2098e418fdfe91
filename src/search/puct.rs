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

use super::candidate_moves::candidate_moves;
use super::root_share::RootShare;
use crate::evaluation::features::FEATURE_COUNT;
use crate::evaluation::incremental::{ChildFeatures, ParentFeatures};
use crate::evaluation::linear::LinearEval;
use crate::evaluation::mover_value::{Featured, MoverValue};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::status::Status;
use crate::rules::threat_moves::ThreatMoves;
use crate::rules::threats::{can_block, Threats};
use crate::score::{loss_in, score_of_chance, win_chance_of_points, win_in};
use crate::search::Agent;
use crate::search::{Deadline, SearchHandler, SearchLimits};
use crate::stable_sort;

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
    /// How much of a new leaf's backed-up value comes from its best child (a one-ply
    /// look-ahead) rather than from its own evaluation, 0 to 1.
    pub look_ahead: f32,
    /// Whether to leave out the permanents that flip none of the opponent's pieces
    /// ([`candidate_moves`]) when nothing is forced.
    pub skip_dominated: bool,
}

impl PuctConfig {
    /// Level 12's tuning.
    pub const DEFAULT: PuctConfig = PuctConfig { exploration: 1.0, prior_temperature: 8.0, look_ahead: 1.0, skip_dominated: true };
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
    /// The move into the node as a [`Move::code`].
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
            mv: mv.map_or(u8::MAX, Move::code),
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
        Move::from_code(self.mv).expect("only the root has no move")
    }
}

/// Whether `threats`, those of the player who just moved into `position`, are wins there that no
/// reply stops.
fn unstoppable(position: &Position, threats: &Threats) -> bool {
    !threats.is_empty() && !can_block(position, threats)
}

/// Evaluation-guided PUCT tree search, on the linear evaluation unless the lab gives it another.
pub struct PuctSearch<E: MoverValue = LinearEval> {
    evaluator: E,
    config: PuctConfig,
    nodes: Vec<Node>,
    /// The position at the root of `nodes`, kept so the next move's search can start from the
    /// part of the tree that is still relevant.
    root: Option<Position>,
    /// The share of the root moves the root of `nodes` was cut down to, if any.
    share: Option<RootShare>,
    /// Room for the state of the child being evaluated, reused by every expansion.
    child_state: Box<ChildFeatures>,
    /// Room for the children an expansion values together, and their values.
    batch: Vec<Featured>,
    values: Vec<f32>,
}

impl<E: MoverValue> PuctSearch<E> {
    /// Level 12 on `evaluator`.
    pub fn new(evaluator: E) -> PuctSearch<E> {
        PuctSearch::configured(evaluator, PuctConfig::DEFAULT)
    }

    /// A search tuned by `config`.
    pub fn configured(evaluator: E, config: PuctConfig) -> PuctSearch<E> {
        PuctSearch { evaluator, config, nodes: Vec::new(), root: None, share: None, child_state: Box::default(), batch: Vec::new(), values: Vec::new() }
    }

    /// Gives node `index` (at `position`) its children; returns the value to back up, from the
    /// view of the player who moved into it. Counts one node per evaluation.
    fn expand(&mut self, index: usize, position: &Position, deadline: &mut Deadline) -> f32 {
        let node_proof = match position.status() {
            Status::Won(winner) if winner == position.to_move() => Proof::Lost,
            Status::Won(_) => Proof::Won,
            Status::Draw => Proof::Drawn,
            Status::Ongoing => Proof::Unknown,
        };
        if node_proof != Proof::Unknown {
            self.nodes[index].proof = node_proof;
            return node_proof.value().expect("proven");
        }
        // What the children's features are computed from; it has both players' threats too.
        let parent = ParentFeatures::new(position);
        let mover = position.to_move();
        let moves = match ThreatMoves::given(position, parent.threats(mover), parent.threats(!mover)) {
            ThreatMoves::Win(_) => {
                self.nodes[index].proof = Proof::Lost;
                return Proof::Lost.value().expect("proven");
            }
            lost if lost.is_lost() => {
                self.nodes[index].proof = Proof::Won;
                return Proof::Won.value().expect("proven");
            }
            moves => moves.or_every(|| if self.config.skip_dominated { candidate_moves(position) } else { position.legal_moves() }),
        };
        if self.nodes.len() + moves.len() > MAX_NODES {
            // The tree is full: the leaf keeps its estimate, and the descent counts as a node
            // like one that ends on a decided node.
            deadline.nodes += 1;
            return self.nodes[index].estimate;
        }
        let first_child = self.nodes.len();
        // The children decided at once get their points; the others' features are valued
        // together once all are known.
        let mut logits = Vec::with_capacity(moves.len());
        let mut valued = 0;
        // A node whose player to move wins at once was proven above: no move connects the mover.
        debug_assert!(parent.threats(mover).is_empty());
        for &mv in moves.iter() {
            let mut child = *position;
            child.play_unchecked_knowing(mv, false);
            deadline.nodes += 1;
            let (points, proof) = match child.status() {
                Status::Ongoing => {
                    // The child's state from the parent's: the mover's threats decide the child
                    // or feed its features.
                    let state = &mut self.child_state;
                    parent.child(&child, state);
                    let threats = *state.threats(mover);
                    if unstoppable(&child, &threats) {
                        (f32::INFINITY, Proof::Won)
                    } else {
                        // The batch's rooms are reused: a child's features are written in place.
                        if self.batch.len() == valued {
                            self.batch.push(Featured { position: child, features: [0.0; FEATURE_COUNT], your_threats: threats });
                        }
                        let item = &mut self.batch[valued];
                        (item.position, item.your_threats) = (child, threats);
                        parent.child_features(state, &mut item.features);
                        valued += 1;
                        (f32::NAN, Proof::Unknown)
                    }
                }
                Status::Draw => (0.0, Proof::Drawn),
                Status::Won(winner) if winner == mover => (f32::INFINITY, Proof::Won),
                Status::Won(_) => (f32::NEG_INFINITY, Proof::Lost),
            };
            logits.push(points);
            self.nodes.push(Node::new(Some(mv), 0.0, proof));
        }
        self.evaluator.values_of_features(&self.batch[..valued], &mut self.values);
        let mut values = self.values.iter();
        let mut best_points = f32::NEG_INFINITY;
        for (node, points) in self.nodes[first_child..].iter_mut().zip(logits.iter_mut()) {
            if node.proof == Proof::Unknown {
                *points = -values.next().expect("a value for every child valued");
            }
            best_points = best_points.max(*points);
            node.estimate = node.proof.value().unwrap_or_else(|| win_chance_of_points(*points));
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
            None => {
                let look_ahead = self.config.look_ahead;
                look_ahead * (1.0 - win_chance_of_points(best_points)) + (1.0 - look_ahead) * self.nodes[index].estimate
            }
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
                // A descent that ends on a known result evaluates nothing, but it is work: it
                // counts as a node, so that a node budget still ends a search whose best lines
                // are all decided.
                deadline.nodes += 1;
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

    /// Keeps the subtree of the last search that stands for `position` (the root itself, if it
    /// was searched with the same `share` of its moves, or one or two plies below it: after our
    /// move and the reply), if there is one.
    fn reuse_tree(&mut self, position: &Position, share: Option<RootShare>) -> bool {
        let Some(old_root) = self.root.filter(|_| !self.nodes.is_empty()) else { return false };
        let mut found = (old_root == *position && self.share == share).then_some(0);
        let mut frontier = vec![(0, old_root)];
        for _ in 0..2 {
            let mut next = Vec::new();
            for (index, at) in frontier {
                for child in self.nodes[index].children() {
                    let mut after = at;
                    after.play_unchecked(self.nodes[child].mv());
                    if after == *position {
                        found = Some(child);
                    }
                    next.push((child, after));
                }
            }
            frontier = next;
        }
        let Some(index) = found else { return false };
        if index != 0 {
            self.keep_subtree(index, None);
            self.share = None;
        }
        true
    }

    /// Replaces the tree by the subtree under `index`, copied breadth first so that every
    /// node's children stay together; with `root_children`, only those children of `index`.
    fn keep_subtree(&mut self, index: usize, root_children: Option<&[usize]>) {
        let mut kept = Vec::with_capacity(self.nodes.len());
        kept.push(self.nodes[index]);
        let mut next = 0;
        if let Some(children) = root_children {
            kept[0].first_child = 1;
            kept[0].child_count = children.len() as u16;
            kept.extend(children.iter().map(|&child| self.nodes[child]));
            next = 1;
        }
        while next < kept.len() {
            let node = kept[next];
            if node.is_expanded() {
                kept[next].first_child = kept.len() as u32;
                kept.extend_from_slice(&self.nodes[node.children()]);
            }
            next += 1;
        }
        self.nodes = kept;
    }

    /// Cuts the expanded root's children down to `share` of them, ranked by prior (the same
    /// ranking in every searcher: priors come from the position alone), with their subtrees;
    /// their priors are scaled to add up to one again.
    fn restrict_root(&mut self, share: RootShare) {
        let mut ranked: Vec<usize> = self.nodes[0].children().collect();
        stable_sort::sort_by(&mut ranked, |&a, &b| {
            let (a, b) = (&self.nodes[a], &self.nodes[b]);
            b.prior.total_cmp(&a.prior).then(a.mv.cmp(&b.mv))
        });
        let mut kept: Vec<usize> = ranked.into_iter().enumerate().filter(|&(rank, _)| share.includes(rank)).map(|(_, i)| i).collect();
        stable_sort::sort_by(&mut kept, usize::cmp);
        self.keep_subtree(0, Some(&kept));
        let total_prior: f32 = self.nodes[1..=kept.len()].iter().map(|child| child.prior).sum();
        let mut visits = 0;
        for child in &mut self.nodes[1..=kept.len()] {
            child.prior = if total_prior > 0.0 { child.prior / total_prior } else { 1.0 / kept.len() as f32 };
            visits += child.visits;
        }
        let root = &mut self.nodes[0];
        root.visits = visits;
        root.proof = Proof::Unknown;
        self.update_proof(0);
        self.share = Some(share);
    }

    /// A tree of the root alone.
    fn fresh_tree(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node::new(None, 0.5, Proof::Unknown));
        self.share = None;
    }

    /// Sends the current best move, its value in search units and its line.
    fn report(&self, deadline: &mut Deadline) {
        let Some(best) = self.best_child() else { return };
        let child = &self.nodes[best];
        let score = match child.proof {
            Proof::Won => win_in(1),
            Proof::Lost => loss_in(1),
            _ => {
                score_of_chance(child.mean().clamp(1e-4, 1.0 - 1e-4) as f64) as i32
            }
        };
        let pv = self.principal_variation(best);
        deadline.report_line(pv.len() as u32, Some(child.mv()), Some(score), pv);
    }
}

/// Iterations between progress reports.
const REPORT_EVERY: u32 = 256;

impl<E: MoverValue> Agent for PuctSearch<E> {
    fn choose(&mut self, position: &Position, limits: &SearchLimits, handler: &mut dyn SearchHandler) -> Option<Move> {
        if position.is_over() {
            return None;
        }
        let mut deadline = Deadline::new(limits, handler);
        if let ThreatMoves::Win(win) = ThreatMoves::of(position) {
            deadline.report_line(1, Some(win), Some(win_in(1)), vec![win]);
            deadline.decided();
            return Some(win);
        }
        let share = limits.root_share;
        if !self.reuse_tree(position, share) {
            self.fresh_tree();
        }
        self.root = Some(*position);
        let mut path = Vec::with_capacity(64);
        if let Some(share) = share.filter(|&share| self.share != Some(share)) {
            if !self.nodes[0].is_expanded() {
                // A kept subtree may have filled the tree before its root was expanded.
                self.fresh_tree();
                self.iterate(position, &mut deadline, &mut path);
            }
            if self.nodes[0].is_expanded() {
                self.restrict_root(share);
                if !self.nodes[0].is_expanded() {
                    // Fewer moves than searchers: this share has none.
                    self.nodes.clear();
                    return None;
                }
            }
        }
        let mut iterations = 0u32;
        let decided = loop {
            self.iterate(position, &mut deadline, &mut path);
            iterations += 1;
            let root = &self.nodes[0];
            // A share's only move is still searched: its value is compared with the other shares'.
            if root.proof != Proof::Unknown || (share.is_none() && root.child_count == 1) {
                break true;
            }
            if deadline.expired() {
                break false;
            }
            if iterations.is_multiple_of(REPORT_EVERY) {
                self.report(&mut deadline);
            }
        };
        self.report(&mut deadline);
        if decided {
            deadline.decided();
        }
        // A root lost at once (threats no move stops) has no children: any move will do.
        self.best_child().map(|index| self.nodes[index].mv()).or_else(|| position.nth_legal_move(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;
    use crate::rules::game::Game;
    use crate::rules::threats::{blocking_moves, has_winning_move, threats_of};
    use crate::search::Silent;

    fn agent() -> PuctSearch {
        PuctSearch::new(AgentSettings::default().search_fitted)
    }

    /// Every child's move is legal where it is played, and a node has been visited at least as
    /// often as all its children together (its first visit expanded it).
    fn check_tree(agent: &PuctSearch, index: usize, position: &Position) {
        let node = &agent.nodes[index];
        let mut child_visits = 0;
        for child in node.children() {
            let mv = agent.nodes[child].mv();
            assert!(position.check(mv).is_ok(), "{mv} is not legal");
            let mut after = *position;
            after.play_unchecked(mv);
            child_visits += agent.nodes[child].visits;
            check_tree(agent, child, &after);
        }
        assert!(node.visits >= child_visits, "{} visits, children {child_visits}", node.visits);
    }

    #[test]
    fn the_tree_is_consistent_and_the_next_move_reuses_it() {
        let mut game = Game::from_record("f4 g5 f5 e4 d6 h3").unwrap();
        let mut puct = agent();
        let limits = SearchLimits::time(10_000.0).with_nodes(20_000);
        let ours = puct.choose(game.position(), &limits, &mut Silent).unwrap();
        check_tree(&puct, 0, game.position());
        // The reply the search expected most: its subtree is kept for the next search.
        let our_node = puct.nodes[0].children().find(|&c| puct.nodes[c].mv() == ours).unwrap();
        let reply_node = puct.nodes[our_node].children().max_by_key(|&c| puct.nodes[c].visits).unwrap();
        let (reply, kept_visits) = (puct.nodes[reply_node].mv(), puct.nodes[reply_node].visits);
        assert!(kept_visits > 0);
        game.try_play(ours).unwrap();
        game.try_play(reply).unwrap();
        assert!(puct.reuse_tree(game.position(), None));
        assert_eq!(puct.nodes[0].visits, kept_visits);
        check_tree(&puct, 0, game.position());
        // A position the tree never saw starts afresh.
        assert!(!puct.reuse_tree(Game::from_record("a1 b2").unwrap().position(), None));
    }

    /// Keeps the node count of the last report.
    struct LastNodes(u64);

    impl SearchHandler for LastNodes {
        fn info(&mut self, info: &crate::search::SearchInfo) {
            self.0 = info.nodes;
        }
    }

    #[test]
    fn a_node_budget_ends_a_search_whose_best_lines_are_decided() {
        // Late in this self-play game the lines level 12 favours all end in decided positions.
        // Descents that ended there once cost no node, and the search ran to its time limit.
        let game = Game::from_record("e5* h1* b7* a6* i2 a8 b5 c6 f3 f5 l2 g2 c4 l1 g1 k2 k1* g4 f2 j3* i1* j1 l3* k3* l4 j2 d3 h2* i3* h3* e2 c2* e4 d6 g5 h4 d7* c7* b8* a7* d5* f1 i4 c5* b6* g3 d4 k5* k4* b4* a5* j4* j5* h5* f4* g6* i5 h6* i7 h7* f6 e6 e3 e1* a4 e7 l5 f7 c8 g8 d8 a2 h8 f8 d2 e8 d1* g7 i8 c1 c3* b1 k7 b2 a1* l8 l6 l7 k6 k8 j7 j8").unwrap();
        let mut puct = PuctSearch::new(AgentSettings::default().learned);
        let mut last = LastNodes(0);
        puct.choose(game.position(), &SearchLimits::time(5_000.0).with_nodes(2_000), &mut last).unwrap();
        assert!(last.0 >= 2_000 || puct.nodes[0].proof != Proof::Unknown, "stopped after {} nodes", last.0);
    }

    /// The moves at the root of `agent`'s tree.
    fn root_moves(agent: &PuctSearch) -> Vec<Move> {
        agent.nodes[0].children().map(|c| agent.nodes[c].mv()).collect()
    }

    #[test]
    fn the_shares_of_a_split_search_search_every_root_move_once() {
        let position = *Game::from_record("f4 g5 f5 e4 d6 h3").unwrap().position();
        let limits = SearchLimits::time(10_000.0).with_nodes(3_000);
        let mut whole = agent();
        whole.choose(&position, &limits, &mut Silent).unwrap();
        let mut all = root_moves(&whole);
        all.sort_by_key(|&mv| mv.code());
        let mut seen = Vec::new();
        for index in 0..3 {
            let share = RootShare::new(index, 3).unwrap();
            let mut part = agent();
            let mv = part.choose(&position, &limits.with_share(share), &mut Silent).unwrap();
            let moves = root_moves(&part);
            assert!(moves.contains(&mv), "share {index} played {mv}, outside its moves");
            assert!(moves.len() >= all.len() / 3, "share {index} has {} of {} moves", moves.len(), all.len());
            check_tree(&part, 0, &position);
            // The same share again keeps its tree and its moves.
            part.choose(&position, &limits.with_share(share), &mut Silent).unwrap();
            assert_eq!(root_moves(&part), moves);
            seen.extend(moves);
        }
        seen.sort_by_key(|&mv| mv.code());
        assert_eq!(seen, all);
    }

    #[test]
    fn a_share_search_keeps_the_pondered_tree_of_the_position_before() {
        // One worker of a split search: its share of our position, our move, then pondering the
        // opponent's position with the whole tree; after the reply, its share search starts from
        // the pondered subtree, cut down to its share with their subtrees.
        let mut game = Game::from_record("f4 g5 f5 e4 d6 h3").unwrap();
        let limits = SearchLimits::time(10_000.0).with_nodes(3_000);
        let share = RootShare::new(0, 2).unwrap();
        let mut worker = agent();
        let ours = worker.choose(game.position(), &limits.with_share(share), &mut Silent).unwrap();
        game.try_play(ours).unwrap();
        // Nodes count evaluations: a few hundred descents.
        worker.choose(game.position(), &SearchLimits::time(10_000.0).with_nodes(200_000), &mut Silent).unwrap();
        let reply_node = worker.nodes[0].children().max_by_key(|&c| worker.nodes[c].visits).unwrap();
        let reply = worker.nodes[reply_node].mv();
        let share_visits: Vec<(Move, u32)> = worker.nodes[reply_node].children().map(|c| (worker.nodes[c].mv(), worker.nodes[c].visits)).collect();
        game.try_play(reply).unwrap();
        let limits = SearchLimits::time(10_000.0).with_nodes(1);
        worker.choose(game.position(), &limits.with_share(share), &mut Silent).unwrap();
        assert_eq!(worker.share, Some(share));
        let kept: u32 = worker.nodes[0].children().map(|c| {
            let node = &worker.nodes[c];
            let before = share_visits.iter().find(|(mv, _)| *mv == node.mv()).expect("a root move of the pondered tree").1;
            assert!(node.visits >= before, "{} lost its visits", node.mv());
            before
        }).sum();
        assert!(kept >= 10, "only {kept} pondered visits kept in the share");
        check_tree(&worker, 0, game.position());
    }

    #[test]
    fn a_share_without_moves_answers_none() {
        // Black's permanents need only the gap in their row, walled off by White's permanents:
        // White's only move is a regular piece there (a permanent would be Black's), fewer
        // moves than eight shares.
        let position = Position::from_rows(
            &["............", "............", "....WWW.....", "BBBBB.BBBBBB", "....WWW.....",
              "............", "............", "............"],
            crate::rules::color::Color::White,
        )
        .unwrap();
        let blocks = blocking_moves(&position, &threats_of(&position, crate::rules::color::Color::Black));
        assert!((1..8).contains(&blocks.len()), "{} blocks", blocks.len());
        let limits = SearchLimits::time(10_000.0).with_nodes(500);
        let answers: Vec<Option<Move>> = (0..8)
            .map(|index| agent().choose(&position, &limits.with_share(RootShare::new(index, 8).unwrap()), &mut Silent))
            .collect();
        assert_eq!(answers.iter().flatten().count(), blocks.len());
        assert!(answers.iter().flatten().all(|mv| blocks.iter().any(|b| b == mv)));
    }

    #[test]
    fn a_double_threat_is_proven_before_it_is_visited() {
        // White to move, two moves from a path of permanents: the gap's piece cannot be flipped
        // (no empty cell around it), and it leaves three winning cells in column l.
        let white = crate::rules::color::Color::White;
        let position = Position::from_rows(
            &["............", "............", "....BBB.....", "WWWWW.WWWWW.", "....BBB.....",
              "............", "b...b.....b.", "bb..b.b..b.b"],
            white,
        )
        .unwrap();
        assert!(!has_winning_move(&position));
        assert!(position.legal_moves().iter().any(|&mv| {
            let mut after = position;
            after.play_unchecked(mv);
            unstoppable(&after, &threats_of(&after, white))
        }));
        let mut puct = agent();
        let mv = puct.choose(&position, &SearchLimits::time(10_000.0).with_nodes(5_000), &mut Silent).unwrap();
        let mut after = position;
        after.play_unchecked(mv);
        assert!(unstoppable(&after, &threats_of(&after, white)), "played {mv}");
    }
}
