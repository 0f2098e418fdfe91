//! Pattern (n-tuple) tables: a learned value for every way a small window of the board can be
//! filled, summed over every placement of the window. Two shapes: two rows by three columns
//! (links along a path) and three rows by two columns (walls across it). Each cell of a window
//! is one of five states from the view of the player to move: empty, my regular, my permanent,
//! your regular, your permanent; so each shape has 5^6 = 15,625 entries per table.
//!
//! The game does not change when the board is mirrored left to right or top to bottom, so a
//! window is read from the nearer edge inwards: one table serves a placement and its mirror
//! images. How near a window is to column a or l matters (paths start and end there), so each
//! shape has a table per column band: touching an end column, one column in, further in.

use crate::rules::bitboard::Bitboard;
use crate::rules::position::Position;
use crate::rules::square::{COLS, ROWS};

/// Cells in a window.
const WINDOW_CELLS: u32 = 6;
/// Entries per table: five states per cell.
pub const TABLE_ENTRIES: usize = 5usize.pow(WINDOW_CELLS);
/// Column bands per shape: touching column a or l, one column in, further in.
const BANDS: usize = 3;
/// Tables in all: two shapes, each with its bands.
pub const TABLES: usize = 2 * BANDS;
/// Weights in all.
pub const PATTERN_WEIGHTS: usize = TABLES * TABLE_ENTRIES;
/// Most placements a position has: 7 x 10 wide windows and 6 x 11 tall ones.
pub const PLACEMENTS: usize = (ROWS - 1) * (COLS - 2) + (ROWS - 2) * (COLS - 1);

/// Each bit of a 6-bit mask moved to every third bit, so that a row's cells become 3-bit digits.
const SPREAD: [u32; 64] = {
    let mut table = [0u32; 64];
    let mut mask = 0;
    while mask < 64 {
        let mut bit = 0;
        while bit < 6 {
            if mask >> bit & 1 == 1 {
                table[mask] |= 1 << (3 * bit);
            }
            bit += 1;
        }
        mask += 1;
    }
    table
};

/// A run of `len` 3-bit digits (each 0..=4) as a base-5 number, read from the first digit
/// (`reversed` false) or from the last.
const fn base5(code: usize, len: usize, reversed: bool) -> u16 {
    let mut value = 0u16;
    let mut i = 0;
    while i < len {
        let digit_at = if reversed { i } else { len - 1 - i };
        let digit = (code >> (3 * digit_at)) & 7;
        value = value * 5 + if digit > 4 { 0 } else { digit as u16 };
        i += 1;
    }
    value
}

/// Every run of `len` 3-bit digits (`N` = 8^len codes) as base 5, read forwards (`[0]`) and
/// backwards (`[1]`).
const fn readings<const N: usize>(len: usize) -> [[u16; N]; 2] {
    let mut table = [[0u16; N]; 2];
    let mut code = 0;
    while code < N {
        table[0][code] = base5(code, len, false);
        table[1][code] = base5(code, len, true);
        code += 1;
    }
    table
}

/// Three cells (9 bits) as base 5, the first cell lowest, and read backwards.
const TRIPLES: [[u16; 512]; 2] = readings(3);

/// Two cells (6 bits) as base 5, the first cell lowest, and read backwards.
const PAIRS: [[u16; 64]; 2] = readings(2);

/// A row's 12 cells as 3-bit digits, column a lowest.
fn spread_row(mask: u32) -> u64 {
    SPREAD[(mask & 63) as usize] as u64 | (SPREAD[(mask >> 6) as usize] as u64) << 18
}

/// One row of `set` as a 12-bit mask.
fn row_bits(set: Bitboard, row: usize) -> u32 {
    ((set.0 >> (row * COLS)) & 0xFFF) as u32
}

