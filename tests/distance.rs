//! The race to connect (`evaluation::distance::shortest_connection`): how many moves each colour
//! still needs and the cells of one of its cheapest paths. A cell costs its colour nothing when
//! it holds one of its pieces, 1 when empty, 2 when it holds the other colour's regular piece (a
//! permanent beside it would flip it, docs/RULES.md R7) and cannot be used when it holds the
//! other colour's permanent (R8). Hand-made positions counted by hand, then every position of
//! random games against a plain shortest-path search over the drawn board.

use pathwayz::evaluation::distance::{shortest_connection, Connection, UNREACHABLE};
use pathwayz::{Color, Game, Position};

fn position(rows: [&str; 8]) -> Position {
    Position::from_rows(&rows, Color::White).expect("a valid drawing")
}

fn named(connection: &Connection) -> Vec<String> {
    connection.cells.squares().map(|cell| cell.to_string()).collect()
}

/// The cells of row `row` (1 to 8), a to l.
fn row(row: u32) -> Vec<String> {
    "abcdefghijkl".chars().map(|column| format!("{column}{row}")).collect()
}

#[test]
fn the_empty_board_is_twelve_moves_for_both() {
    let empty = position(["............"; 8]);
    for color in [Color::White, Color::Black] {
        let race = shortest_connection(&empty, color);
        assert_eq!(race.moves, 12);
        assert_eq!(race.cells.count(), 12, "one cell a column");
    }
}

#[test]
fn a_black_piece_a_permanent_would_flip_is_the_shortest_way_through() {
    // White's row 4 is broken by a black regular piece on f4; f3 and f5 are black permanents.
    // Through f4 White needs 2 (its piece flipped); around it, by f2 (e3, f2, g3) or f6 (e5,
    // f6, g5), 3. Were f4 a wall White would need 3, were it free 1.
    let mut rows = ["............"; 8];
    rows[2] = ".....B......";
    rows[3] = "wwwwwbwwwwww";
    rows[4] = ".....B......";
    let board = position(rows);
    let white = shortest_connection(&board, Color::White);
    assert_eq!(white.moves, 2);
    assert_eq!(named(&white), row(4));
    // Black owns f3, f4 and f5 (its permanents show black) and crosses every other column on
    // an empty cell, as along row 3: 11.
    assert_eq!(shortest_connection(&board, Color::Black).moves, 11);
}

#[test]
fn a_wall_of_permanents_cuts_a_colour_off() {
    let walled = position([".....B......"; 8]);
    assert_eq!(shortest_connection(&walled, Color::White), Connection { moves: UNREACHABLE, cells: Default::default() });
    assert_eq!(shortest_connection(&walled, Color::Black).moves, 11, "the wall is Black's own column");
    // One gap in the wall, f8: White crosses there, one empty cell a column.
    let mut rows = [".....B......"; 8];
    rows[7] = "............";
    let white = shortest_connection(&position(rows), Color::White);
    assert_eq!(white.moves, 12);
    assert!(named(&white).contains(&"f8".to_string()));
}

#[test]
fn own_permanents_count_and_diagonal_steps_join() {
    // Black's permanents on row 2 show white: White needs one of l1, l2 and l3, all beside k2.
    let mut rows = ["............"; 8];
    rows[1] = "WWWWWWWWWWW.";
    let white = shortest_connection(&position(rows), Color::White);
    assert_eq!(white.moves, 1);
    let cells = named(&white);
    assert_eq!(cells.len(), 12);
    assert!(row(2)[..11].iter().all(|cell| cells.contains(cell)), "{cells:?}");
    assert!(["l1", "l2", "l3"].iter().any(|cell| cells.contains(&cell.to_string())), "{cells:?}");
    // A diagonal a1 to h8 leaves the four columns i to l.
    let diagonal = Game::from_record("a1 l1 b2 l2 c3 l3 d4 l4 e5 l5 f6 l6 g7 k1 h8").unwrap();
    let white = shortest_connection(diagonal.position(), Color::White);
    assert_eq!(white.moves, 4);
    for cell in ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"] {
        assert!(named(&white).contains(&cell.to_string()), "{cell} in {:?}", named(&white));
    }
    assert_eq!(white.cells.count(), 12);
}

#[test]
fn a_connected_colour_needs_nothing_and_shows_its_chain() {
    let game = Game::from_record("a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1").unwrap();
    let white = shortest_connection(game.position(), Color::White);
    assert_eq!((white.moves, named(&white)), (0, row(1)));
    assert_eq!(shortest_connection(game.position(), Color::Black).moves, 1, "l8 is left");
}

