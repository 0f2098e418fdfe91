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
//!   otherwise both searches resume from the first layer that meets the change
//!   ([`DistanceLayers::after`]).
//!
//! The rest (neighbour counts, the table's values) is computed as for any position, by the one
//! routine [`features_of`]. Nothing is kept per node: the parent's state lives while its
//! children are evaluated. The test below checks every value against a full recomputation.

use super::distance::{Board, Distance, DistanceLayers};
use super::features::{features_of, Features, SideInputs};
use super::groups::Groups;
use super::side_analysis::SideAnalysis;
use crate::rules::bitboard::Bitboard;
use crate::rules::color::Color;
use crate::rules::connection;
use crate::rules::position::Position;
use crate::rules::threats::{threats_given_edges, Threats};

/// One colour's groups, their analysis and its threats.
#[derive(Clone, Copy, Debug)]
struct SideState {
    groups: Groups,
    analysis: SideAnalysis,
    threats: Threats,
}

impl SideState {
    /// `color`'s state in `position` (still in play), from its `groups` and the span of its widest
    /// group of permanents.
    fn of_groups(position: &Position, color: Color, groups: Groups, longest_permanent_path: u32) -> SideState {
        let analysis = SideAnalysis::of_groups(&groups, position.pieces(color), position.empty(), longest_permanent_path);
        let (from_a, from_l) = groups.edge_cells();
        let threats = threats_given_edges(position, color, from_a, from_l);
        SideState { groups, analysis, threats }
    }
}

/// What `color`'s connection distance in `position` depends on.
fn distance_board(position: &Position, color: Color) -> Board {
    Board { own: position.pieces(color), empty: position.empty(), flippable: position.pieces(!color) & !position.permanents() }
}

/// The features of `position` from its two colours' states and distances.
fn features_from(position: &Position, sides: &[SideState; 2], distances: [&Distance; 2]) -> Features {
    let inputs = |color: Color| SideInputs {
        analysis: &sides[color.index()].analysis,
        distance: distances[color.index()],
        threats: &sides[color.index()].threats,
    };
    let me = position.to_move();
    features_of(position, &inputs(me), &inputs(!me))
}

/// What the features of a position being expanded are computed from, kept while its children
/// are evaluated ([`ParentFeatures::child`]).
#[derive(Clone, Debug)]
pub struct ParentFeatures {
    position: Position,
    /// Per colour (by [`Color::index`]).
    sides: [SideState; 2],
    distances: [DistanceLayers; 2],
    /// Per colour, [`DistanceLayers::through_costs`].
    through: [Option<[u8; 96]>; 2],
}

impl ParentFeatures {
    /// The state of `position`, which must still be in play, computed from scratch.
    pub fn new(position: &Position) -> ParentFeatures {
        let side = |color: Color| {
            let pieces = position.pieces(color);
            let longest_permanent_path = connection::longest_path(pieces & position.permanents());
            SideState::of_groups(position, color, Groups::of(pieces), longest_permanent_path)
        };
        let distance = |color: Color| DistanceLayers::new(&distance_board(position, color));
        let distances = [distance(Color::White), distance(Color::Black)];
        let through = [distances[0].through_costs(), distances[1].through_costs()];
        ParentFeatures { position: *position, sides: [side(Color::White), side(Color::Black)], distances, through }
    }

    /// Where `color` would win at once: `threats_of(position, color)`.
    pub fn threats(&self, color: Color) -> &Threats {
        &self.sides[color.index()].threats
    }

    /// The position's own features: [`super::features::features`].
    pub fn features(&self) -> Features {
        features_from(&self.position, &self.sides, [&self.distances[0].distance, &self.distances[1].distance])
    }

    /// The state of `child`, the position one move after this one, still in play.
    pub fn child(&self, child: &Position) -> ChildFeatures<'_> {
        let side = |color: Color| {
            let parent = &self.sides[color.index()];
            let pieces = child.pieces(color);
            let groups = parent.groups.after(pieces, self.position.pieces(color) ^ pieces);
            let permanents = pieces & child.permanents();
            let placed = permanents & !self.position.permanents();
            let longest_permanent_path = if placed.is_empty() {
                parent.analysis.longest_permanent_path
            } else {
                // Permanents never change colour: only the group the new one joins can be wider.
                let joined = Bitboard::flood_fill(placed, permanents).column_span();
                parent.analysis.longest_permanent_path.max(joined)
            };
            SideState::of_groups(child, color, groups, longest_permanent_path)
        };
        ChildFeatures { parent: self, position: *child, sides: [side(Color::White), side(Color::Black)] }
    }
}

/// What the features of a child of a [`ParentFeatures`] are computed from; the distances are
/// found when the features are asked for.
#[derive(Clone, Debug)]
pub struct ChildFeatures<'a> {
    parent: &'a ParentFeatures,
    position: Position,
    sides: [SideState; 2],
}

impl ChildFeatures<'_> {
    /// Where `color` would win at once: `threats_of(child, color)`.
    pub fn threats(&self, color: Color) -> &Threats {
        &self.sides[color.index()].threats
    }

    /// The child's features: [`super::features::features`] of it, exactly.
    pub fn features(&self) -> Features {
        let parent = self.parent;
        let changed = (parent.position.pieces(Color::White) ^ self.position.pieces(Color::White))
            | (parent.position.pieces(Color::Black) ^ self.position.pieces(Color::Black));
        let distance = |color: Color| {
            let index = color.index();
            parent.distances[index].after(&distance_board(&self.position, color), changed, parent.through[index].as_ref())
        };
        let distances = [distance(Color::White), distance(Color::Black)];
        features_from(&self.position, &self.sides, [&distances[0], &distances[1]])
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
                    let state = parent.child(&child);
                    for color in Color::BOTH {
                        assert_eq!(*state.threats(color), threats_of(&child, color), "{mv} in\n{position}");
                    }
                    let (fast, full) = (state.features(), features(&child));
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
