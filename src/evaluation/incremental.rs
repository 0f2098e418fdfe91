//! Incremental evaluation: the features of a position's children computed from the position's
//! own, as a search expands it.
//!
//! A move changes one cell, and a permanent's flips up to eight around it. So for each child:
//! - a colour's **groups** are its parent's except those that hold or touch a changed cell,
//!   which are filled again ([`Groups::after`]); the group analysis, the edge groups and from
//!   them the **threats** follow without another flood fill;
//! - the widest group of **permanents** only changes when a permanent is placed, and then only
//!   by the group that permanent joins;
//! - a colour's **distance** is its parent's when no changed cell can lie on a shortest path
//!   (the parent's two searches give every cell the cost of the cheapest connection through it);
//!   when the colour gained the one changed cell, it follows from the cells on the cheapest paths
//!   through that cell, found once per expansion ([`PathsThrough`]); otherwise both searches
//!   resume from the first layer that meets the change ([`DistanceLayers::after`]);
//! - a colour that gained a piece on an empty cell, nothing flipping, keeps its other groups, their
//!   spans and their halos: its **analysis** follows from the parent's and the new group's
//!   ([`SideAnalysis::after_own_piece`]);
//! - a colour whose pieces did not change keeps its **analysis** when the filled cell is away
//!   from its groups, and otherwise follows it ([`SideAnalysis::after_fill`]) unless the cell
//!   was its only best cell for one more piece;
//! - the **neighbour counts** (empty cells, each colour's regular pieces) are the parent's with
//!   the changed cells added or taken away ([`NeighbourCounts::after`]).
//!
//! The table's values are computed as for any position, by the one routine [`features_of`].
//! Nothing is kept per node: the parent's state lives while its children are evaluated. The
//! test below checks every value against a full recomputation.

use super::distance::{Board, Distance, DistanceLayers, DistanceScratch, EdgeCosts, PathsThrough};
use super::features::{features_of, Features, SideInputs, FEATURE_COUNT};
use super::groups::Groups;
use super::neighbour_counts::NeighbourCounts;
use super::side_analysis::{Follow, SideAnalysis};
use crate::rules::bitboard::Bitboard;
use crate::rules::color::Color;
use crate::rules::connection;
use crate::rules::position::Position;
use crate::rules::threats::{threats_after_fill, threats_given_edges, Threats};
use std::cell::OnceCell;

/// One colour's groups, their analysis and its threats.
#[derive(Clone, Copy, Debug)]
struct SideState {
    groups: Groups,
    analysis: SideAnalysis,
    threats: Threats,
    /// The empty cells next to a group: the only empty cells the analysis looks at.
    frontier: Bitboard,
    /// Per cell, the colour's regular pieces around it.
    regular_counts: NeighbourCounts,
    /// What the analysis after a cell filled by the other colour is found from.
    follow: Follow,
}

impl SideState {
    /// `color`'s state in `position` (still in play), from its `groups` and the span of its widest
    /// group of permanents.
    fn of_groups(position: &Position, color: Color, groups: Groups, longest_permanent_path: u32) -> SideState {
        let (analysis, follow) = SideAnalysis::following(&groups, position.pieces(color), position.empty(), longest_permanent_path);
        let threats = threats_given_edges(position, color, analysis.from_a, analysis.from_l);
        let frontier = groups.iter().fold(Bitboard::EMPTY, |cells, group| cells | group.grown) & position.empty();
        let regular_counts = NeighbourCounts::of(regulars(position, color));
        SideState { groups, analysis, threats, frontier, regular_counts, follow }
    }
}

/// `color`'s regular pieces in `position`.
fn regulars(position: &Position, color: Color) -> Bitboard {
    position.pieces(color) & !position.permanents()
}

/// What the features of a position being expanded are computed from, kept while its children
/// are evaluated ([`ParentFeatures::child`]).
#[derive(Clone, Debug)]
pub struct ParentFeatures {
    position: Position,
    /// Per colour (by [`Color::index`]).
    sides: [SideState; 2],
    /// Per colour, the distance searches, made when a child's features are first asked for
    /// (a node proven at once needs none).
    distances: OnceCell<[ParentDistance; 2]>,
    /// Per cell, its empty neighbours.
    empty_counts: NeighbourCounts,
}

/// One colour's distance searches, their [`DistanceLayers::costs`] and
/// [`DistanceLayers::through_costs`] (none when nothing connects or the colour is connected)
/// and, once a child where the colour gains one cell asks for them, the [`PathsThrough`] each
/// cell.
#[derive(Clone, Debug)]
struct ParentDistance {
    layers: DistanceLayers,
    costs: Option<EdgeCosts>,
    through: Option<[u8; 96]>,
    paths: OnceCell<Option<PathsThrough>>,
}

