//! Writes `tests/data/tactics.txt` (one `rules::tactic::Tactic` a line): positions from seeded
//! random games with a tactical point, each with every move that solves it, found by brute force
//! (every move and reply played).
//!
//! `cargo run --release --example tactics > tests/data/tactics.txt`
//!
//! Kinds: `win-regular` (a regular piece wins now), `win-permanent` (only a permanent's flips
//! win now), `block` (the opponent threatens to win; a few moves stop it), `block-permanent`
//! (only a permanent that breaks the opponent's path stops it), `win-in-two` (no win now and no
//! threat against; a move leaves the opponent no defence, often two threats at once),
//! `win-in-two-permanent` (the same, where only permanents do it).

use pathwayz::rng::SeededRng;
use pathwayz::rules::tactic::{Tactic, TacticKind};
use pathwayz::rules::threats::{blocking_moves, has_winning_move, threats_of, winning_moves};
use pathwayz::{Move, Position, Record, Status};
use rand::{RngExt, SeedableRng};

/// Moves of the player to move after which every reply leaves it a win (or loses at once).
fn wins_in_two(position: &Position) -> Vec<Move> {
    let me = position.to_move();
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            if child.is_over() {
                return false;
            }
            child.legal_moves().iter().all(|&reply| {
                let mut next = child;
                next.play_unchecked(reply);
                match next.status() {
                    Status::Won(winner) => winner == me,
                    Status::Draw => false,
                    Status::Ongoing => has_winning_move(&next),
                }
            })
        })
        .collect()
}

/// The kind of tactic in `position` and its solutions, if it has one worth a test.
fn classify(position: &Position) -> Option<(TacticKind, Vec<Move>)> {
    let mine = winning_moves(position);
    if !mine.is_empty() {
        let kind = if mine.regular.is_empty() { TacticKind::WinPermanent } else { TacticKind::WinRegular };
        return Some((kind, mine.moves().collect()));
    }
    let theirs = threats_of(position, !position.to_move());
    if !theirs.is_empty() {
        let blocks = blocking_moves(position, &theirs).to_vec();
        if blocks.is_empty() || blocks.len() > 6 {
            return None;
        }
        let kind = if blocks.iter().all(|mv| mv.permanent) { TacticKind::BlockPermanent } else { TacticKind::Block };
        return Some((kind, blocks));
    }
    let wins = wins_in_two(position);
    if wins.is_empty() || wins.len() > 4 {
        return None;
    }
    let kind = if wins.iter().all(|mv| mv.permanent) { TacticKind::WinInTwoPermanent } else { TacticKind::WinInTwo };
    Some((kind, wins))
}

fn main() {
    let wanted = [
        (TacticKind::WinRegular, 4),
        (TacticKind::WinPermanent, 4),
        (TacticKind::Block, 5),
        (TacticKind::BlockPermanent, 5),
        (TacticKind::WinInTwo, 6),
        (TacticKind::WinInTwoPermanent, 4),
    ];
    let mut found = vec![0usize; wanted.len()];
    let mut seen = std::collections::HashSet::new();
    let mut rng = SeededRng::seed_from_u64(2026);
    println!("# Tactics: kind | record | every solving move. Made by `cargo run --release --example tactics`.");
    let mut game = 0;
    while found.iter().zip(&wanted).any(|(n, (_, want))| n < want) && game < 20_000 {
        game += 1;
        let rate = [0.1, 0.25, 0.4][game % 3];
        let mut position = Position::new();
        let mut record = Record::default();
        while !position.is_over() {
            // Late positions are where tactics live; test one in eight to spread them out.
            if position.ply() >= 30 && rng.random_ratio(1, 8) {
                if let Some((kind, solutions)) = classify(&position) {
                    let slot = wanted.iter().position(|(name, _)| *name == kind).expect("a listed kind");
                    if found[slot] < wanted[slot].1 && seen.insert(position.hash()) {
                        found[slot] += 1;
                        println!("{}", Tactic { kind, record: record.clone(), position, solutions });
                    }
                }
            }
            let empty = position.empty();
            let square = empty.nth(rng.random_range(0..empty.count())).expect("below count");
            let mv = Move { square, permanent: rng.random_bool(rate) };
            position.play_unchecked(mv);
            record.moves.push(mv);
        }
    }
    eprintln!("{game} games; found {found:?} of {:?}", wanted.map(|(_, n)| n));
}
