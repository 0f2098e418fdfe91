//! The smart features, in the spirit of PAI's, from the view of the player to move ("my" = the
//! player to move, "your" = the other), declared once in the table below: each feature's name,
//! its hand weights and how it is computed. Everything else is derived from the table: the
//! names and indices, the mirroring of the two views, the hand-weight vector
//! (`hand_weights.rs`) and the feature-set id written into weight blobs. `docs/FEATURES.md`
//! documents each feature (a test checks it against the table). One routine serves play and
//! training.
//!
//! Because the view is always the mover's, one weight vector values every position for the
//! player to move, and the other player's value is its negative: what TD learns from the
//! learner's turns applies unchanged to the positions a reflex move leads to.

use super::distance::{Board, Distance, DistanceLayers};
use super::groups::Groups;
use crate::rules::connection::longest_path;
use super::neighbour_counts::NeighbourCounts;
use super::side_analysis::SideAnalysis;
use crate::rules::bitboard::Bitboard;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::threats::{threats_of, Threats};

/// What one player's features are computed from.
struct Side<'a> {
    position: &'a Position,
    pieces: Bitboard,
    regulars: Bitboard,
    empty: Bitboard,
    analysis: &'a SideAnalysis,
    /// Per cell, its empty neighbours.
    empty_counts: &'a NeighbourCounts,
    /// Per cell, the player's regular pieces around it: what a permanent there would flip.
    flip_counts: &'a NeighbourCounts,
    connection: &'a Distance,
    threats: &'a Threats,
}

impl<'a> Side<'a> {
    fn new(position: &'a Position, color: Color, empty: Bitboard, empty_counts: &'a NeighbourCounts, inputs: &SideInputs<'a>) -> Side<'a> {
        let pieces = position.pieces(color);
        let regulars = pieces & !position.permanents();
        Side {
            position,
            pieces,
            regulars,
            empty,
            analysis: inputs.analysis,
            empty_counts,
            flip_counts: inputs.regular_counts,
            connection: inputs.distance,
            threats: inputs.threats,
        }
    }

    fn longest(&self) -> f32 {
        self.analysis.longest_path as f32 / 12.0
    }

    fn after_one(&self) -> f32 {
        self.analysis.longest_after_one_move as f32 / 12.0
    }

    fn regulars_with_empty_neighbours(&self, count: u32) -> f32 {
        (self.regulars & self.empty_counts.equal(count)).count() as f32 / 12.0
    }

    fn flip_cells(&self, flips: u32) -> f32 {
        (self.empty & self.flip_counts.equal(flips)).count() as f32 / 16.0
    }

    fn distance(&self) -> f32 {
        self.connection.moves as f32 / 12.0
    }
}

/// What the comparisons of the two players are computed from.
struct Both<'a> {
    mine: &'a SideAnalysis,
    yours: &'a SideAnalysis,
    my_distance: &'a Distance,
    your_distance: &'a Distance,
}

/// 1 for true, 0 for false.
fn flag(value: bool) -> f32 {
    value as u8 as f32
}

/// Declares the features: per player `Name => my WEIGHT, your WEIGHT, VALUE` (the value an
/// expression of `side`), then the comparisons `name => WEIGHT, VALUE` (of `both`). Derives the
/// counts, names, hand weights, the extractor and the id's hash; a row without both weights
/// does not compile.
macro_rules! feature_table {
    (
        per player ($side:ident) { $( $name:ident => my $my:expr, your $your:expr, $value:expr; )* }
        compared ($both:ident) { $( $shared:ident => $weight:expr, $shared_value:expr; )* }
    ) => {
        /// Features per player.
        pub const SIDE_FEATURES: usize = [$(stringify!($name)),*].len();
        /// Features comparing the two players, and the constant.
        const SHARED_FEATURES: usize = [$(stringify!($shared)),*].len();
        /// Names of the per-player features, without the `my`/`your` prefix.
        const SIDE_NAMES: [&str; SIDE_FEATURES] = [$(stringify!($name)),*];
        /// Names of the comparisons and the constant.
        const SHARED_NAMES: [&str; SHARED_FEATURES] = [$(stringify!($shared)),*];
        /// The hand weights of my features, of yours, and of the comparisons.
        pub(super) const MY_HAND_WEIGHTS: [f32; SIDE_FEATURES] = [$($my),*];
        pub(super) const YOUR_HAND_WEIGHTS: [f32; SIDE_FEATURES] = [$($your),*];
        pub(super) const SHARED_HAND_WEIGHTS: [f32; SHARED_FEATURES] = [$($weight),*];
        /// Each feature's name and definition as written in the table, for the id.
        const DEFINITIONS: [&str; SIDE_FEATURES + SHARED_FEATURES] =
            [$(concat!(stringify!($name), ":", stringify!($value))),* , $(concat!(stringify!($shared), ":", stringify!($shared_value))),*];

        /// Writes one player's features into `out`, in table order.
        fn side_values(out: &mut [f32], $side: &Side) {
            let values = [$($value),*];
            out.copy_from_slice(&values);
        }

        /// Writes the comparisons into `out`, in table order.
        fn shared_values(out: &mut [f32], $both: &Both) {
            let values = [$($shared_value),*];
            out.copy_from_slice(&values);
        }
    };
}

