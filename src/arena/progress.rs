//! A one-line progress bar with an ETA on stderr, shown only when stderr is a terminal.

use crate::clock::Stopwatch;
use std::io::{IsTerminal, Write};
use std::sync::Mutex;

/// Progress of a long run of `total` units.
pub struct Progress {
    label: String,
    total: usize,
    watch: Stopwatch,
    visible: bool,
    last_drawn: Mutex<f64>,
}

impl Progress {
    /// A bar for `total` units of `label` (drawn only on a terminal).
    pub fn new(label: &str, total: usize) -> Progress {
        Progress {
            label: label.to_string(),
            total,
            watch: Stopwatch::start(),
            visible: std::io::stderr().is_terminal(),
            last_drawn: Mutex::new(f64::NEG_INFINITY),
        }
    }

    /// Notes that `done` units are finished; redraws at most ten times a second.
    pub fn update(&self, done: usize) {
        if !self.visible {
            return;
        }
        let elapsed = self.watch.elapsed_ms();
        let mut last = self.last_drawn.lock().expect("progress lock");
        if done < self.total && elapsed - *last < 100.0 {
            return;
        }
        *last = elapsed;
        let fraction = done as f64 / self.total.max(1) as f64;
        let width = 30;
        let filled = (fraction * width as f64) as usize;
        let eta = if done > 0 { elapsed / done as f64 * (self.total - done) as f64 / 1000.0 } else { 0.0 };
        eprint!(
            "\r{} [{}{}] {done}/{} ETA {eta:.0}s ",
            self.label,
            "=".repeat(filled),
            " ".repeat(width - filled),
            self.total
        );
        if done >= self.total {
            eprintln!();
        }
        let _ = std::io::stderr().flush();
    }
}
