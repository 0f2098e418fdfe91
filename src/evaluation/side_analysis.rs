//! Everything the features need to know about one colour's pieces, computed once on bitboards:
//! connected groups and their column spans, the best span after one more piece and the cells that
//! would complete a path; and how that follows from a parent's when one move changed little.

use super::groups::{Group, Groups};
use crate::rules::bitboard::Bitboard;
use crate::rules::connection;
use crate::rules::square::COLS;
use crate::rules::threats::regular_wins;

/// The widest span one more piece on an empty cell could make: the cell's own column joined
/// with every group it touches.
///
/// Rather than visit each empty cell next to a group, it asks, for every pair of columns
/// `a <= b`, whether some such cell reaches column `a` or further left (through its own column
/// or a group it touches) and column `b` or further right: the widest such pair is the answer.
fn longest_after_one_move(halos: &Halos, longest_path: u32) -> u32 {
    let mut best = longest_path.max(1);
    if halos.frontier.is_empty() {
        return best;
    }
    let reaches_right = halos.reaching_right();
    // For each a, the frontier cells reaching column a or further left (`left`) and the
    // rightmost b some of them reach: as a grows, `left` grows and that b never falls, so one
    // pointer walks right once.
    let mut left = Bitboard::EMPTY;
    let mut b = 0;
    for a in 0..COLS {
        if (COLS - a) as u32 <= best {
            break;
        }
        left |= halos.reaching_left_at(a);
        b = b.max(a);
        if (left & reaches_right[b]).is_empty() {
            continue;
        }
        while b + 1 < COLS && !(left & reaches_right[b + 1]).is_empty() {
            b += 1;
        }
        best = best.max((b + 1 - a) as u32);
    }
    best
}

/// The widest span one more piece makes, at least `known`, after a piece joined the groups
/// around it into `joined`, whose empty neighbours are `halo`: only those cells can make a wider
/// span than before. A cell of the halo reaches `joined`'s columns and, through the other groups
/// it touches (`halos`, from before the piece), perhaps further: as in
/// [`longest_after_one_move`], for each leftmost column `a` up to `joined.lo`, the cells reaching
/// `a` or further left, and the rightmost column one of them reaches, which never falls as `a`
/// grows.
fn widest_after_joining(halos: &Halos, joined: &Group, halo: Bitboard, known: u32) -> u32 {
    let (lo, hi) = (joined.lo as usize, joined.hi as usize);
    if halo.is_empty() {
        return known;
    }
    // reaching_right[b]: the halo's cells reaching column b or further right (all of them reach hi).
    let mut reaching_right = [Bitboard::EMPTY; COLS];
    let mut right = Bitboard::EMPTY;
    for b in (hi + 1..COLS).rev() {
        right |= (halos.by_hi[b] | Bitboard::column(b)) & halo;
        reaching_right[b] = right;
    }
    reaching_right[hi] = halo;
    let mut best = known;
    let mut left = Bitboard::EMPTY;
    let mut b = hi;
    for a in 0..=lo {
        if (COLS - a) as u32 <= best {
            break;
        }
        left = if a == lo { halo } else { left | ((halos.by_lo[a] | Bitboard::column(a)) & halo) };
        if left.is_empty() {
            continue;
        }
        while b + 1 < COLS && !(left & reaching_right[b + 1]).is_empty() {
            b += 1;
        }
        best = best.max((b + 1 - a) as u32);
    }
    best
}

/// The frontier cells where one more piece makes a span of `span` columns or more.
fn cells_spanning(halos: &Halos, span: u32) -> Bitboard {
    let span = span as usize;
    let reaching = halos.reaching_right();
    // left: the frontier cells reaching column a or further left.
    let mut left = Bitboard::EMPTY;
    let mut cells = Bitboard::EMPTY;
    for a in 0..=COLS.saturating_sub(span) {
        left |= halos.reaching_left_at(a);
        cells |= left & reaching[a + span - 1];
    }
    cells
}

/// What the analysis after one more move is found from: [`SideAnalysis::after_fill`] when the
/// other colour fills a cell, [`SideAnalysis::after_own_piece`] when this colour gains a piece
/// on an empty cell and nothing flips.
#[derive(Clone, Copy, Debug)]
pub struct Follow {
    /// The empty cells next to the widest group's end columns beyond them, left and right
    /// (`None` for an end on the board's edge); `None` when there is no group.
    beyond: Option<[Option<Bitboard>; 2]>,
    /// The frontier cells where one more piece makes the widest span after one move, when that
    /// span is wider than the widest group alone (else no cell matters).
    best_cells: Option<Bitboard>,
    /// The groups' halos.
    halos: Halos,
    /// The widest group.
    widest: Option<Group>,
}

