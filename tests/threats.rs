//! The threat detector against brute force (play every move, look at the result) on thousands
//! of positions from seeded random games, for both colours and both kinds of move.

use pathwayz::rng::SeededRng;
use rand::{RngExt, SeedableRng};
use pathwayz::rules::threats::{blocking_moves, can_block, has_winning_move, threats_of, winning_moves};
use pathwayz::{Bitboard, Color, Move, Position, Status};

/// Positions from random games with varied permanent rates, every ply of every game.
fn positions(games: usize, seed: u64) -> Vec<Position> {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut all = Vec::new();
    for game in 0..games {
        let rate = [0.05, 0.2, 0.4, 0.7][game % 4];
        let mut position = Position::new();
        while !position.is_over() {
            all.push(position);
            let empty = position.empty();
            let square = empty.nth(rng.random_range(0..empty.count())).unwrap();
            position.play_unchecked(Move { square, permanent: rng.random_bool(rate) });
        }
    }
    all
}

/// The cells where the player to move wins with each kind of move, by playing them all.
fn brute_force_wins(position: &Position) -> (Bitboard, Bitboard) {
    let mover = position.to_move();
    let (mut regular, mut permanent) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for &mv in position.legal_moves().iter() {
        let mut child = *position;
        child.play_unchecked(mv);
        if child.status() == Status::Won(mover) {
            let cell = Bitboard::from_square(mv.square);
            if mv.permanent {
                permanent |= cell;
            } else {
                regular |= cell;
            }
        }
    }
    (regular, permanent)
}

#[test]
fn winning_cells_agree_with_brute_force_for_both_colours() {
    let mut seen = [0usize; 2];
    for position in positions(300, 11) {
        for color in Color::BOTH {
            let view = position.with_turn(color);
            let threats = threats_of(&position, color);
            let (regular, permanent) = brute_force_wins(&view);
            let context = format!("{color:?} to move in\n{view}");
            assert_eq!(threats.regular, regular, "regular wins, {context}");
            assert_eq!(threats.permanent, permanent, "permanent wins, {context}");
            assert_eq!(threats, winning_moves(&view), "{context}");
            assert_eq!(has_winning_move(&view), !threats.is_empty(), "{context}");
            seen[0] += !regular.is_empty() as usize;
            seen[1] += !permanent.is_empty() as usize;
        }
    }
    // Both kinds of threat must occur often, or the agreement proves little.
    assert!(seen.iter().all(|&n| n > 200), "positions with regular, permanent wins: {seen:?}");
}

#[test]
fn blocking_moves_are_exactly_the_moves_that_leave_no_win() {
    let mut threatened = 0;
    let mut lost = 0;
    for position in positions(200, 12) {
        if position.is_over() {
            continue;
        }
        let me = position.to_move();
        let threats = threats_of(&position, !me);
        if threats.is_empty() {
            continue;
        }
        threatened += 1;
        let expected: Vec<Move> = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|&mv| {
                let mut child = position;
                child.play_unchecked(mv);
                match child.status() {
                    Status::Won(winner) => winner == me,
                    Status::Draw => true,
                    Status::Ongoing => brute_force_wins(&child) == (Bitboard::EMPTY, Bitboard::EMPTY),
                }
            })
            .collect();
        let mut found: Vec<Move> = blocking_moves(&position, &threats).to_vec();
        let key = |mv: &Move| (mv.square.index(), mv.permanent);
        found.sort_by_key(key);
        let mut expected = expected;
        expected.sort_by_key(key);
        assert_eq!(found, expected, "{me:?} to move in\n{position}");
        assert_eq!(can_block(&position, &threats), !expected.is_empty(), "{me:?} to move in\n{position}");
        lost += expected.is_empty() as usize;
    }
    assert!(threatened > 500 && lost > 50, "threatened {threatened}, lost {lost}");
}

/// A move played knowing from the threats whether it connects the mover gives the same
/// position and status as one played and judged by searching for paths, whoever wins.
#[test]
fn playing_with_the_threats_known_judges_as_searching_does() {
    let mut outcomes = [0usize; 3];
    for position in positions(120, 12) {
        let threats = winning_moves(&position);
        for &mv in position.legal_moves().iter() {
            let (mut searched, mut known) = (position, position);
            searched.play_unchecked(mv);
            let wins = if mv.permanent { threats.permanent } else { threats.regular };
            known.play_unchecked_knowing(mv, wins.contains(mv.square));
            assert_eq!(known, searched, "{mv} in\n{position}");
            assert_eq!(known.status(), searched.status(), "{mv} in\n{position}");
            outcomes[match searched.status() {
                Status::Won(winner) if winner == position.to_move() => 0,
                Status::Won(_) => 1,
                _ => 2,
            }] += 1;
        }
    }
    assert!(outcomes.iter().all(|&n| n > 100), "mover wins, other wins, neither: {outcomes:?}");
}
