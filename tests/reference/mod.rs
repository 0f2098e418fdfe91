//! A deliberately plain Pathwayz: a grid of cells, loops over neighbours, breadth-first search.
//! No bit tricks, so that it is easy to check against docs/RULES.md by reading; the fast engine
//! is tested against it.

#![allow(dead_code)]

pub mod bridge;

pub const ROWS: usize = 8;
pub const COLS: usize = 12;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    pub side: Side,
    pub permanent: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Playing,
    Winner(Side),
    Draw,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    pub cells: [[Option<Piece>; COLS]; ROWS],
    pub to_move: Side,
    pub ply: usize,
    pub outcome: Outcome,
}

/// The up to 8 cells around (row, col).
pub fn neighbours(row: usize, col: usize) -> Vec<(usize, usize)> {
    let mut list = Vec::new();
    for dr in [-1i32, 0, 1] {
        for dc in [-1i32, 0, 1] {
            if dr == 0 && dc == 0 {
                continue;
            }
            let r = row as i32 + dr;
            let c = col as i32 + dc;
            if r >= 0 && r < ROWS as i32 && c >= 0 && c < COLS as i32 {
                list.push((r as usize, c as usize));
            }
        }
    }
    list
}

impl Board {
    pub fn new() -> Board {
        Board { cells: [[None; COLS]; ROWS], to_move: Side::White, ply: 0, outcome: Outcome::Playing }
    }

    pub fn shows(&self, row: usize, col: usize, side: Side) -> bool {
        matches!(self.cells[row][col], Some(piece) if piece.side == side)
    }

    /// The cells of `side` connected to (row, col), found breadth first.
    pub fn group(&self, row: usize, col: usize, side: Side) -> Vec<(usize, usize)> {
        let mut seen = [[false; COLS]; ROWS];
        let mut queue = std::collections::VecDeque::new();
        let mut group = Vec::new();
        seen[row][col] = true;
        queue.push_back((row, col));
        while let Some((r, c)) = queue.pop_front() {
            group.push((r, c));
            for (nr, nc) in neighbours(r, c) {
                if !seen[nr][nc] && self.shows(nr, nc, side) {
                    seen[nr][nc] = true;
                    queue.push_back((nr, nc));
                }
            }
        }
        group
    }

    /// True if some group of `side` touches column a and column l.
    pub fn has_path(&self, side: Side) -> bool {
        (0..ROWS).any(|row| {
            self.shows(row, 0, side)
                && self.group(row, 0, side).iter().any(|&(_, c)| c == COLS - 1)
        })
    }

    /// Columns spanned by the widest group of `side`.
    pub fn longest_path(&self, side: Side) -> u32 {
        let mut counted = [[false; COLS]; ROWS];
        let mut best = 0;
        for row in 0..ROWS {
            for col in 0..COLS {
                if self.shows(row, col, side) && !counted[row][col] {
                    let group = self.group(row, col, side);
                    for &(r, c) in &group {
                        counted[r][c] = true;
                    }
                    let min = group.iter().map(|&(_, c)| c).min().unwrap();
                    let max = group.iter().map(|&(_, c)| c).max().unwrap();
                    best = best.max((max - min + 1) as u32);
                }
            }
        }
        best
    }

    pub fn empty_cells(&self) -> Vec<(usize, usize)> {
        let mut list = Vec::new();
        for row in 0..ROWS {
            for col in 0..COLS {
                if self.cells[row][col].is_none() {
                    list.push((row, col));
                }
            }
        }
        list
    }

    pub fn legal_move_count(&self) -> usize {
        if self.outcome == Outcome::Playing {
            2 * self.empty_cells().len()
        } else {
            0
        }
    }

    /// Plays a move; returns the flipped cells. Panics on an illegal move (tests only).
    pub fn play(&mut self, row: usize, col: usize, permanent: bool) -> Vec<(usize, usize)> {
        assert_eq!(self.outcome, Outcome::Playing, "game over");
        assert!(self.cells[row][col].is_none(), "occupied");
        let mover = self.to_move;
        let mut flipped = Vec::new();
        if permanent {
            self.cells[row][col] = Some(Piece { side: mover.other(), permanent: true });
            for (r, c) in neighbours(row, col) {
                if let Some(piece) = self.cells[r][c] {
                    if !piece.permanent {
                        self.cells[r][c] = Some(Piece { side: piece.side.other(), permanent: false });
                        flipped.push((r, c));
                    }
                }
            }
        } else {
            self.cells[row][col] = Some(Piece { side: mover, permanent: false });
        }
        let white = self.has_path(Side::White);
        let black = self.has_path(Side::Black);
        self.outcome = if white && black {
            Outcome::Winner(mover)
        } else if white {
            Outcome::Winner(Side::White)
        } else if black {
            Outcome::Winner(Side::Black)
        } else if self.empty_cells().is_empty() {
            Outcome::Draw
        } else {
            Outcome::Playing
        };
        self.to_move = mover.other();
        self.ply += 1;
        flipped.sort();
        flipped
    }

    pub fn rows(&self) -> Vec<String> {
        self.cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|cell| match cell {
                        None => '.',
                        Some(Piece { side: Side::White, permanent: false }) => 'w',
                        Some(Piece { side: Side::Black, permanent: false }) => 'b',
                        Some(Piece { side: Side::White, permanent: true }) => 'W',
                        Some(Piece { side: Side::Black, permanent: true }) => 'B',
                    })
                    .collect()
            })
            .collect()
    }

    /// Leaves at `depth`, playing every move (no shortcuts).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome != Outcome::Playing {
            return 0;
        }
        let mut total = 0;
        for (row, col) in self.empty_cells() {
            for permanent in [false, true] {
                let mut child = self.clone();
                child.play(row, col, permanent);
                total += child.perft(depth - 1);
            }
        }
        total
    }

    /// Parses a move in notation (valid text only; tests only).
    pub fn play_notation(&mut self, text: &str) {
        let bytes = text.as_bytes();
        let col = (bytes[0] - b'a') as usize;
        let row = (bytes[1] - b'1') as usize;
        self.play(row, col, text.ends_with('*'));
    }
}
