//! Reading plain JS objects and arrays that scripts pass in (a review's steps, the shares'
//! answers) without trusting them: every property read is caught (a getter or a Proxy may
//! throw), every array's length is bounded before it is walked.

use super::errors::{describe, error, ApiError};
use crate::number_text;
use wasm_bindgen::prelude::*;

/// The property `name` of `object` (`undefined` when missing); a throwing getter is refused.
pub fn field(object: &JsValue, name: &str, what: &str) -> Result<JsValue, ApiError> {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).map_err(|_| error(format!("{what}: its {name} could not be read")))
}

/// True for `undefined` and `null`.
pub fn is_absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// The items of the array `value`, at most `max` of them, or an error naming `what`.
pub fn items(value: &JsValue, max: u32, what: &str) -> Result<Vec<JsValue>, ApiError> {
    if !js_sys::Array::is_array(value) {
        return Err(error(format!("{what} must be an array, not {}", describe(value))));
    }
    let length = field(value, "length", what)?.as_f64().unwrap_or(f64::NAN);
    if !(length.fract() == 0.0 && (0.0..=max as f64).contains(&length)) {
        return Err(error(format!("{what} must have at most {max} items, not {}", number_text::shown(length))));
    }
    (0..length as u32)
        .map(|index| js_sys::Reflect::get_u32(value, index).map_err(|_| error(format!("{what}: item {index} could not be read"))))
        .collect()
}

/// The object `value` (an item of `what`), refused when it is not one.
pub fn object<'a>(value: &'a JsValue, what: &str) -> Result<&'a JsValue, ApiError> {
    if value.is_object() && !value.is_function() {
        Ok(value)
    } else {
        Err(error(format!("{what} must be an object, not {}", describe(value))))
    }
}

/// The number `value` from 0 to 1 (a win probability), or an error naming `what`.
pub fn probability(value: &JsValue, what: &str) -> Result<f64, ApiError> {
    match value.as_f64() {
        Some(p) if (0.0..=1.0).contains(&p) => Ok(p),
        Some(p) => Err(error(format!("{what} must be a probability from 0 to 1, not {}", number_text::shown(p)))),
        None => Err(error(format!("{what} must be a number, not {}", describe(value)))),
    }
}
