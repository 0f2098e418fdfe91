//! The 65 smart features, in the spirit of PAI's, from the view of the player to move
//! ("my" = the player to move, "your" = the other). One routine serves play and training;
//! `docs/FEATURES.md` documents each one.
//!
//! Because the view is always the mover's, one weight vector values every position for the
//! player to move, and the other player's value is its negative: what TD learns from the
//! learner's turns applies unchanged to the positions a reflex move leads to.

use super::distance::{distance, Distance};
use super::side_analysis::{NeighbourCounts, SideAnalysis};
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::threats::{threats_of, Threats};

/// Features per player.
pub const SIDE_FEATURES: usize = 29;
/// Features comparing the two players, and the constant.
const SHARED_FEATURES: usize = 7;
/// Features in all: my 29, your 29, 6 comparing the two, then the constant `tempo`.
pub const FEATURE_COUNT: usize = 2 * SIDE_FEATURES + SHARED_FEATURES;

/// Identifies this exact feature list in weight blobs; change it whenever a feature changes.
pub const FEATURE_SET_ID: u32 = 0x5046_0003;

/// A feature vector.
pub type Features = [f32; FEATURE_COUNT];

/// Names of the per-player features, without the `my`/`your` prefix.
const SIDE_NAMES: [&str; SIDE_FEATURES] = [
    "LongestPath",
    "LongestPathSquared",
    "ColumnsOccupied",
    "Permanents",
    "Pieces",
    "Regular0EmptyNeighbours",
    "Regular1EmptyNeighbours",
    "Regular2EmptyNeighbours",
    "Regular3EmptyNeighbours",
    "Regular4EmptyNeighbours",
    "Regular5EmptyNeighbours",
    "Regular6EmptyNeighbours",
    "Regular7EmptyNeighbours",
    "Regular8EmptyNeighbours",
    "FlipCells1",
    "FlipCells2",
    "FlipCells3",
    "FlipCells4Plus",
    "LongestPermanentPath",
    "LongestPathAfterOneMove",
    "LongestPathAfterOneMoveSquared",
    "PathBlockedBothEnds",
    "WinningCells",
    "HasWinningCell",
    "Distance",
    "DistanceSquared",
    "TwoMovesAway",
    "CarrierCells",
    "PermanentWinningCells",
];

/// Names of the four comparison features.
const SHARED_NAMES: [&str; SHARED_FEATURES] = [
    "myAheadNow",
    "yourAheadNow",
    "myAheadAfterOneMove",
    "yourAheadAfterOneMove",
    "myCloser",
    "yourCloser",
    "tempo",
];

/// The name of feature `index` (`myLongestPath`, `yourWinningCells`, `myAheadNow`, ...).
pub fn feature_name(index: usize) -> String {
    if index < SIDE_FEATURES {
        format!("my{}", SIDE_NAMES[index])
    } else if index < 2 * SIDE_FEATURES {
        format!("your{}", SIDE_NAMES[index - SIDE_FEATURES])
    } else {
        SHARED_NAMES[index - 2 * SIDE_FEATURES].to_string()
    }
}

/// One colour's connection distance in `position`.
fn distance_of(position: &Position, color: Color) -> Distance {
    let flippable = position.pieces(!color) & !position.permanents();
    distance(position.pieces(color), position.empty(), flippable)
}

/// The index of the same feature seen from the other player: `myX` and `yourX` trade places,
/// as do each pair of comparisons; `tempo` stays. `features(p.with_turn(!p.to_move()))[mirror(i)]`
/// equals `features(p)[i]`.
pub fn mirror(index: usize) -> usize {
    if index < SIDE_FEATURES {
        index + SIDE_FEATURES
    } else if index < 2 * SIDE_FEATURES {
        index - SIDE_FEATURES
    } else if index == FEATURE_COUNT - 1 {
        index
    } else {
        2 * SIDE_FEATURES + ((index - 2 * SIDE_FEATURES) ^ 1)
    }
}