/// Every row of `position` as 3-bit cell states from the mover's view: 0 empty, 1 my regular,
/// 2 my permanent, 3 your regular, 4 your permanent.
fn row_codes(position: &Position) -> [u64; ROWS] {
    let me = position.to_move();
    let permanents = position.permanents();
    let mine = position.pieces(me);
    let yours = position.pieces(!me);
    let mut codes = [0u64; ROWS];
    for (row, code) in codes.iter_mut().enumerate() {
        let digit = |set: Bitboard, value: u64| spread_row(row_bits(set, row)) * value;
        *code = digit(mine & !permanents, 1)
            + digit(mine & permanents, 2)
            + digit(yours & !permanents, 3)
            + digit(yours & permanents, 4);
    }
    codes
}

/// The band of a window whose leftmost column is `col` and whose mirror image's is `mirror`.
fn band(col: usize, mirror: usize) -> usize {
    col.min(mirror).min(BANDS - 1)
}

/// Calls `visit(table, entry)` for every placement of both shapes in `position` that holds a
/// piece. Empty windows are left out: how much of the board is empty is the features' business,
/// and an entry shared by dozens of placements would make learning unstable.
fn for_each_entry(position: &Position, mut visit: impl FnMut(usize, usize)) {
    let codes = row_codes(position);
    // Wide windows: rows r, r + 1 and columns c..c + 3, read from the nearer corner.
    for row in 0..ROWS - 1 {
        let (near, far) = if row <= ROWS - 2 - row { (row, row + 1) } else { (row + 1, row) };
        for col in 0..COLS - 2 {
            let mirror = COLS - 3 - col;
            let reversed = (col > mirror) as usize;
            let triple = |code: u64| TRIPLES[reversed][((code >> (3 * col)) & 511) as usize] as usize;
            let mut entry = triple(codes[near]) * 125 + triple(codes[far]);
            if near + far == ROWS - 1 {
                // The middle two rows are their own mirror image: read them the way that
                // gives the smaller entry, so both images look up the same one.
                entry = entry.min(triple(codes[far]) * 125 + triple(codes[near]));
            }
            if entry != 0 {
                visit(band(col, mirror), entry);
            }
        }
    }
    // Tall windows: rows r..r + 3 and columns c, c + 1.
    for row in 0..ROWS - 2 {
        let rows = if row <= ROWS - 3 - row { [row, row + 1, row + 2] } else { [row + 2, row + 1, row] };
        for col in 0..COLS - 1 {
            let mirror = COLS - 2 - col;
            let reversed = (col > mirror) as usize;
            let entry = |reversed: usize| {
                let pair = |code: u64| PAIRS[reversed][((code >> (3 * col)) & 63) as usize] as usize;
                pair(codes[rows[0]]) * 625 + pair(codes[rows[1]]) * 25 + pair(codes[rows[2]])
            };
            // The middle pair of columns is its own mirror image: the smaller reading serves both.
            let entry = if col == mirror { entry(0).min(entry(1)) } else { entry(reversed) };
            if entry != 0 {
                visit(BANDS + band(col, mirror), entry);
            }
        }
    }
}

/// The pattern tables: a value in evaluation points per window filling, for each table.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternTables {
    /// `TABLES` tables of `TABLE_ENTRIES` values, table after table.
    pub weights: Vec<f32>,
}

impl Default for PatternTables {
    fn default() -> Self {
        PatternTables::zero()
    }
}

impl PatternTables {
    /// Tables that add nothing: the evaluation is the features' alone.
    pub fn zero() -> PatternTables {
        PatternTables { weights: vec![0.0; PATTERN_WEIGHTS] }
    }

    /// The sum of the entries `position` looks up, for the player to move.
    pub fn value(&self, position: &Position) -> f32 {
        let mut sum = 0.0;
        for_each_entry(position, |table, entry| sum += self.weights[table * TABLE_ENTRIES + entry]);
        sum
    }

    /// The indices into `weights` that `position` looks up (one per placement).
    pub fn active(position: &Position) -> Vec<u32> {
        let mut indices = Vec::with_capacity(PLACEMENTS);
        for_each_entry(position, |table, entry| indices.push((table * TABLE_ENTRIES + entry) as u32));
        indices
    }

