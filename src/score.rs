//! One score convention for every search, the arena, training and the review.
//!
//! Scores are whole numbers from the view of one player (usually the one to move): estimates lie
//! within ±[`DECISIVE`]; a proven result is [`WIN`] less the plies to it (a quicker win is worth
//! more, a slower loss less bad), counted from an origin the caller names: the search's root for
//! the tree searches, the empty board for the evaluators of levels 2 to 10. A finished game is
//! worth [`points`]: 1 won, ½ drawn, 0 lost.

use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::status::Status;

/// The score of a won position, less the plies until the win.
pub const WIN: i32 = 1_000_000;

/// Scores beyond this (in absolute value) are proven wins or losses, not estimates: no game is
/// 1,000 plies long.
pub const DECISIVE: i32 = WIN - 1_000;

/// Search units (hundredths of an evaluation point) per unit of the logistic that turns a score
/// into a chance of winning: what level 12 backs up, what `pathwayz distill` fits to and what the
/// analysis shows (`analysis/win_probability.rs` adds the depth's offset). Fitted by `pathwayz
/// calibrate --games 300 --depth D` for D = 1, 2, 3 (3,627, 3,588, 4,090; docs/RESULTS.md).
pub const SCALE: f64 = 3700.0;

/// The score of a win `plies` plies from the origin.
pub const fn win_in(plies: u32) -> i32 {
    WIN - plies as i32
}

/// The score of a loss `plies` plies from the origin.
pub const fn loss_in(plies: u32) -> i32 {
    -win_in(plies)
}

/// True if `score` is a proven win or loss rather than an estimate.
pub fn is_decisive(score: i32) -> bool {
    score.abs() > DECISIVE
}

/// For a proven result, the plies from the origin to it (positive for a win of the player the
/// score belongs to, negative for a loss); `None` for an estimate.
pub fn plies_to_result(score: i32) -> Option<i32> {
    if score > DECISIVE {
        Some(WIN - score)
    } else if score < -DECISIVE {
        Some(-(WIN + score))
    } else {
        None
    }
}

/// The score of a finished game for the player to move, `ply` plies from the origin; `None`
/// while it goes on.
pub fn terminal(position: &Position, ply: u32) -> Option<i32> {
    match position.status() {
        Status::Ongoing => None,
        Status::Draw => Some(0),
        Status::Won(winner) if winner == position.to_move() => Some(win_in(ply)),
        Status::Won(_) => Some(loss_in(ply)),
    }
}

/// A score measured from the search's root, made relative to a node `ply` plies below it, as a
/// transposition table stores it: a win found at one distance from the root then reads
/// correctly at another.
pub fn relative_to_node(score: i32, ply: u32) -> i32 {
    if score > DECISIVE {
        score + ply as i32
    } else if score < -DECISIVE {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`relative_to_node`]: a stored score made relative to the root again.
pub fn relative_to_root(score: i32, ply: u32) -> i32 {
    if score > DECISIVE {
        score - ply as i32
    } else if score < -DECISIVE {
        score + ply as i32
    } else {
        score
    }
}

/// What a result is worth to `color`: 1 for its win, 0 for its loss, ½ for a draw; `None` while
/// the game goes on.
pub fn points(status: Status, color: Color) -> Option<f64> {
    match status {
        Status::Ongoing => None,
        Status::Draw => Some(0.5),
        Status::Won(winner) if winner == color => Some(1.0),
        Status::Won(_) => Some(0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Game;

    #[test]
    fn distances_round_trip_through_scores_and_the_table() {
        for plies in [0, 1, 7, 96] {
            assert_eq!(plies_to_result(win_in(plies)), Some(plies as i32));
            assert_eq!(plies_to_result(loss_in(plies)), Some(-(plies as i32)));
            assert!(is_decisive(win_in(plies)) && is_decisive(loss_in(plies)));
            for ply in [0, 3, 20] {
                assert_eq!(relative_to_root(relative_to_node(win_in(plies + ply), ply), ply), win_in(plies + ply));
                assert_eq!(relative_to_node(win_in(plies + ply), ply), win_in(plies), "the node is `ply` closer");
            }
        }
        assert_eq!(plies_to_result(DECISIVE), None);
        assert_eq!(relative_to_node(1234, 5), 1234, "estimates are stored as they are");
    }

    #[test]
    fn a_finished_game_scores_for_the_mover_and_in_points() {
        // White completes row 1 with l1.
        let game = Game::from_record("a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7 l1").unwrap();
        let position = game.position();
        assert_eq!(position.status(), Status::Won(Color::White));
        assert_eq!(terminal(position, 4), Some(loss_in(4)), "Black is to move and has lost");
        assert_eq!(points(position.status(), Color::White), Some(1.0));
        assert_eq!(points(position.status(), Color::Black), Some(0.0));
        assert_eq!(points(Status::Draw, Color::Black), Some(0.5));
        assert_eq!(terminal(&Position::new(), 0), None);
        assert_eq!(points(Status::Ongoing, Color::White), None);
    }
}
