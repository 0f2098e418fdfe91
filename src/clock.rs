//! Wall-clock milliseconds for time limits and benchmarks, natively and in the browser
//! (where `std::time::Instant` is not available).

/// Milliseconds since an arbitrary fixed start; only differences are meaningful.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
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
