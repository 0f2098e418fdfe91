//! Connection distance: how many moves a colour still needs to connect column a to column l,
//! found by a breadth-first search over bitboards where each layer is one dilation.
//!
//! Cost of a cell for the colour: its own pieces 0; an empty cell 1 (a regular piece there);
//! the other colour's regular piece 2 (a permanent beside it would flip it, then it counts as
//! placed); the other colour's permanents are walls. The carrier is the set of empty cells on
//! at least one shortest path: few carrier cells mean one blocking move can hurt.

mod paths_through;
mod shortest_connection;

use super::groups::Groups;
use crate::rules::bitboard::{Bitboard, COLUMN_A, COLUMN_L};
use crate::rules::color::Color;
use crate::rules::position::Position;

pub use paths_through::PathsThrough;
pub use shortest_connection::{shortest_connection, Connection};

/// Per cell, its cost from column a and from column l ([`DistanceLayers::costs`]).
pub type EdgeCosts = [[u8; 96]; 2];

/// The distance of a colour that cannot connect at all (walled off by permanents).
pub const UNREACHABLE: u32 = 24;

/// Layers of the search: `reach[k]` holds every cell reachable from the start edge at cost
/// `k` or less. A path costs at most 2 a column, so 25 layers always suffice.
const MAX_LAYERS: usize = UNREACHABLE as usize + 1;

/// One colour's distance to connecting and the cells its shortest paths run through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distance {
    /// Moves still needed, [`UNREACHABLE`] if none can connect.
    pub moves: u32,
    /// Empty cells that lie on at least one shortest path.
    pub carrier: Bitboard,
}

/// What the cost of a cell depends on for one colour: its own pieces, the empty cells and the
/// other colour's regular pieces (everything else is a wall).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The colour's pieces, cost 0.
    pub own: Bitboard,
    /// Empty cells, cost 1.
    pub empty: Bitboard,
    /// The other colour's regular pieces, cost 2.
    pub flippable: Bitboard,
}

impl Board {
    /// What `color`'s connection distance in `position` depends on.
    pub fn of(position: &Position, color: Color) -> Board {
        Board { own: position.pieces(color), empty: position.empty(), flippable: position.pieces(!color) & !position.permanents() }
    }
}

/// One breadth-first search from an edge: `reach[k]` holds every cell reachable from the edge
/// at cost `k` or less, for the `filled` layers computed (until the other edge was reached or
/// nothing grew).
#[derive(Clone, Copy, Debug)]
struct Layers {
    reach: [Bitboard; MAX_LAYERS],
    filled: usize,
    /// The cost at which the other edge was reached, if it was.
    found: Option<u32>,
}

impl Layers {
    /// The search from `edge` towards `goal`; `groups` are those of `board.own`.
    fn search(edge: Bitboard, goal: Bitboard, board: &Board, groups: &Groups) -> Layers {
        let mut layers = Layers { reach: [Bitboard::EMPTY; MAX_LAYERS], filled: 0, found: None };
        layers.extend(0, edge, goal, board, groups);
        layers
    }

    /// Computes the layers from `start` on, the layers before it being already those of `board`.
    fn extend(&mut self, start: usize, edge: Bitboard, goal: Bitboard, board: &Board, groups: &Groups) {
        let Board { own, empty, flippable } = *board;
        let reach = &mut self.reach;
        // The groups not reached yet (a layer holds whole groups or none of their cells).
        let mut unreached = groups.mask();
        if start == 0 {
            reach[0] = absorb(own & edge, groups, &mut unreached);
            if !(reach[0] & goal).is_empty() {
                (self.filled, self.found) = (1, Some(0));
                return;
            }
        } else {
            unreached = groups.mask_outside(reach[start - 1]);
        }
        let first = start.max(1);
        // The cells next to the last layer and to the one before (the edge counts as next to
        // every layer): where empty cells and flippable pieces are seeded.
        let mut near_last = reach[first - 1].dilate() | edge;
        let mut near_before = if first >= 2 { reach[first - 2].dilate() | edge } else { Bitboard::EMPTY };
        for k in first..MAX_LAYERS {
            let seeds = reach[k - 1] | (near_last & empty) | (near_before & flippable);
            reach[k] = absorb(seeds, groups, &mut unreached);
            if !(reach[k] & goal).is_empty() {
                (self.filled, self.found) = (k + 1, Some(k as u32));
                return;
            }
            if k >= 2 && reach[k] == reach[k - 2] {
                (self.filled, self.found) = (k + 1, None);
                return;
            }
            near_before = near_last;
            near_last = reach[k].dilate() | edge;
        }
        (self.filled, self.found) = (MAX_LAYERS, None);
    }

