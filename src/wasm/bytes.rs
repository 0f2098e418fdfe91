//! Bytes from JS (a `Uint8Array` or an `ArrayBuffer`): measured first, copied into wasm memory
//! only when small enough, and a detached or lying buffer refused instead of throwing through
//! Rust frames.

use super::errors::{describe, error, ApiError};
use js_sys::{ArrayBuffer, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// A `Uint8Array` made here, so its length is its own.
    #[wasm_bindgen(js_name = Uint8Array)]
    type PlainCopy;

    /// `new Uint8Array(source)`: a plain array holding a copy of the bytes a typed array or a
    /// buffer really has (whatever a subclass's getters say), or what it threw (a detached one).
    #[wasm_bindgen(catch, constructor, js_class = "Uint8Array")]
    fn new(source: &JsValue) -> Result<PlainCopy, JsValue>;
}

/// The bytes of `value`, a `Uint8Array` or an `ArrayBuffer` of at most `max` bytes, or an
/// error naming `what` they should have been.
pub fn read_bytes(value: &JsValue, what: &str, max: u32) -> Result<Vec<u8>, ApiError> {
    let claimed = if let Some(array) = value.dyn_ref::<Uint8Array>() {
        array.byte_length()
    } else if let Some(buffer) = value.dyn_ref::<ArrayBuffer>() {
        buffer.byte_length()
    } else {
        return Err(error(format!("{what} must be a Uint8Array or an ArrayBuffer, not {}", describe(value))));
    };
    let too_long = |length: u32| error(format!("{what} refused: {length} bytes, at most {max} are read"));
    if claimed > max {
        return Err(too_long(claimed));
    }
    let copy = PlainCopy::new(value).map(JsCast::unchecked_into::<Uint8Array>).map_err(|thrown| {
        let reason = thrown.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message()));
        error(format!("{what} refused: its bytes cannot be read ({})", reason.unwrap_or_else(|| describe(&thrown))))
    })?;
    if copy.length() > max {
        return Err(too_long(copy.length()));
    }
    Ok(copy.to_vec())
}
