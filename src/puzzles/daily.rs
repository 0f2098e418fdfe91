//! The daily puzzle: which puzzle of a file belongs to a day, the same on every device and
//! offline. Consecutive days step through the file by a stride coprime with its length, so every
//! puzzle comes once before any comes again, and neighbouring days are far apart in the file.

/// The stride for `count` puzzles: the largest number at most `count` / φ that shares no factor
/// with `count` (1 for one puzzle).
fn stride(count: u64) -> u64 {
    let golden = (count as f64 / 1.618_033_988_75) as u64;
    (1..=golden.max(1)).rev().find(|&step| gcd(step, count) == 1).unwrap_or(1)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The index (0 to `count` - 1) of the puzzle of `day` (days since 1970-01-01, UTC) among
/// `count` puzzles; `None` when there are none. (A `u32` count keeps the product in 64 bits: no
/// 128-bit arithmetic is linked into the page's core module.)
pub fn daily_index(day: i64, count: u32) -> Option<u32> {
    if count == 0 {
        return None;
    }
    let count = u64::from(count);
    let position = day.rem_euclid(count as i64) as u64;
    Some((position * stride(count) % count) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_comes_once_in_as_many_days() {
        for count in [1u32, 2, 7, 10, 250, 256, 360, 997] {
            let mut seen = vec![false; count as usize];
            for day in 20_000..20_000 + i64::from(count) {
                let index = daily_index(day, count).unwrap() as usize;
                assert!(!seen[index], "count {count}: index {index} twice");
                seen[index] = true;
            }
            assert_eq!(daily_index(20_000, count), daily_index(20_000 + i64::from(count), count), "the cycle repeats");
        }
        assert_eq!(daily_index(5, 0), None);
        assert!(daily_index(-40, 250).unwrap() < 250, "days before 1970 still land in the file");
    }

    #[test]
    fn neighbouring_days_are_far_apart() {
        let (a, b) = (daily_index(20_783, 250).unwrap(), daily_index(20_784, 250).unwrap());
        let apart = a.abs_diff(b).min(250 - a.abs_diff(b));
        assert!(apart > 50, "{a} {b}");
    }
}
