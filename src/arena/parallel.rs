//! Running independent jobs on every core, with results in job order so that totals do not
//! depend on scheduling.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs `job(i)` for `i` in `0..count` on all cores; `on_done(finished)` hears progress.
/// Returns the results in index order.
pub fn run_indexed<T: Send>(count: usize, job: impl Fn(usize) -> T + Sync, on_done: impl Fn(usize) + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(count.max(1));
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count {
                    break;
                }
                let result = job(index);
                results.lock().expect("no worker panics while holding the lock")[index] = Some(result);
                on_done(finished.fetch_add(1, Ordering::Relaxed) + 1);
            });
        }
    });
    results
        .into_inner()
        .expect("workers are done")
        .into_iter()
        .map(|r| r.expect("every job ran"))
        .collect()
}
