//! Connection distance: how many moves a colour still needs to connect column a to column l,
//! found by a breadth-first search over bitboards where each layer is one dilation.
//!
//! Cost of a cell for the colour: its own pieces 0; an empty cell 1 (a regular piece there);
//! the other colour's regular piece 2 (a permanent beside it would flip it, then it counts as
//! placed); the other colour's permanents are walls. The carrier is the set of empty cells on
//! at least one shortest path: few carrier cells mean one blocking move can hurt.

use crate::rules::bitboard::{Bitboard, COLUMN_A, COLUMN_L};

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

/// The cells reachable from `edge` at each cost, until `goal` is reached or nothing grows.
/// Returns the layers filled and the cost at which `goal` was reached, if it was.
fn layers(edge: Bitboard, goal: Bitboard, own: Bitboard, empty: Bitboard, flippable: Bitboard,
          reach: &mut [Bitboard; MAX_LAYERS]) -> (usize, Option<u32>) {
    reach[0] = Bitboard::flood_fill(own & edge, own);
    if !(reach[0] & goal).is_empty() {
        return (1, Some(0));
    }
    for k in 1..MAX_LAYERS {
        let mut seeds = reach[k - 1] | ((reach[k - 1].dilate() | edge) & empty);
        if k >= 2 {
            seeds |= (reach[k - 2].dilate() | edge) & flippable;
        }
        reach[k] = Bitboard::flood_fill(seeds, own | seeds);
        if !(reach[k] & goal).is_empty() {
            return (k + 1, Some(k as u32));
        }
        if k >= 2 && reach[k] == reach[k - 2] {
            return (k + 1, None);
        }
    }
    (MAX_LAYERS, None)
}

/// The distance of the colour whose pieces are `own`, with `empty` cells free and `flippable`
/// the other colour's regular pieces.
pub fn distance(own: Bitboard, empty: Bitboard, flippable: Bitboard) -> Distance {
    let mut from_a = [Bitboard::EMPTY; MAX_LAYERS];
    let (_, found) = layers(COLUMN_A, COLUMN_L, own, empty, flippable, &mut from_a);
    let Some(moves) = found else {
        return Distance { moves: UNREACHABLE, carrier: Bitboard::EMPTY };
    };
    if moves == 0 {
        return Distance { moves, carrier: Bitboard::EMPTY };
    }
    let mut from_l = [Bitboard::EMPTY; MAX_LAYERS];
    let (filled, _) = layers(COLUMN_L, COLUMN_A, own, empty, flippable, &mut from_l);
    // An empty cell reached at cost i from a and j from l (itself counted in both) lies on a
    // shortest path when i + j - 1 = moves.
    let mut carrier = Bitboard::EMPTY;
    for (i, reached_from_a) in from_a.iter().enumerate().take(moves as usize + 1).skip(1) {
        let j = moves as usize + 1 - i;
        if j < filled {
            carrier |= *reached_from_a & from_l[j] & empty;
        }
    }
    Distance { moves, carrier }
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
