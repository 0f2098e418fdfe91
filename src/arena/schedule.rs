//! Which pairs of levels a tournament plays: every pair (a round robin), or only each level's
//! nearest by a prior ladder (games between levels far apart in strength end almost always the
//! same way and say little about either: a ladder's intervals narrow fastest on close pairs, as
//! rating lists schedule their gauntlets).

use crate::Level;

/// Every pair of `levels`, in order: (0, 1), (0, 2), ... (1, 2), ...
pub fn all_pairs(levels: &[Level]) -> Vec<(Level, Level)> {
    let mut pairs = Vec::new();
    for (i, &first) in levels.iter().enumerate() {
        for &second in &levels[i + 1..] {
            pairs.push((first, second));
        }
    }
    pairs
}

/// The pairs of `levels` in which at least one level is among the other's `nearest` closest by
/// `prior` (each level's Elo in an earlier ladder), in [`all_pairs`] order. A level without a
/// prior Elo plays every other level. Ties in distance go to the lower level number.
pub fn nearest_pairs(levels: &[Level], prior: &[(Level, f64)], nearest: usize) -> Vec<(Level, Level)> {
    let elo = |level: Level| prior.iter().find(|(l, _)| *l == level).map(|(_, elo)| *elo);
    let closest = |level: Level| -> Vec<Level> {
        let Some(own) = elo(level) else { return levels.iter().copied().filter(|&l| l != level).collect() };
        let mut others: Vec<(f64, u8, Level)> = levels
            .iter()
            .filter(|&&other| other != level)
            .map(|&other| (elo(other).map_or(0.0, |e| (e - own).abs()), other.number(), other))
            .collect();
        others.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        others.into_iter().take(nearest).map(|(_, _, other)| other).collect()
    };
    let near: Vec<Vec<Level>> = levels.iter().map(|&level| closest(level)).collect();
    all_pairs(levels)
        .into_iter()
        .filter(|&(a, b)| {
            let index = |level: Level| levels.iter().position(|&l| l == level).expect("a listed level");
            near[index(a)].contains(&b) || near[index(b)].contains(&a)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(n: i64) -> Level {
        Level::new(n).unwrap()
    }

    #[test]
    fn nearest_pairs_keep_each_levels_closest_and_drop_the_far_ones() {
        let levels: Vec<Level> = (1..=5).map(level).collect();
        assert_eq!(all_pairs(&levels).len(), 10);
        let prior = [(level(1), 700.0), (level(2), 1200.0), (level(3), 1250.0), (level(4), 1600.0), (level(5), 1650.0)];
        let pairs = nearest_pairs(&levels, &prior, 1);
        let numbers: Vec<(u8, u8)> = pairs.iter().map(|(a, b)| (a.number(), b.number())).collect();
        assert_eq!(numbers, [(1, 2), (2, 3), (4, 5)], "level 1's nearest is 2; 2 and 3, 4 and 5 are each other's");
        assert_eq!(nearest_pairs(&levels, &prior, 4).len(), 10, "four nearest of five: every pair");
        let unknown = nearest_pairs(&levels, &prior[1..], 1);
        assert!((2..=5).all(|n| unknown.contains(&(level(1), level(n)))), "a level without a prior plays everyone");
    }
}
