//! A fixed-capacity list of moves that lives on the stack.

use super::mv::Move;
use super::square::{Square, CELLS};
use std::ops::Deref;

/// The most legal moves a position can have: every cell empty, regular or permanent.
pub const MAX_MOVES: usize = 2 * CELLS;

/// Up to [`MAX_MOVES`] moves, without heap allocation.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        let filler = Move::regular(Square::from_index(0).expect("a1 is on the board"));
        MoveList { moves: [filler; MAX_MOVES], len: 0 }
    }

    /// Appends a move. The caller never exceeds [`MAX_MOVES`]: one regular and one
    /// permanent move per empty cell.
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}