impl Follow {
    /// Whether the widest group is blocked at both ends once the empty cell `at` is filled.
    fn blocked_both_ends_after_filling(&self, at: Bitboard) -> bool {
        self.beyond.is_some_and(|beyond| ends_blocked(&beyond, at))
    }
}

/// The empty cells next to the groups: by the leftmost column of the group they touch
/// (`by_lo[k]`), by its rightmost (`by_hi[k]`), and all of them.
#[derive(Clone, Copy, Debug, Default)]
struct Halos {
    by_lo: [Bitboard; COLS],
    by_hi: [Bitboard; COLS],
    frontier: Bitboard,
}

impl Halos {
    /// Per column `b`, the frontier cells where one more piece reaches column `b` or further
    /// right (through its own column or a group it touches).
    fn reaching_right(&self) -> [Bitboard; COLS] {
        let mut reaching = [Bitboard::EMPTY; COLS];
        let mut right = Bitboard::EMPTY;
        for b in (0..COLS).rev() {
            right |= self.by_hi[b] | (self.frontier & Bitboard::column(b));
            reaching[b] = right;
        }
        reaching
    }

    /// The frontier cells in column `a` and those next to a group whose leftmost column is `a`:
    /// their union over the columns up to `a` holds the cells where one more piece reaches
    /// column `a` or further left.
    fn reaching_left_at(&self, a: usize) -> Bitboard {
        self.by_lo[a] | (self.frontier & Bitboard::column(a))
    }
}

/// The empty cells beyond `group`'s ends, left then right: those in the next column that touch
/// its cells in its end column (`None` for an end on the board's edge).
fn cells_beyond_ends(group: &Group, empty: Bitboard) -> [Option<Bitboard>; 2] {
    let beyond = |end: u32, next: Option<u32>| {
        next.map(|next| (group.cells & Bitboard::column(end as usize)).dilate() & Bitboard::column(next as usize) & empty)
    };
    [beyond(group.lo, group.lo.checked_sub(1)), beyond(group.hi, (group.hi + 1 < COLS as u32).then_some(group.hi + 1))]
}

/// Whether a group with the cells `beyond` its ends ([`cells_beyond_ends`]) is blocked at both
/// once the cells `filled` are filled: neither end on the board's edge, no cell beyond empty.
fn ends_blocked(beyond: &[Option<Bitboard>; 2], filled: Bitboard) -> bool {
    beyond.iter().all(|end| end.is_some_and(|cells| (cells & !filled).is_empty()))
}

/// Whether `group` can grow neither left nor right: no empty cell beyond either end, and
/// neither end on the board's edge.
fn is_blocked_both_ends(group: &Group, empty: Bitboard) -> bool {
    ends_blocked(&cells_beyond_ends(group, empty), Bitboard::EMPTY)
}

/// The spans an analysis reports, found in one of two ways ([`SideAnalysis::with_halos`],
/// [`SideAnalysis::after_own_piece`]).
struct Spans {
    longest_path: u32,
    longest_after_one_move: u32,
    blocked_both_ends: bool,
    longest_permanent_path: u32,
}

/// One colour's groups and path prospects.
#[derive(Clone, Copy, Debug)]
pub struct SideAnalysis {
    /// Columns spanned by the widest group: PAI's `longestPath`.
    pub longest_path: u32,
    /// The widest span one more regular piece on an empty cell could make.
    pub longest_after_one_move: u32,
    /// Whether the widest group can grow neither left nor right (no empty cell beyond either end,
    /// and neither end on the board's edge).
    pub blocked_both_ends: bool,
    /// Empty cells where a regular piece of this colour would complete a path.
    pub winning_cells: Bitboard,
    /// Columns holding at least one piece of this colour.
    pub columns_occupied: u32,
    /// Columns spanned by the widest group of permanent pieces alone.
    pub longest_permanent_path: u32,
    /// The pieces connected to column a.
    pub from_a: Bitboard,
    /// The pieces connected to column l.
    pub from_l: Bitboard,
}

impl SideAnalysis {
    /// Analyses `pieces` (one colour, regular and permanent) given the board's `empty` cells.
    pub fn new(pieces: Bitboard, permanents: Bitboard, empty: Bitboard) -> SideAnalysis {
        SideAnalysis::of_groups(&Groups::of(pieces), pieces, empty, connection::longest_path(pieces & permanents))
    }

