//! The one SVG writer: a scene in the board's look (www/js/element/styles.js, landscape) and a
//! palette. The page's pictures, the command line's and every frame of an animation are its
//! output, so they show a position the same way.
//!
//! What is drawn, back to front: the background, the coordinates (a to l above and below, 1 to
//! 8 left and right, the goal columns' letters in their colour), the goal edges and the board,
//! the 96 cells (`<rect class="cell" data-cell="c4">`), one `<g class="piece">` per piece
//! (moved to its cell's centre: a disc for a regular piece, a rounded square ringed with a dot
//! for a permanent, as `.piece` is styled), the last move's frame (`class="last"`), the winning
//! path's rings (`class="path"`) and the caption (`class="caption"`).

use super::caption::escape;
use super::layout::{self, cell_centre, cell_corner, push_num, push_whole, BOARD, CELL, FONT_FAMILY, GOAL, LABEL, LABEL_FONT, WIDTH};
use super::palette::Rgba;
use super::scene::Scene;
use super::Look;
use crate::rules::color::Color;
use crate::rules::square::{Square, COLS, ROWS};
use crate::rules::status::Status;

/// A piece's half width: `.piece` is inset 12% of its cell.
const PIECE: f64 = CELL * 0.38;
/// A permanent's corner radius (20% of the piece) and its ring's width (3 px).
const PERMANENT_RADIUS: f64 = PIECE * 2.0 * 0.2;
const RING: f64 = 3.0;
/// A permanent's dot: `::after` inset 34% of the piece.
const DOT: f64 = PIECE * 2.0 * 0.16;
/// The last move's frame: inset 2 px, 2 px wide.
const LAST_INSET: f64 = 2.0;
const LAST_WIDTH: f64 = 2.0;
/// The winning path's ring: 3 px, 1 px off the piece.
const PATH_WIDTH: f64 = 3.0;
const PATH_OFFSET: f64 = 1.0;

/// The document being written, an element at a time. (Written piece by piece, never inlined,
/// rather than with `format!`: either would add tens of KB to the wasm.)
struct Writer(String);

impl Writer {
    /// Opens `<tag`, for its attributes.
    #[inline(never)]
    fn open(&mut self, tag: &str) -> &mut Writer {
        self.0.push('<');
        self.0.push_str(tag);
        self
    }

    /// ` name="value"`: `value` is the writer's own text or escaped.
    #[inline(never)]
    fn attr(&mut self, name: &str, value: &str) -> &mut Writer {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.0.push_str(value);
        self.0.push('"');
        self
    }

    /// ` name="12.5"`.
    #[inline(never)]
    fn num(&mut self, name: &str, value: f64) -> &mut Writer {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        push_num(&mut self.0, value);
        self.0.push('"');
        self
    }

    /// ` data-cell="c4"`.
    #[inline(never)]
    fn cell(&mut self, square: Square) -> &mut Writer {
        self.0.push_str(" data-cell=\"");
        self.0.push((b'a' + square.col() as u8) as char);
        push_whole(&mut self.0, square.row() as u64 + 1);
        self.0.push('"');
        self
    }

    /// ` fill="#rrggbb"` (or `stroke`), with its opacity when not opaque.
    #[inline(never)]
    fn paint(&mut self, what: &str, colour: Rgba) -> &mut Writer {
        self.attr(what, &colour.hex());
        if colour.a != 255 {
            self.0.push(' ');
            self.0.push_str(what);
            self.0.push_str("-opacity=\"");
            push_num(&mut self.0, colour.opacity());
            self.0.push('"');
        }
        self
    }

    /// A rectangle's `x`, `y`, `width` and `height`.
    #[inline(never)]
    fn rect(&mut self, x: f64, y: f64, width: f64, height: f64) -> &mut Writer {
        self.num("x", x).num("y", y).num("width", width).num("height", height)
    }

    /// `/>`: the element ends.
    #[inline(never)]
    fn end(&mut self) {
        self.0.push_str("/>");
    }

    /// `>`: its content follows.
    #[inline(never)]
    fn content(&mut self) {
        self.0.push('>');
    }

    /// `</tag>`.
    #[inline(never)]
    fn close(&mut self, tag: &str) {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
    }

