//! Structured values crossing to JS: typed structs serialized by serde-wasm-bindgen.

use super::errors::{ApiError, ErrorKind};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// `value` as plain JS objects and arrays, with `None` as `null` (not `undefined`).
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, ApiError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true))
        .map_err(|error| ApiError::new(ErrorKind::Internal, format!("cannot pass a value to JS: {error}")))
}
