//! Per-cell counts of neighbours in a set, by bit-sliced addition, afresh or after a change of
//! one or two cells.

use crate::rules::bitboard::Bitboard;
use crate::rules::square::COLS;

/// Per-cell counts of neighbours in a set, as four bit planes (value = b0 + 2 b1 + 4 b2 + 8 b3).
#[derive(Clone, Copy, Debug)]
pub struct NeighbourCounts {
    planes: [u128; 4],
}

impl NeighbourCounts {
    /// For every cell, how many of its up to 8 neighbours are in `set`.
    pub fn of(set: Bitboard) -> NeighbourCounts {
        let mut planes = [0u128; 4];
        let east = set.east();
        let west = set.west();
        let mask = Bitboard::FULL.0;
        let shifted = [
            east.0,
            west.0,
            set.0 >> COLS,
            (set.0 << COLS) & mask,
            east.0 >> COLS,
            west.0 >> COLS,
            (east.0 << COLS) & mask,
            (west.0 << COLS) & mask,
        ];
        for mut carry in shifted {
            for plane in planes.iter_mut() {
                let sum = *plane ^ carry;
                carry &= *plane;
                *plane = sum;
                if carry == 0 {
                    break;
                }
            }
        }
        NeighbourCounts { planes }
    }

    /// The counts for `set`, which differs from the set these counts are of by the cells of
    /// `changed` alone: each changed cell adds one to its neighbours' counts (gained) or takes
    /// one away (lost), bit-sliced; more than two changed cells are counted afresh.
    pub fn after(&self, set: Bitboard, changed: Bitboard) -> NeighbourCounts {
        if changed.count() > 2 {
            return NeighbourCounts::of(set);
        }
        let mut planes = self.planes;
        for cell in changed.squares() {
            let at = Bitboard::from_square(cell);
            let mut carry = at.neighbours().0;
            if set.contains(cell) {
                for plane in planes.iter_mut() {
                    let sum = *plane ^ carry;
                    carry &= *plane;
                    *plane = sum;
                }
            } else {
                for plane in planes.iter_mut() {
                    let difference = *plane ^ carry;
                    carry &= !*plane;
                    *plane = difference;
                }
            }
        }
        NeighbourCounts { planes }
    }

    /// The cells with exactly `count` neighbours in the set.
    pub fn equal(&self, count: u32) -> Bitboard {
        let mut cells = Bitboard::FULL.0;
        for (bit, plane) in self.planes.iter().enumerate() {
            cells &= if count >> bit & 1 == 1 { *plane } else { !*plane };
        }
        Bitboard(cells & Bitboard::FULL.0)
    }

    /// The cells with at least 4 neighbours in the set.
    pub fn at_least_four(&self) -> Bitboard {
        Bitboard(self.planes[2] | self.planes[3])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::color::Color;
    use crate::rules::position::Position;

    #[test]
    fn neighbour_counts_match_a_direct_count() {
        let p = Position::from_rows(
            &["w.w.......ww", ".ww.........", "w..w......w.", "....w.......", "www.........",
              "w.w.........", "www........w", "...........w"],
            Color::White,
        )
        .unwrap();
        let set = p.pieces(Color::White);
        let counts = NeighbourCounts::of(set);
        for square in crate::rules::square::Square::all() {
            let direct = (Bitboard::from_square(square).neighbours() & set).count();
            assert!(counts.equal(direct).contains(square), "{square} has {direct}");
            assert_eq!(counts.at_least_four().contains(square), direct >= 4, "{square}");
        }
    }

    #[test]
    fn counts_after_a_change_of_one_or_two_cells_are_the_counts_afresh() {
        use crate::rng::SeededRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SeededRng::seed_from_u64(8);
        for _ in 0..5000 {
            let set = Bitboard(rng.random::<u128>() & rng.random::<u128>() & Bitboard::FULL.0);
            let mut changed = Bitboard::EMPTY;
            for _ in 0..rng.random_range(1..=3) {
                changed |= Bitboard(1 << rng.random_range(0..96));
            }
            let after = set ^ changed;
            let counts = NeighbourCounts::of(set).after(after, changed);
            assert_eq!(counts.planes, NeighbourCounts::of(after).planes, "{changed:?}");
        }
    }
}
