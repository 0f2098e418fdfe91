//! Pictures of positions and games (src/diagram/): the SVG read back against the engine's board
//! (an independent reading: each piece found by where it is drawn, not by what the writer says
//! it is), the themes against the element's stylesheet, the PNG and the GIF decoded, and the
//! fixtures the browser test compares the element's SVG with.
#![cfg(all(feature = "raster", not(target_arch = "wasm32")))]

use pathwayz::diagram::{raster, svg, DiagramError, Look, Palette, Rgba, Scene, DARK, LIGHT};
use pathwayz::{Game, Record};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Records with regular and permanent pieces of both colours, flips, a won game and a draw-free
/// full line: the diagrams of docs/RULES.md among them.
const RECORDS: &[&str] = &[
    "",
    "d4",
    "d4 e5 e4*",
    "d4 h6 b7* k2*",
    "d5* d3 e3 f3 d4 f4 e5 j6 e4*",
    "a3 a6 b2 c7 c3 e6 d4 g7 e4 i6 f5 k7 g4 b5 h4 d6 i3 h7 j3 j6 k4 l7 l4",
    "e5* e3* g5* g3* a3 a5 b3 b5 c3 c5 d3 d5 h3 h5 i3 i5 j3 j5 k3 k5 l3 l5 f5 f3 f4*",
];

fn look(size: f64, caption: &str, palette: Palette) -> Look {
    Look::new(size, caption, palette).expect("a good look")
}

fn picture(record: &str, look: &Look) -> String {
    svg(&Scene::after(&record.parse().unwrap(), None).unwrap(), look)
}

/// A number attribute of `node`.
fn attr(node: roxmltree::Node, name: &str) -> f64 {
    node.attribute(name).unwrap_or_else(|| panic!("{name} on {node:?}")).parse().unwrap()
}

/// The cells drawn: each `rect.cell`'s name and box.
fn cells(document: &roxmltree::Document) -> Vec<(String, [f64; 4])> {
    document
        .descendants()
        .filter(|n| n.attribute("class") == Some("cell"))
        .map(|n| (n.attribute("data-cell").unwrap().to_string(), [attr(n, "x"), attr(n, "y"), attr(n, "width"), attr(n, "height")]))
        .collect()
}

/// The cell whose box holds the point.
fn cell_at(cells: &[(String, [f64; 4])], x: f64, y: f64) -> String {
    let found: Vec<&String> = cells.iter().filter(|(_, [cx, cy, w, h])| x > *cx && x < cx + w && y > *cy && y < cy + h).map(|(name, _)| name).collect();
    assert_eq!(found.len(), 1, "one cell at {x},{y}");
    found[0].clone()
}

/// The board as the SVG draws it, in the rules' dump (8 rows of 12 of `.wbWB`): each piece's
/// cell by where it is drawn, its colour by its face's fill, a permanent by its square face
/// ringed in the accent with a dot.
fn board_drawn(text: &str, palette: &Palette) -> Vec<String> {
    let document = roxmltree::Document::parse(text).expect("the SVG parses");
    let cells = cells(&document);
    assert_eq!(cells.len(), 96);
    let mut rows = vec![vec!['.'; 12]; 8];
    for piece in document.descendants().filter(|n| n.attribute("class") == Some("piece")) {
        let at = piece.attribute("transform").unwrap();
        let numbers: Vec<f64> = at.trim_start_matches("translate(").trim_end_matches(')').split(' ').map(|n| n.parse().unwrap()).collect();
        let name = cell_at(&cells, numbers[0], numbers[1]);
        let face = piece.children().find(|n| n.attribute("class") == Some("face")).expect("a face");
        let fill = face.attribute("fill").unwrap();
        let white = if fill == palette.white.hex() {
            true
        } else {
            assert_eq!(fill, palette.black.hex(), "{name}: a piece is white or black");
            false
        };
        let permanent = face.tag_name().name() == "rect";
        if permanent {
            assert_eq!(face.attribute("stroke"), Some(palette.accent.hex().as_str()), "{name}: a permanent's ring");
            assert!(piece.children().any(|n| n.attribute("class") == Some("dot")), "{name}: a permanent's dot");
        } else {
            assert_eq!(face.tag_name().name(), "circle", "{name}: a regular piece is a disc");
        }
        let (col, row) = (name.as_bytes()[0] - b'a', name[1..].parse::<usize>().unwrap() - 1);
        assert_eq!(rows[row][col as usize], '.', "{name} drawn twice");
        rows[row][col as usize] = match (white, permanent) {
            (true, false) => 'w',
            (true, true) => 'W',
            (false, false) => 'b',
            (false, true) => 'B',
        };
    }
    rows.into_iter().map(|row| row.into_iter().collect()).collect()
}