    /// `<text x y>text</text>` (`text` escaped here).
    #[inline(never)]
    fn text(&mut self, x: f64, y: f64, text: &str) {
        self.open("text").num("x", x).num("y", y).content();
        self.0.push_str(&escape(text));
        self.close("text");
    }
}

/// The picture of `scene` in `look`, as an SVG document.
pub fn svg(scene: &Scene, look: &Look) -> String {
    let palette = &look.palette;
    let lines = look.caption_lines();
    let height = layout::height(lines.len());
    let mut out = Writer(String::with_capacity(16 * 1024));
    let mut size = String::new();
    push_whole(&mut size, look.size as u64);
    out.open("svg").attr("xmlns", "http://www.w3.org/2000/svg").attr("width", &size).num("height", look.height() as f64);
    let mut view = String::from("0 0 ");
    push_num(&mut view, WIDTH);
    view.push(' ');
    push_num(&mut view, height);
    out.attr("viewBox", &view).attr("role", "img").attr("font-family", FONT_FAMILY).content();
    out.0.push_str("<title>");
    match &look.caption {
        Some(caption) => out.0.push_str(&escape(caption.text())),
        None => out.0.push_str(&describe(scene)),
    }
    out.0.push_str("</title>");
    out.open("rect").attr("class", "background").num("width", WIDTH).num("height", height).paint("fill", palette.surface).end();
    coordinates(&mut out, look);
    board(&mut out, look);
    for square in Square::all() {
        let (x, y) = cell_corner(square);
        out.open("rect").attr("class", "cell").cell(square).rect(x, y, CELL, CELL).attr("rx", "3").paint("fill", palette.cell).end();
    }
    pieces(&mut out, scene, look);
    if let Some(mv) = scene.last_move {
        let (x, y) = cell_corner(mv.square);
        let inset = LAST_INSET + LAST_WIDTH / 2.0;
        out.open("rect").attr("class", "last").cell(mv.square).rect(x + inset, y + inset, CELL - 2.0 * inset, CELL - 2.0 * inset);
        out.attr("rx", "2").attr("fill", "none").paint("stroke", palette.accent).num("stroke-width", LAST_WIDTH).end();
    }
    winning_path(&mut out, scene, look);
    if !lines.is_empty() {
        out.open("g").attr("class", "caption").num("font-size", layout::CAPTION_FONT).attr("text-anchor", "middle").paint("fill", palette.text).content();
        for (index, line) in lines.iter().enumerate() {
            let baseline = layout::BOARD_HEIGHT + index as f64 * layout::CAPTION_LINE + layout::CAPTION_FONT;
            out.text(WIDTH / 2.0, baseline, line);
        }
        out.close("g");
    }
    out.close("svg");
    out.0
}

/// The picture's title without a caption: "Pathwayz after 3 moves: Black to move".
fn describe(scene: &Scene) -> String {
    let mut title = String::from("Pathwayz after ");
    push_whole(&mut title, scene.position.ply() as u64);
    title.push_str(if scene.position.ply() == 1 { " move: " } else { " moves: " });
    let name = |color| match color {
        Color::White => "White",
        Color::Black => "Black",
    };
    match scene.position.status() {
        Status::Ongoing => {
            title.push_str(name(scene.position.to_move()));
            title.push_str(" to move");
        }
        Status::Won(color) => {
            title.push_str(name(color));
            title.push_str(" wins");
        }
        Status::Draw => title.push_str("a draw"),
    }
    title
}

