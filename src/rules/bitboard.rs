//! A set of cells as 96 bits of a `u128`, with the shifts that move it across the board.

use super::square::{Square, COLS};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of cells: bit `row * 12 + col` is set for each member. Bits 96..128 are always clear.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u128);

/// Every cell of the board.
pub const BOARD_MASK: u128 = (1u128 << 96) - 1;

/// The cells of column `col` (0 = `a`).
const fn column_mask(col: usize) -> u128 {
    let mut mask = 0u128;
    let mut row = 0;
    while row < 8 {
        mask |= 1u128 << (row * COLS + col);
        row += 1;
    }
    mask
}

/// Every column's mask, computed once.
const COLUMN_MASKS: [u128; COLS] = {
    let mut masks = [0u128; COLS];
    let mut col = 0;
    while col < COLS {
        masks[col] = column_mask(col);
        col += 1;
    }
    masks
};

/// Column `a`, where paths start.
pub const COLUMN_A: Bitboard = Bitboard(column_mask(0));
/// Column `l`, where paths end.
pub const COLUMN_L: Bitboard = Bitboard(column_mask(COLS - 1));
/// Mask of the 12 column bits that [`Bitboard::columns`] returns when every column is hit.
pub const ALL_COLUMNS: u16 = (1 << COLS) - 1;

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every cell.
    pub const FULL: Bitboard = Bitboard(BOARD_MASK);

    /// The set holding just `square`.
    pub const fn from_square(square: Square) -> Bitboard {
        // By its 64-bit word: a 128-bit shift by a varying amount is a library call in wasm.
        let index = square.index();
        if index < 64 {
            Bitboard((1u64 << index) as u128)
        } else {
            Bitboard(((1u64 << (index - 64)) as u128) << 64)
        }
    }

    /// The cells of one column (`col` below 12), from a table.
    pub const fn column(col: usize) -> Bitboard {
        Bitboard(COLUMN_MASKS[col])
    }

    /// True if no cell is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of cells in the set.
    pub const fn count(self) -> u32 {
        // Bits 96..128 are clear: a 64-bit and a 32-bit count, cheaper than a 128-bit one where
        // the processor has no population count instruction.
        (self.0 as u64).count_ones() + ((self.0 >> 64) as u32).count_ones()
    }

    /// True if `square` is in the set.
    pub const fn contains(self, square: Square) -> bool {
        self.0 & Bitboard::from_square(square).0 != 0
    }

    /// The set with every cell moved one column right; column `l` falls off.
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 << 1) & !COLUMN_A.0 & BOARD_MASK)
    }

    /// The set with every cell moved one column left; column `a` falls off.
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 >> 1) & !COLUMN_L.0)
    }

    /// The set grown by one step in all 8 directions (the set itself included).
    pub const fn dilate(self) -> Bitboard {
        let row = self.0 | self.east().0 | self.west().0;
        Bitboard((row | (row << COLS) | (row >> COLS)) & BOARD_MASK)
    }

    /// The up to 8 cells around the set, the set itself excluded.
    pub const fn neighbours(self) -> Bitboard {
        Bitboard(self.dilate().0 & !self.0)
    }

    /// The part of `within` that is 8-connected to `seeds` (seeds outside `within` are ignored).
    pub fn flood_fill(seeds: Bitboard, within: Bitboard) -> Bitboard {
        let mut reached = seeds & within;
        loop {
            let grown = reached.dilate() & within;
            if grown == reached {
                return reached;
            }
            reached = grown;
        }
    }

    /// The columns that hold at least one cell, as 12 bits (bit 0 = column `a`).
    /// Folds the 8 rows onto the first by shifts.
    pub const fn columns(self) -> u16 {
        let mut x = self.0;
        x |= x >> (4 * COLS);
        x |= x >> (2 * COLS);
        x |= x >> COLS;
        (x as u16) & ALL_COLUMNS
    }

    /// The number of columns from the leftmost to the rightmost cell, 0 for the empty set.
    pub const fn column_span(self) -> u32 {
        let columns = self.columns();
        if columns == 0 {
            0
        } else {
            16 - columns.leading_zeros() - columns.trailing_zeros()
        }
    }

    /// The lowest cell of the set, if any.
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The `n`-th cell (0-based, in index order), if the set has more than `n` cells.
    pub fn nth(self, n: u32) -> Option<Square> {
        let low = self.0 as u64;
        let low_count = low.count_ones();
        let (word, n, base) = if n < low_count {
            (low, n, 0)
        } else {
            ((self.0 >> 64) as u64, n - low_count, 64)
        };
        select_u64(word, n).map(|bit| Square::from_index(base + bit as usize))?
    }

    /// The cells in index order.
    pub fn squares(self) -> Squares {
        Squares(self.0)
    }
}

