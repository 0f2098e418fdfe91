//! Which pairs of levels a tournament plays: every pair (a round robin), or only each level's
//! neighbours in the order of a prior ladder (games between levels far apart in strength end
//! almost always the same way and say little about either: a ladder's intervals narrow fastest
//! on close pairs, as rating lists schedule their gauntlets).

use crate::Strength;

/// Every pair of `levels`, in order: (0, 1), (0, 2), ... (1, 2), ...
pub fn all_pairs(levels: &[Strength]) -> Vec<(Strength, Strength)> {
    let mut pairs = Vec::new();
    for (i, &first) in levels.iter().enumerate() {
        for &second in &levels[i + 1..] {
            pairs.push((first, second));
        }
    }
    pairs
}

/// The pairs of `levels` at most `width` apart in the order of `prior` (each level's Elo in an
/// earlier ladder), in [`all_pairs`] order: each level meets the `width` levels just below and
/// just above it. The order's neighbours chain every level to the next, so the games always
/// connect the whole ladder (a choice by Elo distance alone can leave two groups that never
/// meet). A level without a prior Elo plays every other level.
pub fn neighbour_pairs(levels: &[Strength], prior: &[(Strength, f64)], width: usize) -> Vec<(Strength, Strength)> {
    let elo = |level: Strength| prior.iter().find(|(l, _)| *l == level).map(|(_, elo)| *elo);
    let mut ordered: Vec<(f64, Strength)> = levels.iter().filter_map(|&level| Some((elo(level)?, level))).collect();
    ordered.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    let rank = |level: Strength| ordered.iter().position(|&(_, listed)| listed == level);
    all_pairs(levels)
        .into_iter()
        .filter(|&(a, b)| match (rank(a), rank(b)) {
            (Some(i), Some(j)) => i.abs_diff(j) <= width,
            _ => true,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(n: i64) -> Strength {
        crate::Level::new(n).unwrap().into()
    }

    #[test]
    fn neighbour_pairs_chain_the_ladder_by_its_order() {
        let levels: Vec<Strength> = (1..=5).map(level).collect();
        assert_eq!(all_pairs(&levels).len(), 10);
        // Order by Elo: 1, 3, 2, 5, 4. Two groups far apart (1 to 3, then 5 and 4) still meet.
        let prior = [(level(1), 700.0), (level(2), 1250.0), (level(3), 1200.0), (level(4), 1900.0), (level(5), 1850.0)];
        let numbers = |pairs: Vec<(Strength, Strength)>| pairs.iter().map(|(a, b)| (a.level.number(), b.level.number())).collect::<Vec<_>>();
        assert_eq!(numbers(neighbour_pairs(&levels, &prior, 1)), [(1, 3), (2, 3), (2, 5), (4, 5)]);
        assert_eq!(neighbour_pairs(&levels, &prior, 4).len(), 10, "four on each side of five: every pair");
        let unknown = neighbour_pairs(&levels, &prior[1..], 1);
        assert!((2..=5).all(|n| unknown.contains(&(level(1), level(n)))), "a level without a prior plays everyone");
    }
}
