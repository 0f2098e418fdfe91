//! A number as a message shows it, natively and in the browser: `1e300` rather than 301 digits.
//! In the wasm JavaScript writes it (`1e+300`, `NaN`, `Infinity`), as every refusal of the
//! browser's API does: Rust's float formatting would cost each wasm module about 15 KB (20 KB
//! raw, 7 KB compressed), for messages alone.

/// `value` as a message shows it: natively Rust's shortest form, in exponent form from 1e15.
#[cfg(not(target_arch = "wasm32"))]
pub fn shown(value: f64) -> String {
    if value.is_finite() && value.abs() >= 1e15 { format!("{value:e}") } else { value.to_string() }
}

/// `value` as a message shows it: as JavaScript writes it.
#[cfg(target_arch = "wasm32")]
pub fn shown(value: f64) -> String {
    js_sys::Number::from(value).to_string_with_radix(10).map(String::from).unwrap_or_else(|_| "that number".into())
}
