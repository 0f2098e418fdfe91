//! A one-line progress bar with an ETA on stderr (indicatif's), drawn only when stderr is a
//! terminal.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::sync::atomic::{AtomicU64, Ordering};

/// Progress of a long run of `total` units.
pub struct Progress {
    bar: ProgressBar,
    /// The most units reported done: workers report out of order, and the bar never goes back.
    done: AtomicU64,
}

impl Progress {
    /// A bar for `total` units of `label` (drawn only on a terminal, at most ten times a second).
    pub fn new(label: &str, total: usize) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr_with_hz(10));
        let style = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} ETA {eta}")
            .expect("the template is valid")
            .progress_chars("= ");
        bar.set_style(style);
        bar.set_message(label.to_string());
        Progress { bar, done: AtomicU64::new(0) }
    }

    /// Notes that `done` units are finished; at the total the bar is left drawn, complete.
    pub fn update(&self, done: usize) {
        let done = self.done.fetch_max(done as u64, Ordering::Relaxed).max(done as u64);
        self.bar.set_position(done);
        if self.bar.length().is_some_and(|total| done >= total) {
            self.bar.finish();
        }
    }

    /// Leaves the bar drawn where it is, for a run that stopped before its total.
    pub fn finish(&self) {
        self.bar.finish();
    }
}
