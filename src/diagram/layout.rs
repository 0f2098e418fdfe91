//! Where things are in a picture, in its own units (the `viewBox`; the size in pixels scales
//! it): the board as the element lays it out landscape (styles.js, `.frame`), a cell 50 units
//! across, with the coordinates around it and the caption under it.

use crate::rules::square::{Square, COLS, ROWS};

/// A cell's side.
pub const CELL: f64 = 50.0;
/// The board showing between two cells.
pub const GAP: f64 = 2.0;
/// The board around the cells.
pub const PAD: f64 = 5.0;
/// The goal edges' width, left and right.
pub const GOAL: f64 = 8.0;
/// The coordinates' band on each side.
pub const LABEL: f64 = 18.0;
/// The coordinates' font size.
pub const LABEL_FONT: f64 = 12.0;
/// The caption's font size and the height of one of its lines.
pub const CAPTION_FONT: f64 = 16.0;
pub const CAPTION_LINE: f64 = 22.0;
/// Room under the caption's last line.
pub const CAPTION_MARGIN: f64 = 10.0;
/// The font of the coordinates and the caption: one installed almost everywhere, then any.
pub const FONT_FAMILY: &str = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";

/// The board's rounded frame (its goal edges included): left, top, width, height.
pub const BOARD: (f64, f64, f64, f64) = (
    LABEL,
    LABEL,
    2.0 * (GOAL + PAD) + COLS as f64 * CELL + (COLS - 1) as f64 * GAP,
    2.0 * PAD + ROWS as f64 * CELL + (ROWS - 1) as f64 * GAP,
);
/// The picture's width.
pub const WIDTH: f64 = BOARD.2 + 2.0 * LABEL;
/// The picture's height without a caption.
pub const BOARD_HEIGHT: f64 = BOARD.3 + 2.0 * LABEL;

/// The picture's height with `lines` lines of caption.
pub fn height(lines: usize) -> f64 {
    if lines == 0 {
        BOARD_HEIGHT
    } else {
        BOARD_HEIGHT + lines as f64 * CAPTION_LINE + CAPTION_MARGIN
    }
}

/// The top-left corner of `square`'s cell.
pub fn cell_corner(square: Square) -> (f64, f64) {
    (
        BOARD.0 + GOAL + PAD + square.col() as f64 * (CELL + GAP),
        BOARD.1 + PAD + square.row() as f64 * (CELL + GAP),
    )
}

/// The centre of `square`'s cell.
pub fn cell_centre(square: Square) -> (f64, f64) {
    let (x, y) = cell_corner(square);
    (x + CELL / 2.0, y + CELL / 2.0)
}

/// The height in pixels of a picture `size` pixels wide with `lines` lines of caption.
pub fn pixel_height(size: u32, lines: usize) -> u32 {
    (size as f64 * height(lines) / WIDTH).round() as u32
}

/// A number as the SVG writes it: at most two decimals, no trailing zeros.
pub fn num(value: f64) -> String {
    let mut out = String::new();
    push_num(&mut out, value);
    out
}

/// Writes `value` as [`num`] does onto `out`. (Whole hundredths written by hand: float
/// formatting with a precision would add tens of KB to the wasm.)
#[inline(never)]
pub fn push_num(out: &mut String, value: f64) {
    let hundredths = (value * 100.0).round() as i64;
    if hundredths < 0 {
        out.push('-');
    }
    let hundredths = hundredths.unsigned_abs();
    push_whole(out, hundredths / 100);
    let part = hundredths % 100;
    if part != 0 {
        out.push('.');
        out.push((b'0' + (part / 10) as u8) as char);
        if !part.is_multiple_of(10) {
            out.push((b'0' + (part % 10) as u8) as char);
        }
    }
}

/// Writes a whole number's digits onto `out`.
#[inline(never)]
pub fn push_whole(out: &mut String, value: u64) {
    if value >= 10 {
        push_whole(out, value / 10);
    }
    out.push((b'0' + (value % 10) as u8) as char);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_fits_its_twelve_columns_and_eight_rows() {
        assert_eq!((WIDTH, BOARD_HEIGHT), (684.0, 460.0));
        let last = Square::new(7, 11).unwrap();
        let (x, y) = cell_corner(last);
        assert_eq!(x + CELL + PAD + GOAL, BOARD.0 + BOARD.2);
        assert_eq!(y + CELL + PAD, BOARD.1 + BOARD.3);
        assert_eq!(cell_centre(Square::new(0, 0).unwrap()), (56.0, 48.0));
        assert_eq!(pixel_height(684, 0), 460);
        assert_eq!(pixel_height(600, 1), 432);
    }

    #[test]
    fn numbers_are_written_short() {
        assert_eq!(num(3.0), "3");
        assert_eq!(num(6.08), "6.08");
        assert_eq!(num(7.6), "7.6");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(1.005), "1");
        assert_eq!(num(-12.5), "-12.5");
        assert_eq!(num(2400.0), "2400");
        assert_eq!(num(0.05), "0.05");
    }
}
