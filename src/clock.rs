//! Milliseconds for time limits and benchmarks, natively and in the browser (where
//! `std::time::Instant` is not available): the wall clock, or natively on request the thread's
//! CPU time, so that matches at a fixed time a move can run on a busy machine.

/// The environment variable that switches native stopwatches to the calling thread's CPU time
/// (`PATHWAYZ_CLOCK=thread-cpu`): a time-limited match then gives each move the same computing
/// time on a busy machine as on an idle one. Unset (or any other value), the wall clock.
pub const CLOCK_VARIABLE: &str = "PATHWAYZ_CLOCK";

/// Milliseconds since an arbitrary fixed start; only differences are meaningful. The wall
/// clock, or the calling thread's CPU time when [`CLOCK_VARIABLE`] says `thread-cpu` (then only
/// differences on one thread are meaningful).
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    static THREAD_CPU: OnceLock<bool> = OnceLock::new();
    if *THREAD_CPU.get_or_init(|| std::env::var(CLOCK_VARIABLE).is_ok_and(|value| value == "thread-cpu")) {
        thread_cpu_ms()
    } else {
        wall_ms()
    }
}

/// Wall-clock milliseconds since the first call.
#[cfg(not(target_arch = "wasm32"))]
fn wall_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// The CPU time the calling thread has used, in milliseconds.
#[cfg(not(target_arch = "wasm32"))]
fn thread_cpu_ms() -> f64 {
    let mut time = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `time` is a valid, writable timespec; the call only writes it.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    if status != 0 {
        return wall_ms();
    }
    time.tv_sec as f64 * 1000.0 + time.tv_nsec as f64 / 1e6
}

/// Milliseconds since an arbitrary fixed start; only differences are meaningful.
/// `performance.now()` through web-sys: the global `performance` of a page, a worker or Node
/// (`Date.now()` in a host without one).
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    use wasm_bindgen::JsCast;
    thread_local! {
        static PERFORMANCE: Option<web_sys::Performance> =
            js_sys::Reflect::get(&js_sys::global(), &"performance".into())
                .ok()
                .filter(|value| value.is_object())
                .map(JsCast::unchecked_into);
    }
    PERFORMANCE.with(|performance| performance.as_ref().map_or_else(js_sys::Date::now, web_sys::Performance::now))
}

/// A started stopwatch.
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    start: f64,
}

impl Stopwatch {
    /// Starts timing now.
    pub fn start() -> Stopwatch {
        Stopwatch { start: now_ms() }
    }

    /// Milliseconds since the start.
    pub fn elapsed_ms(&self) -> f64 {
        now_ms() - self.start
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn the_thread_cpu_clock_stands_still_while_the_thread_sleeps_and_runs_while_it_works() {
        let (cpu, wall) = (thread_cpu_ms(), wall_ms());
        std::thread::sleep(std::time::Duration::from_millis(120));
        assert!(wall_ms() - wall >= 100.0);
        assert!(thread_cpu_ms() - cpu < 60.0, "sleeping used {} ms of CPU", thread_cpu_ms() - cpu);
        let start = thread_cpu_ms();
        let mut sum = 0u64;
        while thread_cpu_ms() - start < 5.0 {
            sum = sum.wrapping_add(std::hint::black_box(sum) | 1);
        }
        assert!(sum > 0 && thread_cpu_ms() > start);
    }
}
