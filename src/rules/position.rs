//! The position: pieces, side to move, ply, hash and status, as a small `Copy` value.

use super::bitboard::Bitboard;
use super::color::Color;
use super::connection::{has_path, longest_path, path_cells};
use super::error::IllegalMove;
use super::movelist::MoveList;
use super::mv::Move;
use super::square::{Square, COLS, ROWS};
use super::status::Status;
use super::zobrist::{black_to_move_key, flip_key, piece_key, PieceKind};
use std::fmt;

/// A Pathwayz position. `white` and `black` hold every piece showing that colour, regular or
/// permanent; `permanent` marks the permanent ones of either colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    white: Bitboard,
    black: Bitboard,
    permanent: Bitboard,
    to_move: Color,
    ply: u16,
    hash: u64,
    status: Status,
}

/// Why a drawn board (`Position::from_rows`) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError(pub String);

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BoardError {}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The empty board, White to move.
    pub const fn new() -> Position {
        Position {
            white: Bitboard::EMPTY,
            black: Bitboard::EMPTY,
            permanent: Bitboard::EMPTY,
            to_move: Color::White,
            ply: 0,
            hash: 0,
            status: Status::Ongoing,
        }
    }

    /// A position drawn as 8 rows of 12 characters (`.`, `w`, `b`, `W`, `B`), top row first,
    /// with `to_move` next. The ply is the number of pieces. If both colours have a path, the
    /// player who moved last (not `to_move`) is taken to have won.
    pub fn from_rows(rows: &[&str], to_move: Color) -> Result<Position, BoardError> {
        if rows.len() != ROWS {
            return Err(BoardError(format!("expected {ROWS} rows, found {}", rows.len())));
        }
        let mut position = Position::new();
        for (row, text) in rows.iter().enumerate() {
            let chars: Vec<char> = text.chars().collect();
            if chars.len() != COLS {
                return Err(BoardError(format!(
                    "row {} has {} cells, expected {COLS}",
                    row + 1,
                    chars.len()
                )));
            }
            for (col, ch) in chars.into_iter().enumerate() {
                let bit = Bitboard::from_square(Square::new(row, col).expect("in range"));
                match ch {
                    '.' => {}
                    'w' => position.white |= bit,
                    'b' => position.black |= bit,
                    'W' => {
                        position.white |= bit;
                        position.permanent |= bit;
                    }
                    'B' => {
                        position.black |= bit;
                        position.permanent |= bit;
                    }
                    other => {
                        return Err(BoardError(format!(
                            "row {} has {other:?}; cells are . w b W B",
                            row + 1
                        )))
                    }
                }
            }
        }
        position.to_move = to_move;
        position.ply = position.occupied().count() as u16;
        position.hash = position.compute_hash();
        position.status = position.judge(true, true, !to_move, None);
        Ok(position)
    }

    /// The player to move (after the game ends: the one who would have been next).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Number of moves played.
    pub fn ply(&self) -> u32 {
        self.ply as u32
    }

    /// Zobrist hash of pieces and side to move, kept up to date by every move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the game goes on, and if not, how it ended.
    pub fn status(&self) -> Status {
        self.status
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.status.is_over()
    }

    /// Every piece showing `color`, regular or permanent.
    pub fn pieces(&self, color: Color) -> Bitboard {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Every permanent piece, of either colour.
    pub fn permanents(&self) -> Bitboard {
        self.permanent
    }

    /// Every occupied cell.
    pub fn occupied(&self) -> Bitboard {
        self.white | self.black
    }

    /// Every empty cell.
    pub fn empty(&self) -> Bitboard {
        !self.occupied()
    }

    /// The character of a cell as in docs/RULES.md board dumps (R15): `.`, `w`, `b`, `W` or `B`.
    pub fn cell_char(&self, square: Square) -> char {
        let permanent = self.permanent.contains(square);
        match (self.white.contains(square), self.black.contains(square), permanent) {
            (true, _, false) => 'w',
            (true, _, true) => 'W',
            (_, true, false) => 'b',
            (_, true, true) => 'B',
            _ => '.',
        }
    }

    /// The board as 8 strings of 12 characters, top row first.
    pub fn rows(&self) -> Vec<String> {
        (0..ROWS)
            .map(|row| {
                (0..COLS)
                    .map(|col| self.cell_char(Square::new(row, col).expect("in range")))
                    .collect()
            })
            .collect()
    }

    /// Number of legal moves: two per empty cell, none once the game is over.
    pub fn legal_move_count(&self) -> usize {
        if self.is_over() {
            0
        } else {
            2 * self.empty().count() as usize
        }
    }

    /// The legal moves, regular before permanent on each cell, cells in index order.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_over() {
            for square in self.empty().squares() {
                list.push(Move::regular(square));
                list.push(Move::permanent(square));
            }
        }
        list
    }

    /// The `n`-th legal move in the order of [`Position::legal_moves`], without building the list.
    pub fn nth_legal_move(&self, n: usize) -> Option<Move> {
        if self.is_over() {
            return None;
        }
        let square = self.empty().nth((n / 2) as u32)?;
        Some(Move { square, permanent: n % 2 == 1 })
    }

    /// Checks `mv` against the position without playing it.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            Err(IllegalMove::GameOver(mv, self.status))
        } else if self.occupied().contains(mv.square) {
            Err(IllegalMove::Occupied(mv))
        } else {
            Ok(())
        }
    }

    /// The regular pieces that `mv` would flip (empty for a regular move).
    pub fn flips(&self, mv: Move) -> Bitboard {
        if mv.permanent {
            Bitboard::from_square(mv.square).neighbours() & self.occupied() & !self.permanent
        } else {
            Bitboard::EMPTY
        }
    }

    /// Plays `mv` if it is legal; otherwise returns why not and leaves the position as it was.
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Parses notation and plays the move if legal; the position is unchanged on error.
    pub fn try_play_notation(&mut self, text: &str) -> Result<Move, IllegalMove> {
        let mv: Move = text.parse()?;
        self.try_play(mv)?;
        Ok(mv)
    }

    /// Plays `mv`, which must be legal (an empty cell, game not over): the fast path for
    /// search. Use [`Position::try_play`] for moves that come from outside.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.play_judged(mv, None);
    }

    /// [`Position::play_unchecked`] for a caller that knows whether `mv` gives the player to
    /// move a path (it is among their threats, `threats::winning_moves`): the mover's path is
    /// then not searched for.
    pub fn play_unchecked_knowing(&mut self, mv: Move, connects: bool) {
        self.play_judged(mv, Some(connects));
    }

    fn play_judged(&mut self, mv: Move, mover_connects: Option<bool>) {
        debug_assert!(self.check(mv).is_ok(), "illegal move {mv} played unchecked");
        let mover = self.to_move;
        let index = mv.square.index();
        let bit = Bitboard::from_square(mv.square);
        if mv.permanent {
            let flips = self.flips(mv);
            for square in flips.squares() {
                self.hash ^= flip_key(square.index());
            }
            self.white ^= flips;
            self.black ^= flips;
            self.permanent |= bit;
            let kind = match mover {
                Color::White => {
                    self.black |= bit;
                    PieceKind::PermanentBlack
                }
                Color::Black => {
                    self.white |= bit;
                    PieceKind::PermanentWhite
                }
            };
            self.hash ^= piece_key(kind, index);
            self.status = self.judge(true, true, mover, mover_connects);
        } else {
            let kind = match mover {
                Color::White => {
                    self.white |= bit;
                    PieceKind::RegularWhite
                }
                Color::Black => {
                    self.black |= bit;
                    PieceKind::RegularBlack
                }
            };
            self.hash ^= piece_key(kind, index);
            let white_changed = mover == Color::White;
            self.status = self.judge(white_changed, !white_changed, mover, mover_connects);
        }
        self.to_move = !mover;
        self.hash ^= black_to_move_key();
        self.ply += 1;
    }

    /// The status after `mover` played, checking paths only for colours whose pieces changed,
    /// and not the mover's when whether it `connects` is known.
    fn judge(&self, check_white: bool, check_black: bool, mover: Color, connects: Option<bool>) -> Status {
        debug_assert!(connects.is_none_or(|connects| connects == has_path(self.pieces(mover))), "a wrong `connects`");
        let path = |color: Color, check: bool| match connects {
            Some(connects) if color == mover => connects,
            _ => check && has_path(self.pieces(color)),
        };
        let white_path = path(Color::White, check_white);
        let black_path = path(Color::Black, check_black);
        match (white_path, black_path) {
            (true, true) => Status::Won(mover),
            (true, false) => Status::Won(Color::White),
            (false, true) => Status::Won(Color::Black),
            (false, false) if self.occupied() == Bitboard::FULL => Status::Draw,
            (false, false) => Status::Ongoing,
        }
    }

    /// The same pieces with `color` to move: for analysis ("what could this side do now?"),
    /// never for play, since Pathwayz has no passing.
    pub fn with_turn(mut self, color: Color) -> Position {
        if self.to_move != color {
            self.to_move = color;
            self.hash ^= black_to_move_key();
        }
        self
    }

    /// True if `color` connects column a to column l.
    pub fn has_path(&self, color: Color) -> bool {
        has_path(self.pieces(color))
    }

    /// The cells of `color` on a path from column a to column l (empty if there is none):
    /// what the UI highlights at the end.
    pub fn path_cells(&self, color: Color) -> Bitboard {
        path_cells(self.pieces(color))
    }

    /// Columns spanned by the widest connected group of `color`: PAI's `longestPath`.
    pub fn longest_path(&self, color: Color) -> u32 {
        longest_path(self.pieces(color))
    }

    /// The hash computed from scratch; equal to [`Position::hash`] at all times.
    pub fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for square in self.occupied().squares() {
            let kind = match self.cell_char(square) {
                'w' => PieceKind::RegularWhite,
                'b' => PieceKind::RegularBlack,
                'W' => PieceKind::PermanentWhite,
                _ => PieceKind::PermanentBlack,
            };
            hash ^= piece_key(kind, square.index());
        }
        if self.to_move == Color::Black {
            hash ^= black_to_move_key();
        }
        hash
    }
}

impl fmt::Display for Position {
    /// The 8 rows of the board dump, one per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}
