//! One colour's shortest connection, for a player to see: the moves it still needs (the
//! connection distance) and the cells of one cheapest path from column a to column l.
//!
//! The path is read off the search from column a: a cell's cost from the edge counts the cell
//! itself, so a step from one cell to a neighbour stays on a cheapest path exactly when the
//! neighbour's cost is the cell's plus the neighbour's own. A walk over those steps, from the
//! column-a cells that start a cheapest path, finds the one that ends in column l at the
//! distance with the fewest cells, and of those the straightest and the nearest the middle, so
//! that a player sees a path that looks like one.

use super::{Board, DistanceLayers, UNREACHABLE};
use crate::evaluation::groups::Groups;
use crate::rules::bitboard::{Bitboard, COLUMN_A, COLUMN_L};
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::square::{Square, CELLS, ROWS};

/// A colour's distance to connecting and the cells of one of its shortest connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Connection {
    /// Moves still needed ([`super::Distance::moves`]): 0 once connected, [`UNREACHABLE`] when
    /// the other colour's permanents wall every path off.
    pub moves: u32,
    /// The cells of one cheapest path from column a to column l: the colour's own pieces on it,
    /// the empty cells it still needs and the other colour's regular pieces a permanent would
    /// have to flip. The connected chain itself once connected; empty when unreachable.
    pub cells: Bitboard,
}

/// `color`'s shortest connection in `position`.
pub fn shortest_connection(position: &Position, color: Color) -> Connection {
    let board = Board::of(position, color);
    let layers = DistanceLayers::new(&board, &Groups::of(board.own));
    let moves = layers.distance.moves;
    let cells = match (moves, layers.costs()) {
        (UNREACHABLE, _) => Bitboard::EMPTY,
        (0, _) => position.path_cells(color),
        (_, Some([from_a, _])) => cheapest_path(&board, &from_a, moves),
        // The search from l is made whenever a costs more than nothing to connect.
        (_, None) => Bitboard::EMPTY,
    };
    Connection { moves, cells }
}

/// The cost of `cell` for the colour of `board`: its own pieces 0, empty 1, the other colour's
/// regular pieces 2, and `None` for a wall.
fn own_cost(board: &Board, cell: Square) -> Option<u32> {
    if board.own.contains(cell) {
        Some(0)
    } else if board.empty.contains(cell) {
        Some(1)
    } else if board.flippable.contains(cell) {
        Some(2)
    } else {
        None
    }
}

/// How a way to a cell ranks, smaller first: the cells on it, then how often it changes rows,
/// then how far from the board's middle it starts.
type Way = (u32, u32, u32);

/// One path of cost `moves` from column a to column l, `from_a` being each cell's cost from
/// column a (exact up to `moves`): of those with the fewest cells, the straightest, then the
/// one nearest the middle rows, then the lowest cells (a search in the order of [`Way`]).
fn cheapest_path(board: &Board, from_a: &[u8; CELLS], moves: u32) -> Bitboard {
    let cost_from_a = |cell: Square| u32::from(from_a[cell.index()]);
    let mut best: [Option<Way>; CELLS] = [None; CELLS];
    let mut came_from: [Option<Square>; CELLS] = [None; CELLS];
    for cell in COLUMN_A.squares() {
        if own_cost(board, cell) == Some(cost_from_a(cell)) {
            best[cell.index()] = Some((1, 0, (2 * cell.row()).abs_diff(ROWS - 1) as u32));
        }
    }
    let mut done = Bitboard::EMPTY;
    while let Some(cell) = Square::all().filter(|cell| !done.contains(*cell) && best[cell.index()].is_some()).min_by_key(|cell| best[cell.index()]) {
        done |= Bitboard::from_square(cell);
        if COLUMN_L.contains(cell) && cost_from_a(cell) == moves {
            let mut path = Bitboard::from_square(cell);
            let mut at = cell;
            while let Some(before) = came_from[at.index()] {
                path |= Bitboard::from_square(before);
                at = before;
            }
            return path;
        }
        let Some((cells, turns, start)) = best[cell.index()] else { break };
        for neighbour in (Bitboard::from_square(cell).neighbours() & !done).squares() {
            // A step stays on a cheapest path when the neighbour costs this cell's cost plus its own.
            let cheapest = own_cost(board, neighbour)
                .is_some_and(|cost| cost_from_a(neighbour) == cost_from_a(cell) + cost && cost_from_a(neighbour) <= moves);
            let way = (cells + 1, turns + u32::from(neighbour.row() != cell.row()), start);
            if cheapest && best[neighbour.index()].is_none_or(|known| way < known) {
                best[neighbour.index()] = Some(way);
                came_from[neighbour.index()] = Some(cell);
            }
        }
    }
    // Not reached: the search from a found a path of cost `moves`, and its cells are such steps.
    Bitboard::EMPTY
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(cells: Bitboard) -> Vec<String> {
        cells.squares().map(|cell| cell.to_string()).collect()
    }

    #[test]
    fn of_the_shortest_paths_the_straightest_nearest_the_middle_is_shown() {
        // Every row of the empty board is a shortest path: rows 4 and 5 are the middle ones.
        let empty = shortest_connection(&Position::new(), Color::White);
        assert_eq!(named(empty.cells), ["a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4", "i4", "j4", "k4", "l4"]);
        // A white piece on b7 draws the path to row 7, straight along it.
        let game = crate::rules::game::Game::from_record("b7").unwrap();
        let white = shortest_connection(game.position(), Color::White);
        assert_eq!(white.moves, 11);
        assert_eq!(named(white.cells), ["a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "j7", "k7", "l7"]);
    }
}
