//! Threats on bitboards: the cells where the player to move would win at once, with a regular
//! piece or with a permanent whose flips complete the path, and the moves that stop the
//! opponent's threats. What search uses to see wins coming and to prune to the must-play moves.

use super::bitboard::{Bitboard, ALL_COLUMNS, COLUMN_A, COLUMN_L};
use super::color::Color;
use super::connection::has_path;
use super::movelist::MoveList;
use super::mv::Move;
use super::position::Position;

/// The cells where one player wins with one move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// Empty cells where a regular piece of the player's colour completes a path.
    pub regular: Bitboard,
    /// Empty cells where a permanent (of the opponent's colour) wins through its flips.
    pub permanent: Bitboard,
}

impl Threats {
    /// True if the player has no winning move.
    pub fn is_empty(&self) -> bool {
        self.regular.is_empty() && self.permanent.is_empty()
    }

    /// Number of winning moves (a cell can win both ways and then counts twice).
    pub fn count(&self) -> u32 {
        self.regular.count() + self.permanent.count()
    }

    /// The winning moves, regular first.
    pub fn moves(&self) -> impl Iterator<Item = Move> {
        let regular = self.regular.squares().map(Move::regular);
        regular.chain(self.permanent.squares().map(Move::permanent))
    }
}

/// The pieces a colour would show after the player to move places a permanent on the cell
/// `at`: its regular pieces around `at` flip away, the other colour's flip to it.
fn after_permanent(own: Bitboard, other: Bitboard, regulars: Bitboard, at: Bitboard) -> Bitboard {
    let around = at.neighbours() & regulars;
    (own & !around) | (other & around)
}

/// One colour's pieces connected to column a and those connected to column l.
#[derive(Clone, Copy)]
struct EdgeGroups {
    from_a: Bitboard,
    from_l: Bitboard,
}

impl EdgeGroups {
    fn of(own: Bitboard) -> EdgeGroups {
        EdgeGroups { from_a: Bitboard::flood_fill(own & COLUMN_A, own), from_l: Bitboard::flood_fill(own & COLUMN_L, own) }
    }

    /// Cells that join the a side: in column a or next to a group touching it.
    fn joins_a(&self) -> Bitboard {
        self.from_a.dilate() | COLUMN_A
    }

    /// Cells that join the l side.
    fn joins_l(&self) -> Bitboard {
        self.from_l.dilate() | COLUMN_L
    }
}

/// The empty cells where a regular piece of one colour connects a to l, given its pieces
/// connected to column a (`from_a`) and to column l (`from_l`). Assumes it has no path yet.
/// The features (`evaluation/side_analysis.rs`) call it with the groups they already have.
pub(crate) fn regular_wins(from_a: Bitboard, from_l: Bitboard, empty: Bitboard) -> Bitboard {
    empty & (from_a.dilate() | COLUMN_A) & (from_l.dilate() | COLUMN_L)
}

/// The cells worth trying a permanent on. Its flips must give the mover a path it lacks, so the
/// path runs through a piece it gains (the other colour's regulars around the cell): the first
/// such piece on the path joins the a side, the last joins the l side. So the cell must touch
/// a gainable piece that joins a and one that joins l (the losses only make it harder), and its
/// flips must leave every column holding a piece of the mover's colour.
fn permanent_candidates(own: Bitboard, other: Bitboard, regulars: Bitboard, empty: Bitboard, edges: &EdgeGroups) -> Bitboard {
    let gainable = other & regulars;
    let mut candidates = empty & (gainable & edges.joins_a()).neighbours() & (gainable & edges.joins_l()).neighbours();
    for cell in candidates.squares() {
        let at = Bitboard::from_square(cell);
        if after_permanent(own, other, regulars, at).columns() != ALL_COLUMNS {
            candidates &= !at;
        }
    }
    candidates
}

/// Where the player to move in `position` wins at once. Nothing for a finished game.
pub fn winning_moves(position: &Position) -> Threats {
    if position.is_over() {
        return Threats::default();
    }
    let me = position.to_move();
    let own = position.pieces(me);
    let edges = EdgeGroups::of(own);
    threats_given_edges(position, me, edges.from_a, edges.from_l)
}

/// Where `color` would win at once if it were its turn in `position` (still in play), given its
/// pieces connected to column a (`from_a`) and to column l (`from_l`): what [`threats_of`]
/// computes, for a caller that knows the groups already (the features, `evaluation::incremental`).
pub fn threats_given_edges(position: &Position, color: Color, from_a: Bitboard, from_l: Bitboard) -> Threats {
    let own = position.pieces(color);
    let other = position.pieces(!color);
    let regulars = position.occupied() & !position.permanents();
    let empty = position.empty();
    let edges = EdgeGroups { from_a, from_l };
    let mut permanent = Bitboard::EMPTY;
    for cell in permanent_candidates(own, other, regulars, empty, &edges).squares() {
        if has_path(after_permanent(own, other, regulars, Bitboard::from_square(cell))) {
            permanent |= Bitboard::from_square(cell);
        }
    }
    Threats { regular: regular_wins(edges.from_a, edges.from_l, empty), permanent }
}