feature_table! {
    per player (side) {
        // The article's myLongestPath 10 and yourLongestPath -6.
        LongestPath => my 10.0, your -6.0, side.longest();
        // Long paths matter more than their length.
        LongestPathSquared => my 4.0, your -4.0, side.longest() * side.longest();
        ColumnsOccupied => my 2.0, your -1.0, side.analysis.columns_occupied as f32 / 12.0;
        // Mine can never be flipped (the article's myNumPerm is 3; 6 plays better here).
        Permanents => my 6.0, your -5.0, (side.pieces & side.position.permanents()).count() as f32 / 16.0;
        Pieces => my 3.0, your -2.0, side.pieces.count() as f32 / 48.0;
        // Regular pieces by their empty neighbours: walled-in ones are as safe as permanents.
        Regular0EmptyNeighbours => my 5.0, your -4.0, side.regulars_with_empty_neighbours(0);
        Regular1EmptyNeighbours => my 1.0, your -0.5, side.regulars_with_empty_neighbours(1);
        Regular2EmptyNeighbours => my 0.5, your 0.0, side.regulars_with_empty_neighbours(2);
        Regular3EmptyNeighbours => my 0.0, your 0.0, side.regulars_with_empty_neighbours(3);
        Regular4EmptyNeighbours => my 0.0, your 0.0, side.regulars_with_empty_neighbours(4);
        Regular5EmptyNeighbours => my 0.0, your 0.0, side.regulars_with_empty_neighbours(5);
        Regular6EmptyNeighbours => my 0.0, your 0.0, side.regulars_with_empty_neighbours(6);
        Regular7EmptyNeighbours => my 0.0, your 0.0, side.regulars_with_empty_neighbours(7);
        Regular8EmptyNeighbours => my 0.0, your 0.0, side.regulars_with_empty_neighbours(8);
        // Empty cells where one permanent flips that many of the player's regular pieces (mine
        // to lose, yours for me to take).
        FlipCells1 => my -1.0, your 1.0, side.flip_cells(1);
        FlipCells2 => my -2.0, your 2.0, side.flip_cells(2);
        FlipCells3 => my -3.0, your 3.0, side.flip_cells(3);
        FlipCells4Plus => my -4.0, your 4.0, (side.empty & side.flip_counts.at_least_four()).count() as f32 / 16.0;
        LongestPermanentPath => my 2.0, your -2.0, side.analysis.longest_permanent_path as f32 / 12.0;
        // The look-ahead.
        LongestPathAfterOneMove => my 6.0, your -6.0, side.after_one();
        LongestPathAfterOneMoveSquared => my 3.0, your -4.0, side.after_one() * side.after_one();
        PathBlockedBothEnds => my -3.0, your 3.0, flag(side.analysis.blocked_both_ends);
        // Cells where the player's next piece completes its path: I am to move, so mine win
        // now; yours are threats, of which I can block one, rarely two.
        WinningCells => my 8.0, your -15.0, side.analysis.winning_cells.count().min(3) as f32 / 3.0;
        HasWinningCell => my 60.0, your -10.0, flag(side.analysis.winning_cells.count() > 0);
        // Each move still needed to connect costs; far behind is worse than linearly.
        Distance => my -20.0, your 20.0, side.distance();
        DistanceSquared => my -10.0, your 10.0, side.distance() * side.distance();
        // One move makes a threat.
        TwoMovesAway => my 5.0, your -8.0, flag(side.connection.moves == 2);
        // Many shortest paths are hard to block.
        CarrierCells => my 2.0, your -2.0, side.connection.carrier.count() as f32 / 24.0;
        // Wins through a permanent's flips: mine now, yours threats.
        PermanentWinningCells => my 60.0, your -15.0, side.threats.permanent.count().min(3) as f32 / 3.0;
    }
    compared (both) {
        myAheadNow => 2.0, flag(both.mine.longest_path > both.yours.longest_path);
        yourAheadNow => -2.0, flag(both.yours.longest_path > both.mine.longest_path);
        myAheadAfterOneMove => 2.0, flag(both.mine.longest_after_one_move > both.yours.longest_after_one_move);
        yourAheadAfterOneMove => -2.0, flag(both.yours.longest_after_one_move > both.mine.longest_after_one_move);
        // My connection distance shorter than yours, and the converse.
        myCloser => 3.0, flag(both.my_distance.moves < both.your_distance.moves);
        yourCloser => -3.0, flag(both.your_distance.moves < both.my_distance.moves);
        // The constant: the value of being the one to move, all else equal. It lets the weights
        // set the evaluation's level, which no other feature should have to carry.
        tempo => 0.0, 1.0;
    }
}

