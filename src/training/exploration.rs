//! The article's exploration: among the ten best moves, the best with probability 1/2, the
//! second with 1/4, the third with 1/8, ..., the tenth with what is left.

use crate::rng::SeededRng;
use rand::RngExt;

/// How many of the best moves exploration chooses among.
pub const TOP_MOVES: usize = 10;

/// The rank (0 = best) to play among `available` ranked moves.
pub fn exploration_rank(available: usize, rng: &mut SeededRng) -> usize {
    let last = available.min(TOP_MOVES).saturating_sub(1);
    let draw: f64 = rng.random();
    let mut threshold = 0.5;
    let mut rank = 0;
    while draw >= threshold && rank < last {
        rank += 1;
        threshold += (1.0 - threshold) / 2.0;
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn ranks_halve_in_frequency() {
        let mut rng = SeededRng::seed_from_u64(11);
        let mut counts = [0u32; TOP_MOVES];
        let draws = 200_000;
        for _ in 0..draws {
            counts[exploration_rank(50, &mut rng)] += 1;
        }
        for rank in 0..4 {
            let expected = draws as f64 / 2f64.powi(rank as i32 + 1);
            assert!((counts[rank] as f64 - expected).abs() < 0.05 * expected, "{counts:?}");
        }
        assert!(counts[9] > 0);
        assert_eq!(exploration_rank(1, &mut rng), 0);
    }
}
