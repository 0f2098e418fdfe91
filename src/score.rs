//! One score convention for every search, the arena, training and the review.
//!
//! Scores are whole numbers from the view of one player (usually the one to move): estimates lie
//! within ±[`DECISIVE`]; a proven result is [`WIN`] less the plies to it (a quicker win is worth
//! more, a slower loss less bad), counted from an origin the caller names: the search's root for
//! the tree searches, the empty board for the evaluators of levels 2 to 10. A finished game is
//! worth [`points`]: 1 won, ½ drawn, 0 lost. An estimate is a chance of winning through one
//! logistic ([`SCALE`]): [`win_chance`] and back, [`score_of_chance`].

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

/// Evaluation points per unit of the same logistic: [`SCALE`] in points (it is in hundredths of
/// a point), what the weights fitted in logistic units are multiplied by.
pub const POINTS_PER_LOGIT: f64 = SCALE / 100.0;

/// The chance of winning (a draw counting half) that `score`, in search units, gives the player
/// it belongs to, on the logistic of `scale` shifted by `offset`: 1 or 0 for a proven result.
/// The analysis uses [`SCALE`] and its depth's offset; the calibration fits both.
pub fn logistic(score: i32, scale: f64, offset: f64) -> f64 {
    if score > DECISIVE {
        1.0
    } else if score < -DECISIVE {
        0.0
    } else {
        win_chance(score as f64 - offset, scale)
    }
}

/// The chance of winning of an estimate `score` in search units, on the logistic of `scale`
/// (usually [`SCALE`]) without an offset.
pub fn win_chance(score: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-score / scale).exp())
}

/// The inverse of [`win_chance`] on [`SCALE`]: the score in search units whose chance of winning
/// is `chance` (strictly between 0 and 1).
pub fn score_of_chance(chance: f64) -> f64 {
    SCALE * (chance / (1.0 - chance)).ln()
}

/// [`win_chance`] on [`SCALE`] of an evaluation in points, in `f32` as level 12 values its leaves.
pub fn win_chance_of_points(points: f32) -> f32 {
    1.0 / (1.0 + (-points * 100.0 / SCALE as f32).exp())
}

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

    #[test]
    fn chances_and_scores_are_one_logistic_both_ways() {
        assert_eq!(win_chance(0.0, SCALE), 0.5);
        assert_eq!(logistic(win_in(3), SCALE, 500.0), 1.0);
        assert_eq!(logistic(loss_in(3), SCALE, 500.0), 0.0);
        assert_eq!(logistic(500, SCALE, 500.0), 0.5);
        for score in [-5000.0, -370.0, 0.0, 1234.0, 9000.0] {
            assert!((score_of_chance(win_chance(score, SCALE)) - score).abs() < 1e-6, "{score}");
            let points = (score / 100.0) as f32;
            assert!((win_chance_of_points(points) as f64 - win_chance(score, SCALE)).abs() < 1e-6, "{score}");
            assert!((win_chance(score / POINTS_PER_LOGIT / 100.0, 1.0) - win_chance(score, SCALE)).abs() < 1e-12);
        }
    }
}