/// Position of the `n`-th set bit of `word`, narrowing by halves on population counts.
fn select_u64(word: u64, mut n: u32) -> Option<u32> {
    if n >= word.count_ones() {
        return None;
    }
    let mut word = word;
    let mut base = 0;
    for width in [32u32, 16, 8] {
        let low = word & ((1u64 << width) - 1);
        let low_count = low.count_ones();
        if n >= low_count {
            n -= low_count;
            word >>= width;
            base += width;
        } else {
            word = low;
        }
    }
    for _ in 0..n {
        word &= word - 1;
    }
    Some(base + word.trailing_zeros())
}

/// Iterator over the cells of a [`Bitboard`], lowest index first.
pub struct Squares(u128);

impl Iterator for Squares {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Square::from_index(index)
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the board.
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & BOARD_MASK)
    }
}

impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl BitXorAssign for Bitboard {
    fn bitxor_assign(&mut self, rhs: Bitboard) {
        self.0 ^= rhs.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(row: usize, col: usize) -> Square {
        Square::new(row, col).unwrap()
    }

    #[test]
    fn corner_has_three_neighbours_and_centre_eight() {
        assert_eq!(Bitboard::from_square(sq(0, 0)).neighbours().count(), 3);
        assert_eq!(Bitboard::from_square(sq(7, 11)).neighbours().count(), 3);
        assert_eq!(Bitboard::from_square(sq(0, 11)).neighbours().count(), 3);
        assert_eq!(Bitboard::from_square(sq(3, 0)).neighbours().count(), 5);
        assert_eq!(Bitboard::from_square(sq(3, 5)).neighbours().count(), 8);
    }

    #[test]
    fn shifts_do_not_wrap_between_rows() {
        let right_edge = Bitboard::from_square(sq(2, 11));
        assert!(right_edge.east().is_empty());
        let left_edge = Bitboard::from_square(sq(2, 0));
        assert!(left_edge.west().is_empty());
        assert!(!right_edge.dilate().contains(sq(3, 0)));
        assert!(!left_edge.dilate().contains(sq(1, 11)));
    }

    #[test]
    fn columns_and_span_fold_every_row() {
        let set = Bitboard::from_square(sq(7, 2)) | Bitboard::from_square(sq(0, 9));
        assert_eq!(set.columns(), (1 << 2) | (1 << 9));
        assert_eq!(set.column_span(), 8);
        assert_eq!(Bitboard::EMPTY.column_span(), 0);
        assert_eq!(Bitboard::FULL.columns(), ALL_COLUMNS);
    }

    #[test]
    fn nth_matches_iteration_order() {
        let set = Bitboard(0x8000_0001_0000_0000_0000_0001_0010_0403 & BOARD_MASK);
        for (n, square) in set.squares().enumerate() {
            assert_eq!(set.nth(n as u32), Some(square));
        }
        assert_eq!(set.nth(set.count()), None);
    }

    #[test]
    fn flood_fill_follows_diagonals_only_through_the_set() {
        let chain = [sq(0, 0), sq(1, 1), sq(2, 2), sq(5, 5)]
            .into_iter()
            .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(s));
        let reached = Bitboard::flood_fill(Bitboard::from_square(sq(0, 0)), chain);
        assert_eq!(reached.count(), 3);
        assert!(!reached.contains(sq(5, 5)));
    }
}
