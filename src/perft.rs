//! Perft: counting the leaves of the game tree to a fixed depth, to check move generation,
//! play and result detection against known counts.

use crate::rules::position::Position;

/// Number of leaves `depth` plies below `position`; a finished game has no children, so it
/// counts 1 at depth 0 and 0 below. Counts the last ply in bulk from the legal-move count.
pub fn perft(position: &Position, depth: u32) -> u64 {
    perft_counting(position, depth).0
}

/// The leaf count of [`perft`] and the number of positions it played to get it (every node
/// above the bulk-counted last ply): the work a speed figure should be divided by.
pub fn perft_counting(position: &Position, depth: u32) -> (u64, u64) {
    match depth {
        0 => (1, 0),
        1 => (position.legal_move_count() as u64, 0),
        _ => position.legal_moves().iter().fold((0, 0), |(leaves, played), &mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            let (sub_leaves, sub_played) = perft_counting(&child, depth - 1);
            (leaves + sub_leaves, played + sub_played + 1)
        }),
    }
}

/// The same leaf count, but playing every move of the last ply too (no bulk counting):
/// the benchmark's measure of generation + play + result check. Returns (leaves, moves played).
pub fn perft_played(position: &Position, depth: u32) -> (u64, u64) {
    if depth == 0 {
        return (1, 0);
    }
    let mut leaves = 0;
    let mut played = 0;
    for &mv in position.legal_moves().iter() {
        let mut child = *position;
        child.play_unchecked(mv);
        let (sub_leaves, sub_played) = perft_played(&child, depth - 1);
        leaves += sub_leaves;
        played += sub_played + 1;
    }
    (leaves, played)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_board_counts_are_products_of_empty_cells() {
        let start = Position::new();
        assert_eq!(perft(&start, 0), 1);
        assert_eq!(perft(&start, 1), 192);
        assert_eq!(perft(&start, 2), 192 * 190);
        assert_eq!(perft_played(&start, 2), (192 * 190, 192 + 192 * 190));
    }
}