/// Where `color` would win at once if it were its turn in `position`.
pub fn threats_of(position: &Position, color: Color) -> Threats {
    winning_moves(&position.with_turn(color))
}

/// [`threats_given_edges`] for a colour whose pieces a move did not change, from its threats
/// `before` the move, which filled the cell `at` (the other colour's piece, or a permanent that
/// flipped nothing). Its regular wins lose `at`; a permanent's flips around a cell not next to
/// `at` are what they were, so only the cells next to `at` are tried again.
pub fn threats_after_fill(position: &Position, color: Color, from_a: Bitboard, from_l: Bitboard, before: &Threats, at: Bitboard) -> Threats {
    let own = position.pieces(color);
    let other = position.pieces(!color);
    let regulars = position.occupied() & !position.permanents();
    let empty = position.empty();
    let edges = EdgeGroups { from_a, from_l };
    let near = at.neighbours() & empty;
    let mut permanent = before.permanent & !at & !near;
    // Candidates among the cells next to `at` only (as if no other cell were empty).
    for cell in permanent_candidates(own, other, regulars, near, &edges).squares() {
        if has_path(after_permanent(own, other, regulars, Bitboard::from_square(cell))) {
            permanent |= Bitboard::from_square(cell);
        }
    }
    Threats { regular: before.regular & !at, permanent }
}

/// True if the player to move has a move that wins at once; stops at the first one found.
pub fn has_winning_move(position: &Position) -> bool {
    first_winning_move(position).is_some()
}

/// The first move that wins at once for the player to move (the first of
/// [`Threats::moves`]: regular pieces first, in cell order), found without looking for the
/// others. `None` for a finished game.
pub fn first_winning_move(position: &Position) -> Option<Move> {
    if position.is_over() {
        return None;
    }
    first_winning_move_given(position, &EdgeGroups::of(position.pieces(position.to_move())))
}

/// [`first_winning_move`] for a position in play, given the edge groups of the player to move.
fn first_winning_move_given(position: &Position, edges: &EdgeGroups) -> Option<Move> {
    let me = position.to_move();
    let own = position.pieces(me);
    let empty = position.empty();
    if let Some(cell) = regular_wins(edges.from_a, edges.from_l, empty).squares().next() {
        return Some(Move::regular(cell));
    }
    let other = position.pieces(!me);
    let regulars = position.occupied() & !position.permanents();
    permanent_candidates(own, other, regulars, empty, edges)
        .squares()
        .find(|&cell| has_path(after_permanent(own, other, regulars, Bitboard::from_square(cell))))
        .map(Move::permanent)
}

/// The moves of the player to move that can stop the opponent's `threats` (not empty), before
/// they are checked: the cells worth a regular piece and those worth a permanent.
/// - a regular piece changes the opponent's regular threats only by filling one cell, so with
///   two or more regular threats none helps, and with one only that cell can;
/// - a permanent helps the opponent unless it flips one of the opponent's regular pieces, fills
///   a cell where the opponent's permanent would win, or flips one of the mover's own regular
///   pieces next to such a cell (the opponent's permanent there would then flip that piece back
///   to the mover, which can break the path it needed).
///
/// Moves that win at once are included.
fn block_candidates(position: &Position, threats: &Threats) -> (Bitboard, Bitboard) {
    let me = position.to_move();
    let empty = position.empty();
    let their_regulars = position.pieces(!me) & !position.permanents();
    let my_regulars_by_their_permanent_wins = position.pieces(me) & !position.permanents() & threats.permanent.neighbours();
    let my_wins = winning_moves(position);
    let regular_cells = my_wins.regular
        | match threats.regular.count() {
            0 => empty,
            1 => threats.regular,
            _ => Bitboard::EMPTY,
        };
    let permanent_cells = my_wins.permanent
        | (empty & (their_regulars.neighbours() | threats.permanent | my_regulars_by_their_permanent_wins.neighbours()));
    (regular_cells, permanent_cells)
}

/// True if `mv`, played by the player to move, leaves the opponent no winning move. `theirs`
/// are the opponent's edge groups now, still theirs after a regular move (which changes none
/// of their pieces).
fn is_safe(position: &Position, mv: Move, theirs: &EdgeGroups) -> bool {
    let mut child = *position;
    child.play_unchecked(mv);
    match child.status() {
        super::status::Status::Won(winner) => winner == position.to_move(),
        super::status::Status::Draw => true,
        super::status::Status::Ongoing if mv.permanent => !has_winning_move(&child),
        super::status::Status::Ongoing => first_winning_move_given(&child, theirs).is_none(),
    }
}

