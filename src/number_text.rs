//! A number as a message shows it, natively and in the browser: `1e300` rather than 301 digits.
//! In the wasm JavaScript writes it (`1e+300`, `NaN`, `Infinity`), as every refusal of the
//! browser's API does: Rust's float formatting would cost each wasm module about 20 KB of code
//! (9 to 10 KB compressed), for messages alone.

/// `value` as a message shows it: natively Rust's shortest form, in exponent form from 1e15 and
/// under 1e-6 (`1e300`, `1e-300`), and `Infinity`, `-Infinity` and `NaN` as JavaScript says them.
#[cfg(not(target_arch = "wasm32"))]
pub fn shown(value: f64) -> String {
    if value.is_infinite() {
        return if value > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if value.is_finite() && value != 0.0 && !(1e-6..1e15).contains(&value.abs()) {
        format!("{value:e}")
    } else {
        value.to_string()
    }
}

/// `value` as a message shows it: as JavaScript writes it.
#[cfg(target_arch = "wasm32")]
pub fn shown(value: f64) -> String {
    js_sys::Number::from(value).to_string_with_radix(10).map(String::from).unwrap_or_else(|_| "that number".into())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_short() {
        let cases = [
            (2.0, "2"), (-1.0, "-1"), (0.5, "0.5"), (0.0, "0"), (10_000.0, "10000"), (1e300, "1e300"), (-1e300, "-1e300"),
            (1e-300, "1e-300"), (1e-6, "0.000001"), (1e15, "1e15"), (f64::INFINITY, "Infinity"), (f64::NEG_INFINITY, "-Infinity"),
            (f64::NAN, "NaN"),
        ];
        for (value, text) in cases {
            assert_eq!(shown(value), text, "{value}");
        }
    }
}
