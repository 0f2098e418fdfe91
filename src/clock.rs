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

#[cfg(target_arch = "wasm32")]
mod browser {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        /// `performance.now()`: sub-millisecond, in pages, workers and Node alike.
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        pub fn performance_now() -> f64;
    }
}

/// Milliseconds since an arbitrary fixed start; only differences are meaningful.
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    browser::performance_now()
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
