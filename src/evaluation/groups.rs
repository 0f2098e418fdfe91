//! One colour's connected groups (8-neighbour flood fills on bitboards), found from scratch or
//! from the groups of the position one move before: a move changes a few cells, and every group
//! that neither holds nor touches one of them is still a group, so only the rest is filled again.

use crate::rules::bitboard::Bitboard;
use crate::rules::square::COLS;

/// The most 8-connected groups one colour can form on 8x12 (isolated cells two apart).
pub const MAX_GROUPS: usize = 24;

/// A connected group of one colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Group {
    /// Its cells.
    pub cells: Bitboard,
    /// Its cells and every cell around them (`cells.dilate()`), kept for the look-ahead.
    pub grown: Bitboard,
    /// Its leftmost column.
    pub lo: u32,
    /// Its rightmost column.
    pub hi: u32,
}

impl Group {
    fn of(cells: Bitboard) -> Group {
        let columns = cells.columns();
        Group { cells, grown: cells.dilate(), lo: columns.trailing_zeros(), hi: 15 - columns.leading_zeros() }
    }

    /// Columns spanned.
    pub fn span(&self) -> u32 {
        self.hi + 1 - self.lo
    }

    /// How it ranks for the widest group: wider first, then the one holding the lowest cell
    /// (the first a scan of the cells in index order finds).
    pub fn width_rank(&self) -> (u32, std::cmp::Reverse<u32>) {
        (self.span(), std::cmp::Reverse(self.cells.0.trailing_zeros()))
    }

    /// True if it reaches column a.
    pub fn touches_a(&self) -> bool {
        self.lo == 0
    }

    /// True if it reaches column l.
    pub fn touches_l(&self) -> bool {
        self.hi == COLS as u32 - 1
    }
}

/// One colour's groups, in no particular order.
#[derive(Clone, Copy, Debug)]
pub struct Groups {
    list: [Group; MAX_GROUPS],
    count: usize,
}

impl Groups {
    /// The groups of `pieces`.
    pub fn of(pieces: Bitboard) -> Groups {
        let mut groups = Groups { list: [Group::default(); MAX_GROUPS], count: 0 };
        groups.fill(pieces);
        groups
    }

    /// Adds the groups of `pieces`, none of which may be in a group already.
    fn fill(&mut self, pieces: Bitboard) {
        let mut remaining = pieces;
        while let Some(seed) = remaining.first() {
            let cells = Bitboard::flood_fill(Bitboard::from_square(seed), pieces);
            self.list[self.count] = Group::of(cells);
            self.count += 1;
            remaining &= !cells;
        }
    }

    /// The groups of `pieces`, which differ from the pieces these groups were found in by the
    /// cells of `changed` alone (gained or lost). A group that neither holds nor touches a changed
    /// cell is still a whole group; the pieces of the others are filled again.
    pub fn after(&self, pieces: Bitboard, changed: Bitboard) -> Groups {
        let mut groups = *self;
        self.after_into(pieces, changed, &mut groups);
        groups
    }

    /// [`Groups::after`], written into `groups` (whatever it held), which saves a copy.
    pub fn after_into(&self, pieces: Bitboard, changed: Bitboard, groups: &mut Groups) {
        groups.count = 0;
        let mut rest = pieces;
        for group in self.iter() {
            if (group.grown & changed).is_empty() {
                groups.list[groups.count] = *group;
                groups.count += 1;
                rest &= !group.cells;
            }
        }
        if changed.count() == 1 && !(changed & pieces).is_empty() {
            // One cell gained: it and the groups it touches make one group, no fill needed.
            groups.list[groups.count] = Group::of(rest);
            groups.count += 1;
        } else {
            groups.fill(rest);
        }
    }

    /// Group `index` (below the count).
    pub fn get(&self, index: usize) -> &Group {
        &self.list[index]
    }

    /// A bit per group, bit `i` for group `i`.
    pub fn mask(&self) -> u32 {
        ((1u64 << self.count) - 1) as u32
    }

    /// The bits of [`Groups::mask`] of the groups with no cell in `cells`.
    pub fn mask_outside(&self, cells: Bitboard) -> u32 {
        let mut mask = 0;
        for (index, group) in self.iter().enumerate() {
            if (group.cells & cells).is_empty() {
                mask |= 1 << index;
            }
        }
        mask
    }

    /// The groups.
    pub fn iter(&self) -> std::slice::Iter<'_, Group> {
        self.list[..self.count].iter()
    }

    /// The widest group, the one holding the lowest cell among equally wide ones (the first a
    /// scan of the cells in index order finds), if there is any.
    pub fn widest(&self) -> Option<&Group> {
        self.iter().max_by_key(|group| group.width_rank())
    }

    /// The cells of the groups that reach column a, and of those that reach column l.
    pub fn edge_cells(&self) -> (Bitboard, Bitboard) {
        let mut from_a = Bitboard::EMPTY;
        let mut from_l = Bitboard::EMPTY;
        for group in self.iter() {
            if group.touches_a() {
                from_a |= group.cells;
            }
            if group.touches_l() {
                from_l |= group.cells;
            }
        }
        (from_a, from_l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::color::Color;
    use crate::rules::position::Position;
    use rand::{RngExt, SeedableRng};

    /// The groups as sorted cell sets, to compare two lists whatever their order.
    fn sorted(groups: &Groups) -> Vec<(u128, u32, u32)> {
        let mut cells: Vec<_> = groups.iter().map(|g| (g.cells.0, g.lo, g.hi)).collect();
        cells.sort_unstable();
        cells
    }

    #[test]
    fn groups_after_a_move_are_the_groups_found_afresh() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(28);
        let mut checked = 0;
        for _ in 0..300 {
            let mut position = Position::new();
            while !position.is_over() {
                let before = [Groups::of(position.pieces(Color::White)), Groups::of(position.pieces(Color::Black))];
                let old = [position.pieces(Color::White), position.pieces(Color::Black)];
                let n = rng.random_range(0..position.legal_move_count());
                position.play_unchecked(position.nth_legal_move(n).unwrap());
                for (index, color) in [Color::White, Color::Black].into_iter().enumerate() {
                    let pieces = position.pieces(color);
                    let after = before[index].after(pieces, old[index] ^ pieces);
                    let fresh = Groups::of(pieces);
                    assert_eq!(sorted(&after), sorted(&fresh));
                    assert_eq!(after.widest().map(|g| g.cells), fresh.widest().map(|g| g.cells));
                    assert_eq!(after.edge_cells(), fresh.edge_cells());
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000);
    }
}