#[test]
fn the_svg_holds_every_piece_of_the_position_at_its_cell() {
    for palette in [LIGHT, DARK] {
        let look = look(600.0, "", palette);
        for record in RECORDS {
            let game = Game::from_record(record).unwrap();
            let text = picture(record, &look);
            assert_eq!(board_drawn(&text, &palette), game.position().rows(), "{record}");
        }
    }
}

#[test]
fn every_position_of_a_game_is_drawn_with_its_last_move_marked() {
    let record: Record = RECORDS[5].parse().unwrap();
    let scenes = Scene::all(&record).unwrap();
    assert_eq!(scenes.len(), record.moves.len() + 1);
    let look = look(300.0, "", LIGHT);
    for (ply, scene) in scenes.iter().enumerate() {
        let mut game = Game::new();
        for mv in &record.moves[..ply] {
            game.try_play(*mv).unwrap();
        }
        let text = svg(scene, &look);
        assert_eq!(board_drawn(&text, &LIGHT), game.position().rows(), "ply {ply}");
        let document = roxmltree::Document::parse(&text).unwrap();
        let last: Vec<_> = document.descendants().filter(|n| n.attribute("class") == Some("last")).collect();
        match ply {
            0 => assert!(last.is_empty(), "no last move at the start"),
            _ => {
                let frame = last[0];
                let centre = (attr(frame, "x") + attr(frame, "width") / 2.0, attr(frame, "y") + attr(frame, "height") / 2.0);
                assert_eq!(cell_at(&cells(&document), centre.0, centre.1), record.moves[ply - 1].square.to_string(), "ply {ply}");
                assert_eq!(frame.attribute("stroke"), Some(LIGHT.accent.hex().as_str()));
            }
        }
    }
}

#[test]
fn the_coordinates_the_goal_edges_the_winning_path_and_the_caption_are_drawn() {
    let caption = r#"White wins: <b>&"it's"</b>"#;
    let look = look(684.0, caption, DARK);
    let text = picture(RECORDS[5], &look);
    let document = roxmltree::Document::parse(&text).unwrap();
    let root = document.root_element();
    assert_eq!((attr(root, "width"), attr(root, "height")), (684.0, look.height() as f64));
    let labels: Vec<String> = document
        .descendants()
        .filter(|n| n.attribute("class") == Some("coordinates"))
        .flat_map(|g| g.children().filter_map(|t| t.text().map(str::to_string)))
        .collect();
    let mut expected: Vec<String> = "abcdefghijkl".chars().flat_map(|c| [c.to_string(), c.to_string()]).collect();
    expected.extend((1..=8).flat_map(|n| [n.to_string(), n.to_string()]));
    assert_eq!(labels, expected, "a-l above and below, 1-8 left and right");
    let goal_labels: Vec<_> = document.descendants().filter(|n| n.attribute("fill") == Some(DARK.goal.hex().as_str()) && n.tag_name().name() == "text").collect();
    assert_eq!(goal_labels.iter().map(|n| n.text().unwrap()).collect::<String>(), "aall");
    let edges = document.descendants().find(|n| n.attribute("class") == Some("edges")).unwrap();
    assert_eq!(edges.attribute("fill"), Some(DARK.edge.hex().as_str()));
    let path: Vec<String> = document
        .descendants()
        .filter(|n| n.attribute("class") == Some("path"))
        .flat_map(|g| g.children().filter_map(|c| c.attribute("data-cell").map(str::to_string)))
        .collect();
    assert_eq!(path.join(" "), "b2 a3 c3 i3 j3 d4 e4 g4 h4 k4 l4 f5", "White's path, in cell order");
    let shown: String = document
        .descendants()
        .filter(|n| n.attribute("class") == Some("caption"))
        .flat_map(|g| g.children().filter_map(|t| t.text().map(str::to_string)))
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(shown, caption, "the caption, escaped and read back whole");
    assert_eq!(root.children().find(|n| n.tag_name().name() == "title").unwrap().text(), Some(caption));
}