impl ParentFeatures {
    /// The state of `position`, which must still be in play, computed from scratch.
    pub fn new(position: &Position) -> ParentFeatures {
        let side = |color: Color| {
            let pieces = position.pieces(color);
            let longest_permanent_path = connection::longest_path(pieces & position.permanents());
            SideState::of_groups(position, color, Groups::of(pieces), longest_permanent_path)
        };
        ParentFeatures {
            position: *position,
            sides: [side(Color::White), side(Color::Black)],
            distances: OnceCell::new(),
            empty_counts: NeighbourCounts::of(position.empty()),
        }
    }

    /// The distance searches of both colours.
    fn distances(&self) -> &[ParentDistance; 2] {
        self.distances.get_or_init(|| {
            Color::BOTH.map(|color| {
                let layers = DistanceLayers::new(&Board::of(&self.position, color), &self.sides[color.index()].groups);
                let costs = layers.costs();
                let through = costs.as_ref().map(|costs| layers.through_costs(costs));
                ParentDistance { layers, costs, through, paths: OnceCell::new() }
            })
        })
    }

    /// Where `color` would win at once: `threats_of(position, color)`.
    pub fn threats(&self, color: Color) -> &Threats {
        &self.sides[color.index()].threats
    }

    /// The position's own features: [`super::features::features`].
    pub fn features(&self) -> Features {
        let distances = self.distances();
        let inputs = |color: Color| {
            let side = &self.sides[color.index()];
            SideInputs {
                analysis: &side.analysis,
                distance: &distances[color.index()].layers.distance,
                threats: &side.threats,
                regular_counts: &side.regular_counts,
            }
        };
        let me = self.position.to_move();
        let mut out = [0.0; FEATURE_COUNT];
        features_of(&self.position, &self.empty_counts, &inputs(me), &inputs(!me), &mut out);
        out
    }

    /// Fills `state` with the state of `child`, the position one move after this one, still in
    /// play. `state` is reused from one child to the next, so nothing large is copied.
    pub fn child(&self, child: &Position, state: &mut ChildFeatures) {
        state.position = *child;
        state.empty_counts = self.empty_counts.after(child.empty(), self.position.empty() ^ child.empty());
        for color in Color::BOTH {
            let index = color.index();
            let parent = &self.sides[index];
            let pieces = child.pieces(color);
            let changed = self.position.pieces(color) ^ pieces;
            state.own_groups[index] = !changed.is_empty();
            if state.own_groups[index] {
                parent.groups.after_into(pieces, changed, &mut state.groups[index]);
            }
            let groups = if state.own_groups[index] { &state.groups[index] } else { &parent.groups };
            let permanents = pieces & child.permanents();
            let placed = permanents & !self.position.permanents();
            let longest_permanent_path = if placed.is_empty() {
                parent.analysis.longest_permanent_path
            } else {
                // Permanents never change colour: only the group the new one joins can be wider.
                let joined = Bitboard::flood_fill(placed, permanents).column_span();
                parent.analysis.longest_permanent_path.max(joined)
            };
            // A colour whose pieces did not change sees the move only as a cell no longer empty
            // (the mover's regular piece): away from its groups, its analysis is the same, and
            // next to them it follows from the parent's unless the cell was its only best one.
            let filled = self.position.empty() & !child.empty();
            let kept = match state.own_groups[index] {
                false if (parent.frontier & filled).is_empty() => Some(parent.analysis),
                false => parent.analysis.after_fill(&parent.follow, filled),
                // One piece placed and nothing flipped: the new group's analysis follows.
                true if changed == filled => {
                    Some(parent.analysis.after_own_piece(&parent.follow, groups, filled, pieces, child.empty(), longest_permanent_path))
                }
                true => None,
            };
            state.analyses[index] = kept.unwrap_or_else(|| SideAnalysis::of_groups(groups, pieces, child.empty(), longest_permanent_path));
            let (before, after) = (regulars(&self.position, color), regulars(child, color));
            state.regular_counts[index] = if before == after { parent.regular_counts } else { parent.regular_counts.after(after, before ^ after) };
            let SideAnalysis { from_a, from_l, .. } = state.analyses[index];
            state.threats[index] = if state.own_groups[index] {
                threats_given_edges(child, color, from_a, from_l)
            } else {
                threats_after_fill(child, color, from_a, from_l, &parent.threats, filled)
            };
        }
    }