    /// The tables as little-endian f32s, table after table.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.weights.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    /// Tables from `to_bytes`' output; `None` unless it is exactly that long and every value
    /// is finite.
    pub fn from_bytes(bytes: &[u8]) -> Option<PatternTables> {
        if bytes.len() != PATTERN_WEIGHTS * 4 {
            return None;
        }
        let weights: Vec<f32> = bytes.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
        weights.iter().all(|w| w.is_finite()).then_some(PatternTables { weights })
    }

    /// The sum over `active`'s distinct entries of the square of how often each occurs: how far
    /// `nudge(active, step)` moves the value, in units of `step`.
    pub fn nudge_gain(active: &[u32]) -> f32 {
        let mut sorted = active.to_vec();
        sorted.sort_unstable();
        sorted.chunk_by(|a, b| a == b).map(|run| (run.len() * run.len()) as f32).sum()
    }

    /// Adds `step` to every entry in `active` (a TD step spread over the looked-up entries).
    pub fn nudge(&mut self, active: &[u32], step: f32) {
        for &index in active {
            self.weights[index as usize] += step;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Game;
    use rand::{RngExt, SeedableRng};

    /// The same board mirrored left to right (`mirror_cols`) and/or top to bottom.
    fn mirrored(position: &Position, mirror_cols: bool, mirror_rows: bool) -> Position {
        let rows = position.rows();
        let mut out: Vec<String> = rows
            .iter()
            .map(|row| if mirror_cols { row.chars().rev().collect() } else { row.clone() })
            .collect();
        if mirror_rows {
            out.reverse();
        }
        let refs: Vec<&str> = out.iter().map(String::as_str).collect();
        Position::from_rows(&refs, position.to_move()).unwrap()
    }

    fn random_position(rng: &mut crate::rng::SeededRng, plies: usize) -> Position {
        let mut position = Position::new();
        for _ in 0..plies {
            if position.is_over() {
                break;
            }
            let n = rng.random_range(0..position.legal_move_count());
            position.play_unchecked(position.nth_legal_move(n).unwrap());
        }
        position
    }

    #[test]
    fn only_windows_holding_a_piece_are_looked_up() {
        assert!(PatternTables::active(&Position::new()).is_empty());
        // A piece in the middle of the board sits in 6 wide and 6 tall windows.
        let position = *Game::from_record("f4").unwrap().position();
        assert_eq!(PatternTables::active(&position).len(), 12);
        let mut rng = crate::rng::SeededRng::seed_from_u64(4);
        let mut tables_used = std::collections::HashSet::new();
        for _ in 0..20 {
            let full = random_position(&mut rng, 80);
            let active = PatternTables::active(&full);
            assert!(active.len() <= PLACEMENTS);
            tables_used.extend(active.iter().map(|&i| i / TABLE_ENTRIES as u32));
        }
        assert_eq!(tables_used.len(), TABLES, "every band of both shapes is used");
    }

    #[test]
    fn an_entry_encodes_the_cells_of_its_window() {
        // The player to move after a1 sees that piece as "your regular" (3): the first wide
        // window (rows 1-2, columns a-c), read from the corner, has it as the first cell of its
        // near row (the lowest digit); its owner sees "my regular" (1).
        let position = *Game::from_record("a1").unwrap().position();
        assert_eq!(PatternTables::active(&position)[0], 3 * 125);
        let owner = position.with_turn(!position.to_move());
        assert_eq!(PatternTables::active(&owner)[0], 125);
    }

    /// A cell's state from the mover's view, read one cell at a time.
    fn cell_state(position: &Position, row: usize, col: usize) -> usize {
        let cell = crate::rules::square::Square::new(row, col).unwrap();
        let permanent = position.permanents().contains(cell) as usize;
        if position.pieces(position.to_move()).contains(cell) {
            1 + permanent
        } else if position.pieces(!position.to_move()).contains(cell) {
            3 + permanent
        } else {
            0
        }
    }

    /// An entry's cells in reading order: the near row (or column pair) first, each from the
    /// edge inwards. The layout: the near row's first cell is the entry's fourth base-5 digit
    /// (wide windows), the nearest row's first cell the fifth (tall windows).
    fn decode(table: usize, entry: usize) -> Vec<usize> {
        let digits: Vec<usize> = (0..WINDOW_CELLS).map(|i| entry / 5usize.pow(i) % 5).collect();
        if table < BANDS {
            [3, 4, 5, 0, 1, 2].iter().map(|&i| digits[i]).collect()
        } else {
            [4, 5, 2, 3, 0, 1].iter().map(|&i| digits[i]).collect()
        }
    }

    /// Every placement holding a piece, cell by cell: its band's table and its cells read from
    /// the nearer edges inwards, in every reading its mirror symmetry allows.
    fn placements_by_cells(position: &Position) -> Vec<(usize, Vec<Vec<usize>>)> {
        let mut out = Vec::new();
        let shapes = [(2, 3, 0), (3, 2, BANDS)];
        for (height, width, first_table) in shapes {
            for row in 0..=ROWS - height {
                for col in 0..=COLS - width {
                    let (row_mirror, col_mirror) = (ROWS - height - row, COLS - width - col);
                    let mut row_orders = vec![];
                    if row <= row_mirror { row_orders.push((0..height).collect::<Vec<_>>()) }
                    if row >= row_mirror { row_orders.push((0..height).rev().collect()) }
                    let mut col_orders = vec![];
                    if col <= col_mirror { col_orders.push((0..width).collect::<Vec<_>>()) }
                    if col >= col_mirror { col_orders.push((0..width).rev().collect()) }
                    let mut readings = vec![];
                    for rows in &row_orders {
                        for cols in &col_orders {
                            let cells = rows.iter().flat_map(|r| cols.iter().map(move |c| (row + r, col + c)));
                            readings.push(cells.map(|(r, c)| cell_state(position, r, c)).collect::<Vec<_>>());
                        }
                    }
                    if readings[0].iter().any(|&state| state != 0) {
                        out.push((first_table + col.min(col_mirror).min(BANDS - 1), readings));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn entries_read_the_cells_of_their_windows() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(8);
        for _ in 0..300 {
            let plies = rng.random_range(0..70);
            let position = random_position(&mut rng, plies);
            let active = PatternTables::active(&position);
            let expected = placements_by_cells(&position);
            assert_eq!(active.len(), expected.len());
            for (index, (table, readings)) in active.iter().zip(&expected) {
                let (found_table, entry) = (*index as usize / TABLE_ENTRIES, *index as usize % TABLE_ENTRIES);
                assert_eq!(found_table, *table);
                assert!(readings.contains(&decode(found_table, entry)), "{:?} not in {readings:?}", decode(found_table, entry));
            }
        }
    }

    #[test]
    fn mirror_images_have_the_same_value() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(5);
        let mut tables = PatternTables::zero();
        for (i, w) in tables.weights.iter_mut().enumerate() {
            *w = ((i * 7919) % 1000) as f32 / 1000.0;
        }
        for _ in 0..100 {
            let plies = rng.random_range(0..60);
            let position = random_position(&mut rng, plies);
            let value = tables.value(&position);
            for (cols, rows) in [(true, false), (false, true), (true, true)] {
                let other = tables.value(&mirrored(&position, cols, rows));
                assert!((value - other).abs() < 1e-3, "{value} vs {other} mirrored {cols} {rows}");
            }
        }
    }

    #[test]
    fn a_nudge_moves_each_looked_up_entry_once_per_placement() {
        let mut rng = crate::rng::SeededRng::seed_from_u64(6);
        let position = random_position(&mut rng, 30);
        let mut tables = PatternTables::zero();
        let active = PatternTables::active(&position);
        tables.nudge(&active, 0.5);
        // An entry two placements share is nudged twice and looked up twice.
        let expected: f32 = active.iter().map(|a| 0.5 * active.iter().filter(|b| *b == a).count() as f32).sum();
        assert!((tables.value(&position) - expected).abs() < 1e-3, "{} vs {expected}", tables.value(&position));
        assert!((tables.value(&position) - 0.5 * PatternTables::nudge_gain(&active)).abs() < 1e-3);
        let swapped = position.with_turn(!position.to_move());
        assert_ne!(PatternTables::active(&swapped), active, "the view follows the player to move");
    }
}