    /// Analyses `pieces` given their `groups`, the board's `empty` cells and the span of their
    /// widest group of permanents, which a caller may know without a flood fill.
    pub fn of_groups(groups: &Groups, pieces: Bitboard, empty: Bitboard, longest_permanent_path: u32) -> SideAnalysis {
        let mut halos = Halos::default();
        SideAnalysis::with_halos(groups, pieces, empty, longest_permanent_path, &mut halos).0
    }

    /// [`SideAnalysis::of_groups`] with what [`SideAnalysis::after_fill`] needs to follow a cell
    /// the other colour fills.
    pub fn following(groups: &Groups, pieces: Bitboard, empty: Bitboard, longest_permanent_path: u32) -> (SideAnalysis, Follow) {
        let mut halos = Halos::default();
        let (analysis, widest) = SideAnalysis::with_halos(groups, pieces, empty, longest_permanent_path, &mut halos);
        let beyond = widest.map(|g| cells_beyond_ends(g, empty));
        let best_cells = if empty.is_empty() || analysis.longest_after_one_move <= analysis.longest_path.max(1) {
            None
        } else {
            Some(cells_spanning(&halos, analysis.longest_after_one_move))
        };
        (analysis, Follow { beyond, best_cells, halos, widest: widest.copied() })
    }

    /// The analysis after the other colour fills the empty cell `at` (this colour's pieces
    /// unchanged), from `follow` ([`SideAnalysis::following`]), unless `at` was the only cell
    /// where one more piece made the widest span: the groups, their spans and edges are the same;
    /// `at` is no longer a winning cell nor an empty cell beyond the widest group's ends.
    pub fn after_fill(&self, follow: &Follow, at: Bitboard) -> Option<SideAnalysis> {
        if follow.best_cells.is_some_and(|cells| (cells & !at).is_empty()) {
            return None;
        }
        let blocked_both_ends = follow.blocked_both_ends_after_filling(at);
        Some(SideAnalysis { winning_cells: self.winning_cells & !at, blocked_both_ends, ..*self })
    }

    /// The analysis after this colour gains a piece on the empty cell `at` and nothing flips
    /// (a regular piece, or a permanent with no regular piece around it), from `follow`
    /// ([`SideAnalysis::following`]): `groups` are the new ones, `pieces` and `empty` the new
    /// board's. The new group joins `at` and the groups around it; the others, their spans and
    /// their halos are the same, so a cell away from the new group still makes the span it
    /// made, and only the new group's halo can make a wider one.
    pub fn after_own_piece(&self, follow: &Follow, groups: &Groups, at: Bitboard, pieces: Bitboard, empty: Bitboard, longest_permanent_path: u32) -> SideAnalysis {
        let joined = groups.iter().find(|group| !(group.cells & at).is_empty()).expect("the new piece is in a group");
        let widest = match follow.widest {
            Some(widest) if (widest.cells & joined.cells).is_empty() && widest.width_rank() > joined.width_rank() => widest,
            _ => *joined,
        };
        let longest_path = widest.span();
        // An unchanged widest group is not next to `at` (it would have joined): its ends are as
        // they were.
        let blocked_both_ends = if widest == *joined { is_blocked_both_ends(joined, empty) } else { self.blocked_both_ends };
        let longest_after_one_move = if empty.is_empty() {
            longest_path
        } else {
            widest_after_joining(&follow.halos, joined, joined.grown & empty, self.longest_after_one_move.max(longest_path))
        };
        let from_a = if joined.touches_a() { self.from_a | joined.cells } else { self.from_a };
        let from_l = if joined.touches_l() { self.from_l | joined.cells } else { self.from_l };
        let spans = Spans { longest_path, longest_after_one_move, blocked_both_ends, longest_permanent_path };
        SideAnalysis::assemble(spans, (from_a, from_l), pieces, empty)
    }

    /// The analysis with `spans`, the pieces connected to column a and to column l (`edges`),
    /// the colour's `pieces` and the board's `empty` cells: the winning cells follow from the
    /// edges (no second flood fill), the occupied columns from the pieces.
    fn assemble(spans: Spans, edges: (Bitboard, Bitboard), pieces: Bitboard, empty: Bitboard) -> SideAnalysis {
        let Spans { longest_path, longest_after_one_move, blocked_both_ends, longest_permanent_path } = spans;
        let (from_a, from_l) = edges;
        SideAnalysis {
            longest_path,
            longest_after_one_move,
            blocked_both_ends,
            winning_cells: regular_wins(from_a, from_l, empty),
            columns_occupied: pieces.columns().count_ones(),
            longest_permanent_path,
            from_a,
            from_l,
        }
    }

