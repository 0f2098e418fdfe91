//! JS errors with short messages and typed fields: how a refused call is reported, whatever
//! it was given.

use super::values::to_js;
use crate::agents::level::LevelError;
use crate::diagram::DiagramError;
use crate::evaluation::weights_blob::BlobError;
use crate::friend_link::FriendLinkError;
use crate::rules::error::IllegalMove;
use crate::rules::record::RecordError;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What was wrong with a refused call, as scripts read it from the error's `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// A value of the wrong type, out of its range or too long.
    BadArgument,
    /// A move that cannot be played here: bad notation, an occupied cell, a finished game.
    IllegalMove,
    /// A game record with a move that cannot be replayed; `ply` names it.
    BadRecord,
    /// A weights blob that was refused.
    BadWeights,
    /// A move asked for in a finished game.
    GameOver,
    /// A result that could not be passed to JS.
    Internal,
}

/// A refused call. JS receives an `Error` whose `message` says what was wrong, with `kind` (an
/// [`ErrorKind`] in kebab case, like `"illegal-move"`) and, for a record, `ply` (the bad move's
/// ply, from 1).
#[derive(Debug)]
pub struct ApiError {
    kind: ErrorKind,
    message: String,
    ply: Option<usize>,
}

/// The fields added to the JS `Error`.
#[derive(Serialize)]
struct Fields {
    kind: ErrorKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    ply: Option<usize>,
}

impl ApiError {
    /// An error of `kind` saying `message`.
    pub fn new(kind: ErrorKind, message: impl std::fmt::Display) -> ApiError {
        ApiError { kind, message: message.to_string(), ply: None }
    }

    /// Its kind.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Its message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl From<ApiError> for JsValue {
    fn from(error: ApiError) -> JsValue {
        let thrown = js_sys::Error::new(&error.message);
        if let Ok(fields) = to_js(&Fields { kind: error.kind, ply: error.ply }) {
            js_sys::Object::assign(&thrown, fields.unchecked_ref());
        }
        thrown.into()
    }
}

impl From<IllegalMove> for ApiError {
    fn from(refused: IllegalMove) -> ApiError {
        ApiError::new(ErrorKind::IllegalMove, refused)
    }
}

impl From<RecordError> for ApiError {
    fn from(refused: RecordError) -> ApiError {
        ApiError { ply: Some(refused.ply), ..ApiError::new(ErrorKind::BadRecord, refused) }
    }
}

impl From<FriendLinkError> for ApiError {
    /// A game that does not replay is a bad record with its ply; any other refusal a bad argument.
    fn from(refused: FriendLinkError) -> ApiError {
        match &refused {
            FriendLinkError::Record(record) => ApiError { ply: Some(record.ply), ..ApiError::new(ErrorKind::BadRecord, &refused) },
            _ => ApiError::new(ErrorKind::BadArgument, refused),
        }
    }
}

impl From<DiagramError> for ApiError {
    /// A record that does not replay is a bad record with its ply; any other refusal a bad argument.
    fn from(refused: DiagramError) -> ApiError {
        match refused {
            DiagramError::Record(record) => record.into(),
            other => ApiError::new(ErrorKind::BadArgument, other),
        }
    }
}

impl From<BlobError> for ApiError {
    fn from(refused: BlobError) -> ApiError {
        ApiError::new(ErrorKind::BadWeights, refused)
    }
}

impl From<LevelError> for ApiError {
    fn from(refused: LevelError) -> ApiError {
        ApiError::new(ErrorKind::BadArgument, refused)
    }
}

/// A bad argument saying `message`.
pub fn error(message: impl std::fmt::Display) -> ApiError {
    ApiError::new(ErrorKind::BadArgument, message)
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