/// Features in all: my [`SIDE_FEATURES`], your [`SIDE_FEATURES`], then the comparisons and the
/// constant `tempo`.
pub const FEATURE_COUNT: usize = 2 * SIDE_FEATURES + SHARED_FEATURES;

/// A feature vector.
pub type Features = [f32; FEATURE_COUNT];

/// FNV-1a over the definitions, each closed by a separator, whitespace left out (so that only
/// a change of a name or of what a feature computes changes the hash).
const fn table_hash(definitions: &[&str]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut row = 0;
    while row < definitions.len() {
        let bytes = definitions[row].as_bytes();
        let mut at = 0;
        while at < bytes.len() {
            if !bytes[at].is_ascii_whitespace() {
                hash = (hash ^ bytes[at] as u32).wrapping_mul(0x0100_0193);
            }
            at += 1;
        }
        hash = (hash ^ 0xff).wrapping_mul(0x0100_0193);
        row += 1;
    }
    hash
}

/// The hash of the table as it stood when the id was still written by hand, as `0x50460003`.
const HAND_NAMED_TABLE: u32 = 0x8d32_ccc7;

/// Identifies this exact feature list in weight blobs, derived from the table: the hash of every
/// feature's name and definition, in order. The table that was named `0x50460003` by hand keeps
/// that id, so the shipped blobs and every blob written for it still read; any change to a
/// name, the order or a definition gives a new id, and blobs for the old list are refused.
pub const FEATURE_SET_ID: u32 = match table_hash(&DEFINITIONS) {
    HAND_NAMED_TABLE => 0x5046_0003,
    hash => hash,
};

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

/// The index of the feature named `name`, if there is one.
pub fn feature_index(name: &str) -> Option<usize> {
    (0..FEATURE_COUNT).find(|&index| feature_name(index) == name)
}

/// The index of the same feature seen from the other player: `myX` and `yourX` trade places;
/// `tempo`, which belongs to neither, stays. `features(p.with_turn(!p.to_move()))[mirror(i)]`
/// equals `features(p)[i]`.
pub fn mirror(index: usize) -> usize {
    let name = feature_name(index);
    let other = if let Some(rest) = name.strip_prefix("my") {
        format!("your{rest}")
    } else if let Some(rest) = name.strip_prefix("your") {
        format!("my{rest}")
    } else {
        name
    };
    feature_index(&other).expect("every my/your feature has its partner")
}

/// One colour's connection distance in `position`, given its `groups`.
fn distance_of(position: &Position, color: Color, groups: &Groups) -> Distance {
    DistanceLayers::new(&Board::of(position, color), groups).distance
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
    let empty = position.empty();
    let (my_groups, your_groups) = (Groups::of(position.pieces(me)), Groups::of(position.pieces(!me)));
    let analysis = |color: Color, groups: &Groups| {
        let pieces = position.pieces(color);
        SideAnalysis::of_groups(groups, pieces, empty, longest_path(pieces & position.permanents()))
    };
    let mine = analysis(me, &my_groups);
    let yours = analysis(!me, &your_groups);
    let my_distance = distance_of(position, me, &my_groups);
    let your_distance = distance_of(position, !me, &your_groups);
    let my_threats = threats_of(position, me);
    let regular_counts = |color: Color| NeighbourCounts::of(position.pieces(color) & !position.permanents());
    let (my_regulars, your_regulars) = (regular_counts(me), regular_counts(!me));
    let mut out = [0.0; FEATURE_COUNT];
    features_of(
        position,
        &NeighbourCounts::of(empty),
        &SideInputs { analysis: &mine, distance: &my_distance, threats: &my_threats, regular_counts: &my_regulars },
        &SideInputs { analysis: &yours, distance: &your_distance, threats: your_threats, regular_counts: &your_regulars },
        &mut out,
    );
    out
}

