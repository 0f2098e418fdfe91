//! Perft counts from `tests/data/perft.txt`, checked against the fast engine; the shallow
//! ones also against the plain reference, which produced them.

mod reference;

use pathwayz::perft::perft;
use pathwayz::rng::SeededRng;
use rand::{RngExt, SeedableRng};
use pathwayz::{Game, Move};

struct Case {
    record: String,
    depth: u32,
    leaves: u64,
}

fn cases() -> Vec<Case> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 3, "record | depth | leaves: {line}");
            Case {
                record: fields[0].to_string(),
                depth: fields[1].parse().unwrap(),
                leaves: fields[2].parse().unwrap(),
            }
        })
        .collect()
}

fn reference_board(record: &str) -> reference::Board {
    let mut board = reference::Board::new();
    for text in record.split_whitespace() {
        board.play_notation(text);
    }
    board
}

#[test]
fn fast_engine_matches_every_count_in_the_data_file() {
    let cases = cases();
    assert!(cases.len() >= 8);
    for case in cases {
        let game = Game::from_record(&case.record).unwrap();
        assert_eq!(perft(game.position(), case.depth), case.leaves, "{} depth {}", case.record, case.depth);
    }
}

#[test]
fn reference_agrees_on_the_shallow_counts() {
    for case in cases().into_iter().filter(|c| c.depth <= 2) {
        let board = reference_board(&case.record);
        assert_eq!(board.perft(case.depth), case.leaves, "{} depth {}", case.record, case.depth);
    }
}

/// Prints data-file lines for late positions of seeded random games, counted by the reference.
/// Run with `cargo test --release --test perft -- --ignored --nocapture`.
#[test]
#[ignore]
fn generate_perft_data() {
    for seed in 1..=6u64 {
        let mut rng = SeededRng::seed_from_u64(seed);
        let rate = [0.2, 0.4, 0.6][seed as usize % 3];
        let mut game = Game::new();
        while !game.position().is_over() {
            let empties = game.position().empty();
            let square = empties.nth(rng.random_range(0..empties.count())).unwrap();
            game.try_play(Move { square, permanent: rng.random_bool(rate) }).unwrap();
        }
        let moves = game.moves();
        let prefix = &moves[..moves.len().saturating_sub(3)];
        let record: Vec<String> = prefix.iter().map(Move::to_string).collect();
        let record = record.join(" ");
        let board = reference_board(&record);
        for depth in 1..=3 {
            println!("{record} | {depth} | {}", board.perft(depth));
        }
    }
}
