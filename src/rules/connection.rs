//! Paths between column a and column l, and the widest connected group, on bitboards.

use super::bitboard::{Bitboard, ALL_COLUMNS, COLUMN_A, COLUMN_L};

/// True if the cells of `pieces` connect column a to column l through the 8 neighbours.
///
/// A path must hit every column (a step moves at most one column), so the fold of the
/// columns rules most positions out before any flood fill.
pub fn has_path(pieces: Bitboard) -> bool {
    if pieces.columns() != ALL_COLUMNS {
        return false;
    }
    let mut reached = pieces & COLUMN_A;
    loop {
        if !(reached & COLUMN_L).is_empty() {
            return true;
        }
        let grown = reached.dilate() & pieces;
        if grown == reached {
            return false;
        }
        reached = grown;
    }
}

/// The cells of `pieces` that belong to a path from column a to column l (empty if none).
pub fn path_cells(pieces: Bitboard) -> Bitboard {
    let from_a = Bitboard::flood_fill(pieces & COLUMN_A, pieces);
    Bitboard::flood_fill(from_a & COLUMN_L, from_a)
}

/// Columns spanned by the widest 8-connected group of `pieces` (0 when there are none):
/// PAI's `longestPath`.
pub fn longest_path(pieces: Bitboard) -> u32 {
    let mut remaining = pieces;
    let mut best = 0;
    while let Some(seed) = remaining.first() {
        if remaining.column_span() <= best {
            break;
        }
        let group = Bitboard::flood_fill(Bitboard::from_square(seed), pieces);
        best = best.max(group.column_span());
        remaining &= !group;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::square::Square;

    fn cells(list: &[(usize, usize)]) -> Bitboard {
        list.iter().fold(Bitboard::EMPTY, |b, &(r, c)| {
            b | Bitboard::from_square(Square::new(r, c).unwrap())
        })
    }

    #[test]
    fn a_diagonal_staircase_is_a_path() {
        let stairs: Vec<_> = (0..12).map(|c| (if c < 8 { c } else { 14 - c }, c)).collect();
        assert!(has_path(cells(&stairs)));
        assert_eq!(longest_path(cells(&stairs)), 12);
    }

    #[test]
    fn a_gap_of_one_column_breaks_the_path() {
        let broken: Vec<_> = (0..12).filter(|&c| c != 6).map(|c| (2, c)).collect();
        assert!(!has_path(cells(&broken)));
        assert_eq!(longest_path(cells(&broken)), 6);
    }

    #[test]
    fn every_column_hit_but_disconnected_is_no_path() {
        let split: Vec<_> = (0..12).map(|c| if c < 6 { (0, c) } else { (7, c) }).collect();
        assert!(!has_path(cells(&split)));
        assert_eq!(longest_path(cells(&split)), 6);
    }

    #[test]
    fn path_cells_drop_dead_ends_off_the_path_groups() {
        let mut list: Vec<_> = (0..12).map(|c| (4, c)).collect();
        list.push((0, 3));
        let path = path_cells(cells(&list));
        assert_eq!(path.count(), 12);
    }
}