/// What one player's features are computed from, besides the position.
pub struct SideInputs<'a> {
    /// The player's groups and path prospects.
    pub analysis: &'a SideAnalysis,
    /// The player's connection distance.
    pub distance: &'a Distance,
    /// Where the player would win at once.
    pub threats: &'a Threats,
    /// Per cell, the player's regular pieces around it (`NeighbourCounts::of` them).
    pub regular_counts: &'a NeighbourCounts,
}

/// The features of `position` (still in play), written into `out`, from the per-cell counts of
/// its empty neighbours and the inputs of the player to move (`mine`) and of the other
/// (`yours`): the one place the table's values are computed, whether the inputs were found from
/// scratch ([`features_knowing`]) or from a parent's (`evaluation::incremental`).
pub fn features_of(position: &Position, empty_counts: &NeighbourCounts, mine: &SideInputs, yours: &SideInputs, out: &mut Features) {
    let me = position.to_move();
    let empty = position.empty();
    let my = Side::new(position, me, empty, empty_counts, mine);
    let your = Side::new(position, !me, empty, empty_counts, yours);
    side_values(&mut out[..SIDE_FEATURES], &my);
    side_values(&mut out[SIDE_FEATURES..2 * SIDE_FEATURES], &your);
    let both = Both { mine: mine.analysis, yours: yours.analysis, my_distance: mine.distance, your_distance: yours.distance };
    shared_values(&mut out[2 * SIDE_FEATURES..], &both);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Game;

    /// The hash of the features of 300 sample positions for the table named `0x50460003` (the same
    /// before the table was declared once: checked on the release before, 49027b3).
    const FEATURES_DIGEST: u64 = 5_375_544_105_049_024_751;

    #[test]
    fn names_are_unique_and_prefixed() {
        let names: Vec<String> = (0..FEATURE_COUNT).map(feature_name).collect();
        let unique: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(unique.len(), FEATURE_COUNT);
        assert_eq!(names[0], "myLongestPath");
        assert_eq!(names[SIDE_FEATURES], "yourLongestPath");
        assert!(SHARED_NAMES.iter().all(|name| name.starts_with("my") || name.starts_with("your") || *name == "tempo"));
    }

    #[test]
    fn the_id_is_the_hand_named_one_for_this_table_and_follows_any_change() {
        assert_eq!(FEATURE_SET_ID, 0x5046_0003, "the shipped blobs were written for this table");
        let mut renamed = DEFINITIONS;
        renamed[3] = "Permanent:(side.pieces & side.position.permanents()).count() as f32 / 16.0";
        let mut redefined = DEFINITIONS;
        redefined[4] = "Pieces:side.pieces.count() as f32 / 47.0";
        let mut reordered = DEFINITIONS;
        reordered.swap(0, 1);
        for changed in [renamed, redefined, reordered] {
            assert_ne!(table_hash(&changed), HAND_NAMED_TABLE);
        }
        let mut respaced = DEFINITIONS.map(String::from);
        respaced[0] = respaced[0].replace(' ', "");
        let respaced: Vec<&str> = respaced.iter().map(String::as_str).collect();
        assert_eq!(table_hash(&respaced), HAND_NAMED_TABLE, "only whitespace changed");
    }

    /// The features' values on fixed positions, hashed: what the id cannot see (the helpers the
    /// table's rows call, `SideAnalysis`, the distance) pinned beside it.
    #[test]
    fn the_values_the_shipped_blobs_were_fitted_to_are_pinned_with_the_id() {
        // FNV-1a over every value's bits: stable across Rust releases, unlike `DefaultHasher`.
        let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
        for position in crate::bench::sample_positions(300, 11).iter().filter(|p| !p.is_over()) {
            for value in features(position) {
                for byte in value.to_bits().to_le_bytes() {
                    digest = (digest ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
                }
            }
        }
        assert_eq!(
            (FEATURE_SET_ID, digest),
            (0x5046_0003, FEATURES_DIGEST),
            "a feature computes something else: if meant, give the table a new id (a new name or definition) and retrain the blobs"
        );
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
            assert_eq!(mirror(mirror(index)), index);
        }
        assert_eq!(mirror(FEATURE_COUNT - 1), FEATURE_COUNT - 1, "tempo stays");
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
