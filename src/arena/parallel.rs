//! Running independent jobs on every core (rayon's pool), with results in job order so that
//! totals do not depend on scheduling.

use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs `job(i)` for `i` in `0..count` on all cores; `on_done(finished)` hears progress.
/// Returns the results in index order.
pub fn run_indexed<T: Send>(count: usize, job: impl Fn(usize) -> T + Sync, on_done: impl Fn(usize) + Sync) -> Vec<T> {
    let finished = AtomicUsize::new(0);
    (0..count)
        .into_par_iter()
        // One job a task: a game lasts far longer than a steal, and a long game must not hold
        // others queued behind it on its thread.
        .with_max_len(1)
        .map(|index| {
            let result = job(index);
            on_done(finished.fetch_add(1, Ordering::Relaxed) + 1);
            result
        })
        .collect()
}

/// The number of jobs [`run_indexed`] runs at once: rayon's threads, one per core.
pub fn threads() -> usize {
    rayon::current_num_threads()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_index_order_whatever_finishes_first() {
        let heard = AtomicUsize::new(0);
        let results = run_indexed(
            64,
            |i| {
                // Early jobs take longest, so they finish last.
                std::thread::sleep(std::time::Duration::from_micros(((64 - i) * 50) as u64));
                i * i
            },
            |done| {
                heard.fetch_max(done, Ordering::Relaxed);
            },
        );
        assert_eq!(results, (0..64).map(|i| i * i).collect::<Vec<_>>());
        assert_eq!(heard.load(Ordering::Relaxed), 64);
    }
}
