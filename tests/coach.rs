//! The coach (`analysis::coach`) against brute force on positions from seeded random games: a
//! move that lets the opponent connect at once, where another move would not, stops the game
//! (unless the search proved the game lost whatever the player does), and the reply it shows
//! then connects the opponent, checked by playing it.

use pathwayz::analysis::coach::{coach, Threshold};
use pathwayz::agents::weights::AgentSettings;
use pathwayz::rng::SeededRng;
use pathwayz::search::pvs::PvsSearch;
use pathwayz::search::{SearchLimits, Silent};
use pathwayz::{Move, Position, Status};
use rand::{RngExt, SeedableRng};

/// Whether the player to move after `mv` in `position` can win at once, by playing every move.
fn lets_the_opponent_connect(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play_unchecked(mv);
    let opponent = !position.to_move();
    after.status() == Status::Won(opponent)
        || (!after.is_over() && after.legal_moves().iter().any(|&reply| {
            let mut next = after;
            next.play_unchecked(reply);
            next.status() == Status::Won(opponent)
        }))
}

#[test]
fn a_move_that_lets_the_opponent_connect_is_stopped_with_the_reply_that_connects() {
    let mut rng = SeededRng::seed_from_u64(37);
    let mut agent = PvsSearch::with_table(AgentSettings::default().learned, 14);
    let limits = SearchLimits::time(60_000.0).with_nodes(3_000);
    let (mut stopped, mut passed, mut blunders, mut replies) = (0, 0, 0, 0);
    for _ in 0..60 {
        // A random game until someone threatens to connect, or the board is nearly full.
        let mut position = Position::new();
        while !position.is_over() && position.empty().count() > 20 {
            let empty = position.empty();
            let square = empty.nth(rng.random_range(0..empty.count())).unwrap();
            let mut next = position;
            next.play_unchecked(Move { square, permanent: rng.random_bool(0.2) });
            if next.is_over() {
                break;
            }
            position = next;
            if position.legal_moves().iter().any(|&mv| lets_the_opponent_connect(&position, mv)) && rng.random_bool(0.5) {
                break;
            }
        }
        if position.is_over() {
            continue;
        }
        let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
        let safe_exists = moves.iter().any(|&mv| !lets_the_opponent_connect(&position, mv));
        // Half the time one of the moves that let the opponent connect, where there are some.
        let losing: Vec<Move> = moves.iter().copied().filter(|&mv| lets_the_opponent_connect(&position, mv)).collect();
        let pool = if !losing.is_empty() && rng.random_bool(0.5) { &losing } else { &moves };
        let played = pool[rng.random_range(0..pool.len())];
        let found = coach(&mut agent, &position, played, Threshold::Blunder, &limits, &mut Silent);
        let mut after = position;
        after.play_unchecked(played);
        if after.is_over() {
            continue;
        }
        if lets_the_opponent_connect(&position, played) && safe_exists {
            let lost_anyway = found.judged.before == 0.0;
            assert!(found.stops || lost_anyway, "{played} in\n{position}\n{found:?}");
            blunders += 1;
        }
        if found.judged.walked_into_loss == Some(1) {
            let reply = found.reply.expect("a reply");
            let mut next = after;
            next.try_play(reply).unwrap();
            assert_eq!(next.status(), Status::Won(!position.to_move()), "the reply {reply} after {played} in\n{position}");
            replies += 1;
        }
        if found.stops { stopped += 1 } else { passed += 1 }
    }
    eprintln!("{stopped} stopped, {passed} passed, {blunders} let the opponent connect, {replies} replies checked");
    assert!(stopped > 5 && passed > 5 && blunders > 5 && replies > 5, "{stopped} stopped, {passed} passed, {blunders} blunders, {replies} replies");
}