    /// The layers on `board`, which differs from this search's board `old` by the cells of
    /// `changed` alone; `groups` are those of `board.own`. Every layer before the first whose
    /// computation looks at a changed cell is the same: layer `k` asks whether a cell is the
    /// colour's own only next to `reach[k]` (or in the edge, for layer 0), and whether a cell is
    /// empty or flippable only where it would be seeded, so a cell that was empty and stays not
    /// the colour's own (it became the other colour's) first matters where it was reached.
    /// The layers are written into `scratch` when they differ from these (only those that do).
    fn after<'a>(&'a self, old: &Board, changed: Bitboard, ends: (Bitboard, Bitboard), board: &Board, groups: &Groups, scratch: &'a mut Layers) -> &'a Layers {
        let (edge, goal) = ends;
        let owned = changed & (old.own | board.own);
        let first = if (owned & edge).is_empty() {
            let looked_at = owned.dilate() | (changed & !owned);
            (0..self.filled).find(|&k| !(self.reach[k] & looked_at).is_empty()).unwrap_or(self.filled)
        } else {
            0
        };
        if first == self.filled {
            return self;
        }
        // Layers from `first` on are written over: copying a fixed few more is cheaper than a
        // copy of a varying length.
        const FEW: usize = 4;
        if first <= FEW {
            scratch.reach[..FEW].copy_from_slice(&self.reach[..FEW]);
        } else {
            scratch.reach = self.reach;
        }
        scratch.extend(first, edge, goal, board, groups);
        scratch
    }

    /// Per cell, the cost of reaching it from the edge, the cell's own cost included; a cell
    /// the search did not reach gets `filled`, less than or equal to its true cost.
    fn costs(&self) -> [u8; 96] {
        let mut costs = [self.filled as u8; 96];
        let mut before = Bitboard::EMPTY;
        for (k, reached) in self.reach[..self.filled].iter().enumerate() {
            for cell in (*reached & !before).squares() {
                costs[cell.index()] = k as u8;
            }
            before = *reached;
        }
        costs
    }
}

/// The empty cells reached at cost `i` from a and `j` from l (the cell itself counted in both)
/// with `i + j - 1 = moves`: those on a shortest path.
fn carrier(from_a: &Layers, from_l: &Layers, moves: u32, empty: Bitboard) -> Bitboard {
    let mut carrier = Bitboard::EMPTY;
    for (i, reached_from_a) in from_a.reach.iter().enumerate().take(moves as usize + 1).skip(1) {
        let j = moves as usize + 1 - i;
        if j < from_l.filled {
            carrier |= *reached_from_a & from_l.reach[j] & empty;
        }
    }
    carrier
}

/// The cells reachable from `seeds` through the colour's own pieces: the seeds and every group
/// that holds or touches one. What `Bitboard::flood_fill(seeds, own | seeds)` finds, since no
/// two groups touch, without a fill. `unreached` (a bit per group) loses the groups reached;
/// the others are already in the seeds.
fn absorb(seeds: Bitboard, groups: &Groups, unreached: &mut u32) -> Bitboard {
    let mut reach = seeds;
    let mut left = *unreached;
    while left != 0 {
        let index = left.trailing_zeros();
        left &= left - 1;
        let group = groups.get(index as usize);
        if !(group.grown & seeds).is_empty() {
            reach |= group.cells;
            *unreached &= !(1 << index);
        }
    }
    reach
}