/// Column letters above and below the board, row numbers left and right (row 1 on top); the
/// goal columns' letters bold in the goal colour, as the page labels them.
fn coordinates(out: &mut Writer, look: &Look) {
    // The baseline a little under the band's middle, so the text sits centred without relying
    // on a renderer's dominant-baseline.
    let drop = LABEL_FONT * 0.35;
    out.open("g").attr("class", "coordinates").num("font-size", LABEL_FONT).attr("text-anchor", "middle").paint("fill", look.palette.muted).content();
    let bottom = BOARD.1 + BOARD.3 + LABEL / 2.0 + drop;
    for col in 0..COLS {
        let (x, _) = cell_centre(Square::new(0, col).expect("on the board"));
        let letter = ((b'a' + col as u8) as char).to_string();
        let goal = col == 0 || col == COLS - 1;
        for y in [LABEL / 2.0 + drop, bottom] {
            if goal {
                out.open("text").num("x", x).num("y", y).attr("font-weight", "700").paint("fill", look.palette.goal).content();
                out.0.push_str(&letter);
                out.close("text");
            } else {
                out.text(x, y, &letter);
            }
        }
    }
    for row in 0..ROWS {
        let (_, y) = cell_centre(Square::new(row, 0).expect("on the board"));
        let mut number = String::new();
        push_whole(&mut number, row as u64 + 1);
        for x in [LABEL / 2.0, WIDTH - LABEL / 2.0] {
            out.text(x, y + drop, &number);
        }
    }
    out.close("g");
}

/// The board's frame: the goal edges (rounded on the outside) and the board between them.
fn board(out: &mut Writer, look: &Look) {
    let (x, y, width, height) = BOARD;
    out.open("rect").attr("class", "edges").rect(x, y, width, height).attr("rx", "8").paint("fill", look.palette.edge).end();
    out.open("rect").attr("class", "board").rect(x + GOAL, y, width - 2.0 * GOAL, height).paint("fill", look.palette.board).end();
}

/// One `<g class="piece">` a piece, at its cell's centre: `data-piece` is its character in the
/// rules' board dumps (`w`, `b`, `W`, `B`).
fn pieces(out: &mut Writer, scene: &Scene, look: &Look) {
    for square in Square::all() {
        let piece = scene.position.cell_char(square);
        let colour = match piece {
            'w' | 'W' => look.palette.white,
            'b' | 'B' => look.palette.black,
            _ => continue,
        };
        let (cx, cy) = cell_centre(square);
        let mut at = String::from("translate(");
        push_num(&mut at, cx);
        at.push(' ');
        push_num(&mut at, cy);
        at.push(')');
        out.open("g").attr("class", "piece").cell(square).attr("data-piece", piece.encode_utf8(&mut [0; 4])).attr("transform", &at).content();
        if piece.is_ascii_uppercase() {
            // The face with its ring drawn inside its edge, then the dot.
            let half = PIECE - RING / 2.0;
            out.open("rect").attr("class", "face").rect(-half, -half, 2.0 * half, 2.0 * half).num("rx", PERMANENT_RADIUS - RING / 2.0);
            out.paint("fill", colour).paint("stroke", look.palette.accent).num("stroke-width", RING).end();
            out.open("circle").attr("class", "dot").num("r", DOT).paint("fill", look.palette.accent).end();
        } else {
            // The drop shadow of `box-shadow: 0 1px 2px #0006`, then the face.
            out.open("circle").attr("class", "shadow").attr("cy", "1").num("r", PIECE + 0.5).attr("fill", "#000000").attr("fill-opacity", "0.3").end();
            out.open("circle").attr("class", "face").num("r", PIECE).paint("fill", colour).end();
        }
        out.close("g");
    }
}

/// The winner's path, each of its pieces ringed as `.cell.path .piece` is outlined.
fn winning_path(out: &mut Writer, scene: &Scene, look: &Look) {
    let Status::Won(winner) = scene.position.status() else { return };
    let cells = scene.position.path_cells(winner);
    if cells.is_empty() {
        return;
    }
    out.open("g").attr("class", "path").attr("fill", "none").paint("stroke", look.palette.path).num("stroke-width", PATH_WIDTH).content();
    let reach = PIECE + PATH_OFFSET + PATH_WIDTH / 2.0;
    for square in cells.squares() {
        let (cx, cy) = cell_centre(square);
        if scene.position.permanents().contains(square) {
            out.open("rect").cell(square).rect(cx - reach, cy - reach, 2.0 * reach, 2.0 * reach);
            out.num("rx", PERMANENT_RADIUS + PATH_OFFSET + PATH_WIDTH / 2.0).end();
        } else {
            out.open("circle").cell(square).num("cx", cx).num("cy", cy).num("r", reach).end();
        }
    }
    out.close("g");
}