    /// The analysis, the groups' halos and the widest group.
    /// The halos are written into `halos` (which must be empty), which a caller keeps or drops.
    fn with_halos<'g>(groups: &'g Groups, pieces: Bitboard, empty: Bitboard, longest_permanent_path: u32, halos: &mut Halos) -> (SideAnalysis, Option<&'g Group>) {
        // One pass over the groups: the widest (the one holding the lowest cell among equally
        // wide ones, as `Groups::widest`), those touching each edge, and their empty halos.
        let mut widest: Option<&Group> = None;
        let (mut from_a, mut from_l) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for group in groups.iter() {
            if widest.is_none_or(|best| group.width_rank() > best.width_rank()) {
                widest = Some(group);
            }
            if group.touches_a() {
                from_a |= group.cells;
            }
            if group.touches_l() {
                from_l |= group.cells;
            }
            let halo = group.grown & empty;
            halos.by_lo[group.lo as usize] |= halo;
            halos.by_hi[group.hi as usize] |= halo;
            halos.frontier |= halo;
        }
        let longest_path = widest.map_or(0, Group::span);

        let longest_after_one_move = if empty.is_empty() { longest_path } else { longest_after_one_move(halos, longest_path) };

        let blocked_both_ends = widest.is_some_and(|g| is_blocked_both_ends(g, empty));
        let spans = Spans { longest_path, longest_after_one_move, blocked_both_ends, longest_permanent_path };
        (SideAnalysis::assemble(spans, (from_a, from_l), pieces, empty), widest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::color::Color;
    use crate::rules::position::Position;

    fn analyse(rows: [&str; 8], color: Color) -> SideAnalysis {
        let p = Position::from_rows(&rows, Color::White).unwrap();
        SideAnalysis::new(p.pieces(color), p.permanents(), p.empty())
    }

    /// The direct way: every empty cell next to a group, joined with the groups it touches.
    fn longest_after_one_move_by_cells(pieces: Bitboard, empty: Bitboard) -> u32 {
        let mut best = if empty.is_empty() { connection::longest_path(pieces) } else { connection::longest_path(pieces).max(1) };
        for cell in (pieces.dilate() & empty).squares() {
            let joined = Bitboard::flood_fill(Bitboard::from_square(cell), pieces | Bitboard::from_square(cell));
            best = best.max(joined.column_span());
        }
        best
    }

    #[test]
    fn the_span_after_one_move_matches_trying_every_cell() {
        use crate::rng::SeededRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SeededRng::seed_from_u64(12);
        for _ in 0..3000 {
            let mut position = Position::new();
            let plies = rng.random_range(0..70);
            for _ in 0..plies {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
            for color in [Color::White, Color::Black] {
                let pieces = position.pieces(color);
                let analysis = SideAnalysis::new(pieces, position.permanents(), position.empty());
                assert_eq!(
                    analysis.longest_after_one_move,
                    longest_after_one_move_by_cells(pieces, position.empty()),
                    "{color:?} after {plies} plies"
                );
            }
        }
    }

    #[test]
    fn one_more_piece_can_join_two_groups() {
        let a = analyse(
            ["............", "............", "wwww.wwww...", "............", "............",
             "............", "............", "............"],
            Color::White,
        );
        assert_eq!(a.longest_path, 4);
        assert_eq!(a.longest_after_one_move, 9);
        assert!(a.winning_cells.is_empty());
        assert_eq!(a.columns_occupied, 8);
    }

    #[test]
    fn winning_cells_complete_a_path() {
        let a = analyse(
            ["............", "............", "wwwww.wwwwww", "............", "............",
             "............", "............", "............"],
            Color::White,
        );
        let names: Vec<String> = a.winning_cells.squares().map(|s| s.to_string()).collect();
        assert_eq!(names, ["f2", "f3", "f4"]);
        assert_eq!(a.longest_after_one_move, 12);
    }

    #[test]
    fn a_group_walled_in_on_both_sides_is_blocked() {
        let walled = analyse(
            ["..b...b.....", "..b.w.b.....", "..bwwwb.....", "..b...b.....", "..b...b.....",
             "..b...b.....", "..b...b.....", "..b...b....."],
            Color::White,
        );
        assert!(walled.blocked_both_ends);
        let open = analyse(
            ["..b...b.....", "..b.w.b.....", "..bwww......", "..b...b.....", "..b...b.....",
             "..b...b.....", "..b...b.....", "..b...b....."],
            Color::White,
        );
        assert!(!open.blocked_both_ends);
    }
}