#[test]
fn a_long_caption_takes_more_lines_and_a_taller_picture() {
    let short = look(600.0, "A short caption", LIGHT);
    let long = look(600.0, &"A caption that goes on and on ".repeat(6), LIGHT);
    let chinese = look(600.0, &"白方在第二十三步连通了左右两边".repeat(4), LIGHT);
    assert_eq!(short.caption_lines().len(), 1);
    assert!(long.caption_lines().len() >= 3, "{:?}", long.caption_lines());
    assert!(chinese.caption_lines().len() >= 2, "{:?}", chinese.caption_lines());
    assert!(long.height() > short.height() && short.height() > look(600.0, "", LIGHT).height());
}

/// The `--pz-NAME: VALUE;` declarations of the block `const NAME = \`...\`` of styles.js.
fn theme_block(styles: &str, name: &str) -> Vec<(String, String)> {
    let opening = format!("const {name} = `");
    let start = styles.find(&opening).unwrap_or_else(|| panic!("styles.js has {name}")) + opening.len();
    let block = &styles[start..start + styles[start..].find('`').expect("the block ends")];
    block
        .lines()
        .filter_map(|line| line.trim().strip_prefix("--pz-"))
        .filter_map(|line| line.trim_end_matches(';').split_once(':'))
        .map(|(name, value)| (name.trim().to_string(), value.trim().to_string()))
        .collect()
}

#[test]
fn the_themes_are_the_elements_own_colours() {
    let styles = std::fs::read_to_string(format!("{ROOT}/www/js/element/styles.js")).unwrap();
    for (block, palette) in [("LIGHT", LIGHT), ("DARK", DARK)] {
        let declared = theme_block(&styles, block);
        assert!(declared.len() >= Palette::NAMES.len(), "{block}: {declared:?}");
        for name in Palette::NAMES {
            let value = &declared.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("{block} declares --pz-{name}")).1;
            assert_eq!(Some(palette.get(name).unwrap()), Rgba::parse(value), "{block}: --pz-{name} is {value}");
        }
    }
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    for size in [0.0, -5.0, 119.0, 2401.0, 600.5, f64::NAN, f64::INFINITY, 1e300] {
        let refused = Look::new(size, "", LIGHT).unwrap_err();
        assert!(matches!(refused, DiagramError::Size(_)), "{size}");
        assert!(refused.to_string().starts_with("the picture's size must be a whole number of pixels from 120 to 2400"), "{refused}");
    }
    assert_eq!(Look::new(600.0, &"x".repeat(201), LIGHT).unwrap_err(), DiagramError::CaptionLength(201));
    let record: Record = "d4 e5".parse().unwrap();
    for ply in [-1.0, 3.0, 0.5, f64::NAN] {
        let refused = Scene::after(&record, Some(ply)).unwrap_err();
        assert!(refused.to_string().starts_with("the position must be a whole number of moves from 0 to 2"), "{refused}");
    }
    let Err(DiagramError::Record(bad)) = Scene::all(&"d4 d4".parse().unwrap()) else { panic!("d4 d4 does not replay") };
    assert_eq!(bad.ply, 2);
    assert!(LIGHT.with([("board", "url(javascript:x)")]).unwrap_err().to_string().contains("the colour board must be"));
}

