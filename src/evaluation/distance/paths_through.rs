//! The cells on the cheapest paths through each cell, found from a colour's two distance
//! searches, so that its distance after it gains one more empty cell follows without searching
//! again.
//!
//! A cell's cost from an edge counts the cell itself (own pieces 0, empty 1, the other colour's
//! regulars 2). Gaining the empty cell `c` lowers only `c`'s cost, by one, so a cheaper path
//! must run through `c`: the new distance is the cheapest connection through `c` less one when
//! that is the old distance, and otherwise the old distance. The new shortest paths are the
//! old ones that stay shortest and the cheapest ones through `c`, and a cell is on a cheapest
//! path through `c` exactly when it is on a cheapest path from an edge to `c`: its
//! "ancestors" in the search from that edge, found for every cell at once by one pass over the
//! search's layers in order of cost.

use super::{Board, Distance, DistanceLayers, EdgeCosts, Layers};
use crate::evaluation::groups::Groups;
use crate::rules::bitboard::Bitboard;
use crate::rules::square::Square;

/// Per cell, the cells on the cheapest paths through it, for a colour whose connection costs
/// more than nothing and can be made.
#[derive(Clone, Debug)]
pub struct PathsThrough {
    /// Per cell, its cost from column a and from column l (the cell's own cost in both).
    costs: EdgeCosts,
    /// How many layers each search made: a cost below it is exact.
    filled: [u8; 2],
    /// Per cell, the cells on some cheapest path from either edge to it (itself included).
    on_paths: [Bitboard; 96],
}

impl PathsThrough {
    /// The cells on the cheapest paths through each cell of `layers`' board, whose own pieces
    /// form `groups`, given the layers' [`DistanceLayers::costs`]; `None` when the colour cannot
    /// connect or is connected.
    pub fn of(layers: &DistanceLayers, groups: &Groups, costs: &EdgeCosts) -> Option<PathsThrough> {
        let from_l = layers.from_l.as_ref()?;
        let from_a = &layers.from_a;
        let mut on_paths = ancestors(from_a, &layers.board, groups);
        for (cells, more) in on_paths.iter_mut().zip(ancestors(from_l, &layers.board, groups)) {
            *cells |= more;
        }
        Some(PathsThrough { costs: *costs, filled: [from_a.filled as u8, from_l.filled as u8], on_paths })
    }

    /// The distance after the colour gains the empty cell `cell` (nothing else changing), given
    /// its distance before (`before`, of these searches) and the board's empty cells after;
    /// `None` when a search did not reach the cell, so that its cost there is not known.
    pub fn after_gaining(&self, before: &Distance, cell: Square, empty: Bitboard) -> Option<Distance> {
        let index = cell.index();
        let (a, l) = (self.costs[0][index] as u32, self.costs[1][index] as u32);
        if a >= self.filled[0] as u32 || l >= self.filled[1] as u32 {
            return None;
        }
        debug_assert!(a >= 1 && l >= 1 && !empty.contains(cell), "{cell} was empty and is no longer");
        // The cell's own cost, 1, counted by both searches.
        let cheapest_through = a + l - 1;
        let on_paths = self.on_paths[index] & empty;
        debug_assert!(cheapest_through >= before.moves, "no connection is cheaper than the distance");
        Some(match cheapest_through - before.moves {
            0 if before.moves == 1 => Distance { moves: 0, carrier: Bitboard::EMPTY },
            0 => Distance { moves: before.moves - 1, carrier: on_paths },
            1 => Distance { moves: before.moves, carrier: (before.carrier & empty) | on_paths },
            _ => *before,
        })
    }
}

/// The cells around each cell, from a table.
const NEIGHBOURS: [Bitboard; 96] = {
    let mut table = [Bitboard::EMPTY; 96];
    let mut index = 0;
    while index < 96 {
        table[index] = Bitboard(1u128 << index).neighbours();
        index += 1;
    }
    table
};

/// Per cell reached by the search `layers` (from an edge), the cells on its cheapest paths from
/// the edge: the cell and the ancestors of every neighbour cheaper by the cell's own cost (a cell
/// on the edge at its own cost starts a path).
/// Cells are taken in order of cost; a group of own pieces (cost 0) after the other cells of
/// its cost, since those next to it are its predecessors.
fn ancestors(layers: &Layers, board: &Board, groups: &Groups) -> [Bitboard; 96] {
    let Board { own, empty, .. } = *board;
    let mut ancestors = [Bitboard::EMPTY; 96];
    // Per cost, the cells of exactly that cost.
    let mut exact = [Bitboard::EMPTY; super::MAX_LAYERS];
    let mut before = Bitboard::EMPTY;
    for (k, reached) in layers.reach[..layers.filled].iter().enumerate() {
        exact[k] = *reached & !before;
        before = *reached;
    }
    for k in 0..layers.filled {
        for cell in (exact[k] & !own).squares() {
            let cost = if empty.contains(cell) { 1 } else { 2 };
            let mut cells = Bitboard::from_square(cell);
            if k >= cost {
                for predecessor in (NEIGHBOURS[cell.index()] & exact[k - cost]).squares() {
                    cells |= ancestors[predecessor.index()];
                }
            }
            ancestors[cell.index()] = cells;
        }
        for group in groups.iter().filter(|group| !(group.cells & exact[k]).is_empty()) {
            let mut cells = group.cells;
            for predecessor in (group.grown & exact[k] & !own).squares() {
                cells |= ancestors[predecessor.index()];
            }
            for cell in group.cells.squares() {
                ancestors[cell.index()] = cells;
            }
        }
    }
    ancestors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::distance::distance;
    use crate::rules::color::Color;
    use crate::rules::position::Position;
    use rand::{RngExt, SeedableRng};

    /// Random positions; for each colour and each empty cell whose cost both searches know, the
    /// distance after the colour gains that cell equals a search of the new board: the moves and
    /// every carrier cell.
    #[test]
    fn the_distance_after_gaining_a_cell_equals_a_new_search() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(96);
        // Distances that fell to 0, fell, stayed with more paths, stayed as they were.
        let mut outcomes = [0usize; 4];
        for _ in 0..400 {
            let mut position = Position::new();
            for _ in 0..rng.random_range(0..60) {
                if position.is_over() {
                    break;
                }
                let n = rng.random_range(0..position.legal_move_count());
                position.play_unchecked(position.nth_legal_move(n).unwrap());
            }
            for color in Color::BOTH {
                let board = Board::of(&position, color);
                let own = board.own;
                let groups = Groups::of(own);
                let layers = DistanceLayers::new(&board, &groups);
                let Some(costs) = layers.costs() else { continue };
                let paths = PathsThrough::of(&layers, &groups, &costs).expect("costs, so two searches");
                for cell in board.empty.squares() {
                    let at = Bitboard::from_square(cell);
                    let Some(after) = paths.after_gaining(&layers.distance, cell, board.empty & !at) else { continue };
                    let searched = distance(own | at, board.empty & !at, board.flippable);
                    assert_eq!(after, searched, "{color:?} gains {cell} in\n{position}");
                    let kind = match (after.moves, after.moves == layers.distance.moves) {
                        (0, _) => 0,
                        (_, false) => 1,
                        (_, true) if after.carrier != layers.distance.carrier & board.empty & !at => 2,
                        _ => 3,
                    };
                    outcomes[kind] += 1;
                }
            }
        }
        assert!(outcomes[0] > 10 && outcomes[1..].iter().all(|&n| n > 1_000), "{outcomes:?}");
    }
}
