//! One test per rule of docs/RULES.md (its number in the comment above), on drawn boards.

use pathwayz::{Color, Game, IllegalMove, Move, ParseMoveError, Position, Status};

fn position(rows: [&str; 8], to_move: Color) -> Position {
    Position::from_rows(&rows, to_move).expect("a valid drawing")
}

fn play(position: &mut Position, text: &str) {
    position.try_play_notation(text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

// R4, R6: White moves first; two moves per empty cell.
#[test]
fn empty_board_has_192_moves_and_white_to_move() {
    let start = Position::new();
    assert_eq!(start.to_move(), Color::White);
    assert_eq!(start.legal_move_count(), 192);
    assert_eq!(start.legal_moves().len(), 192);
    assert_eq!(start.status(), Status::Ongoing);
}

// R5: a permanent shows the opponent's colour.
#[test]
fn worked_example_1_permanent_on_empty_board_is_opponent_colour() {
    let mut p = Position::new();
    play(&mut p, "e4*");
    assert_eq!(p.rows()[3], "....B.......");
    assert_eq!(p.to_move(), Color::Black);
    assert_eq!(p.legal_move_count(), 190);
}

// R7: a permanent flips the regular pieces around it, of both colours.
#[test]
fn worked_example_2_flips_both_colours() {
    let game = Game::from_record("d4 e5 e4*").unwrap();
    let rows = game.position().rows();
    assert_eq!(rows[3], "...bB.......");
    assert_eq!(rows[4], "....w.......");
    let flipped: Vec<String> = game.last_flips().squares().map(|s| s.to_string()).collect();
    assert_eq!(flipped, ["d4", "e5"]);
}

// R5, R7: Black's permanent shows white; all eight neighbours flip.
#[test]
fn black_permanent_is_white_and_flips_all_eight_neighbours() {
    let mut p = position(
        [
            "............",
            "............",
            "....wbw.....",
            "....b.b.....",
            "....wbb.....",
            "............",
            "............",
            "............",
        ],
        Color::Black,
    );
    play(&mut p, "f4*");
    assert_eq!(p.rows()[2], "....bwb.....");
    assert_eq!(p.rows()[3], "....wWw.....");
    assert_eq!(p.rows()[4], "....bww.....");
}

// R8: permanents never flip.
#[test]
fn permanents_never_flip() {
    let mut p = position(
        [
            "............",
            "............",
            "....WBw.....",
            "....B.b.....",
            "....WBW.....",
            "............",
            "............",
            "............",
        ],
        Color::White,
    );
    play(&mut p, "f4*");
    assert_eq!(p.rows()[2], "....WBb.....");
    assert_eq!(p.rows()[3], "....BBw.....");
    assert_eq!(p.rows()[4], "....WBW.....");
}

// R2, R7: fewer neighbours on the edges and in the corners.
#[test]
fn flips_stop_at_edges_and_corners() {
    let mut p = position(
        [
            ".w........b.",
            "ww........bb",
            "w..........b",
            "............",
            "............",
            "w..........b",
            "ww........bb",
            ".w........b.",
        ],
        Color::White,
    );
    for mv in ["a1*", "l1*", "a8*", "l8*"] {
        play(&mut p, mv);
    }
    assert_eq!(
        p.rows(),
        [
            "Bb........wW",
            "bb........ww",
            "w..........b",
            "............",
            "............",
            "w..........b",
            "bb........ww",
            "Bb........wW",
        ]
    );
}

// R9: diagonal steps count.
#[test]
fn a_diagonal_chain_wins() {
    let mut p = position(
        [
            "w...........",
            ".w..........",
            "..w.........",
            "...w.......w",
            "....w.....w.",
            ".....w...w..",
            "......w.w...",
            "............",
        ],
        Color::White,
    );
    assert_eq!(p.status(), Status::Ongoing);
    play(&mut p, "h8");
    assert_eq!(p.status(), Status::Won(Color::White));
    assert_eq!(p.path_cells(Color::White).count(), 12);
}

// R10 a, R4: the opponent's path wins; the turn passes anyway.
#[test]
fn a_permanent_can_complete_the_opponents_path() {
    let mut p = position(
        [
            "............",
            "............",
            "............",
            "............",
            "bbbbB.Bbbbbb",
            "............",
            "............",
            "............",
        ],
        Color::White,
    );
    play(&mut p, "f5*");
    assert_eq!(p.status(), Status::Won(Color::Black));
    assert_eq!(p.to_move(), Color::Black, "the turn passes even on the last move");
}

// R10 b: both paths, the mover wins.
#[test]
fn both_paths_at_once_go_to_the_mover() {
    let mut p = position(
        [
            "............",
            "............",
            "wwwwWbWwwwww",
            "............",
            "bbbbBwBbbbbb",
            "............",
            "............",
            "............",
        ],
        Color::White,
    );
    play(&mut p, "f4*");
    assert!(p.has_path(Color::White) && p.has_path(Color::Black));
    assert_eq!(p.status(), Status::Won(Color::White));

    let mut q = position(
        [
            "............",
            "............",
            "wwwwWbWwwwww",
            "............",
            "bbbbBwBbbbbb",
            "............",
            "............",
            "............",
        ],
        Color::Black,
    );
    play(&mut q, "f4*");
    assert_eq!(q.status(), Status::Won(Color::Black));
}

// R10 c: a full board without a path is a draw.
#[test]
fn a_full_board_without_a_path_is_a_draw() {
    let mut p = position(
        [
            "wbwbwWBbwbwb",
            "bwbwbWBwbwbw",
            "wbwbwWBbwbwb",
            "bwbwbWBwbwbw",
            "wbwbwWBbwbwb",
            "bwbwbWBwbwbw",
            "wbwbwWBbwbwb",
            "bwbwbWBwbwb.",
        ],
        Color::White,
    );
    assert_eq!(p.status(), Status::Ongoing);
    assert_eq!(p.legal_move_count(), 2);
    play(&mut p, "l8");
    assert_eq!(p.status(), Status::Draw);
    assert_eq!(p.status().winner_name(), Some("draw"));
}

// R11: no move after the end.
#[test]
fn nothing_is_legal_after_the_end() {
    let mut p = position(
        [
            "............",
            "............",
            "............",
            "............",
            "bbbbB.Bbbbbb",
            "............",
            "............",
            "............",
        ],
        Color::White,
    );
    play(&mut p, "f5*");
    let before = p;
    assert_eq!(p.legal_move_count(), 0);
    assert!(p.legal_moves().is_empty());
    let error = p.try_play_notation("a1").unwrap_err();
    assert!(matches!(error, IllegalMove::GameOver(..)));
    assert_eq!(error.to_string(), "a1 is illegal: the game is over (black won)");
    assert_eq!(p, before);
}

// R6, R13: occupied, off the board, malformed.
#[test]
fn each_refusal_has_its_own_message_and_changes_nothing() {
    let mut game = Game::from_record("c4").unwrap();
    let before = game.position().to_owned();
    let cases = [
        ("c4", "c4 is illegal: cell c4 is already occupied"),
        ("c4*", "c4* is illegal: cell c4 is already occupied"),
        ("m4", "\"m4\" is off the board: columns run a-l and rows 1-8"),
        ("c9", "\"c9\" is off the board: columns run a-l and rows 1-8"),
    ];
    for (text, message) in cases {
        let error = game.try_play_notation(text).unwrap_err();
        assert_eq!(error.to_string(), message);
        assert_eq!(game.position(), &before);
        assert_eq!(game.moves().len(), 1);
    }
    let error = game.try_play_notation("hello").unwrap_err();
    assert!(matches!(error, IllegalMove::Notation(ParseMoveError::Malformed { .. })));
    assert!(error.to_string().starts_with("\"hello\" is not a move"));
}

// R14: a record stops at its first bad move, named by its ply.
#[test]
fn records_report_the_bad_ply_and_keep_the_good_prefix() {
    let error = Game::from_record("d4 e5 e4* d4").unwrap_err();
    assert_eq!(error.ply, 4);
    assert_eq!(error.text.head(), "d4");
    assert_eq!(error.to_string(), "move 4 (\"d4\") of the record: d4 is illegal: cell d4 is already occupied");

    let mut game = Game::new();
    let error = game.play_record("a1 b2 zz c3").unwrap_err();
    assert_eq!(error.ply, 3);
    assert_eq!(game.record(), "a1 b2", "left as it was before the bad move");
}

// R14: records read loosely and print canonically.
#[test]
fn records_round_trip_and_undo_restores() {
    let game = Game::from_record("  F4 g5*   f5 ").unwrap();
    assert_eq!(game.record(), "f4 g5* f5");
    let mut again = Game::from_record(&game.record()).unwrap();
    assert_eq!(again.position(), game.position());
    assert_eq!(again.undo(), Some("f5".parse::<Move>().unwrap()));
    assert_eq!(again.position(), Game::from_record("f4 g5*").unwrap().position());
    assert_eq!(Game::new().undo(), None);
}

#[test]
fn incremental_hash_matches_a_fresh_computation() {
    let game = Game::from_record("d4 e5 e4* f4 e3* a1 l8*").unwrap();
    assert_eq!(game.position().hash(), game.position().compute_hash());
    let transposed = Game::from_record("a1 e5 d4 f4 e4* l8* e3*");
    // Same pieces by another order need not be the same position (flips differ), but the
    // hash is always that of the pieces shown.
    let transposed = transposed.unwrap();
    assert_eq!(transposed.position().hash(), transposed.position().compute_hash());
}

#[test]
fn longest_path_counts_columns_of_the_widest_group() {
    let p = position(
        [
            "ww..........",
            "..w.........",
            "..w.........",
            "............",
            "......bbbbb.",
            "............",
            ".......w....",
            "........w...",
        ],
        Color::White,
    );
    assert_eq!(p.longest_path(Color::White), 3);
    assert_eq!(p.longest_path(Color::Black), 5);
}
