//! The fast engine against the plain reference on thousands of seeded random games.

mod reference;

use pathwayz::rng::SeededRng;
use rand::{RngExt, SeedableRng};
use pathwayz::{Color, Game, Move, Square, Status};
use reference::bridge::{outcome, side};
use reference::Board;


fn assert_same(game: &Game, board: &Board, context: &str) {
    let position = game.position();
    assert_eq!(position.rows(), board.rows(), "{context}");
    assert_eq!(side(position.to_move()), board.to_move, "{context}");
    assert_eq!(position.ply() as usize, board.ply, "{context}");
    assert_eq!(outcome(position.status()), board.outcome, "{context}");
    assert_eq!(position.legal_move_count(), board.legal_move_count(), "{context}");
    assert_eq!(position.legal_moves().len(), board.legal_move_count(), "{context}");
    for color in Color::BOTH {
        assert_eq!(position.longest_path(color), board.longest_path(side(color)), "{context}");
    }
    assert_eq!(position.hash(), position.compute_hash(), "{context}");
}

#[test]
fn random_games_agree_ply_by_ply() {
    let rates = [0.0, 0.05, 0.15, 0.3, 0.5, 0.7, 0.9, 1.0];
    let games_per_rate = 400;
    let mut finished = [0usize; 3];
    for (rate_index, &rate) in rates.iter().enumerate() {
        let mut rng = SeededRng::seed_from_u64(1000 + rate_index as u64);
        for game_index in 0..games_per_rate {
            let mut game = Game::new();
            let mut board = Board::new();
            while !game.position().is_over() {
                let empties = game.position().empty();
                let square = empties.nth(rng.random_range(0..empties.count())).unwrap();
                let mv = Move { square, permanent: rng.random_bool(rate) };
                game.try_play(mv).unwrap();
                let flipped = board.play(square.row(), square.col(), mv.permanent);
                let context = format!("rate {rate} game {game_index}: {}", game.record());
                let fast_flips: Vec<(usize, usize)> =
                    game.last_flips().squares().map(|s| (s.row(), s.col())).collect();
                assert_eq!(fast_flips, flipped, "{context}");
                assert_same(&game, &board, &context);
            }
            match game.position().status() {
                Status::Won(Color::White) => finished[0] += 1,
                Status::Won(Color::Black) => finished[1] += 1,
                _ => finished[2] += 1,
            }
        }
    }
    // The sample must exercise every ending, or the comparison proves less than it seems.
    assert!(finished.iter().all(|&n| n > 0), "white, black, draw: {finished:?}");
}

#[test]
fn nth_legal_move_walks_the_legal_move_list() {
    let game = Game::from_record("a1 b2* l8 c3* d4").unwrap();
    let position = game.position();
    let list = position.legal_moves();
    for (n, &mv) in list.iter().enumerate() {
        assert_eq!(position.nth_legal_move(n), Some(mv));
    }
    assert_eq!(position.nth_legal_move(list.len()), None);
    assert!(list.iter().all(|mv| position.check(*mv).is_ok()));
    assert!(Square::all().filter(|&s| position.occupied().contains(s)).count() == 5);
}
