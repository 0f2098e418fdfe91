//! JS errors with short messages and typed fields: how a refused call is reported, whatever
//! it was given.

use crate::agents::level::LevelError;
use crate::diagram::DiagramError;
use crate::evaluation::weights_blob::BlobError;
use crate::friend_link::{FriendLinkError, Refusal};
use crate::number_text;
use crate::rules::error::IllegalMove;
use crate::rules::record::RecordError;
use wasm_bindgen::prelude::*;

/// What was wrong with a refused call, as scripts read it from the error's `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
/// [`ErrorKind`] in kebab case, like `"illegal-move"`), for a record `ply` (the bad move's ply,
/// from 1) and, for a friend's link, `reason` ([`Refusal`]), so that a page can say
/// why in its own language.
#[derive(Debug)]
pub struct ApiError {
    kind: ErrorKind,
    message: String,
    ply: Option<usize>,
    reason: Option<Refusal>,
}

impl ApiError {
    /// An error of `kind` saying `message`.
    pub fn new(kind: ErrorKind, message: impl std::fmt::Display) -> ApiError {
        ApiError { kind, message: message.to_string(), ply: None, reason: None }
    }

    /// Its kind.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Its message.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The same error, with `reason` saying why in one word a page can translate.
    pub fn because(self, reason: Refusal) -> ApiError {
        ApiError { reason: Some(reason), ..self }
    }
}

impl ErrorKind {
    /// Its name as scripts read it, in kebab case.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::BadArgument => "bad-argument",
            ErrorKind::IllegalMove => "illegal-move",
            ErrorKind::BadRecord => "bad-record",
            ErrorKind::BadWeights => "bad-weights",
            ErrorKind::GameOver => "game-over",
            ErrorKind::Internal => "internal",
        }
    }
}

impl From<ApiError> for JsValue {
    fn from(error: ApiError) -> JsValue {
        let thrown = js_sys::Error::new(&error.message);
        let set = |key: &str, value: JsValue| js_sys::Reflect::set(&thrown, &key.into(), &value);
        let _ = set("kind", error.kind.name().into());
        if let Some(ply) = error.ply {
            let _ = set("ply", (ply as f64).into());
        }
        if let Some(reason) = error.reason {
            let _ = set("reason", reason.name().into());
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
    /// Either carries the refusal's reason.
    fn from(refused: FriendLinkError) -> ApiError {
        let reason = refused.refusal();
        let error = match &refused {
            FriendLinkError::Record(record) => ApiError { ply: Some(record.ply), ..ApiError::new(ErrorKind::BadRecord, &refused) },
            _ => ApiError::new(ErrorKind::BadArgument, refused),
        };
        error.because(reason)
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

/// A short description of a JS value for error messages: its type, or the number itself.
pub fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(number) = value.as_f64() {
        format!("the number {}", number_text::shown(number))
    } else {
        value.js_typeof().as_string().unwrap_or_else(|| "that value".into())
    }
}
