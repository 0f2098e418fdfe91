//! The moves worth considering when threats are on the board, the one rule every search and the
//! prover follow: a win at once if the player to move has one, else, if the opponent threatens
//! to win at once, only the moves that stop every such threat (none: the position is lost),
//! else every move.

use super::movelist::MoveList;
use super::mv::Move;
use super::position::Position;
use super::threats::{blocking_moves, first_winning_move, threats_of, Threats};

/// What the threats leave the player to move of a position in play.
// The move list is kept inline: the search asks this of every node it expands, and a boxed list
// would allocate each time.
#[allow(clippy::large_enum_variant)]
pub enum ThreatMoves {
    /// It wins at once with this move (the first of its winning moves, [`Threats::moves`]).
    Win(Move),
    /// The opponent threatens to win at once: these moves stop every threat, in cell order, a
    /// cell's regular piece before its permanent ([`blocking_moves`]); none means it is lost.
    Blocks(MoveList),
    /// No threat decides anything: every move is worth considering.
    Free,
}

impl ThreatMoves {
    /// The rule for `position`: its win, else its blocks, else free. Stops at the first win.
    pub fn of(position: &Position) -> ThreatMoves {
        ThreatMoves::decide(position, first_winning_move(position), || threats_of(position, !position.to_move()))
    }

    /// The rule for a caller that knows both players' threats already: `mine` (the player to
    /// move's) and `theirs`.
    pub fn given(position: &Position, mine: &Threats, theirs: &Threats) -> ThreatMoves {
        ThreatMoves::decide(position, mine.moves().next(), || *theirs)
    }

    /// The rule without its first step, for a caller that has settled the win at once already
    /// (or asks only what the opponent's threats leave): the blocks against `theirs` (the moves
    /// that win at once among them), else free.
    pub fn against(position: &Position, theirs: &Threats) -> ThreatMoves {
        if theirs.is_empty() {
            ThreatMoves::Free
        } else {
            ThreatMoves::Blocks(blocking_moves(position, theirs))
        }
    }

    fn decide(position: &Position, win: Option<Move>, theirs: impl FnOnce() -> Threats) -> ThreatMoves {
        match win {
            Some(win) => ThreatMoves::Win(win),
            None => ThreatMoves::against(position, &theirs()),
        }
    }

    /// True when the opponent's threats cannot all be stopped.
    pub fn is_lost(&self) -> bool {
        matches!(self, ThreatMoves::Blocks(blocks) if blocks.is_empty())
    }

    /// The moves to search: the win alone, the blocks (perhaps none), or `every` when free.
    pub fn or_every(self, every: impl FnOnce() -> MoveList) -> MoveList {
        match self {
            ThreatMoves::Win(win) => {
                let mut list = MoveList::new();
                list.push(win);
                list
            }
            ThreatMoves::Blocks(blocks) => blocks,
            ThreatMoves::Free => every(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::color::Color;
    use crate::rules::threats::winning_moves;

    /// An otherwise empty board with `rows` from the top, `to_move` to play.
    fn board(rows: &[&str], to_move: Color) -> Position {
        let mut all = ["............"; 8];
        all[..rows.len()].copy_from_slice(rows);
        Position::from_rows(&all, to_move).expect("a board")
    }

    /// The moves the rule leaves to search in `position`, in the notation.
    fn searched(position: &Position) -> Vec<String> {
        ThreatMoves::of(position).or_every(|| position.legal_moves()).iter().map(Move::to_string).collect()
    }

    #[test]
    fn a_win_comes_before_the_blocks() {
        let p = board(&["............", "............", "wwwww.wwwwww", "............", "bbbbbb.bbbbb"], Color::White);
        let ThreatMoves::Win(win) = ThreatMoves::of(&p) else { panic!("White wins at once") };
        assert_eq!(Some(win), winning_moves(&p).moves().next());
        assert_eq!(searched(&p), ["f2"], "the first of f2, f3 and f4");
    }

    #[test]
    fn a_threat_leaves_only_the_blocks_and_none_means_lost() {
        let p = board(&["............", "............", "bbbbb.bbbbbb"], Color::White);
        assert!(matches!(ThreatMoves::of(&p), ThreatMoves::Blocks(_)));
        let blocks: Vec<String> = blocking_moves(&p, &threats_of(&p, Color::Black)).iter().map(Move::to_string).collect();
        assert_eq!(searched(&p), blocks);
        assert_eq!(ThreatMoves::of(&p).is_lost(), blocks.is_empty());
        let given = ThreatMoves::given(&p, &winning_moves(&p), &threats_of(&p, Color::Black)).or_every(|| p.legal_moves());
        assert_eq!(given.iter().map(Move::to_string).collect::<Vec<_>>(), blocks);
    }

    #[test]
    fn without_threats_every_move_is_considered() {
        let p = Position::default();
        assert!(matches!(ThreatMoves::of(&p), ThreatMoves::Free));
        assert_eq!(searched(&p).len(), p.legal_moves().len());
    }
}
