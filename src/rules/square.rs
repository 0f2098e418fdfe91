//! Cells of the 8x12 board.

use std::fmt;

/// Number of rows (1..8, top to bottom).
pub const ROWS: usize = 8;
/// Number of columns (a..l, left to right).
pub const COLS: usize = 12;
/// Number of cells.
pub const CELLS: usize = ROWS * COLS;

/// A cell of the board, `row * 12 + col`, with row 0 the top row (`1` in notation)
/// and column 0 the left column (`a`). Always on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The cell at `index` (0..96), or `None` off the board.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < CELLS {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The cell at zero-based `row` (top to bottom) and `col` (left to right), or `None`.
    pub const fn new(row: usize, col: usize) -> Option<Square> {
        if row < ROWS && col < COLS {
            Some(Square((row * COLS + col) as u8))
        } else {
            None
        }
    }

    /// Index 0..96, `row * 12 + col`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based row, 0 being the top row (`1` in notation).
    pub const fn row(self) -> usize {
        self.0 as usize / COLS
    }

    /// Zero-based column, 0 being column `a`.
    pub const fn col(self) -> usize {
        self.0 as usize % COLS
    }

    /// Every cell, in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..CELLS as u8).map(Square)
    }
}

impl fmt::Display for Square {
    /// Notation: column letter then row number, `c4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = (b'a' + self.col() as u8) as char;
        write!(f, "{}{}", letter, self.row() + 1)
    }
}