/// A cell's cost for `color` from the drawn board (R15), `None` for the other's permanent.
fn cost(piece: u8, color: Color) -> Option<u32> {
    let (own, own_permanent, other, other_permanent) = match color {
        Color::White => (b'w', b'W', b'b', b'B'),
        Color::Black => (b'b', b'B', b'w', b'W'),
    };
    match piece {
        b'.' => Some(1),
        p if p == own || p == own_permanent => Some(0),
        p if p == other => Some(2),
        p if p == other_permanent => None,
        p => panic!("no piece {p}"),
    }
}

/// The drawn board's cells, `cells[row][column]`.
fn drawn(position: &Position) -> Vec<Vec<u8>> {
    position.rows().iter().map(|line| line.bytes().collect()).collect()
}

/// Whether two cells touch (R2).
fn touch((r1, c1): (usize, usize), (r2, c2): (usize, usize)) -> bool {
    (r1, c1) != (r2, c2) && r1.abs_diff(r2) <= 1 && c1.abs_diff(c2) <= 1
}

/// The cheapest connection by a plain Dijkstra over the 96 cells (the cost of a path is the sum
/// of its cells' costs), or `None` when no path exists.
fn plain_distance(cells: &[Vec<u8>], color: Color) -> Option<u32> {
    let mut best = [[u32::MAX; 12]; 8];
    let mut done = [[false; 12]; 8];
    for (r, line) in cells.iter().enumerate() {
        if let Some(c) = cost(line[0], color) {
            best[r][0] = c;
        }
    }
    loop {
        let next = (0..8).flat_map(|r| (0..12).map(move |c| (r, c)))
            .filter(|&(r, c)| !done[r][c] && best[r][c] != u32::MAX)
            .min_by_key(|&(r, c)| best[r][c]);
        let Some((r, c)) = next else { break };
        done[r][c] = true;
        for (r2, c2) in (0..8).flat_map(|r2| (0..12).map(move |c2| (r2, c2))).filter(|&to| touch((r, c), to)) {
            if let Some(step) = cost(cells[r2][c2], color) {
                best[r2][c2] = best[r2][c2].min(best[r][c] + step);
            }
        }
    }
    (0..8).map(|r| best[r][11]).min().filter(|&d| d != u32::MAX)
}

/// Checks `connection` on `position` for `color` against the plain search and the rules: its
/// cells are one chain from column a to column l whose costs add up to its moves.
fn check(position: &Position, color: Color, connection: Connection) {
    let cells = drawn(position);
    let plain = plain_distance(&cells, color);
    if connection.moves == UNREACHABLE {
        assert!(plain.is_none_or(|d| d >= UNREACHABLE), "{position}\n{color:?}: unreachable, but {plain:?}");
        return;
    }
    assert_eq!(Some(connection.moves), plain, "{position}\n{color:?}");
    let path: Vec<(usize, usize)> = connection.cells.squares().map(|cell| (cell.row(), cell.col())).collect();
    let total: u32 = path.iter().map(|&(r, c)| cost(cells[r][c], color).expect("no wall on the path")).sum();
    if connection.moves > 0 {
        assert_eq!(total, connection.moves, "{position}\n{color:?}: {path:?}");
    }
    // One chain: every cell reached from a column-a cell through cells of the path.
    let mut reached: Vec<(usize, usize)> = path.iter().copied().filter(|&(_, c)| c == 0).collect();
    let mut grew = true;
    while grew {
        grew = false;
        for &cell in &path {
            if !reached.contains(&cell) && reached.iter().any(|&other| touch(cell, other)) {
                reached.push(cell);
                grew = true;
            }
        }
    }
    assert_eq!(reached.len(), path.len(), "{position}\n{color:?}: {path:?} is not one chain");
    assert!(path.iter().any(|&(_, c)| c == 11), "{position}\n{color:?}: {path:?} does not reach l");
}

#[test]
fn every_position_of_random_games_agrees_with_a_plain_search() {
    // A fixed linear congruential generator: the same games every run.
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut random = |below: usize| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % below
    };
    let mut positions = 0;
    for _ in 0..60 {
        let mut game = Game::new();
        loop {
            for color in [Color::White, Color::Black] {
                check(game.position(), color, shortest_connection(game.position(), color));
            }
            positions += 1;
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            game.try_play(legal[random(legal.len())]).unwrap();
        }
    }
    assert!(positions > 1000, "{positions} positions");
}