/// Writes one player's 29 features into `out`.
fn side_features(
    out: &mut [f32],
    position: &Position,
    color: Color,
    analysis: &SideAnalysis,
    empty_counts: &NeighbourCounts,
    connection: &Distance,
    threats: &Threats,
) {
    let pieces = position.pieces(color);
    let regulars = pieces & !position.permanents();
    let longest = analysis.longest_path as f32 / 12.0;
    let after_one = analysis.longest_after_one_move as f32 / 12.0;
    out[0] = longest;
    out[1] = longest * longest;
    out[2] = analysis.columns_occupied as f32 / 12.0;
    out[3] = (pieces & position.permanents()).count() as f32 / 16.0;
    out[4] = pieces.count() as f32 / 48.0;
    for empty_neighbours in 0..=8u32 {
        out[5 + empty_neighbours as usize] =
            (regulars & empty_counts.equal(empty_neighbours)).count() as f32 / 12.0;
    }
    let flip_counts = NeighbourCounts::of(regulars);
    let empty = position.empty();
    for flips in 1..=3u32 {
        out[13 + flips as usize] = (empty & flip_counts.equal(flips)).count() as f32 / 16.0;
    }
    out[17] = (empty & flip_counts.at_least_four()).count() as f32 / 16.0;
    out[18] = analysis.longest_permanent_path as f32 / 12.0;
    out[19] = after_one;
    out[20] = after_one * after_one;
    out[21] = analysis.blocked_both_ends as u8 as f32;
    let winning = analysis.winning_cells.count();
    out[22] = winning.min(3) as f32 / 3.0;
    out[23] = (winning > 0) as u8 as f32;
    let moves = connection.moves as f32 / 12.0;
    out[24] = moves;
    out[25] = moves * moves;
    out[26] = (connection.moves == 2) as u8 as f32;
    out[27] = connection.carrier.count() as f32 / 24.0;
    out[28] = threats.permanent.count().min(3) as f32 / 3.0;
}

/// The features of `position` from the view of the player to move. Meaningful for positions
/// still in play; finished games are scored by a terminal utility instead.
pub fn features(position: &Position) -> Features {
    features_knowing(position, &threats_of(position, !position.to_move()))
}

/// [`features`], given the threats of the player not to move (`threats_of(position, !mover)`),
/// which a search has often computed already for the same position.
pub fn features_knowing(position: &Position, your_threats: &Threats) -> Features {
    let me = position.to_move();
    let mut out = [0.0; FEATURE_COUNT];
    let empty = position.empty();
    let empty_counts = NeighbourCounts::of(empty);
    let mine = SideAnalysis::new(position.pieces(me), position.permanents(), empty);
    let yours = SideAnalysis::new(position.pieces(!me), position.permanents(), empty);
    let my_distance = distance_of(position, me);
    let your_distance = distance_of(position, !me);
    let my_threats = threats_of(position, me);
    side_features(&mut out[..SIDE_FEATURES], position, me, &mine, &empty_counts, &my_distance, &my_threats);
    side_features(&mut out[SIDE_FEATURES..2 * SIDE_FEATURES], position, !me, &yours, &empty_counts, &your_distance, your_threats);
    let shared = &mut out[2 * SIDE_FEATURES..];
    shared[0] = (mine.longest_path > yours.longest_path) as u8 as f32;
    shared[1] = (yours.longest_path > mine.longest_path) as u8 as f32;
    shared[2] = (mine.longest_after_one_move > yours.longest_after_one_move) as u8 as f32;
    shared[3] = (yours.longest_after_one_move > mine.longest_after_one_move) as u8 as f32;
    shared[4] = (my_distance.moves < your_distance.moves) as u8 as f32;
    shared[5] = (your_distance.moves < my_distance.moves) as u8 as f32;
    // The constant: the value of being the one to move, all else equal. It lets the weights set
    // the evaluation's level, which no other feature should have to carry.
    shared[6] = 1.0;
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Game;

    #[test]
    fn names_are_unique_and_prefixed() {
        let names: Vec<String> = (0..FEATURE_COUNT).map(feature_name).collect();
        let unique: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(unique.len(), FEATURE_COUNT);
        assert_eq!(names[0], "myLongestPath");
        assert_eq!(names[SIDE_FEATURES], "yourLongestPath");
    }

    #[test]
    fn the_two_views_mirror_each_other() {
        let game = Game::from_record("d4 e5 e4* f6 a1 l8* c3 g7").unwrap();
        let white = features(&game.position().with_turn(Color::White));
        let black = features(&game.position().with_turn(Color::Black));
        assert_eq!(white[..SIDE_FEATURES], black[SIDE_FEATURES..2 * SIDE_FEATURES]);
        assert_eq!(white[SIDE_FEATURES..2 * SIDE_FEATURES], black[..SIDE_FEATURES]);
        for index in 0..FEATURE_COUNT {
            assert_eq!(white[index], black[mirror(index)], "{}", feature_name(index));
        }
    }

    #[test]
    fn features_stay_in_a_small_range() {
        use rand::{RngExt, SeedableRng};
        let mut rng = crate::rng::SeededRng::seed_from_u64(3);
        for _ in 0..200 {
            let mut position = Position::new();
            while !position.is_over() {
                for value in features(&position) {
                    assert!((0.0..=6.0).contains(&value), "{value}");
                }
                let n = rng.random_range(0..position.legal_move_count());
                position.play_unchecked(position.nth_legal_move(n).unwrap());
            }
        }
    }
}