/// The distance of the colour whose pieces are `own`, with `empty` cells free and `flippable`
/// the other colour's regular pieces.
pub fn distance(own: Bitboard, empty: Bitboard, flippable: Bitboard) -> Distance {
    DistanceLayers::new(&Board { own, empty, flippable }, &Groups::of(own)).distance
}

/// Room for the two searches of a distance found from a [`DistanceLayers`], reused from one
/// child to the next.
#[derive(Clone, Debug)]
pub struct DistanceScratch {
    from_a: Layers,
    from_l: Layers,
}

impl Default for DistanceScratch {
    fn default() -> DistanceScratch {
        let layers = Layers { reach: [Bitboard::EMPTY; MAX_LAYERS], filled: 0, found: None };
        DistanceScratch { from_a: layers, from_l: layers }
    }
}

/// A colour's distance with the searches that found it, kept so that the distance after one
/// more move can reuse them (`evaluation::incremental`).
#[derive(Clone, Debug)]
pub struct DistanceLayers {
    /// The distance.
    pub distance: Distance,
    board: Board,
    from_a: Layers,
    /// The search from l, made when a is connected to l at a cost above 0.
    from_l: Option<Layers>,
}

impl DistanceLayers {
    /// The distance on `board`, with its searches; `groups` are those of `board.own`.
    pub fn new(board: &Board, groups: &Groups) -> DistanceLayers {
        let from_a = Layers::search(COLUMN_A, COLUMN_L, board, groups);
        let (distance, from_l) = match from_a.found {
            None => (Distance { moves: UNREACHABLE, carrier: Bitboard::EMPTY }, None),
            Some(0) => (Distance { moves: 0, carrier: Bitboard::EMPTY }, None),
            Some(moves) => {
                let from_l = Layers::search(COLUMN_L, COLUMN_A, board, groups);
                (Distance { moves, carrier: carrier(&from_a, &from_l, moves, board.empty) }, Some(from_l))
            }
        };
        DistanceLayers { distance, board: *board, from_a, from_l }
    }

    /// Per cell, its cost from column a and from column l (the cell's own cost in both; a cell a
    /// search did not reach gets that search's layer count, no more than its true cost). `None`
    /// when nothing connects or the colour is connected.
    pub fn costs(&self) -> Option<EdgeCosts> {
        let from_l = self.from_l.as_ref()?;
        Some([self.from_a.costs(), from_l.costs()])
    }

    /// Per cell, a lower bound of the cheapest connection through it (its cost counted once),
    /// exact for the cells both searches reached: a cell on a shortest path has `moves`.
    /// `costs` are [`DistanceLayers::costs`].
    pub fn through_costs(&self, costs: &EdgeCosts) -> [u8; 96] {
        let [a, l] = costs;
        // Per cell, without a branch: its own cost from its bits in the board's sets (a wall
        // gets the maximum).
        let words = |set: Bitboard| [set.0 as u64, (set.0 >> 64) as u64];
        let Board { own, empty, flippable } = self.board;
        let (empty, flippable, wall) = (words(empty), words(flippable), words(!(own | empty | flippable)));
        let mut through = [0u8; 96];
        for (index, cost) in through.iter_mut().enumerate() {
            let bit = |set: &[u64; 2]| (set[index / 64] >> (index % 64)) as u8 & 1;
            let own_cost = bit(&empty) + 2 * bit(&flippable);
            *cost = (a[index] + l[index] - own_cost) | bit(&wall).wrapping_neg();
        }
        through
    }