    /// Writes into `out` the features of the child `state` was last filled with by
    /// [`ParentFeatures::child`]: [`super::features::features`] of it, exactly.
    pub fn child_features(&self, state: &mut ChildFeatures, out: &mut Features) {
        let changed = (self.position.pieces(Color::White) ^ state.position.pieces(Color::White))
            | (self.position.pieces(Color::Black) ^ state.position.pieces(Color::Black));
        let parent_distances = self.distances();
        let mut distances = [Distance { moves: 0, carrier: Bitboard::EMPTY }; 2];
        for color in Color::BOTH {
            let index = color.index();
            let groups = if state.own_groups[index] { &state.groups[index] } else { &self.sides[index].groups };
            let board = Board::of(&state.position, color);
            let parent = &parent_distances[index];
            // A colour that gained the one changed cell (it was empty: a move changes another
            // cell whenever it flips one): its distance follows from the cells on the paths
            // through that cell, when both searches reached it.
            let gained = changed.first().filter(|&cell| changed.count() == 1 && board.own.contains(cell));
            let known = gained.and_then(|cell| {
                let paths = parent.paths.get_or_init(|| PathsThrough::of(&parent.layers, &self.sides[index].groups, parent.costs.as_ref()?));
                paths.as_ref()?.after_gaining(&parent.layers.distance, cell, board.empty)
            });
            distances[index] = known.unwrap_or_else(|| parent.layers.after(&board, groups, changed, parent.through.as_ref(), &mut state.scratch));
        }
        let inputs = |color: Color| SideInputs {
            analysis: &state.analyses[color.index()],
            distance: &distances[color.index()],
            threats: &state.threats[color.index()],
            regular_counts: &state.regular_counts[color.index()],
        };
        let me = state.position.to_move();
        features_of(&state.position, &state.empty_counts, &inputs(me), &inputs(!me), out);
    }
}

/// The state of a child of a [`ParentFeatures`], filled by [`ParentFeatures::child`]; one is
/// reused for every child, so that its room is not set up or copied each time.
#[derive(Clone, Debug)]
pub struct ChildFeatures {
    position: Position,
    /// Per colour, its groups when its pieces changed (else the parent's are).
    groups: [Groups; 2],
    own_groups: [bool; 2],
    analyses: [SideAnalysis; 2],
    threats: [Threats; 2],
    empty_counts: NeighbourCounts,
    regular_counts: [NeighbourCounts; 2],
    scratch: DistanceScratch,
}

impl Default for ChildFeatures {
    fn default() -> ChildFeatures {
        let empty = Position::new();
        let analysis = SideAnalysis::new(Bitboard::EMPTY, Bitboard::EMPTY, empty.empty());
        ChildFeatures {
            position: empty,
            groups: [Groups::of(Bitboard::EMPTY); 2],
            own_groups: [false; 2],
            analyses: [analysis; 2],
            threats: [Threats::default(); 2],
            empty_counts: NeighbourCounts::of(empty.empty()),
            regular_counts: [NeighbourCounts::of(Bitboard::EMPTY); 2],
            scratch: DistanceScratch::default(),
        }
    }
}

impl ChildFeatures {
    /// Where `color` would win at once in the child: `threats_of(child, color)`.
    pub fn threats(&self, color: Color) -> &Threats {
        &self.threats[color.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::features::{feature_name, features};
    use crate::rules::threats::threats_of;
    use rand::{RngExt, SeedableRng};

    /// Random games (seeded); in every position still in play, the state from scratch and the
    /// state of every child in play from it agree with the full computation, feature by feature
    /// and bit for bit, and so do the threats.
    #[test]
    fn incremental_features_equal_a_full_recomputation() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(2028);
        let (mut parents, mut children) = (0, 0);
        let mut state = ChildFeatures::default();
        for _ in 0..120 {
            let mut position = Position::new();
            while !position.is_over() {
                let parent = ParentFeatures::new(&position);
                assert_eq!(parent.features().map(f32::to_bits), features(&position).map(f32::to_bits));
                parents += 1;
                for mv in position.legal_moves().iter() {
                    let mut child = position;
                    child.play_unchecked(*mv);
                    if child.is_over() {
                        continue;
                    }
                    parent.child(&child, &mut state);
                    for color in Color::BOTH {
                        assert_eq!(*state.threats(color), threats_of(&child, color), "{mv} in\n{position}");
                    }
                    let mut fast = [0.0; FEATURE_COUNT];
                    parent.child_features(&mut state, &mut fast);
                    let full = features(&child);
                    for index in 0..fast.len() {
                        assert_eq!(fast[index].to_bits(), full[index].to_bits(), "{} after {mv} in\n{position}", feature_name(index));
                    }
                    children += 1;
                }
                let n = rng.random_range(0..position.legal_move_count());
                position.play_unchecked(position.nth_legal_move(n).unwrap());
            }
        }
        assert!(parents > 5_000 && children > 300_000, "{parents} positions, {children} children");
    }
}