#[test]
fn the_png_decodes_at_the_size_asked_with_the_board_and_its_coordinates_drawn() {
    let look = look(342.0, "After e4*", LIGHT);
    let scene = Scene::after(&"d4 e5 e4*".parse().unwrap(), None).unwrap();
    let bytes = raster::png(&scene, &look).unwrap();
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!((info.width, info.height), (342, look.height()));
    assert_eq!(info.color_type, png::ColorType::Rgba);
    // At half scale: a cell's centre, e4 (a black permanent's face is covered by its dot: d4's
    // centre, a flipped black regular piece) and the background.
    let at = |x: f64, y: f64| {
        let i = ((y / 2.0) as usize * 342 + (x / 2.0) as usize) * 4;
        Rgba::rgb(pixels[i], pixels[i + 1], pixels[i + 2])
    };
    let (d4x, d4y) = pathwayz::diagram::layout::cell_centre("d4".parse::<pathwayz::Move>().unwrap().square);
    assert_eq!(at(d4x, d4y), LIGHT.black, "d4 is black");
    let (a1x, a1y) = pathwayz::diagram::layout::cell_centre("a1".parse::<pathwayz::Move>().unwrap().square);
    assert_eq!(at(a1x, a1y), LIGHT.cell, "a1 is empty");
    assert_eq!(at(2.0, 2.0), LIGHT.surface, "the background");
    // The coordinates are text: drawn with the system's fonts (build.sh installs DejaVu Sans),
    // some pixels of the band above column b are neither background nor blank.
    let band: Vec<Rgba> = (0..18).flat_map(|y| (0..50).map(move |x| (a1x + 52.0 + x as f64 - 25.0, y as f64))).map(|(x, y)| at(x, y)).collect();
    assert!(band.iter().any(|&c| c != LIGHT.surface), "the label b is drawn (are fonts installed?)");
}

#[test]
fn the_gif_decodes_with_one_frame_a_position() {
    let record: Record = "d4 e5 e4* f4".parse().unwrap();
    let scenes = Scene::all(&record).unwrap();
    let look = look(200.0, "", DARK);
    let bytes = raster::gif(&scenes, &look, 500).unwrap();
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(std::io::Cursor::new(bytes)).unwrap();
    assert_eq!((decoder.width() as u32, decoder.height() as u32), (200, look.height()));
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert_eq!((frame.width as u32, frame.height as u32), (200, look.height()));
        delays.push(frame.delay);
    }
    assert_eq!(delays.len(), record.moves.len() + 1, "moves + 1 frames");
    assert_eq!(delays, [50, 50, 50, 50, 150], "each position half a second, the last three times as long");
}

/// The pictures the browser test (tests/e2e/pictures.test.mjs) compares the element's with:
/// each written by the command line, `pathwayz diagram --moves "..." --size 480 --caption
/// "..." --theme T --out tests/data/diagram-T.svg`, and checked here against the library's.
const FIXTURE_MOVES: &str = "d4 e5 e4* h6 b7* k2*";
const FIXTURE_CAPTION: &str = "Black to move after k2* <& \"more\">";

#[test]
fn the_fixtures_are_the_writers_pictures() {
    for (theme, palette) in [("light", LIGHT), ("dark", DARK)] {
        let path = format!("{ROOT}/tests/data/diagram-{theme}.svg");
        let fixture = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{path} (write it with pathwayz diagram, see above)"));
        assert_eq!(
            fixture,
            picture(FIXTURE_MOVES, &look(480.0, FIXTURE_CAPTION, palette)),
            "{path} is stale: write it again with pathwayz diagram (see this test's comment)"
        );
    }
}