    /// The distance on `board`, which differs from this one's by the cells of `changed` alone,
    /// `through` being [`DistanceLayers::through_costs`]. When no changed cell can be on a
    /// shortest path afterwards (those that got dearer were on none, and those that got cheaper
    /// were on none even with every saving of the move together), the shortest paths are the
    /// same and so is the distance; otherwise the searches resume from their first layer that
    /// meets the change.
    /// `scratch` holds the searches that differ.
    pub fn after(&self, board: &Board, groups: &Groups, changed: Bitboard, through: Option<&[u8; 96]>, scratch: &mut DistanceScratch) -> Distance {
        let old = &self.board;
        let cheaper = changed & board.own & !old.own;
        let saving = (cheaper & old.empty).count() + 2 * (cheaper & old.flippable).count();
        let unchanged = match (self.distance.moves, through) {
            (UNREACHABLE, _) => cheaper.is_empty(),
            (moves, Some(through)) => changed.squares().all(|cell| {
                let bound = if cheaper.contains(cell) { moves + saving } else { moves };
                through[cell.index()] as u32 > bound
            }),
            (_, None) => false,
        };
        if unchanged {
            return self.distance;
        }
        let DistanceScratch { from_a: scratch_a, from_l: scratch_l } = scratch;
        let from_a = self.from_a.after(old, changed, (COLUMN_A, COLUMN_L), board, groups, scratch_a);
        match from_a.found {
            None => Distance { moves: UNREACHABLE, carrier: Bitboard::EMPTY },
            Some(0) => Distance { moves: 0, carrier: Bitboard::EMPTY },
            Some(moves) => {
                let from_l = match &self.from_l {
                    Some(from_l) => from_l.after(old, changed, (COLUMN_L, COLUMN_A), board, groups, scratch_l),
                    None => {
                        scratch_l.extend(0, COLUMN_L, COLUMN_A, board, groups);
                        scratch_l
                    }
                };
                Distance { moves, carrier: carrier(from_a, from_l, moves, board.empty) }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::color::Color;
    use crate::rules::position::Position;

    fn of(rows: [&str; 8], color: Color) -> Distance {
        let p = Position::from_rows(&rows, Color::White).unwrap();
        let flippable = p.pieces(!color) & !p.permanents();
        distance(p.pieces(color), p.empty(), flippable)
    }

    const EMPTY_ROW: &str = "............";

    #[test]
    fn an_empty_board_is_twelve_moves_wide_for_both() {
        let rows = [EMPTY_ROW; 8];
        let d = of(rows, Color::White);
        assert_eq!(d.moves, 12);
        assert_eq!(d.carrier.count(), 96, "every cell is on some shortest path");
        assert_eq!(of(rows, Color::Black).moves, 12);
    }

    #[test]
    fn gaps_count_one_each_and_a_finished_path_zero() {
        let mut rows = [EMPTY_ROW; 8];
        rows[3] = "ww.www.wwwww";
        let d = of(rows, Color::White);
        assert_eq!(d.moves, 2);
        // The gaps c4 and g4 can each be crossed on three cells of their columns.
        assert_eq!(d.carrier.count(), 6);
        rows[3] = "wwwwwwwwwwww";
        assert_eq!(of(rows, Color::White).moves, 0);
    }

    #[test]
    fn the_other_colours_regulars_cost_two_and_permanents_wall() {
        let mut rows = ["bbbbbbbbbbbb"; 8];
        rows[0] = "wwwwwbwwwwww";
        assert_eq!(of(rows, Color::White).moves, 2, "flip the one black piece");
        rows[0] = "wwwwwBwwwwww";
        assert_eq!(of(rows, Color::White).moves, 2, "round the permanent through f2");
        rows[1] = ".....B......";
        assert_eq!(of(rows, Color::White).moves, 4, "e2, then f3 flipped, then g2");
        let walled = ["wwwwwBwwwwww"; 8];
        assert_eq!(of(walled, Color::White).moves, UNREACHABLE);
    }
}
