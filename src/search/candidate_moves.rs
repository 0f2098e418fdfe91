//! The moves worth searching when nothing is forced.
//!
//! A permanent takes the opponent's colour and flips every regular piece around it. One that
//! flips none of the opponent's regular pieces gives the opponent a piece that can never be
//! taken back, and turns the mover's own neighbours over to the opponent: the mover's regular
//! piece on the same cell is better in every way. So those permanents are left out, which in
//! the opening and middle game is most of them.

use crate::rules::movelist::MoveList;
use crate::rules::mv::Move;
use crate::rules::position::Position;

/// Every regular move, and the permanents that flip at least one of the opponent's regular
/// pieces. Empty only when the game is over.
pub fn candidate_moves(position: &Position) -> MoveList {
    let mut list = MoveList::new();
    if position.is_over() {
        return list;
    }
    let their_regulars = position.pieces(!position.to_move()) & !position.permanents();
    let worth_a_permanent = their_regulars.neighbours();
    for square in position.empty().squares() {
        list.push(Move::regular(square));
        if worth_a_permanent.contains(square) {
            list.push(Move::permanent(square));
        }
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::color::Color;

    #[test]
    fn permanents_only_where_they_flip_an_opponent_piece() {
        let position: Position = Position::from_rows(
            &["............", "............", "....wb......", "............", "............",
              "............", "............", "............"],
            Color::White,
        )
        .unwrap();
        let moves = candidate_moves(&position);
        let permanents: Vec<String> = moves.iter().filter(|m| m.permanent).map(|m| m.to_string()).collect();
        // The cells around Black's f3 (row 3 is the third string), less the occupied e3.
        assert_eq!(permanents.len(), 7, "{permanents:?}");
        assert!(permanents.iter().all(|m| ["e2", "f2", "g2", "g3", "e4", "f4", "g4"].contains(&m.trim_end_matches('*'))), "{permanents:?}");
        assert_eq!(moves.iter().filter(|m| !m.permanent).count(), 94);
        assert!(candidate_moves(&Position::new()).iter().all(|m| !m.permanent), "nothing to flip on the empty board");
    }
}
