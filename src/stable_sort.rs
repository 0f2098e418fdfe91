//! One stable sort for the whole crate: binary insertion. It orders a slice exactly as the
//! standard library's stable sort does (equal items keep their order, so any two stable sorts
//! give the same result), in a few hundred bytes of wasm for each use, where the standard sort
//! (driftsort) costs several kilobytes for each comparison it is given: eleven of them were 19
//! KB of the search module's 197 KB compressed (docs/RESULTS.md, "Page weight"). The lists
//! sorted are short: a position's moves (at most 192, two for each empty cell, of 16 to 80
//! bytes each), a ladder's levels, a player's days. An insertion copies at most the items
//! before it, up to 15 KB for the longest list of the largest items; measured against the
//! standard sort, each level's search takes the same time (docs/RESULTS.md, "Page weight"): a
//! merge sort of the indices for longer lists was measured slower, 4% to 8% at level 11.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, stably: items `compare` calls equal keep their order. `compare`
/// must be a total order (as `total_cmp` and `Ord` are).
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for end in 1..items.len() {
        let (sorted, rest) = items.split_at(end);
        let item = &rest[0];
        // After every item not greater than this one: the place that keeps equal items in order.
        let place = sorted.partition_point(|kept| compare(kept, item) != Ordering::Greater);
        items[place..=end].rotate_right(1);
    }
}

/// Sorts `items` by the key `key` gives each, stably (as [`sort_by`]).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SeededRng;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn orders_as_the_standard_stable_sort_does() {
        let mut rng = SeededRng::seed_from_u64(7);
        for length in (0..200).chain([255, 256, 500]) {
            // Few distinct keys, so that many items tie: the order among them is what a stable sort keeps.
            let items: Vec<(u8, usize)> = (0..length).map(|index| (rng.random_range(0..5), index)).collect();
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            let mut standard = items.clone();
            standard.sort_by_key(|item| item.0);
            assert_eq!(ours, standard, "{length} items");
            let mut by_key = items.clone();
            sort_by_key(&mut by_key, |item| std::cmp::Reverse(item.0));
            standard.sort_by_key(|item| std::cmp::Reverse(item.0));
            assert_eq!(by_key, standard, "{length} items, reversed");
        }
    }

    #[test]
    fn sorted_and_reversed_lists_and_items_that_are_not_copied() {
        for length in [0, 1, 2, 3, 24, 25, 192] {
            let mut ascending: Vec<String> = (0..length).map(|n| format!("{n:04}")).collect();
            let expected = ascending.clone();
            sort_by(&mut ascending, |a, b| a.cmp(b));
            assert_eq!(ascending, expected);
            let mut descending: Vec<String> = expected.iter().rev().cloned().collect();
            sort_by(&mut descending, |a, b| a.cmp(b));
            assert_eq!(descending, expected);
        }
    }

    #[test]
    fn sorts_floats_by_total_cmp_with_ties_in_place() {
        let mut items = [(0.5, 'a'), (f64::NAN, 'b'), (0.25, 'c'), (0.5, 'd'), (-0.0, 'e'), (0.0, 'f')];
        sort_by(&mut items, |a, b| b.0.total_cmp(&a.0));
        let order: String = items.iter().map(|item| item.1).collect();
        assert_eq!(order, "badcfe");
    }
}
