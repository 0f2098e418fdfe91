//! JS errors with short messages: how a refused value is described, whatever it is.

use wasm_bindgen::prelude::*;

/// A JS `Error` with `message`.
pub fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// A number as a message shows it: `1e300` rather than 301 digits, `NaN`, `Infinity`.
pub fn short_number(number: f64) -> String {
    let magnitude = number.abs();
    if number.is_finite() && number != 0.0 && !(1e-6..1e15).contains(&magnitude) {
        format!("{number:e}")
    } else if number.is_nan() {
        "NaN".into()
    } else if number.is_infinite() {
        if number > 0.0 { "Infinity".into() } else { "-Infinity".into() }
    } else {
        number.to_string()
    }
}

/// A short description of a JS value for error messages: its type, or the number itself.
pub fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(number) = value.as_f64() {
        format!("the number {}", short_number(number))
    } else {
        value.js_typeof().as_string().unwrap_or_else(|| "that value".into())
    }
}