/// The moves of the player to move after which the opponent has no winning move, when the
/// opponent threatens one now (`threats` = the opponent's threats, not empty). Moves that win
/// at once are included. Only the moves that can matter are tried (`block_candidates`), each
/// played and checked; cells in index order, a cell's regular move before its permanent.
pub fn blocking_moves(position: &Position, threats: &Threats) -> MoveList {
    let mut list = MoveList::new();
    if position.is_over() {
        return list;
    }
    let (regular_cells, permanent_cells) = block_candidates(position, threats);
    let theirs = EdgeGroups::of(position.pieces(!position.to_move()));
    for cell in position.empty().squares() {
        if regular_cells.contains(cell) && is_safe(position, Move::regular(cell), &theirs) {
            list.push(Move::regular(cell));
        }
        if permanent_cells.contains(cell) && is_safe(position, Move::permanent(cell), &theirs) {
            list.push(Move::permanent(cell));
        }
    }
    list
}

/// True if [`blocking_moves`] would find at least one move; stops at the first. It tries the
/// threatened cells first, where a block most often is (the answer does not depend on the order).
pub fn can_block(position: &Position, threats: &Threats) -> bool {
    if position.is_over() {
        return false;
    }
    let (regular_cells, permanent_cells) = block_candidates(position, threats);
    let threatened = threats.regular | threats.permanent;
    let empty = position.empty();
    let theirs = EdgeGroups::of(position.pieces(!position.to_move()));
    [empty & threatened, empty & !threatened].into_iter().any(|cells| {
        cells.squares().any(|cell| {
            (regular_cells.contains(cell) && is_safe(position, Move::regular(cell), &theirs))
                || (permanent_cells.contains(cell) && is_safe(position, Move::permanent(cell), &theirs))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(rows: [&str; 8], to_move: Color) -> Position {
        Position::from_rows(&rows, to_move).unwrap()
    }

    fn names(cells: Bitboard) -> Vec<String> {
        cells.squares().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_gap_in_a_row_is_a_regular_threat() {
        let p = position(
            ["............", "............", "wwwww.wwwwww", "............", "............",
             "............", "............", "............"],
            Color::White,
        );
        let threats = winning_moves(&p);
        assert_eq!(names(threats.regular), ["f2", "f3", "f4"]);
        assert!(has_winning_move(&p));
        assert!(threats_of(&p, Color::Black).is_empty());
    }

    #[test]
    fn a_permanent_that_flips_the_gap_closed_is_a_threat() {
        // White's row is broken by a black regular on f3 among white permanents, with black
        // permanents above and below it: a permanent on e2, g2, e4 or g4 flips just f3.
        let p = position(
            ["............", ".....B......", "wwwWWbWWwwww", ".....B......", "............",
             "............", "............", "............"],
            Color::White,
        );
        let threats = winning_moves(&p);
        assert!(threats.regular.is_empty());
        assert_eq!(names(threats.permanent), ["e2", "g2", "e4", "g4"]);
        assert_eq!(threats.moves().map(|m| m.to_string()).collect::<Vec<_>>(), ["e2*", "g2*", "e4*", "g4*"]);
    }

    #[test]
    fn a_permanent_that_hands_the_opponent_a_piece_by_its_threat_can_block_it() {
        // Black wins with e5* (a White permanent whose flips complete Black's path). White's e7*
        // flips White's own e6 to Black beside e5, so that Black's e5* would flip it back: no
        // Black regular is next to e7, yet it blocks (found by the brute-force test).
        let p = position(
            [".b.w.b....B.", "w....Wb.wW.b", "bw.bwwbw..BB", ".bW.bW.b..ww", "b.bw.wB.bbbB",
             "bw..w..bWw..", ".wb....bb..w", "WbW.www..ww."],
            Color::White,
        );
        let threats = threats_of(&p, Color::Black);
        assert_eq!(threats.moves().map(|m| m.to_string()).collect::<Vec<_>>(), ["e5*"]);
        let blocks: Vec<String> = blocking_moves(&p, &threats).iter().map(|m| m.to_string()).collect();
        assert!(blocks.contains(&"e7*".to_string()), "{blocks:?}");
    }

    #[test]
    fn blocking_a_single_gap_means_filling_it_or_flipping_the_row() {
        let p = position(
            ["............", "............", "bbbbb.bbbbbb", "............", "............",
             "............", "............", "............"],
            Color::White,
        );
        let threats = threats_of(&p, Color::Black);
        assert_eq!(threats.regular.count(), 3);
        for mv in blocking_moves(&p, &threats).iter() {
            let mut child = p;
            child.play_unchecked(*mv);
            assert!(!has_winning_move(&child), "{mv} leaves a win");
            assert!(mv.permanent, "no regular piece fills three cells: {mv}");
        }
    }
}
